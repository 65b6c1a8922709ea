"""OMS001 remove-omnistaging-toggles: delete the switches that turned omnistaging on or off.

## What it does
Removes every statement that toggles omnistaging:
`jax.config.disable_omnistaging()`, `jax.config.enable_omnistaging()`,
`config.update("jax_omnistaging", ...)`, absl flag settings (`FLAGS.jax_omnistaging = ...`,
`"--jax_omnistaging"` / `"--nojax_omnistaging"` in an argv list, `sys.argv.append(...)` of them),
and `os.environ["JAX_OMNISTAGING"] = ...` / `os.environ.setdefault("JAX_OMNISTAGING", ...)`.
Reads of `config.omnistaging_enabled` (and of the `jax_omnistaging` option) become `True`.
An import used only by the removed statements (`from jax.config import config`, `os`) goes too; a
block left empty gets `pass`. Every spelling of the names is resolved through imports.

## Why
Omnistaging is on by default since jax 0.2.0. Since jax 0.2.12 it cannot be disabled
(`disable_omnistaging()` raises, `enable_omnistaging()` does nothing), and since jax 0.3.15 the
switches are gone: each of them now fails with `AttributeError` and the `jax_omnistaging` option
with `AttributeError: Unrecognized config option`. The environment variable and the absl flag are
ignored (or rejected as unknown flags).

## Example
```python
from jax.config import config
config.disable_omnistaging()
```
becomes an empty module.

## Limitations
Reported for manual review instead of rewritten: a toggle whose value is used (`x = config.enable_omnistaging()`),
a switch used as a value, not called (`hooks = [config.enable_omnistaging]`: the lookup itself fails),
a toggle inside a `try` body (removing it changes which handler or `else` runs), unless it is the
body's last statement and every handler is just `pass`; a toggle whose arguments call something
(their side effects would be lost); `del os.environ["JAX_OMNISTAGING"]` and
`os.environ.pop("JAX_OMNISTAGING")` without a default (both raise when it is unset); the option
or flag named in any other string. Code that *disabled* omnistaging usually did so because it
broke: after this fix, run `omnifix check` for the shape-math and PRNG-state findings it hid.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize

import libcst as cst

from codemods._traced import arguments
from omnifix.plan import REMOVE, PlanContext, Site
from omnifix.results import Tier
from omnifix.rule import Rule

_CONFIGS = ("jax.config", "jax.config.config", "jax._src.config.config")
_SWITCHES = {
    f"{config}.{method}": method
    for config in _CONFIGS
    for method in ("disable_omnistaging", "enable_omnistaging")
}
_UPDATES = {f"{config}.update" for config in _CONFIGS}
_READS = {
    f"{config}.{attr}" for config in _CONFIGS for attr in ("omnistaging_enabled", "jax_omnistaging")
}
_READ_CALLS = {f"{config}.read" for config in _CONFIGS}
_ENVIRON = "os.environ"
_FLAG_ARG = re.compile(r"^--(no)?jax_omnistaging(=.*)?$")
_OPTION = "jax_omnistaging"
_ENV_VAR = "JAX_OMNISTAGING"
_FIXED_IN = (0, 2, 12)
_CALLS = (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_SIMPLE = (ast.Expr, ast.Assign, ast.Delete)  # the statements that may toggle
_VISITED = {*_SIMPLE, ast.Call, ast.Attribute, ast.Constant}  # string constants only
_TRIES = tuple(getattr(ast, n) for n in ("Try", "TryStar") if hasattr(ast, n))

_REMOVED = "was removed in jax 0.3.15: omnistaging is always on"
_MESSAGES = {
    "disable_omnistaging": f"`disable_omnistaging()` {_REMOVED}",
    "enable_omnistaging": f"`enable_omnistaging()` {_REMOVED}",
    "update": f"The `jax_omnistaging` option {_REMOVED}",
    "flag": f"The `--jax_omnistaging` flag {_REMOVED}",
    "env": "`JAX_OMNISTAGING` has no effect: omnistaging is always on",
    "read": "The omnistaging setting was removed in jax 0.3.15: this reads `True`",
}
_HIDING = (
    "Code that disabled omnistaging usually did so because it broke: `omnifix check` reports the "
    "shape math and PRNG state it hid."
)
_NAMES_OPTION = "This string names the removed `jax_omnistaging` option: remove the setting by hand"


def _string(node: ast.AST | None) -> str | None:
    return node.value if type(node) is ast.Constant and type(node.value) is str else None


def _site(node: ast.AST, kind: str, not_removed: str | None = None, **fix) -> Site:
    """The site of a toggle of `kind`; `not_removed`: why it is only reported."""
    why = f"Not removed automatically: {not_removed}." if not_removed else None
    extra = _HIDING if kind == "disable_omnistaging" else None
    return Site(node, _MESSAGES[kind], help=" ".join(filter(None, (why, extra))) or None, **fix)


def _remove(node: cst.CSTNode, imports) -> object:
    return REMOVE


def _true(node: cst.CSTNode, imports) -> cst.Name:
    return cst.Name("True", lpar=node.lpar, rpar=node.rpar)


class RemoveOmnistagingToggles(Rule):
    CODE = "OMS001"
    SUMMARY = "Remove omnistaging switches (always on since jax 0.2.12, removed in 0.3.15)"
    TIER = Tier.SAFE

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """The bytes mention omnistaging, in any case (`data.lower()` is several times faster
        than a case-insensitive regex search)."""
        return b"omnistaging" in data.lower()

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        return _Plan(context).sites()


class _Plan:
    """The sites of one module, from one walk over its `ast` in source order."""

    def __init__(self, context: PlanContext) -> None:
        self.context = context
        self.resolve = context.resolve
        self.parents = context.names.parents  # each node but the module -> the node above it

    def sites(self) -> list[Site]:
        found: list[Site] = []
        nodes = [
            n
            for n in self.context.names.nodes
            if type(n) in _VISITED and (type(n) is not ast.Constant or type(n.value) is str)
        ]
        nodes.sort(key=lambda n: (n.lineno, n.col_offset))  # stable: an outer node first
        for node in nodes:
            kind = type(node)
            if kind in _SIMPLE:
                site = self._statement(node)
            elif kind is ast.Call:
                site = self._call(node)
            elif kind is ast.Attribute:
                site = self._read(node)
            else:
                found += self._strings(node)
                continue
            if site is not None:
                found.append(site)
        return found

    # -- statements that toggle ------------------------------------------------------------------

    def _statement(self, statement: ast.stmt) -> Site | None:
        toggle = self._toggle(statement)
        if toggle is None:
            return None
        kind, node = toggle
        if kind == "env-del":
            return _site(node, "env", "this raises `KeyError` when it is unset")
        values = (
            [statement.value]
            if type(statement) is ast.Assign
            else arguments(node)
            if type(node) is ast.Call
            else []
        )
        if any(isinstance(n, _CALLS) for value in values for n in ast.walk(value)):
            return _site(node, kind, "its arguments call code whose effects would be lost")
        if self._in_guarded_try(statement):
            return _site(
                node,
                kind,
                "it is inside a `try` body, and removing it changes which handler or `else` runs",
            )
        return _site(node, kind, tier=Tier.SAFE, edit=_remove, target=statement, min_jax=_FIXED_IN)

    def _toggle(self, statement: ast.stmt) -> tuple[str, ast.AST] | None:
        """(message key, the node that toggles) when `statement` is a whole toggle."""
        kind = type(statement)
        if kind is ast.Expr and type(statement.value) is ast.Call:
            found = self._toggle_call(statement.value)
            return (found, statement.value) if found else None
        if kind is ast.Assign and len(statement.targets) == 1:
            target = statement.targets[0]
            if type(target) is ast.Attribute and target.attr == _OPTION:
                return "flag", target
            if self._is_environ_item(target):
                return "env", target
        if (
            kind is ast.Delete
            and len(statement.targets) == 1
            and self._is_environ_item(statement.targets[0])
        ):
            return "env-del", statement.targets[0]
        return None

    def _toggle_call(self, call: ast.Call) -> str | None:
        names = self.resolve(call.func)
        for name in names:
            if name in _SWITCHES:
                return _SWITCHES[name]
        values = arguments(call)
        first = _string(values[0]) if values else None
        if names & _UPDATES and first == _OPTION:
            return "update"
        if type(call.func) is ast.Attribute:
            method = call.func.attr
            if first == _ENV_VAR and self.context.refers_to(call.func.value, _ENVIRON):
                if method == "setdefault" or (method == "pop" and len(values) == 2):
                    return "env"
                if method == "pop":
                    return "env-del"
            if (
                method == "append"
                and first is not None
                and _FLAG_ARG.match(first)
                and len(values) == 1
            ):
                return "flag"
        if "os.putenv" in names and first == _ENV_VAR:
            return "env"
        return None

    def _is_environ_item(self, node: ast.AST) -> bool:
        return (
            type(node) is ast.Subscript
            and _string(node.slice) == _ENV_VAR
            and self.context.refers_to(node.value, _ENVIRON)
        )

    def _in_guarded_try(self, statement: ast.stmt) -> bool:
        """True when `statement` sits in a `try` body where its removal could change control flow."""
        node = statement
        parents = self.parents
        while node in parents:
            parent = parents[node]
            if isinstance(parent, _SCOPES):
                return False
            in_body = type(parent) in _TRIES and any(s is node for s in parent.body)
            if in_body and type(parent) is ast.Try:
                harmless = (
                    not parent.orelse
                    and all(_only_pass(handler.body) for handler in parent.handlers)
                    and parent.body[-1] is statement
                    and self._own_line(statement, parent)
                )
                if not harmless:
                    return True
            elif in_body:  # a `try` with `except*`
                return True
            node = parent
        return False

    def _own_line(self, statement: ast.stmt, block: ast.Try) -> bool:
        """`statement` is not the body of a one-line `try:` suite (which is never removed alone)."""
        return statement.lineno > block.lineno

    # -- expressions -----------------------------------------------------------------------------

    def _call(self, call: ast.Call) -> Site | None:
        if (
            self.resolve(call.func) & _READ_CALLS
            and len(values := arguments(call)) == 1
            and _string(values[0]) == _OPTION
        ):
            return Site(call, _MESSAGES["read"], Tier.SAFE, _true, min_jax=_FIXED_IN)
        if type(self.parents[call]) is ast.Expr:
            return None  # a statement of its own: judged as one
        kind = self._toggle_call(call)
        if kind in _SWITCHES.values() or kind == "update":
            return _site(call, kind, "its value is used here")
        return None

    def _read(self, node: ast.Attribute) -> Site | None:
        if type(node.ctx) is not ast.Load:
            return None
        names = self.resolve(node)
        if names & _READS:
            return Site(node, _MESSAGES["read"], Tier.SAFE, _true, min_jax=_FIXED_IN)
        parent = self.parents[node]
        switch = next((_SWITCHES[n] for n in names if n in _SWITCHES), None)
        if switch and not (type(parent) is ast.Call and parent.func is node):
            return _site(node, switch, "it is used as a value, not called")  # fails on lookup
        return None

    def _strings(self, node: ast.Constant) -> list[Site]:
        """A flag in a list, tuple or set literal (removed), or a string that names the option
        (reported; each literal of a concatenation on its own, docstrings and other string
        statements left alone)."""
        parent = self.parents[node]
        if (
            _FLAG_ARG.match(node.value)
            and type(parent) in (ast.List, ast.Tuple, ast.Set)  # in its `elts`, its only field
            and (self._literal(parent))
        ):
            return [Site(node, _MESSAGES["flag"], Tier.SAFE, _remove, min_jax=_FIXED_IN)]
        if _OPTION not in node.value.lower():
            return []
        parts = self._parts(node)
        if len(parts) == 1 and type(parent) is ast.Expr:
            return []
        return [
            Site(node, _NAMES_OPTION)
            for value in parts
            if _OPTION in value.lower()
            and value not in (_OPTION, _ENV_VAR)
            and not _FLAG_ARG.match(value)
        ][:1]

    def _literal(self, node: ast.Tuple | ast.List | ast.Set) -> bool:
        """Not the index of a subscript written without parentheses (`x["a", "b"]`)."""
        parent = self.parents[node]
        if type(parent) is ast.Subscript and parent.slice is node and type(node) is ast.Tuple:
            text = self.context.text
            return text.text[text.span(node)[0]] == "("
        return True

    def _parts(self, node: ast.Constant) -> list[str]:
        """The values of the string literals written side by side that make up `node`."""
        text = self.context.text
        code = text.text[slice(*text.span(node))]
        try:
            tokens = [
                t.string
                for t in tokenize.generate_tokens(io.StringIO(code).readline)
                if t.type == tokenize.STRING
            ]
            return (
                [value for value in map(ast.literal_eval, tokens) if type(value) is str]
                if len(tokens) > 1
                else [node.value]
            )
        except (tokenize.TokenError, SyntaxError, ValueError):
            return [node.value]


def _only_pass(block: list[ast.stmt]) -> bool:
    return all(type(s) is ast.Pass for s in block)
