"""--patch-dir/--split-by on a monorepo: the groups, patches that apply alone and add up to `apply`."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from omnifix.report import Report
from omnifix.results import FileResult
from omnifix.split import group, safe_name
from tests.helpers import TOGGLE, omnifix, tree

MANUAL = "import jax\nflag = jax.config.enable_omnistaging()\n"
CODEOWNERS = """\
# overlapping rules: the last match wins
/packages/                @org/platform
/packages/core/           @org/core
/packages/core/legacy/    @org/core @Alice
/packages/ml/
/packages/ml/models/      @org/ml
docs/*                    @org/docs
!/run.py                  @org/platform
"""
MONOREPO = {
    ".github/CODEOWNERS": CODEOWNERS,
    "pyproject.toml": "[project]\nname = 'mono'\n",
    "run.py": TOGGLE,
    "docs/conf.py": TOGGLE,
    "docs/ext/helper.py": TOGGLE,
    "packages/core/pyproject.toml": "[project]\nname = 'core'\n",
    "packages/core/src/core/a.py": TOGGLE,
    "packages/core/bad.py": "import jax\njax.config.enable_omnistaging()\nprint 'py2'\n",
    "packages/core/legacy/old.py": TOGGLE,
    "packages/ml/setup.py": "from setuptools import setup\nsetup()\n",
    "packages/ml/train.py": TOGGLE,
    "packages/ml/models/net.py": TOGGLE,
    "packages/util/setup.cfg": "[metadata]\nname = util\n",
    "packages/util/u.py": TOGGLE,
    "packages/util/manual.py": MANUAL,
}
GROUPS = {
    "codeowners": {
        "alice+org-core": ["packages/core/legacy/old.py"],
        "org-core": ["packages/core/src/core/a.py"],
        "org-docs": ["docs/conf.py"],
        "org-ml": ["packages/ml/models/net.py"],
        "org-platform": ["packages/util/manual.py", "packages/util/u.py"],
        "unowned": ["docs/ext/helper.py", "packages/ml/train.py", "run.py"],
    },
    "directory": {
        "docs": ["docs/conf.py", "docs/ext/helper.py"],
        "packages": [
            "packages/core/legacy/old.py",
            "packages/core/src/core/a.py",
            "packages/ml/models/net.py",
            "packages/ml/train.py",
            "packages/util/manual.py",
            "packages/util/u.py",
        ],
        "root": ["run.py"],
    },
    "package": {
        "packages-core": ["packages/core/legacy/old.py", "packages/core/src/core/a.py"],
        "packages-ml": ["packages/ml/models/net.py", "packages/ml/train.py"],
        "packages-util": ["packages/util/manual.py", "packages/util/u.py"],
        "root": ["docs/conf.py", "docs/ext/helper.py", "run.py"],
    },
}


@pytest.fixture
def monorepo(tmp_path) -> Path:
    root = tree(tmp_path / "mono", MONOREPO)
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    return root


def _pristine(tmp_path: Path, name: str) -> Path:
    return tree(tmp_path / name, MONOREPO)


@pytest.mark.parametrize("split_by", sorted(GROUPS))
def test_split_groups_patches_apply_alone_and_add_up_to_apply(tmp_path, monorepo, split_by):
    result = omnifix(
        "apply", "--dry-run", "--patch-dir", "../patches", "--split-by", split_by, cwd=monorepo
    )
    assert result.returncode == 2, result.stderr  # bad.py
    patches = tmp_path / "patches"
    index = json.loads((patches / "index.json").read_text())
    assert index["version"] == 1 and index["split_by"] == split_by
    assert {g["name"]: sorted(g["files"]) for g in index["groups"]} == GROUPS[split_by]
    if split_by == "codeowners":
        assert (
            b"warning: .github/CODEOWNERS:8: `!` negation is not supported in CODEOWNERS; line skipped"
            in result.stderr
        )
        core = next(g for g in index["groups"] if g["name"] == "org-core")
        assert (
            core["errors"] == 1
            and "`packages/core/bad.py`: syntax error" in (patches / "org-core.md").read_text()
        )
        assert next(g for g in index["groups"] if g["name"] == "alice+org-core")["owners"] == [
            "@alice",
            "@org/core",
        ]
    expected_files = {"index.json", "index.md"}
    for g in index["groups"]:
        expected_files |= {g["summary"]} | ({g["patch"]} if g["patch"] else set())
        summary = (patches / g["summary"]).read_text()
        assert summary.startswith(f"## omnifix: `{g['label']}`\n")
        assert all(f"#### `{path}`" in summary for path in g["files"])
        assert f"[{g['summary']}]({g['summary']})" in (patches / "index.md").read_text()
    assert {p.name for p in patches.iterdir()} == expected_files

    together = _pristine(tmp_path, "together")
    for g in index["groups"]:
        if g["patch"] is None:
            assert all(path.endswith("manual.py") for path in g["files"])
            continue
        alone = _pristine(tmp_path, f"alone-{g['name']}")
        subprocess.run(
            ["git", "apply", "--check", str(patches / g["patch"])], cwd=alone, check=True
        )
        subprocess.run(["git", "apply", str(patches / g["patch"])], cwd=together, check=True)
    assert omnifix("apply", ".", cwd=monorepo).returncode == 2
    for name in MONOREPO:
        assert (together / name).read_bytes() == (monorepo / name).read_bytes(), name


def test_a_rerun_is_identical_and_a_resplit_leaves_only_its_own_files(tmp_path, monorepo):
    patches = tmp_path / "patches"
    omnifix("check", "--patch-dir", str(patches), "--split-by", "directory", cwd=monorepo)
    assert (patches / "packages.patch").is_file()
    (patches / "mine.txt").write_text("not omnifix's")
    omnifix("check", "--patch-dir", str(patches), cwd=monorepo)  # codeowners by default
    first = {p.name: p.read_bytes() for p in patches.iterdir()}
    assert "packages.patch" not in first and "root.md" not in first and "mine.txt" in first
    omnifix("check", "--patch-dir", str(patches), "--split-by", "codeowners", cwd=monorepo)
    assert {p.name: p.read_bytes() for p in patches.iterdir()} == first


def test_names_are_safe_and_collisions_get_a_hash():
    assert safe_name("org-team-a") == "org-team-a" and safe_name("a b/c:d") == "a-b-c-d"
    assert len(safe_name("x" * 300)) < 110
    results = [FileResult(p) for p in ("Index/a.py", "root/a.py", "a.py", "index/b.py")]

    def by_folder(path: str):
        top = path.split("/")[0] if "/" in path else ""
        return (f"{top}/", top, ()) if top else ("root", "root", ())

    names = {g.label: g.name for g in group(Report(results), by_folder)}
    assert (
        names["root"].startswith("root-")
        and names["root/"].startswith("root-")
        and names["root"] != names["root/"]
    )
    assert names["Index/"].startswith("Index-") and names["index/"].startswith("index-")
    assert names == {g.label: g.name for g in group(Report(results[::-1]), by_folder)}


@pytest.mark.parametrize(
    "args, message",
    [
        (["apply", "--patch-dir", "p"], b"needs --dry-run"),
        (["check", "--split-by", "package"], b"needs --patch-dir"),
        (
            ["check", "--patch-dir", "p", "--split-by", "team"],
            b"'team' is not one of codeowners, directory, package",
        ),
    ],
)
def test_split_usage_errors(tmp_path, args, message):
    tree(tmp_path, {"a.py": TOGGLE})
    result = omnifix(*args, cwd=tmp_path)
    assert result.returncode == 2 and message in result.stderr and result.stdout == b""
    assert (tmp_path / "a.py").read_text() == TOGGLE and not (tmp_path / "p").exists()


def test_outside_a_git_work_tree_the_current_folder_is_the_root(tmp_path):
    tree(tmp_path / "w", {"CODEOWNERS": "/lib/ @lib\n", "lib/a.py": TOGGLE, "b.py": TOGGLE})
    assert omnifix("check", "--patch-dir", "../p", cwd=tmp_path / "w").returncode == 1
    index = json.loads((tmp_path / "p/index.json").read_text())
    assert {g["name"]: g["files"] for g in index["groups"]} == {
        "lib": ["lib/a.py"],
        "unowned": ["b.py"],
    }
