"""The slowest files of a tree for omnifix, each against a bare libcst parse of the same file.

For every file of a tree of benchmarks/run.py (built or reused through its `build()`; default:
the old tree), in this one process: the time of `libcst.parse_module(data)` on its bytes, and
the time of omnifix's engine on the file alone (`omnifix.engine.process_file` with every
codemod, the settings of a plain `omnifix check`, no cache, no facts from other files: what
`check --no-cache` does to it, without the run's cross-file phases). Both are CPU times of
this process, the best of `--repeat` runs, interleaved, after an untimed warm-up on the first
three files. The ratio is omnifix's
time over the parse's; the target is no file over 3x.

With `--by-codemod`, each codemod alone is timed on every file too (also best of `--repeat`),
and for each the script prints its total, how many files it sends to libcst (they reach the
engine's transform) and its slowest files.

    .venv/bin/python benchmarks/per_file.py [--tree old] [--top 10] [--repeat 2] [--by-codemod]
                                        [--match TEXT] [--json PATH]
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path

import libcst

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (benchmarks/run.py: the trees)

from omnifix import engine, registry  # noqa: E402
from omnifix.installed import installed_version  # noqa: E402
from omnifix.results import Options  # noqa: E402

GOAL = 3.0


def options() -> Options:
    """The settings of `omnifix check` without flags: the installed JAX is the target."""
    try:
        target = tuple(int(part) for part in installed_version("jax").split(".")[:3])
    except LookupError:
        target = None
    return Options(target_jax=target)


def timed(make) -> float:
    """The CPU time of `make()` in this process: on a machine shared with other work, wall-clock
    time would count the waits for a core too."""
    gc.collect()
    start = time.process_time()
    make()
    return time.process_time() - start


class Transforms:
    """Counts the files that reach the engine's transform, i.e. that libcst parses."""

    def __init__(self) -> None:
        self.count = 0
        self.original = engine._transform

    def __call__(self, *args, **kwargs):
        self.count += 1
        return self.original(*args, **kwargs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", default="old", choices=sorted(run.TREES))
    parser.add_argument(
        "--top", type=int, default=10, help="how many of the slowest files to print"
    )
    parser.add_argument("--repeat", type=int, default=2, help="runs per file; the best counts")
    parser.add_argument("--by-codemod", action="store_true", help="also time each codemod alone")
    parser.add_argument(
        "--match", metavar="TEXT", help="only the files whose path in the tree contains TEXT"
    )
    parser.add_argument("--json", metavar="PATH", help="also write every file's numbers here")
    args = parser.parse_args()
    if args.repeat < 1 or args.top < 1:
        parser.error("--repeat and --top must be at least 1")
    sys.stdout.reconfigure(line_buffering=True)
    root = run.build(args.tree)
    files = [
        str(p)
        for p in run.python_files(root)
        if args.match is None or args.match in str(p.relative_to(root))
    ]
    if not files:
        parser.error(f"no file of {root} matches {args.match!r}")
    selected = registry.select(None, None)
    settings = options()
    counter = Transforms()
    engine._transform = counter
    columns = ["parse", "omnifix"] + ([cls.CODE for cls in selected] if args.by_codemod else [])
    best: dict[str, dict[str, float]] = {path: {} for path in files}
    parsed: dict[str, int] = {}  # codemod -> files it sends to libcst
    errors: dict[str, str] = {}
    for path in files[:3]:  # lazy imports (libcst's metadata, codemod helpers) happen here, untimed
        engine.process_file(path, selected, settings)
        libcst.parse_module(Path(path).read_bytes())
    for attempt in range(args.repeat):
        start = time.perf_counter()
        for path in files:
            data = Path(path).read_bytes()
            times = {"parse": timed(lambda: libcst.parse_module(data))}
            result = None

            def whole():
                nonlocal result
                result = engine.process_file(path, selected, settings)

            times["omnifix"] = timed(whole)
            if result.error:
                errors[path] = result.error
            for cls in selected if args.by_codemod else ():
                before = counter.count
                times[cls.CODE] = timed(lambda: engine.process_file(path, (cls,), settings))
                if attempt == 0:
                    parsed[cls.CODE] = parsed.get(cls.CODE, 0) + (counter.count > before)
            for column, seconds in times.items():
                best[path][column] = min(best[path].get(column, seconds), seconds)
        print(
            f"  [{attempt + 1}/{args.repeat}] {time.perf_counter() - start:.1f} s", file=sys.stderr
        )

    total = {column: sum(b[column] for b in best.values()) for column in columns}
    size = sum(Path(p).stat().st_size for p in files) / 2**20
    print(f"== {args.tree}: {len(files)} files, {size:.1f} MiB ({root}), best of {args.repeat}")
    print(
        f"sum over files: libcst parse {total['parse']:.2f} s, omnifix {total['omnifix']:.2f} s "
        f"({total['omnifix'] / total['parse']:.2f}x)"
    )
    if errors:
        print(
            f"{len(errors)} files gave an error: "
            + "; ".join(f"{p}: {e}" for p, e in list(errors.items())[:3])
        )
    ratio = {path: b["omnifix"] / b["parse"] for path, b in best.items()}
    ranked = sorted(files, key=lambda path: -ratio[path])
    over = [path for path in files if ratio[path] > GOAL]
    print(
        f"\nthe {args.top} files with the highest ratio (omnifix alone on the file / its bare libcst parse):"
    )
    print(f"{'ratio':>8}{'omnifix s':>11}{'parse s':>9}{'KiB':>7}  file")
    for path in ranked[: args.top]:
        b = best[path]
        kib = Path(path).stat().st_size / 1024
        print(
            f"{ratio[path]:7.2f}x{b['omnifix']:11.3f}{b['parse']:9.3f}{kib:7.0f}  {Path(path).relative_to(root)}"
        )
    print(
        f"{len(over)} files over {GOAL}x; their omnifix time {sum(best[p]['omnifix'] for p in over):.2f} s "
        f"of {total['omnifix']:.2f} s"
    )
    worst = ratio[ranked[0]]
    print(
        f"\ntarget:\n  {'PASS' if worst <= GOAL else 'FAIL'}  {args.tree}: slowest file / its parse"
        f"{worst:10.2f}x  (goal <= {GOAL}x)"
    )
    if args.by_codemod:
        print("\neach codemod alone (process_file with only that codemod):")
        print(
            f"{'codemod':<9}{'total s':>9}{'vs parse':>10}{'to libcst':>11}  slowest files (s, ratio to parse)"
        )
        for cls in selected:
            slow = sorted(files, key=lambda path: -best[path][cls.CODE])[:3]
            names = ", ".join(
                f"{Path(p).relative_to(root)} {best[p][cls.CODE]:.2f} s ({best[p][cls.CODE] / best[p]['parse']:.1f}x)"
                for p in slow
            )
            print(
                f"{cls.CODE:<9}{total[cls.CODE]:9.2f}{total[cls.CODE] / total['parse']:9.2f}x"
                f"{parsed[cls.CODE]:11d}  {names}"
            )
    if args.json:
        document = {
            "tree": args.tree,
            "root": str(root),
            "repeat": args.repeat,
            "totals": total,
            "files": {str(Path(p).relative_to(root)): best[p] for p in files},
        }
        Path(args.json).write_text(json.dumps(document, indent=2) + "\n")


if __name__ == "__main__":
    main()
