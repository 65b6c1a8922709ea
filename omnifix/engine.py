"""One file in, one `FileResult` out. Never raises for bad input.

The bytes are searched first with each selected codemod's `prefilter`; a file none of them passes
is not decoded or parsed at all (most files of a monorepo). The file's CPython `ast` and the
`Names` learnt from it come next, much cheaper than libcst. A planned codemod (`omnifix.rule.Rule`)
makes its plan there; the engine gates its sites for every codemod alike (`_gate`: suppression
comments, fix tier, `--target-jax`). A file where no allowed fix remains is reported from the
plans and never parsed by libcst. Otherwise libcst parses the file once, and the codemods run in
order until a pass changes nothing (at most `MAX_PASSES`): each codemod's edits are applied by
`omnifix.plan.apply`, and each pass after a change plans again on the new text (but for a codemod
whose last plan, with no edit, was made from the same text and facts: `_Settled`). The output is
parsed again before it is accepted; a file whose output equals its input is reported unchanged
and is never rewritten, so its bytes stay identical.

`screen` is that first half alone, `report` the plans' result when no fix is applied (the
runner's first phase uses them on every file, and `keep`s the `Names` and plans of the files
going on to libcst for their transform, if that happens in the same process); `shared` facts
from other files of the run (`FileContext.shared`) make a codemod run on a file whatever its
filter says, and what plans `publish` comes back in `FileResult.published`.

A file CPython cannot parse is reported as a syntax error even if libcst could parse it (syntax
newer than the running Python): the output could not be checked either.
"""

from __future__ import annotations

import ast
import bisect
import dataclasses
import difflib
import hashlib
import io
import re
import tokenize
import warnings
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

import libcst as cst

from omnifix import plan, sparse
from omnifix.edit import MARKER, tidy, tombstones
from omnifix.imports import ImportPlan
from omnifix.names import Names
from omnifix.plan import PlanContext, Site, first_line
from omnifix.positions import SourceText, code
from omnifix.results import FileResult, Finding, Options, Shared, Tier, read
from omnifix.rule import Rule

MAX_PASSES = 5
_SUPPRESS = re.compile(r"#\s*omnifix:\s*ignore(?:\[([^\]]*)\])?")


def parse_suppressions(source: str) -> dict[int, frozenset[str] | None]:
    """Lines carrying `# omnifix: ignore` (None: every code) or `# omnifix: ignore[CODE,...]`."""
    if "omnifix:" not in source:
        return {}
    found: dict[int, frozenset[str] | None] = {}
    for number, text in enumerate(source.splitlines(), start=1):
        match = _SUPPRESS.search(text)
        if match:
            codes = match.group(1)
            found[number] = (
                None
                if codes is None
                else frozenset(c.strip() for c in codes.split(",") if c.strip())
            )
    return found


@dataclass
class FileContext:
    """State shared by the codemods that run on one file."""

    path: str
    options: Options
    suppressions: dict[int, frozenset[str] | None]
    first_pass: bool = True
    shared: Mapping[str, Shared] = field(default_factory=dict)  # code -> facts from the other files
    published: list[tuple[str, str, object]] = field(default_factory=list)  # (code, name, fact)
    names: Names | None = None  # of the text the codemod being run plans on
    source: bytes = b""  # that text
    findings: list[Finding] = field(default_factory=list)
    imports: ImportPlan = field(default_factory=ImportPlan)

    def suppressed(self, code: str, lines: Iterable[int]) -> bool:
        for line in lines:
            if line in self.suppressions:
                codes = self.suppressions[line]
                if codes is None or any(code.startswith(c) for c in codes):
                    return True
        return False


def process_file(
    path: str,
    selected: Sequence[type[Rule]],
    options: Options,
    shared: Mapping[str, Shared] | None = None,
    screened: bool = False,
) -> FileResult:
    """`process_bytes` of the Python file at `path` (a notebook goes through `omnifix.notebook`,
    which the runner calls: the engine imports nothing that imports it)."""
    data = read(path)
    if isinstance(data, FileResult):
        return data
    return process_bytes(path, data, selected, options, shared, screened)


