#!/usr/bin/env python3
"""Build ``codemods/data/jax_api.json``: what became of every removed or deprecated JAX name.

Inputs (none of them is shipped: the mined files quote JAX's own text and are git-ignored):

* ``tools/mined/changelog.json`` from ``mine_changelog.py`` (JAX's CHANGELOG.md);
* ``tools/mined/deprecations.json`` from ``mine_deprecations.py`` (the ``_deprecations``
  tables and older warning mechanisms of every release);
* ``tools/jax_api_overrides.json``: hand-checked corrections, one object per name with a
  ``note`` saying why (fields set there win over everything mined; ``"drop": true`` removes a name);
* a git clone of jax-ml/jax (bare is fine), read with ``git cat-file`` and ``ast``, never imported;
  ``jax_releases.py`` adds the releases a clone lacks from their wheels.

The output keeps only facts (names, versions, kinds), provenance pointers and messages written
here, never JAX's text::

    {"version": 1, "jax_newest": "0.12.0.1", "generated_from": "<commit>", "coverage": {...},
     "entries": [...]}

``coverage`` holds the figures of ``coverage()`` (what the table does with the renames and
removals JAX documents), and there is one entry per old name, sorted by ``old``:

``old``        the dotted name (a module, a function, a class, or ``Class.method``; config flags
               keep their ``jax_*`` spelling).
``match``      ``name`` (a dotted reference or import can be matched), ``method`` (an attribute of
               a class instance: only reportable) or ``flag`` (a config option, ``jax_*``).
``new``        the dotted public replacement, or null. Chained: ``new`` is never itself an old name
               that has a replacement.
``kind``       ``rename`` (every reference can become ``new``), ``call`` (call sites need rewriting),
               ``remove`` (the statement can go) or ``manual`` (no mechanical fix; ``new`` is null).
``tier``       ``safe`` for renames that keep the meaning, ``unsafe`` when it differs, ``manual``.
``deprecated`` / ``removed``  first release where the name warns / where using it fails.
``new_since``  first release where ``new`` exists (computed from the repository), null for
               non-JAX replacements.
``import``     the module to import explicitly for ``new`` to be reachable after ``import jax``.
``alt`` / ``alt_since``  an equivalent newer spelling (``jax.tree.map``), when an override names one.
``restored``   release from which a removed name resolves again (re-exported, or reused for something
               else: see the note); HEAD's version when only the development tree has it.
``documented`` the replacement the mined sources name (message, changelog, deprecated alias) when
               it exists in the newest release; ``not_same`` says why it is not ``new`` (another
               object: where both are defined, or an override's reason).
``part_of``    set on the manual entry of a name a renamed module had and its replacement lacks.
``message``    our text for the report: one line, what became of the name and what to use.
``help``       what the message leaves out (the alternatives, why), when there is something.
``sources``    provenance pointers (``CHANGELOG.md:<line>@<commit> (jax X)``, ``<path> <mechanism>
               @ <tag>``); ``override``/``note`` when a hand override touched the entry.

Usage: python tools/build_jax_api.py --repo JAX_GIT_DIR (see tools/README.md)
"""

import argparse
import ast
import fnmatch
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent  # tools/
TABLE = HERE.parent / "codemods" / "data" / "jax_api.json"
TAG = re.compile(r"^jax-v(\d+(?:\.\d+){2,3})$")
NON_JAX_ROOTS = {"functools", "math", "numpy"}  # replacements outside JAX that we accept as ``new``
MECHANISM = {
    "_deprecations": "_deprecations",
    "deprecated_import": "_deprecated_ import",
    "module_getattr": "__getattr__ warning",
    "module_warning": "module warning",
}
FIELDS = (
    "old",
    "match",
    "new",
    "kind",
    "tier",
    "deprecated",
    "removed",
    "new_since",
    "import",
    "message",
    "sources",
)


def vkey(version):
    return tuple(int(x) for x in version.split("."))


def is_public(name):
    """A dotted name with no private component (``jax._src.x``, ``jax.core._foo``)."""
    return bool(name) and not any(part.startswith("_") for part in name.split("."))


def is_dotted(name):
    return bool(name) and re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)+", name) is not None


# --------------------------------------------------------------------------------------------
# Reading the JAX repository


