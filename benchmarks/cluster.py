"""`--executor dask` on a Dask `LocalCluster` against the local runs, on the benchmark trees.

For each tree (built or reused by `run.py`'s `build()`, in benchmarks/.cache/) and each command,
`check --format json` and `apply --dry-run` (a diff), this script times in fresh subprocesses,
from the tree's root:

  local -j1   `omnifix ... --executor local --jobs 1 --no-cache .`
  local -jN   `... --jobs N`, N = --workers
  dask        `... --executor dask --scheduler ADDRESS`, on a LocalCluster started here with
              --workers worker processes of one thread each

and checks that the dask and local -jN runs print the same bytes (stdout and stderr) and exit with
the same code as local -j1. Times are wall-clock, interpreter start-up included (for dask: importing
`distributed` and connecting too), the best of --repeat runs; "dask cold" is the first dask run
of all, on workers that have not imported omnifix yet. Exits 1 when some output differs, else 0.

    /tmp/vdask/bin/python benchmarks/cluster.py [--trees monorepo] [--workers 2] [--repeat 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import build, compile_omnifix  # noqa: E402  (the benchmark trees of run.py)

COMMANDS = {
    "check --format json": ["check", "--format", "json"],
    "apply --dry-run": ["apply", "--dry-run"],
}


def timed(python: str, args: list[str], root: Path) -> tuple[float, int, bytes, bytes]:
    """(seconds, exit code, stdout, stderr) of one `python -m omnifix ARGS --no-cache .` run in
    `root` (without the cache: every run does all the work, on the cluster or here)."""
    start = time.perf_counter()
    done = subprocess.run(
        [python, "-m", "omnifix", *args, "--no-cache", "."],
        cwd=root,
        capture_output=True,
        stdin=subprocess.DEVNULL,
    )
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1, 2):
        raise RuntimeError(
            f"omnifix {' '.join(args)} crashed (exit {done.returncode}):\n{done.stderr.decode()[-3000:]}"
        )
    return seconds, done.returncode, done.stdout, done.stderr


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trees", default="monorepo", help="comma-separated: jax, monorepo")
    parser.add_argument(
        "--workers", type=int, default=2, help="LocalCluster worker processes (one thread each)"
    )
    parser.add_argument(
        "--repeat", type=int, default=2, help="runs per measurement; the best counts"
    )
    parser.add_argument("--python", default=sys.executable, help="interpreter with omnifix[dask]")
    args = parser.parse_args()
    compile_omnifix(args.python)
    trees = [t.strip() for t in args.trees.split(",") if t.strip()]
    if (
        not trees
        or any(t not in ("jax", "monorepo") for t in trees)
        or args.repeat < 1
        or args.workers < 1
    ):
        parser.error("--trees takes jax and/or monorepo; --repeat and --workers must be at least 1")
    from distributed import LocalCluster

    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    sys.stdout.reconfigure(line_buffering=True)
    cluster = LocalCluster(
        n_workers=args.workers,
        processes=True,
        threads_per_worker=1,
        dashboard_address=":0",
        scheduler_port=0,
    )
    identical = True
    try:
        address = cluster.scheduler_address
        kinds = {
            "local -j1": ["--executor", "local", "--jobs", "1"],
            f"local -j{args.workers}": ["--executor", "local", "--jobs", str(args.workers)],
            "dask": ["--executor", "dask", "--scheduler", address],
        }
        print(
            f"LocalCluster at {address}: {args.workers} worker processes, 1 thread each; best of {args.repeat}"
        )
        print(
            f"{'tree':<9} {'command':<20} "
            + " ".join(f"{k:>10}" for k in kinds)
            + f" {'dask cold':>10}  identical"
        )
        cold, printed = None, False
        for tree in trees:
            root = build(tree)
            for name, command in COMMANDS.items():
                best: dict[str, float] = {}
                outputs: dict[str, tuple[int, bytes, bytes]] = {}
                for _ in range(args.repeat):
                    for kind, options in kinds.items():
                        seconds, code, out, err = timed(args.python, [*command, *options], root)
                        if kind == "dask" and cold is None:
                            cold = seconds
                        best[kind] = min(seconds, best.get(kind, seconds))
                        if outputs.setdefault(kind, (code, out, err)) != (code, out, err):
                            raise RuntimeError(f"{kind} {name}: two runs gave different output")
                same = all(outputs[kind] == outputs["local -j1"] for kind in kinds)
                identical &= same
                code, out, _ = outputs["local -j1"]
                print(
                    f"{tree:<9} {name:<20} "
                    + " ".join(f"{best[k]:9.2f}s" for k in kinds)
                    + (f" {cold:9.2f}s" if not printed else f" {'':>10}")
                    + f"  {'yes' if same else 'NO'} (exit {code}, {len(out):,} bytes)"
                )
                printed = True
    finally:
        cluster.close()
    print("outputs byte-identical to --executor local --jobs 1" if identical else "OUTPUTS DIFFER")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
