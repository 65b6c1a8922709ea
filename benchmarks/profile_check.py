"""Where `omnifix check --jobs 1 --no-cache` spends its time on a tree: cProfile in CPU time.

Runs the CLI in this process on a tree of benchmarks/run.py (built or reused through its
`build()`; default: the old tree) under `cProfile` with `time.process_time` as its clock (the
machine is shared: wall-clock time would count the waits for a core), its output to /dev/null,
and prints the functions with the most cumulative and the most own time, and the own time summed
by where the code lives (libcst, each omnifix and codemods module, the rest).

cProfile's cost per call inflates code made of many small calls several times over (on the
monorepo tree `ast.iter_child_nodes` was half the profile and under a tenth of the time): its
call counts are right, its shares of time are not. `--stages` runs the CLI without the profiler
and times the stages alone (the `ast` parses, `Names.of`, each codemod's `plan`, `exports` and
`uses`, and the libcst transforms, which include the plans of their later passes).

    .venv/bin/python benchmarks/profile_check.py [--tree old] [--top 25] [--out old.prof]
    .venv/bin/python benchmarks/profile_check.py --tree monorepo --stages
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import os
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (benchmarks/run.py: the trees)


def where(filename: str) -> str:
    """The group of a profiled function's file: libcst, omnifix/x.py, codemods/x.py or other."""
    parts = Path(filename).parts
    for top in ("omnifix", "codemods"):
        if top in parts and "site-packages" not in parts[: parts.index(top)]:
            return "/".join(parts[parts.index(top) :])
    if "libcst" in parts:
        return "libcst"
    return "other (stdlib, ast, builtins)"


def stages(root: Path) -> None:
    """The CPU time of each stage of the run, with the count of calls, without a profiler."""
    start = time.process_time()
    from omnifix import cli, engine, registry
    from omnifix.names import Names

    imported = time.process_time() - start
    spent: dict[str, list] = {}

    def timed(function, label: str):
        def wrapper(*args, **kwargs):
            begin = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                entry = spent.setdefault(label, [0.0, 0])
                entry[0] += time.process_time() - begin
                entry[1] += 1

        return wrapper

    for cls in registry.all_codemods():
        for hook in ("plan", "exports", "exports_to_wanted", "uses"):
            if hook in vars(cls):
                setattr(
                    cls, hook, classmethod(timed(getattr(cls, hook).__func__, f"{hook} {cls.CODE}"))
                )
    Names.of = classmethod(timed(Names.of.__func__, "Names.of"))
    engine.parse_ast = timed(engine.parse_ast, "ast parse")
    engine._transform = timed(engine._transform, "libcst transform (its passes' plans too)")
    sys.argv = ["omnifix", "check", "--jobs", "1", "--no-cache", str(root)]
    cli._end_process = lambda code: None  # main() ends the process: come back here instead
    begin = time.process_time()
    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
        try:
            cli.main()
        except SystemExit:
            pass
    total = time.process_time() - begin
    print(f"== {root.name}: imports {imported:.3f} CPU s, then the run {total:.3f} CPU s")
    for label, (seconds, calls) in sorted(spent.items(), key=lambda item: -item[1][0]):
        print(f"{seconds:8.3f} s {seconds / total:6.1%} {calls:7d}  {label}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", default="old", choices=sorted(run.TREES))
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--out", metavar="PATH", help="also write the raw profile here (pstats)")
    parser.add_argument("--stages", action="store_true", help="time the stages, no profiler")
    args = parser.parse_args()
    root = run.build(args.tree)
    if args.stages:
        stages(root)
        return
    sys.argv = ["omnifix", "check", "--jobs", "1", "--no-cache", str(root)]
    from omnifix import cli

    cli._end_process = lambda code: None  # main() ends the process: come back here instead
    profiler = cProfile.Profile(time.process_time)
    start = time.process_time()
    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
        profiler.enable()
        try:
            cli.main()
        except SystemExit:
            pass
        profiler.disable()
    total = time.process_time() - start
    if args.out:
        profiler.dump_stats(args.out)
    print(f"== {args.tree}: omnifix check --jobs 1 --no-cache, {total:.1f} CPU s under cProfile")
    for key in ("cumulative", "tottime"):
        text = io.StringIO()
        stats = pstats.Stats(profiler, stream=text)
        stats.strip_dirs().sort_stats(key).print_stats(args.top)
        body = text.getvalue()
        print(f"\n-- by {key} time\n" + body[body.index("   ncalls") :].rstrip())
    groups: dict[str, float] = {}
    for (filename, _, _), (_, _, own, _, _) in pstats.Stats(profiler).stats.items():
        groups[where(filename)] = groups.get(where(filename), 0.0) + own
    print("\n-- own time by where the code lives")
    for name, seconds in sorted(groups.items(), key=lambda item: -item[1]):
        if seconds >= 0.05:
            print(f"{seconds:8.2f} s {seconds / total:6.1%}  {name}")


if __name__ == "__main__":
    main()
