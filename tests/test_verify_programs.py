"""Verification of what a migration changes beyond its functions, through the CLI: module values,
whole programs (`<program>`), the project's tests (`<tests>`), the import-migrated oracle for code
that no longer imports, and the counts and grouped causes of the summary line."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from omnifix.verdicts import Outcome, Status, counts_text, skipped_lines
from tests.helpers import git_repo, omnifix, tree

ROOT = Path(__file__).resolve().parent.parent

needs_jax = pytest.mark.skipif(
    subprocess.run(
        [sys.executable, "-c", "import jax"], capture_output=True, check=False
    ).returncode
    != 0,
    reason="the verify extra (jax) is not installed",
)


def test_the_summary_counts_and_groups_the_skipped_by_cause():
    cause = "the original does not import on jax 0.4.1 (jax.experimental.optimizers); use --oracle-python"
    outcomes = [
        Outcome("a.py", f"f{i}", i, Status.SKIPPED, f"long detail {i}", cause=cause)
        for i in range(7)
    ]
    outcomes += [
        Outcome("a.py", "g", 9, Status.VERIFIED, "1 call"),
        Outcome("a.py", "h", 9, Status.SKIPPED, "no call found"),
    ]
    assert counts_text(outcomes) == "1 verified, 8 skipped, 0 mismatch"
    assert (
        counts_text(outcomes + [Outcome("a.py", "k", 1, Status.ERROR, "x")])
        == "1 verified, 8 skipped, 0 mismatch, 1 error"
    )
    assert skipped_lines(outcomes) == [
        f"7 functions skipped: {cause}",
        "1 function skipped: no call found",
    ]


OLD_SCRIPT = """\
from jax.config import config
config.enable_omnistaging()

import jax
import jax.numpy as jnp
from jax import jit

SCALE = 2.0


def add_trees(a, b):
    return jax.tree_multimap(lambda x, y: x + y, a, b)


@jit
def flatten(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)),))


def step(params, x):
    return add_trees(params, {"w": flatten(x) * SCALE})


if __name__ == "__main__":
    params = {"w": jnp.zeros(6)}
    print(step(params, jnp.ones((2, 3))))
    print(flatten(jnp.arange(6.0).reshape(2, 3)))
"""


@needs_jax
def test_a_2020_script_is_verified_against_its_import_migrated_original(tmp_path):
    """The original fails to import on this JAX (`jax.config`); its shape math rewrite is VERIFIED
    against the original with API001/OMS001 applied, the API-only change is SKIPPED with its cause
    grouped in one line, and the outcomes name the oracle."""
    tree(tmp_path, {"train.py": OLD_SCRIPT})
    result = omnifix("apply", "--verify", "--format", "json", "train.py", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr
    [entry] = json.loads(result.stdout)["files"]
    found = {v["function"]: v for v in entry["verification"]}
    assert {f: v["status"] for f, v in found.items()} == {
        "<module>": "VERIFIED",
        "add_trees": "SKIPPED",
        "flatten": "VERIFIED",
        "<program>": "VERIFIED",
    }, found
    assert (
        found["flatten"]["detail"]
        == "2 calls: bitwise equal eagerly, equal under jit (oracle: the original + API001/OMS001)"
    )
    assert found["<program>"]["detail"].endswith(
        "2 lines of output equal (oracle: the original + API001/OMS001)"
    )
    assert found["add_trees"]["cause"].startswith("the original does not import on jax ")
    assert found["add_trees"]["cause"].endswith(" (jax.config); use --oracle-python")
    lines = result.stderr.decode().splitlines()
    assert lines[-2] == f"1 function skipped: {found['add_trees']['cause']}", lines
    assert lines[-1].endswith("; verification: 3 verified, 1 skipped, 0 mismatch"), lines
    assert b"math.prod(x.shape)" in (tmp_path / "train.py").read_bytes()


DRAW = """\
from jax import random

key = random.PRNGKey(0)


def draw():
    global key
    key, sub = random.split(key)
    return random.normal(sub, (2,))


if __name__ == "__main__":
    for _ in range(3):
        print(draw())
"""

DRAW_THREADED = """\
from jax import random

