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

from omnifix import cli, registry
from omnifix.cli import app
from omnifix.progress import SLOW, Progress
from omnifix.report import formats
from omnifix.results import Options
from omnifix.runner import run
from tests.helpers import CLEAN, TOGGLE, TOGGLE_FIXED, omnifix, tree

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


def _pty_run(
    *args: str, cwd: Path, env: dict | None = None, stream: str = "stderr"
) -> tuple[int, bytes, bytes]:
    """`omnifix args` with `stream` (`stdout`, `stderr` or `both`) on a terminal: (exit code, what
    the terminal got, the other stream)."""
    main, side = pty.openpty()
    handles = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, stream: side}
    if stream == "both":
        handles = {"stdout": side, "stderr": side}
    process = subprocess.Popen(
        [sys.executable, "-m", "omnifix", *args],
        cwd=cwd,
        env={**os.environ, **(env or {})},
        stdout=handles["stdout"],
        stderr=handles["stderr"],
    )
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
    other = (
        b""
        if stream == "both"
        else (process.stdout if stream == "stderr" else process.stderr).read()
    )
    process.wait(timeout=120)
    os.close(main)
    return process.returncode, seen, other


# 1. a dry run of a path outside the current folder -----------------------------------------------


@pytest.mark.parametrize("in_git", [True, False])
def test_dry_run_outside_the_current_folder_applies_where_it_says(tmp_path, in_git):
    vendor = tmp_path / "vendor"
    shutil.copytree(EXAMPLES, vendor / "lib" / "examples")
    if in_git:
        _git_init(vendor)
    (tmp_path / "checkout").mkdir()
    dry = omnifix("apply", "--dry-run", "--no-cache", "../vendor/lib", cwd=tmp_path / "checkout")
    assert dry.returncode == 1, dry.stderr
    assert b"/.." not in dry.stdout and b" a/.." not in dry.stdout
    folder = _named_folder(dry.stderr)
    assert folder == (vendor if in_git else vendor / "lib" / "examples")
    assert dry.stdout.startswith(b"--- a/" + (b"lib/examples/" if in_git else b"") + b"ex1.py\n")
    for check in (["git", "apply", "--check"], ["git", "apply"]):
        subprocess.run(check, cwd=folder, input=dry.stdout, check=True)
    assert (
        omnifix("apply", "--dry-run", "--no-cache", ".", cwd=vendor).stdout == b""
    )  # all of it applied


def test_paths_inside_the_current_folder_stay_relative_to_it(tmp_path):
    tree(tmp_path, {"pkg/a.py": TOGGLE})
    dry = omnifix("apply", "--dry-run", "--no-cache", str(tmp_path / "pkg"), cwd=tmp_path)
    assert dry.stdout.startswith(b"--- a/pkg/a.py\n+++ b/pkg/a.py\n")
    assert b"note:" not in dry.stderr
    doc = json.loads(omnifix("check", "--format", "json", "--no-cache", "pkg", cwd=tmp_path).stdout)
    assert doc["files"][0]["diff"].startswith("--- a/pkg/a.py")


# 2. progress: finished work counted as it finishes -------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_counts_files_as_they_finish_in_any_order():
    clock = Clock()
    progress = Progress(clock)
    progress.start("transform", ["big.py", "b.py", "c.py", "d.py"], finished=2)
    assert (progress.phase, progress.done, progress.total) == ("transforming", 2, 6)
    clock.now += 1
    progress.finished("c.py")
    progress.finished("d.py")
    progress.finished("d.py")  # told twice: counted once
    progress.finished("other.py")  # not of this phase
    assert progress.done == 4 and progress.rate() == 4.0
    assert progress.waiting() is None  # a file finished just now
    clock.now += SLOW + 10
    assert progress.waiting() == ("big.py", SLOW + 10)  # the first handed out that has not finished
    assert (
        progress.describe()
        == f"transforming 4/6 files, {4 / (SLOW + 11):.1f} files/s; waiting for big.py (12 s)"
    )
    progress.finished("big.py")
    clock.now += SLOW
    assert progress.waiting() == ("b.py", SLOW)
    progress.start("survey", ["x.py"])
    assert (progress.phase, progress.done, progress.total, progress.waiting()) == (
        "screening",
        0,
        1,
        None,
    )


