"""A codemod's plan for one file, made on CPython's `ast`, and the one applier that carries it out.

A planned codemod (`omnifix.rule.Rule`) looks at a file once, on its `ast` and `Names`
(`PlanContext`), and returns its `Site`s: where it reports, what it says, the tier of the fix it
offers and the JAX that fix needs, and for a fixable site an `Edit`. The engine decides for every
codemod alike which fixes are applied (tier, `--target-jax`, `# omnifix: ignore`), reports a
file none of whose fixes applies without ever parsing it with libcst, and otherwise calls `apply`:
libcst parses the file once, each edited `ast` node is found at its span, and its edit builds the
replacement from the libcst node (edits inside it already applied). libcst is there to keep every
untouched byte.

An edit returns a node, or `REMOVE`: a removed statement leaves its comments in place and a block
left empty gets `pass` (`omnifix.edit.tidy`); a removed element of a list, tuple or set keeps the
literal's trailing-comma style; a `try` whose whole body was removed and whose handlers only
`pass` goes too. An edit of a statement may also return a `Split`, putting statements of their
own before and after it. A site with no message is an edit that goes with the plan's findings:
reported nowhere, made whenever one of the plan's fixes is (one decision for many nodes). A plan
may `publish` facts about the module's names to the files of the run importing them. Imports are
never edited by hand: an edit asks `imports` for the names it writes, and the names a replacement
no longer uses may take their imports with them.
"""

from __future__ import annotations

import ast
import bisect
from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Mapping

import libcst as cst

from omnifix.edit import after_element_removal, is_tombstone, tombstone, without
from omnifix.imports import ImportPlan
from omnifix.names import Names, children
from omnifix.positions import SourceText, generated_in, positions, positions_in
from omnifix.results import Options, Shared, Tier, Version
from omnifix.scopes import Scopes


class _Remove:
    def __repr__(self) -> str:
        return "REMOVE"


REMOVE = _Remove()  # what an edit returns to remove its node


@dataclass(frozen=True)
class Split:
    """What an edit of a statement returns to put `before` and `after` on lines of their own
    right before and after it (small statements, or whole statements), the statement itself
    replaced by `kept` (None: removed). The statement's leading comments and blank lines go
    first. The names these statements use count as kept for the imports."""

    kept: cst.BaseSmallStatement | cst.BaseCompoundStatement | None
    after: list[cst.BaseSmallStatement | cst.BaseStatement]
    before: list[cst.BaseSmallStatement | cst.BaseStatement] = ()


Edit = Callable[[cst.CSTNode, ImportPlan], "cst.CSTNode | _Remove | Split"]


@dataclass(frozen=True)
class Site:
    """One thing a codemod found: reported at `at` (or at `start`, a 1-based line and character
    column, through `end_line`, when the report covers more than a node), fixed (when `edit` is
    given and the engine allows `tier`) by calling `edit` on the libcst node of `target` (default:
    `at`). A fix whose `min_jax` is above the lowest JAX the code must run on is reported as
    manual by the engine, its help saying that `writes` is too new there. `help` is what this site needs said beyond its codemod's documentation (why it is not
    fixed here, the replacement for this case), shown by `check --show-help` and the formats'
    `help`; the message itself stays one short line."""

    at: ast.AST
    message: str | None  # None: an edit that goes with the plan's findings, not reported itself
    tier: Tier = Tier.MANUAL
    edit: Edit | None = None
    target: ast.AST | None = None
    min_jax: Version = ()
    start: tuple[int, int] | None = None
    end_line: int | None = None
    if_import_kept: str | None = (
        None  # reported only if the pass keeps the import binding this name
    )
    help: str | None = None
    writes: str | None = None  # what the fix writes that needs `min_jax`, named when it is refused

    @property
    def lines(self) -> set[int]:
        """The first and last line of what is reported (`# omnifix: ignore` on either suppresses it)."""
        return {
            self.start[0] if self.start else self.at.lineno,
            self.end_line or self.at.end_lineno,
        }

    @property
    def node(self) -> ast.AST:
        return self.at if self.target is None else self.target


