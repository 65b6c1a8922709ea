"""The cache: a re-run over an unchanged tree against the first run that filled the cache.

The tree (`monorepo10k`, about 10k files) is `--copies` copies of benchmarks/run.py's monorepo
tree (real PyPI packages, ~5% of files import jax), each in its own folder, so that no two files
share a path (the cache keys on path and bytes). On it, for each `--jobs` value, in fresh
subprocesses with start-up included:

  first    `python -m omnifix check --jobs N --cache-dir EMPTY TREE`: does everything, fills the cache
  cached   the same command again: every file unchanged
  nocache  `--no-cache`: the reference output

The three outputs (stdout and exit code) must be identical; the script exits 1 if they are not.
Target (PASS/FAIL, as in run.py): the cached re-run at least 20x faster than the first run, in
wall-clock time; the CPU time (user and system, pool workers included) is printed beside it, as
the wait for a core on a loaded machine inflates the wall clock.

    /tmp/v311/bin/python benchmarks/cache.py [--copies 11] [--jobs 1,2] [--repeat 1]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import CACHE, build, compile_omnifix, python_files, run_child  # noqa: E402

GOAL = 20.0


def tree(copies: int) -> Path:
    """`copies` copies of the monorepo tree, built once (a MANIFEST records how)."""
    source = build("monorepo")
    root = CACHE / "trees" / "monorepo10k"
    manifest = f"{(source / 'MANIFEST.json').read_text()} x {copies}"
    if (root / "MANIFEST.txt").is_file() and (root / "MANIFEST.txt").read_text() == manifest:
        return root
    print(f"building {root} ({copies} copies of {source})", file=sys.stderr)
    partial = root.with_name(root.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    for number in range(copies):
        shutil.copytree(
            source,
            partial / f"copy{number:02d}",
            ignore=shutil.ignore_patterns(".git", "MANIFEST.json"),
        )
    subprocess.run(["git", "init", "-q", str(partial)], check=True)
    (partial / "MANIFEST.txt").write_text(manifest)
    shutil.rmtree(root, ignore_errors=True)
    partial.rename(root)
    return root


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--copies",
        type=int,
        default=11,
        help="copies of the monorepo tree (default 11: ~10k files)",
    )
    parser.add_argument("--jobs", default="1,2", help="comma-separated --jobs values")
    parser.add_argument(
        "--repeat", type=int, default=1, help="cached re-runs per --jobs value; the best counts"
    )
    parser.add_argument(
        "--python", default=sys.executable, help="interpreter with omnifix installed"
    )
    args = parser.parse_args()
    compile_omnifix(args.python)
    sys.stdout.reconfigure(line_buffering=True)
    root = tree(args.copies)
    print(f"== monorepo10k: {len(python_files(root))} files ({root})")
    failed = False
    print(
        f"{'jobs':>4}{'first s':>10}{'cached s':>10}{'nocache s':>11}{'speed-up':>10}"
        f"{'CPU first':>11}{'CPU cached':>12}{'CPU speed-up':>14}  outputs"
    )
    for jobs in [int(j) for j in args.jobs.split(",")]:
        with tempfile.TemporaryDirectory() as folder:
            command = [
                args.python,
                "-m",
                "omnifix",
                "check",
                "--jobs",
                str(jobs),
                "--cache-dir",
                folder,
                str(root),
            ]
            first = run_child(command, stdout=True)
            cached = min(
                (run_child(command, stdout=True) for _ in range(args.repeat)), key=lambda r: r[0]
            )
        nocache = run_child([*command[:-3], "--no-cache", str(root)], stdout=True)
        # run_child: (seconds, CPU seconds, peak MiB, exit code, stdout, stderr)
        for label, result in (("first", first), ("cached", cached), ("nocache", nocache)):
            if result[3] not in (0, 1):
                sys.exit(f"{label} run failed (exit {result[3]}):\n{result[5][-3000:]}")
        same = first[3:5] == cached[3:5] == nocache[3:5]
        failed |= not same
        speedup, cpu_speedup = first[0] / cached[0], first[1] / cached[1]
        print(
            f"{jobs:>4}{first[0]:10.2f}{cached[0]:10.2f}{nocache[0]:11.2f}{speedup:9.1f}x"
            f"{first[1]:11.2f}{cached[1]:12.2f}{cpu_speedup:13.1f}x  "
            f"{'identical' if same else 'DIFFER'}"
        )
        print(
            f"  {'PASS' if speedup >= GOAL else 'FAIL'}  cached re-run vs first run, --jobs {jobs}: "
            f"{speedup:.1f}x wall, {cpu_speedup:.1f}x CPU (goal >= {GOAL:.0f}x)"
        )
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
