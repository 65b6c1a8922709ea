#!/usr/bin/env python3
"""Mine JAX's CHANGELOG for deprecated, removed, renamed and moved public names.

The changelog is read straight from a git clone of jax-ml/jax (never copied
here).  Since Feb 2021 the whole history (jax 0.1.58, Jan 2020, to today)
lives in the top-level ``CHANGELOG.md``; earlier files (``CHANGELOG.md`` ->
``docs/CHANGELOG.rst`` -> ``docs/CHANGELOG.md``) only hold subsets of it.
JAX had no changelog before 0.1.58.

Pipeline: release sections (``## jax 0.4.1 (date)``) -> nested bullets ->
sentences -> tokens.  A bullet is relevant when it (or a list-introducing
parent such as "The following ... have been removed:") uses deprecation /
removal / rename / move wording.  Every JAX name in it (``jax.*``, ``jnp.*``,
``lax.*``, ``jax_*`` config flags, bare names qualified by "from `jax.core`:")
that is not on the replacement side ("use X", "in favor of X", "renamed to
X", ...) becomes one record per (name, version, action).  ``confidence`` is
"high" only when the name sits in a plain subject/object slot of the action
verb ("`X` and `Y` are deprecated", "Removed `X`", list items under a
removal heading); anything else is "low" and needs human review.

Output: a JSON list sorted by (name, version, action, package), one object per
(name, version, action, package) with keys: name (normalized: jnp. -> jax.numpy.,
lax. -> jax.lax.; flags keep their jax_* spelling), action (deprecated | removed
| renamed | moved), replacement (name or None, as written: may be non-JAX such as
functools.partial, or a module hint), version ("0.4.26" or "unreleased"), date
(heading text or None), package (jax | jaxlib section), section (category bullet
such as "Deprecations", or None), kind (api | flag), confidence (high | low),
text (cleaned bullet, list items prefixed with their heading, <= 400 chars),
source ("CHANGELOG.md:<line>@<commit12>").

Usage: python tools/mine_changelog.py --repo PATH --out FILE.json
"""

import argparse
import json
import re
import subprocess
from collections import Counter

HEADING = re.compile(r"^##\s+(jax|jaxlib)\s+\(?v?(\d+(?:\.\d+)+)\)?\s*(?:\((.*?)\))?\s*$", re.I)
BULLET = re.compile(r"^(\s*)(?:[*+-]|\d+\.)\s+(.*)$")
TOKEN = re.compile(r"`[^`]+`|(?:jax|jnp|lax)(?:\.[\w*]+)+|[A-Za-z][\w'-]*|-->|→|[^\s\w]")
PREFIXES = {
    "jnp": "jax.numpy",
    "lax": "jax.lax",
    "random": "jax.random",
    "hcb": "jax.experimental.host_callback",
    "host_callback": "jax.experimental.host_callback",
    "jax2tf": "jax.experimental.jax2tf",
}
ROOTS = {"jax", "jaxlib", "DeviceArray", "ShardedDeviceArray", "GlobalDeviceArray", "PRNGKeyArray"}
WARNINGS = {"DeprecationWarning", "FutureWarning"}
# Words allowed around a name in a "clear" subject/object slot of the action verb.
FILLER = set(
    """the a an deprecated previously previously-deprecated long-deprecated following function functions
module modules submodule submodules package type types class classes method methods symbol symbols api apis
alias aliases utility utilities internal private undocumented experimental public semi-public object objects
property constant constants import imports path name names also and or is are has have was were been be being
now both all which that accidental export exports long etc several these those entire including newly
number dozen many some most its contents config option options flag flags state
, ( ) : ; . ' "
""".split()
)
VERBS = {"deprecated", "removed", "deleted", "renamed", "moved", "-->", "→", "no"}
GONE = {
    "available",
    "exported",
    "exposed",
    "public",
    "importable",
    "accessible",
    "imported",
    "provided",
    "present",
    "part",
}
BLOCK_QUALIFY = {
    "argument",
    "arguments",
    "parameter",
    "parameters",
    "kwarg",
    "kwargs",
    "keyword",
    "option",
}


