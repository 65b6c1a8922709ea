"""The modules of one run, and what they import from each other: the runner's cross-file facts.

A codemod that needs facts from other files of the run declares the names of a module whose uses
elsewhere matter to it (`Rule.exports`) and summarises how a file uses them (`Rule.uses`).
Everything here works on bytes and CPython's `ast`, never libcst:

- **module names** come from the paths (`omnifix.modules`);
- **phase 1** (`survey`, every file): the byte prefilters and `Names` decide which codemods want
  the file, as the engine would, and the exporting codemods list their names; the module-level
  imports of a file are kept as possible re-exports (`from .shapes import size_of` in
  `pkg/__init__.py` makes `pkg.size_of` the same function); a package `__init__` no codemod wants
  is parsed for them (`reexports`) only when something is exported, and its bytes spell the last
  part of an exported name (or of a re-export found so far: rounds until no new one appears);
- **sources** (`sources`, for codemods with `Rule.SOURCES`): a module a file such a codemod
  wants imports names from (`from .config import BLOCK`, `config.BLOCK`), which its filters
  turned away (`config.py`, constants and no JAX), is parsed for its exports all the same
  (`source_exports`), and so is the module a package `__init__` so read re-exports such a name
  from, in rounds; no other file is parsed for it;
- **relays** (`relays`, only when something is exported): a file whose survey the filters of an
  exporting codemod turned away (`mid.py`, no JAX words in it, whose `perturb` calls `rng.noise`)
  still passes on what it imports: when its bytes mention an exported name, it is parsed and,
  if it imports one, its exports for the codemods exporting what it imports are listed, in
  rounds with the re-exports until no name is added (a relay of a relay); a file its survey
  parsed is asked only when its references import such a name (`relayable`);
- **phase 1, second round** (`find_uses`, only when something is exported): each dotted name a
  file refers to (`from .shapes import size_of`, `import pkg.shapes as s; s.size_of`) is resolved,
  relative imports and re-exports included, to the exported name it is; the survey kept the
  names of the files it parsed (`Survey.references`), so only those that refer to an exported
  name (`may_use`), and the files it did not parse whose bytes contain an exported name and a
  word of its module's name, are parsed again (but those whose `Names` it kept for their
  transform: `engine.keep`), for the codemods' `uses`; a name exported only to the files the
  codemod wants (`Rule.exports_to_wanted`, `Exports.local`) is looked for in those alone, so
  that it costs nothing where no such file imports it;
- **settling** (`settle`, no parsing): a `uses` fact may depend on how other files use the file's
  own exports (`Through`: `model.py` calls `rng.noise` from its `step`, which `main.py` jits); it
  is made true or false by a fixed point over the facts of the whole run, so that a chain of any
  length through modules of the run is followed without parsing anything again.

A wanted file is reported from its plans in phase 1 when no codemod would rewrite it
(`Survey.reported`): unless the other files tell it something, that is its result.

A file the run does not include is not seen: its imports count for nothing.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Mapping, Sequence

from omnifix.engine import keep, kept_names, parse_ast, report, screen
from omnifix.modules import Module
from omnifix.names import Names
from omnifix.results import FileResult, Options
from omnifix.rule import Rule, Through, exports_names


@dataclass(frozen=True)
class Survey:
    """Phase 1 for one file: what phase 2 needs, and the facts other files need."""

    result: FileResult | None = None  # final when set: an error, or no codemod wants the file
    wanted: tuple[str, ...] = ()  # codes of the codemods that want the file by themselves
    exports: Mapping[str, frozenset[str]] = field(default_factory=dict)  # code -> names
    # code -> exported name -> the absolute dotted names it matters through (`Rule.exports`): an
    # export another module's export of one of these keeps (`exported`); absent: always kept
    conditions: Mapping[str, Mapping[str, frozenset[str]]] = field(default_factory=dict)
    # code -> the exported names whose uses matter only in files the codemod wants
    # (`Rule.exports_to_wanted`, `Exports.local`)
    local: Mapping[str, frozenset[str]] = field(default_factory=dict)
    bindings: Mapping[str, str] = field(
        default_factory=dict
    )  # module-level import: name -> absolute dotted
    reexports: bool = (
        False  # a package `__init__` left unparsed: its `bindings` are for `reexports()`
    )
    # the file's `Names.references` when it was parsed: `may_use` needs no second parse
    references: frozenset[str] | None = None
    # the result of a wanted file, when nothing else of the run bears on it (`engine.report`)
    reported: FileResult | None = None


NOTHING = Survey()


def survey(
    path: str,
    data: bytes,
    module: Module,
    selected: Sequence[type[Rule]],
    options: Options | None = None,
) -> Survey:
    """Phase 1 for the file at `path` with bytes `data`: the engine's screening, plus the exports
    of the codemods that have some (on every file their `prefilter` passes: a module's helpers
    matter to the modules importing them even when the module itself has nothing to change).

    With `options`, a wanted file no codemod would rewrite is reported from its plans here
    (`Survey.reported`: the last phase's result unless other files tell it something), so that
    it is not parsed again; the `Names` of the other wanted files are kept for their transform
    (`engine.keep`)."""
    screened = screen(path, data, selected)
    if isinstance(screened, FileResult):
        return Survey(result=screened)
    if screened is None:
        return (
            Survey(result=FileResult(path), reexports=True) if may_reexport(path, data) else NOTHING
        )
    active, names = screened
    wanted = tuple(cls.CODE for cls in active)
    bindings, references = _bindings(names, module), names.references
    if not wanted:
        return Survey(result=FileResult(path), bindings=bindings, references=references)
    reported = None
    made = report(path, data, names, active, options) if options is not None else None
    if isinstance(made, FileResult) and made.error is None:
        reported = made
    elif made is None or isinstance(made, FileResult):
        keep(path, data, names)  # an error is made again in the last phase, never cached
    else:
        keep(path, data, names, made)  # with the plans `report` made
    # after the plans, which they may reuse
    exports, conditions, local = _exports(names, module, active)
    return Survey(
        wanted=wanted,
        exports=exports,
        conditions=conditions,
        local=local,
        bindings=bindings,
        references=references,
        reported=reported,
    )


def _exports(
    names: Names, module: Module, classes: Sequence[type[Rule]]
) -> tuple[
    dict[str, frozenset[str]], dict[str, dict[str, frozenset[str]]], dict[str, frozenset[str]]
]:
    """`Survey.exports`, `Survey.conditions` and `Survey.local` of the module `names` are of, for
    `classes`."""
    exports, conditions, local = {}, {}, {}
    for cls in classes:
        found = cls.exports(names)
        more = frozenset(cls.exports_to_wanted(names)).difference(found)
        if found or more:
            exports[cls.CODE] = frozenset(found) | more
        if more:
            local[cls.CODE] = more
        if isinstance(found, Mapping) and any(found.values()):
            conditions[cls.CODE] = {
                name: frozenset(filter(None, map(module.absolute, through)))
                for name, through in found.items()
                if through
            }
    return exports, conditions, local


def relayable(
    found: Survey, module: Module, index: int, exports: Exports, selected: Sequence[type[Rule]]
) -> frozenset[str]:
    """The exporting codemods of `selected` that `relays` asks about the file `index` (`module`),
    surveyed as `found`: those its filters turned away (the survey did not list their exports),
    but for an error and those that never relay (`Rule.RELAYS`), and when the survey parsed it,
    only those it imports an exported name of."""
    if found.result is not None and found.result.error is not None:
        return frozenset()
    codes = {
        cls.CODE
        for cls in selected
        if exports_names(cls) and cls.RELAYS and cls.CODE not in found.wanted
    }
    if codes and found.references is not None:
        codes &= _codes(_imported(found.references, module, index, exports), exports)
    return frozenset(codes)


def _codes(imported: Mapping[str, str], exports: Exports) -> set[str]:
    """The codemods exporting the names of `imported` (`_imported`) that their uses matter to in
    a file they do not want (those a relay is asked for)."""
    return {
        code
        for target in imported.values()
        for code in exports.owners[target][1]
        if exports.counts(target, code, frozenset())
    }


def relays(
    data: bytes,
    module: Module,
    index: int,
    exports: Exports,
    selected: Sequence[type[Rule]],
    path: str | None = None,
) -> Survey | None:
    """Phase 1, when some name is exported: the exports of `selected` (`relayable`: codemods whose
    filters turned the file away) of a file that imports a name another module of the run
    exports for them, since a module passes on what it imports whatever its words (`pkg/mid.py`,
    with no JAX in it, calling `rng.noise` in its `perturb`: PRK001 exports `perturb` on
    condition that `rng.noise` is exported, `exported`). None, unparsed, when its bytes mention
    no exported name (`Exports.mentioned`); else a `Survey` of its exports, conditions and
    `references` (these alone: it imports nothing exported), for `may_use`."""
    if not exports.mentioned(data):
        return None
    names = (None if path is None else kept_names(path, data)) or _names(data)
    if names is None:
        return None
    codes = _codes(_imported(names.references, module, index, exports), exports)
    if not codes:
        return Survey(references=names.references)
    found, conditions, local = _exports(
        names, module, [cls for cls in selected if cls.CODE in codes]
    )
    return Survey(exports=found, conditions=conditions, local=local, references=names.references)


def sources(
    modules: Sequence[Module], surveys: Mapping[int, Survey], selected: Sequence[type[Rule]]
) -> dict[int, frozenset[str]]:
    """The files to ask for the exports of codemods their filters turned away (`Rule.SOURCES`):
    the modules of the run that a file such a codemod wants imports names from (`from .config
    import BLOCK`, `config.BLOCK` after `from . import config`: its survey's `references`), and
    those a package `__init__` among them re-exports such a name from (its `bindings`: known once
    it is parsed, so `runner._source` asks in rounds), file index -> the codes to ask. Only these
    are parsed for it: the others stay unparsed."""
    codes = frozenset(cls.CODE for cls in selected if cls.SOURCES and exports_names(cls))
    if not codes:
        return {}
    by_name = {m.name: i for i, m in enumerate(modules) if m.name}
    found: dict[int, set[str]] = {}
    for index, survey in surveys.items():
        wanting = codes.intersection(survey.wanted)
        if not wanting or survey.references is None:
            continue
        for spelling in survey.references:
            absolute = modules[index].absolute(spelling)
            seen = set()
            while absolute and absolute not in seen:  # through re-exports
                seen.add(absolute)
                module, _, leaf = absolute.rpartition(".")
                owner = by_name.get(module)
                if owner is None or owner == index:
                    break
                theirs = surveys.get(owner, NOTHING)
                if theirs.result is not None and theirs.result.error is not None:
                    break
                missing = wanting.difference(theirs.wanted)
                if missing:
                    found.setdefault(owner, set()).update(missing)
                absolute = theirs.bindings.get(leaf)
    return {i: frozenset(c) for i, c in found.items()}


def source_exports(
    data: bytes, module: Module, selected: Sequence[type[Rule]], path: str | None = None
) -> Survey | None:
    """The exports of `selected` (`sources`) of a file their filters turned away, with its
    `references` and `bindings`; None when it does not parse."""
    names = (None if path is None else kept_names(path, data)) or _names(data)
    if names is None:
        return None
    found, conditions, local = _exports(names, module, selected)
    return Survey(
        exports=found,
        conditions=conditions,
        local=local,
        bindings=_bindings(names, module),
        references=names.references,
    )


def may_reexport(path: str, data: bytes) -> bool:
    """A package's `__init__` with imports, whose re-exports may matter."""
    return os.path.basename(path).startswith("__init__.") and b"import" in data


def reexports(data: bytes, module: Module, leaves: Sequence[bytes]) -> dict[str, str] | None:
    """The `bindings` of a package `__init__` that `survey` left unparsed (no codemod wants it):
    asked for only when some module of the run exports names. None, unparsed, when its bytes hold
    none of `leaves` (`Exports.leaves`): an import binds a name of the run's `spellings` only when
    it spells that name's last part."""
    if not any(leaf in data for leaf in leaves):
        return None
    names = _names(data)
    return _bindings(names, module) if names else {}


def _names(data: bytes) -> Names | None:
    try:
        return Names.of(parse_ast(data))
    except (SyntaxError, ValueError):
        return None


def _bindings(names: Names, module: Module) -> dict[str, str]:
    """The names the module's own imports bind, to the absolute dotted names they stand for."""
    found = {}
    for name, dotted in names.imported.items():
        if name not in names.rebound and (absolute := module.absolute(dotted)) is not None:
            found[name] = absolute
    return found


@dataclass(frozen=True)
class Exports:
    """Every name some module of the run exports, and every spelling that reaches one."""

    owners: Mapping[
        str, tuple[int, frozenset[str]]
    ]  # exported `module.name` -> (file index, codes)
    spellings: Mapping[
        str, str
    ]  # absolute dotted name (re-exports included) -> exported `module.name`
    words: Mapping[
        bytes, frozenset[bytes]
    ]  # a name's last part -> words one of which a user's bytes contain
    # the last parts of names a package of the run holds: `from . import next_key` names no word
    relative: frozenset[bytes] = frozenset()
    # exported `module.name` -> the codes it is exported for whose uses of it matter only in
    # files the codemod wants (`Rule.exports_to_wanted`): `counts`
    local: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # as `words`, for the names exported only so (`local` for each of their codes): these are
    # looked for only in a file one of those codemods wants
    local_words: Mapping[bytes, frozenset[bytes]] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.owners)

    @property
    def leaves(self) -> tuple[bytes, ...]:
        """The last parts of every spelling, sorted (a task field the cache keys on)."""
        return tuple(sorted({*self.words, *self.local_words}))

    def counts(self, target: str, code: str, wanted: frozenset[str]) -> bool:
        """Whether a use of `target` matters to `code` in a file `wanted` codemods want."""
        return code not in self.local.get(target, ()) or code in wanted

    def mentioned(self, data: bytes, wanted: frozenset[str] = frozenset()) -> bool:
        """Some exported name's last part is in `data` with one of its words, or with a relative
        import if a package of the run holds the name (one exported only for codemods `local`
        to the files they want: only in a file one of `wanted` wants). Asked of every file of the
        run, twice: each set of words is looked for once (the modules exporting names are few)."""
        if self._mentions(data, *self._by_words):
            return True
        return bool(wanted & self._local_codes) and self._mentions(data, *self._by_local_words)

    @staticmethod
    def _mentions(data: bytes, grouped, relative) -> bool:
        if any(
            any(w in data for w in words) and any(leaf in data for leaf in leaves)
            for words, leaves in grouped
        ):
            return True
        return (
            bool(relative)
            and any(leaf in data for leaf in relative)
            and _RELATIVE.search(data) is not None
        )

    @cached_property
    def _by_words(self):
        return self._grouped(self.words)

    @cached_property
    def _by_local_words(self):
        return self._grouped(self.local_words)

    @cached_property
    def _local_codes(self) -> frozenset[str]:
        return frozenset(code for codes in self.local.values() for code in codes)

    def _grouped(
        self, words_of: Mapping[bytes, frozenset[bytes]]
    ) -> tuple[tuple[tuple[frozenset[bytes], tuple[bytes, ...]], ...], tuple[bytes, ...]]:
        """(words, the last parts they go with) once for each set of words, and the last parts a
        package of the run holds."""
        grouped: dict[frozenset[bytes], list[bytes]] = {}
        for leaf, words in words_of.items():
            grouped.setdefault(words, []).append(leaf)
        relative = tuple(leaf for leaf in words_of if leaf in self.relative)
        return tuple((words, tuple(leaves)) for words, leaves in grouped.items()), relative


_RELATIVE = re.compile(rb"\bfrom(?:\s|\\)+\.")  # `from . import`, `from .. import`


def exported(modules: Sequence[Module], surveys: Mapping[int, Survey]) -> Exports:
    """The exports of the run, with the names other modules re-export them under. An export with
    conditions (`Survey.conditions`) is one only once a name it matters through is exported for
    the same codemod (under any spelling), in rounds until none is added: `model.step` calling
    `rng.noise` matters to the modules importing it only if `rng.noise` is exported (a relay of
    PRK001's to a function with a key), and the modules using such names are parsed again."""
    owners: dict[str, tuple[int, frozenset[str]]] = {}
    local: dict[str, frozenset[str]] = {}  # `Exports.local`
    pending: list[tuple[str, int, str, frozenset[str]]] = []  # (key, index, code, through)
    for index, found in surveys.items():
        name = modules[index].name
        for code, names in found.exports.items():
            conditions = found.conditions.get(code, {})
            only_wanted = found.local.get(code, ())
            for exported_name in names:
                key = f"{name}.{exported_name}" if name else exported_name
                if exported_name in conditions:
                    pending.append((key, index, code, conditions[exported_name]))
                    continue
                held = owners.get(key, (index, frozenset()))
                if held[0] == index:  # two files naming the same module: the first one counts
                    owners[key] = (index, held[1] | {code})
                    if exported_name in only_wanted:
                        local[key] = local.get(key, frozenset()) | {code}
    spellings = _spellings(owners, modules, surveys)
    while pending:
        kept = [
            (key, index, code, through)
            for key, index, code, through in pending
            if any(t in spellings and code in owners[spellings[t]][1] for t in through)
        ]
        if not kept:
            break
        for key, index, code, _ in kept:
            held = owners.get(key, (index, frozenset()))
            if held[0] == index:
                owners[key] = (index, held[1] | {code})
        pending = [entry for entry in pending if entry not in kept]
        spellings = _spellings(owners, modules, surveys)
    words: dict[bytes, set[bytes]] = {}
    local_words: dict[bytes, set[bytes]] = {}
    packages = {m.package for m in modules if m.package}
    relative = set()
    for spelling, target in spellings.items():
        module, _, leaf = spelling.rpartition(".")
        only_wanted = owners[target][1] <= local.get(target, frozenset())
        (local_words if only_wanted else words).setdefault(leaf.encode(), set()).update(
            part.encode() for part in module.split(".")[-1:] if part
        )
        if module in packages:
            relative.add(leaf.encode())
    return Exports(
        owners,
        spellings,
        {leaf: frozenset(w) for leaf, w in words.items()},
        frozenset(relative),
        local,
        {leaf: frozenset(w) for leaf, w in local_words.items()},
    )


def _spellings(
    owners: Mapping[str, object], modules: Sequence[Module], surveys: Mapping[int, Survey]
) -> dict[str, str]:
    """Every absolute dotted name reaching an exported name of `owners` (itself, and the names
    modules re-export it under, re-exports of re-exports too) -> that name."""
    spellings = {name: name for name in owners}
    changed = bool(spellings)
    while changed:  # re-exports of re-exports
        changed = False
        for index, found in surveys.items():
            for local, target in found.bindings.items():
                name = f"{modules[index].name}.{local}" if modules[index].name else local
                if target in spellings and name not in spellings:
                    spellings[name] = spellings[target]
                    changed = True
    return spellings


def may_use(found: Survey, module: Module, index: int, exports: Exports) -> bool:
    """False when the survey of file `index` (`found`, as `module`) shows that `find_uses` finds
    nothing in it: it refers to no name another module exports."""
    return found.references is None or bool(
        _imported(found.references, module, index, exports, frozenset(found.wanted))
    )


def _imported(
    references: frozenset[str],
    module: Module,
    index: int,
    exports: Exports,
    wanted: frozenset[str] = frozenset(),
) -> dict[str, str]:
    """Of the dotted names a file (`index`, as `module`, which the codemods of `wanted` want)
    refers to, those naming what another module exports for a codemod their use matters to
    (`Exports.counts`), to the exported `module.name`. A reference is an outermost attribute
    chain: `sampler.Sampler.draw` after `from . import sampler` uses `sampler.Sampler` too, so
    its prefixes are looked up as well."""
    imported: dict[str, str] = {}
    for reference in references:
        parts = reference.split(".")
        for end in range(len(parts), 0, -1):
            spelling = ".".join(parts[:end])
            absolute = module.absolute(spelling) if parts[end - 1] else None
            target = exports.spellings.get(absolute) if absolute else None
            if target is None:
                continue
            owner, codes = exports.owners[target]
            if owner != index and any(exports.counts(target, code, wanted) for code in codes):
                imported[spelling] = target
    return imported


def find_uses(
    data: bytes,
    module: Module,
    index: int,
    exports: Exports,
    selected: Sequence[type[Rule]],
    path: str | None = None,
    wanted: frozenset[str] = frozenset(),
) -> dict[str, Uses] | None:
    """Phase 1, second round: for each exporting codemod, how the file of `module` (bytes `data`,
    file `index` of the run, at `path`, which the codemods of `wanted` want) uses the names other
    modules export for it, if it does (`Exports.counts`). The `Names` the survey kept for the
    file's transform, if any, are used (not parsed again)."""
    if not exports.mentioned(data, wanted):
        return None
    names = (None if path is None else kept_names(path, data)) or _names(data)
    if names is None:
        return None
    imported = _imported(names.references, module, index, exports, wanted)
    found: dict[str, Uses] = {}
    for cls in selected:
        mine = {
            s: t
            for s, t in imported.items()
            if cls.CODE in exports.owners[t][1] and exports.counts(t, cls.CODE, wanted)
        }
        if mine:
            found[cls.CODE] = Uses(mine, dict(cls.uses(names, mine)))
    return found or None


def settle(
    uses: Mapping[int, Mapping[str, Uses]], modules: Sequence[Module], exports: Exports
) -> dict[int, dict[str, Uses]]:
    """`uses` with every `Through` fact made `True` or its `otherwise`: true when a file has a true fact
    for one of its names (as exported by the using file, for the same codemod), itself settled
    first; a fixed point, each round making at least one more fact true (so at most as many
    rounds as there are such facts), on the facts alone."""
    pending = [
        (user, code, target, fact.names)
        for user, codes in uses.items()
        for code, found in codes.items()
        for target, fact in found.facts.items()
        if type(fact) is Through
    ]
    if not pending:
        return {user: dict(codes) for user, codes in uses.items()}
    true = {
        (code, target)
        for codes in uses.values()
        for code, found in codes.items()
        for target, fact in found.facts.items()
        if fact is True
    }
    made: set[tuple[int, str, str]] = set()
    for _ in range(len(pending)):
        more = set()
        for user, code, target, names in pending:
            module = modules[user].name
            if (user, code, target) not in made and any(
                (code, exported) in true and exports.owners.get(exported, (None,))[0] == user
                for exported in (f"{module}.{n}" if module else n for n in names)
            ):
                more.add((user, code, target))
        if not more:
            break
        made |= more
        true |= {(code, target) for _, code, target in more}
    settled = {}
    for user, codes in uses.items():
        settled[user] = {}
        for code, found in codes.items():
            facts = {
                target: (
                    ((user, code, target) in made or fact.otherwise)
                    if type(fact) is Through
                    else fact
                )
                for target, fact in found.facts.items()
            }
            settled[user][code] = Uses(found.spellings, facts)
    return settled


@dataclass(frozen=True)
class Uses:
    """How one file uses the names one codemod's exporters export."""

    spellings: Mapping[
        str, str
    ]  # dotted name as the file's `Names` spell it -> exported `module.name`
    facts: Mapping[str, object]  # exported `module.name` -> what `Rule.uses` found
