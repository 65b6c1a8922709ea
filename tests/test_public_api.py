"""API001 against older target JAX versions: only replacements the target has are used."""

from __future__ import annotations

import os
from dataclasses import replace

import libcst as cst
import pytest

from codemods.public_jax_api import PublicJaxApi
from omnifix import requirements
from omnifix.engine import process_bytes
from omnifix.registry import find
from omnifix.results import Options, Tier

API001 = find("API001")


def run(source: str, target):
    return process_bytes("t.py", source.encode(), [API001], Options(target_jax=target))


def test_tree_aliases_use_jax_tree_only_where_the_target_has_it():
    source = "import jax\nleaves = jax.tree_leaves({'a': 1})\n"
    assert run(source, None).new.decode() == "import jax\nleaves = jax.tree.leaves({'a': 1})\n"
    assert (
        run(source, (0, 4, 25)).new.decode() == "import jax\nleaves = jax.tree.leaves({'a': 1})\n"
    )
    assert (
        run(source, (0, 4, 24)).new.decode()
        == "import jax\nleaves = jax.tree_util.tree_leaves({'a': 1})\n"
    )


def test_a_replacement_newer_than_the_target_is_only_reported():
    source = "from jax.lib import xla_bridge\nplatform = xla_bridge.get_backend().platform\n"
    old = run(source, (0, 4, 31))
    assert not old.changed
    assert [(f.line, f.applied) for f in old.findings] == [
        (1, False),
        (2, False),
    ]  # the module, the call
    assert "`jax.lib.xla_bridge` was removed in jax" in old.findings[0].message
    assert run(source, (0, 4, 32)).changed


def test_unsafe_replacements_need_the_flag():
    source = "import jax.numpy as jnp\nok = isinstance(1, jnp.DeviceArray)\n"
    assert not run(source, None).changed
    unsafe = process_bytes("t.py", source.encode(), [API001], Options(unsafe_fixes=True))
    assert unsafe.new.decode() == "import jax\nok = isinstance(1, jax.Array)\n"


@pytest.mark.parametrize(
    "source",
    [
        "import jax\nx = jax.tree_multimap(f, a, b)\n",
        "import jax.interpreters.xla as xla\nisinstance(x, xla.DeviceArray)\n",
        "import jax as J\nJ.tree_multimap(f, a, b)\n",
        "import jax.numpy as jnp\nisinstance(x, (jnp).DeviceArray)\n",
        "import jax\nt = jax.core.\\\n    Primitive\n",
        "import jax\nt = (jax.core\n     .Primitive)\n",
        "from jax import (\n    jit,\n    tree_multimap,\n)\n",
        "from jax . core import Primitive\n",
        "import jax.experimental.optimizers\n",
        "from jax.experimental import optimizers as opt\n",
    ],
)
def test_prefilter_passes_every_spelling_of_a_table_name(source):
    assert API001.prefilter(source.encode())
    assert run(source, None).findings, "and the codemod does find it"


@pytest.mark.parametrize(
    "source",
    [
        "# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND\nimport jax\n",
        "import functools\nimport jax\nf = functools.partial(jax.jit, static_argnums=0)\n",
        "import jax\nm = jax.tree.map(f, xs)\n",
        "import numpy\n",
    ],
)
def test_prefilter_skips_files_that_cannot_reach_a_table_name(source):
    assert not API001.prefilter(source.encode())


class _Unfiltered(API001):
    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        return True


def test_an_import_whose_new_name_binds_another_name_is_reported_not_applied(monkeypatch):
    from codemods.public_jax_api import table

    entry = {
        "old": "jax.fake",
        "kind": "rename",
        "new": "other.fake",
        "tier": "safe",
        "new_since": None,
        "import": None,
        "message": "`jax.fake` moved to `other.fake`.",
    }
    monkeypatch.setitem(table(), "jax.fake", entry)
    result = process_bytes(
        "t.py", b"import jax.fake\nimport jax.fake as f\n", [_Unfiltered], Options()
    )
    assert [(f.line, f.applied) for f in result.findings] == [(1, False), (2, True)]
    assert "would not bind `jax`" in result.findings[0].help
    assert result.new == b"import jax.fake\nimport other.fake as f\n"


