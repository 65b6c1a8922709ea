"""Throughput of omnifix against a bare libcst pass over the same files, in the same run.

Three trees are built from releases downloaded from PyPI at the versions pinned below (pure-Python
wheels; sdists where a release has none), cached in benchmarks/.cache/ and reused when present:

  jax       JAX ecosystem packages: nearly every file uses JAX.
  monorepo  large non-JAX packages plus an evenly spaced slice of the JAX tree's files that
            import jax, so that about 5% of the files import jax.
  old       the same kind of packages as released in 2020-2021, and jax 0.2.9's own source: the
            code omnifix is for, where many files need changes.

Each tree is made its own git work tree (`git init`), because omnifix honours .gitignore and the
cache folder is git-ignored. On each tree, every measurement runs in a fresh subprocess:

  parse           read every file and `libcst.parse_module(data)`, single process (the baseline)
  parse+codegen   the same plus `.code`
  check -jN       `python -m omnifix check --no-cache --jobs N TREE`, N = 1 and 2, stdout to
                  /dev/null (`--no-cache`: every run does all the work; benchmarks/cache.py
                  measures the cache)
  dry-run -jN     `python -m omnifix apply --dry-run --no-cache --jobs N TREE`

Wall-clock time is the best of `--repeat` runs (interpreter start-up included everywhere); peak
memory is the highest max RSS of the child and its descendants (wait4), i.e. of the largest single
process, not the sum over pool workers. The ratios are speed-ups (baseline seconds / seconds).
Exit codes 0/1/2 of omnifix are normal; files it could not process (exit 2) are counted.

Targets (reported PASS/FAIL; the script exits 0 unless a measurement crashed): on monorepo,
`check --jobs 1` at least 10x faster than parse; on jax, `check --jobs 1` no slower than
parse+codegen; on jax, `check --jobs 2` at least 1.6x faster than `check --jobs 1`. On old, as
time ratios (lower is better): `check --jobs 1` at most 1.0x parse+codegen (stretch 0.5x),
`apply --dry-run --jobs 1` at most 1.2x parse+codegen; and `check --jobs 2` at least 1.6x faster
than `check --jobs 1`. benchmarks/per_file.py checks single files of a tree.

    .venv/bin/python benchmarks/run.py [--trees jax,monorepo,old] [--repeat 3] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

JAX_PACKAGES = [  # (distribution, version): the jax tree
    ("flax", "0.12.8"),
    ("optax", "0.2.8"),
    ("chex", "0.1.92"),
    ("equinox", "0.13.8"),
    ("dm-haiku", "0.0.17"),
    ("distrax", "0.1.9"),
    ("rlax", "0.1.9"),
    ("jaxopt", "0.8.5"),
]
MONOREPO_PACKAGES = [  # the non-JAX part of the monorepo tree
    ("django", "5.2.19"),
]
OLD_PACKAGES = [  # (distribution, version): the old tree; the dates are those of the archives' files
    ("flax", "0.3.4"),  # 2021-05-18
    ("dm-haiku", "0.0.4"),  # 2021-04-12
    ("optax", "0.0.6"),  # 2021-03-26
    ("chex", "0.0.7"),  # 2021-05-04
    ("rlax", "0.0.4"),  # 2021-07-08
    ("numpyro", "0.6.0"),  # 2021-03-16
    ("jax-md", "0.1.13"),  # 2021-03-12
    ("neural-tangents", "0.3.6"),  # 2021-01-25
    ("jaxopt", "0.1"),  # 2021-10-14, its first release on PyPI
    ("trax", "1.3.7"),  # 2020-12-18
    ("jax", "0.2.9"),  # 2021-01-27, an sdist only (jax/_src/numpy/lax_numpy.py: 5,393 lines)
]
TREES = {"jax": JAX_PACKAGES, "monorepo": MONOREPO_PACKAGES, "old": OLD_PACKAGES}
JAX_SHARE = 0.05  # of the monorepo tree's files that import jax

CACHE = Path(__file__).resolve().parent / ".cache"
IMPORTS_JAX = re.compile(rb"^[ \t]*(?:import|from)[ \t]+jax\b", re.M)
BASELINE = """
import sys, libcst
failed = 0
for path in open(sys.argv[2], encoding="utf-8").read().splitlines():
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        module = libcst.parse_module(data)
        if sys.argv[1] == "codegen":
            module.code
    except Exception:
        failed += 1
