"""GitHub CODEOWNERS: who owns a file, with GitHub's syntax and precedence.

The file is the first of `.github/CODEOWNERS`, `CODEOWNERS` and `docs/CODEOWNERS` found at the
root of the repository. Each line is a pattern followed by owners (`@user`, `@org/team` or an email
address); `#` starts a comment, at the start of a line or after the owners; a backslash escapes
the next character (`path\\ with\\ spaces`, `\\*`). The last rule whose pattern matches a file
decides its owners; a matching rule with no owners leaves the file unowned.

Patterns are gitignore patterns with GitHub's differences, which is why they are not matched with
pathspec's gitignore rules: `!` negation and `[ ]` character ranges do not exist, nor does escaping
a leading `#` (GitHub skips such lines, and so does omnifix, saying why); and a pattern with a
slash whose last part is a lone `*` (`docs/*`, `/*`) owns only the files directly in that folder,
not those of its subfolders, whereas every other pattern that matches a folder owns all that is
under it. Otherwise: a pattern with a slash at its start or middle is anchored at the root, one
without matches at any depth; a trailing slash matches folders only; `*` and `?` stop at `/`;
`**/`, `/**/` and `/**` match any number of folders. Paths are case-sensitive, as on GitHub.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

LOCATIONS = (".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS")
_OWNER = re.compile(r"^(@[A-Za-z0-9][A-Za-z0-9_.-]*(/[A-Za-z0-9_.-]+)?|[^@\s]+@[^@\s]+)$")


@dataclass(frozen=True)
class Rule:
    line: int
    pattern: str
    owners: tuple[str, ...]
    regex: re.Pattern[str]


class CodeOwners:
    """The rules of one CODEOWNERS file; `skipped` lists the lines GitHub would not use, and why."""

    def __init__(self, text: str, path: str = "CODEOWNERS") -> None:
        self.path = path
        self.rules: list[Rule] = []
        self.skipped: list[tuple[int, str]] = []
        for number, line in enumerate(text.splitlines(), start=1):
            tokens = _tokens(line)
            if not tokens:
                continue
            pattern, owners = tokens[0], tokens[1:]
            problem = _problem(pattern, owners)
            if problem:
                self.skipped.append((number, problem))
            else:
                self.rules.append(
                    Rule(number, pattern, tuple(owners), re.compile(pattern_regex(pattern)))
                )

    @classmethod
    def find(cls, root: Path) -> CodeOwners | None:
        """The CODEOWNERS file GitHub uses in the repository at `root`, if there is one."""
        for location in LOCATIONS:
            path = root / location
            if path.is_file():
                return cls(path.read_text(encoding="utf-8", errors="replace"), location)
        return None

    def owners(self, path: str) -> tuple[str, ...]:
        """The owners of `path` (relative to the root, with forward slashes); () when unowned."""
        for rule in reversed(self.rules):
            if rule.regex.match(path):
                return rule.owners
        return ()


def _tokens(line: str) -> list[str]:
    """The words of a line up to a comment; a backslash keeps the character after it in the word."""
    tokens, current, escaped = [], "", False
    for char in line:
        if escaped:
            current, escaped = current + char, False
        elif char == "\\":
            current, escaped = current + char, True
        elif char.isspace():
            if current:
                tokens.append(current)
            current = ""
        elif char == "#" and not current:
            break
        else:
            current += char
    if current:
        tokens.append(current)
    return tokens


def _problem(pattern: str, owners: list[str]) -> str | None:
    if pattern.startswith("!"):
        return "`!` negation is not supported in CODEOWNERS"
    if "[" in pattern or "]" in pattern:
        return "`[ ]` character ranges are not supported in CODEOWNERS"
    if pattern.startswith("\\#"):
        return "escaping a leading `#` is not supported in CODEOWNERS"
    bad = [owner for owner in owners if not _OWNER.match(owner)]
    if bad:
        return f"not an owner: {bad[0]!r} (owners are @user, @org/team or an email address)"
    return None


def _glob(part: str) -> str:
    out, escaped = [], False
    for char in part:
        if escaped:
            out.append(re.escape(char))
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == "*":
            out.append("[^/]*")
        elif char == "?":
            out.append("[^/]")
        else:
            out.append(re.escape(char))
    return "".join(out)


def pattern_regex(pattern: str) -> str:
    """The regular expression of the file paths (relative, forward slashes) a pattern owns."""
    folder_only = pattern.endswith("/")
    body = pattern.strip("/")
    anchored = "/" in pattern.rstrip("/")
    parts = body.split("/")
    regex = "^" if anchored else "^(?:.*/)?"
    for index, part in enumerate(parts):
        last = index == len(parts) - 1
        if part == "**":
            regex += ".+" if last else "(?:[^/]+/)*"
        else:
            regex += _glob(part) + ("" if last else "/")
    if parts[-1] == "**":
        return regex + "$"
    if folder_only:
        return regex + "/.+$"
    if anchored and parts[-1] == "*":
        return regex + "$"
    return regex + "(?:/.*)?$"
