"""What a new user meets first (issue 20): diffs that apply from outside the tree, a progress bar
that counts what finished, the findings a diff leaves out, honest summaries and words, colour on a
terminal only, read-only and binary files, case-insensitive codes, `explain`'s order."""

from __future__ import annotations

import json
import os
import pty
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import CLEAN, TOGGLE, TOGGLE_FIXED, omnifix, tree
from omnifix import cli, registry
from omnifix.cli import app
from omnifix.results import Options
from omnifix.runner import run

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
MANUAL = "import jax\nflag = jax.config.enable_omnistaging()\n"  # OMS001 for manual review: the value is used
ANSI = re.compile(rb"\x1b\[[0-9;]*m")


def _git_init(folder: Path) -> None:
    subprocess.run(["git", "init", "-q"], cwd=folder, check=True)


def _named_folder(stderr: bytes) -> Path:
    """The folder the note on stderr says to run `git apply` in."""
    match = re.search(rb"apply them from there: cd (\S+) && git apply\n", stderr)
    assert match, stderr
    return Path(match.group(1).decode())


def _pty_run(*args: str, cwd: Path, env: dict | None = None, stream: str = "stderr") -> tuple[int, bytes, bytes]:
    """`omnifix args` with `stream` on a terminal: (exit code, what the terminal got, the other stream)."""
    main, side = pty.openpty()
    handles = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, stream: side}
    process = subprocess.Popen([sys.executable, "-m", "omnifix", *args], cwd=cwd, env={**os.environ, **(env or {})},
                               stdout=handles["stdout"], stderr=handles["stderr"])
    os.close(side)
    seen = b""
    while True:
        try:
            data = os.read(main, 65536)
        except OSError:  # the terminal closed
            break
        if not data:
            break
        seen += data
    other = (process.stdout if stream == "stderr" else process.stderr).read()
    process.wait(timeout=120)
    os.close(main)
    return process.returncode, seen, other


# 7. read-only and binary files --------------------------------------------------------------------

def test_read_only_file_is_refused_with_one_line(tmp_path):
    path = tree(tmp_path, {"ro.py": TOGGLE, "rw.py": TOGGLE}) / "ro.py"
    path.chmod(0o444)
    result = omnifix("apply", "--no-cache", ".", cwd=tmp_path)
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith(b"error:")]
    assert errors == [b"error: ro.py: cannot write: read-only file (mode 0444); not written"]
    assert path.read_text() == TOGGLE and path.stat().st_mode & 0o777 == 0o444
    assert (tmp_path / "rw.py").read_text() == TOGGLE_FIXED


@pytest.mark.parametrize("content", [b"\x7fELF\x02\x01\x01\x00\x00\x00binary", b"\x89PNG\r\n\x1a\n\x00\x00jax\x00"])
def test_binary_file_named_py_is_one_line_whether_or_not_it_mentions_jax(tmp_path, content):
    tree(tmp_path, {"x.py": content, "good.py": TOGGLE})
    result = omnifix("apply", "--no-cache", ".", cwd=tmp_path)
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith(b"error:")]
    assert errors == [b"error: x.py: binary file (it has NUL bytes), not Python source; not processed"]
    assert (tmp_path / "x.py").read_bytes() == content and (tmp_path / "good.py").read_text() == TOGGLE_FIXED


# 9. codes in any case; explain leads with the summary and the example -----------------------------

def test_codes_are_case_insensitive(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE})
    explained = omnifix("explain", "shp001", cwd=tmp_path)
    assert explained.returncode == 0 and explained.stdout.startswith(b"SHP001 host-shape-math")
    assert omnifix("check", "--no-cache", "--select", "oms", ".", cwd=tmp_path).returncode == 1
    assert omnifix("check", "--no-cache", "--ignore", "oms001", ".", cwd=tmp_path).returncode == 0
    assert omnifix("check", "--no-cache", "--select", "Remove-Omnistaging-Toggles", ".", cwd=tmp_path).returncode == 1


@pytest.mark.parametrize("code", [cls.CODE for cls in registry.all_codemods()])
def test_explain_leads_with_the_summary_and_the_example(tmp_path, code):
    text = omnifix("explain", code, cwd=tmp_path).stdout.decode()
    cls = registry.find(code)
    lines = text.splitlines()
    assert lines[0] == f"{cls.CODE} {cls.NAME} (fix: {cls.TIER.value})"
    assert lines[2].startswith(f"{cls.CODE} {cls.NAME}: ")
    headings = [line for line in lines if line.startswith("## ")]
    assert headings[:4] == ["## Example", "## What it does", "## Why", "## Limitations"]