def process_bytes(
    path: str,
    data: bytes,
    selected: Sequence[type[Rule]],
    options: Options,
    shared: Mapping[str, Shared] | None = None,
    screened: bool = False,
) -> FileResult:
    """`shared`: what other files of the run tell each codemod about this one (such a codemod runs
    whatever its filters say); `screened`: the run's first phase found that every codemod of
    `selected` wants the file, so the filters are not run again."""
    shared = shared or {}
    kept = _KEPT.get((path, data)) if screened and not shared else None
    if screened or shared:
        forced = {cls.CODE for cls in selected} if screened else set(shared)
        found = screen(path, data, selected, forced)
    else:
        found = screen(path, data, selected)
    if not isinstance(found, tuple):
        return found or FileResult(path)
    active, names = found
    if kept is not None and kept.plans is not None and kept.made == (tuple(active), options):
        plans, published = dict(kept.plans), list(kept.published)  # no codemod reported it
    else:
        plans, published = {}, []
        reported = _reported(path, data, names, active, options, shared, plans, published)
        if reported is not None:
            return reported
    encoding = _decode(data)
    try:
        edits = [site for found in plans.values() for f, site in found if f is None or f.applied]
        part = sparse.parse(data, names, _owners(names, edits))
        if part is not None:
            return _transform(
                path,
                data,
                part,
                names,
                encoding,
                active,
                options,
                shared,
                dict(plans),
                [*published],
            )
    except sparse.Unsafe:
        pass
    except RecursionError:
        return FileResult(path, error="too deeply nested to process")
    except Exception as error:  # a bug in a codemod must not stop the run
        return FileResult(path, error=f"internal error: {type(error).__name__}: {error}")
    try:
        module = cst.parse_module(data)
    except cst.ParserSyntaxError as error:
        return FileResult(
            path,
            error=f"syntax error at line {error.raw_line}, column {error.raw_column + 1}: {error.message}",
        )
    try:
        return _transform(
            path, data, module, names, encoding, active, options, shared, plans, published
        )
    except RecursionError:
        return FileResult(path, error="too deeply nested to process")
    except Exception as error:  # a bug in a codemod must not stop the run
        return FileResult(path, error=f"internal error: {type(error).__name__}: {error}")


def _owners(names: Names, sites: Iterable[Site]) -> set[int]:
    """The indexes of the top-level statements (of `names.tree.body`) that hold the sites' nodes."""
    starts = [first_line(statement) for statement in names.tree.body]
    return {max(bisect.bisect_right(starts, site.node.lineno) - 1, 0) for site in sites}


def screen(
    path: str,
    data: bytes,
    selected: Sequence[type[Rule]],
    forced: set[str] = frozenset(),
) -> FileResult | None | tuple[list[type[Rule]], Names]:
    """What the filters say before anything is planned: the codemods of `selected` that want the
    file (those in `forced`, and those whose `prefilter` passes) with the file's `Names`, else None
    (nothing to do) or the error that stops the file.

    A costly `prefilter` (`PREFILTER_COST` above 1) runs only when no cheap one passes: else the
    file is parsed anyway, and the codemod's plan, which finds nothing where its prefilter fails,
    costs less than the prefilter (API001's: 17 against 43 ms on the monorepo tree's 48 files)."""
    active = [
        cls
        for cls in selected
        if cls.CODE in forced or cls.PREFILTER_COST > 1 or cls.prefilter(data)
    ]
    if not any(cls.CODE in forced or cls.PREFILTER_COST <= 1 for cls in active):
        active = [cls for cls in active if cls.prefilter(data)]
    if not active:
        return None
    try:
        _decode(data)
    except SyntaxError as error:
        return FileResult(path, error=f"cannot decode: {error.msg}")
    except (UnicodeDecodeError, LookupError) as error:
        return FileResult(path, error=f"cannot decode: {error}")
    kept = _KEPT.pop((path, data), None)
    names = None if kept is None else kept.names
    if names is None:
        try:
            names = Names.of(parse_ast(data))
        except SyntaxError as error:
            return FileResult(
                path,
                error=f"syntax error at line {error.lineno}, column {error.offset or 1}: {error.msg}",
            )
        except ValueError as error:  # e.g. a null byte
            return FileResult(path, error=f"cannot parse: {error}")
    return active, names