@dataclass
class PlanContext:
    """What a codemod plans from: one file's text, `ast` and names, the run's options, and what the
    other files of the run said about it."""

    path: str
    source: bytes
    names: Names
    options: Options
    shared: Shared | None = None
    suppressed: Callable[[set[int]], bool] = lambda lines: (
        False
    )  # `# omnifix: ignore` for this codemod
    first_pass: bool = True  # the text as read, which `shared` describes (later: a rewrite of it)
    published: list[tuple[str, object]] = field(default_factory=list)

    def publish(self, name: str, fact: object) -> None:
        """Tell the files of the run that import `name` from this module a fact about it, in their
        transform (`Shared.imported`); only codemods with `PUBLISHES` set. Kept from the first pass
        only."""
        self.published.append((name, fact))

    def allows(self, site: Site) -> bool:
        """Whether the engine applies the fix of `site`: it has one, its tier is enabled, the target
        JAX and the lowest supported one (`--min-jax`) have what it needs, and no `# omnifix: ignore` covers it. A plan asks only where one
        site's edit depends on whether others are applied."""
        options = self.options
        return (
            site.edit is not None
            and (site.tier is Tier.SAFE or (site.tier is Tier.UNSAFE and options.unsafe_fixes))
            and (options.target_jax is None or options.target_jax >= site.min_jax)
            and (self.lowest_jax is None or self.lowest_jax >= site.min_jax)
            and not self.suppressed(site.lines)
        )

    @cached_property
    def lowest_jax(self) -> Version | None:
        """The lowest JAX this file must still run on (`--min-jax`, else its declared requirement)."""
        return self.options.lowest_jax(self.path)

    @property
    def tree(self) -> ast.Module:
        return self.names.tree

    @cached_property
    def text(self) -> SourceText:
        return SourceText.of(self.source)

    @property
    def scopes(self) -> Scopes:
        return self.names.scopes

    def resolve(self, node: ast.expr) -> set[str]:
        """Every dotted name a `Name` or attribute chain may refer to, through imports and scopes."""
        found = self.names.resolve_ast(node)
        return self.scopes.resolve(node) if found is None else found

    def refers_to(self, node: ast.expr, *names: str) -> bool:
        return not self.resolve(node).isdisjoint(names)

    def position(self, node: ast.AST) -> tuple[int, int]:
        """The 1-based line and character column where `node` starts, as libcst counts them."""
        return self.text.position(self.text.span(node)[0])


# the libcst classes an `ast` node of each class may be (checked in this order, by span)
_CST_CLASSES: Mapping[type, tuple[type, ...]] = {
    ast.Constant: (
        cst.SimpleString,
        cst.ConcatenatedString,
        cst.Integer,
        cst.Float,
        cst.Imaginary,
        cst.Name,
        cst.Ellipsis,
    ),
    ast.Expr: (cst.Expr,),
    ast.Delete: (cst.Del,),
    ast.JoinedStr: (cst.FormattedString, cst.ConcatenatedString),
    ast.keyword: (cst.Arg,),
    ast.alias: (cst.ImportAlias,),
    ast.AsyncFunctionDef: (cst.FunctionDef,),
    ast.AsyncFor: (cst.For,),
    ast.AsyncWith: (cst.With,),
    ast.BinOp: (cst.BinaryOperation,),
    ast.UnaryOp: (cst.UnaryOperation,),
}


def _cst_classes(node: ast.AST) -> tuple[type, ...]:
    found = _CST_CLASSES.get(type(node))
    if found is None:
        found = (getattr(cst, type(node).__name__),)
    return found