class Recorder:
    """A `Progress` that records what the runner tells it."""

    def __init__(self) -> None:
        self.phases: list[tuple[str, list[str], int]] = []
        self.finished_paths: list[list[str]] = []

    def start(self, kind, paths, finished=0):
        self.phases.append((kind, list(paths), finished))
        self.finished_paths.append([])

    def finished(self, path):
        self.finished_paths[-1].append(path)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(
    "codes", [("OMS001",), ("OMS001", "PRK001")]
)  # one phase; phases across files
def test_runner_tells_progress_of_every_file_once_per_phase(tmp_path, jobs, codes):
    files = [
        str(tree(tmp_path, {f"m{i:02d}.py": TOGGLE if i % 2 else CLEAN}) / f"m{i:02d}.py")
        for i in range(30)
    ]
    recorder = Recorder()
    results = list(
        run(files, tuple(registry.find(c) for c in codes), Options(), jobs, progress=recorder)
    )
    assert [r.path for r in results] == files
    assert recorder.phases
    for (kind, paths, finished), done in zip(recorder.phases, recorder.finished_paths):
        assert sorted(done) == sorted(paths), kind  # each task's file, once, in whatever order
    kind, paths, finished = recorder.phases[-1]
    assert kind == "transform" and len(paths) + finished == len(files)


def test_progress_bar_on_a_terminal_shows_counts_and_speed(tmp_path):
    tree(tmp_path, {f"m{i:03d}.py": TOGGLE for i in range(cli._PROGRESS_FILES)})
    code, terminal, stdout = _pty_run("check", "--no-cache", "--jobs", "2", ".", cwd=tmp_path)
    assert code == 1
    assert f"transforming {cli._PROGRESS_FILES}/{cli._PROGRESS_FILES} files".encode() in terminal
    assert b" files/s" in terminal
    assert b"files/s" not in stdout and stdout.count(b"OMS001") == cli._PROGRESS_FILES


# 3. the findings a diff leaves out ----------------------------------------------------------------


def test_readme_first_command_shows_the_summary(tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "examples")
    dry = omnifix("apply", "--dry-run", "examples/", cwd=tmp_path)  # as the README's first command
    assert dry.returncode == 1
    assert dry.stdout.startswith(b"--- a/examples/ex1.py") and b"def _init_pure(key):" in dry.stdout
    [summary] = dry.stderr.decode().splitlines()  # every finding of the demo is fixed
    assert (
        summary == "dry run: 4 files, 3 would change, 4 findings (4 fixable, 0 for manual review)"
    )
    assert f"\n{summary}\n" in (EXAMPLES.parent / "README.md").read_text()  # as the README shows it


def test_the_findings_left_out_of_the_diff_show_their_help_with_show_help(tmp_path):
    tree(tmp_path, {"m.py": MANUAL})
    plain = (
        omnifix("apply", "--dry-run", "--no-cache", ".", cwd=tmp_path).stderr.decode().splitlines()
    )
    shown = (
        omnifix("apply", "--dry-run", "--no-cache", "--show-help", ".", cwd=tmp_path)
        .stderr.decode()
        .splitlines()
    )
    at = plain.index(next(line for line in plain if line.startswith("m.py:2:8: OMS001 ")))
    assert shown == [
        *plain[: at + 1],
        "    help: Not removed automatically: its value is used here.",
        *plain[at + 1 :],
    ]


def test_many_findings_left_out_of_the_diff_end_with_a_pointer(tmp_path):
    tree(tmp_path, {f"m{i:02d}.py": MANUAL for i in range(formats.UNFIXED_SHOWN + 5)})
    dry = omnifix("apply", "--dry-run", "--no-cache", ".", cwd=tmp_path)
    assert dry.returncode == 1 and dry.stdout == b""
    lines = dry.stderr.decode().splitlines()
    assert sum(": OMS001 " in line for line in lines) == formats.UNFIXED_SHOWN
    assert "... and 5 more: `omnifix check` lists them all" in lines