@dataclass(frozen=True)
class _Kept:
    """What the run's first phase learnt of a file it sends to libcst: its `Names`, and the gated
    plans `report` made on it (with no shared facts) and what they published, for `made` (the
    codemods planned and the options)."""

    names: Names
    plans: dict[str, list] | None = None
    published: tuple[tuple[str, str, object], ...] = ()
    made: tuple | None = None


_KEPT: dict[tuple[str, bytes], _Kept] = {}  # (path, bytes) -> for the next `screen` in this process
# of source: every file the old-code benchmark tree sends to libcst (its `check --jobs 1`: peak
# RSS 286 -> 328 MiB against 1 MiB, 2 CPU s less of 17)
_KEEP_BYTES = 4 << 20


def keep(path: str, data: bytes, names: Names, kept: _Kept | None = None) -> None:
    """Keep the `Names` of a file the run's first phase sends to libcst (and the plans `report`
    made, in `kept`), for its transform if it happens in this process (always with `--jobs 1`);
    the oldest go beyond `_KEEP_BYTES`."""
    _KEPT[path, data] = _Kept(names) if kept is None else kept
    while sum(len(source) for _, source in _KEPT) > _KEEP_BYTES and len(_KEPT) > 1:
        del _KEPT[next(iter(_KEPT))]


def kept_names(path: str, data: bytes) -> Names | None:
    """The `Names` kept for the file's transform, if any (left kept)."""
    kept = _KEPT.get((path, data))
    return None if kept is None else kept.names


def report(
    path: str, data: bytes, names: Names, active: Sequence[type[Rule]], options: Options
) -> FileResult | _Kept:
    """What `process_bytes` gives for a file `screen` found `active` wants (`names`: its names),
    with no shared facts, when no codemod of `active` would rewrite it; else what to `keep` of
    it (the file goes to libcst, with the plans made here, which the transform then need not
    make again when it has no shared facts either)."""
    plans: dict[str, list] = {}
    published: list[tuple[str, str, object]] = []
    found = _reported(path, data, names, active, options, {}, plans, published)
    if found is not None:
        return found
    return _Kept(names, plans, tuple(published), (tuple(active), options))


def _reported(path, data, names, active, options, shared, plans, published) -> FileResult | None:
    """`_report_from_ast`, with an error result for a file no codemod can plan."""
    try:
        return _report_from_ast(path, data, names, active, options, shared, plans, published)
    except RecursionError:
        return FileResult(path, error="too deeply nested to process")
    except Exception as error:  # a bug in a codemod must not stop the run
        return FileResult(path, error=f"internal error: {type(error).__name__}: {error}")


def _report_from_ast(
    path, data, names, active, options, shared, plans, published
) -> FileResult | None:
    """The result of a file no codemod of `active` would rewrite, from the plans of its codemods;
    else None. The gated plans made are kept in `plans`, what they publish in `published`."""
    context = FileContext(
        path=path,
        options=options,
        suppressions=_suppressions(data, _decode(data)),
        shared=shared,
        names=names,
        source=data,
        published=published,
    )
    findings: list[Finding] = []
    for cls in active:
        plans[cls.CODE] = found = _gate(cls, data, names, context)
        if any(finding is None or finding.applied for finding, _ in found):
            return None
        findings += [finding for finding, _ in found]
    return FileResult(
        path, findings=tuple(sorted(findings, key=Finding.sort_key)), published=tuple(published)
    )