class _Targets:
    """The libcst nodes of a module at the spans of some `ast` nodes of the same text. Given the
    libcst classes they may be (`kinds`, from `_cst_classes`), positions are generated for the
    nodes of those classes only (recording a node's position costs more than generating it)."""

    def __init__(
        self,
        module: cst.Module,
        names: Names,
        text: SourceText,
        kinds: frozenset[type] | None = None,
    ) -> None:
        self.module, self.text, self.kinds = module, text, kinds
        statements = self._statements = names.tree.body
        self._starts = [first_line(s) for s in statements]
        self._owner: list[
            cst.CSTNode
        ] = []  # the libcst statement of each `ast` top-level statement
        for statement in module.body:
            count = len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1
            self._owner += [statement] * count
        if len(self._owner) != len(statements):
            raise RuntimeError("the libcst and ast statements of the module differ")
        self._by_span: dict[cst.CSTNode, dict] = {}
        self.parents: dict[cst.CSTNode, cst.CSTNode] = {}  # of the nodes of the statements searched

    def owner(self, node: ast.AST) -> cst.CSTNode:
        """The top-level statement of the libcst module that holds `node`."""
        return self._owner[max(bisect.bisect_right(self._starts, node.lineno) - 1, 0)]

    def find(self, node: ast.AST) -> cst.CSTNode:
        owner = self.owner(node)
        index = self._owner.index(owner)
        root, tree, indents = self._innermost(owner, self._statements[index], node)
        header = _in_header(root, tree, node)
        spans = self._by_span.get((root, header))
        if spans is None:
            spans = self._by_span[root, header] = self._spans(
                root, first_line(tree), indents, header
            )
        start, end = self.text.span(node)
        start, end = self.text.position(start), self.text.position(end)
        statement = isinstance(node, ast.stmt)
        for kind in _cst_classes(node):
            for candidate in spans.get(start, ()):
                found, found_end = candidate
                if type(found) is kind and (statement or found_end == end):
                    return found
        raise LookupError(
            f"no libcst node for {type(node).__name__} at line {start[0]}, column {start[1]}"
        )

    def _innermost(
        self, statement: cst.CSTNode, tree: ast.stmt, node: ast.AST
    ) -> tuple[cst.CSTNode, ast.stmt, list[str]]:
        """The innermost statement of `statement` (whose `ast` is `tree`) holding `node`, with its
        `ast` and the indents of the blocks it is in: only its code is generated for the
        positions. The nodes on the way down get their `parents`."""
        indents: list[str] = []
        while node is not tree and not isinstance(statement, cst.SimpleStatementLine):
            for trees, block, hops in _blocks(tree, statement):
                if not isinstance(block, cst.IndentedBlock):
                    continue
                inner = _holding(trees, block.body, node)
                if inner is not None:
                    break
            else:
                break
            chain = [statement, *hops, block, inner[1]]
            for parent, child in zip(chain, chain[1:]):
                self.parents[child] = parent
            indents.append(self.module.default_indent if block.indent is None else block.indent)
            tree, statement = inner
        return statement, tree, indents

    def _spans(self, owner: cst.CSTNode, line: int, indents: list[str], header: bool) -> dict:
        """The nodes of `owner` (which starts on `line`, inside blocks of `indents`) of `kinds`
        by their start, with their end; with `header`, only those before its block: `owner` is
        generated with a block of `pass` instead (the same nodes but the block's). The nodes
        generated get their `parents` in the same code generation."""
        generated = owner.with_changes(body=_PASS) if header else owner
        kinds = self.kinds
        found = None
        if kinds is not None:
            found = generated_in(
                self.module, generated, line, kinds, indents, owner if header else None
            )
        if found is not None:
            self.parents.update(found.parents)
            nodes, ranges = found.nodes, found.ranges
        else:
            nodes, ranges = self._walk(owner, generated, line, indents)
        spans: dict[tuple[int, int], list] = {}
        for node in nodes:
            at = ranges.get(node)
            if at is not None:
                spans.setdefault((at.start.line, at.start.column + 1), []).append(
                    (node, (at.end.line, at.end.column + 1))
                )
        return spans

    def _walk(self, owner, generated, line, indents) -> tuple[list, dict]:
        """`_spans`'s nodes and ranges where `generated_in` cannot give them (no `kinds`, or a
        decorator continued after its `@`): a walk for the parents, then the positions."""
        nodes, parents = [generated], self.parents
        for node in nodes:  # grows as it goes: every node below `generated`
            for child in children(node):
                parents[child] = owner if node is generated else node
                nodes.append(child)
        nodes[0] = owner
        if self.kinds is not None:
            nodes = [node for node in nodes if type(node) in self.kinds]
        ranges = positions_in(self.module, generated, line, nodes, indents)
        if ranges is None:
            ranges = positions(self.module, nodes)
        return nodes, ranges


