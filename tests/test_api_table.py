"""The JAX API table (codemods/data/jax_api.json): well formed, and true of the installed JAX.

The table is built by tools/build_jax_api.py from JAX's changelog, its deprecation tables
and hand overrides. These tests check its shape, then hold its facts against whichever JAX is
installed: every replacement it names must resolve, with the import it says is needed, and every
name it says is removed must be gone. Against the mined sources: every replacement JAX documents is
used or the entry says why not, and the coverage figures hold. A disagreement is fixed in the data
(an override with a note), never by loosening a test.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import pytest

TABLE = json.loads(
    (Path(__file__).resolve().parents[1] / "codemods" / "data" / "jax_api.json").read_text("utf-8")
)
ENTRIES = TABLE["entries"]
BY_OLD = {e["old"]: e for e in ENTRIES}
VERSION = re.compile(r"\d+\.\d+\.\d+(?:\.\d+)?")
DOTTED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")
KINDS = {"rename", "call", "remove", "manual"}
TIERS = {"safe", "unsafe", "manual"}
MATCHES = {"name", "method", "flag"}
REQUIRED = {
    "old": str,
    "match": str,
    "new": (str, type(None)),
    "kind": str,
    "tier": str,
    "deprecated": (str, type(None)),
    "removed": (str, type(None)),
    "new_since": (str, type(None)),
    "import": (str, type(None)),
    "message": str,
    "sources": list,
}


def vkey(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in version.split("."))


def installed_jax() -> tuple[tuple[int, ...], object]:
    jax = pytest.importorskip("jax")
    return vkey(re.match(r"[\d.]+\d", jax.__version__).group(0)), jax


class MissingDependency(Exception):
    """A JAX module exists but needs an optional package that is not installed (tensorstore)."""


def import_module(name: str):
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name and not (name + ".").startswith(err.name + "."):
            raise MissingDependency(f"{name} needs {err.name}") from err
        raise


def resolve(dotted: str):
    """Import the longest importable prefix of ``dotted``, then getattr the rest."""
    parts = dotted.split(".")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i in range(len(parts), 0, -1):
            try:
                obj = import_module(".".join(parts[:i]))
                break
            except ImportError:
                continue
        else:
            raise ImportError(f"no module of {dotted} can be imported")
        for part in parts[i:]:
            obj = getattr(obj, part)
    return obj


# -- 1. schema ---------------------------------------------------------------------------------


def test_header():
    assert TABLE["version"] == 1
    assert VERSION.fullmatch(TABLE["jax_newest"])
    assert re.fullmatch(r"[0-9a-f]{40}", TABLE["generated_from"])


def test_sorted_and_unique():
    olds = [e["old"] for e in ENTRIES]
    assert olds == sorted(olds)
    assert len(olds) == len(set(olds))


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["old"] for e in ENTRIES])
def test_entry_schema(entry):
    for field, types in REQUIRED.items():
        assert field in entry, field
        assert isinstance(entry[field], types), field
    assert entry["kind"] in KINDS and entry["tier"] in TIERS and entry["match"] in MATCHES
    assert DOTTED.fullmatch(entry["old"])
    if entry["match"] == "flag":
        assert re.fullmatch(r"jax_\w+", entry["old"])
    for field in ("deprecated", "removed", "new_since", "alt_since", "restored"):
        if entry.get(field) is not None:
            assert VERSION.fullmatch(entry[field]), field
            if field != "restored":  # may be the version of the development tree after jax_newest
                assert vkey(entry[field]) <= vkey(TABLE["jax_newest"]), field
    if entry.get("restored"):
        assert entry["removed"] and vkey(entry["removed"]) < vkey(entry["restored"])
    if entry["deprecated"] and entry["removed"]:
        assert vkey(entry["deprecated"]) <= vkey(entry["removed"])
    if entry["new"] is not None:
        assert DOTTED.fullmatch(entry["new"]) and entry["new"] != entry["old"]
    if entry["import"] is not None:
        assert entry["new"] is not None and (entry["new"] + ".").startswith(entry["import"] + ".")
    if entry["kind"] == "rename":
        assert entry["new"], "a rename needs a replacement"
        assert entry["tier"] in ("safe", "unsafe")
    if entry["kind"] == "manual":
        assert entry["tier"] == "manual" and entry["new"] is None
    if entry["tier"] == "unsafe":
        assert entry.get("note"), "an unsafe replacement says why in its override note"
    if entry.get("alt"):
        assert (
            entry["kind"] == "rename" and DOTTED.fullmatch(entry["alt"]) and entry.get("alt_since")
        )
    assert entry["sources"] or entry.get("note"), "provenance: a source pointer or an override note"
    for source in entry["sources"]:
        assert re.fullmatch(
            r"CHANGELOG\.md:\d+@[0-9a-f]{12} \(jax [\d.]+\)|jax/\S+\.py .+ @ jax-v[\d.]+", source
        ), source
    assert entry["message"].startswith(f"`{entry['old']}` ") and entry["message"].endswith(".")
    if entry.get("override"):
        assert entry.get("note")


def test_chains_are_resolved():
    for entry in ENTRIES:
        target = BY_OLD.get(entry["new"])
        assert target is None or target["new"] is None, (
            f"{entry['old']} -> {entry['new']} -> {target['new']}"
        )


def test_documented_replacements_are_used_or_explained():
    """A name whose deprecation message, changelog entry or deprecated alias names a replacement
    that exists in the newest JAX (``documented``, found by the miners) is renamed or rewritten,
    or says why not: an override's note, or ``not_same`` (the replacement is another object)."""
    unexplained = [
        f"{e['old']} -> {e['documented']}"
        for e in ENTRIES
        if e.get("documented")
        and e["kind"] not in ("rename", "call")
        and not e.get("not_same")
        and not e.get("note")
    ]
    assert not unexplained