def _gate(
    cls: type[Rule], data: bytes, names: Names, context: FileContext
) -> list[tuple[Finding | None, Site]]:
    """The plan of `cls` for the text `data` (whose names are `names`): each site not suppressed,
    as a finding, with the site (whose fix is applied when the finding says so); then, when some
    fix is applied, the sites with no message (None for their finding: their edits go with the
    fixes). What the plan publishes on the first pass joins `context.published`."""

    def suppressed(lines: set[int]) -> bool:
        return bool(context.suppressions) and context.suppressed(cls.CODE, lines)

    planning = PlanContext(
        context.path,
        data,
        names,
        context.options,
        context.shared.get(cls.CODE),
        suppressed,
        context.first_pass,
    )
    gated: list[tuple[Finding | None, Site]] = []
    companions = []
    for site in cls.plan(planning):
        if site.message is None:
            companions.append((None, site))
            continue
        if suppressed(site.lines):
            continue
        line, column = site.start or planning.position(site.at)
        applied = planning.allows(site)
        too_new = None if applied else _too_new(site, planning)
        finding = Finding(
            cls.CODE,
            cls.NAME,
            line,
            column,
            site.message,
            Tier.MANUAL if too_new else site.tier,
            applied,
            help=too_new or site.help,
        )
        gated.append((finding, site))
    if context.first_pass:
        context.published += [(cls.CODE, name, fact) for name, fact in planning.published]
    if any(finding.applied for finding, _ in gated):
        gated += companions
    return gated


def _too_new(site: Site, planning: PlanContext) -> str | None:
    """Why the fix of `site` is not applied when it needs a JAX newer than the lowest one the
    file must run on (`--min-jax`, else the project's declared requirement); else None."""
    lowest = planning.lowest_jax
    if site.edit is None or lowest is None or lowest >= site.min_jax:
        return None
    why = (
        "`--min-jax`"
        if planning.options.min_jax is not None
        else "the project's declared jax requirement"
    )
    version = ".".join(map(str, site.min_jax))
    new = (
        f"`{site.writes}` is new in jax {version}"
        if site.writes
        else f"the fix needs jax {version}"
    )
    return (
        f"Not rewritten: {new}, and this code must run on jax {'.'.join(map(str, lowest))} ({why})."
    )


def _decode(data: bytes) -> str:
    """The file's encoding (PEP 263 and BOM); raises if its bytes do not decode."""
    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    data.decode(encoding)
    return "utf-8" if encoding == "utf-8-sig" else encoding


