"""`omnifix.discover.discover`: which files a run takes, in which order, and which paths are errors."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from omnifix.discover import discover
from tests.helpers import tree


def found(root: Path, *arguments: str, exclude: list[str] | None = None) -> list[str]:
    """The files discovered under `root` (default: `root` itself), relative to `root`, in order."""
    result = discover([str(root / a) for a in arguments or ["."]], exclude)
    assert result.errors == []
    return [Path(os.path.relpath(path, root)).as_posix() for path in result.files]


def git_init(root: Path) -> Path:
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    return root


def git_untracked_python(root: Path) -> list[str]:
    """git's own list of the non-ignored .py files of a work tree with nothing committed."""
    listed = subprocess.run(
        ["git", "ls-files", "--others", "--exclude-standard", "-z"],
        cwd=root,
        check=True,
        capture_output=True,
    ).stdout.decode()
    return sorted((p for p in listed.split("\0") if p.endswith(".py")), key=lambda p: Path(p).parts)


def outside_git(path: Path) -> bool:
    return not any((folder / ".git").exists() for folder in (path, *path.parents))


# order and suffixes ---------------------------------------------------------------------------

EXPECTED_ORDER = ["a/b/c.py", "a/b/d.pyi", "a/z.py", "a.py", "b.py", "z.pyi"]
OTHER_FILES = ["a/b/notes.txt", "a/setup.cfg", "c.pyc", "d.py.bak", "e.pyx", "Makefile"]


def test_python_files_in_sorted_order_whatever_the_creation_order(tmp_path):
    for name, order in [
        ("forward", EXPECTED_ORDER + OTHER_FILES),
        ("backward", (EXPECTED_ORDER + OTHER_FILES)[::-1]),
    ]:
        tree(tmp_path / name, {path: "x = 1\n" for path in order})
        assert found(tmp_path / name) == EXPECTED_ORDER, name


def test_a_file_named_twice_is_taken_once_and_arguments_keep_their_order(tmp_path):
    tree(tmp_path, {"pkg/a.py": "", "pkg/b.py": "", "z.py": ""})
    assert found(tmp_path, "z.py", "pkg", "pkg/a.py", "z.py") == ["z.py", "pkg/a.py", "pkg/b.py"]


# .gitignore -----------------------------------------------------------------------------------

IGNORED_TREE = {
    ".gitignore": "ignored.py\n*.gen.py\nbuild/\n/anchored.py\n",
    "ignored.py": "",
    "kept.py": "",
    "anchored.py": "",
    "x.gen.py": "",
    "build/out.py": "",
    "build.py": "",
    "pkg/anchored.py": "",
    "pkg/ignored.py": "",
    "pkg/build/deep.py": "",
    "pkg/module.py": "",
    "sub/.gitignore": "local.py\n*.py\n!keep.py\n",
    "sub/local.py": "",
    "sub/other.py": "",
    "sub/keep.py": "",
    "sub/deeper/keep.py": "",
    "sub/deeper/dropped.py": "",
    "local.py": "",
    "excluded.py": "",
    "pkg/excluded.py": "",
}
EXPECTED_WITH_GIT = [
    "build.py",
    "kept.py",
    "local.py",
    "pkg/anchored.py",
    "pkg/module.py",
    "sub/deeper/keep.py",
    "sub/keep.py",
]


def test_gitignore_rules_are_honoured_inside_a_git_work_tree(tmp_path):
    git_init(tree(tmp_path, IGNORED_TREE))
    (tmp_path / ".git/info").mkdir(exist_ok=True)
    (tmp_path / ".git/info/exclude").write_text("excluded.py\n")
    assert found(tmp_path) == EXPECTED_WITH_GIT
    assert git_untracked_python(tmp_path) == EXPECTED_WITH_GIT  # the same verdicts as git's own


def test_gitignore_of_the_work_tree_applies_when_walking_a_subfolder(tmp_path):
    tree(
        tmp_path,
        {
            ".gitignore": "gen/\nignored.py\n",
            "pkg/gen/a.py": "",
            "pkg/ignored.py": "",
            "pkg/b.py": "",
        },
    )
    git_init(tmp_path)
    assert found(tmp_path, "pkg") == ["pkg/b.py"]


def test_negation_in_a_nested_gitignore_reincludes_a_file(tmp_path):
    tree(
        tmp_path,
        {".gitignore": "*.py\n", "sub/.gitignore": "!keep.py\n", "sub/keep.py": "", "sub/x.py": ""},
    )
    git_init(tmp_path)
    assert found(tmp_path) == ["sub/keep.py"]


def test_gitignore_is_not_honoured_outside_a_git_work_tree(tmp_path):
    assert outside_git(tmp_path)
    tree(tmp_path, IGNORED_TREE)
    expected = sorted((p for p in IGNORED_TREE if p.endswith(".py")), key=lambda p: Path(p).parts)
    assert found(tmp_path) == expected


# skipped folders and --exclude ---------------------------------------------------------------


def test_tool_and_vcs_folders_are_skipped(tmp_path):
    tree(
        tmp_path,
        {
            f"{folder}/a.py": ""
            for folder in [
                ".venv",
                "__pycache__",
                "node_modules",
                "pkg/__pycache__",
                "pkg/.venv/lib",
            ]
        },
    )
    tree(
        tmp_path,
        {".git/hooks/h.py": "", "x.egg-info/y.py": "", "pkg/kept.py": "", "venv_tools/kept.py": ""},
    )
    assert found(tmp_path) == ["pkg/kept.py", "venv_tools/kept.py"]


