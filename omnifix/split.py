"""`--patch-dir DIR --split-by codeowners|directory|package`: one patch and one summary per group.

Files are grouped by where they are in the repository (the git work tree omnifix runs in, else
the current folder):

- `codeowners`: by the owners CODEOWNERS gives them (`omnifix.owners`), one group per set of
  owners; files no rule owns, owned by a rule without owners, or outside the repository go to
  `unowned` (so does everything when there is no CODEOWNERS file).
- `directory`: by top-level folder; files at the root go to `root`, files outside to `outside`.
- `package`: by the nearest folder up from the file, within the repository, that holds a
  `pyproject.toml`, `setup.py` or `setup.cfg`; the root's package is `root`; files in none of
  them go to `unpackaged`.

For each group with a change, `<name>.patch` holds the unified diffs of its files, which `git
apply` accepts from the folder omnifix ran in (as the `--dry-run` diff, whose paths are relative to
another folder when some file is outside that one: `omnifix.report.diff`; a rewrite `--verify` held
back is left out); for each group with a change or a finding, `<name>.md` is its summary
(`--format markdown` of its files alone, naming the owners). `index.json` (`{"version": 1,
"split_by", "groups": [{"name", "label", "owners", "patch" (or null), "summary", "files",
"changed", "findings", "errors"}]}`) and `index.md` list the groups. The files a previous run's
`index.json` lists are removed first, so a re-run leaves exactly the current groups.

Names are made of the group's label (owners lowercased, sorted, without `@`, `/` turned to `-` and
joined with `+`: `@org/team-a @Alice` is `alice+org-team-a`; a folder's path with `/` turned to
`-`), keeping letters, digits, `.`, `_` and `-`; so they stay the same from run to run. Two labels
that would give the same name (ignoring case), or the name `index`, get a hash of the label added.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from omnifix import git
from omnifix.owners import CodeOwners
from omnifix.report import Report, markdown
from omnifix.report.diff import unified_diff
from omnifix.results import FileResult

SPLITS = ("codeowners", "directory", "package")
PACKAGE_MARKERS = ("pyproject.toml", "setup.py", "setup.cfg")
_RESERVED = {"index"}


@dataclass
class Group:
    label: str
    hint: str  # the file name, unless it collides
    owners: tuple[str, ...] = ()
    results: list[FileResult] = field(default_factory=list)
    errors: list[tuple[str, str]] = field(default_factory=list)
    name: str = ""


def safe_name(text: str) -> str:
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.")
    if len(name) > 100:
        name = name[:90].rstrip("-.") + "-" + _digest(text)
    return name or _digest(text)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:8]


Classify = Callable[[str], tuple[str, str, tuple[str, ...]]]  # path -> (label, name, owners)


def classifier(split_by: str, root: Path, warn: Callable[[str], None]) -> Classify:
    """How `split_by` groups paths in the repository at `root`; `warn` hears of skipped CODEOWNERS lines."""
    if split_by == "codeowners":
        codeowners = CodeOwners.find(root)
        for line, reason in codeowners.skipped if codeowners else ():
            warn(f"{codeowners.path}:{line}: {reason}; line skipped")

        def by_owners(path: str) -> tuple[str, str, tuple[str, ...]]:
            inside = git.relative(path, root)
            found = codeowners.owners(inside) if codeowners and inside is not None else ()
            owners = tuple(sorted({o.lower() for o in found}))
            if not owners:
                return "unowned", "unowned", ()
            return (
                " ".join(owners),
                "+".join(safe_name(o.lstrip("@").replace("/", "-")) for o in owners),
                owners,
            )

        return by_owners
    if split_by == "directory":

        def by_directory(path: str) -> tuple[str, str, tuple[str, ...]]:
            inside = git.relative(path, root)
            if inside is None:
                return "outside", "outside", ()
            if "/" not in inside:
                return "root", "root", ()
            top = inside.split("/")[0]
            return f"{top}/", safe_name(top), ()

        return by_directory
    if split_by == "package":
        packages: dict[Path, str | None] = {}

        def package(folder: Path) -> str | None:
            if folder not in packages:
                if any((folder / marker).is_file() for marker in PACKAGE_MARKERS):
                    packages[folder] = folder.relative_to(root).as_posix()
                elif folder == root or folder.parent == folder:
                    packages[folder] = None
                else:
                    packages[folder] = package(folder.parent)
            return packages[folder]

        def by_package(path: str) -> tuple[str, str, tuple[str, ...]]:
            inside = git.relative(path, root)
            found = package((root / inside).parent) if inside is not None else None
            if found is None:
                return "unpackaged", "unpackaged", ()
            if found == ".":
                return "root", "root", ()
            return f"{found}/", safe_name(found.replace("/", "-")), ()

        return by_package
    raise ValueError(f"not a split: {split_by!r} (one of {', '.join(SPLITS)})")


def group(report: Report, classify: Classify) -> list[Group]:
    """The groups of the report's files and errors, sorted by label, each with its unique file name."""
    groups: dict[str, Group] = {}
    for result in report.results:
        label, hint, owners = classify(result.path)
        groups.setdefault(label, Group(label, hint, owners)).results.append(result)
    for path, reason in report.errors:
        label, hint, owners = classify(path)
        groups.setdefault(label, Group(label, hint, owners)).errors.append((path, reason))
    ordered = sorted(groups.values(), key=lambda g: g.label)
    hints = [g.hint.casefold() for g in ordered]
    for g in ordered:
        clash = hints.count(g.hint.casefold()) > 1 or g.hint.casefold() in _RESERVED
        g.name = f"{g.hint}-{_digest(g.label)}" if clash else g.hint
    return ordered