def _transform(
    path, data, module, names, encoding, active, options, shared, plans, published
) -> FileResult:
    """Run the codemods to a fixed point; `names` are those of `module` (the whole parse of
    `data`, or a `sparse.Sparse` one, which raises `sparse.Unsafe` where it cannot carry a
    rewrite), `plans` the gated plans already made on it (`published`: what they published).
    The module's code is made once per pass that changed it (`current_bytes`, by `_Texts`), and
    not at all if none did; a sparse module is parsed again (sparsely) for edits in statements it
    left out."""
    part = module if isinstance(module, sparse.Sparse) else None
    if part is not None:
        module, texts = part.module, _Texts(part.module, names, data, part)
        hidden_imports = part.hidden_imports
    else:
        texts, hidden_imports = None, frozenset()
    context = FileContext(
        path=path,
        options=options,
        suppressions=_suppressions(data, module.encoding),
        shared=shared,
        published=published,
    )
    current, current_bytes = module, data
    names_of_module = names
    # code -> what the codemod's last plan, which had no edit, was made from (`_Settled`)
    settled: dict[str, _Settled] = {}
    for number in range(MAX_PASSES + 1):
        context.first_pass = number == 0
        changed = False
        for cls in active:
            if number and (
                settled.get(cls.CODE) == _Settled.of(cls, current_bytes, context)
                or not cls.prefilter(current_bytes)
            ):
                continue
            if names is None:  # after a change
                try:
                    names = Names.of(parse_ast(current_bytes))
                except (SyntaxError, ValueError):
                    break  # reported below
            context.names, context.source = names, current_bytes
            gated = (
                plans.pop(cls.CODE)
                if current is module and cls.CODE in plans
                else _gate(cls, current_bytes, names, context)
            )
            edits = [site for finding, site in gated if finding is None or finding.applied]
            if edits:
                settled.pop(cls.CODE, None)
            else:
                settled[cls.CODE] = _Settled.of(cls, current_bytes, context)
            seen, seen_bytes, dropped = current, current_bytes, set()
            if edits:
                if part is not None and texts.hides(current, names, _owners(names, edits)):
                    part = sparse.parse(current_bytes, names, _owners(names, edits))
                    if part is None:
                        raise sparse.Unsafe("no sparse parse of the rewrite")
                    current, texts = part.module, _Texts(part.module, names, current_bytes, part)
                    hidden_imports |= part.hidden_imports
                hidden = frozenset() if part is None else texts.hidden(current)
                context.imports.start(current, names, hidden)
                made = tombstones()
                updated = plan.apply(current, names, current_bytes, edits, context.imports)
                # a statement `plan.apply` left as it was holds no tombstone: not entered
                current = context.imports.apply(tidy(updated, made, frozenset(current.body)))
                dropped = context.imports.dropped
                if dropped & hidden_imports:
                    raise sparse.Unsafe("an import inside a statement not parsed goes")
            if context.first_pass:
                found = [
                    finding
                    for finding, site in gated
                    if finding is not None and site.if_import_kept not in dropped
                ]
                context.findings += (
                    found if seen is module else _remap(found, seen_bytes, data, module.encoding)
                )
            if edits:
                if texts is None:
                    texts = _Texts(module, names_of_module, data)
                current_bytes = texts.code(current)
                names = None
                changed = True
        if not changed:
            break
        context.suppressions = _suppressions(
            current_bytes, module.encoding
        )  # comments move with lines
    else:
        return FileResult(
            path,
            findings=_unapplied(context.findings),
            error=f"rewrites did not settle after {MAX_PASSES} passes; file left unchanged",
        )
    findings = tuple(sorted(context.findings, key=Finding.sort_key))
    # `names`, when set, are of `current_bytes`: its ast parsed
    published = tuple(context.published)
    if current_bytes == data:
        return FileResult(path, findings=findings, published=published)
    problem = (names is None and _syntax_problem(current_bytes)) or (
        MARKER.encode() in current_bytes and "a removal was left unfinished"
    )
    if problem:
        return FileResult(
            path,
            findings=_unapplied(findings),
            error=f"rewrite dropped: its output does not parse ({problem})",
        )
    return FileResult(
        path,
        findings=findings,
        old=data,
        new=current_bytes,
        encoding=encoding,
        digest=hashlib.sha256(data).hexdigest(),
        published=published,
    )


@dataclass(frozen=True)
class _Settled:
    """What a codemod's plan is made from in a pass of `_transform`: its `PlanContext` but the
    names (parsed from `source`) and what is the same in every pass (path, options, `shared`).
    A plan is a function of its context, so a plan made from equal facts is the same plan: a
    codemod whose plan had no edit is not planned again on the same text (a later pass, after
    the codemods before it changed nothing). `first_pass` is left out for a codemod given no
    `shared` facts: it tells a plan whether those facts describe the text (`PlanContext`)."""

    source: bytes
    suppressions: Mapping[int, frozenset[str] | None]
    first_pass: bool | None

    @classmethod
    def of(cls, rule: type[Rule], source: bytes, context: FileContext) -> _Settled:
        first_pass = context.first_pass if rule.CODE in context.shared else None
        return cls(source, context.suppressions, first_pass)