MANUAL_ONLY = (
    "import jax\n"
    "import jax.experimental.host_callback as hcb, jax.jaxpr_util  # omnifix: ignore[SHP001]\n"
    "from jax.core import cur_sublevel, EvalTrace as Trace\n"
    "\u00e9 = jax.experimental.host_callback.id_tap(print, 1)  # the longer name is reported\n"
    "x = (jax.jaxpr_util).thing + hcb.id_tap(  # \u00fc\n"
    "    print, (jax\n"
    "    .core.cur_sublevel)())\n"
    "y = jax.jaxpr_util.stuff  # omnifix: ignore[API001]\n"
    "def f():\n"
    "    import jax.jaxpr_util as p\n"
    "    return f'{jax.core.cur_sublevel()}'\n"
)
SHARED_LINE = "import jax\nif jax:from jax.core import cur_sublevel\n"
MANUAL_MODULE = "from jax.experimental.host_callback import id_tap, call as host_call\n"


@pytest.mark.parametrize(
    "source, expected",
    [
        (
            MANUAL_ONLY,
            [
                (2, 8),
                (2, 47),
                (3, 22),
                (3, 36),
                (4, 5),
                (5, 6),
                (5, 30),
                (6, 13),
                (10, 12),
                (11, 15),
            ],
        ),
        (SHARED_LINE, [(2, 29)]),
        (MANUAL_MODULE, [(1, 6), (1, 44), (1, 52)]),
    ],
)
def test_manual_findings_need_no_libcst(source, expected, monkeypatch):
    """Where no name reached has a fix, the file is reported from its `ast` alone: every import
    alias, the module of a `from` import, and each outermost attribute chain the table knows
    (suppression comments included)."""
    parsed = []
    monkeypatch.setattr(
        cst, "parse_module", lambda text, parse=cst.parse_module: parsed.append(1) or parse(text)
    )
    result = process_bytes("m.py", source.encode(), [PublicJaxApi], Options())
    assert [(f.line, f.column) for f in result.findings] == expected
    assert not parsed and not result.changed and not any(f.applied for f in result.findings)


def test_names_moving_out_of_a_one_line_suite_are_reported_not_moved():
    source = "import jax\nif jax: from jax import tree_multimap\nelse: from jax import tree_multimap, jit\n"
    result = process_bytes("m.py", source.encode(), [PublicJaxApi], Options())
    assert not result.changed and [(f.line, f.applied) for f in result.findings] == [
        (2, False),
        (3, False),
    ]
    assert all("shares its line" in f.help for f in result.findings)


# -- a rewritten file imports on the installed JAX (issue 16 item 2) --------------------------------

# Cases whose output still uses a name the table has no successor for (reported for manual review):
# they cannot import, and say so. No case needs a package other than jax and numpy.
_STILL_MANUAL = {
    "module_renamed_names_with_entries": "jax.experimental.export.export has no drop-in replacement",
    "util_partial": "jax.util.safe_map has no public replacement",
    "removed_module_import_kept": "jax.lib.xla_bridge._backends has no successor",
}
_IMPORT_ALL = """
import json, runpy, sys
failed = {}
for path in json.loads(sys.argv[1]):
    try:
        runpy.run_path(path, run_name="golden")
    except BaseException as error:
        failed[path] = f"{type(error).__name__}: {error}"
print(json.dumps(failed))
"""


