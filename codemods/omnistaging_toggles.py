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
a toggle inside a `try` body (removing it changes which handler or `else` runs), unless it is the
body's last statement and every handler is just `pass`; a toggle whose arguments call something
(their side effects would be lost); `del os.environ["JAX_OMNISTAGING"]` and
`os.environ.pop("JAX_OMNISTAGING")` without a default (both raise when it is unset); the option
or flag named in any other string. Code that *disabled* omnistaging usually did so because it
broke: after this fix, run `omnifix check` for the shape-math and PRNG-state findings it hid.
"""

from __future__ import annotations

import ast
import re

import libcst as cst

from omnifix.codemod import Codemod
from omnifix.edit import after_element_removal, calls_something, is_tombstone, tombstone, without
from omnifix.names import Names
from omnifix.results import Tier

_CONFIGS = ("jax.config", "jax.config.config", "jax._src.config.config")
_SWITCHES = {
    f"{config}.{method}": method
    for config in _CONFIGS
    for method in ("disable_omnistaging", "enable_omnistaging")
}
_UPDATES = {f"{config}.update" for config in _CONFIGS}
_READS = {f"{config}.{attr}" for config in _CONFIGS for attr in ("omnistaging_enabled", "jax_omnistaging")}
_READ_CALLS = {f"{config}.read" for config in _CONFIGS}
_ENVIRON = "os.environ"
_FLAG_ARG = re.compile(r"^--(no)?jax_omnistaging(=.*)?$")
_OPTION = "jax_omnistaging"
_ENV_VAR = "JAX_OMNISTAGING"
_FIXED_IN = (0, 2, 12)

_REMOVED = "was removed in jax 0.3.15; omnistaging is always on since jax 0.2.12"
_MESSAGES = {
    "disable_omnistaging": f"`disable_omnistaging()` {_REMOVED} and cannot be disabled. Remove the call, "
    "then fix what it was hiding (`omnifix check` reports shape math and PRNG state).",
    "enable_omnistaging": f"`enable_omnistaging()` {_REMOVED}. Remove the call.",
    "update": f"The `jax_omnistaging` config option {_REMOVED}. Remove the update.",
    "flag": f"The `--jax_omnistaging` flag {_REMOVED}. Remove the flag.",
    "env": "`JAX_OMNISTAGING` has no effect: omnistaging is always on since jax 0.2.12. Remove the setting.",
    "read": f"The omnistaging setting {_REMOVED}, so this reads `True`.",
}


def _string(node: cst.CSTNode | None) -> str | None:
    if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)):
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    return None


class RemoveOmnistagingToggles(Codemod):
    CODE = "OMS001"
    NAME = "remove-omnistaging-toggles"
    SUMMARY = "Remove omnistaging switches (always on since jax 0.2.12, removed in 0.3.15)"
    TIER = Tier.SAFE

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """The bytes mention omnistaging, in any case (`data.lower()` is several times faster
        than a case-insensitive regex search)."""
        return b"omnistaging" in data.lower()

    @classmethod
    def is_candidate(cls, names: Names) -> bool:
        """Some name, attribute or string (not a docstring) mentions omnistaging."""
        tree = names.tree
        docstrings = {
            id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                text = node.attr
            elif isinstance(node, ast.Name):
                text = node.id
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                text = node.value
            else:
                continue
            if "omnistaging" in text.lower():
                return True
        return False

    # -- what a statement is -------------------------------------------------------------------

    def _toggle(self, small: cst.BaseSmallStatement) -> tuple[str, cst.CSTNode] | None:
        """(message key, the node that toggles) when `small` is a whole toggle statement."""
        if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
            kind = self._toggle_call(small.value)
            return (kind, small.value) if kind else None
        if isinstance(small, cst.Assign) and len(small.targets) == 1:
            target = small.targets[0].target
            if isinstance(target, cst.Attribute) and target.attr.value == _OPTION:
                return "flag", target
            if self._is_environ_item(target):
                return "env", target
        if isinstance(small, cst.Del) and self._is_environ_item(small.target):
            return "env-del", small.target
        return None

    def _toggle_call(self, call: cst.Call) -> str | None:
        names = self.qualified_names(call.func)
        for name in names:
            if name in _SWITCHES:
                return _SWITCHES[name]
        first = _string(call.args[0].value) if call.args else None
        if names & _UPDATES and first == _OPTION:
            return "update"
        if isinstance(call.func, cst.Attribute):
            method = call.func.attr.value
            if first == _ENV_VAR and self.refers_to(call.func.value, _ENVIRON):
                if method == "setdefault" or (method == "pop" and len(call.args) == 2):
                    return "env"
                if method == "pop":
                    return "env-del"
            if method == "append" and first is not None and _FLAG_ARG.match(first) and len(call.args) == 1:
                return "flag"
        if "os.putenv" in names and first == _ENV_VAR:
            return "env"
        return None

    def _is_environ_item(self, node: cst.CSTNode) -> bool:
        return (
            isinstance(node, cst.Subscript)
            and len(node.slice) == 1
            and isinstance(node.slice[0].slice, cst.Index)
            and _string(node.slice[0].slice.value) == _ENV_VAR
            and self.refers_to(node.value, _ENVIRON)
        )

    # -- statements ----------------------------------------------------------------------------

    def _drop_flags(self, original, updated):
        drop = []
        for small in original.body:
            found = self._toggle(small)
            drop.append(bool(found) and self._judge(original, small, *found))
        return without(updated, drop) if any(drop) else updated

    def _judge(self, line, small: cst.BaseSmallStatement, kind: str, node: cst.CSTNode) -> bool:
        if kind == "env-del":
            self.report(node, _MESSAGES["env"] + " Not removed automatically: this raises `KeyError` when it is unset.")
            return False
        message = _MESSAGES[kind]
        arguments = [small.value] if isinstance(small, cst.Assign) else [a.value for a in getattr(node, "args", ())]
        if any(calls_something(argument) for argument in arguments):
            self.report(node, message + " Not removed automatically: its arguments call code whose effects would be lost.")
            return False
        if self._in_guarded_try(line, small):
            self.report(node, message + " Not removed automatically: it is inside a `try` body, and removing it changes "
                        "which handler or `else` runs.")
            return False
        if self.report(node, message, Tier.SAFE, min_jax=_FIXED_IN):
            self.removing(small)
            return True
        return False

    def _in_guarded_try(self, line, small: cst.BaseSmallStatement) -> bool:
        """True when `small` sits in a `try` body where its removal could change control flow."""
        node: cst.CSTNode = line
        for parent in reversed(self.ancestors()):
            if isinstance(parent, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                return False
            if isinstance(parent, cst.Try) and node is parent.body:
                harmless = (
                    parent.orelse is None
                    and all(_only_pass(handler.body) for handler in parent.handlers)
                    and parent.body.body[-1] is line
                    and line.body[-1] is small
                )
                if not harmless:
                    return True
            if isinstance(parent, cst.TryStar) and node is parent.body:
                return True
            node = parent
        return False

    def leave_SimpleStatementLine(self, original_node, updated_node):
        return self._drop_flags(original_node, updated_node)

    def leave_SimpleStatementSuite(self, original_node, updated_node):
        return self._drop_flags(original_node, updated_node)

    def leave_Try(self, original_node, updated_node):
        """A `try` whose body was only toggles and whose handlers only `pass` goes entirely."""
        if (
            all(is_tombstone(s) for s in updated_node.body.body)
            and updated_node.orelse is None
            and updated_node.finalbody is None
            and all(_only_pass(h.body) for h in updated_node.handlers)
        ):
            self.removing(original_node)
            return tombstone(updated_node)
        return updated_node

    # -- expressions ---------------------------------------------------------------------------

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(self.parent(), cst.Expr):
            return  # a statement of its own: judged when the statement is left
        kind = self._toggle_call(node)
        if kind in _SWITCHES.values() or kind == "update":
            self.report(node, _MESSAGES[kind] + " Not removed automatically: its value is used here.")

    def leave_Element(self, original_node, updated_node):
        value = _string(original_node.value)
        if value is not None and _FLAG_ARG.match(value):
            if self.report(original_node.value, _MESSAGES["flag"], Tier.SAFE, min_jax=_FIXED_IN):
                return cst.RemoveFromParent()
        return updated_node

    def leave_List(self, original_node, updated_node):
        return after_element_removal(original_node, updated_node)

    leave_Tuple = leave_Set = leave_List

    def leave_SimpleString(self, original_node, updated_node):
        value = _string(original_node) or ""
        if (
            _OPTION in value.lower()
            and value not in (_OPTION, _ENV_VAR)
            and not _FLAG_ARG.match(value)
            and not isinstance(self.parent(), cst.Expr)
        ):
            self.report(original_node, "This string names the removed `jax_omnistaging` option; "
                        "omnistaging is always on since jax 0.2.12. Remove the setting by hand.")
        return updated_node

    def leave_Attribute(self, original_node, updated_node):
        if self.qualified_names(original_node) & _READS and not self._is_target(original_node):
            if self.report(original_node, _MESSAGES["read"], Tier.SAFE, min_jax=_FIXED_IN):
                self.removing(original_node)
                return cst.Name("True", lpar=updated_node.lpar, rpar=updated_node.rpar)
        return updated_node

    def leave_Call(self, original_node, updated_node):
        if (
            self.qualified_names(original_node.func) & _READ_CALLS
            and len(original_node.args) == 1
            and _string(original_node.args[0].value) == _OPTION
            and self.report(original_node, _MESSAGES["read"], Tier.SAFE, min_jax=_FIXED_IN)
        ):
            self.removing(original_node)
            return cst.Name("True", lpar=updated_node.lpar, rpar=updated_node.rpar)
        return updated_node

    def _is_target(self, node: cst.CSTNode) -> bool:
        parent = self.parent()
        return isinstance(parent, (cst.AssignTarget, cst.AugAssign, cst.Del)) or (
            isinstance(parent, cst.AnnAssign) and parent.target is node
        )


def _only_pass(block: cst.BaseSuite) -> bool:
    if isinstance(block, cst.SimpleStatementSuite):
        return all(isinstance(s, cst.Pass) for s in block.body)
    return all(
        isinstance(s, cst.SimpleStatementLine) and all(isinstance(x, cst.Pass) for x in s.body) for s in block.body
    )
