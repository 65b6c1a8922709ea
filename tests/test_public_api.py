"""API001 against older target JAX versions: only replacements the target has are used."""

from __future__ import annotations

from omnifix.codemod import Options
from omnifix.engine import process_bytes
from omnifix.registry import find

API001 = find("API001")


def run(source: str, target):
    return process_bytes("t.py", source.encode(), [API001], Options(target_jax=target))


def test_tree_aliases_use_jax_tree_only_where_the_target_has_it():
    source = "import jax\nleaves = jax.tree_leaves({'a': 1})\n"
    assert run(source, None).new.decode() == "import jax\nleaves = jax.tree.leaves({'a': 1})\n"
    assert run(source, (0, 4, 25)).new.decode() == "import jax\nleaves = jax.tree.leaves({'a': 1})\n"
    assert run(source, (0, 4, 24)).new.decode() == "import jax\nleaves = jax.tree_util.tree_leaves({'a': 1})\n"


def test_a_replacement_newer_than_the_target_is_only_reported():
    source = "from jax.lib import xla_bridge\nplatform = xla_bridge.get_backend().platform\n"
    old = run(source, (0, 4, 31))
    assert not old.changed
    assert [(f.line, f.applied) for f in old.findings] == [(1, False), (2, False)]  # the module, the call
    assert "`jax.lib.xla_bridge` was deprecated" in old.findings[0].message
    assert run(source, (0, 4, 32)).changed


def test_unsafe_replacements_need_the_flag():
    source = "import jax.numpy as jnp\nok = isinstance(1, jnp.DeviceArray)\n"
    assert not run(source, None).changed
    unsafe = process_bytes("t.py", source.encode(), [API001], Options(unsafe_fixes=True))
    assert unsafe.new.decode() == "import jax\nok = isinstance(1, jax.Array)\n"