class _Texts:
    """The code of rewrites of a module, with the original text of every top-level statement they
    kept (or copied with other leading lines alone, as `edit.tidy` does after a removed statement:
    those lines are generated, the rest is the original text): libcst generates only the
    statements that are new.

    A top-level statement's code is the lines from its leading lines (blank and comment lines
    libcst gives it) to the next statement's; the last one's run to the module's footer. They are
    found from the first line CPython's `ast` gives each statement (the line of its first
    decorator, if any), less its leading lines. Where that may not hold (a line continued with a
    backslash before the statement or after a decorator's `@`), and for a rewrite whose header,
    footer or settings differ from the module's (or whose last statement is new in a file that
    does not end with a line break), `Module.bytes` does it; for a `sparse.Sparse` module, whose
    `Module.bytes` would hold its placeholders, `sparse.Unsafe` is raised instead."""

    def __init__(
        self, module: cst.Module, names: Names, data: bytes, part: sparse.Sparse | None = None
    ) -> None:
        self.module, self.part = module, part
        self.texts: dict[cst.CSTNode, str] | None = None
        text = SourceText.of(data)
        if not module.body or text.text.encode(module.encoding) != data:
            self._unsafe()
            return
        statements, index, starts = names.tree.body, 0, []
        for statement in module.body:
            decorators = getattr(statement, "decorators", ())
            if index >= len(statements) or (
                decorators and "\\" in decorators[0].whitespace_after_at.value
            ):
                self._unsafe()
                return
            if any("\\" in line.whitespace.value for line in statement.leading_lines):
                self._unsafe()
                return
            starts.append(first_line(statements[index]) - len(statement.leading_lines))
            index += len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1
        if index != len(statements) or starts[0] < 1 or starts != sorted(set(starts)):
            self._unsafe()
            return
        whole = text.text
        offsets = [text.starts[line - 1] for line in starts] + [len(whole)]
        self.header = whole[: offsets[0]]
        if _lines(module, module.header) != self.header:
            self._unsafe()
            return
        self.footer = _lines(module, module.footer)
        self.texts = {
            statement: whole[offsets[i] : offsets[i + 1]] for i, statement in enumerate(module.body)
        }
        # each statement's text after its leading lines, for a copy of it with other leading lines
        self.rests: dict[tuple, tuple[cst.CSTNode, str]] = {}  # by `_but_leading_lines`
        for i, statement in enumerate(module.body):
            lead = text.starts[starts[i] + len(statement.leading_lines) - 1] - offsets[i]
            self.rests[_but_leading_lines(statement)] = (statement, self.texts[statement][lead:])
        self.last = None  # the last statement's text without the footer, where it is sure
        if module.has_trailing_newline and whole.endswith(self.footer):
            self.last = whole[offsets[-2] : len(whole) - len(self.footer)]

    def _unsafe(self, rewrite: cst.Module | None = None) -> bytes:
        if self.part is not None:
            raise sparse.Unsafe("a rewrite the original text cannot give")
        return b"" if rewrite is None else code(rewrite, rewrite).encode(rewrite.encoding)

    def original(self, statement: cst.CSTNode) -> cst.CSTNode | None:
        """The statement of the module that `statement` (of a rewrite) is, or is a copy of with
        other leading lines (`edit.tidy` gives the statement after a removed one the removed one's
        comments), else None."""
        if self.texts is None or statement in self.texts:
            return statement if self.texts is not None else None
        found = self.rests.get(_but_leading_lines(statement))
        return None if found is None else found[0]

    def hidden(self, current: cst.Module) -> frozenset[cst.CSTNode]:
        """The top-level statements of `current` (a rewrite of the sparse module) that are its
        placeholders, or copies of them with other leading lines."""
        return frozenset(s for s in current.body if self.original(s) in self.part.hidden)

    def hides(self, current: cst.Module, names: Names, owners: set[int]) -> bool:
        """Whether a top-level statement of `current` (whose `Names` are `names`) of index in
        `owners` (of `names.tree.body`) is a placeholder of the sparse module."""
        hidden, index = self.hidden(current), 0
        for statement in current.body:
            count = len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1
            if statement in hidden and any(index <= o < index + count for o in owners):
                return True
            index += count
        return False

    def code(self, rewrite: cst.Module) -> bytes:
        """`rewrite.bytes`, for a rewrite of the module. A statement that is one of the module's
        is its original text; a copy of one with other leading lines is those lines' code, then
        the original's text after its own: a statement's code is its leading lines' code, then
        that of its other fields (the same nodes), and at the top level neither depends on the
        other."""
        module = self.module
        if (
            self.texts is None
            or not rewrite.body
            or (rewrite.encoding, rewrite.default_indent, rewrite.default_newline)
            != (module.encoding, module.default_indent, module.default_newline)
            or rewrite.has_trailing_newline != module.has_trailing_newline
            or (
                rewrite.header is not module.header
                and _lines(rewrite, rewrite.header) != self.header
            )
            or (
                rewrite.footer is not module.footer
                and _lines(rewrite, rewrite.footer) != self.footer
            )
        ):
            return self._unsafe(rewrite)
        originals = [self.original(statement) for statement in rewrite.body]
        if self.part is not None:
            hidden = self.part.hidden
            kept = [o for o in originals if o in hidden]
            if len(kept) != len(hidden) or len(set(kept)) != len(hidden):
                return self._unsafe(rewrite)
        last = module.body[-1]
        if originals[-1] is last:
            final = True  # its text holds the footer
        elif self.last is None or last in originals:
            return self._unsafe(rewrite)
        else:
            final = False
        parts = [self.header]
        for statement, original in zip(rewrite.body, originals):
            if original is None:
                parts.append(code(rewrite, statement))
            elif original is statement:
                parts.append(self.texts[statement])
            else:
                parts.append(_lines(rewrite, statement.leading_lines))
                parts.append(self.rests[_but_leading_lines(statement)][1])
        if not final:
            parts.append(self.footer)
        return "".join(parts).encode(module.encoding)


