"""Atomic writes: `write_atomic` itself, and `omnifix apply` interrupted by SIGKILL, SIGTERM or SIGINT
(every file must stay fully old or become fully new; a clean interrupt leaves no temporary file)."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from omnifix import registry
from omnifix.engine import process_bytes
from omnifix.results import Options
from omnifix.write import Conflict, write_atomic
from tests.helpers import omnifix

TEMPORARY = ".omnifix-tmp-"


def leftovers(root: Path) -> list[Path]:
    return sorted(path for path in root.rglob("*") if TEMPORARY in path.name)


def python_file(tmp_path: Path, data: bytes = b"old = 1\n", mode: int = 0o644) -> Path:
    path = tmp_path / "mod.py"
    path.write_bytes(data)
    path.chmod(mode)
    return path


# write_atomic ---------------------------------------------------------------------------------


def test_content_is_replaced_mode_bits_kept_and_no_temporary_file_left(tmp_path):
    path = python_file(tmp_path, mode=0o751)
    write_atomic(str(path), b"new = 2\n")
    assert path.read_bytes() == b"new = 2\n"
    assert path.stat().st_mode & 0o7777 == 0o751
    assert [p.name for p in tmp_path.iterdir()] == ["mod.py"]


def test_writing_through_a_symlink_updates_the_target_and_keeps_the_link(tmp_path):
    target = python_file(tmp_path)
    link = tmp_path / "link.py"
    link.symlink_to("mod.py")
    write_atomic(str(link), b"new = 2\n")
    assert target.read_bytes() == b"new = 2\n"
    assert link.is_symlink() and os.readlink(link) == "mod.py"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.py", "mod.py"]


def test_a_digest_mismatch_raises_conflict_and_leaves_the_file_untouched(tmp_path):
    path = python_file(tmp_path)
    with pytest.raises(Conflict, match="changed since it was read"):
        write_atomic(
            str(path), b"new = 2\n", hashlib.sha256(b"what was read earlier\n").hexdigest()
        )
    assert path.read_bytes() == b"old = 1\n"
    assert leftovers(tmp_path) == []
    write_atomic(str(path), b"new = 2\n", hashlib.sha256(b"old = 1\n").hexdigest())
    assert path.read_bytes() == b"new = 2\n"


@pytest.mark.parametrize("step", ["fsync", "chmod", "replace"])
def test_a_failure_mid_write_leaves_the_original_and_no_temporary_file(tmp_path, monkeypatch, step):
    path = python_file(tmp_path, mode=0o640)

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, step, fail)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(str(path), b"new = 2\n")
    monkeypatch.undo()
    assert path.read_bytes() == b"old = 1\n"
    assert path.stat().st_mode & 0o7777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["mod.py"]


def test_an_interrupt_just_after_the_temporary_file_is_created_removes_it(tmp_path, monkeypatch):
    """A signal handler may raise at any bytecode boundary, e.g. right after the file exists."""
    path = python_file(tmp_path)
    real_open = os.open

    def open_then_interrupt(name, *args, **kwargs):
        descriptor = real_open(name, *args, **kwargs)
        if TEMPORARY in os.fspath(name):
            raise KeyboardInterrupt
        return descriptor

    monkeypatch.setattr(os, "open", open_then_interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(str(path), b"new = 2\n")
    monkeypatch.undo()
    assert path.read_bytes() == b"old = 1\n"
    assert [p.name for p in tmp_path.iterdir()] == ["mod.py"]


# interrupting `omnifix apply` -----------------------------------------------------------------

COUNT = 400
REWRITTEN_BEFORE_SIGNAL = 5


@pytest.fixture(scope="module")
def rewrites() -> list[tuple[bytes, bytes]]:
    """COUNT distinct sources with an omnistaging toggle: (old bytes, expected new bytes) each."""
    codemods = registry.all_codemods()
    pairs = []
    for i in range(COUNT):
        old = f"import jax\n\njax.config.disable_omnistaging()\nx = {i}\n# file {i}\n".encode()
        new = process_bytes(f"mod_{i:03d}.py", old, codemods, Options()).new
        assert new is not None and f"x = {i}\n".encode() in new
        assert (
            b"omnistaging" not in new and b"import jax" not in new
        )  # jax is unused once the toggle is gone
        pairs.append((old, new))
    return pairs


def toggle_tree(root: Path, rewrites: list[tuple[bytes, bytes]]) -> dict[Path, tuple[bytes, bytes]]:
    """The old sources written under `root`: path -> (old bytes, expected new bytes)."""
    root.mkdir()
    files = {root / f"mod_{i:03d}.py": pair for i, pair in enumerate(rewrites)}
    for path, (old, _) in files.items():
        path.write_bytes(old)
    return files


def start_apply(root: Path, log: Path) -> subprocess.Popen:
    with log.open("wb") as stderr:
        return subprocess.Popen(
            [sys.executable, "-m", "omnifix", "apply", "--jobs", "1", str(root)],
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            preexec_fn=lambda: signal.signal(
                signal.SIGINT, signal.SIG_DFL
            ),  # as from a terminal, even if ignored here
        )


def replaced(root: Path, inodes: dict[str, int]) -> int:
    """How many of the files have been replaced (a rename gives a file a new inode)."""
    return sum(
        1
        for entry in os.scandir(root)
        if entry.name in inodes and entry.inode() != inodes[entry.name]
    )


def wait_for_rewrites(
    process: subprocess.Popen,
    root: Path,
    inodes: dict[str, int],
    log: Path,
    count: int,
    timeout: float = 15,
) -> None:
    deadline = time.monotonic() + timeout
    while replaced(root, inodes) < count:
        if process.poll() is not None:
            pytest.fail(
                f"omnifix exited ({process.returncode}) before it was interrupted:\n{log.read_text()}"
            )
        if time.monotonic() > deadline:
            process.kill()
            process.wait()
            pytest.fail(f"fewer than {count} files rewritten after {timeout} s")
        time.sleep(0.005)


def interrupt(root: Path, log: Path, signum: int) -> int:
    """Run `omnifix apply` on `root`, send `signum` once a few files are rewritten; its exit code."""
    inodes = {entry.name: entry.inode() for entry in os.scandir(root)}
    process = start_apply(root, log)
    wait_for_rewrites(process, root, inodes, log, REWRITTEN_BEFORE_SIGNAL)
    process.send_signal(signum)
    try:
        return process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        pytest.fail(f"omnifix did not stop within 15 s of signal {signum}")


def assert_each_file_old_or_new(files: dict[Path, tuple[bytes, bytes]]) -> None:
    contents = {path: path.read_bytes() for path in files}
    mixed = [path.name for path, (old, new) in files.items() if contents[path] not in (old, new)]
    assert mixed == [], "neither old nor new"
    rewritten = sum(contents[path] == new for path, (old, new) in files.items())
    assert REWRITTEN_BEFORE_SIGNAL <= rewritten < COUNT, "the run was not interrupted half-way"


def assert_rerun_completes(root: Path, files: dict[Path, tuple[bytes, bytes]]) -> None:
    result = omnifix(
        "apply", str(root), cwd=root.parent, timeout=60
    )  # all cores: the pool path too
    assert result.returncode == 0, result.stderr
    assert [path.name for path, (old, new) in files.items() if path.read_bytes() != new] == []


def test_sigkill_leaves_every_file_fully_old_or_fully_new(tmp_path, rewrites):
    files = toggle_tree(tmp_path / "src", rewrites)
    assert interrupt(tmp_path / "src", tmp_path / "stderr", signal.SIGKILL) == -signal.SIGKILL
    assert_each_file_old_or_new(files)
    assert_rerun_completes(tmp_path / "src", files)  # any leftover temporary file is not taken


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_sigterm_and_sigint_stop_cleanly_with_exit_code_130(tmp_path, rewrites, signum):
    files = toggle_tree(tmp_path / "src", rewrites)
    log = tmp_path / "stderr"
    assert interrupt(tmp_path / "src", log, signum) == 130, log.read_text()
    assert "interrupted" in log.read_text()
    assert_each_file_old_or_new(files)
    assert leftovers(tmp_path) == []
    assert_rerun_completes(tmp_path / "src", files)
