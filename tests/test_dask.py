"""`--executor dask`: a Dask `LocalCluster` (two worker processes, one thread each, started once for
the module) gives the same bytes, exit codes and trees as `--executor local --jobs 1`, for
`check`, `apply --dry-run`, `apply` and `apply --verify`; and the ways it cannot run say so in one
line, with exit 2."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pytest

from tests.helpers import omnifix

distributed = pytest.importorskip(
    "distributed", reason="the dask extra (distributed) is not installed"
)

ROOT = Path(__file__).resolve().parent.parent
HAS_JAX = importlib.util.find_spec("jax") is not None


@pytest.fixture(scope="module")
def scheduler():
    cluster = distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, dashboard_address=":0", scheduler_port=0
    )
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def _tree(root: Path) -> Path:
    """The demo and every golden case over several modules (so that the cross-file phase runs), as
    one tree."""
    shutil.copytree(ROOT / "examples", root / "examples")
    for case in sorted((ROOT / "golden").glob("*/*/input")):
        shutil.copytree(case, root / "golden" / case.parent.parent.name / case.parent.name)
    return root


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def _both(root: Path, scheduler: str, *args: str):
    """Without the cache, so that the cluster does all the work."""
    local = omnifix(*args, "--executor", "local", "--jobs", "1", "--no-cache", cwd=root)
    dask = omnifix(*args, "--executor", "dask", "--scheduler", scheduler, "--no-cache", cwd=root)
    return local, dask


def test_with_the_cache_a_rerun_on_the_cluster_says_the_same(tmp_path, scheduler):
    """The first run's workers fill the cache (absolute paths); the second loads it here."""
    root = _tree(tmp_path)
    local = omnifix("apply", "--dry-run", "--no-cache", ".", cwd=root)
    cache = tmp_path / "cache"
    runs = [
        omnifix(
            "apply",
            "--dry-run",
            "--executor",
            "dask",
            "--scheduler",
            scheduler,
            "--cache-dir",
            str(cache),
            ".",
            cwd=root,
        )
        for _ in range(2)
    ]
    for run in runs:
        assert (run.returncode, run.stdout, run.stderr) == (
            local.returncode,
            local.stdout,
            local.stderr,
        )
    assert [p for p in cache.rglob("*") if p.is_file() and len(p.name) == 38]


def test_check_json_is_the_same_as_the_local_run(tmp_path, scheduler):
    root = _tree(tmp_path)
    local, dask = _both(root, scheduler, "check", "--format", "json", ".")
    assert local.returncode == 1, local.stderr.decode()
    assert (dask.returncode, dask.stdout, dask.stderr) == (
        local.returncode,
        local.stdout,
        local.stderr,
    )
    assert b'"path": "golden/thread-prng-keys/across_modules/' in dask.stdout


def test_dry_run_diff_is_the_same_as_the_local_run(tmp_path, scheduler):
    root = _tree(tmp_path)
    local, dask = _both(root, scheduler, "apply", "--dry-run", ".")
    assert local.returncode == 1 and local.stdout, local.stderr.decode()
    assert (dask.returncode, dask.stdout, dask.stderr) == (
        local.returncode,
        local.stdout,
        local.stderr,
    )


def test_apply_writes_the_same_tree_as_the_local_run(tmp_path, scheduler):
    here, there = _tree(tmp_path / "local"), _tree(tmp_path / "dask")
    before = _files(here)
    local = omnifix("apply", "--executor", "local", "--jobs", "1", ".", cwd=here)
    dask = omnifix("apply", "--executor", "dask", "--scheduler", scheduler, ".", cwd=there)
    assert (dask.returncode, dask.stdout, dask.stderr) == (
        local.returncode,
        local.stdout,
        local.stderr,
    )
    assert _files(here) != before
    assert _files(there) == _files(here)


