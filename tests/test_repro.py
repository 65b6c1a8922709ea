"""XLA failures met during verification: XLA-ERROR, the rewrite kept, and a repro bundle that
reproduces the failure without the user's code (`omnifix.verify.repro`, `omnifix repro`).

The failure is deterministic on CPU: a custom call to an FFI target nobody registered lowers fine
and fails when XLA compiles it. Guarded by `isinstance(x, jax.core.Tracer)`, it fails only when
staged out, so the original runs eagerly and the oracle has outputs.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from omnifix.report import Report, github, markdown, sarif
from omnifix.report.json import outcome_document
from omnifix.report.text import outcome_lines, plain
from omnifix.verdicts import Outcome, Status
from tests.helpers import git_repo, omnifix, tree

needs_jax = pytest.mark.skipif(
    subprocess.run(
        [sys.executable, "-c", "import jax"], capture_output=True, check=False
    ).returncode
    != 0,
    reason="the verify extra (jax) is not installed",
)

XLA_MESSAGE = "JaxRuntimeError: NOT_FOUND: No FFI handler registered for some_unregistered_target"

HEADER = '''\
import jax
import jax.numpy as jnp


def unregistered(x):
    """An op XLA cannot compile (its FFI target is registered nowhere); eagerly, the identity."""
    if isinstance(x, jax.core.Tracer):
        return jax.ffi.ffi_call("some_unregistered_target", jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
    return x


@jax.jit
def flatten(x):
    y = jnp.sin(x) * 2.0 + 1.0
    return unregistered(y.reshape((jnp.prod(jnp.array(x.shape)),))) - jnp.cos(y).sum()
'''

POSITIVE = """

@jax.jit
def positive(x):
    if x.sum() > 0:
        return x.reshape((jnp.prod(jnp.array(x.shape)),))
    return x
"""

MAIN = """

if __name__ == "__main__":
    with jax.disable_jit():
        print(flatten(jnp.arange(6.0).reshape((2, 3))))
