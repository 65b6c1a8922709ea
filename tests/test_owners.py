"""CODEOWNERS: GitHub's pattern rules (where they differ from gitignore), syntax and precedence."""

from __future__ import annotations

import re

import pytest

from omnifix.owners import CodeOwners, pattern_regex

# pattern -> {path: owned}; the comments name GitHub's documented behaviour, or gitignore's where
# GitHub says its patterns follow it
PATTERNS = {
    "*.py": {"a.py": True, "pkg/deep/a.py": True, "a.pyi": False},  # no slash: any depth
    "apps/": {
        "apps/x.py": True,
        "src/apps/x.py": True,
        "apps": False,
        "apps.py": False,
    },  # any apps folder
    "/build/logs/": {
        "build/logs/a.py": True,
        "build/logs/x/a.py": True,
        "src/build/logs/a.py": False,
    },
    "docs/*": {
        "docs/a.py": True,
        "docs/sub/a.py": False,
        "x/docs/a.py": False,
    },  # not nested: unlike gitignore
    "/*": {"a.py": True, "pkg/a.py": False},  # a lone `*` after a slash: direct entries only
    "/*/": {"a.py": False, "pkg/a.py": True, "pkg/sub/a.py": True},
    "/pk*": {
        "pkg": True,
        "pkg/sub/a.py": True,
        "src/pkg/a.py": False,
    },  # other wildcards own what is under
    "docs/*.py": {"docs/a.py": True, "docs/sub/a.py": False},
    "**/logs": {
        "logs/a": True,
        "build/logs/a": True,
        "deeply/nested/logs/x/a": True,
        "logsx/a": False,
    },
    "src/**/test_*.py": {
        "src/test_a.py": True,
        "src/x/y/test_a.py": True,
        "lib/src/test_a.py": False,
    },
    "src/**": {"src/a.py": True, "src/x/a.py": True, "src": False},
    "a/*/c": {"a/b/c": True, "a/b/c/d.py": True, "a/c": False, "a/b/x/c": False},
    "f?o.py": {"foo.py": True, "fo.py": False, "f/o.py": False},
    "f\\*o": {"f*o": True, "foo": False},
    "path\\ with\\ space/": {"path with space/a.py": True, "path/a.py": False},
    "Docs/": {"Docs/a.py": True, "docs/a.py": False},  # case-sensitive, as on GitHub
    "*": {"a.py": True, "x/y/z.py": True},
}


@pytest.mark.parametrize("pattern", PATTERNS)
def test_pattern(pattern):
    regex = re.compile(pattern_regex(pattern))
    for path, owned in PATTERNS[pattern].items():
        assert bool(regex.match(path)) is owned, (pattern, path)


CODEOWNERS = """\
# the last matching rule wins
*                     @org/platform
/packages/core/       @org/core
/packages/core/legacy/ @Alice @org/core  # two owners; inline comment
/packages/ml/
/packages/ml/models/  @org/ml docs@example.com
!/packages/core/keep.py @nobody
/packages/[ab]/       @nobody
\\#notes.py           @nobody
[Section]             @nobody
/scripts/             not-an-owner
"""


def test_last_match_wins_and_a_rule_without_owners_unowns():
    owners = CodeOwners(CODEOWNERS).owners
    assert owners("run.py") == ("@org/platform",)
    assert owners("packages/core/a.py") == ("@org/core",)
    assert owners("packages/core/keep.py") == (
        "@org/core",
    )  # the `!` line is skipped, not a negation
    assert owners("packages/core/legacy/old.py") == ("@Alice", "@org/core")
    assert owners("packages/ml/train.py") == ()
    assert owners("packages/ml/models/net.py") == ("@org/ml", "docs@example.com")
    assert owners("packages/a/x.py") == ("@org/platform",)
    assert owners("#notes.py") == ("@org/platform",)
    assert owners("scripts/x.py") == ("@org/platform",)


def test_lines_github_would_not_use_are_skipped_with_a_reason():
    skipped = dict(CodeOwners(CODEOWNERS).skipped)
    assert sorted(skipped) == [7, 8, 9, 10, 11]
    assert "negation" in skipped[7] and "character ranges" in skipped[8] and "`#`" in skipped[9]
    assert "character ranges" in skipped[10]  # GitLab's sections are not GitHub syntax
    assert "'not-an-owner'" in skipped[11]


def test_the_first_location_found_is_used(tmp_path):
    assert CodeOwners.find(tmp_path) is None
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/CODEOWNERS").write_text("* @docs\n")
    assert CodeOwners.find(tmp_path).owners("a.py") == ("@docs",)
    (tmp_path / "CODEOWNERS").write_text("* @root\n")
    assert CodeOwners.find(tmp_path).owners("a.py") == ("@root",)
    (tmp_path / ".github").mkdir()
    (tmp_path / ".github/CODEOWNERS").write_text("* @github\n")
    found = CodeOwners.find(tmp_path)
    assert found.owners("a.py") == ("@github",) and found.path == ".github/CODEOWNERS"
