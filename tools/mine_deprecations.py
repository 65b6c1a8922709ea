#!/usr/bin/env python3
"""Mine the deprecation tables of every JAX release.

Since jax 0.4.4 public JAX modules declare deprecated names in a dict
``_deprecations = {"name": (message, obj_or_None), ...}`` served by
``__getattr__ = jax._src.deprecations.deprecation_getattr(__name__, _deprecations)``:
``obj`` means "deprecated, still works (DeprecationWarning)", ``None`` means
"removed, access raises AttributeError(message)"; the entry leaves the table
once the name is fully gone.  Older mechanisms are read too (``mechanisms``):
  * ``deprecated_import``: ``from jax._src.M import _deprecated_X as X`` in a
    public module (0.3.15-0.4.13, the jax.tree_* aliases); the message is the
    f-string of M's warning helper with ``f.__name__`` filled in;
  * ``module_getattr``: a module ``def __getattr__(attr)`` doing
    ``if attr in [...]: warnings.warn(...)`` (0.3.8-0.3.21, jax.test_util);
  * ``module_warning``: a module-level ``warnings.warn(msg, DeprecationWarning |
    FutureWarning)`` or ``jax._src.deprecations.warn(id, msg)``: importing the
    module itself is deprecated (``old`` is then the module).
Versions are release numbers ("0.4.16" for tag jax-v0.4.16; -rc tags skipped).
jax/_src is private (the machinery and its test fixture) and skipped.  JAX is
never imported: blobs are read with ``git cat-file`` and parsed with ``ast``.

Usage: python tools/mine_deprecations.py --repo PATH --out FILE.json
"""

import argparse
import ast
import json
import re
import subprocess
import sys

TAG = re.compile(r"^jax-v(\d+(?:\.\d+){2,3})$")  # releases (incl. 0.9.0.1), not -rc
CANDIDATE = (
    r"_deprecations\b|^def __getattr__|_deprecated_\w+ as \w+"  # git grep -E prefilter
    r"|DeprecationWarning|FutureWarning|import deprecations"
)
NAME = re.compile(r"(?<![\w.])(jax|jnp|lax|pl|pltpu|plgpu)(?:\.[A-Za-z_]\w*)+")
ALIASES = {
    "jnp": "jax.numpy",
    "lax": "jax.lax",
    "pl": "jax.experimental.pallas",  # Pallas's own conventions
    "pltpu": "jax.experimental.pallas.tpu",
    "plgpu": "jax.experimental.pallas.mosaic_gpu",
}
SUBJECT = re.compile(
    r"`?\s+(?:is|was|are|were|has been|have been)\s+(?:deprecated|removed|no longer)"
)
DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