print(failed)
"""


def download(name: str, version: str) -> Path:
    """The release's wheel, or its sdist when it has no wheel (`pip download` prefers a wheel)."""
    folder = CACHE / "wheels"
    stem = re.sub(r"[-_.]+", "_", name).lower()

    def cached() -> Path | None:
        for path in sorted(folder.iterdir()) if folder.is_dir() else ():
            if path.name.endswith(".whl"):
                dist, ver = path.name.split("-")[:2]
            elif path.name.endswith(".tar.gz"):
                dist, _, ver = path.name[: -len(".tar.gz")].rpartition("-")
            else:
                continue
            if re.sub(r"[-_.]+", "_", dist).lower() == stem and ver == version:
                return path
        return None

    if cached() is None:
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
        subprocess.run([*command, "-d", str(folder), f"{name}=={version}"], check=True)
    path = cached()
    if path is None:
        raise RuntimeError(f"pip download {name}=={version} left no wheel or sdist in {folder}")
    return path


def extract(path: Path, dest: Path) -> None:
    """The .py files of a wheel, or of an sdist without its top folder (`name-version/`)."""
    if path.name.endswith(".whl"):
        with zipfile.ZipFile(path) as archive:
            for member in archive.infolist():
                if member.filename.endswith(".py"):
                    archive.extract(member, dest)
        return
    with tarfile.open(path) as archive:
        for member in archive.getmembers():
            parts = Path(member.name).parts[1:]
            if not member.isfile() or not member.name.endswith(".py") or ".." in parts or not parts:
                continue
            target = dest.joinpath(*parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.extractfile(member).read())


def python_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if ".git" not in p.relative_to(root).parts)


