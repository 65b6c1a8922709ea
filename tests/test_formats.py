"""The review formats: sarif (validated against the SARIF 2.1.0 schema), github, markdown; a
finding's help in each format."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from omnifix import registry
from omnifix.report import CodemodDoc, Report, github, markdown, sarif
from omnifix.results import FileResult, Finding, Tier
from omnifix.verify import Outcome, Status
from tests.helpers import TOGGLE, TOGGLE_FIXED, omnifix, tree

jsonschema = pytest.importorskip("jsonschema")
SCHEMA = json.loads(
    (Path(__file__).parent / "data/sarif-schema-2.1.0.json").read_text(encoding="utf-8")
)

SHAPE = "import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef flatten(x):\n    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n"
MANUAL = "import jax\nflag = jax.config.enable_omnistaging()\n"
FILES = {
    "sub/pkg/a.py": TOGGLE,
    "sub/pkg/crlf.py": b"\xef\xbb\xbfimport jax\r\n# caf\xc3\xa9 \xf0\x9f\x98\x80\r\njax.config.enable_omnistaging()\r\nx = 1",
    "sub/manual.py": MANUAL,
    "sub/bad.py": "import jax\njax.config.enable_omnistaging()\nprint 'py2'\n",
}


def _validate(document: dict) -> None:
    validator = jsonschema.Draft4Validator(SCHEMA)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])


def _repo(root: Path, files: dict) -> Path:
    tree(root, files)
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    return root


def _apply_replacements(text: str, replacements: list[dict]) -> str:
    out, position = [], 0
    for edit in replacements:
        region = edit["deletedRegion"]
        out.append(text[position : region["charOffset"]])
        out.append(edit.get("insertedContent", {}).get("text", ""))
        position = region["charOffset"] + region.get("charLength", 0)
    return "".join(out) + text[position:]


def test_sarif_validates_and_its_fixes_rebuild_the_rewrite(tmp_path):
    root = _repo(tmp_path / "repo", FILES)
    result = omnifix("check", "--format", "sarif", ".", cwd=root / "sub")
    assert result.returncode == 2, result.stderr  # bad.py
    document = json.loads(result.stdout)
    _validate(document)
    (run,) = document["runs"]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [c.CODE for c in registry.select(None, None)]
    assert all(
        r["shortDescription"]["text"] and "## What it does" in r["help"]["markdown"] for r in rules
    )
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == (root.resolve().as_uri() + "/")
    located = {
        (
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            r["ruleId"],
            r["properties"]["fixed"],
        )
        for r in run["results"]
    }
    assert located == {
        ("sub/pkg/a.py", "OMS001", True),
        ("sub/pkg/crlf.py", "OMS001", True),
        ("sub/manual.py", "OMS001", False),
    }
    assert all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in run["results"])
    (error,) = run["invocations"][0]["toolExecutionNotifications"]
    assert error["level"] == "error" and "syntax error" in error["message"]["text"]
    assert error["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "sub/bad.py"
    assert run["invocations"][0]["executionSuccessful"] is False

    fixes = {}
    for r in run["results"]:
        for fix in r.get("fixes", []):
            (change,) = fix["artifactChanges"]
            fixes[change["artifactLocation"]["uri"]] = change["replacements"]
    assert set(fixes) == {"sub/pkg/a.py", "sub/pkg/crlf.py"}
    originals = {name: (root / name).read_bytes() for name in fixes}
    assert omnifix("apply", ".", cwd=root / "sub").returncode == 2
    for name, replacements in fixes.items():
        text = originals[name].decode("utf-8").removeprefix("\ufeff")  # offsets do not count a BOM
        assert _apply_replacements(text, replacements) == (root / name).read_bytes().decode(
            "utf-8"
        ).removeprefix("\ufeff")
    assert (root / "sub/pkg/a.py").read_text() == TOGGLE_FIXED


def _without_jax(tmp_path: Path) -> str:
    """An interpreter that cannot import jax: every changed function's outcome is ERROR, at once."""
    python = tmp_path / "python-without-jax"
    python.write_text(f'#!/bin/sh\nexec {sys.executable} -S "$@"\n')
    python.chmod(0o755)
    return str(python)