def test_every_rewritten_golden_output_imports_on_the_installed_jax():
    pytest.importorskip("jax")
    import json
    import subprocess
    import sys

    from tests.golden import cases

    found = {
        c.name: c for c in cases() if c.codemod.CODE == "API001" and not c.noop and not c.folder
    }
    assert _STILL_MANUAL.keys() <= found.keys()
    for name in _STILL_MANUAL:
        assert any(not f.applied and f.tier is Tier.MANUAL for f in found[name].run().findings), (
            name
        )
    paths = {str(c.expected): name for name, c in found.items()}
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_ALL, json.dumps(sorted(paths))],
        capture_output=True,
        text=True,
        env={**os.environ, "JAX_PLATFORMS": "cpu"},
        timeout=600,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    failed = {paths[p]: why for p, why in json.loads(result.stdout.splitlines()[-1]).items()}
    assert failed.keys() == _STILL_MANUAL.keys(), failed


# -- the lowest supported JAX decides the replacement (issue 16 item 5) -----------------------------


def _lowest(source: str, **options):
    return process_bytes(
        "t.py", source.encode(), [API001], Options(target_jax=(0, 10, 2), **options)
    )


def test_min_jax_below_jax_tree_keeps_tree_util_and_the_message_names_what_is_written():
    source = "import jax\ny = jax.tree_map(f, t)\n"
    old = _lowest(source, min_jax=(0, 4, 20))
    assert b"jax.tree_util.tree_map(f, t)" in old.new
    assert old.findings[0].message.split(";")[1].startswith(" use `jax.tree_util.tree_map` instead")
    new = _lowest(source, min_jax=(0, 4, 25))
    assert b"jax.tree.map(f, t)" in new.new
    assert new.findings[0].message.split(";")[1].startswith(" use `jax.tree.map` instead")
    unbounded = _lowest(source)
    assert (
        b"jax.tree.map(f, t)" in unbounded.new
        and "use `jax.tree.map` instead" in unbounded.findings[0].message
    )


def test_a_replacement_newer_than_the_lowest_supported_jax_is_reported_with_the_reason():
    result = _lowest("import jax\nr = jax.array_ref(1)\n", min_jax=(0, 5, 0))
    (finding,) = result.findings
    assert not finding.applied and finding.tier is Tier.MANUAL and result.new is None
    assert (
        "`jax.new_ref` is new in jax 0.7.2, and this code must run on jax 0.5.0 (`--min-jax`)"
        in finding.help
    )


def test_the_declared_requirement_applies_to_the_files_below_it(tmp_path):
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "pyproject.toml").write_text(
        '[project]\nname = "a"\ndependencies = ["jax>=0.4.20"]\n'
    )
    path = tmp_path / "old" / "m.py"
    declared = requirements.declared([str(path), str(tmp_path / "m.py")])
    assert declared == ((str(tmp_path / "old"), (0, 4, 20)),)
    options = Options(target_jax=(0, 10, 2), declared_jax=declared)
    assert options.lowest_jax(str(path)) == (0, 4, 20)
    assert options.lowest_jax(str(tmp_path / "m.py")) is None
    assert replace(options, min_jax=(0, 5, 0)).lowest_jax(str(path)) == (0, 5, 0)  # --min-jax wins
    result = process_bytes(str(path), b"import jax\ny = jax.tree_map(f, t)\n", [API001], options)
    assert b"jax.tree_util.tree_map" in result.new


@pytest.mark.parametrize(
    "name, text, expected",
    [
        (
            "pyproject.toml",
            '[project]\nname = "a"\ndependencies = ["numpy", "jax[cuda12] >=0.4.16,<0.5"]\n',
            (0, 4, 16),
        ),
        ("pyproject.toml", '[project]\nname = "a"\ndependencies = ["jax"]\n', ()),
        ("setup.cfg", "[options]\ninstall_requires =\n    numpy\n    jax~=0.3.1\n", (0, 3, 1)),
        (
            "setup.py",
            "setup(name='a', install_requires=['numpy>=1.18', 'jax>=0.2.10', 'jaxlib>=0.1.60'])\n",
            (0, 2, 10),
        ),
        ("requirements.txt", "-r base.txt\nnumpy\njax==0.4.13  # pinned\n", (0, 4, 13)),
        ("requirements-dev.txt", "jaxlib>=0.4\njaxtyping\n", None),
    ],
)
def test_declared_jax_requirements_are_read_from_each_kind_of_file(tmp_path, name, text, expected):
    (tmp_path / name).write_text(text)
    found = requirements.declared([str(tmp_path / "m.py")])
    if expected is None:
        assert all(folder != str(tmp_path) for folder, _ in found)
    else:
        assert found == ((str(tmp_path), expected),)


