"""Shared test helpers: run the CLI in a subprocess, write small trees."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TOGGLE = "import jax\n\njax.config.disable_omnistaging()\nprint(jax.numpy.ones(2))\n"
TOGGLE_FIXED = "import jax\n\nprint(jax.numpy.ones(2))\n"
CLEAN = "import jax\n\nprint(jax.numpy.ones(2))\n"


def omnifix(*args: str, cwd: Path, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "omnifix", *args],
        cwd=cwd,
        capture_output=True,
        env={**os.environ, **(env or {})},
        timeout=timeout,
    )


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode()
        path.write_bytes(content)
    return root