def test_coverage_figures():
    """The header's figures (quoted in tools/README.md) are those of the entries, and no lower
    than when they were measured: 190 of the 191 documented renames fixed (99.5%), 410 of the 413
    removed names without a replacement reported (99.3%)."""
    cov = TABLE["coverage"]
    documented = [e for e in ENTRIES if e.get("documented")]
    assert cov["documented"] == len(documented)
    assert cov["fixed"] == sum(e["kind"] in ("rename", "call") for e in documented)
    assert cov["not_same"] == sum(bool(e.get("not_same")) for e in documented)
    assert all(e["kind"] == "manual" for e in documented if e.get("not_same"))
    assert cov["fixed"] / (cov["documented"] - cov["not_same"]) >= 0.99
    assert cov["reported"] / cov["removed"] >= 0.99
    assert cov["removed"] - cov["reported"] == len(cov["unreported"])
    overrides = {o["old"]: o for o in _overrides()}
    for name in cov["unreported"]:  # only names a human dropped from the table, saying why
        assert overrides[name].get("drop") and overrides[name]["note"], name


def test_module_children_are_reported():
    """A renamed module's names that its replacement lacks have manual entries of their own, so
    that the longest-prefix lookup reports them instead of writing a name that does not exist."""
    children = [e for e in ENTRIES if e.get("part_of")]
    assert children
    for child in children:
        parent = BY_OLD[child["part_of"]]
        assert parent["kind"] == "rename" and child["kind"] == "manual"
        assert child["old"].startswith(parent["old"] + ".")
        assert child["message"].endswith("; no public replacement.")
        assert (
            f"`{parent['new']}`, which has no `{child['old'].rpartition('.')[2]}`" in child["help"]
        )


