"""The CLI contract: verbs, exit codes, stdout/stderr split, formats, bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from omnifix import registry, results
from omnifix.cli import app
from tests.helpers import CLEAN, TOGGLE, TOGGLE_FIXED, omnifix, tree

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_check_clean_tree_exits_0(tmp_path):
    tree(tmp_path, {"a.py": CLEAN, "b.py": "x = 1\n"})
    result = omnifix("check", ".", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == b""


def test_check_reports_findings_and_exits_1(tmp_path):
    tree(tmp_path, {"pkg/a.py": TOGGLE})
    result = omnifix("check", cwd=tmp_path)  # default path is .
    assert result.returncode == 1
    assert result.stdout.decode().startswith("pkg/a.py:3:1: OMS001 [*] `disable_omnistaging()`")
    assert (tmp_path / "pkg/a.py").read_text() == TOGGLE  # check writes nothing
    assert (
        b"check: 1 file, 1 would change, 1 finding (1 fixable, 0 for manual review)\n"
        in result.stderr
    )


def test_dry_run_diff_applies_with_git_and_equals_apply(tmp_path):
    work = tmp_path / "work"
    shutil.copytree(EXAMPLES, work / "examples")
    subprocess.run(["git", "init", "-q"], cwd=work, check=True)
    dry = omnifix("apply", "--dry-run", "examples/", cwd=work)
    assert dry.returncode == 1, dry.stderr
    assert dry.stdout.startswith(b"--- a/examples/ex1.py\n+++ b/examples/ex1.py\n")  # SHP001
    assert b"\n--- a/examples/toggle.py\n+++ b/examples/toggle.py\n" in dry.stdout  # OMS001
    assert (work / "examples/toggle.py").read_bytes() == (EXAMPLES / "toggle.py").read_bytes()

    applied_by_git = tmp_path / "git"
    shutil.copytree(EXAMPLES, applied_by_git / "examples")
    (tmp_path / "patch.diff").write_bytes(dry.stdout)
    subprocess.run(
        ["git", "apply", "--check", str(tmp_path / "patch.diff")], cwd=applied_by_git, check=True
    )
    subprocess.run(["git", "apply", str(tmp_path / "patch.diff")], cwd=applied_by_git, check=True)

    written = omnifix("apply", "examples/", cwd=work)
    assert written.returncode == 0, written.stderr
    for path in sorted((work / "examples").iterdir()):
        assert path.read_bytes() == (applied_by_git / "examples" / path.name).read_bytes(), (
            path.name
        )
    assert (work / "examples/select_tril.py").read_bytes() == (
        EXAMPLES / "select_tril.py"
    ).read_bytes()

    again = omnifix("apply", "--dry-run", "examples/", cwd=work)
    assert again.returncode == 0 and again.stdout == b"", again.stderr


def test_apply_keeps_crlf_bom_and_mode(tmp_path):
    data = b"\xef\xbb\xbfimport jax\r\n\r\njax.config.enable_omnistaging()\r\nprint(jax.numpy.ones(2))\r\n"
    path = tree(tmp_path, {"crlf.py": data}) / "crlf.py"
    path.chmod(0o751)
    result = omnifix("apply", "crlf.py", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert path.read_bytes() == b"\xef\xbb\xbfimport jax\r\n\r\nprint(jax.numpy.ones(2))\r\n"
    assert path.stat().st_mode & 0o777 == 0o751
    assert [p.name for p in tmp_path.iterdir()] == ["crlf.py"]  # no temporary file left


def test_dry_run_diff_of_crlf_and_latin1_files_applies(tmp_path):
    files = {
        "crlf.py": b"import jax\r\njax.config.enable_omnistaging()\r\nx = 1",
        "latin.py": "# -*- coding: latin-1 -*-\nimport jax\njax.config.enable_omnistaging()\ns = 'caf\xe9'\n".encode(
            "latin-1"
        ),
        "nonl.py": b"import jax\nx = 1\njax.config.enable_omnistaging()",
    }
    tree(tmp_path / "a", files)
    tree(tmp_path / "b", files)
    dry = omnifix("apply", "--dry-run", ".", cwd=tmp_path / "a")
    assert dry.returncode == 1, dry.stderr
    (tmp_path / "p.diff").write_bytes(dry.stdout)
    subprocess.run(["git", "apply", str(tmp_path / "p.diff")], cwd=tmp_path / "b", check=True)
    assert omnifix("apply", ".", cwd=tmp_path / "a").returncode == 0
    for name in files:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


def test_json_format(tmp_path):
    tree(
        tmp_path,
        {"a.py": TOGGLE, "bad.py": "import jax\njax.config.enable_omnistaging()\nprint 'py2'\n"},
    )
    result = omnifix("check", "--format", "json", ".", cwd=tmp_path)
    assert result.returncode == 2
    doc = json.loads(result.stdout)
    assert doc["version"] == 1
    assert doc["summary"] == {
        "files": 2,
        "changed": 1,
        "findings": 1,
        "fixed": 1,
        "manual": 0,
        "errors": 1,
    }
    (entry,) = doc["files"]
    assert entry["path"] == "a.py" and entry["changed"] is True
    assert entry["diff"].startswith("--- a/a.py")
    assert entry["findings"][0]["code"] == "OMS001" and entry["findings"][0]["tier"] == "safe"
    assert doc["errors"][0]["path"] == "bad.py"


@pytest.mark.parametrize(
    "name, content, reason",
    [
        ("py2.py", b"import jax\nprint 'omnistaging'\n", b"syntax error at line 2"),
        (
            "broken.py",
            b"import jax\ndef f(:\n  jax.config.enable_omnistaging()\n",
            b"syntax error at line 2",
        ),
        (
            "bytes.py",
            b"import jax\njax.config.enable_omnistaging()\ns = '\xff\xfe'\n",
            b"cannot decode",
        ),
        (
            "cookie.py",
            b"# -*- coding: no-such-codec -*-\nimport jax\njax.config.enable_omnistaging()\n",
            b"cannot decode",
        ),
    ],
)
def test_bad_file_is_reported_untouched_and_the_run_goes_on(tmp_path, name, content, reason):
    tree(tmp_path, {name: content, "good.py": TOGGLE})
    result = omnifix("apply", ".", cwd=tmp_path)
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith(b"error:")]
    assert (
        len(errors) == 1
        and errors[0].startswith(f"error: {name}: ".encode())
        and reason in errors[0]
    )
    assert (tmp_path / name).read_bytes() == content
    assert (tmp_path / "good.py").read_text() == TOGGLE_FIXED


def test_folder_named_like_a_python_file(tmp_path):
    tree(tmp_path, {"x.py/inner.py": TOGGLE, "good.py": TOGGLE})
    result = omnifix("apply", ".", cwd=tmp_path)
    assert result.returncode == 2
    assert b"error: x.py: is a folder, not a Python file" in result.stderr
    assert (tmp_path / "x.py/inner.py").read_text() == TOGGLE
    assert (tmp_path / "good.py").read_text() == TOGGLE_FIXED


def test_nonexistent_path_is_a_usage_error(tmp_path):
    tree(tmp_path, {"good.py": TOGGLE})
    result = omnifix("apply", "good.py", "missing.py", cwd=tmp_path)
    assert result.returncode == 2
    assert b"error: missing.py: no such file or folder" in result.stderr
    assert (tmp_path / "good.py").read_text() == TOGGLE


@pytest.mark.parametrize(
    "args",
    [
        ["check", "--select", "NOPE"],
        ["check", "--format", "xml"],
        ["apply", "--jobs", "0"],
        ["frobnicate"],
    ],
)
def test_usage_errors_exit_2(tmp_path, args):
    result = omnifix(*args, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == b""


def test_unreadable_file(tmp_path, monkeypatch):
    tree(tmp_path, {"secret.py": TOGGLE, "good.py": TOGGLE})
    real = results.read_bytes

    def read(path):
        if path.endswith("secret.py"):
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(results, "read_bytes", read)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["apply", "--jobs", "1", "."])
    assert result.exit_code == 2
    assert "error: secret.py: cannot read: Permission denied" in result.stderr
    assert (tmp_path / "secret.py").read_text() == TOGGLE
    assert (tmp_path / "good.py").read_text() == TOGGLE_FIXED


def test_empty_and_large_files_just_work(tmp_path):
    functions = [f"def f{i}(x):\n    return x + {i}\n\n" for i in range(20000)]
    huge = "import jax\n# mentions omnistaging only in a comment\n" + "".join(functions)  # ~0.6 MB
    large = "import jax\n" + "".join(functions[:2000])
    tree(
        tmp_path,
        {"empty.py": "", "huge.py": huge, "large.py": large + "jax.config.enable_omnistaging()\n"},
    )
    result = omnifix("apply", ".", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "large.py").read_text() == "".join(functions[:2000])[
        :-1
    ]  # `import jax` went too
    assert (tmp_path / "huge.py").read_text() == huge
    assert (tmp_path / "empty.py").read_bytes() == b""


def test_manual_findings_exit_1_on_check_and_0_on_apply(tmp_path):
    source = "import jax\nflag = jax.config.enable_omnistaging()\n"
    tree(tmp_path, {"m.py": source})
    check = omnifix("check", ".", cwd=tmp_path)
    assert check.returncode == 1 and b"OMS001 `enable_omnistaging()`" in check.stdout
    dry = omnifix("apply", "--dry-run", ".", cwd=tmp_path)
    assert dry.returncode == 1 and dry.stdout == b""  # nothing to change, but review needed
    applied = omnifix("apply", "--show-help", ".", cwd=tmp_path)
    assert (
        applied.returncode == 0
        and b"\n    help: Not removed automatically: its value is used here." in applied.stdout
    )
    assert (tmp_path / "m.py").read_text() == source


def test_select_and_ignore(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE})
    assert omnifix("check", "--ignore", "OMS", ".", cwd=tmp_path).returncode == 0
    assert (
        omnifix("check", "--select", "remove-omnistaging-toggles", ".", cwd=tmp_path).returncode
        == 1
    )
    assert (
        omnifix(
            "check", "--select", "OMS001,OMS", "--ignore", "OMS001", ".", cwd=tmp_path
        ).returncode
        == 0
    )


def test_suppression_comment(tmp_path):
    source = "import jax\njax.config.enable_omnistaging()  # omnifix: ignore[OMS001]\n"
    tree(tmp_path, {"a.py": source})
    assert omnifix("check", ".", cwd=tmp_path).returncode == 0


def test_target_jax_older_than_the_fix_only_reports(tmp_path):
    tree(tmp_path, {"a.py": TOGGLE})
    result = omnifix("apply", "--dry-run", "--target-jax", "0.2.5", ".", cwd=tmp_path)
    assert result.returncode == 1 and result.stdout == b""
    assert omnifix("check", "--target-jax", "zero", ".", cwd=tmp_path).returncode == 2


def test_jobs_do_not_change_the_output(tmp_path):
    files = {f"pkg{i % 7}/m{i:03d}.py": (TOGGLE if i % 3 else CLEAN) for i in range(120)}
    files["pkg0/bad.py"] = "import jax\nprint 'omnistaging'\n"
    tree(tmp_path, files)
    outputs = [
        omnifix("apply", "--dry-run", "--jobs", str(jobs), ".", cwd=tmp_path) for jobs in (1, 2, 4)
    ]
    assert all(o.returncode == 2 for o in outputs)
    assert outputs[0].stdout == outputs[1].stdout == outputs[2].stdout
    assert outputs[0].stderr == outputs[1].stderr == outputs[2].stderr
    assert outputs[0].stdout.count(b"+++ b/") == 80


def test_list_and_explain():
    listing = omnifix("list", cwd=EXAMPLES)
    assert listing.returncode == 0
    lines = listing.stdout.decode().splitlines()
    assert [line.split()[:3] for line in lines] == [
        [c.CODE, c.NAME, c.TIER.value] for c in registry.all_codemods()
    ]
    assert any(line.startswith("OMS001  remove-omnistaging-toggles   ") for line in lines)
    for key in ("OMS001", "remove-omnistaging-toggles"):
        explained = omnifix("explain", key, cwd=EXAMPLES)
        assert explained.returncode == 0
        text = explained.stdout.decode()
        for heading in (
            "## What it does",
            "## Why",
            "## Example",
            "## Limitations",
            "## Golden example",
        ):
            assert heading in text
    assert omnifix("explain", "XYZ999", cwd=EXAMPLES).returncode == 2


def test_pre_commit_hook_runs_check_on_the_files_given(tmp_path):
    yaml = pytest.importorskip("yaml")
    (hook,) = yaml.safe_load((EXAMPLES.parent / ".pre-commit-hooks.yaml").read_text())
    assert (
        hook["id"] == "omnifix" and hook["types"] == ["python"] and hook["pass_filenames"] is True
    )
    verb, *options = hook["entry"].split()[1:]
    assert verb == "check" and not options
    tree(tmp_path, {"a.py": TOGGLE, "b.py": CLEAN})
    assert omnifix(verb, "a.py", "b.py", cwd=tmp_path).returncode == 1  # as pre-commit runs it
    assert omnifix(verb, "b.py", cwd=tmp_path).returncode == 0
    assert (tmp_path / "a.py").read_text() == TOGGLE


@pytest.mark.parametrize(
    "folders",
    [
        {},  # the jax this interpreter has
        {"jax-1.2.3.dist-info": "Metadata-Version: 2.1\nName: jax\nVersion: 1.2.3\n\nVersion: 9\n"},
        {"JAX-4.5.dist-info": "Name: jax\nversion:   4.5 \nSummary: s\n"},
        {
            "jax-1.dist-info": "Name: jax\nVersion: 1\n",
            "jax-2.dist-info": "Name: jax\nVersion: 2\n",
        },
        {"jax-7.dist-info": "Name: jax\nVersion: 7\n  .1\n"},
        {"jax_-8.dist-info": "Name: jax\nVersion: 8\n"},
        {"jax-3.egg-info": None},
    ],
)
def test_installed_jax_is_what_importlib_metadata_says(tmp_path, monkeypatch, folders):
    from importlib import metadata

    from omnifix.installed import installed_version

    for name, text in folders.items():
        (tmp_path / name).mkdir()
        if text is None:
            (tmp_path / name / "PKG-INFO").write_text("Name: jax\nVersion: 3\n")
        else:
            (tmp_path / name / "METADATA").write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        expected = metadata.version("jax")
    except (
        metadata.PackageNotFoundError
    ):  # no jax here (CI's Pythons without it), nor in the folders
        with pytest.raises(LookupError):
            installed_version("jax")
        return
    assert installed_version("jax") == expected


def test_installed_jax_missing(monkeypatch, tmp_path):
    from importlib import metadata

    from omnifix.installed import installed_version

    monkeypatch.setattr("sys.path", [str(tmp_path)])
    with pytest.raises(metadata.PackageNotFoundError):
        metadata.version("jax")
    with pytest.raises(LookupError):
        installed_version("jax")


@pytest.mark.parametrize("output_format", ["json", "sarif", "github", "markdown"])
def test_show_help_is_for_text_the_other_formats_always_carry_help(tmp_path, output_format):
    """A decision (README, Review formats): `--show-help` adds help to the text output only;
    the formats read in a pull request or by a program carry it either way."""
    tree(tmp_path, {"m.py": "import jax\nflag = jax.config.enable_omnistaging()\n"})
    why = b"Not removed automatically: its value is used here."
    text = omnifix("check", "--no-cache", ".", cwd=tmp_path).stdout
    assert (
        why not in text
        and why in omnifix("check", "--no-cache", "--show-help", ".", cwd=tmp_path).stdout
    )
    plain, shown = (
        omnifix("check", "--no-cache", "--format", output_format, *flag, ".", cwd=tmp_path).stdout
        for flag in ((), ("--show-help",))
    )
    assert why in plain and plain == shown


def test_the_process_ends_as_python_would_but_flushed_and_with_its_exit_functions(tmp_path):
    """`main` ends the process with `os._exit` (no teardown of the trees it kept): the exit
    functions still run, buffered output still arrives, and a message code exits 1 on stderr."""
    script = (
        "import atexit, sys\n"
        "from omnifix.cli import _end_process\n"
        "atexit.register(lambda: print('exit function ran'))\n"
        "sys.stdout.write('x' * 100_000)\n"
        "_end_process('a message')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, check=False)
    assert result.returncode == 1
    assert result.stdout == b"x" * 100_000 + b"exit function ran\n"
    assert result.stderr == b"a message\n"
    # and through the command: a report far larger than a pipe's buffer arrives whole
    tree(tmp_path, {f"m{i}.py": TOGGLE for i in range(200)})
    report = omnifix("check", "--format", "json", ".", cwd=tmp_path)
    assert report.returncode == 1
    assert len(json.loads(report.stdout)["files"]) == 200
