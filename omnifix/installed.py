"""The version of an installed distribution, read without importing `importlib.metadata` in the
usual case (omnifix asks for jax's on every run, for the default `--target-jax`)."""

from __future__ import annotations

import importlib.machinery
import os
import re
import sys

_HEADER = re.compile(r"[\041-\071\073-\176]*:")  # a line `email`'s parser takes for a header


def installed_version(name: str) -> str:
    """`importlib.metadata.version(name)`; LookupError when `name` is not installed. Importing
    importlib.metadata costs a twentieth of omnifix's start-up, so the usual case is read here: the
    path finder is the only finder of distributions, and the first folder of `sys.path` holding a
    distribution of `name` holds one `<name>-*.dist-info`, whose METADATA has one `Version` header on one
    line. Anything else (an egg, a zip file on the path, several candidates, other finders, other
    headers) is left to importlib.metadata."""
    wanted = re.sub(r"[-_.]+", "_", name.lower())
    finders = [f for f in sys.meta_path if getattr(f, "find_distributions", None) is not None]
    if finders == [importlib.machinery.PathFinder]:
        for entry in sys.path:
            if not isinstance(entry, str) or entry.lower().endswith(".egg"):
                break
            try:
                children = os.listdir(entry or ".")
            except NotADirectoryError:
                break  # a zip file
            except OSError:
                continue
            found = [
                c
                for c in children
                if c.lower().endswith((".dist-info", ".egg-info", ".egg"))
                and re.sub(r"[-_.]+", "_", c.lower().rpartition(".")[0].partition("-")[0]) == wanted
            ]
            if not found:
                continue
            if len(found) == 1 and found[0].lower().endswith(".dist-info"):
                version = _metadata_version(os.path.join(entry or ".", found[0], "METADATA"))
                if version is not None:
                    return version
            break
        else:
            raise LookupError(name)
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        raise LookupError(name) from None


def _metadata_version(path: str) -> str | None:
    """The value of the one `Version` header of a METADATA file, None when unsure."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return None
    lines = []
    for line in text.split("\n"):
        if not _HEADER.match(line) and line[:1] not in (" ", "\t") or line.startswith("From "):
            break  # the end of the headers
        lines.append(line)
    found = [i for i, line in enumerate(lines) if line.partition(":")[0].lower() == "version"]
    if len(found) != 1 or found[0] + 1 < len(lines) and lines[found[0] + 1][:1] in (" ", "\t"):
        return None  # several, or continued on the next line
    return lines[found[0]].partition(":")[2].lstrip(" \t")