@pytest.mark.parametrize("source", [MANUAL, TOGGLE, CLEAN])
@pytest.mark.parametrize("show_help", [(), ("--show-help",)])
@pytest.mark.parametrize("verb", [("check",), ("apply", "--dry-run")])
def test_one_file_its_findings_and_the_summary_each_on_its_own_line(
    tmp_path, source, show_help, verb
):
    """Reported once: the last finding ran into the summary. Both streams to one pipe (`2>&1`)
    and to one terminal: the same lines, each whole, stdout's first."""
    tree(tmp_path, {"m.py": source})
    args = (*verb, "--no-cache", *show_help, "m.py")
    apart = omnifix(*args, cwd=tmp_path)
    expected = apart.stdout + apart.stderr
    assert apart.stderr.endswith(b"\n") and apart.stdout.endswith(b"\n" if apart.stdout else b"")
    assert re.search(rb"(^|\n)(check|dry run): 1 file, ", apart.stderr)
    piped = subprocess.run(
        [sys.executable, "-m", "omnifix", *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=120,
    )
    assert piped.stdout == expected
    code, terminal, _ = _pty_run(*args, cwd=tmp_path, stream="both")
    assert code == apart.returncode
    assert ANSI.sub(b"", terminal).replace(b"\r\n", b"\n") == expected


# 4. summaries: errors, and the finding of a file that could not be written ------------------------


def test_text_summary_counts_the_errors(tmp_path):
    tree(
        tmp_path,
        {
            "a.py": TOGGLE,
            "b.py": TOGGLE,
            "bad1.py": "import jax\nprint 'x'\n",
            "bad2.py": "import jax\ndef f(:\n",
            "bad3.py": b"import jax\ns = '\xff'\n",
        },
    )
    result = omnifix("check", "--no-cache", ".", cwd=tmp_path)
    assert result.returncode == 2
    assert (
        b"check: 5 files, 2 would change, 2 findings (2 fixable, 0 for manual review), 3 errors\n"
        in result.stderr
    )


def test_a_failed_write_keeps_its_finding_as_not_applied(tmp_path, monkeypatch):
    tree(tmp_path, {"a.py": TOGGLE, "b.py": TOGGLE})

    def refuse(path, data, digest=None):
        if path.endswith("a.py"):
            raise PermissionError(1, "Operation not permitted")
        (tmp_path / "b.py").write_bytes(data)

    monkeypatch.setattr(cli, "write_atomic", refuse)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["apply", "--jobs", "1", "--no-cache", "."])
    assert result.exit_code == 2
    assert "error: a.py: cannot write: Operation not permitted" in result.stderr
    assert result.stdout.startswith(
        "a.py:3:1: OMS001 `disable_omnistaging()`"
    )  # shown, without [*]
    assert (
        "apply: 2 files, 1 changed, 2 findings (1 fixed, 1 for manual review), 1 error\n"
        in result.stderr
    )
    assert (tmp_path / "a.py").read_text() == TOGGLE and (
        tmp_path / "b.py"
    ).read_text() == TOGGLE_FIXED
    (tmp_path / "b.py").write_text(TOGGLE)
    result = CliRunner().invoke(
        app, ["apply", "--jobs", "1", "--no-cache", "--format", "json", "."]
    )
    doc = json.loads(result.stdout)
    entry = next(e for e in doc["files"] if e["path"] == "a.py")
    assert entry["changed"] is False and [f["applied"] for f in entry["findings"]] == [False]
    assert doc["summary"]["fixed"] == 1 and doc["summary"]["manual"] == 1


# 5. words that are true ---------------------------------------------------------------------------


def test_check_and_dry_run_say_fixable_and_explain_the_mark_once(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE, "b.py": TOGGLE, "m.py": MANUAL})
    check = omnifix("check", "--no-cache", ".", cwd=tmp_path)
    assert check.stdout.count(b" [*] ") == 2
    assert check.stderr.endswith(
        b"check: 3 files, 2 would change, 3 findings (2 fixable, 1 for manual review)\n"
        b"[*] 2 fixable with `omnifix apply` (nothing was written)\n"
    )
    dry = omnifix("apply", "--dry-run", "--no-cache", ".", cwd=tmp_path)
    markdown = omnifix("check", "--format", "markdown", "--no-cache", ".", cwd=tmp_path)
    assert b"fixed" not in check.stderr + dry.stderr + markdown.stderr
    assert (
        b"2 fixable and 1 for manual review" in markdown.stdout
        and b"| Fixable | For review |" in markdown.stdout
    )
    assert b"`OMS001` fixable:" in markdown.stdout and b"`OMS001` fixed" not in markdown.stdout
    assert b"[*]" not in dry.stderr  # no mark shown, none explained
    applied = omnifix("apply", "--no-cache", ".", cwd=tmp_path)
    assert applied.stderr.endswith(
        b"apply: 3 files, 2 changed, 3 findings (2 fixed, 1 for manual review)\n"
    )


# 6. short messages, the rest as help; colour on a terminal only -----------------------------------

SHORT = ("OMS001", "SFX001", "TOL001", "SHP001", "PRK001", "API001")
LIMIT = 100  # characters: the one-line message, what and where


def _short(message: str, limit: int = LIMIT) -> bool:
    """One line of at most `limit` characters, or longer only for the dotted names it quotes
    (`jax.interpreters.partial_eval.convert_envvars_to_constvars`): at most 60 characters are
    outside backticks."""
    outside = re.sub(r"`[^`]*`", "``", message)
    return "\n" not in message and (len(message) <= limit or len(outside) <= 60)