def clean(text):
    """Strip Sphinx roles, links and URLs; keep backticks as name markers."""
    text = re.sub(r"(?:\{[\w:-]+\}\s*|:[\w:]+:)`~?", "`", text)
    text = re.sub(r"`{2,}", "`", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<?https?://\S+", "", text)
    return re.sub(r"\s+", " ", text).strip()


def normalize(raw):
    """Return (name, kind, is_bare) for a JAX-looking token, else None."""
    raw = re.sub(r"\([^()]*\)$", "", raw.strip()).strip().rstrip(".")
    if re.fullmatch(r"-{0,2}jax_[a-z0-9_]+", raw):
        return raw.lstrip("-"), "flag", False
    if not re.fullmatch(r"[A-Za-z_]\w*(?:\.[\w*]+)*", raw):
        return None
    head, _, rest = raw.partition(".")
    if not rest:
        return raw, "api", True
    head = PREFIXES.get(head, head)
    return (f"{head}.{rest}", "api", False) if head.split(".")[0] in ROOTS else None


def norm_repl(raw):
    m = re.match(
        r"jax\.config\.update\(\s*['\"](jax_\w+)", raw
    )  # use `jax.config.update('jax_x', ...)`
    if m:
        return m.group(1)
    raw = re.sub(r"\([^()]*\)$", "", raw.strip()).strip().rstrip(".")
    if not re.fullmatch(r"\.?[A-Za-z_][\w.*]*", raw):
        return None
    head, _, rest = raw.partition(".")
    return f"{PREFIXES[head]}.{rest}" if rest and head in ("jnp", "lax") else raw


class Node:
    def __init__(self, indent, text, line, parent):
        self.indent, self.raw, self.line, self.parent, self.children = (
            indent,
            [text],
            line,
            parent,
            [],
        )

    @property
    def text(self):
        return clean(" ".join(self.raw))


def parse_sections(lines):
    """Yield (package, version, date, [(lineno, line), ...]) per release section."""
    cur = None
    for no, line in enumerate(lines, 1):
        m = HEADING.match(line)
        if m or re.match(r"^##\s+Unreleased", line, re.I):
            if cur:
                yield cur
            cur = (
                (m.group(1).lower(), m.group(2), m.group(3), [])
                if m
                else ("jax", "unreleased", None, [])
            )
        elif line.startswith("## "):  # some other level-2 heading ends the release section
            if cur:
                yield cur
            cur = None
        elif cur:
            cur[3].append((no, line))
    if cur:
        yield cur


def parse_bullets(body):
    """Build a forest of bullets; indented or unbroken lines continue a bullet."""
    roots, stack, fence, blank = [], [], False, False
    for no, line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if fence or not line.strip():
            blank = not fence
            continue
        m = BULLET.match(line)
        indent = len(line) - len(line.lstrip())
        if not m and stack and (not blank or indent > stack[-1].indent):
            stack[-1].raw.append(line.strip())
        else:
            text = m.group(2) if m else line.strip()
            while stack and stack[-1].indent >= indent:
                stack.pop()
            node = Node(indent, text, no, stack[-1] if stack else None)
            (node.parent.children if node.parent else roots).append(node)
            stack.append(node)
        blank = False
    return roots


def tokenize(sentence):
    return [t.group(0) for t in TOKEN.finditer(sentence)]


def detect_action(toks):
    """Bullet-level action with precedence removed > renamed > moved > deprecated."""
    low = [t.lower() for t in toks]
    found = set()
    for i, w in enumerate(low):
        ctx, nxt = " ".join(low[max(0, i - 3) : i]), " ".join(low[i + 1 : i + 5])
        if w in ("removed", "deleted", "removal"):
            if (
                re.search(r"\b(will|to|would|may|might|for)\b", ctx)
                or "docs" in nxt
                or "documentation" in nxt
            ):
                found.add("deprecated")
            elif w != "removal":
                found.add("removed")
        elif is_verb(low, i) and w == "no":
            found.add("removed")
        elif w.startswith("deprecat") or toks[i].strip("`") in WARNINGS:
            found.add("deprecated")
        elif w in ("renamed", "-->", "→") or (w == "changed" and "names" in ctx):
            found.add("renamed")
        elif w == "moved" or (
            w in ("exposed", "available")
            and ctx.endswith("now")
            and any(t.startswith("`") for t in toks[i + 1 : i + 4])
        ):
            found.add("moved")
    return next((a for a in ("removed", "renamed", "moved", "deprecated") if a in found), None)


def is_verb(low, i):
    """An action verb at low[i]; "no" only as in "no longer available/exported/..."."""
    if low[i] != "no":
        return low[i] in VERBS
    rest = low[i + 1 : i + 4]
    return rest[:1] == ["longer"] and (
        rest[1:2] and rest[1] in GONE or rest[1:2] == ["be"] and rest[2:] and rest[2] in GONE
    )


def replacement_start(toks):
    """Index where the replacement side begins and the replacement names in order."""
    low = [t.lower() for t in toks]
    start, repls = len(toks), []
    for i, w in enumerate(low):
        nxt2 = low[i + 1 : i + 3]
        trig = None
        if w in ("use", "using", "prefer", "-->", "→") or (
            w == "of" and i and low[i - 1] in ("favor", "favour", "alias")
        ):
            trig = i
        elif (
            w in ("by", "with")
            and i
            and low[i - 1] == "replaced"
            or w in ("to", "as")
            and i
            and low[i - 1] == "renamed"
        ):
            trig = i
        elif w in ("to", "into") and "moved" in low[max(0, i - 4) : i]:
            trig = i
        elif (
            w in ("at", "in", "as", "via", "from")
            and i > 1
            and (low[i - 1] in ("found", "available") and w != "as" or "exposed" in low[i - 2 : i])
        ):
            trig = i
        elif w in ("is", "are") and i and low[i - 1] in ("endpoint", "endpoints"):
            trig = i
        elif (
            toks[i].startswith("`") and nxt2 == ["is", "a"] and "replacement" in low[i + 3 : i + 5]
        ):
            trig = i - 1
        if trig is not None:
            start = min(start, trig + 1)
            for k in range(trig + 1, min(trig + 6, len(toks))):
                if toks[k].startswith("`") and norm_repl(toks[k].strip("`")):
                    repls.append(norm_repl(toks[k].strip("`")))
                    while toks[k + 1 : k + 2] in ([","], ["and"]) or toks[k + 1 : k + 3] == [
                        ",",
                        "and",
                    ]:
                        k += (
                            3 if toks[k + 1 : k + 3] == [",", "and"] else 2
                        )  # "use `A` and `B`": parallel list
                        if (
                            k < len(toks)
                            and toks[k].startswith("`")
                            and norm_repl(toks[k].strip("`"))
                        ):
                            repls.append(norm_repl(toks[k].strip("`")))
                        else:
                            break
                    break
                if toks[k] in (".", ";"):
                    break
    return start, repls


def qualifier(toks):
    """Module named by "from [the] `jax.x`" / "in `jax.x`" (qualifies bare names); its token indices."""
    for i in range(len(toks) - 1):
        j = i + 2 if toks[i + 1].lower() == "the" else i + 1
        if toks[i].lower() in ("from", "in") and j < len(toks) and toks[j].startswith("`jax"):
            k = j  # "from `a`, `b`, and `c`": the whole list is context
            while (
                toks[k + 1 : k + 2] in ([","], ["and"])
                and k + 2 < len(toks)
                and toks[k + 2].startswith("`jax")
                or toks[k + 1 : k + 3] == [",", "and"]
                and k + 3 < len(toks)
                and toks[k + 3].startswith("`jax")
            ):
                k += 3 if toks[k + 1 : k + 3] == [",", "and"] else 2
            return toks[j].strip("`"), j, set(range(i, k + 1))
    return None, None, set()


def clear(toks, a, b, ok=frozenset()):
    """True if toks[a:b] holds only names, filler words and qualifier tokens."""
    return all(
        t.lower() in FILLER
        or t.startswith("`")
        or k in ok
        or (t == "of" and toks[k - 1] == "number")
        for k, t in enumerate(toks[:b])
        if k >= a
    )


def pair(subjects, repls):
    """Replacement per subject: same leaf name first, then positional (equal counts), then the first."""
    out = []
    for k, (name, *_) in enumerate(subjects):
        same = [r for r in repls if r.rsplit(".", 1)[-1] == name.rsplit(".", 1)[-1] and r != name]
        same = same if len(subjects) > 1 else []
        out.append(
            same[0]
            if same
            else repls[k]
            if len(repls) == len(subjects)
            else repls[0]
            if repls
            else None
        )
    return out


def mine_node(node, inherited, meta, out):
    own = node.text
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z`(])", own)
    action = detect_action(tokenize(own))
    is_category = node.parent is None and len(own.split()) <= 6 and "`" not in own
    list_intro = own.rstrip().endswith(":") and node.children and not is_category
    if is_category:  # e.g. "* Deprecations" -- a weak default action for action-less items below it
        weak = {"deprecat": "deprecated", "remov": "removed", "delet": "removed"}
        hits = {a for k, a in weak.items() if k in own.lower()}
        meta = dict(
            meta, section=own.rstrip(":").strip(), weak=hits.pop() if len(hits) == 1 else None
        )
    # list items take the wording of their list heading
    eff = (
        inherited
        or action
        or (meta.get("weak") if node.parent and not node.parent.parent else None)
    )
    if eff and not list_intro and not is_category:
        parsed = [tokenize(s) for s in sentences]
        spare = [r for t in parsed for r in replacement_start(t)[1]]
        keep, sentences_out = [], []
        for si, toks in enumerate(parsed):
            rstart, repls = replacement_start(toks)
            mod, _, qok = qualifier(toks)
            if mod and any(t.lower() in BLOCK_QUALIFY for t in toks):
                mod = None
            subjects = []
            for i, t in enumerate(toks):
                if (
                    i >= rstart
                    or i in qok
                    or not (t.startswith("`") or t.startswith(("jax.", "jnp.", "lax.")))
                ):
                    continue
                n = normalize(t.strip("`"))
                if not n or t.strip("`") in WARNINGS:
                    continue
                name, kind, bare = n
                if bare:
                    if mod:
                        name = f"{mod}.{name}"
                    elif toks[i + 1 : i + 2] in (["-->"], ["→"]) and repls and "." in repls[0]:
                        name = repls[0].rsplit(".", 1)[0] + "." + name
                    elif not name.startswith("jax_"):
                        continue
                low = [x.lower() for x in toks]
                verb_after = next((j for j in range(i + 1, rstart) if is_verb(low, j)), None)
                verb_before = next((j for j in range(0, i) if is_verb(low, j)), None)
                high = (
                    (
                        clear(toks, 0, i, qok)
                        and verb_after is not None
                        and clear(toks, i + 1, verb_after, qok)
                    )
                    or (
                        verb_before is not None
                        and clear(toks, 0, verb_before, qok)
                        and clear(toks, verb_before + 1, i, qok)
                    )
                    or (
                        clear(toks, 0, i, qok)
                        and ((inherited and si == 0) or toks[i + 1 : i + 2] == [":"] and repls)
                    )
                )
                if bare and not mod and kind != "flag":
                    high = False
                subjects.append((name, kind, "high" if high else "low"))
            if not subjects:
                continue
            repls = pair(subjects, repls or spare)
            if not inherited and not detect_action(toks):
                sentences_out.append((subjects, repls))
                continue
            keep.append((subjects, repls))
        if not any(c == "high" for subj, _ in keep for *_, c in subj):
            keep += sentences_out  # names only in action-less sentences: keep them (low) unless a clear subject exists
        for subjects, repls in keep:
            ctx = (node.parent.text[:150] + " » ") if inherited else ""
            text = (ctx + own)[:400]
            for (name, kind, conf), repl in zip(subjects, repls):
                out.append(
                    dict(
                        name=name,
                        action=eff,
                        replacement=repl if repl != name else None,
                        version=meta["version"],
                        date=meta["date"],
                        package=meta["package"],
                        section=meta.get("section"),
                        kind=kind,
                        confidence=conf,
                        text=text,
                        source=f"{meta['path']}:{node.line}@{meta['commit'][:12]}",
                    )
                )
    # "... may be replaced with one of the following:" -> the children are replacements, not subjects
    intro_repl = list_intro and replacement_start(tokenize(sentences[-1]))[0] < len(
        tokenize(sentences[-1])
    )
    pass_on = (action if list_intro and action != "moved" and not intro_repl else None) or (
        inherited if not is_category else None
    )
    for child in node.children:
        mine_node(child, pass_on, meta, out)


def vkey(v):
    return tuple(int(x) for x in v.split(".")) if v[0].isdigit() else (9999,)


def mine(repo, rev="HEAD", path="CHANGELOG.md"):
    git = ["git", "-C", repo]
    commit = subprocess.run(
        git + ["rev-parse", rev], capture_output=True, text=True, check=True
    ).stdout.strip()
    text = subprocess.run(
        git + ["show", f"{commit}:{path}"], capture_output=True, text=True, check=True
    ).stdout
    out = []
    for package, version, date, body in parse_sections(text.splitlines()):
        meta = dict(package=package, version=version, date=date, path=path, commit=commit)
        for root in parse_bullets(body):
            mine_node(root, None, meta, out)
    merged = {}
    for r in out:  # one record per (name, version, action, package); prefer high confidence, then a replacement
        k = (r["name"], r["version"], r["action"], r["package"])
        old = merged.get(k)

        def rank(x):
            return (x["confidence"] == "high", bool(x["replacement"]))

        if old is None or rank(r) > rank(old):
            merged[k] = r
    return sorted(
        merged.values(), key=lambda r: (r["name"], vkey(r["version"]), r["action"], r["package"])
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repo", required=True, help="path to a jax-ml/jax git clone (bare is fine)")
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    records = mine(args.repo, args.rev)
    with open(args.out, "w") as f:
        json.dump(records, f, indent=1, ensure_ascii=False)
        f.write("\n")
    era = Counter(
        ("0.5+" if vkey(r["version"]) >= (0, 5) else "0.%d.x" % vkey(r["version"])[1])
        for r in records
    )
    print(
        f"{len(records)} records; actions={dict(Counter(r['action'] for r in records))}; "
        f"confidence={dict(Counter(r['confidence'] for r in records))}; eras={dict(sorted(era.items()))}"
    )


if __name__ == "__main__":
    main()
