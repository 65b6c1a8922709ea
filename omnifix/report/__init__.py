"""Renderers of `FileResult`s: `text` (findings), `diff` (unified diff for `git apply`), `json`."""

FORMATS = ("text", "diff", "json")