def test_verification_outcomes_appear_in_every_format(tmp_path):
    root = _repo(tmp_path / "repo", {"model.py": SHAPE, "toggle.py": TOGGLE})
    python = _without_jax(tmp_path)
    verify = ["apply", "--dry-run", "--verify", "--python", python, "."]

    document = json.loads(omnifix(*verify, "--format", "sarif", cwd=root).stdout)
    _validate(document)
    (run,) = document["runs"]
    notes = run["invocations"][0]["toolExecutionNotifications"]
    assert {
        (n["properties"]["function"], n["level"], n["properties"]["status"]) for n in notes
    } >= {("flatten", "error", "ERROR")}
    assert all(n["descriptor"]["id"] == "verification" for n in notes)
    assert run["properties"]["verification"]["ERROR"] == len(notes)
    fixed = {
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        for r in run["results"]
        if "fixes" in r
    }
    assert (
        fixed == set()
    )  # no jax: neither rewrite could be checked (toggle.py's <module> outcome is ERROR too)

    lines = omnifix(*verify, "--format", "github", cwd=root).stdout.decode().splitlines()
    assert any(
        line.startswith("::error file=model.py,line=6,title=ERROR flatten::") for line in lines
    ), lines
    assert "::warning file=toggle.py,line=3,col=1,title=OMS001::" in "\n".join(lines)
    assert not any(
        "model.py" in line and "fixes this" in line for line in lines
    )  # held back: fixes nothing

    text = omnifix(*verify, "--format", "markdown", cwd=root).stdout.decode()
    assert "### Verification" in text and "| `model.py` | `flatten` | 6 | **ERROR** |" in text
    assert "#### `model.py` (rewrite held back by verification)" in text
    assert (
        "would change **0 files** of 2 looked at" in text
        and "2 rewrites held back by verification" in text
    )


def test_omnifix_verify_speaks_every_document_format(tmp_path):
    root = _repo(tmp_path / "repo", {"model.py": SHAPE})
    subprocess.run(["git", "add", "."], cwd=root, check=True)
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"],
        cwd=root,
        check=True,
    )
    (root / "model.py").write_text(SHAPE.replace("jnp.prod(jnp.array(x.shape))", "x.size"))
    verify = ["verify", "--python", _without_jax(tmp_path)]
    sarif = omnifix(*verify, "--format", "sarif", cwd=root)
    assert sarif.returncode == 2  # ERROR: no jax
    (run,) = json.loads(sarif.stdout)["runs"]
    _validate(json.loads(sarif.stdout))
    assert [
        n["properties"]["function"] for n in run["invocations"][0]["toolExecutionNotifications"]
    ] == ["flatten"]
    github = omnifix(*verify, "--format", "github", cwd=root).stdout.decode()
    assert github.startswith("::error file=model.py,line=6,title=ERROR flatten::")
    text = omnifix(*verify, "--format", "markdown", cwd=root).stdout.decode()
    assert (
        text.startswith("## omnifix verify\n")
        and "| `model.py` | `flatten` | 6 | **ERROR** |" in text
    )


def test_github_annotations_name_paths_in_the_repository(tmp_path):
    root = _repo(tmp_path / "repo", FILES)
    result = omnifix("check", "--format", "github", "pkg", "manual.py", "bad.py", cwd=root / "sub")
    assert result.returncode == 2
    lines = result.stdout.decode().splitlines()
    assert lines[0].startswith(
        "::warning file=sub/pkg/a.py,line=3,col=1,title=OMS001::`disable_omnistaging()`"
    )
    assert lines[0].endswith("%0A(`omnifix apply` fixes this.)")
    assert (
        lines[-1]
        == "::error file=sub/bad.py,title=omnifix::syntax error at line 3, column 1: Missing parentheses in call to 'print'. Did you mean print(...)?"
    )
    assert any(
        line.startswith("::warning file=sub/manual.py,line=2,col=8,title=OMS001::")
        and "fixes this" not in line
        for line in lines
    )
    assert result.stderr.count(b"error: bad.py:") == 1  # errors still go to stderr

    written = omnifix("apply", "--format", "github", ".", cwd=root / "sub")
    assert written.returncode == 2
    annotated = {line.split(",")[0] for line in written.stdout.decode().splitlines()}
    assert annotated == {
        "::warning file=sub/manual.py",
        "::error file=sub/bad.py",
    }  # the fixed ones are gone


def test_github_escapes_messages_and_properties():
    line = github.command("warning", "50% of\r\nit", file="a,b:c%.py", line=3, title="T, x: y")
    assert line == "::warning file=a%2Cb%3Ac%25.py,line=3,title=T%2C x%3A y::50%25 of%0D%0Ait"
    assert github.command("notice", "m") == "::notice::m"


