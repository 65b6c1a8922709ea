"""--changed-since REV: only the files changed since a git revision, within the paths given."""

from __future__ import annotations

import subprocess

from tests.helpers import CLEAN, TOGGLE, omnifix, tree


def _git(*args: str, cwd) -> str:
    return subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=cwd,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def test_committed_staged_unstaged_and_untracked_files_are_taken(tmp_path):
    tree(
        tmp_path,
        {
            ".gitignore": "ignored.py\n",
            "same.py": TOGGLE,
            "edited.py": CLEAN,
            "staged.py": CLEAN,
            "pkg/committed.py": CLEAN,
            "gone.py": CLEAN,
        },
    )
    _git("init", "-q", cwd=tmp_path)
    _git("add", ".", cwd=tmp_path)
    _git("commit", "-q", "-m", "base", cwd=tmp_path)
    base = _git("rev-parse", "HEAD", cwd=tmp_path)
    tree(tmp_path, {"pkg/committed.py": TOGGLE})
    _git("commit", "-q", "-am", "later", cwd=tmp_path)
    tree(
        tmp_path,
        {
            "edited.py": TOGGLE,
            "staged.py": TOGGLE,
            "new.py": TOGGLE,
            "pkg/untracked.py": TOGGLE,
            "ignored.py": TOGGLE,
        },
    )
    _git("add", "staged.py", cwd=tmp_path)
    (tmp_path / "gone.py").unlink()

    result = omnifix("check", "--changed-since", base, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    reported = sorted(line.split(":")[0] for line in result.stdout.decode().splitlines())
    assert reported == ["edited.py", "new.py", "pkg/committed.py", "pkg/untracked.py", "staged.py"]
    assert (
        b"check: 5 files" in result.stderr
    )  # same.py (unchanged) and ignored.py are not looked at

    within = omnifix("check", "--changed-since", base, "pkg", "same.py", cwd=tmp_path)
    assert sorted(line.split(":")[0] for line in within.stdout.decode().splitlines()) == [
        "pkg/committed.py",
        "pkg/untracked.py",
    ]
    inside = omnifix("apply", "--dry-run", "--changed-since", "HEAD", ".", cwd=tmp_path / "pkg")
    assert inside.stdout.startswith(
        b"--- a/untracked.py\n"
    )  # paths stay relative to the folder it ran in
    assert (
        omnifix("check", "--changed-since", "HEAD", "pkg/committed.py", cwd=tmp_path).returncode
        == 0
    )


def test_an_unknown_revision_or_no_git_is_a_usage_error(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE})
    outside = omnifix("check", "--changed-since", "HEAD", cwd=tmp_path)
    assert outside.returncode == 2 and outside.stdout == b""
    assert (
        outside.stderr.startswith(b"error: --changed-since: ") and outside.stderr.count(b"\n") == 1
    )
    _git("init", "-q", cwd=tmp_path)
    _git("commit", "-q", "--allow-empty", "-m", "base", cwd=tmp_path)
    unknown = omnifix("check", "--changed-since", "no-such-rev", cwd=tmp_path)
    assert (
        unknown.returncode == 2
        and unknown.stderr == b"error: --changed-since: not a commit: 'no-such-rev'\n"
    )
