"""Every codemod is documented, has golden cases, and is found by walking `codemods/`."""

from __future__ import annotations

import inspect
import sys

import pytest

from omnifix import registry
from omnifix.docs import SECTIONS, golden_cases, render
from omnifix.results import Tier

CODEMODS = registry.all_codemods()


def test_codemods_are_found_by_walking_the_package():
    assert [c.CODE for c in CODEMODS] == sorted(c.CODE for c in CODEMODS)
    assert "OMS001" in [c.CODE for c in CODEMODS]


@pytest.mark.parametrize("cls", CODEMODS, ids=lambda c: c.NAME)
def test_codemod_is_documented(cls):
    doc = inspect.cleandoc(sys.modules[cls.__module__].__doc__ or "")
    assert doc.startswith(f"{cls.CODE} {cls.NAME}: "), (
        "the docstring starts with 'CODE name: summary'"
    )
    positions = [doc.find(heading) for heading in SECTIONS]
    assert all(p >= 0 for p in positions) and positions == sorted(positions), (
        f"sections {SECTIONS} in order"
    )
    for heading, start in zip(SECTIONS, positions):
        body = doc[start + len(heading) :].split("\n## ", 1)[0]
        assert body.strip(), f"{heading} is empty"
    assert cls.SUMMARY and isinstance(cls.TIER, Tier)


@pytest.mark.parametrize("cls", CODEMODS, ids=lambda c: c.NAME)
def test_codemod_has_golden_pairs_and_noops(cls):
    cases = golden_cases(cls)
    pairs = [c for c in cases if not c.name.startswith("noop_")]
    noops = [c for c in cases if c.name.startswith("noop_")]
    if cls.TIER is Tier.MANUAL:  # report-only: every case comes back unchanged, with its findings
        assert noops and not pairs, (
            f"golden/{cls.NAME}/ of a report-only codemod has noop_ cases only"
        )
    else:
        assert pairs and noops, f"golden/{cls.NAME}/ needs at least one pair and one noop_ case"
    for case in pairs:
        assert case.with_name(case.name.replace(".input.py", ".expected.py")).exists(), case.name


def test_golden_folders_belong_to_codemods():
    names = {c.NAME for c in CODEMODS}
    folders = {p.name for p in registry.golden_dir().iterdir() if p.is_dir()}
    assert folders <= names, f"golden folders without a codemod: {folders - names}"
    for folder in registry.golden_dir().iterdir():
        for path in folder.iterdir():
            if path.is_dir():  # a case over several modules
                assert (path / "input").is_dir(), path
                assert {p.name for p in path.iterdir()} <= {"input", "expected", "findings.txt"}, (
                    path
                )
            else:
                assert path.name.endswith((".input.py", ".expected.py", ".findings.txt")), path


def test_explain_renders_the_first_golden_pair():
    cls = registry.find("OMS001")
    text = render(cls)
    first = next(c for c in golden_cases(cls) if not c.name.startswith("noop_"))
    assert first.read_text().rstrip("\n") in text


def test_select():
    assert registry.select(None, None) == tuple(c for c in CODEMODS if not c.OPT_IN)
    assert registry.select(["OMS"], None) == registry.select(["remove-omnistaging-toggles"], None)
    assert registry.select(None, ["OMS001"]) == tuple(
        c for c in CODEMODS if c.CODE != "OMS001" and not c.OPT_IN
    )
    with pytest.raises(ValueError, match="unknown codemod selector"):
        registry.select(["XYZ"], None)


def test_explain_shows_the_example_case_else_one_about_the_codemod(tmp_path, monkeypatch):
    from omnifix import docs

    cls = registry.find("PRK001")
    folder = tmp_path / cls.NAME
    folder.mkdir()
    for case in ("crlf", "bom", "noop_a", "a_case", "example"):
        (folder / f"{case}.input.py").write_text(f"# {case}\n")
        (folder / f"{case}.expected.py").write_text(f"# {case} after\n")
    monkeypatch.setattr(registry, "golden_dir", lambda: tmp_path)
    assert docs.first_pair(cls) == ("# example\n", "# example after\n")
    (folder / "example.input.py").unlink()
    assert docs.first_pair(cls) == (
        "# a_case\n",
        "# a_case after\n",
    )  # not a case about line endings


@pytest.mark.parametrize(
    "select, chosen",
    [
        (None, False),
        (["ALL"], False),
        (["API"], False),
        (["API002"], True),
        (["typed-prng-keys", "OMS"], True),
        (["api002"], True),
    ],
)
def test_an_opt_in_codemod_is_chosen_only_by_its_code_or_name(select, chosen):
    codes = registry.chosen(select, None, registry.table())
    assert ("API002" in codes) is chosen
    assert ("API001" in codes) is (select is None or select[0] in ("ALL", "API"))
    assert "API002" not in registry.chosen(["API002"], ["API"], registry.table())
