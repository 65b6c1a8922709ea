"""Behaviour of OMS001's rewrites on the installed JAX.

The originals cannot run on today's JAX (the switches are gone), so the oracle is the contract
itself: every input that toggles at import time fails there, every expected output imports and
runs, and the seed's demo gives the same values eagerly and under `jax.jit` once rewritten.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from golden import cases

pytest.importorskip("jax", reason="the verify extra (jax) is not installed")

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "JAX_PLATFORMS": "cpu"}
OMS = [c for c in cases() if c.codemod.CODE == "OMS001" and not c.noop]
RUNNABLE = [c for c in OMS if b"omnifix: ignore" not in c.input.read_bytes()]  # suppressed toggles stay


def run_module(path: Path) -> subprocess.CompletedProcess:
    """Import `path` as a module (not as __main__) in a fresh interpreter."""
    code = "import runpy, sys; runpy.run_path(sys.argv[1], run_name='golden')"
    return subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=ENV, timeout=120)


@pytest.mark.parametrize("case", RUNNABLE, ids=lambda c: c.id)
def test_expected_output_runs_on_installed_jax(case):
    result = run_module(case.expected)
    assert result.returncode == 0, result.stderr[-2000:]


TOGGLING_AT_IMPORT = ["basic_disable", "jax_config_enable", "config_update", "aliased_jax", "comments_kept", "crlf"]


@pytest.mark.parametrize("name", TOGGLING_AT_IMPORT)
def test_input_fails_on_installed_jax(name):
    (case,) = [c for c in OMS if c.name == name]
    result = run_module(case.input)
    assert result.returncode != 0
    assert "AttributeError" in result.stderr or "ModuleNotFoundError" in result.stderr, result.stderr[-2000:]


def test_seed_demo_rewritten_is_identical_eagerly_and_under_jit(tmp_path):
    demo = tmp_path / "toggle.py"
    demo.write_bytes((ROOT / "examples/toggle.py").read_bytes())
    assert run_module(demo).returncode != 0  # the original fails on today's JAX
    fixed = subprocess.run([sys.executable, "-m", "omnifix", "apply", str(demo)], capture_output=True, env=ENV)
    assert fixed.returncode == 0, fixed.stderr
    check = textwrap.dedent(
        """
        import runpy, sys
        import jax, jax.numpy as jnp, numpy as np
        module = runpy.run_path(sys.argv[1], run_name="demo")
        x = jnp.arange(3)
        with jax.disable_jit():
            eager = np.asarray(module["scale"](x))
        jitted = np.asarray(module["scale"](x))
        assert eager.dtype == jitted.dtype and np.array_equal(eager, jitted), (eager, jitted)
        """
    )
    result = subprocess.run([sys.executable, "-c", check, str(demo)], capture_output=True, text=True, env=ENV)
    assert result.returncode == 0, result.stderr[-2000:]