class Bindings:
    """Names a module (or a class body) binds at its top level, and where imported ones come from."""

    def __init__(self, body, package):
        self.names = {}  # name -> ("import", "mod.attr") | ("module", "mod") | ("class", Bindings) | ("local", None)
        self.star = []  # modules star-imported
        for node in _top_level(body):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.names[a.asname] = ("module", a.name)
                    else:
                        self.names.setdefault(
                            a.name.split(".")[0], ("module", a.name.split(".")[0])
                        )
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                for a in node.names:
                    if a.name == "*":
                        self.star.append(base)
                    else:
                        self.names[a.asname or a.name] = ("import", f"{base}.{a.name}")
            elif isinstance(node, ast.ClassDef):
                self.names[node.name] = ("class", Bindings(node.body, package))
            elif isinstance(node, ast.Delete):  # `from jax.interpreters import ad; del ad`
                for target in node.targets:
                    self.names.pop(getattr(target, "id", None), None)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.names.setdefault(node.name, ("local", None))
            elif (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, (ast.Name, ast.Attribute))
                and _dotted_expr(node.value)
            ):
                self.names[node.targets[0].id] = (
                    "alias",
                    _dotted_expr(node.value),
                )  # remat = checkpoint
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name):
                            self.names.setdefault(name.id, ("local", None))
                    if getattr(target, "id", None) == "__all__" and isinstance(
                        node.value, (ast.List, ast.Tuple)
                    ):
                        for elt in node.value.elts:
                            if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                                self.names.setdefault(elt.value, ("local", None))


def _dotted_expr(node):
    """``a.b.c`` for a Name/Attribute chain, else None."""
    if isinstance(node, ast.Attribute):
        base = _dotted_expr(node.value)
        return base and f"{base}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else None


def _top_level(body):
    """Statements of a module or class body, descending into if/try/with but not into defs
    (``if TYPE_CHECKING:`` blocks are skipped: they bind nothing at run time)."""
    for node in body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            yield from _top_level(node.orelse)
            continue
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for field in ("body", "orelse", "finalbody", "handlers"):
                yield from _top_level(getattr(node, field, []))