def _report() -> Report:
    old, new = b"import jax\njax.config.enable_omnistaging()\n", b"import jax\n"
    result = FileResult(
        "a.py",
        findings=(
            Finding(
                "OMS001", "remove-omnistaging-toggles", 2, 1, "a <b> *c* `x|y` [d]", Tier.SAFE, True
            ),
        ),
        old=old,
        new=new,
    )
    outcomes = {
        "a.py": [
            Outcome(
                "a.py", "f", 3, Status.VERIFIED, "1 call: bitwise equal eagerly, equal under jit", 1
            ),
            Outcome("a.py", "g", 7, Status.SKIPPED, "no call found"),
            Outcome("a.py", "h", 9, Status.MISMATCH, "output[0]: max |a-b| = 1"),
        ]
    }
    codemods = registry.all_codemods()
    return Report(
        [result],
        [],
        1,
        [cls.CODE for cls in codemods],
        outcomes,
        docs=[CodemodDoc.of(c) for c in codemods],
    )


def test_every_outcome_status_has_its_level():
    report = _report()
    document = json.loads(sarif.document(report))
    _validate(document)
    levels = [
        n["level"] for n in document["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    ]
    assert levels == ["note", "warning", "error"]
    commands = [line.split(" ")[0] for line in github.outcome_lines(report.outcomes["a.py"])]
    assert commands == ["::notice", "::warning", "::error"]


def test_markdown_escapes_what_is_not_code():
    text = markdown.document(_report())
    assert r"- line 2, `OMS001` fixable: a \<b\> \*c\* `x|y` \[d\]" in text
    assert "| `OMS001` | remove-omnistaging-toggles: " in text
    assert "| `a.py` | `h` | 9 | **MISMATCH** | output\\[0\\]: max \\|a-b\\| = 1 |" in text
    assert "1 VERIFIED, 1 MISMATCH, 1 SKIPPED" in text
    assert markdown.inline("a `x|y` b", table=True) == "a `x\\|y` b"
    assert markdown.code("a`b") == "``a`b``"


def test_a_findings_help_goes_with_it_in_every_format_and_its_codemods_docs_in_the_documents(
    tmp_path,
):
    root = _repo(tmp_path / "repo", {"manual.py": MANUAL})
    why = "Not removed automatically: its value is used here."
    text = omnifix("check", "--no-cache", ".", cwd=root).stdout.decode()
    assert text.splitlines() == [
        "manual.py:2:8: OMS001 `enable_omnistaging()` was removed in jax 0.3.15: "
        "omnistaging is always on"
    ]
    shown = omnifix("check", "--no-cache", "--show-help", ".", cwd=root).stdout.decode()
    assert shown.splitlines() == [*text.splitlines(), f"    help: {why}"]

    document = json.loads(omnifix("check", "--no-cache", "--format", "json", ".", cwd=root).stdout)
    (finding,) = document["files"][0]["findings"]
    assert finding["help"] == why and len(finding["message"]) <= 100
    (rule,) = document["rules"]  # of the codemods with findings
    assert rule["code"] == "OMS001" and rule["summary"] and "## Why" in rule["help"]

    log = json.loads(omnifix("check", "--no-cache", "--format", "sarif", ".", cwd=root).stdout)
    _validate(log)
    (run,) = log["runs"]
    (result,) = run["results"]
    assert result["message"]["text"] == finding["message"] and result["properties"]["help"] == why
    (rule,) = [r for r in run["tool"]["driver"]["rules"] if r["id"] == "OMS001"]
    assert rule["fullDescription"]["text"].startswith(
        "Removes every statement that toggles omnistaging"
    )
    assert (
        "## Why" not in rule["fullDescription"]["text"]
        and "Omnistaging is on by default" in rule["fullDescription"]["text"]
    )

    annotations = omnifix(
        "check", "--no-cache", "--format", "github", ".", cwd=root
    ).stdout.decode()
    assert annotations.rstrip("\n").endswith(
        "omnistaging is always on%0A" + github.escape_data(why)
    )
    markdown_text = omnifix(
        "check", "--no-cache", "--format", "markdown", ".", cwd=root
    ).stdout.decode()
    assert f"omnistaging is always on\n  - {markdown.inline(why)}\n" in markdown_text