@pytest.mark.parametrize("code", SHORT)
def test_messages_are_one_short_line_and_the_rest_is_help(code):
    golden = EXAMPLES.parent / "golden" / registry.find(code).NAME
    lines = [
        line
        for path in sorted(golden.rglob("*findings.txt"))
        for line in path.read_text("utf-8").splitlines()
    ]
    messages = [
        line.split(": ", 1)[1]
        for line in lines
        if f" {code} " in line and not line.startswith("    help: ")
    ]
    limit = LIMIT if code == "API001" else 112  # TOL001's and SHP001's quote the user's code
    assert messages and all(_short(m, limit) for m in messages), max(messages, key=len)
    assert any(line.startswith("    help: ") for line in lines)


def test_every_api_table_message_is_short_and_its_help_a_sentence():
    """All API001 can say about a name: the table's message, and the one the rule writes with a
    newer replacement (`use `jax.tree.map` instead`); what does not fit is in the entry's help."""
    entries = json.loads((EXAMPLES.parent / "codemods/data/jax_api.json").read_text())["entries"]
    messages = [e["message"] for e in entries] + [
        e["message"].replace(f"use `{e['new']}` instead", f"use `{e['alt']}` instead")
        for e in entries
        if e.get("alt")
    ]
    long = [m for m in messages if not _short(m)]
    assert not long, f"{len(long)} of {len(messages)}: {long[:3]}"
    helps = [e["help"] for e in entries if "help" in e]
    assert helps and all(re.fullmatch(r"[A-Z`][^\n]*\.", h) for h in helps), helps
    assert sum(len(m) > LIMIT for m in messages) < len(messages) // 10  # long names are rare


def test_colour_on_a_terminal_plain_when_piped_or_no_color(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE})
    code, terminal, _ = _pty_run("check", "--no-cache", "a.py", cwd=tmp_path, stream="stdout")
    assert code == 1 and ANSI.search(terminal)
    plain = ANSI.sub(b"", terminal).replace(b"\r\n", b"\n")
    assert plain.startswith(b"a.py:3:1: OMS001 [*] `disable_omnistaging()`")
    assert re.search(rb"\x1b\[[0-9;]*m\[\*\]\x1b\[0m", terminal)  # the mark itself is coloured
    piped = omnifix("check", "--no-cache", "a.py", cwd=tmp_path)
    assert not ANSI.search(piped.stdout + piped.stderr) and piped.stdout == plain
    code, terminal, _ = _pty_run(
        "check", "--no-cache", "a.py", cwd=tmp_path, env={"NO_COLOR": "1"}, stream="stdout"
    )
    assert not ANSI.search(terminal) and terminal.replace(b"\r\n", b"\n") == plain


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


@pytest.mark.parametrize(
    "content", [b"\x7fELF\x02\x01\x01\x00\x00\x00binary", b"\x89PNG\r\n\x1a\n\x00\x00jax\x00"]
)
def test_binary_file_named_py_is_one_line_whether_or_not_it_mentions_jax(tmp_path, content):
    tree(tmp_path, {"x.py": content, "good.py": TOGGLE})
    result = omnifix("apply", "--no-cache", ".", cwd=tmp_path)
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith(b"error:")]
    assert errors == [
        b"error: x.py: binary file (it has NUL bytes), not Python source; not processed"
    ]
    assert (tmp_path / "x.py").read_bytes() == content and (
        tmp_path / "good.py"
    ).read_text() == TOGGLE_FIXED


# 8. rewrites that look hand-made ----------------------------------------------------------------

HAND_MADE = """import jax
import jax.numpy as jnp
from jax import tree_multimap


def one_hot(m, i, v):
    return jax.ops.index_update(jnp.zeros_like(m), jax.ops.index[i], v)


def scatter(x, y):
    return jax.ops.index_add(
        x,
        jax.ops.index[1:],
        y,
    )


def add(xs, ys):
    return tree_multimap(lambda a, b: a + b, xs, ys)
"""


def test_rewrites_look_hand_made(tmp_path):
    """No `jnp.asarray` around an operand that is a JAX array already, a multi-line call stays
    multi-line, and `from jax import tree_multimap` leaves no `tree_multimap` behind."""
    tree(tmp_path, {"m.py": HAND_MADE})
    dry = omnifix("apply", "--dry-run", "--no-cache", "m.py", cwd=tmp_path)
    assert dry.returncode == 1 and b"\n+    return jnp.zeros_like(m).at[i].set(v)\n" in dry.stdout
    assert omnifix("apply", "--no-cache", "m.py", cwd=tmp_path).returncode == 0
    new = (tmp_path / "m.py").read_text()
    assert "jnp.asarray(jnp.zeros_like(m))" not in new and "tree_multimap" not in new
    assert "    return jnp.asarray(x).at[1:].add(\n        y,\n    )\n" in new
    assert "    return jax.tree.map(lambda a, b: a + b, xs, ys)\n" in new
    assert max(map(len, new.splitlines())) <= max(map(len, HAND_MADE.splitlines()))