class Repo:
    """A jax-ml/jax git directory: release tags, files at a revision, and what modules define."""

    def __init__(self, path):
        self.path = path
        self.proc = subprocess.Popen(
            ["git", "-C", path, "cat-file", "--batch"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        self.head = self.git("rev-parse", "HEAD")[0]
        tags = [(m.group(1), t) for t in self.git("tag") if (m := TAG.match(t))]
        self.releases = sorted(tags, key=lambda vt: vkey(vt[0]))  # [(version, tag)]
        self._blobs, self._parsed, self._files, self._all_files, self.unparsable = (
            {},
            {},
            {},
            None,
            set(),
        )

    def git(self, *args):
        out = subprocess.run(
            ["git", "-C", self.path, *args], capture_output=True, text=True, check=True
        )
        return out.stdout.splitlines()

    def blob(self, rev, path):
        """(sha, text) of ``path`` at ``rev``, or None."""
        key = (rev, path)
        if key not in self._blobs:
            self.proc.stdin.write(f"{rev}:{path}\n".encode())
            self.proc.stdin.flush()
            header = self.proc.stdout.readline().split()
            if header[-1] == b"missing":
                self._blobs[key] = None
            else:
                data = self.proc.stdout.read(int(header[2]) + 1)[:-1]
                self._blobs[key] = (header[0].decode(), data.decode("utf-8", "replace"))
        return self._blobs[key]

    def files(self, rev):
        """Paths of the Python files under jax/ at ``rev``."""
        if rev not in self._files:
            self._files[rev] = {
                p
                for p in self.git("ls-tree", "-r", "--name-only", rev, "--", "jax")
                if p.endswith(".py")
            }
        return self._files[rev]

    def module_path(self, rev, module):
        base = module.replace(".", "/")
        files = self.files(rev)
        return next((p for p in (f"{base}.py", f"{base}/__init__.py") if p in files), None)

    @property
    def head_version(self):
        """The version HEAD will be released as (``_version`` in jax/version.py)."""
        return re.search(
            r'^_version\s*=\s*"([\d.]+)"', self.blob(self.head, "jax/version.py")[1], re.M
        ).group(1)

    def final_run_start(self, dotted):
        """First release of the final run of releases in which ``dotted`` exists (linear scan)."""
        k = len(self.releases) - 1
        while k > 0 and self.has(self.releases[k - 1][1], dotted):
            k -= 1
        return self.releases[k][0]

    def ever_module(self, dotted):
        """Whether ``dotted`` names a module in some release."""
        if self._all_files is None:
            self._all_files = set().union(*(self.files(tag) for _, tag in self.releases))
        base = dotted.replace(".", "/")
        return f"{base}.py" in self._all_files or f"{base}/__init__.py" in self._all_files

    def bindings(self, rev, module):
        path = self.module_path(rev, module)
        if path is None:
            return None
        sha, text = self.blob(rev, path)
        if sha not in self._parsed:
            package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
            try:
                self._parsed[sha] = Bindings(ast.parse(text).body, package)
            except SyntaxError:  # syntax newer than the Python running this script
                self.unparsable.add(f"{rev[:12]}:{path}")
                self._parsed[sha] = _fallback_bindings(text, package)
        return self._parsed[sha]

    def has(self, rev, dotted, depth=0):
        """Whether ``dotted`` exists at ``rev``: True, False, or None when it cannot be told
        statically (an attribute of something that is neither a module nor a class here)."""
        parts = dotted.split(".")
        for i in range(len(parts), 0, -1):
            if self.module_path(rev, ".".join(parts[:i])):
                break
        else:
            return False
        return True if i == len(parts) else self._attr(rev, ".".join(parts[:i]), parts[i:], depth)

    def _attr(self, rev, module, rest, depth):
        scope = self.bindings(rev, module)
        if depth > 6 or scope is None:
            return None
        if rest[0] not in scope.names:
            for star in scope.star:  # ``from m import *``
                if found := self.has(rev, ".".join([star] + rest), depth + 1):
                    return found
        return self._in_scope(rev, scope, rest, depth)

    def _in_scope(self, rev, scope, rest, depth):
        kind, value = scope.names.get(rest[0], (None, None))
        if kind is None:
            return False
        if len(rest) == 1:
            return True
        if kind in ("import", "module"):
            return self.has(rev, ".".join([value] + rest[1:]), depth + 1)
        if kind == "alias" and "." in value and value.split(".")[0] in scope.names:
            return None
        if kind == "class":
            found = self._in_scope(rev, value, rest[1:], depth)
            return found or None  # inherited attributes are not followed
        return None

    def origin(self, rev, dotted, depth=0):
        """Where ``dotted`` is defined at ``rev``: a module, or ``module.name`` of the def, class or
        assignment that binds it, following imports; None when that cannot be told statically."""
        parts = dotted.split(".")
        for i in range(len(parts), 0, -1):
            if self.module_path(rev, ".".join(parts[:i])):
                break
        else:
            return None
        module = ".".join(parts[:i])
        if i == len(parts) or depth > 8:
            return module if i == len(parts) else None
        scope = self.bindings(rev, module)
        kind, value = scope.names.get(parts[i], (None, None))
        if kind is None:
            found = (
                self.origin(rev, ".".join([star] + parts[i:]), depth + 1) for star in scope.star
            )
            return next((f for f in found if f), None)
        if kind in ("import", "module"):
            return self.origin(rev, ".".join([value] + parts[i + 1 :]), depth + 1)
        if kind == "alias":  # name = other.name: resolve ``other`` through this module's bindings
            head, _, tail = value.partition(".")
            if head in scope.names and head != parts[i]:
                return self.origin(
                    rev,
                    ".".join([module, head] + ([tail] if tail else []) + parts[i + 1 :]),
                    depth + 1,
                )
            return None
        return f"{module}.{parts[i]}" if i == len(parts) - 1 else None

    def public_names(self, rev, module):
        """Public names a module offers (its own definitions and imported objects, not modules)."""
        scope = self.bindings(rev, module)
        return {
            n
            for n, (kind, value) in scope.names.items()
            if not n.startswith("_")
            and kind != "module"
            and not (kind == "import" and self.module_path(rev, value))
        }

    def first_release(self, dotted):
        """First release from which ``dotted`` exists up to the newest one, or None.

        Binary search over the releases assuming that once added the name stays, then a check
        of the release found and the one before; a linear scan when that check fails."""

        def exists(k: int) -> bool:
            return self.has(self.releases[k][1], dotted)

        last = len(self.releases) - 1
        if not exists(last):
            return None
        lo, hi = 0, last
        while lo < hi:
            mid = (lo + hi) // 2
            if exists(mid):
                hi = mid
            else:
                lo = mid + 1
        if lo == 0 or not exists(lo - 1):
            return self.releases[lo][0]
        k = last  # not monotonic: the start of the final run of releases that have it
        while k > 0 and exists(k - 1):
            k -= 1
        return self.releases[k][0]

    def loaded_by_import_jax(self, rev):
        """Modules a plain ``import jax`` loads at ``rev``, following module-level imports of
        jax modules transitively (a loaded submodule is an attribute of its package)."""
        seen, todo = set(), ["jax"]
        while todo:
            module = todo.pop()
            if module in seen or not self.module_path(rev, module):
                continue
            seen.add(module)
            parent = module.rpartition(".")[0]
            if parent:
                todo.append(parent)
            scope = self.bindings(rev, module)
            targets = [v for k, v in scope.names.values() if k in ("import", "module")] + scope.star
            for target in targets:
                if not target.startswith("jax"):
                    continue
                for cut in range(
                    len(target.split(".")), 0, -1
                ):  # ``from a.b import c``: a.b and maybe a.b.c
                    candidate = ".".join(target.split(".")[:cut])
                    if self.module_path(rev, candidate):
                        todo.append(candidate)
                        break
        return seen


def _fallback_bindings(text, package):
    """Bindings of a file this Python cannot parse (PEP 695 generics in newer JAX): its top-level
    import statements, simple aliases and assignments are parsed one by one, defs found by regex."""
    pieces = []
    for m in re.finditer(
        r"^(?:from\s+\S+\s+import\s+(?:\([^)]*\)|.*)|import\s+.*|\w+\s*=\s*[\w.]+\s*$)", text, re.M
    ):
        try:
            pieces += ast.parse(m.group(0)).body
        except SyntaxError:
            pass
    scope = Bindings(pieces, package)
    for m in re.finditer(
        r"^(?:async\s+)?(def|class)\s+(\w+)|^(\w+)\s*(?::[^=\n]*)?=|^type\s+(\w+)", text, re.M
    ):
        name = m.group(2) or m.group(3) or m.group(4)
        scope.names.setdefault(
            name, ("class", Bindings([], package)) if m.group(1) == "class" else ("local", None)
        )
    return scope


# --------------------------------------------------------------------------------------------
# Merging the mined records


def changelog_pointer(rec):
    return f"{rec['source']} (jax {rec['version']})"


def deprecations_pointer(rec):
    mechs = "+".join(MECHANISM[m] for m in rec["mechanisms"])
    return f"{rec['source']['path']} {mechs} @ {rec['source']['tag']}"


def last_run(history):
    """(deprecated, removed) from a deprecation-table history of a name that left the tables and
    came back: the last run that starts with a warning (a run starting with an error is a stub
    re-added to explain an earlier removal), and the first release after it where use fails."""
    starts = [
        i
        for i, (_, state) in enumerate(history)
        if state == "deprecated" and (i == 0 or history[i - 1][1] == "absent")
    ]
    i = starts[-1]
    removed = next((v for v, state in history[i + 1 :] if state in ("error", "absent")), None)
    return history[i][0], removed


def match_of(name, kind):
    if kind == "flag":
        return "flag"
    parts = name.split(".")
    if parts[0] not in ("jax", "jaxlib") or any(p[:1].isupper() for p in parts[:-1]):
        return "method"  # DeviceArray.tile, jax.Array.split: attributes of instances
    return "name"


def collect(changelog, deprecations, overrides, repo, report):
    """One raw record per old name: versions, candidate replacements, hints, sources."""
    touched = {o["old"] for o in overrides}
    dep_names = {r["old"] for r in deprecations}
    entries = {}

    def entry(name, kind="api"):
        return entries.setdefault(
            name,
            dict(
                old=name,
                match=match_of(name, kind),
                dep=[],
                rem=[],
                repl=[],
                hints=[],
                sources=[],
                dep_rec=None,
            ),
        )

    for rec in deprecations:
        e = entry(rec["old"])
        e["dep_rec"] = rec
        e["sources"].append(deprecations_pointer(rec))

    for rec in changelog:
        name = rec["name"]
        # Low-confidence records are mostly about arguments or behaviour, not names: use them only
        # for names an override (a human) vouches for, and wildcards as pointers once expanded.
        if rec["confidence"] != "high" and name not in touched and "*" not in name:
            continue
        if rec["version"] == "unreleased":
            continue
        names = [name]
        if "*" in name:
            names = sorted(n for n in dep_names if fnmatch.fnmatchcase(n, name))
            if not names:
                report["dropped_wildcards"].add(name)
                continue
            report["expanded_wildcards"][name] = names
        for n in names:
            e = entry(n, rec["kind"])
            e["sources"].append(changelog_pointer(rec))
            if rec["confidence"] != "high" and n not in touched:
                continue  # a pointer only
            if rec["action"] == "removed":
                e["rem"].append(rec["version"])
            else:  # deprecated, renamed, moved: the old spelling keeps working for a while
                e["dep"].append(rec["version"])
            if rec["replacement"]:
                e["repl"].append(rec["replacement"])
    return entries


def decide(e, repo, report, old_names):
    """Versions and the replacement of one merged record (before overrides and chaining)."""
    rec = e["dep_rec"]
    deprecated = min(e["dep"], key=vkey) if e["dep"] else None
    removed = min(e["rem"], key=vkey) if e["rem"] else None
    suggested = []
    if rec:
        if rec["reappeared"]:
            deprecated, removed = last_run(rec["history"])
        else:
            if rec["first_deprecated"] and (
                deprecated is None or vkey(rec["first_deprecated"]) < vkey(deprecated)
            ):
                deprecated = rec["first_deprecated"]
            if rec["first_error"] or rec["gone"]:
                removed = rec["first_error"] or rec["gone"]
            elif rec["final_state"] == "deprecated":
                removed = None  # still served (with a warning) by the newest release
        suggested = rec["suggested"]
    # candidates, best first: public suggested names > a full dotted changelog replacement > the
    # deprecated alias's own target when public
    candidates = [s for s in suggested if is_public(s)]
    candidates += [
        r
        for r in e["repl"]
        if is_dotted(r)
        and is_public(r)
        and (r.startswith("jax.") or r.split(".")[0] in NON_JAX_ROOTS)
    ]
    if rec and rec["replacement_resolved"] and is_public(rec["replacement_resolved"]):
        candidates.append(rec["replacement_resolved"])
    old_is_module = e["match"] == "name" and repo.ever_module(e["old"])
    newest = repo.releases[-1][1]

    def usable(c: str) -> bool:
        return not c.startswith("jax.") or c in old_names or repo.has(newest, c)

    if e["match"] == "name" and not old_is_module:
        candidates = moved_into_modules(e["old"], candidates, repo)
    candidates = sorted(
        dict.fromkeys(candidates), key=lambda c: not usable(c)
    )  # stable: keeps the priority
    e["documented"] = next(
        (
            c
            for c in candidates
            if c != e["old"]
            and e["match"] == "name"
            and (
                repo.has(newest, c) is True
                if c.startswith("jax")
                else c.split(".")[0] in NON_JAX_ROOTS
            )
            and repo.ever_module(c) == old_is_module
        ),
        None,
    )
    new, hints = None, []
    for c in candidates:
        if c == e["old"]:
            continue
        if new is None and e["match"] == "name" and repo.ever_module(c) == old_is_module:
            new = c  # a module is a hint, not a replacement, for a function or class
        else:
            hints.append(c)
    hints += [
        r
        for r in e["repl"]
        if r not in hints and r not in (new, e["old"]) and not r.startswith(".")
    ]
    if (
        e["match"] == "method"
    ):  # a bare name next to a method is another attribute of the same class
        hints = [h if "." in h else f"{e['old'].rpartition('.')[0]}.{h}" for h in hints]
    if new and old_is_module:
        # a module rename only if the new module offers every public name of the old one
        tag = last_tag_with(repo, e["old"])
        missing = repo.public_names(tag, e["old"]) - (
            repo.public_names(tag, new) if repo.module_path(tag, new) else set()
        )
        if missing:
            report["module_hints"].append(f"{e['old']} -> {new}: lacks {sorted(missing)[:5]}")
            new, hints = None, [new] + hints
    elif new and rec and new == rec["replacement_resolved"]:
        pass  # the deprecated alias was this very object
    elif new and rec and rec["replacement_resolved"] and new.startswith("jax."):
        # same object? compare where both are defined, at the last release that warned
        tag = last_warning_tag(repo, rec["history"])
        a, b = repo.origin(tag, rec["replacement_resolved"]), repo.origin(tag, new)
        if b is None:  # the replacement came later: where is it defined now?
            b = repo.origin(repo.releases[-1][1], new)
        if a is None or b is None:
            e["check"] = f"unverified: {a} vs {b} @ {tag}"
        elif a != b:
            e["check"] = f"different: {a} vs {b} @ {tag}"
    elif new and not old_is_module:
        e["check"] = "unverified: not compared with what the old name was"
    e.update(deprecated=deprecated, removed=removed, new=new, hints=hints)


def moved_into_modules(old, candidates, repo):
    """``candidates`` with ``M.leaf`` before each module ``M`` that has ``old``'s leaf in the
    newest release: "`jax.experimental.export.Exported` is deprecated, use `jax.export`" names the
    module the object moved to."""
    leaf, newest, out = old.rpartition(".")[2], repo.releases[-1][1], []
    for c in candidates:
        moved = f"{c}.{leaf}"
        if (
            c.startswith("jax.")
            and moved != old
            and repo.ever_module(c)
            and repo.has(newest, moved)
        ):
            out.append(moved)
        out.append(c)
    return out


def last_tag_with(repo, module):
    return next(tag for _, tag in reversed(repo.releases) if repo.module_path(tag, module))


def last_warning_tag(repo, history):
    """The last release at which a deprecation-table history was in the ``deprecated`` state."""
    k = max(i for i, (_, state) in enumerate(history) if state == "deprecated")
    versions = [v for v, _ in repo.releases]
    end = versions.index(history[k + 1][0]) - 1 if k + 1 < len(history) else len(versions) - 1
    return repo.releases[end][1]


# --------------------------------------------------------------------------------------------
# Messages (ours, in JAX's terse style; no JAX text is copied)


LIMIT = 100  # a finding's message is one line of about this many characters at most


def status(e):
    """What became of the name, short: its removal, else its deprecation (the version it was
    deprecated in is the row's `deprecated`)."""
    old, dep, rem = f"`{e['old']}`", e["deprecated"], e["removed"]
    if rem:
        return f"{old} was removed in jax {rem}"
    if dep:
        return f"{old} is deprecated since jax {dep}"
    return f"{old} is deprecated"


def message(e, table):
    """Our report text and its help: the message says what became of the name and what to use
    (an override's ``advice``, else made from ``new``/hints) in one line; what does not fit in
    ``LIMIT`` characters, and what only explains, is the help (an override's ``help`` first)."""
    helps = [e["help"]] if e.get("help") else []
    if e.get("restored"):
        helps.append(
            f"The name resolves again from jax {e['restored']} (re-exported or reused): "
            "check that it is what this code means."
        )
    if e.get("advice"):
        text = f"{status(e)}; {e['advice']}"
    elif e["kind"] == "rename":
        text = f"{status(e)}; use `{e['new']}` instead."
        if len(text) > LIMIT:
            text = f"{status(e)}; use `{e['new']}`."
        if e.get("alt"):
            helps.insert(0, f"`{e['alt']}` (jax {e['alt_since']} or newer) is the same.")
    elif e["hints"]:
        hints = []
        for h in dict.fromkeys(e["hints"]):
            gone = table.get(h, {}).get("removed")
            gone = f"itself removed in jax {gone}" if gone else e.get("hint_notes", {}).get(h)
            hints.append(f"`{h}`" + (f" ({gone})" if gone else ""))
        text = f"{status(e)}; no drop-in replacement, see {', '.join(hints)}."
        if len(text) > LIMIT:
            text = f"{status(e)}; no drop-in replacement."
            helps.insert(0, f"See {', '.join(hints)}.")
    else:
        text = f"{status(e)}; no public replacement."
        when = e["removed"] or e["deprecated"]
        if when:
            helps.insert(0, f"See the JAX changelog for jax {when}.")
    return text, " ".join(helps) or None


# --------------------------------------------------------------------------------------------


def build(repo, changelog, deprecations, overrides):
    """The table and a report of what was decided (for the CLI's summary)."""
    report = {
        "dropped_wildcards": set(),
        "expanded_wildcards": {},
        "chains": [],
        "dropped": [],
        "broken_new": [],
        "new_since": 0,
        "module_hints": [],
        "review": [],
        "restored": [],
        "children": [],
    }
    raw = collect(changelog, deprecations, overrides, repo, report)
    for e in raw.values():
        decide(e, repo, report, set(raw))
    removed_mined = sorted(
        old
        for old, e in raw.items()
        if e["match"] == "name" and e["removed"] and not e["documented"]
    )
    by_old = {o["old"]: o for o in overrides}
    apply_overrides(raw, by_old, report)
    settle_kinds(raw, by_old, report)
    follow_chains(raw, report)
    module_children(raw, repo, report)
    check_against_repo(raw, by_old, repo, report)
    for e in raw.values():
        if "message" not in by_old.get(e["old"], {}):
            e["message"], e["help"] = message(e, raw)
    out = []
    for e in sorted(raw.values(), key=lambda e: e["old"]):
        row = {k: e.get(k) for k in FIELDS}
        row["sources"] = sorted(set(e["sources"]))
        for extra in ("help", "alt", "alt_since", "restored", "part_of"):
            if e.get(extra):
                row[extra] = e[extra]
        if e.get("documented"):
            row["documented"] = e["documented"]
            if row["kind"] == "manual" and e.get("not_same"):  # an override's reason
                row["not_same"] = e["not_same"]
            elif row["kind"] == "manual" and e.get("check", "").startswith("different: "):
                row["not_same"] = e["check"][len("different: ") :]
        if e.get("override"):
            row["override"], row["note"] = True, e["note"]
        out.append(row)
    table = {
        "version": 1,
        "jax_newest": repo.releases[-1][0],
        "generated_from": repo.head,
        "coverage": coverage(out, removed_mined),
        "entries": out,
    }
    return table, report


def coverage(rows, removed_mined):
    """What the table does with what JAX documents (``tools/README.md`` quotes these figures).

    ``documented``: names (``match`` name) whose mined deprecation message, changelog entry or
    deprecated alias names a replacement that exists in the newest release (``documented`` in the
    entry); ``fixed``: those the table renames or rewrites; ``not_same``: those left manual because
    the named replacement was shown, by comparing where both are defined, to be another object;
    ``explained``: left manual by a hand override with a note. ``removed``: mined names removed with
    no documented replacement; ``reported``: those API001 reports (an entry of its own or of a
    module it is in, not dropped, not ``remove``)."""
    names = {r["old"]: r for r in rows if r["match"] == "name" and r["kind"] != "remove"}
    documented = [r for r in rows if r.get("documented")]
    fixed = [r for r in documented if r["kind"] in ("rename", "call")]
    reported = [
        old
        for old in removed_mined
        if any(".".join(old.split(".")[:k]) in names for k in range(len(old.split(".")), 1, -1))
    ]
    return {
        "documented": len(documented),
        "fixed": len(fixed),
        "not_same": sum(bool(r.get("not_same")) for r in documented),
        "explained": sum(
            r["kind"] == "manual" and not r.get("not_same") and bool(r.get("note"))
            for r in documented
        ),
        "removed": len(removed_mined),
        "reported": len(reported),
        "unreported": sorted(set(removed_mined) - set(reported)),
    }


def apply_overrides(raw, by_old, report):
    """Hand overrides win: they set fields, add names the miners missed, or drop names."""
    for name, o in by_old.items():
        e = raw.setdefault(
            name,
            dict(
                old=name,
                match=match_of(name, "flag" if name.startswith("jax_") else "api"),
                new=None,
                hints=[],
                sources=[],
                deprecated=None,
                removed=None,
            ),
        )
        if o.get("drop"):
            report["dropped"].append(name)
            del raw[name]
            continue
        e.update(
            {k: v for k, v in o.items() if k not in ("old", "note", "sources", "drop", "hints")}
        )
        e.pop("check", None)  # a human looked at it
        e["hints"] = o.get("hints", e["hints"])
        e["sources"] = e["sources"] + o.get("sources", [])
        e["override"], e["note"] = True, o["note"]


def settle_kinds(raw, by_old, report):
    """Kind and tier where no override set them; unproven renames become hints."""
    for e in raw.values():
        o = by_old.get(e["old"], {})
        if e["match"] != "name" and "kind" not in o:
            e["kind"], e["new"] = "manual", None
        if e["new"] and e.get("check") and "kind" not in o:
            # not shown to be the same object: a hint until a human confirms it in an override
            report["review"].append(f"{e['old']} -> {e['new']}: {e['check']}")
            e["hints"], e["new"] = [e["new"]] + e["hints"], None
        e.setdefault("kind", "rename" if e["new"] else "manual")
        if e["kind"] == "manual":
            e["new"] = None
        e.setdefault("tier", {"rename": "safe", "manual": "manual"}.get(e["kind"], "safe"))


def follow_chains(raw, report):
    """A replacement that itself moved points at the final name; one that is gone with no
    successor leaves a hint and a manual entry."""
    for e in raw.values():
        seen = {e["old"]}
        while e["new"] in raw and e["new"] not in seen:
            step = raw[e["new"]]
            seen.add(step["old"])
            if step["kind"] == "rename" and step["new"]:
                report["chains"].append(f"{e['old']}: {e['new']} -> {step['new']}")
                e["new"] = step["new"]
                if step["tier"] == "unsafe":
                    e["tier"] = "unsafe"
            else:
                report["chains"].append(f"{e['old']}: {e['new']} -> (none)")
                e["hints"] = [e["new"]] + [h for h in step.get("hints", []) if h not in e["hints"]]
                e["new"], e["kind"], e["tier"] = None, "manual", "manual"
                break


def module_children(raw, repo, report):
    """Manual entries for the public names of a renamed module that its replacement lacks in the
    newest release. API001 rewrites the longest prefix that has an entry, so with these
    `jax.core.dtypes.is_opaque_dtype` is reported instead of becoming a `jax.dtypes.is_opaque_dtype`
    that does not exist. The old module's names are those of every release that had it; names
    imported from outside JAX (``typing.Any``) are not the module's API."""
    newest = repo.releases[-1][1]
    for e in list(raw.values()):
        if (
            e["kind"] != "rename"
            or e["match"] != "name"
            or not repo.module_path(newest, e["new"] or "")
        ):
            continue
        names = {}  # every public name the module had in some release, with its binding
        for _, tag in repo.releases:
            module = repo.origin(tag, e["old"]) if repo.has(tag, e["old"]) else None
            if module and repo.module_path(tag, module):  # not jaxlib's MLIR dialects
                scope = repo.bindings(tag, module)
                names.update((n, scope.names[n]) for n in repo.public_names(tag, module))
        for name, (kind, value) in sorted(names.items()):
            child, target = f"{e['old']}.{name}", f"{e['new']}.{name}"
            if (
                (kind == "import" and not value.startswith("jax"))
                or child in raw
                or target in raw
                or repo.has(newest, target) is not False
            ):
                continue
            raw[child] = dict(
                old=child,
                match="name",
                new=None,
                kind="manual",
                tier="manual",
                hints=[],
                sources=list(e["sources"]),
                deprecated=e["deprecated"],
                removed=e["removed"],
                part_of=e["old"],
                advice="no public replacement.",
                help=f"`{e['old']}` is now `{e['new']}`, which has no `{name}`.",
            )
            report["children"].append(child)


def check_against_repo(raw, by_old, repo, report):
    """``new_since``, ``alt_since``, ``import`` and ``restored`` from the repository; replacements
    missing from the newest release or from HEAD are demoted to hints."""
    newest_version, newest_tag = repo.releases[-1]
    loaded = repo.loaded_by_import_jax(repo.head)
    for e in raw.values():
        e.setdefault("new_since", None)
        e.setdefault("import", None)
        new = e["new"]
        if new and new.startswith("jax") and "new_since" not in by_old.get(e["old"], {}):
            e["new_since"] = repo.first_release(new)
            if e["new_since"] is None or not repo.has(repo.head, new):
                gone = "newest" if e["new_since"] is None else "head"
                report["broken_new"].append(f"{e['old']} -> {new} (missing at {gone})")
                if gone == "head":
                    e.setdefault("hint_notes", {})[new] = f"removed after jax {newest_version}"
                e["hints"] = [new] + e["hints"]
                e["new"], e["kind"], e["tier"], e["new_since"] = None, "manual", "manual", None
            else:
                report["new_since"] += 1
        if e.get("alt"):
            e["alt_since"] = repo.first_release(e["alt"])
            if not (e["alt_since"] and repo.has(repo.head, e["alt"])):
                raise SystemExit(
                    f"override of {e['old']}: alt {e['alt']} is missing from jax {newest_version} or HEAD"
                )
        new = e["new"]
        if new and "import" not in by_old.get(e["old"], {}):
            parts = new.split(".")
            if not new.startswith("jax"):
                e["import"] = parts[0]
            else:
                module = next(
                    ".".join(parts[:i])
                    for i in range(len(parts), 0, -1)
                    if repo.module_path(repo.head, ".".join(parts[:i]))
                )
                e["import"] = None if module in loaded else module
        # a removed name that resolves again (re-exported, or reused for something else)
        if e["removed"] and e["match"] == "name":
            if repo.has(newest_tag, e["old"]):
                e["restored"] = repo.final_run_start(e["old"])
            elif repo.has(repo.head, e["old"]):
                e["restored"] = repo.head_version
            if e.get("restored"):
                report["restored"].append(
                    f"{e['old']} (removed {e['removed']}, back in {e['restored']})"
                )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repo", required=True, help="git directory of a jax-ml/jax clone")
    ap.add_argument("--mined", default=HERE / "mined", type=Path)
    ap.add_argument("--overrides", default=HERE / "jax_api_overrides.json", type=Path)
    ap.add_argument("--out", default=TABLE, type=Path)
    ap.add_argument("-v", "--verbose", action="store_true", help="list chains and corrections")
    args = ap.parse_args()

    def load(p):
        return json.loads(Path(p).read_text(encoding="utf-8"))

    repo = Repo(args.repo)
    table, report = build(
        repo,
        load(args.mined / "changelog.json"),
        load(args.mined / "deprecations.json"),
        load(args.overrides)["entries"],
    )
    args.out.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    entries = table["entries"]
    print(
        f"{len(entries)} entries from jax {repo.releases[0][0]}..{table['jax_newest']} "
        f"(commit {repo.head[:12]}) -> {args.out}"
    )
    print(
        "kind:",
        dict(Counter(e["kind"] for e in entries)),
        "tier:",
        dict(Counter(e["tier"] for e in entries)),
        "match:",
        dict(Counter(e["match"] for e in entries)),
    )
    print(
        f"new_since computed: {report['new_since']}; chains followed: {len(report['chains'])}; "
        f"overrides: {sum(bool(e.get('override')) for e in entries)} (+{len(report['dropped'])} dropped names); "
        f"replacements missing at jax {table['jax_newest']} or HEAD: {len(report['broken_new'])}; "
        f"removed names available again: {len(report['restored'])}"
    )
    for pattern, names in sorted(report["expanded_wildcards"].items()):
        print(f"wildcard {pattern} -> {len(names)} names")
    for pattern in sorted(report["dropped_wildcards"]):
        print(
            f"wildcard {pattern} dropped: no deprecation-table names match it (overrides may list them)"
        )
    if args.verbose:
        for line in report["chains"]:
            print("chain", line)
        for line in report["broken_new"]:
            print("replacement missing, made manual:", line)
        for line in report["module_hints"]:
            print("module rename refused:", line)
        for line in report["restored"]:
            print("removed name available again:", line)
        for line in report["review"]:
            print("not a proven rename:", line)
        for name in report["dropped"]:
            print("dropped by override:", name)
    for path in sorted(repo.unparsable) if args.verbose else ():
        print("unparsable, read with a regex:", path, file=sys.stderr)


if __name__ == "__main__":
    main()
