"""Throughput of verification: changed functions verified per second with a warm worker.

A generated module holds N small functions with shape math (`jnp.prod(jnp.array(x.shape))` in a
reshape, each with its own shapes), called once each from its `__main__` block. omnifix rewrites
it (SHP001), then `omnifix.verify.verify` checks the rewrite: two child processes, each importing
jax once, recording and replaying every function eagerly and under jit; the module's values and its
whole run as `__main__` (original eagerly, rewrite as written) are checked too.

  fixed cost    the time to verify a module with 1 function (both processes' start-up included)
  per function  (time for N functions - time for 1) / (N - 1): the warm cost of one more function

Target (printed PASS/FAIL): at least 10 functions per second with a warm worker on 2 cores.

    /tmp/v311/bin/python benchmarks/verify.py [--functions 100] [--repeat 3]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from omnifix.engine import process_file  # noqa: E402
from omnifix.registry import find  # noqa: E402
from omnifix.results import Options  # noqa: E402
from omnifix.verify import MODULE, PROGRAM, Change, Settings, Status, verify  # noqa: E402

TARGET = 10.0


def module(count: int) -> str:
    lines = ["import jax.numpy as jnp", "", ""]
    calls = []
    for i in range(count):
        lines += [
            f"def f{i}(x):",
            "    size = jnp.prod(jnp.array(x.shape))",
            f"    return x.reshape((size,)) * {i + 1}",
            "",
            "",
        ]
        calls.append(f"    f{i}(jnp.arange({(i % 7 + 1) * 6}.0).reshape(({i % 7 + 1}, 6)))")
    return "\n".join(lines + ['if __name__ == "__main__":'] + calls) + "\n"


def timed(count: int, folder: Path) -> float:
    path = folder / f"generated_{count}.py"
    path.write_text(module(count))
    result = process_file(str(path), (find("SHP001"),), Options())
    assert result.changed and result.old is not None and result.new is not None
    start = time.perf_counter()
    found = verify([Change(str(path), result.old, result.new)], Settings())[str(path)]
    seconds = time.perf_counter() - start
    outcomes = [o for o in found if o.function not in (MODULE, PROGRAM)]  # the functions
    bad = [
        o for o in found if o.status is not Status.VERIFIED
    ]  # the module and its run as __main__ too
    assert len(outcomes) == count and len(found) == count + 2 and not bad, bad[:3]
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--functions", type=int, default=100)
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs per measurement; the best counts"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        one = min(timed(1, Path(folder)) for _ in range(args.repeat))
        many = min(timed(args.functions, Path(folder)) for _ in range(args.repeat))
    per_function = (many - one) / (args.functions - 1)
    rate = 1 / per_function if per_function > 0 else float("inf")
    print(f"fixed cost (1 function): {one:.2f} s")
    print(
        f"{args.functions} functions: {many:.2f} s; {per_function * 1000:.1f} ms per function warm = {rate:.1f} functions/s"
    )
    print(f"target >= {TARGET:g} functions/s: {'PASS' if rate >= TARGET else 'FAIL'}")


if __name__ == "__main__":
    main()