class Repo:
    """A git directory; blobs come through one ``git cat-file --batch`` and are parsed once."""

    def __init__(self, path):
        self.path, self.cache, self.skipped = path, {}, set()
        self.proc = subprocess.Popen(
            ["git", "-C", path, "cat-file", "--batch"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )

    def git(self, *args):
        return subprocess.run(
            ["git", "-C", self.path, *args], capture_output=True, text=True
        ).stdout.splitlines()

    def module(self, tag, path):
        self.proc.stdin.write(f"{tag}:{path}\n".encode())
        self.proc.stdin.flush()
        header = self.proc.stdout.readline().split()
        if header[-1] == b"missing":
            return None
        sha, _, size = header
        source = self.proc.stdout.read(int(size) + 1)[:-1].decode("utf-8")
        if (sha, path) not in self.cache:
            try:
                self.cache[sha, path] = Module(path, source)
            except SyntaxError as err:  # syntax newer than this Python (PEP 695 generics)
                self.cache[sha, path] = None
                self.skipped.add(
                    f"{path}: {err.msg}" + (" [HAS _deprecations]" * ("_deprecations" in source))
                )
        return self.cache[sha, path]


def top_level(body):
    """Module-level statements, descending into if/try/with blocks but not into defs."""
    for node in body:
        yield node
        if not isinstance(node, DEFS):
            for field in ("body", "orelse", "finalbody", "handlers"):
                yield from top_level(getattr(node, field, []))


class Module:
    """One parsed file and its module-level bindings (imports, aliases, string constants)."""

    def __init__(self, path, source):
        parts = path[:-3].split("/")
        self.name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        self.package = self.name if parts[-1] == "__init__" else self.name.rpartition(".")[0]
        self.tree, self.lines = ast.parse(source), source.split("\n")
        self.binds, self.strings = {}, {}  # binds: name -> ("import" | "alias" | "local", value)
        for node in top_level(self.tree.body):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                self.bind_import(node)
            elif isinstance(node, DEFS):
                self.bind(node.name, "local", None)
            elif (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
            ):
                alias = isinstance(node.value, (ast.Name, ast.Attribute))
                self.bind(
                    node.targets[0].id, "alias" if alias else "local", node.value if alias else None
                )
                if (text := self.string(node.value)) is not None:
                    self.strings.setdefault(node.targets[0].id, text)

    def bind_import(self, node):
        if isinstance(node, ast.Import):
            for a in node.names:
                self.bind(
                    a.asname or a.name.split(".")[0],
                    "import",
                    a.name if a.asname else a.name.split(".")[0],
                )
            return
        base = node.module or ""
        if node.level:  # relative import
            pkg = self.package.split(".")[: len(self.package.split(".")) - node.level + 1]
            base = ".".join(pkg + ([base] if base else []))
        for a in node.names:
            self.bind(a.asname or a.name, "import", f"{base}.{a.name}")

    def bind(self, name, kind, value):
        if name not in self.binds or (kind == "import" and self.binds[name][0] != "import"):
            self.binds[name] = (kind, value)

    def seg(self, node):
        """Source text of ``node`` (ast.get_source_segment without re-splitting the file)."""
        lines = [ln.encode() for ln in self.lines[node.lineno - 1 : node.end_lineno]]
        lines[-1] = lines[-1][: node.end_col_offset]
        lines[0] = lines[0][node.col_offset :]
        return b"\n".join(lines).decode()

    def string(self, node, subst=None):
        """Value of a literal string expression (implicit concatenation, ``+``, f-strings, str constants)."""
        subst = subst or {}
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.string(node.left, subst), self.string(node.right, subst)
            return None if left is None or right is None else left + right
        if isinstance(node, ast.JoinedStr):
            parts = [
                self.string(v.value if isinstance(v, ast.FormattedValue) else v, subst)
                for v in node.values
            ]
            return None if None in parts else "".join(parts)
        if isinstance(node, ast.Name):
            return subst.get(node.id, self.strings.get(node.id))
        if (
            isinstance(node, ast.Attribute) and node.attr == "__name__"
        ):  # helper: f"jax.{f.__name__} ..."
            return subst.get("__name__")
        return None

    def message(self, node, subst=None):
        """(text, unresolved, via): ``via`` is the module constant a message came from."""
        text = self.string(node, subst)
        if text is None:
            return self.seg(node), True, None
        return (
            text,
            False,
            node.id if isinstance(node, ast.Name) and node.id not in (subst or {}) else None,
        )

    def resolve(self, node, depth=0):
        """Dotted name an expression refers to, through imports and simple aliases."""
        if isinstance(node, ast.Attribute):
            base = self.resolve(node.value, depth)
            return base and f"{base}.{node.attr}"
        if isinstance(node, ast.Name) and node.id in self.binds and depth < 8:
            kind, value = self.binds[node.id]
            return (
                value
                if kind == "import"
                else self.resolve(value, depth + 1)
                if kind == "alias"
                else None
            )
        return None

    def helper_message(self, name):
        """(message, helper) of the one warning helper here whose f-string uses ``f.__name__``."""
        found = {}  # warn call -> outermost enclosing function
        for fn in ast.walk(self.tree):
            for call in ast.walk(fn) if isinstance(fn, ast.FunctionDef) else []:
                if (
                    isinstance(call, ast.Call)
                    and call.args
                    and getattr(call.func, "attr", "") == "warn"
                    and "__name__" in self.seg(call.args[0])
                ):
                    found.setdefault(call, fn.name)
        if len(found) != 1:
            return None
        ((call, fn_name),) = found.items()
        return self.string(call.args[0], {"__name__": name}), f"{self.name}.{fn_name}"

    def entries(self):
        """Yield (name, state, message, unresolved, via, replacement_expr, replacement_resolved, mechanism)."""
        for node in top_level(self.tree.body):
            targets = getattr(
                node, "targets", [getattr(node, "target", None)]
            )  # Assign / AnnAssign
            is_dict = isinstance(getattr(node, "value", None), ast.Dict)
            if is_dict and any(getattr(t, "id", 0) == "_deprecations" for t in targets):
                for key, val in zip(node.value.keys, node.value.values):
                    if (
                        isinstance(key, ast.Constant)
                        and isinstance(val, ast.Tuple)
                        and len(val.elts) == 2
                    ):
                        msg, obj = val.elts
                        if isinstance(obj, ast.Constant) and obj.value is None:
                            yield (
                                key.value,
                                "error",
                                *self.message(msg),
                                None,
                                None,
                                "_deprecations",
                            )
                        else:
                            yield (
                                key.value,
                                "deprecated",
                                *self.message(msg),
                                self.seg(obj),
                                self.resolve(obj),
                                "_deprecations",
                            )
            elif isinstance(node, ast.ImportFrom):
                for a in node.names:
                    if (
                        a.name.startswith("_deprecated_")
                        and a.asname == a.name[len("_deprecated_") :]
                    ):
                        yield (
                            a.asname,
                            "deprecated",
                            self.seg(node),
                            True,
                            None,
                            f"{node.module}.{a.name}",
                            f"{node.module}.{a.asname}",
                            "deprecated_import",
                        )
            elif (
                isinstance(node, ast.FunctionDef) and node.name == "__getattr__" and node.args.args
            ):
                yield from self.getattr_entries(node, node.args.args[0].arg)
            elif (
                isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and node.value.args
            ):
                call, target = node.value, self.resolve(node.value.func)
                cat = call.args[1:2] or [k.value for k in call.keywords if k.arg == "category"]
                if target == "jax._src.deprecations.warn" or (
                    target == "warnings.warn"
                    and cat
                    and getattr(cat[0], "id", "") in ("DeprecationWarning", "FutureWarning")
                ):
                    msg = call.args[target != "warnings.warn"]  # deprecations.warn(id, msg)
                    yield None, "deprecated", *self.message(msg), None, None, "module_warning"

    def getattr_entries(self, func, param):
        """``if attr in [...]: warn(...); return getattr(mod, attr)`` (or ``raise``) in ``__getattr__``."""
        for stmt in ast.walk(func):  # function-local imports, e.g. `from jax._src import test_util`
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                self.bind_import(stmt)
        for test in ast.walk(func):
            if not (
                isinstance(test, ast.If)
                and isinstance(test.test, ast.Compare)
                and isinstance(test.test.ops[0], ast.In)
                and getattr(test.test.left, "id", None) == param
                and isinstance(test.test.comparators[0], (ast.List, ast.Tuple, ast.Set))
            ):
                continue
            block = [n for stmt in test.body for n in ast.walk(stmt)]
            warn = next(
                (
                    n
                    for n in block
                    if isinstance(n, ast.Call)
                    and "warn" in (getattr(n.func, "attr", None), getattr(n.func, "id", None))
                ),
                None,
            )
            exc = next(
                (n.exc for n in block if isinstance(n, ast.Raise) and isinstance(n.exc, ast.Call)),
                None,
            )
            ret = next((n.value for n in block if isinstance(n, ast.Return)), None)
            if warn is None and exc is None:
                continue  # a lazy import, not a deprecation
            for elt in test.test.comparators[0].elts:
                name, raw, resolved = elt.value, None, None
                if warn and isinstance(ret, ast.Call) and getattr(ret.func, "id", "") == "getattr":
                    raw, base = f"{self.seg(ret.args[0])}.{name}", self.resolve(ret.args[0])
                    resolved = base and f"{base}.{name}"
                msg = self.message((warn or exc).args[0], {param: name})
                yield name, "deprecated" if warn else "error", *msg, raw, resolved, "module_getattr"


def suggested(old, messages):
    """jax.* names (``jnp.``, ``lax.``, ``pl.``, ``pltpu.``, ``plgpu.`` expanded) the messages point
    to; skips URLs, ``old`` and subjects of "X is deprecated"/"X was removed" (messages sometimes
    name an alias of ``old``)."""
    out = []
    for msg in messages:
        text = re.sub(r"<?https?://\S+", "", msg)
        for m in NAME.finditer(text):
            name = ALIASES.get(m.group(1), m.group(1)) + m.group(0)[len(m.group(1)) :]
            if not SUBJECT.match(text, m.end()) and name != old and name not in out:
                out.append(name)
    return out


def mine(repo):
    tags = sorted(
        ((t, m.group(1)) for t in repo.git("tag") if (m := TAG.match(t))),
        key=lambda tv: tuple(map(int, tv[1].split("."))),
    )
    seen = {}  # old -> {"obs": {version: (state, msg, unresolved, via, expr, resolved, mechanism)}, ...}
    for tag, version in tags:
        paths = [
            f.split(":", 1)[1]
            for f in repo.git("grep", "-l", "-E", CANDIDATE, tag, "--", "jax/*.py")
        ]
        for path in sorted(p for p in paths if not p.startswith("jax/_src/")):
            if (mod := repo.module(tag, path)) is None:
                continue
            for name, state, msg, unres, via, expr, res, mech in mod.entries():
                if (
                    mech == "deprecated_import"
                ):  # the message lives in a warning helper of the source module
                    helper = repo.module(tag, res.rpartition(".")[0].replace(".", "/") + ".py")
                    if (found := helper and helper.helper_message(name)) and found[0] is not None:
                        msg, unres, via = found[0], False, found[1]
                rec = seen.setdefault(
                    mod.name + (f".{name}" if name else ""), {"obs": {}, "path": path, "tag": tag}
                )
                if (
                    version not in rec["obs"] or mech == "_deprecations"
                ):  # the table wins over older mechanisms
                    rec["obs"][version] = (state, msg, unres, via, expr, res, mech)
    versions, records = [v for _, v in tags], []
    for old, rec in seen.items():
        obs, history, prev = rec["obs"], [], "absent"
        for v in versions:
            if (state := obs[v][0] if v in obs else "absent") != prev:
                history.append([v, state])
            prev = state
        fv = {
            s: next((v for v in versions if v in obs and obs[v][0] == s), None)
            for s in ("deprecated", "error")
        }
        first = {s: v and obs[v] for s, v in fv.items()}
        last_dep = next(
            (obs[v] for v in reversed(versions) if v in obs and obs[v][0] == "deprecated"), None
        )
        firsts = [f for f in first.values() if f]
        records.append(
            {
                "old": old,
                "first_deprecated": fv["deprecated"],
                "first_error": fv["error"],
                "gone": history[-1][0] if prev == "absent" else None,  # start of the final absence
                "final_state": prev,  # at the newest release
                "reappeared": [s for _, s in history].count("absent") > (prev == "absent"),
                "messages": {s: f and f[1] for s, f in first.items()},
                "message_unresolved": any(f[2] for f in firsts),
                "message_via": sorted({f[3] for f in firsts if f[3]}),
                "replacement_expr": last_dep and last_dep[4],  # latest deprecated-phase value
                "replacement_resolved": last_dep and last_dep[5],
                "suggested": suggested(old, [f[1] for f in firsts if not f[2]]),
                "history": history,
                "mechanisms": sorted({o[6] for o in obs.values()}),
                "source": {"path": rec["path"], "tag": rec["tag"]},  # where first seen
            }
        )
    return sorted(records, key=lambda r: r["old"]), versions


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repo", required=True, help="git directory of a jax-ml/jax clone")
    ap.add_argument("--out", required=True, help="output JSON file")
    args = ap.parse_args()
    repo = Repo(args.repo)
    records, versions = mine(repo)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(records, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    for line in sorted(repo.skipped):
        print("unparsable, skipped:", line, file=sys.stderr)
    final = {
        s: sum(r["final_state"] == s for r in records) for s in ("deprecated", "error", "absent")
    }
    print(
        f"{len(records)} records, {len(versions)} releases {versions[0]}..{versions[-1]}, final state {final}"
    )


if __name__ == "__main__":
    main()