def test_min_jax_is_part_of_the_cache_key():
    from omnifix.cache import digest

    base = Options(target_jax=(0, 10, 2))
    assert digest(base) != digest(replace(base, min_jax=(0, 4, 20)))
    assert digest(base) != digest(replace(base, declared_jax=(("/p", (0, 4, 20)),)))


def test_min_jax_option_on_the_command_line(tmp_path):
    from typer.testing import CliRunner

    from omnifix.cli import app

    (tmp_path / "m.py").write_text("import jax\ny = jax.tree_map(f, t)\n")
    runner = CliRunner()
    old = runner.invoke(app, ["check", "--no-cache", "--min-jax", "0.4.20", str(tmp_path)])
    assert "use `jax.tree_util.tree_map` instead" in old.output, old.output
    bad = runner.invoke(app, ["check", "--no-cache", "--min-jax", "soon", str(tmp_path)])
    assert bad.exit_code == 2


def test_lowest_supported_jax_outputs_run_on_the_installed_jax(tmp_path):
    pytest.importorskip("jax")
    import subprocess
    import sys
    from pathlib import Path

    expected = (
        Path(__file__).resolve().parent.parent
        / "golden/public-jax-api/lowest_supported_jax/expected"
    )
    code = (
        "import runpy, sys, numpy as np\n"
        "for path in sys.argv[1:]:\n"
        "    m = runpy.run_path(path)\n"
        "    assert m['double']({'a': np.arange(3.0)})['a'].tolist() == [0.0, 2.0, 4.0]\n"
    )
    paths = [str(p) for p in sorted(expected.rglob("*.py"))]
    result = subprocess.run(
        [sys.executable, "-c", code, *paths],
        capture_output=True,
        text=True,
        env={**os.environ, "JAX_PLATFORMS": "cpu"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]


# -- semantic migrations (issue 16 item 4) ----------------------------------------------------------


def test_xla_computation_called_in_place_becomes_a_lowering_with_unsafe_fixes():
    pytest.importorskip("jax")
    from tests.golden import GOLDEN

    source = (GOLDEN / "public-jax-api/unsafe_xla_computation.input.py").read_text()
    result = process_bytes(
        "t.py", source.encode(), [API001], Options(unsafe_fixes=True, target_jax=(0, 10, 2))
    )
    out = result.new.decode()
    assert 'return jax.jit(f).lower(x).compiler_ir("hlo").as_hlo_text()' in out
    assert 'computation = jax.jit(lambda a, b: a + b).lower(x, y).compiler_ir("hlo")' in out
    assert "from jax import xla_computation" not in out  # its last use went
    assert 'jax.xla_computation(f, backend="cpu")' in out  # reported, not rewritten
    namespace: dict = {}
    exec(compile(out, "t.py", "exec"), namespace)
    assert "multiply" in namespace["hlo_text"](lambda v: v * 3.0, 1.0)
    assert "add" in namespace["hlo_of_sum"](1.0, 2.0)
    lowest = process_bytes(
        "t.py", source.encode(), [API001], Options(unsafe_fixes=True, min_jax=(0, 3, 0))
    )
    assert lowest.new is None and all(
        "is new in jax 0.3.3" in f.help for f in lowest.findings if f.line in (6, 10)
    )


def test_host_callback_call_becomes_pure_callback_with_unsafe_fixes_and_computes_the_same():
    pytest.importorskip("jax")
    source = (
        "import jax\nimport numpy as np\nfrom jax.experimental import host_callback as hcb\n\n\n"
        "def host_sin(x):\n"
        "    return hcb.call(np.sin, x, result_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))\n"
    )
    safe = process_bytes("t.py", source.encode(), [API001], Options(target_jax=(0, 10, 2)))
    assert safe.new is None and not any(f.applied for f in safe.findings)
    result = process_bytes(
        "t.py", source.encode(), [API001], Options(unsafe_fixes=True, target_jax=(0, 10, 2))
    )
    out = result.new.decode()
    assert "return jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x)" in out
    assert "host_callback" not in out  # the import went with its last use
    import jax
    import jax.numpy as jnp
    import numpy as np

    namespace: dict = {}
    exec(compile(out, "t.py", "exec"), namespace)
    x = jnp.arange(4.0, dtype=jnp.float32)
    for f in (namespace["host_sin"], jax.jit(namespace["host_sin"])):
        assert np.array_equal(np.asarray(f(x)), np.sin(np.asarray(x)))
    kept = process_bytes(
        "t.py",
        source.replace("x, result_shape", "x, call_with_device=True, result_shape").encode(),
        [API001],
        Options(unsafe_fixes=True, target_jax=(0, 10, 2)),
    )
    assert kept.new is None


def test_pjit_keywords_need_jax_0_4_4():
    source = "from jax.experimental.pjit import pjit\ng = pjit(f, in_axis_resources=None)\n"
    result = process_bytes(
        "t.py", source.encode(), [API001], Options(target_jax=(0, 10, 2), min_jax=(0, 4, 1))
    )
    assert result.new is None
    assert any("`in_shardings=` is new in jax 0.4.4" in (f.help or "") for f in result.findings)


def test_api_module_from_jax_output_computes_what_jax_computes():
    pytest.importorskip("jax")
    import runpy

    import jax.numpy as jnp

    from tests.golden import GOLDEN

    module = runpy.run_path(str(GOLDEN / "public-jax-api/api_module_from_jax.expected.py"))
    assert float(module["tangent"](jnp.sin, 0.5)) == float(jnp.cos(0.5) + 0.5)
    assert module["batched"](jnp.sum)(jnp.ones((2, 3))).tolist() == [3.0, 3.0]


def test_shard_map_call_becomes_jax_shard_map_with_unsafe_fixes_and_computes_the_same():
    pytest.importorskip("jax")
    import warnings

    import jax
    import jax.numpy as jnp
    import numpy as np

    from tests.golden import GOLDEN

    source = (GOLDEN / "public-jax-api/unsafe_shard_map.input.py").read_text()
    out = process_bytes(
        "t.py", source.encode(), [API001], Options(unsafe_fixes=True, target_jax=(0, 10, 2))
    ).new.decode()
    assert (
        'return jax.shard_map(f, mesh=mesh, in_specs=P("x"), out_specs=P("x"), check_vma=False)'
        in out
    )
    mesh = jax.sharding.Mesh(np.array(jax.devices()[:1]), ("x",))
    x = jnp.arange(4.0)
    namespace: dict = {}
    exec(compile(out, "t.py", "exec"), namespace)
    got = jax.jit(namespace["per_shard"](lambda v: v * 2, mesh))(x)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            original: dict = {}
            exec(compile(source, "o.py", "exec"), original)
        except (ImportError, AttributeError):
            want = x * 2  # the old module is gone from the installed jax
        else:
            want = jax.jit(original["per_shard"](lambda v: v * 2, mesh))(x)
    assert np.array_equal(np.asarray(got), np.asarray(want))


def test_device_buffers_become_addressable_data_with_unsafe_fixes_and_give_the_same_values():
    pytest.importorskip("jax")
    import jax.numpy as jnp
    import numpy as np

    from tests.golden import GOLDEN

    source = (GOLDEN / "public-jax-api/unsafe_device_buffer.input.py").read_text()
    out = process_bytes(
        "t.py", source.encode(), [API001], Options(unsafe_fixes=True, target_jax=(0, 10, 2))
    ).new.decode()
    namespace: dict = {}
    exec(compile(out, "t.py", "exec"), namespace)
    x = jnp.arange(3.0)
    assert namespace["on_cpu"](x) is True
    buffer, buffers, _ = namespace["buffers"](x)
    assert np.array_equal(np.asarray(buffer), np.asarray(x)) and len(buffers) == 1
    assert np.array_equal(np.asarray(buffers[0]), np.asarray(x))


def test_call_forms_compute_what_the_old_functions_computed():
    """The rewritten `msort`, named key constructors, `NINF` and x64 context managers give what
    the old definitions gave (`sort(a, axis=0)`, the seeded key's raw data, `-inf`, the x64 mode),
    eagerly and under `jax.jit`."""
    pytest.importorskip("jax")
    import runpy

    import jax
    import jax.numpy as jnp
    import numpy as np

    from tests.golden import GOLDEN

    forms = runpy.run_path(str(GOLDEN / "public-jax-api/call_forms.expected.py"))
    a = jnp.array([[3.0, 1.0], [1.0, 2.0], [2.0, 0.0]])
    for wrap in (lambda f: f, jax.jit):
        assert np.array_equal(
            np.asarray(wrap(forms["sorted_rows"])(a)), np.sort(np.asarray(a), axis=0)
        )
        assert np.array_equal(
            np.asarray(wrap(forms["default_key"])(7)), np.asarray(jax.random.PRNGKey(7))
        )
        rbg, unsafe = wrap(forms["rbg_keys"])(7)
        for key, impl in ((rbg, "rbg"), (unsafe, "unsafe_rbg")):
            want = jax.random.key_data(jax.random.key(7, impl=impl))
            assert key.dtype == jnp.uint32 and np.array_equal(np.asarray(key), np.asarray(want))
    ninf = runpy.run_path(str(GOLDEN / "public-jax-api/ninf.expected.py"))
    assert float(ninf["floor"](jnp.float32(-3.0))) == -3.0
    assert ninf["signs"]() == (float("inf"), float("inf"), float("-inf"), [float("-inf"), 1.0])
    x64 = runpy.run_path(str(GOLDEN / "public-jax-api/x64_context.expected.py"))
    assert x64["widths"]() == ("float64", "float32", "float64")


def test_call_forms_newer_than_the_lowest_jax_are_reported():
    source = (
        "import jax\nkey = jax.random.rbg_key(0)\nwith jax.experimental.enable_x64():\n    pass\n"
    )
    result = process_bytes(
        "t.py", source.encode(), [API001], Options(target_jax=(0, 10, 2), min_jax=(0, 4, 13))
    )
    assert result.new is None
    assert [(f.help or "").partition("Not rewritten: ")[2] for f in result.findings] == [
        '`jax.random.PRNGKey(..., impl="rbg")` is new in jax 0.4.14, and this code must run on jax 0.4.13 (`--min-jax`).',
        "`jax.enable_x64` is new in jax 0.8.0, and this code must run on jax 0.4.13 (`--min-jax`).",
    ]


def test_pjit_positional_shardings_become_keywords_that_jax_jit_accepts():
    """Old pjit took its shardings by position, `jax.jit` by keyword only: the rewritten calls
    compile and compute what the functions compute (also through `functools.partial(pjit, ...)`),
    and `import jax.config as c` gives the config."""
    pytest.importorskip("jax")
    import runpy

    import jax
    import jax.numpy as jnp
    import numpy as np

    from tests.golden import GOLDEN

    module = runpy.run_path(str(GOLDEN / "public-jax-api/unsafe_pjit_positional.expected.py"))
    x = jnp.arange(3.0)
    assert np.array_equal(np.asarray(module["doubled"](x)), np.asarray(x * 2))
    assert float(module["summed"](x)) == 3.0
    partials = runpy.run_path(str(GOLDEN / "public-jax-api/unsafe_pjit_partial.expected.py"))
    assert np.array_equal(np.asarray(partials["scaled"](3, x)), np.asarray(x * 3))
    config = runpy.run_path(str(GOLDEN / "public-jax-api/config_module_alias.expected.py"))
    assert config["jax_config"] is jax.config and config["ENABLED"] is None


def test_semantic_migrations_compute_what_the_old_code_did(capfd):
    """`custom_transforms` + `defjvp`/`defjvp_all` -> `custom_jvp`: the rules are used, eagerly and
    under `jax.jit`; `id_print(x)` -> `jax.debug.print`: the text id_print printed
    (`numpy.array2string`, labels first); `id_tap(f, x)` -> `jax.debug.callback`: the taps get
    what they got, and `x` is still the result; `x.device()` -> the array's one device."""
    pytest.importorskip("jax")
    import runpy

    import jax
    import jax.numpy as jnp
    import numpy as np

    from tests.golden import GOLDEN

    custom = runpy.run_path(str(GOLDEN / "public-jax-api/unsafe_custom_transforms.expected.py"))
    for wrap in (lambda f: f, jax.jit):
        # the rules, not the functions' own derivatives: 2 * (1 - tanh(x)^2) and 3x
        assert float(wrap(jax.grad(custom["softclip"]))(0.0, 2.0)) == 2.0
        assert float(wrap(jax.grad(custom["square"]))(2.0)) == 6.0
    printing = runpy.run_path(str(GOLDEN / "public-jax-api/unsafe_host_callback_print.expected.py"))
    capfd.readouterr()
    x = jnp.arange(3)
    jax.block_until_ready(printing["step"](x))
    jax.effects_barrier()
    assert (
        capfd.readouterr().out
        == f"{np.array2string(np.arange(3))}\nwhat: doubled\n{np.array2string(np.arange(3) * 2)}\n"
    )
    tapping = runpy.run_path(str(GOLDEN / "public-jax-api/unsafe_host_callback_tap.expected.py"))
    assert tapping["step"](x).tolist() == [1, 2, 3]
    jax.effects_barrier()
    # what `id_tap` gave its taps outside transformations, the second tap's value doubled
    assert sorted(map(repr, tapping["seen"])) == sorted(
        map(repr, [([0, 1, 2], ()), ("twice", [0, 2, 4]), ([0, 1, 2], ()), ([1, 2, 3], ())])
    )
    device = runpy.run_path(str(GOLDEN / "public-jax-api/unsafe_device_method.expected.py"))
    assert device["first"](np.ones(2)) == jax.devices()[0] and device["platform"](x) == "cpu"


def test_import_probe_tells_a_jax_failure_from_a_missing_dependency(tmp_path):
    """tools/import_old_releases.py's probe, which the README's old-release figures come from."""
    pytest.importorskip("jax")
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "tools" / "import_old_releases.py"
    spec = importlib.util.spec_from_file_location("import_old_releases", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for name, code in {
        "fine": "import jax\n",
        "old": "from jax import tree_multimap\n",
        "needs": "import omnifix_no_such_package\n",
    }.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(code)
    assert tool.probe("fine", tmp_path) == ("ok", "")
    status, said = tool.probe("old", tmp_path)
    assert (
        status == "fails"
        and said.startswith("ImportError: cannot import name 'tree_multimap'")
        and "(old/__init__.py:1)" in said
    )
    assert tool.probe("needs", tmp_path)[0] == "missing dependency"


def test_the_engine_says_which_fix_is_too_new_for_the_lowest_jax():
    """The gate is the engine's: a fix needing a JAX above `--min-jax` is reported as manual,
    with what it writes and since when (here a rewrite whose plan has no check of its own)."""
    source = (
        "from jax.experimental import host_callback as hcb\n\n\ndef f(x):\n"
        "    hcb.id_tap(print, x)\n"
    )
    result = process_bytes(
        "t.py",
        source.encode(),
        [API001],
        Options(target_jax=(0, 10, 2), min_jax=(0, 3, 0), unsafe_fixes=True),
    )
    assert result.new is None
    tap = result.findings[-1]
    assert tap.tier is Tier.MANUAL and not tap.applied
    assert tap.help == (
        "Not rewritten: `jax.debug.callback` is new in jax 0.3.16, and this code must run on "
        "jax 0.3.0 (`--min-jax`)."
    )