def write(report: Report, folder: Path, split_by: str, warn: Callable[[str], None]) -> list[dict]:
    """Writes the patches, the summaries and the index of `report` into `folder` and returns the
    index's groups; raises OSError."""
    groups = group(report, classifier(split_by, git.base(), warn))
    folder.mkdir(parents=True, exist_ok=True)
    _remove_previous(folder)
    entries = []
    for g in groups:
        paths = {r.path for r in g.results} | {p for p, _ in g.errors}
        patch = b"".join(
            unified_diff(r, report.diff_base)
            for r in g.results
            if r.changed and r.path not in report.held
        )
        if patch:
            (folder / f"{g.name}.patch").write_bytes(patch)
        part = replace(
            report,
            results=g.results,
            errors=g.errors,
            files=None,
            outcomes=None
            if report.outcomes is None
            else {p: o for p, o in report.outcomes.items() if p in paths},
            held=report.held & paths,
        )
        (folder / f"{g.name}.md").write_text(
            markdown.document(part, f"omnifix: {markdown.code(g.label)}", g.owners),
            encoding="utf-8",
        )
        entries.append(
            {
                "name": g.name,
                "label": g.label,
                "owners": list(g.owners),
                "patch": f"{g.name}.patch" if patch else None,
                "summary": f"{g.name}.md",
                "files": [git.repository_path(r.path) for r in g.results],
                "changed": sum(r.changed and r.path not in report.held for r in g.results),
                "findings": sum(len(r.findings) for r in g.results),
                "errors": len(g.errors),
            }
        )
    index = {"version": 1, "split_by": split_by, "groups": entries}
    (folder / "index.json").write_text(json.dumps(index, indent=2) + "\n", encoding="utf-8")
    (folder / "index.md").write_text(_index_markdown(split_by, entries), encoding="utf-8")
    return entries


def _remove_previous(folder: Path) -> None:
    """Removes what the index of an earlier run in `folder` lists (only plain file names in it)."""
    try:
        previous = json.loads((folder / "index.json").read_text(encoding="utf-8"))
        names = [e[key] for e in previous["groups"] for key in ("patch", "summary") if e.get(key)]
    except (OSError, ValueError, KeyError, TypeError):
        return
    for name in names + ["index.md"]:
        if isinstance(name, str) and name == os.path.basename(name) and (folder / name).is_file():
            (folder / name).unlink()


def _index_markdown(split_by: str, entries: list[dict]) -> str:
    lines = [f"## omnifix patches, split by {split_by}", ""]
    lines += [
        "| Group | Owners | Files changed | Findings | Errors | Patch | Summary |",
        "|---|---|---:|---:|---:|---|---|",
    ]
    for e in entries:
        owners = ", ".join(markdown.code(o) for o in e["owners"])
        patch = f"[{e['patch']}]({e['patch']})" if e["patch"] else "none"
        cells = [
            markdown.code(e["label"]),
            owners,
            str(e["changed"]),
            str(e["findings"]),
            str(e["errors"]),
            patch,
            f"[{e['summary']}]({e['summary']})",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"