def _in_header(statement: cst.CSTNode, tree: ast.stmt, node: ast.AST) -> bool:
    """Whether `node` is in the header of a compound statement (whose `ast` is `tree`): on lines
    before its block's first statement. The positions of what comes before the block do not
    depend on the block, which need not be generated."""
    return (
        isinstance(getattr(statement, "body", None), cst.BaseSuite)
        and bool(getattr(tree, "body", None))
        and node.end_lineno < first_line(tree.body[0])
    )


_PASS = cst.IndentedBlock(body=[cst.SimpleStatementLine(body=[cst.Pass()])])


def _blocks(tree: ast.stmt, statement: cst.CSTNode):
    """(`ast` statements, the libcst block holding them, the nodes between `statement` and the
    block) for each block of a compound statement whose `ast` is `tree`; an `elif`'s blocks are
    its `if`'s (generated alone, an `elif` would read `if`). None for a `match`, whose cases are
    indented by the statement itself."""
    if isinstance(statement, cst.Match):
        return
    yield tree.body, statement.body, ()
    if isinstance(statement, (cst.Try, cst.TryStar)):
        for handler, node in zip(tree.handlers, statement.handlers):
            yield handler.body, node.body, (node,)
    orelse = getattr(statement, "orelse", None)
    if isinstance(orelse, cst.If) and len(tree.orelse) == 1:
        for trees, block, hops in _blocks(tree.orelse[0], orelse):
            yield trees, block, (orelse, *hops)
    elif orelse is not None:
        yield tree.orelse, orelse.body, (orelse,)
    final = getattr(statement, "finalbody", None)
    if final is not None:
        yield tree.finalbody, final.body, (final,)


def _holding(
    trees: list[ast.stmt], statements: list[cst.BaseStatement], node: ast.AST
) -> tuple[ast.stmt, cst.BaseStatement] | None:
    """The `ast` statement of `trees` whose lines hold `node`'s, with its libcst statement of
    `statements` (a line of `;`-joined statements counts as its first); None if none does, or if
    the two lists do not match."""
    index, groups = 0, []
    for statement in statements:
        count = len(statement.body) if isinstance(statement, cst.SimpleStatementLine) else 1
        if index + count > len(trees):
            return None
        groups.append((trees[index], trees[index + count - 1].end_lineno, statement))
        index += count
    if index != len(trees):
        return None
    for tree, last, statement in groups:
        if first_line(tree) <= node.lineno and node.end_lineno <= last:
            return tree, statement
    return None


def first_line(statement: ast.stmt) -> int:
    """The line a top-level statement starts on: its own, or its first decorator's."""
    return min(
        (d.lineno for d in getattr(statement, "decorator_list", ())), default=statement.lineno
    )