"""

MODEL = HEADER + MAIN
BOTH = HEADER + POSITIVE + MAIN + "        print(positive(jnp.ones((2, 3))))\n"


def _equations(jaxpr: str) -> int:
    """The equations of a printed jaxpr (those of its body: `name:type = primitive...` lines)."""
    body = jaxpr.split(" let", 1)[1].rsplit(" in ", 1)[0]
    return sum(1 for line in body.splitlines() if " = " in line and ":" in line.split(" = ")[0])


def _run_alone(script: Path, folder: Path) -> subprocess.CompletedProcess:
    """The script copied alone into an empty folder and run there with a fresh interpreter."""
    folder.mkdir()
    shutil.copy(script, folder)
    return subprocess.run(
        [sys.executable, script.name],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "JAX_PLATFORMS": "cpu"},
    )


# --- without jax -----------------------------------------------------------------------------------


def _outcomes() -> list[Outcome]:
    return [
        Outcome("a.py", "f", 3, Status.VERIFIED, "1 call", 1),
        Outcome(
            "a.py",
            "g",
            9,
            Status.XLA_ERROR,
            "call 1: XLA failed to compile ...; kept",
            1,
            "omnifix-repro/a.g/",
        ),
        Outcome("a.py", "h", 12, Status.NOT_JITTABLE, "call 1: ConcretizationTypeError"),
    ]


def test_xla_error_keeps_the_rewrite_and_shows_in_every_format():
    jsonschema = pytest.importorskip("jsonschema")
    assert not Status.XLA_ERROR.blocks and Status.NOT_JITTABLE.blocks
    outcomes = _outcomes()
    report = Report((), files=1, outcomes={"a.py": outcomes})
    assert (
        plain(outcome_lines(outcomes)[1])
        == "a.py:9: XLA-ERROR g: call 1: XLA failed to compile ...; kept"
    )
    document = json.loads(outcome_document(outcomes))
    assert (
        document["functions"][1]["status"] == "XLA-ERROR"
        and document["functions"][1]["repro"] == "omnifix-repro/a.g/"
    )
    assert document["functions"][0]["repro"] is None
    assert document["summary"]["XLA-ERROR"] == 1
    log = json.loads(sarif.document(report))
    schema = json.loads(
        (Path(__file__).parent / "data/sarif-schema-2.1.0.json").read_text(encoding="utf-8")
    )
    assert not list(jsonschema.Draft4Validator(schema).iter_errors(log))
    notifications = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert [n["level"] for n in notifications] == ["note", "warning", "error"]
    assert notifications[1]["properties"] == {
        "status": "XLA-ERROR",
        "function": "g",
        "calls": 1,
        "repro": "omnifix-repro/a.g/",
    }
    assert log["runs"][0]["properties"]["verification"]["XLA-ERROR"] == 1
    assert [line.split(" ")[0] for line in github.outcome_lines(outcomes)] == [
        "::notice",
        "::warning",
        "::error",
    ]
    assert "title=XLA-ERROR g" in github.outcome_lines(outcomes)[1]
    text = markdown.verification_document(report)
    assert "| `a.py` | `g` | 9 | **XLA-ERROR** |" in text
    assert "1 function met an XLA error under `jax.jit`: the rewrites are kept" in text


# --- with jax ----------------------------------------------------------------------------------------


@needs_jax
def test_minimization_finds_the_failing_equation_by_delta_debugging():
    """ddmin alone (without the shortcut of equations that fail eagerly): the one failing equation
    of a chain, its input replaced by the value the eager run gave."""
    import jax
    import jax.numpy as jnp

    from omnifix.verify import repro

    def body(x):
        y = jnp.sin(x) * 2.0
        for _ in range(5):
            y = jnp.tanh(y) + 1.0
        z = jax.ffi.ffi_call("some_unregistered_target", jax.ShapeDtypeStruct(y.shape, y.dtype))(y)
        return (z * 3.0).sum() + jnp.cos(y).mean()

    x = jnp.arange(6.0)
    with pytest.raises(repro.XLA_ERRORS) as raised:
        jax.jit(body)(x)
    want = repro.signature(raised.value)
    program = repro.flatten(jax.make_jaxpr(body)(x))
    assert len(program.ops) >= 15
    values, failing = repro.eager_values(program, [x], want, deadline=float("inf"))
    assert [program.ops[i].primitive.name for i in failing] == ["ffi_call"]
    kept, finished = repro.minimize(program, values, want, [], deadline=float("inf"))
    assert finished and [program.ops[i].primitive.name for i in kept] == ["ffi_call"]
    piece = repro.Piece(program, kept)
    expected = (
        jnp.tanh(jnp.tanh(jnp.tanh(jnp.tanh(jnp.tanh(jnp.sin(x) * 2.0) + 1.0) + 1.0) + 1.0) + 1.0)
        + 1.0
    )
    assert [bool(jnp.array_equal(values[v], expected)) for v in piece.inputs] == [True]


@needs_jax
def test_an_xla_failure_keeps_the_rewrite_and_writes_a_bundle_that_reproduces_it(tmp_path):
    """`omnifix apply --verify`: the shape rewrite that made `flatten` traceable exposes the XLA
    failure; XLA-ERROR, not NOT-JITTABLE; the file is written (exit 0: nothing held back); the
    bundle's scripts reproduce the error alone in empty folders, the minimized one from 1 equation.
    A tracing failure in the same file (`positive`) is still NOT-JITTABLE and holds its file back."""
    tree(tmp_path, {"project/model.py": MODEL, "project/other.py": BOTH})
    result = omnifix("apply", "--verify", "--format", "json", "project", cwd=tmp_path, timeout=600)
    stderr = result.stderr.decode()
    document = json.loads(result.stdout)
    verdicts = {(f["path"], v["function"]): v for f in document["files"] for v in f["verification"]}
    kept = verdicts["project/model.py", "flatten"]
    assert kept["status"] == "XLA-ERROR", kept
    assert kept["detail"].startswith(
        f"call 1: XLA failed to compile the staged-out computation: {XLA_MESSAGE}"
    )
    assert (
        "the rewrite equals the original eagerly (1 call) and traces under jit, so it is kept"
        in kept["detail"]
    )
    assert (
        "repro bundle omnifix-repro/model.flatten/: repro.py reproduces it, repro_min.py (1 of "
        in kept["detail"]
    )
    assert kept["repro"] == "omnifix-repro/model.flatten/"
    assert verdicts["project/other.py", "positive"]["status"] == "NOT-JITTABLE"
    assert verdicts["project/other.py", "flatten"]["status"] == "XLA-ERROR"
    assert "math.prod(x.shape)" in (tmp_path / "project/model.py").read_text()  # kept: written
    assert (
        "math.prod" not in (tmp_path / "project/other.py").read_text()
    )  # held back by NOT-JITTABLE
    assert "project/model.py: rewrite kept despite XLA-ERROR in flatten" in stderr
    assert result.returncode == 1, stderr  # other.py held back; model.py alone would exit 0 (below)
    bundle = tmp_path / "omnifix-repro/model.flatten"
    names = {p.name for p in bundle.iterdir()}
    assert {
        "repro.py",
        "inputs.npz",
        "repro_min.py",
        "inputs_min.npz",
        "jaxpr.txt",
        "jaxpr.min.txt",
        "stablehlo.mlir",
        "hlo.txt",
        "error.txt",
        "environment.txt",
        "ISSUE.md",
    } <= names, names
    assert (
        "custom-call" in (bundle / "hlo.optimized.txt").read_text()
    )  # XLA failed after optimizing: from its dump
    assert "some_unregistered_target" in (bundle / "stablehlo.mlir").read_text()
    assert XLA_MESSAGE.split(": ", 1)[1] in (bundle / "error.txt").read_text()
    assert "jaxlib" in (bundle / "environment.txt").read_text()
    assert _equations((bundle / "jaxpr.txt").read_text()) >= 6
    assert _equations((bundle / "jaxpr.min.txt").read_text()) <= 2
    issue = (bundle / "ISSUE.md").read_text()
    assert (
        "## Description" in issue
        and "## System info (python version, jaxlib version, accelerator, etc.)" in issue
    )
    assert (bundle / "repro_min.py").read_text() in issue and "jaxlib" in issue
    for script in ("repro.py", "repro_min.py"):
        run = _run_alone(bundle / script, tmp_path / f"alone-{script}")
        assert XLA_MESSAGE in run.stderr, (script, run.stderr[-2000:])
        assert "not found: running on zeros" in run.stderr
        text = (bundle / script).read_text()
        assert "flatten" not in text.split('"""', 2)[2].replace(
            "model.flatten", ""
        )  # no user code in it
    with_inputs = tmp_path / "with-inputs"
    with_inputs.mkdir()
    shutil.copy(bundle / "repro_min.py", with_inputs)
    shutil.copy(bundle / "inputs_min.npz", with_inputs)
    run = subprocess.run(
        [sys.executable, "repro_min.py"],
        cwd=with_inputs,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert XLA_MESSAGE in run.stderr and "not found" not in run.stderr, run.stderr[-2000:]

    (tmp_path / "project/other.py").unlink()
    (tmp_path / "project/model.py").write_text(MODEL)
    dry = omnifix(
        "apply",
        "--dry-run",
        "--verify",
        "--repro-dir",
        "bundles",
        "project",
        cwd=tmp_path,
        timeout=600,
    )
    assert dry.returncode == 1 and b"+++ b/project/model.py" in dry.stdout, dry.stderr
    assert (
        b"no bundle: RuntimeError: a dry run writes nothing: `omnifix repro` makes it" in dry.stderr
    ), dry.stderr
    assert not (tmp_path / "bundles").exists()  # a dry run writes nothing
    result = omnifix(
        "apply", "--verify", "--repro-dir", "bundles", "project", cwd=tmp_path, timeout=600
    )
    assert result.returncode == 0, result.stderr  # a kept rewrite does not fail the run
    assert b": XLA-ERROR flatten: call 1: XLA failed to compile" in result.stdout
    assert (tmp_path / "bundles/model.flatten/repro_min.py").is_file()


@needs_jax
def test_bundles_stop_when_their_time_is_used_up(tmp_path):
    """Past `repro_total` seconds of bundles in one process, an XLA failure is still XLA-ERROR
    (the rewrite kept) but gets no bundle, and the line says how to make it."""
    from omnifix.verify import Change, Settings, verify

    original = (
        HEADER
        + HEADER.split("@jax.jit\n")[1].replace("def flatten", "def again")
        + MAIN
        + "        again(jnp.ones((2, 3)))\n"
    )
    path = tmp_path / "model.py"
    rewritten = original.replace("jnp.prod(jnp.array(x.shape))", "x.size")
    settings = Settings(repro_dir=str(tmp_path / "bundles"), repro_total=0.0, jobs=1)
    found = {
        o.function: o
        for o in verify([Change(str(path), original.encode(), rewritten.encode())], settings)[
            str(path)
        ]
    }
    first, second = found["flatten"], found["again"]
    assert (first.status, second.status) == (Status.XLA_ERROR, Status.XLA_ERROR), found
    assert (
        first.repro == f"{tmp_path}/bundles/model.flatten/"
        and (tmp_path / "bundles/model.flatten/repro.py").is_file()
    )
    assert second.repro is None and not (tmp_path / "bundles/model.again").exists()
    assert (
        "so it is kept: an XLA bug to report upstream, no bundle: TimeoutError: this batch spent "
        in second.detail
    )
    assert second.detail.endswith(
        "s on bundles already: `omnifix repro` makes it (oracle: the original)"
    ), second.detail


@needs_jax
def test_verify_exits_1_on_xla_error_and_repro_makes_the_bundle_alone(tmp_path):
    fixed = BOTH.replace("jnp.prod(jnp.array(x.shape))", "math.prod(x.shape)").replace(
        "import jax\n", "import math\n\nimport jax\n", 1
    )
    tree(tmp_path, {"pkg/__init__.py": "", "pkg/model.py": BOTH})
    for command in (
        ["init", "-q"],
        ["add", "."],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "original"],
    ):
        subprocess.run(["git", *command], cwd=tmp_path, check=True)
    (tmp_path / "pkg/model.py").write_text(
        fixed.replace("    if x.sum() > 0:\n        return", "    return").replace(
            ",)))\n    return x\n", ",)))\n"
        )
    )
    result = omnifix("verify", "--format", "markdown", cwd=tmp_path, timeout=600)
    assert result.returncode == 1, result.stderr
    assert "| `pkg/model.py` | `flatten` | 15 | **XLA-ERROR** |" in result.stdout.decode()
    assert (tmp_path / "omnifix-repro/pkg.model.flatten/repro.py").is_file()

    result = omnifix(
        "repro",
        "pkg.model:flatten",
        "jnp.ones((3, 2))",
        "--repro-dir",
        "out",
        cwd=tmp_path,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    line = result.stdout.decode()
    assert line.startswith(
        f"pkg/model.py:15: XLA-ERROR flatten: call 1: XLA failed to compile the staged-out computation: {XLA_MESSAGE}"
    )
    assert (
        "; it runs eagerly (1 call): an XLA bug to report upstream, repro bundle out/pkg.model.flatten/"
        in line
    )
    assert "repro_min.py (1 of " in line
    run = _run_alone(tmp_path / "out/pkg.model.flatten/repro_min.py", tmp_path / "alone")
    assert XLA_MESSAGE in run.stderr, run.stderr[-2000:]
    result = omnifix(
        "repro", "pkg/model.py:positive", "jnp.ones((3, 2))", cwd=tmp_path, timeout=600
    )
    assert result.returncode == 1 and b"no XLA error to reproduce (VERIFIED)" in result.stderr, (
        result.stderr
    )
    result = omnifix("repro", "pkg.nowhere:flatten", cwd=tmp_path)
    assert result.returncode == 2 and b"no such module or file" in result.stderr


CALLBACK = """\
import jax
import jax.numpy as jnp
import numpy as np

TRACED = []


def host(x):
    if TRACED:
        raise ValueError("the sensor is gone")
    return np.asarray(x)


def read(x):
    flat = x.reshape((jnp.prod(jnp.array(x.shape)),))
    if isinstance(flat, jax.core.Tracer):
        TRACED.append(True)
    return jax.pure_callback(host, jax.ShapeDtypeStruct(flat.shape, flat.dtype), flat)
"""


@needs_jax
def test_an_exception_raised_in_a_host_callback_is_a_mismatch_not_an_xla_error(tmp_path):
    """JAX raises an XLA runtime error in place of a host callback's exception: the user's code
    failed, not XLA. The callback here fails once `read` has been traced: eagerly the rewrite
    runs, under jit it raises; the outcome names the callback's exception and its line."""
    git_repo(
        tmp_path,
        {
            "sensor.py": CALLBACK,
            "pyproject.toml": '[tool.omnifix.verify.examples]\n"sensor.py::read" = ["jnp.ones((2, 3))"]\n',
        },
    )
    (tmp_path / "sensor.py").write_text(CALLBACK.replace("jnp.prod(jnp.array(x.shape))", "x.size"))
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    assert result.returncode == 1, result.stderr
    [found] = json.loads(result.stdout)["functions"]
    assert (found["function"], found["status"]) == ("read", "MISMATCH"), (found, result.stderr)
    assert found["detail"] == (
        "call 1, under jit: the rewrite raises where it did not eagerly: ValueError: the sensor is gone (sensor.py:10),"
        " in a host callback (oracle: the original)"
    ), found