# 9. codes in any case; explain leads with the summary and the example -----------------------------


def test_codes_are_case_insensitive(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE})
    explained = omnifix("explain", "shp001", cwd=tmp_path)
    assert explained.returncode == 0 and explained.stdout.startswith(b"SHP001 host-shape-math")
    assert omnifix("check", "--no-cache", "--select", "oms", ".", cwd=tmp_path).returncode == 1
    assert omnifix("check", "--no-cache", "--ignore", "oms001", ".", cwd=tmp_path).returncode == 0
    assert (
        omnifix(
            "check", "--no-cache", "--select", "Remove-Omnistaging-Toggles", ".", cwd=tmp_path
        ).returncode
        == 1
    )


@pytest.mark.parametrize("code", [cls.CODE for cls in registry.all_codemods()])
def test_explain_leads_with_the_summary_and_the_example(tmp_path, code):
    text = omnifix("explain", code, cwd=tmp_path).stdout.decode()
    cls = registry.find(code)
    lines = text.splitlines()
    assert lines[0] == f"{cls.CODE} {cls.NAME} (fix: {cls.TIER.value})"
    assert lines[2].startswith(f"{cls.CODE} {cls.NAME}: ")
    headings = [line for line in lines if line.startswith("## ")]
    assert headings[:4] == ["## Example", "## What it does", "## Why", "## Limitations"]


def test_readme_first_command_and_what_it_shows():
    readme = (EXAMPLES.parent / "README.md").read_text()
    first = readme.split("```sh\n", 1)[1].split("\n```\n")[0]
    assert "omnifix apply --dry-run examples/" in first.splitlines()[0]
    assert (
        "\ndry run: 4 files, 3 would change, 4 findings (4 fixable, 0 for manual review)\n"
        in readme
    )


def test_readme_follows_the_migration_guide_and_keeps_internals_in_docs():
    root = EXAMPLES.parent
    readme = (root / "README.md").read_text()
    assert "https://github.com/jax-ml/jax/blob/main/docs/jep/4410-omnistaging.md" in readme
    rows = [
        line.split(" | ")[0].removeprefix("| ")
        for line in readme.splitlines()
        if re.match(r"\| \d\. ", line)
    ]
    assert [row.split(".")[0] for row in rows] == ["1", "2", "2", "3", "4", "5"]
    assert "## Performance" not in readme and "## Development" not in readme
    for name in ("performance.md", "development.md"):
        assert f"(docs/{name})" in readme and (root / "docs" / name).is_file()
    for example in sorted(EXAMPLES.glob("*.py")):
        assert "seed" not in example.read_text().split('"""')[1], example.name


def test_readme_api_counts_add_up_to_the_table():
    """The one sentence stating the table's size must match `codemods/data/jax_api.json`, counted by
    `kind` as the README says; after the table is regenerated, update that sentence."""
    readme = (EXAMPLES.parent / "README.md").read_text()
    stated = re.search(
        r"\*\*(\d+) entries = (\d+) renames \+ (\d+) call rewrites \+ (\d+) removals \+ "
        r"(\d+) reported with guidance\*\*",
        readme,
    )
    assert stated, "the README states the API table's size in one sentence"
    total, *parts = map(int, stated.groups())
    entries = json.loads((EXAMPLES.parent / "codemods/data/jax_api.json").read_text())["entries"]
    kinds = [
        sum(e["kind"] == kind for e in entries) for kind in ("rename", "call", "remove", "manual")
    ]
    assert sum(parts) == total and (total, parts) == (len(entries), kinds), (
        f"the table has {len(entries)}: {kinds}"
    )
    assert not re.findall(
        rf"\b{total}\b", readme.replace(stated.group(0), "")
    )  # stated nowhere else


def test_toggle_example_names_the_error_it_fails_with_today():
    pytest.importorskip("jax")
    source = (EXAMPLES / "toggle.py").read_text()
    named = re.search(r"fails: (\w+Error: .+)\.\n", source).group(1)
    run_ = subprocess.run(
        [sys.executable, str(EXAMPLES / "toggle.py")],
        capture_output=True,
        text=True,
        env={**os.environ, "JAX_PLATFORMS": "cpu"},
        timeout=120,
    )
    assert run_.returncode != 0 and run_.stderr.strip().splitlines()[-1] == named