key = random.PRNGKey(0)


def draw(key):
    key, sub = random.split(key)
    return random.normal(sub, (2,)), key


if __name__ == "__main__":
    for _ in range(3):
        out, key = draw(key)
        print(out)
"""


@needs_jax
def test_a_driver_dropping_the_new_key_and_a_broken_caller_are_mismatches(tmp_path):
    """A hand-made PRK001 migration: `draw` itself is right, but the driver drops the new key
    (stdout differs) and a module outside it still calls `draw()` (the test that passed fails)."""
    git_repo(
        tmp_path,
        {
            "rng.py": DRAW,
            "use.py": "import rng\n\n\ndef sample():\n    return rng.draw() * 2\n",
            "tests/test_use.py": "import use\n\n\ndef test_sample():\n    assert use.sample().shape == (2,)\n",
            "pyproject.toml": '[tool.omnifix.verify]\ntests = ["tests/"]\n',
        },
    )
    (tmp_path / "rng.py").write_text(
        DRAW_THREADED.replace("out, key = draw(key)", "out, _ = draw(key)")
    )
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    assert result.returncode == 1, result.stderr
    found = {f["function"]: f for f in json.loads(result.stdout)["functions"]}
    assert found["draw"]["status"] == "VERIFIED", found
    assert found["<module>"]["status"] == "VERIFIED", found  # `key` is the same array in both
    program, tests = found["<program>"], found["<tests>"]
    assert program["status"] == "MISMATCH" and program["detail"].startswith(
        "standard output differs: line 2: "
    ), program
    assert tests["status"] == "MISMATCH", tests
    assert tests["detail"].startswith(
        "tests/test_use.py::test_sample passed on the original and fails on the rewrite: "
        "TypeError: draw() missing 1 required positional argument: 'key' (use.py:5)"
    ), tests
    assert (
        result.stderr.decode().splitlines()[-1]
        == "verify: 1 changed file, 4 outcomes: 2 verified, 0 skipped, 2 mismatch"
    )
    (tmp_path / "rng.py").write_text(DRAW_THREADED)  # the driver keeps the key; use.py still broken
    (tmp_path / "use.py").write_text(
        "import rng\n\n\ndef sample():\n    out, rng.key = rng.draw(rng.key)\n    return out * 2\n"
    )
    result = omnifix("verify", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, (result.stdout, result.stderr)


@needs_jax
def test_a_changed_module_value_is_a_mismatch(tmp_path):
    git_repo(
        tmp_path,
        {"m.py": "import jax.numpy as jnp\n\nSIZE = jnp.prod(jnp.array((2, 3)))\nNAMES = ['a']\n"},
    )
    (tmp_path / "m.py").write_text("import math\n\nSIZE = math.prod((2, 3))\nNAMES = ['a']\n")
    result = omnifix("verify", cwd=tmp_path, timeout=300)
    assert result.returncode == 1
    assert result.stdout.decode().startswith(
        "m.py:1: MISMATCH <module>: the module value `SIZE`: an array became an int"
    ), result.stdout
    (tmp_path / "m.py").write_text(
        "import jax.numpy as jnp\nimport math\n\nSIZE = jnp.prod(jnp.array((2, 3)))\nNAMES = ['a']\n"
    )
    result = omnifix("verify", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stdout
    assert (
        b"VERIFIED <module>: both versions import; 2 public values bitwise equal" in result.stdout
    )


@needs_jax
def test_apply_then_verify_of_the_examples_exits_0(tmp_path):
    """`omnifix apply examples/` then `omnifix verify --base HEAD`: every outcome VERIFIED, the
    toggle's module and program included (against its import-migrated original)."""
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    git_repo(tmp_path, {})
    assert omnifix("apply", "examples", cwd=tmp_path, timeout=300).returncode == 0
    result = omnifix("verify", "--base", "HEAD", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, (result.stdout, result.stderr)
    assert (
        result.stderr.decode().splitlines()[-1]
        == "verify: 3 changed files, 8 outcomes: 8 verified, 0 skipped, 0 mismatch"
    )


def _oracle_python() -> str:
    """The jax 0.4.13 interpreter: `$OMNIFIX_ORACLE_PYTHON` (CI sets it: no skip there), else
    the one `tools/oracle_python.sh` makes (once; cached), else skip."""
    if os.environ.get("OMNIFIX_ORACLE_PYTHON"):
        return os.environ["OMNIFIX_ORACLE_PYTHON"]
    made = subprocess.run(
        ["sh", str(ROOT / "tools" / "oracle_python.sh")],
        capture_output=True,
        text=True,
        timeout=900,
    )
    if made.returncode != 0:
        pytest.skip(f"no oracle interpreter with jax 0.4.13: {made.stderr.strip()}")
    return made.stdout.strip()


API_ONLY = """\
import jax
import jax.numpy as jnp
from jax.lib import xla_bridge

PLATFORM = xla_bridge.get_backend().platform


def doubled(tree):
    return jax.tree_map(lambda x: x * 2, tree)


def scaled(x: jnp.DeviceArray) -> jnp.DeviceArray:
    return jnp.product(x) * x / 7


if __name__ == "__main__":
    print(doubled({"a": jnp.arange(3.0)}))
    print(scaled(jnp.arange(1.0, 4.0)))
"""


@needs_jax
def test_api_rewrites_are_verified_against_the_original_on_its_own_jax(tmp_path):
    """With `--oracle-python` (jax 0.4.13), the original runs where it was written to run: the
    API001 rewrites (`jax.tree_map`, `jnp.DeviceArray`, `jnp.product`, `xla_bridge.get_backend`)
    are VERIFIED across versions, and a wrong one is caught."""
    oracle = _oracle_python()
    git_repo(
        tmp_path,
        {
            "api.py": API_ONLY,
            "pyproject.toml": f'[tool.omnifix.verify]\noracle-python = "{oracle}"\n',
        },
    )
    result = omnifix(
        "apply",
        "--unsafe-fixes",
        "--verify",
        "--format",
        "json",
        "api.py",
        cwd=tmp_path,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    [entry] = json.loads(result.stdout)["files"]
    found = {v["function"]: v for v in entry["verification"]}
    assert {f: v["status"] for f, v in found.items()} == {
        "<module>": "VERIFIED",
        "doubled": "VERIFIED",
        "scaled": "VERIFIED",
        "<program>": "VERIFIED",
    }, found
    assert found["scaled"]["detail"] == (
        "1 call: equal eagerly within 64 eps * max|reference|, equal under jit (oracle: the original on jax 0.4.13)"
    )
    assert found["<module>"]["detail"].startswith(
        "both versions import; 1 public value equal (floats within 64 eps"
    ), found
    text = (tmp_path / "api.py").read_text()
    assert "jnp.product" not in text and "tree_map(" not in text.replace("tree_util.tree_map(", "")
    (tmp_path / "api.py").write_text(
        text.replace("jnp.prod(x)", "jnp.max(x)")
    )  # a wrong replacement
    result = omnifix("verify", "--oracle-python", oracle, cwd=tmp_path, timeout=600)
    assert result.returncode == 1
    assert (
        "MISMATCH scaled: call 1, eagerly: output: 3 of 3 elements differ" in result.stdout.decode()
    ), result.stdout


MODEL = """\
import jax.numpy as jnp


def flatten(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)),))


def main():
    print(flatten(jnp.ones((2, 3))).sum())
"""

CLI = """\
import sys

import jax.numpy as jnp

from pkg import model


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    flat = model.flatten(jnp.arange(rows * 3.0).reshape(rows, 3))
    print(flat.sum())
    sys.exit(0 if flat.ndim == 1 else 3)
"""

TRAIN = """\
import argparse

import jax.numpy as jnp

from pkg.model import flatten

parser = argparse.ArgumentParser()
parser.add_argument("--steps", type=int, default=1)
steps = parser.parse_args().steps
for step in range(steps):
    print(step, flatten(jnp.full((step + 1, 2), 0.5)).sum())
"""


@needs_jax
def test_main_functions_and_configured_entry_points_run_end_to_end(tmp_path):
    """A changed module's `main()` (not called by the module itself) and the entry points of
    `programs` (a function, a script with its arguments) run end to end on both sides; a rewrite
    that changes an entry point's exit status is caught there, named by it, while the runs whose
    output does not change stay VERIFIED."""
    git_repo(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/model.py": MODEL,
            "pkg/cli.py": CLI,
            "scripts/train.py": TRAIN,
            "pyproject.toml": '[tool.omnifix.verify]\nprograms = ["pkg.cli:main", "scripts/train.py --steps 3"]\n',
        },
    )
    (tmp_path / "pkg/model.py").write_text(MODEL.replace("jnp.prod(jnp.array(x.shape))", "x.size"))
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, (result.stdout, result.stderr)
    found = {f["function"]: f for f in json.loads(result.stdout)["functions"]}
    assert {name: f["status"] for name, f in found.items()} == {
        "flatten": "VERIFIED",
        "<program>": "VERIFIED",
        "<program pkg.cli:main>": "VERIFIED",
        "<program scripts/train.py --steps 3>": "VERIFIED",
    }, found
    assert (
        found["<program>"]["detail"]
        == "its run as __main__ ran the same way, 1 line of output equal (oracle: the original)"
    )
    assert found["<program scripts/train.py --steps 3>"]["detail"].startswith(
        "its run ran the same way, 3 lines of output equal"
    )
    assert found["flatten"]["calls"] == 3  # recorded from main() and the entry points
    (tmp_path / "pkg/model.py").write_text(
        MODEL.replace("jnp.prod(jnp.array(x.shape)),", "x.shape[0], -1")
    )  # 2-D: wrong
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    assert result.returncode == 1, (result.stdout, result.stderr)
    found = {f["function"]: f for f in json.loads(result.stdout)["functions"]}
    assert {name: f["status"] for name, f in found.items()} == {
        "flatten": "MISMATCH",
        "<program>": "VERIFIED",
        "<program pkg.cli:main>": "MISMATCH",
        "<program scripts/train.py --steps 3>": "VERIFIED",  # the sums it prints are the same
    }, found
    assert (
        found["<program pkg.cli:main>"]["detail"]
        == "the original's run ran; the rewrite's exited with 3 (oracle: the original)"
    )


UNSTABLE = """\
import os

import jax.numpy as jnp


def scale(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)),)) * 2


if __name__ == "__main__":
    print("run", os.urandom(4).hex())
    print(scale(jnp.ones((2, 2))))
"""


@needs_jax
def test_an_original_whose_runs_differ_is_unstable_not_a_mismatch(tmp_path):
    """The original prints a random token: its two runs differ, so a difference in the rewrite's
    run proves nothing. The program is SKIPPED (unstable, grouped by that cause); `scale` is
    still VERIFIED; a deterministic difference is still a MISMATCH."""
    git_repo(tmp_path, {"job.py": UNSTABLE})
    (tmp_path / "job.py").write_text(UNSTABLE.replace("jnp.prod(jnp.array(x.shape))", "x.size"))
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    assert result.returncode == 1, result.stderr  # a SKIPPED outcome, without --allow-skipped
    found = {f["function"]: f for f in json.loads(result.stdout)["functions"]}
    assert found["scale"]["status"] == "VERIFIED", found
    program = found["<program>"]
    assert program["status"] == "SKIPPED", program
    assert program["detail"].startswith("unstable: the original's own two runs differ (line 1: "), (
        program
    )
    assert result.stderr.decode().splitlines()[-2] == (
        "1 function skipped: unstable: the original's own runs differ (time, unseeded randomness, ids)"
    ), result.stderr
    (tmp_path / "job.py").write_text(
        UNSTABLE.replace('print("run", os.urandom(4).hex())', 'print("run", 7)')
    )
    git_repo(tmp_path, {})
    (tmp_path / "job.py").write_text(
        UNSTABLE.replace('print("run", os.urandom(4).hex())', 'print("run", 8)')
    )
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    found = {f["function"]: f for f in json.loads(result.stdout)["functions"]}
    assert found["<program>"]["status"] == "MISMATCH", found
    assert found["<program>"]["detail"].startswith("standard output differs: line 1: 7 became 8"), (
        found
    )
