"""Calibrated tolerances for TOL001 (`codemods.jit_noise_tolerances`), with `apply --verify`.

For the files where TOL001 reports a tolerance, the project's tests (`tests` in
`[tool.omnifix.verify]`, run from the `pyproject.toml`'s folder) run twice in child processes under
`--python`: with `JAX_DISABLE_JIT=1` (op by op, the oracle) and normally (under jit). A pytest
plugin (`omnifix.verify.tolerance_probe`, loaded by path) records the two values compared at each
assertion of those files, without letting a failing one stop the test. What the plan then does
with each reported assertion (`Calibration.decide`):

- it failed with jit disabled too: a bug (reported, not loosened);
- its largest difference under jit is more than `LIMIT` times the dtype floor: a bug too (a 1%
  error is not noise; reported with the measured difference);
- else the tolerance becomes max(floor, `SAFETY` x measured difference), rounded up to one
  significant digit, a fix backed by a measurement (safe tier);
- not reached by the tests: the unsafe floor fix, as without `--verify`.

The plan receives the measurements as the TOL001 entry of the engine's `shared` facts.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Mapping, Sequence

from omnifix.results import FileResult, Options

PROBE = Path(__file__).with_name("tolerance_probe.py")
SAFETY = 2.0
LIMIT = 10.0
CODE = "TOL001"


@dataclass(frozen=True)
class Measured:
    """One assertion's values, eagerly and under jit (largest differences over its calls)."""

    jit_abs: float
    jit_rel: float
    eager_failed: bool
    dtype: str | None


@dataclass(frozen=True)
class Calibration:
    """The measurements of one file, by the line of each assertion's call."""

    lines: Mapping[int, Measured]

    def at(self, first: int, last: int) -> Measured | None:
        return next((self.lines[n] for n in range(first, last + 1) if n in self.lines), None)


def round_up(value: float) -> float:
    """`value` rounded up to one significant digit (3.1e-6 -> 4e-6)."""
    exponent = math.floor(math.log10(value))
    mantissa = math.ceil(round(value / 10.0**exponent, 9))
    return mantissa * 10.0**exponent if mantissa < 10 else 10.0 ** (exponent + 1)


def tolerance(measured: float, floor: float) -> float | None:
    """The calibrated tolerance, or None when `measured` is too large to be jit's noise."""
    if measured > LIMIT * floor:
        return None
    return max(floor, round_up(SAFETY * measured)) if measured else floor


def measure(paths: Sequence[str], settings) -> dict[str, Calibration]:
    """Run the tests twice (jit disabled, then normally) recording the assertions of `paths`."""
    paths = [os.path.realpath(p) for p in paths]
    runs = {}
    with tempfile.TemporaryDirectory(prefix="omnifix-calibrate-") as scratch:
        shutil.copy(
            PROBE, scratch
        )  # alone on the path: the other modules here must not shadow the tests'
        for mode in ("eager", "jit"):
            out = Path(scratch) / f"{mode}.json"
            env = {
                **os.environ,
                "JAX_DISABLE_JIT": "1" if mode == "eager" else "0",
                "OMNIFIX_PROBE_FILES": os.pathsep.join(paths),
                "OMNIFIX_PROBE_OUT": str(out),
                "PYTHONPATH": os.pathsep.join([scratch, os.environ.get("PYTHONPATH", "")]).rstrip(
                    os.pathsep
                ),
                "PYTHONDONTWRITEBYTECODE": "1",
            }
            command = [
                settings.python,
                "-m",
                "pytest",
                "-q",
                "-p",
                "tolerance_probe",
                "-p",
                "no:cacheprovider",
                "--rootdir",
                settings.tests_root,
                *settings.tests,
            ]
            try:
                subprocess.run(
                    command,
                    cwd=settings.tests_root,
                    env=env,
                    capture_output=True,
                    timeout=settings.tests_timeout,
                )
            except subprocess.TimeoutExpired:
                return {}
            runs[mode] = json.loads(out.read_text()) if out.exists() else {}
    found: dict[str, dict[int, Measured]] = {}
    for key, jit in runs["jit"].items():
        path, _, line = key.rpartition(":")
        eager = runs["eager"].get(key)
        found.setdefault(path, {})[int(line)] = Measured(
            jit["abs"], jit["rel"], eager is None or bool(eager["failed"]), jit["dtype"]
        )
    return {path: Calibration(lines) for path, lines in found.items()}


def calibrated(results: list[FileResult], settings, options: Options) -> list[FileResult]:
    """`results` with TOL001 planned again, from the tests' measurements, in each file it reports
    on: the file's other findings are kept; a file another codemod rewrites is left as it is (its
    lines are no longer those the tests ran). Without `tests` configured, `results` unchanged."""
    from omnifix import registry
    from omnifix.engine import process_bytes

    wanted = [
        r.path
        for r in results
        if any(f.code == CODE for f in r.findings)
        and not any(f.applied and f.code != CODE for f in r.findings)
    ]
    if not wanted or not settings.tests:
        return results
    measurements = measure(wanted, settings)
    codemod = registry.find(CODE)
    fresh = []
    for result in results:
        calibration = measurements.get(os.path.realpath(result.path))
        if calibration is None or result.path not in wanted:
            fresh.append(result)
            continue
        data = result.old if result.old is not None else Path(result.path).read_bytes()
        again = process_bytes(result.path, data, [codemod], options, shared={CODE: calibration})
        findings = sorted(
            [*(f for f in result.findings if f.code != CODE), *again.findings],
            key=lambda f: f.sort_key(),
        )
        fresh.append(replace(again, findings=tuple(findings), digest=result.digest or again.digest))
    return fresh
