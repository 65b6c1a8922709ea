"""The `--format json` document (stable; `version` changes when its shape does).

```
{"version": 1, "tool": "omnifix X.Y.Z",
 "files": [{"path", "changed", "diff" (or null),
            "findings": [{"code", "name", "line", "column", "message", "tier", "applied"}]}],
 "errors": [{"path", "message"}],
 "summary": {"files", "changed", "findings", "fixed", "manual", "errors"}}
```
`files` lists only files with findings or changes, in the order they were processed. `tier` is
`safe`, `unsafe` or `manual` (no fix offered); `applied` is true when the output contains the fix.
"""

from __future__ import annotations

import json
from typing import Iterable

from omnifix import __version__
from omnifix.engine import FileResult
from omnifix.report.diff import display_path, unified_diff


def document(results: Iterable[FileResult], errors: Iterable[tuple[str, str]], files: int) -> str:
    entries, findings = [], []
    for result in results:
        if not (result.findings or result.changed):
            continue
        diff = unified_diff(result)
        entries.append(
            {
                "path": display_path(result.path),
                "changed": result.changed,
                "diff": diff.decode(result.encoding, errors="replace") if diff else None,
                "findings": [
                    {
                        "code": f.code,
                        "name": f.name,
                        "line": f.line,
                        "column": f.column,
                        "message": f.message,
                        "tier": f.tier.value,
                        "applied": f.applied,
                    }
                    for f in result.findings
                ],
            }
        )
        findings += result.findings
    error_list = [{"path": display_path(path), "message": message} for path, message in errors]
    return json.dumps(
        {
            "version": 1,
            "tool": f"omnifix {__version__}",
            "files": entries,
            "errors": error_list,
            "summary": {
                "files": files,
                "changed": sum(e["changed"] for e in entries),
                "findings": len(findings),
                "fixed": sum(f.applied for f in findings),
                "manual": sum(not f.applied for f in findings),
                "errors": len(error_list),
            },
        },
        indent=2,
    )