_FIELDS: dict[type, tuple[str, ...]] = {}  # libcst statement class -> its fields but leading_lines


def _but_leading_lines(statement: cst.CSTNode) -> tuple:
    """A statement's class and the identity of the values of its fields other than its leading
    lines (a sequence's, of its items): equal for the statement and the copies `with_changes`
    makes of it with other leading lines alone, while both are alive (an `id` is unique among
    live objects)."""
    names = _FIELDS.get(type(statement))
    if names is None:
        names = _FIELDS[type(statement)] = tuple(
            f.name for f in dataclasses.fields(statement) if f.name != "leading_lines"
        )
    key: list = [type(statement)]
    for name in names:
        value = getattr(statement, name)
        if isinstance(value, (list, tuple)):
            key.append(tuple(map(id, value)))
        else:
            key.append(id(value))
    return tuple(key)


def _lines(module: cst.Module, lines: Sequence[cst.EmptyLine]) -> str:
    """The code of a module's header or footer lines (or a top-level statement's leading lines):
    `module.code_for_node` of each, in one state."""
    return code(module, *lines)


def _suppressions(data: bytes, encoding: str) -> dict[int, frozenset[str] | None]:
    return parse_suppressions(data.decode(encoding)) if b"omnifix:" in data else {}


def _unapplied(findings) -> tuple[Finding, ...]:
    """The findings of a file whose rewrite was dropped: none of their fixes reached the output."""
    return tuple(
        sorted((dataclasses.replace(f, applied=False) for f in findings), key=Finding.sort_key)
    )


def _remap(findings: list[Finding], seen: bytes, original: bytes, encoding: str) -> list[Finding]:
    """Move findings made on an already rewritten text back to the lines of the original."""
    if not findings or seen == original:
        return findings
    seen_lines, original_lines = (
        seen.decode(encoding).splitlines(),
        original.decode(encoding).splitlines(),
    )
    matcher = difflib.SequenceMatcher(None, seen_lines, original_lines, autojunk=False)
    blocks = matcher.get_opcodes()

    def line_of(line: int) -> int:
        for _, i1, i2, j1, j2 in blocks:
            if i1 <= line - 1 < i2:
                return j1 + min(line - 1 - i1, max(j2 - j1 - 1, 0)) + 1
        return line

    return [dataclasses.replace(f, line=line_of(f.line)) for f in findings]


def parse_ast(source: bytes | str) -> ast.Module:
    """CPython's own parse, without its SyntaxWarnings."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(source)


def _syntax_problem(code: bytes) -> str | None:
    try:
        parse_ast(code)
    except SyntaxError as error:
        return f"line {error.lineno}: {error.msg}"
    return None
