"""TOL001 beyond the golden cases: what counts as test code, the byte filter, the documentation,
and the behaviour of the fix on a small project whose float32 tests fail under jit only through
their tolerances."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from codemods.jit_noise_tolerances import FLOORS, JitNoiseTolerances, floor_text
from omnifix import docs
from omnifix.engine import process_bytes
from omnifix.names import Names
from omnifix.plan import PlanContext
from omnifix.results import Options
from tests.helpers import omnifix, tree

HELPER = textwrap.dedent("""\
    import jax
    import jax.numpy as jnp
    import numpy as np


    def check(x):
        np.testing.assert_allclose(jax.jit(jnp.sin)(x), jnp.sin(x))
    """).encode()


def _findings(path: str, data: bytes) -> list:
    return list(process_bytes(path, data, [JitNoiseTolerances], Options()).findings)


@pytest.mark.parametrize(
    "path", ["test_model.py", "model_test.py", "tests/model.py", "pkg/test/util.py"]
)
def test_every_function_of_a_test_file_is_test_code(path):
    assert [f.line for f in _findings(path, HELPER)] == [7]


@pytest.mark.parametrize("path", ["model.py", "pkg/testing.py", "contest_model.py"])
def test_only_test_functions_of_other_files_are_test_code(path):
    assert _findings(path, HELPER) == []
    assert [f.line for f in _findings(path, HELPER.replace(b"def check", b"def test_check"))] == [7]


def test_unsafe_fix_only_with_unsafe_fixes():
    data = HELPER.replace(b"def check", b"def test_check")
    assert not process_bytes("m.py", data, [JitNoiseTolerances], Options()).changed
    fixed = process_bytes("m.py", data, [JitNoiseTolerances], Options(unsafe_fixes=True))
    assert b"jnp.sin(x), rtol=2e-6)" in fixed.new


def test_prefilter_turns_away_files_without_comparisons():
    assert not JitNoiseTolerances.prefilter(b"import jax\n\ndef f(x):\n    return x + 1\n")
    assert not JitNoiseTolerances.prefilter(b"x = np.allclose(a, b)\n")  # nothing imported
    assert JitNoiseTolerances.prefilter(HELPER)
    assert JitNoiseTolerances.prefilter(b"import jax\nassert f(1.0) == 2.0\n")
    assert JitNoiseTolerances.prefilter(b"import chex\nchex.assert_trees_all_close(a, b)\n")
    assert not JitNoiseTolerances.prefilter(
        b"import jax\nif a == 1.0:\n    pass\n"
    )  # nothing asserted


def test_floors_are_one_significant_digit_and_match_the_documentation():
    doc = sys.modules[JitNoiseTolerances.__module__].__doc__
    for dtype, floor in FLOORS.items():
        assert float(floor_text(floor)) == floor
        assert f"| {dtype} | {floor_text(floor)} |" in doc


def test_explain_documents_the_floors():
    text = docs.render(JitNoiseTolerances)
    assert text.startswith("TOL001 jit-noise-tolerances (fix: unsafe)")
    for heading in (
        "## What it does",
        "## Why",
        "## Example",
        "## Limitations",
        "## Golden example",
    ):
        assert heading in text
    assert "| float32 | 2e-6 |" in text and "| bfloat16 | 1e-2 |" in text


def test_every_name_spelling_resolves():
    spellings = [
        ("import numpy as onp", "onp.testing.assert_allclose"),
        ("from numpy import testing", "testing.assert_allclose"),
        ("from numpy.testing import assert_allclose as close", "close"),
        ("import numpy.testing as npt", "npt.assert_allclose"),
    ]
    for statement, call in spellings:
        data = f"import jax\n{statement}\n\n\ndef test_a(x):\n    {call}(jax.jit(abs)(x), x)\n".encode()
        assert [f.line for f in _findings("m.py", data)] == [6], statement
    text = b"import jax\n\n\ndef test_a(x):\n    assert_allclose(jax.jit(abs)(x), x)\n"
    assert _findings("m.py", text) == []  # an unresolved name is not numpy's


def test_plan_cost_is_one_walk_on_a_file_without_comparisons(monkeypatch):
    lines = ["import jax", "import numpy as np", ""] + [
        f"def test_{i}(x):\n    y = x + {i}\n    return y\n" for i in range(300)
    ]
    data = "\n".join(lines).encode()
    names = Names.of(ast.parse(data))
    looked_up = []

    class Counting(dict):
        def __getitem__(self, node):
            looked_up.append(node)
            return super().__getitem__(node)

    monkeypatch.setattr(ast, "iter_child_nodes", None)  # the plan walks no `ast` itself
    monkeypatch.setattr(ast, "walk", None)
    object.__setattr__(names, "children", Counting(names.children))
    context = PlanContext("test_big.py", data, names, Options())
    assert JitNoiseTolerances.plan(context) == []
    assert 0 < len(looked_up) <= len(names.nodes)


PROJECT = {
    "tests/test_model.py": textwrap.dedent("""\
        import jax
        import jax.numpy as jnp
        import numpy as np


        def f(x, w):
            return 1.7 * x * w + 0.3 * w


        def inputs():
            x = jax.random.normal(jax.random.PRNGKey(0), (256,))
            w = jax.random.normal(jax.random.PRNGKey(1), (256,))
            return x, w


        def reference(x, w):
            x, w = np.asarray(x), np.asarray(w)
            return 1.7 * x * w + 0.3 * w


        def test_noise_only():
            x, w = inputs()
            np.testing.assert_allclose(jax.jit(f)(x, w), reference(x, w))


        def test_one_percent_error():
            x, w = inputs()
            np.testing.assert_allclose(jax.jit(f)(x, w), 1.01 * reference(x, w))


        def test_exact_integers():
            x, _ = inputs()
            np.testing.assert_array_equal(jax.jit(jnp.argsort)(x), np.argsort(np.asarray(x)))
        """),
}


def _pytest(root: Path, disable_jit: bool) -> dict[str, str]:
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "JAX_DISABLE_JIT": "1" if disable_jit else "0"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "tests"],
        cwd=root,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    outcomes = {}
    for line in result.stdout.splitlines():
        word, _, rest = line.partition(" ")
        if word in ("PASSED", "FAILED"):
            outcomes[rest.split("::")[-1].split(" ")[0]] = word
    return outcomes


def test_floor_fix_passes_jit_noise_and_keeps_a_real_error(tmp_path):
    pytest.importorskip("jax")  # the project's tests run jax
    root = tree(tmp_path, PROJECT)
    original = (root / "tests/test_model.py").read_text()
    assert _pytest(root, disable_jit=True) == {
        "test_noise_only": "PASSED",
        "test_one_percent_error": "FAILED",
        "test_exact_integers": "PASSED",
    }
    assert (
        _pytest(root, disable_jit=False)["test_noise_only"] == "FAILED"
    )  # jit's noise: 1.0e-6 relative

    result = omnifix("apply", "--unsafe-fixes", "--select", "TOL001", ".", cwd=root)
    assert result.returncode == 0, result.stderr
    fixed = (root / "tests/test_model.py").read_text()
    assert fixed.count("rtol=2e-6") == 2
    unchanged = [line for line in original.splitlines() if "assert_allclose" not in line]
    assert [line for line in fixed.splitlines() if "assert_allclose" not in line] == unchanged

    assert _pytest(root, disable_jit=False) == {
        "test_noise_only": "PASSED",
        "test_one_percent_error": "FAILED",
        "test_exact_integers": "PASSED",
    }


def test_calibrated_fix_passes_jit_noise_and_reports_a_real_error(tmp_path):
    """`apply --verify` runs the tests with jit disabled and normally: the noise-only assertion
    gets 2 x its measured 1.03e-6, rounded up (3e-6); the 1% error fails eagerly too and is
    reported, not loosened; the exact comparison is byte-identical."""
    pytest.importorskip("jax")
    root = tree(
        tmp_path, {**PROJECT, "pyproject.toml": '[tool.omnifix.verify]\ntests = ["tests/"]\n'}
    )
    original = (root / "tests/test_model.py").read_text()
    result = omnifix(
        "apply",
        "--verify",
        "--select",
        "TOL001",
        ".",
        cwd=root,
        env={"JAX_PLATFORMS": "cpu"},
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert "tests/test_model.py:28:5: TOL001" in out and "fails with jit disabled too" in out
    fixed = (root / "tests/test_model.py").read_text()
    # 2 x the measured noise, rounded up: 3e-6 from 1.03e-6 on jax 0.10, 2e-6 on jax 0.12.1, whose
    # XLA fuses this computation differently
    rtol = re.search(r"reference\(x, w\), rtol=(\de-6)\)\n\n\ndef test_one", fixed)
    assert rtol and rtol[1] in ("2e-6", "3e-6"), fixed
    expected = original.replace(
        "reference(x, w))\n\n\ndef test_one", f"reference(x, w), rtol={rtol[1]})\n\n\ndef test_one"
    )
    assert fixed == expected != original
    assert _pytest(root, disable_jit=False) == {
        "test_noise_only": "PASSED",
        "test_one_percent_error": "FAILED",
        "test_exact_integers": "PASSED",
    }
    again = omnifix("check", "--select", "TOL001", ".", cwd=root)
    assert [line.split(": ")[0] for line in again.stdout.decode().splitlines()] == [
        "tests/test_model.py:28:5"
    ]


def _calibrated(measured):
    from omnifix.verify.calibrate import Calibration

    data = HELPER.replace(b"def check", b"def test_check")
    return process_bytes(
        "m.py", data, [JitNoiseTolerances], Options(), shared={"TOL001": Calibration({7: measured})}
    )


def test_a_difference_far_above_the_floor_is_reported_not_loosened():
    from omnifix.verify.calibrate import Measured

    result = _calibrated(Measured(jit_abs=0.01, jit_rel=0.01, eager_failed=False, dtype="float32"))
    assert not result.changed
    (finding,) = result.findings
    assert (
        finding.tier.value == "manual"
        and "jit differs by 0.01 (relative), over 10 times the floor" in finding.message
    )
    assert "not jit's noise" in finding.help


def test_a_measured_difference_sets_the_tolerance_safely():
    from omnifix.verify.calibrate import Measured

    result = _calibrated(
        Measured(jit_abs=2e-7, jit_rel=1.6e-6, eager_failed=False, dtype="float32")
    )
    (finding,) = result.findings
    assert finding.tier.value == "safe" and finding.applied
    assert b"jnp.sin(x), rtol=4e-6)" in result.new
    below = _calibrated(Measured(jit_abs=0.0, jit_rel=1e-8, eager_failed=False, dtype="float16"))
    assert b"jnp.sin(x), rtol=1e-3)" in below.new  # the measured dtype's floor


def test_round_up_and_tolerance():
    from omnifix.verify.calibrate import round_up, tolerance

    assert [round_up(v) for v in (2.07e-6, 3e-6, 9.5e-6, 1e-3, 1.01e-3)] == pytest.approx(
        [3e-6, 3e-6, 1e-5, 1e-3, 2e-3]
    )
    assert (
        tolerance(0.0, 2e-6) == 2e-6
        and tolerance(1.9e-5, 2e-6) == 4e-5
        and tolerance(2.1e-5, 2e-6) is None
    )