def test_the_runner_gives_equal_results_for_absolute_and_relative_paths(
    tmp_path, scheduler, monkeypatch
):
    """In this process: the results (paths as given, findings, texts, what was published to other
    files) equal those of `--jobs 1`."""
    from omnifix import registry, runner
    from omnifix.cluster import Cluster
    from omnifix.results import Options

    root = _tree(tmp_path)
    monkeypatch.chdir(root)
    files = sorted(str(p.relative_to(root)) for p in root.rglob("*.py"))
    selected = registry.select([], [])
    cluster = Cluster.connect(scheduler)
    try:
        there = list(runner.run(files, selected, Options(), 1, cluster=cluster))
    finally:
        cluster.close()
    here = list(runner.run(files, selected, Options(), 1))
    assert [r.path for r in there] == files
    assert there == here
    assert sum(r.changed for r in there) >= 5


@pytest.mark.slow
@pytest.mark.skipif(not HAS_JAX, reason="the verify extra (jax) is not installed")
def test_apply_verify_gives_the_same_outcomes_as_the_local_run(tmp_path, scheduler):
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    local, dask = _both(
        tmp_path, scheduler, "apply", "--dry-run", "--verify", "--format", "json", "examples"
    )
    assert local.returncode == 1, local.stderr.decode()
    assert (
        b'"VERIFIED": 8' in local.stdout
    )  # ex1, init, their modules and programs; toggle's module and program
    assert (dask.returncode, dask.stdout, dask.stderr) == (
        local.returncode,
        local.stdout,
        local.stderr,
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (["--executor", "dask"], b"--scheduler"),
        (["--scheduler", "tcp://127.0.0.1:8786"], b"needs --executor dask"),
        (["--executor", "spark", "--scheduler", "x:1"], b"is not one of local, dask"),
    ],
)
def test_usage_errors(tmp_path, args, message):
    found = omnifix("check", *args, ".", cwd=tmp_path)
    assert found.returncode == 2 and message in found.stderr and not found.stdout, found.stderr


def test_a_malformed_scheduler_address(tmp_path):
    found = omnifix(
        "apply", "--dry-run", "--executor", "dask", "--scheduler", "no-port-here", ".", cwd=tmp_path
    )
    assert found.returncode == 2 and not found.stdout
    assert (
        found.stderr.decode().strip()
        == "error: cannot reach the Dask scheduler at no-port-here: missing port number in address 'no-port-here'"
    )


@pytest.mark.slow
def test_an_unreachable_scheduler(tmp_path):
    """After the connection timeout (10 s), one line."""
    found = omnifix(
        "verify", "--executor", "dask", "--scheduler", "tcp://127.0.0.1:9", ".", cwd=tmp_path
    )
    assert found.returncode == 2 and not found.stdout
    [line] = found.stderr.decode().strip().splitlines()
    assert line.startswith("error: cannot reach the Dask scheduler at tcp://127.0.0.1:9: ")


def test_without_distributed_installed(tmp_path):
    hidden = tmp_path / "hide" / "distributed"
    hidden.mkdir(parents=True)
    (hidden / "__init__.py").write_text("raise ImportError('hidden for the test')\n")
    env = {
        "PYTHONPATH": os.pathsep.join([str(tmp_path / "hide"), os.environ.get("PYTHONPATH", "")])
    }
    found = omnifix(
        "check",
        "--executor",
        "dask",
        "--scheduler",
        "tcp://127.0.0.1:8786",
        ".",
        cwd=tmp_path,
        env=env,
    )
    assert found.returncode == 2 and not found.stdout
    assert (
        found.stderr.decode().strip()
        == "error: --executor dask needs dask.distributed: pip install 'omnifix[dask]'"
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs /proc/self")
def test_workers_that_do_not_see_the_files(tmp_path, scheduler):
    """`/proc/self/cwd/...` is this folder here and the worker's own folder there: the same
    absolute path naming different places, as on machines without a shared filesystem."""
    (tmp_path / "ex1.py").write_bytes((ROOT / "examples" / "ex1.py").read_bytes())
    found = omnifix(
        "check", "--executor", "dask", "--scheduler", scheduler, "/proc/self/cwd/", cwd=tmp_path
    )
    assert found.returncode == 2 and not found.stdout
    [line] = found.stderr.decode().strip().splitlines()
    assert (
        line.startswith("error: Dask worker tcp://")
        and "does not see /proc/self/cwd/ex1.py" in line
    )
    assert "same absolute paths" in line