def build(tree: str) -> Path:
    """The tree's folder, built unless the cache already holds it with the same pins."""
    root = CACHE / "trees" / tree
    if tree == "old":
        spec: dict = {"old": OLD_PACKAGES}
    else:
        spec = {
            "jax": JAX_PACKAGES,
            "monorepo": MONOREPO_PACKAGES + JAX_PACKAGES,
            "share": JAX_SHARE,
        }
    manifest = json.dumps({"tree": tree, **spec})
    if (root / "MANIFEST.json").is_file() and (root / "MANIFEST.json").read_text() == manifest:
        return root
    print(f"building {tree} tree in {root}", file=sys.stderr)
    partial = root.with_name(tree + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    for name, version in TREES[tree]:
        extract(download(name, version), partial / name)
    if tree == "monorepo":
        jax_root = build("jax")
        files = python_files(partial)
        have = sum(bool(IMPORTS_JAX.search(p.read_bytes())) for p in files)
        wanted = max(0, round(JAX_SHARE * len(files) / (1 - JAX_SHARE)) - have)
        pool = [p for p in python_files(jax_root) if IMPORTS_JAX.search(p.read_bytes())]
        for index in range(min(wanted, len(pool))):
            source = pool[index * len(pool) // wanted]
            target = partial / "jax-slice" / source.relative_to(jax_root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    subprocess.run(["git", "init", "-q", str(partial)], check=True)
    (partial / "MANIFEST.json").write_text(manifest)
    shutil.rmtree(root, ignore_errors=True)
    partial.rename(root)
    return root


def compile_omnifix(python: str) -> None:
    """Byte-compiles the `omnifix` and `codemods` packages that `python` imports, as `pip install`
    does: every run then measures an installed omnifix, also where PYTHONDONTWRITEBYTECODE is set
    (each process would compile them again: about 0.25 s)."""
    script = (
        "import compileall, os, codemods, omnifix\n"
        "for package in (omnifix, codemods):\n"
        "    compileall.compile_dir(os.path.dirname(package.__file__), quiet=1)\n"
    )
    subprocess.run([python, "-c", script], check=True)


def run_child(command: list[str], stdout: bool) -> tuple[float, float, float, int, str, str]:
    """(seconds, CPU seconds, peak MiB, exit code, stdout, stderr) of one fresh subprocess; the
    CPU time (user and system) includes that of the descendants it waited for (pool workers)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=out if stdout else subprocess.DEVNULL,
            stderr=err,
        )
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        texts = [stream.read().decode(errors="replace") for stream in (out, err)]
    peak = usage.ru_maxrss / (2**20 if sys.platform == "darwin" else 2**10)
    return seconds, usage.ru_utime + usage.ru_stime, peak, process.returncode, *texts


def measure(python: str, label: str, root: Path, listing: Path, total: int) -> dict:
    """One run of one measurement: seconds, CPU seconds, peak MiB, files processed and files that
    failed."""
    if label.startswith("parse"):
        mode = "codegen" if label == "parse+codegen" else "parse"
        seconds, cpu, peak, code, out, err = run_child(
            [python, "-c", BASELINE, mode, str(listing)], stdout=True
        )
        if code != 0:
            raise RuntimeError(f"{label} crashed (exit {code}):\n{err}")
        files, failed = total, int(out)
    else:
        verb, jobs = label.split(" -j")
        args = ["check"] if verb == "check" else ["apply", "--dry-run"]
        command = [python, "-m", "omnifix", *args, "--no-cache", "--jobs", jobs, str(root)]
        seconds, cpu, peak, code, _, err = run_child(command, stdout=False)
        summary = re.search(r"^(?:check|dry run): (\d+) files?", err, re.M)
        if code not in (0, 1, 2) or summary is None:
            raise RuntimeError(f"{' '.join(command)} crashed (exit {code}):\n{err[-3000:]}")
        files, failed = int(summary.group(1)), len(re.findall(r"^error: ", err, re.M))
    return {
        "seconds": seconds,
        "cpu_seconds": cpu,
        "peak_mib": peak,
        "files": files,
        "failed": failed,
    }


def prefiltered(python: str, listing: Path) -> int:
    """How many of the listed files pass some codemod's byte pre-filter (only those can be parsed)."""
    code = (
        "import sys; from omnifix import registry\n"
        "paths = open(sys.argv[1], encoding='utf-8').read().splitlines()\n"
        "print(sum(any(c.prefilter(open(p, 'rb').read()) for c in registry.all_codemods()) for p in paths))"
    )
    return int(
        subprocess.run(
            [python, "-c", code, str(listing)], capture_output=True, text=True, check=True
        ).stdout
    )


LABELS = ["parse", "parse+codegen", "check -j1", "check -j2", "dry-run -j1", "dry-run -j2"]


def bench_tree(python: str, tree: str, repeat: int) -> dict:
    root = build(tree)
    files = python_files(root)
    share = sum(bool(IMPORTS_JAX.search(p.read_bytes())) for p in files) / len(files)
    size = sum(p.stat().st_size for p in files) / 2**20
    runs: dict[str, list[dict]] = {label: [] for label in LABELS}
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8") as listing:
        listing.write("".join(f"{p}\n" for p in files))
        listing.flush()
        screened = prefiltered(python, Path(listing.name))
        print(f"\n== {tree}: {len(files)} files, {size:.1f} MiB, {share:.1%} import jax ({root})")
        print(
            f"{screened} files pass omnifix's pre-filter (only those can be parsed by check/apply)"
        )
        for attempt in range(repeat):  # interleaved, so that drift hits every measurement alike
            for label in LABELS:
                result = measure(python, label, root, Path(listing.name), len(files))
                print(
                    f"  [{attempt + 1}/{repeat}] {label:<14} {result['seconds']:7.2f} s"
                    f" ({result['cpu_seconds']:.2f} CPU s)",
                    file=sys.stderr,
                )
                runs[label].append(result)
    best = {
        label: {
            **min(rs, key=lambda r: r["seconds"]),
            "cpu_seconds": min(r["cpu_seconds"] for r in rs),
            "peak_mib": max(r["peak_mib"] for r in rs),
        }
        for label, rs in runs.items()
    }
    print(
        f"{'measurement':<15}{'seconds':>9}{'cpu s':>8}{'files/s':>10}{'peak MiB':>10}"
        f"{'vs parse':>10}{'vs p+cg':>9}  notes"
    )
    for label, r in best.items():
        r["files_per_s"] = r["files"] / r["seconds"]
        r["vs_parse"] = best["parse"]["seconds"] / r["seconds"]
        r["vs_parse_codegen"] = best["parse+codegen"]["seconds"] / r["seconds"]
        notes = []
        if r["files"] != len(files):
            notes.append(f"saw {r['files']} files")
        if r["failed"]:
            notes.append(f"{r['failed']} files failed")
        print(
            f"{label:<15}{r['seconds']:9.2f}{r['cpu_seconds']:8.2f}{r['files_per_s']:10.1f}{r['peak_mib']:10.1f}"
            f"{r['vs_parse']:9.2f}x{r['vs_parse_codegen']:8.2f}x  {', '.join(notes)}"
        )
    return {
        "root": str(root),
        "files": len(files),
        "mib": size,
        "jax_share": share,
        "prefilter_matches": screened,
        "measurements": best,
    }


def targets(results: dict) -> list[dict]:
    """The goals, each as a speed-up that must reach `goal` ("higher") or as a time ratio that
    must not exceed it ("lower"). Wall-clock times decide; the same ratio of CPU times is given
    beside those of one process, which other load on the machine disturbs less."""
    found = []

    def of(tree: str, label: str, base: str, better: str) -> tuple[float, float]:
        m = results[tree]["measurements"]
        ratios = [m[base][key] / m[label][key] for key in ("seconds", "cpu_seconds")]
        return tuple(ratios if better == "higher" else [1 / r for r in ratios])

    if "monorepo" in results:
        found.append(
            (
                "monorepo: check -j1 vs parse",
                *of("monorepo", "check -j1", "parse", "higher"),
                10.0,
                "higher",
            )
        )
    if "jax" in results:
        found.append(
            (
                "jax: check -j1 vs parse+codegen",
                *of("jax", "check -j1", "parse+codegen", "higher"),
                1.0,
                "higher",
            )
        )
        found.append(
            (
                "jax: check -j2 vs check -j1",
                of("jax", "check -j2", "check -j1", "higher")[0],
                None,
                1.6,
                "higher",
            )
        )
    if "old" in results:
        check = of("old", "check -j1", "parse+codegen", "lower")
        found.append(("old: check -j1 time / parse+codegen", *check, 1.0, "lower"))
        found.append(("old: the same, stretch goal", *check, 0.5, "lower"))
        dry_run = of("old", "dry-run -j1", "parse+codegen", "lower")
        found.append(("old: dry-run -j1 time / parse+codegen", *dry_run, 1.2, "lower"))
        found.append(
            (
                "old: check -j2 vs check -j1",
                of("old", "check -j2", "check -j1", "higher")[0],
                None,
                1.6,
                "higher",
            )
        )
    return [
        {
            "target": name,
            "value": value,
            "cpu_value": cpu,
            "goal": goal,
            "better": better,
            "passed": value >= goal if better == "higher" else value <= goal,
        }
        for name, value, cpu, goal, better in found
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--trees", default="jax,monorepo,old", help="comma-separated: jax, monorepo, old"
    )
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs per measurement; the best counts"
    )
    parser.add_argument(
        "--python", default=sys.executable, help="interpreter with omnifix and libcst"
    )
    parser.add_argument("--json", metavar="PATH", help="also write the numbers here")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # keep the table in step with progress on stderr
    trees = [t.strip() for t in args.trees.split(",") if t.strip()]
    if not trees or any(t not in TREES for t in trees) or args.repeat < 1:
        parser.error("--trees takes jax, monorepo and/or old; --repeat must be at least 1")
    compile_omnifix(args.python)
    results = {tree: bench_tree(args.python, tree, args.repeat) for tree in trees}
    checks = targets(results)
    print("\ntargets (speed-ups: higher is better; time ratios: lower is better):")
    for t in checks:
        goal = f"goal {'>=' if t['better'] == 'higher' else '<='} {t['goal']}x"
        cpu = "" if t["cpu_value"] is None else f"; in CPU time {t['cpu_value']:.2f}x"
        print(
            f"  {'PASS' if t['passed'] else 'FAIL'}  {t['target']:<38} {t['value']:7.2f}x  ({goal}{cpu})"
        )
    if args.json:
        document = {
            "python": args.python,
            "repeat": args.repeat,
            "packages": TREES,
            "trees": results,
            "targets": checks,
        }
        Path(args.json).write_text(json.dumps(document, indent=2) + "\n")


if __name__ == "__main__":
    main()