def test_exclude_globs_match_a_file_name_a_folder_name_or_a_relative_path(tmp_path):
    tree(
        tmp_path,
        {
            "test_a.py": "",
            "pkg/test_b.py": "",
            "pkg/b.py": "",
            "generated/c.py": "",
            "pkg/generated/d.py": "",
            "pkg/generated_not.py": "",
            "pkg/legacy/e.py": "",
            "legacy/f.py": "",
        },
    )
    assert found(tmp_path, exclude=["test_*.py"]) == [
        "generated/c.py",
        "legacy/f.py",
        "pkg/b.py",
        "pkg/generated/d.py",
        "pkg/generated_not.py",
        "pkg/legacy/e.py",
    ]
    assert found(tmp_path, exclude=["generated"]) == [
        "legacy/f.py",
        "pkg/b.py",
        "pkg/generated_not.py",
        "pkg/legacy/e.py",
        "pkg/test_b.py",
        "test_a.py",
    ]
    assert found(tmp_path, exclude=["pkg/legacy/*"]) == [
        "generated/c.py",
        "legacy/f.py",
        "pkg/b.py",
        "pkg/generated/d.py",
        "pkg/generated_not.py",
        "pkg/test_b.py",
        "test_a.py",
    ]
    # relative to the argument being walked
    assert found(tmp_path, "pkg", exclude=["legacy/*"]) == [
        "pkg/b.py",
        "pkg/generated/d.py",
        "pkg/generated_not.py",
        "pkg/test_b.py",
    ]


def test_named_files_are_taken_even_if_gitignored_but_not_when_excluded(tmp_path, monkeypatch):
    git_init(tree(tmp_path, {".gitignore": "*.py\n", "ignored.py": "", "pkg/gen/also.py": ""}))
    assert found(tmp_path) == []
    assert found(tmp_path, "ignored.py", "pkg/gen/also.py") == ["ignored.py", "pkg/gen/also.py"]
    monkeypatch.chdir(tmp_path)  # as the command line names them
    named = ["ignored.py", "pkg/gen/also.py"]
    assert discover(named).files == named
    assert discover(named, ["ign*.py"]).files == ["pkg/gen/also.py"]  # the file's name
    assert discover(named, ["gen"]).files == ["ignored.py"]  # a folder on its path
    assert discover(named, ["pkg/*"]).files == ["ignored.py"]  # its path


# symlinks -------------------------------------------------------------------------------------


def test_a_symlinked_folder_pointing_outside_the_walked_tree_is_not_followed(tmp_path):
    tree(tmp_path, {"outside/o.py": "", "walked/w.py": ""})
    (tmp_path / "walked/link").symlink_to(tmp_path / "outside", target_is_directory=True)
    assert found(tmp_path, "walked") == ["walked/w.py"]


def test_a_symlink_loop_terminates_and_each_file_appears_once(tmp_path):
    tree(tmp_path, {"top.py": "", "a/b/x.py": ""})
    (tmp_path / "a/b/up").symlink_to(tmp_path / "a", target_is_directory=True)
    (tmp_path / "a/root").symlink_to(tmp_path, target_is_directory=True)
    (tmp_path / "self").symlink_to(".", target_is_directory=True)
    assert found(tmp_path) == ["a/b/x.py", "top.py"]


def test_a_symlinked_folder_inside_the_tree_gives_each_file_once_under_its_real_path(tmp_path):
    tree(tmp_path, {"a/x.py": "", "m/y.py": "", "z/sub/y.py": ""})
    (tmp_path / "0link").symlink_to("m", target_is_directory=True)  # sorts before its target
    (tmp_path / "m/zlink").symlink_to(
        "../a", target_is_directory=True
    )  # met before the walk reaches a
    (tmp_path / "a/link").symlink_to("../z/sub", target_is_directory=True)
    assert found(tmp_path) == ["a/x.py", "m/y.py", "z/sub/y.py"]


def test_symlinked_files_are_skipped_in_walks_and_the_real_file_taken_once(tmp_path):
    tree(tmp_path, {"outside/o.py": "", "walked/real.py": "", "walked/pkg/b.py": ""})
    (tmp_path / "walked/alias.py").symlink_to("real.py")
    (tmp_path / "walked/a_alias.py").symlink_to("pkg/b.py")
    (tmp_path / "walked/o.py").symlink_to(tmp_path / "outside/o.py")
    (tmp_path / "walked/dangling.py").symlink_to("missing.py")
    assert found(tmp_path, "walked") == ["walked/pkg/b.py", "walked/real.py"]


# errors and leftovers -------------------------------------------------------------------------


def test_a_folder_named_like_a_python_file_is_an_error_and_not_descended(tmp_path):
    tree(tmp_path, {"x.py/inner.py": "", "y.pyi/inner.py": "", "ok.py": ""})
    result = discover([str(tmp_path)])
    assert result.files == [str(tmp_path / "ok.py")]
    assert sorted(result.errors) == [
        (str(tmp_path / "x.py"), "is a folder, not a Python file"),
        (str(tmp_path / "y.pyi"), "is a folder, not a Python file"),
    ]


def test_a_path_that_does_not_exist_is_an_error(tmp_path):
    tree(tmp_path, {"ok.py": ""})
    missing, no_folder = str(tmp_path / "missing.py"), str(tmp_path / "no_folder")
    result = discover([missing, str(tmp_path / "ok.py"), no_folder])
    assert result.files == [str(tmp_path / "ok.py")]
    assert result.errors == [
        (missing, "no such file or folder"),
        (no_folder, "no such file or folder"),
    ]


def test_leftover_temporary_files_are_not_taken(tmp_path):
    tree(
        tmp_path,
        {
            "a.py": "",
            ".a.py.omnifix-tmp-abc123": "",
            "pkg/.b.pyi.omnifix-tmp-x_9z": "",
            "pkg/b.pyi": "",
        },
    )
    assert found(tmp_path) == ["a.py", "pkg/b.pyi"]