def apply(
    module: cst.Module, names: Names, source: bytes, sites: list[Site], imports: ImportPlan
) -> cst.Module:
    """`module` (parsed from `source`, whose `Names` are `names`) with the edits of `sites` made;
    imports are scheduled on `imports`, which the engine applies afterwards."""
    kinds = frozenset(kind for site in sites for kind in _cst_classes(site.node))
    targets = _Targets(module, names, SourceText.of(source), kinds)
    edits: dict[cst.CSTNode, Edit] = {}
    owners: set[cst.CSTNode] = set()
    for site in sites:
        node = targets.find(site.node)
        if edits.get(node, site.edit) is not site.edit:
            raise RuntimeError(f"two edits of one node at line {site.node.lineno}")
        edits[node] = site.edit  # several sites may share one edit (the names one import moves)
        owners.add(targets.owner(site.node))
    inside: set[cst.CSTNode] = set()  # the nodes holding an edited node
    for node in edits:
        while (node := targets.parents.get(node)) is not None and node not in inside:
            inside.add(node)
    applier = _Applier(edits, inside, imports)
    body: list[cst.BaseStatement] = []
    for statement in module.body:  # only the statements holding an edit are visited
        if statement not in owners:
            body.append(statement)
            continue
        new = statement.visit(applier)
        if isinstance(new, cst.FlattenSentinel):
            body += new.nodes
        elif not isinstance(new, cst.RemovalSentinel):
            body.append(new)
    return module.with_changes(body=body)


class _Applier(cst.CSTTransformer):
    """Makes `edits` in the statements it visits, entering only the nodes `inside` (those that hold
    an edited node): libcst rebuilds every node it enters, and the rest stay the very same nodes."""

    def __init__(
        self, edits: dict[cst.CSTNode, Edit], inside: set[cst.CSTNode], imports: ImportPlan
    ) -> None:
        super().__init__()
        self.edits, self.inside, self.imports = edits, inside, imports
        self.removed: set[cst.CSTNode] = set()  # original nodes whose edit returned REMOVE
        self.after: dict[
            cst.CSTNode, list
        ] = {}  # original simple statements -> statements to put after them
        self.before: dict[cst.CSTNode, list] = {}  # ... and before them

    def on_visit(self, node) -> bool:
        return node in self.inside

    # no `visit_<class>_<field>` or `leave_<class>_<field>` here: libcst's look-ups are skipped
    def on_visit_attribute(self, node, attribute) -> None:
        pass

    def on_leave_attribute(self, original_node, attribute) -> None:
        pass

    def on_leave(self, original_node, updated_node):
        edit = self.edits.get(original_node)
        if edit is None:
            if type(original_node).__name__ in _LEAVES:  # else libcst's on_leave has nothing
                return super().on_leave(original_node, updated_node)
            return updated_node
        updated = super().on_leave(original_node, updated_node)
        replacement = edit(updated, self.imports)
        if isinstance(replacement, Split):
            self.imports.replaced(updated, _together(replacement))
            if isinstance(original_node, cst.BaseCompoundStatement):
                return _spread(replacement, updated)
            self.before[original_node], self.after[original_node] = (
                replacement.before,
                replacement.after,
            )
            if replacement.kept is not None:
                return replacement.kept
            self.removed.add(original_node)
            return updated
        if replacement is REMOVE:
            self.imports.replaced(updated, None)
            self.removed.add(original_node)
            if isinstance(original_node, cst.BaseCompoundStatement):
                return tombstone(updated)
            return updated  # dropped by the statement line or literal holding it
        self.imports.replaced(updated, replacement)
        return replacement

    def _drop(self, original, updated):
        drop = [small in self.removed for small in original.body]
        return without(updated, drop) if any(drop) else updated

    def leave_SimpleStatementLine(self, original_node, updated_node):
        if not any(small in self.after for small in original_node.body):
            return self._drop(original_node, updated_node)
        lines: list = [[]]  # small statements of a line, or a line of its own
        for old, new in zip(original_node.body, updated_node.body):
            if self.before.get(old):
                lines += [_line(statement) for statement in self.before[old]] + [[]]
            if old not in self.removed:
                lines[-1].append(new)
            if old in self.after:
                lines += [_line(statement) for statement in self.after[old]] + [[]]
        last = max(
            (i for i, part in enumerate(lines) if isinstance(part, list) and part), default=-1
        )
        statements = []
        for i, part in enumerate(lines):
            if isinstance(part, list):
                if not part:
                    continue
                part[-1] = part[-1].with_changes(semicolon=cst.MaybeSentinel.DEFAULT)
                part = updated_node.with_changes(body=part, leading_lines=())
                if i != last:  # the line's comment ends the last line of its own statements
                    part = part.with_changes(trailing_whitespace=cst.TrailingWhitespace())
            statements.append(part)
        if last < 0 and updated_node.trailing_whitespace.comment is not None:
            statements[0] = _commented(statements[0], updated_node.trailing_whitespace)
        first = statements[0]  # a statement put before keeps its own blank lines, after these
        statements[0] = first.with_changes(
            leading_lines=[*updated_node.leading_lines, *first.leading_lines]
        )
        return cst.FlattenSentinel(statements)

    def leave_SimpleStatementSuite(self, original_node, updated_node):
        return self._drop(original_node, updated_node)

    def leave_List(self, original_node, updated_node):
        if not any(
            element.value in self.removed
            for element in original_node.elements
            if hasattr(element, "value")
        ):
            return updated_node
        kept = [
            new
            for old, new in zip(original_node.elements, updated_node.elements)
            if getattr(old, "value", None) not in self.removed
        ]
        return after_element_removal(original_node, updated_node.with_changes(elements=kept))

    leave_Tuple = leave_Set = leave_List

    def leave_Try(self, original_node, updated_node):
        if (
            any(is_tombstone(s) for s in updated_node.body.body)
            and all(is_tombstone(s) for s in updated_node.body.body)
            and updated_node.orelse is None
            and updated_node.finalbody is None
            and all(_only_pass(h.body) for h in updated_node.handlers)
        ):
            self.imports.replaced(updated_node, None)
            return tombstone(updated_node)
        return updated_node


