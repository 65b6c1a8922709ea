"""Do old releases of JAX libraries import on the installed jax, before and after `omnifix apply`?

Issue 16's end-to-end measure of API001 (README, "API migration"): ten releases from 2020–2021,
the `old` tree of `benchmarks/run.py` (pinned there, extracted into `benchmarks/.cache/trees/old/`
by `benchmarks/run.py --trees old`, or found in another checkout's cache with `--trees`). Each is
imported as a package in a fresh interpreter, in three states of one copy of all ten (so that old
`optax` imports old `chex`, as it did in 2021): as released, after `omnifix apply`, and after
`omnifix apply --unsafe-fixes`. For each one that fails it prints what stops it: the exception and
the line of the library it comes from. A package that is not a JAX library and is not installed
(`tensorflow` for trax) stops an import too; that is said as such. The figures in the README were
measured with dm-tree, tabulate, frozendict, gin-config and tqdm installed, and no tensorflow.

    .venv/bin/python tools/import_old_releases.py [--trees DIR] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIBRARIES = [  # (folder in the old tree, release, package imported)
    ("flax", "0.3.4", "flax"),
    ("dm-haiku", "0.0.4", "haiku"),
    ("optax", "0.0.6", "optax"),
    ("chex", "0.0.7", "chex"),
    ("rlax", "0.0.4", "rlax"),
    ("numpyro", "0.6.0", "numpyro"),
    ("jax-md", "0.1.13", "jax_md"),
    ("neural-tangents", "0.3.6", "neural_tangents"),
    ("jaxopt", "0.1", "jaxopt"),
    ("trax", "1.3.7", "trax"),
]
STATES = {"as released": None, "apply": [], "apply --unsafe-fixes": ["--unsafe-fixes"]}
PROBE = """
import importlib, sys, traceback
root = sys.argv[2]
try:
    importlib.import_module(sys.argv[1])
except BaseException as error:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename.startswith(root)]
    where = f"{frames[-1].filename[len(root) + 1:]}:{frames[-1].lineno}" if frames else "?"
    missing = getattr(error, "name", None) if isinstance(error, ModuleNotFoundError) else None
    print(f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''} ({where})")
    sys.exit(3 if missing and not missing.startswith("jax") else 1)
"""


def copy_tree(source: Path, dest: Path) -> None:
    for folder, _, package in LIBRARIES:
        shutil.copytree(source / folder / package, dest / package)


def probe(package: str, root: Path) -> tuple[str, str]:
    """("ok" | "fails" | "missing dependency", what stopped it)."""
    env = {
        **os.environ,
        "PYTHONPATH": str(root),
        "JAX_PLATFORMS": "cpu",
        "PYTHONWARNINGS": "ignore",
    }
    run = subprocess.run(
        [sys.executable, "-c", PROBE, package, str(root)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=300,
    )
    if run.returncode == 0:
        return "ok", ""
    said = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr.strip()[-200:]
    return ("missing dependency" if run.returncode == 3 else "fails"), said


def measure(trees: Path, work: Path) -> dict:
    results: dict = {}
    for state, flags in STATES.items():
        root = work / state.replace(" ", "_").replace("-", "")
        copy_tree(trees, root)
        if flags is not None:
            subprocess.run(
                [sys.executable, "-m", "omnifix", "apply", *flags, "--jobs", "2", str(root)],
                capture_output=True,
                env={**os.environ, "JAX_PLATFORMS": "cpu"},
                cwd=ROOT,
                timeout=3600,
            )
        results[state] = {package: probe(package, root) for _, _, package in LIBRARIES}
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--trees", type=Path, default=ROOT / "benchmarks" / ".cache" / "trees" / "old"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    import jax

    with tempfile.TemporaryDirectory() as work:
        results = measure(args.trees, Path(work))
    print(f"jax {jax.__version__}, Python {sys.version.split()[0]}")
    for state, found in results.items():
        ok = sum(status == "ok" for status, _ in found.values())
        print(f"{state}: {ok} of {len(found)} import")
    print()
    for folder, release, package in LIBRARIES:
        line = [f"{folder} {release}:"]
        for state, found in results.items():
            status, said = found[package]
            line.append(f"  {state}: {status}{' — ' + said if said else ''}")
        print("\n".join(line))
    if args.json:
        args.json.write_text(
            json.dumps({"jax": jax.__version__, "results": results}, indent=1) + "\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