@pytest.mark.slow
def test_rebuild_gives_the_same_bytes(tmp_path):
    """tools/build_jax_api.py rebuilds the committed table byte for byte from the mined inputs
    and the git dir they were mined from (tools/README.md: `OMNIFIX_JAX_GIT`; about 2 minutes)."""
    root = Path(__file__).resolve().parents[1]
    repo, mined = os.environ.get("OMNIFIX_JAX_GIT"), root / "tools" / "mined"
    if (
        not repo
        or not (mined / "deprecations.json").exists()
        or not (mined / "changelog.json").exists()
    ):
        pytest.skip("needs OMNIFIX_JAX_GIT (a JAX git dir, see tools/README.md) and tools/mined/")
    out = tmp_path / "jax_api.json"
    run = subprocess.run(
        [
            sys.executable,
            str(root / "tools" / "build_jax_api.py"),
            "--repo",
            repo,
            "--mined",
            str(mined),
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert out.read_bytes() == (root / "codemods" / "data" / "jax_api.json").read_bytes()


def _overrides():
    return json.loads(
        (Path(__file__).resolve().parents[1] / "tools" / "jax_api_overrides.json").read_text(
            "utf-8"
        )
    )["entries"]


def test_overrides_are_all_used_and_explained():
    for override in _overrides():
        assert override.get("note"), override["old"]
        if override.get("drop"):
            assert override["old"] not in BY_OLD
        else:
            assert BY_OLD[override["old"]].get("override"), override["old"]


# -- 2. replacements resolve in the installed jax ------------------------------------------------


def _current(entry, version) -> bool:
    return (
        entry["new"] is not None
        and entry["match"] != "flag"
        and (entry["new_since"] is None or vkey(entry["new_since"]) <= version)
    )


WITH_NEW = [e for e in ENTRIES if e["new"] is not None and e["match"] != "flag"]


@pytest.mark.parametrize("entry", WITH_NEW, ids=[e["old"] for e in WITH_NEW])
def test_replacement_resolves(entry):
    version, _ = installed_jax()
    if not _current(entry, version):
        pytest.skip(f"{entry['new']} is newer than the installed jax")
    try:
        if entry["import"]:
            import_module(entry["import"])
        resolve(entry["new"])
        if entry.get("alt") and vkey(entry["alt_since"]) <= version:
            resolve(entry["alt"])
    except MissingDependency as err:
        pytest.skip(str(err))


@pytest.fixture(scope="module")
def reachable_after_import_jax():
    """For each current replacement, whether a fresh ``import jax`` (plus the entry's ``import``)
    makes it reachable by attribute access alone."""
    version, _ = installed_jax()
    todo = {e["old"]: (e["new"], e["import"]) for e in WITH_NEW if _current(e, version)}
    script = textwrap.dedent("""
        import importlib, json, sys, warnings
        warnings.simplefilter("ignore")
        import jax
        out = {}
        for old, (new, needs) in json.load(sys.stdin).items():
            try:
                if needs:
                    importlib.import_module(needs)
                root, *rest = new.split(".")
                obj = sys.modules[root]
                for part in rest:
                    obj = getattr(obj, part)
                out[old] = None
            except ModuleNotFoundError as err:
                missing = err.name and not (needs + ".").startswith(err.name + ".")
                out[old] = ("skip: needs " if missing else "ModuleNotFoundError: ") + str(err.name)
            except Exception as err:
                out[old] = f"{type(err).__name__}: {err}"[:200]
        print(json.dumps(out))
    """)
    run = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(todo),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return json.loads(run.stdout.splitlines()[-1])


@pytest.mark.parametrize("entry", WITH_NEW, ids=[e["old"] for e in WITH_NEW])
def test_import_field_suffices(entry, reachable_after_import_jax):
    if entry["old"] not in reachable_after_import_jax:
        pytest.skip(f"{entry['new']} is newer than the installed jax")
    if (reachable_after_import_jax[entry["old"]] or "").startswith("skip: "):
        pytest.skip(reachable_after_import_jax[entry["old"]][6:])
    assert reachable_after_import_jax[entry["old"]] is None, (
        f"`import jax`{' + import ' + entry['import'] if entry['import'] else ''} does not reach {entry['new']}: "
        f"{reachable_after_import_jax[entry['old']]}"
    )


# -- 3. removed names are gone from the installed jax ----------------------------------------------

REMOVED = [e for e in ENTRIES if e["removed"] and e["match"] in ("name", "flag")]


@pytest.mark.parametrize("entry", REMOVED, ids=[e["old"] for e in REMOVED])
def test_removed_names_are_gone(entry):
    version, jax = installed_jax()
    if vkey(entry["removed"]) > version:
        pytest.skip(f"removed in jax {entry['removed']}, newer than the installed jax")
    if entry["match"] == "flag":
        assert entry["old"] not in jax.config.values and not hasattr(jax.config, entry["old"])
        return
    if entry.get("restored") and vkey(entry["restored"]) <= version:
        resolve(entry["old"])  # the name is back (re-exported, or reused for something else)
        return
    try:
        resolve(entry["old"])
    except (AttributeError, ImportError):
        return
    except MissingDependency as err:
        pytest.skip(str(err))
    pytest.fail(f"{entry['old']} still resolves in jax {'.'.join(map(str, version))}")