# the classes `_Applier` has a `leave_<class>` for (libcst finds it by the class's name)
_LEAVES = frozenset(
    name[len("leave_") :]
    for name in vars(_Applier)
    if name.startswith("leave_") and "_" not in name[len("leave_") :]
)


def _line(statement: cst.BaseSmallStatement | cst.BaseStatement) -> cst.BaseStatement:
    return (
        statement
        if isinstance(statement, cst.BaseStatement)
        else cst.SimpleStatementLine([statement])
    )


def _commented(statement: cst.BaseStatement, comment: cst.TrailingWhitespace) -> cst.BaseStatement:
    """`statement` ending its first line with `comment`, that of a line whose own statements all
    went (a compound statement takes it on its header)."""
    if isinstance(statement, cst.SimpleStatementLine):
        return statement.with_changes(trailing_whitespace=comment)
    body = getattr(statement, "body", None)
    if isinstance(body, cst.IndentedBlock) and body.header.comment is None:
        return statement.with_changes(body=body.with_changes(header=comment))
    if isinstance(body, cst.SimpleStatementSuite) and body.trailing_whitespace.comment is None:
        return statement.with_changes(body=body.with_changes(trailing_whitespace=comment))
    return statement


def _together(split: Split) -> cst.Module:
    """The statements a `Split` leaves, in one node (for the imports to count their names)."""
    kept = [] if split.kept is None else [split.kept]
    return cst.Module(body=[_line(s) for s in [*split.before, *kept, *split.after]])


def _spread(
    split: Split, updated: cst.BaseCompoundStatement
) -> cst.FlattenSentinel | cst.SimpleStatementLine:
    """A compound statement's `Split` as the statements that replace it."""
    statements = [
        _line(s)
        for s in [*split.before, *([] if split.kept is None else [split.kept]), *split.after]
    ]
    if not statements:
        return tombstone(updated)
    statements = [s.with_changes(leading_lines=[]) if s is split.kept else s for s in statements]
    statements[0] = statements[0].with_changes(leading_lines=updated.leading_lines)
    return cst.FlattenSentinel(statements)


def _only_pass(block: cst.BaseSuite) -> bool:
    if isinstance(block, cst.SimpleStatementSuite):
        return all(isinstance(s, cst.Pass) for s in block.body)
    return all(
        isinstance(s, cst.SimpleStatementLine) and all(isinstance(x, cst.Pass) for x in s.body)
        for s in block.body
    )
