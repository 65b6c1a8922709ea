import os
import shutil
import tempfile

import pytest

_SESSION_CACHE = tempfile.mkdtemp(prefix="omnifix-cache-")
# before test modules are imported: some copy os.environ for their subprocesses at import
os.environ["OMNIFIX_CACHE_DIR"] = _SESSION_CACHE


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the default options): a test process per core, at most four. Within a file the
    tests run in one process (`--dist loadfile`: a file's shared setup, such as a batch of golden
    runs, is made once); the behaviour tests start jax processes of their own besides."""
    return max(1, min(4, os.cpu_count() or 1))


def pytest_unconfigure(config):
    shutil.rmtree(_SESSION_CACHE, ignore_errors=True)


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="Rewrite golden expected files (and findings files) from the current output.",
    )


@pytest.fixture
def update_golden(request):
    return request.config.getoption("--update-golden")


@pytest.fixture(autouse=True)
def _cache_folder(tmp_path_factory, monkeypatch):
    """Each test gets a cache folder of its own (`OMNIFIX_CACHE_DIR`, inherited by the omnifix
    processes tests start), so no test sees another's results and none writes into the repo."""
    monkeypatch.setenv("OMNIFIX_CACHE_DIR", str(tmp_path_factory.mktemp("omnifix-cache")))
