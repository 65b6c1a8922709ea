"""Shared test helpers: run the CLI in a subprocess, write small trees."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

TOGGLE = "import jax\n\njax.config.disable_omnistaging()\nprint(jax.numpy.ones(2))\n"
TOGGLE_FIXED = "import jax\n\nprint(jax.numpy.ones(2))\n"
CLEAN = "import jax\n\nprint(jax.numpy.ones(2))\n"


def omnifix(
    *args: str, cwd: Path, env: dict | None = None, timeout: float = 120
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "omnifix", *args],
        cwd=cwd,
        capture_output=True,
        env={**os.environ, **(env or {})},
        timeout=timeout,
    )


def start_script(script: str, mode: str, paths: list[Path]) -> subprocess.Popen:
    """`python -c script mode paths...` in the background, on the CPU (behaviour tests run the
    eager and the jitted kinds of run side by side)."""
    return subprocess.Popen(
        [sys.executable, "-c", script, mode, *map(str, paths)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "JAX_PLATFORMS": "cpu"},
    )


def collect_json(process: subprocess.Popen, timeout: float = 600) -> dict:
    """What a script started by `start_script` printed as JSON; its stderr on failure."""
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err[-3000:]
    return json.loads(out)


def tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode()
        path.write_bytes(content)
    return root


def git_repo(root: Path, files: dict[str, str | bytes]) -> Path:
    """`tree(root, files)`, committed as a new git repository."""
    tree(root, files)
    for args in (
        ["init", "-q"],
        ["add", "."],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "original"],
    ):
        subprocess.run(["git", *args], cwd=root, check=True, capture_output=True)
    return root


# The start of the scripts that run golden cases under jax in a subprocess: `leaves(tree)` gives
# each leaf's dtype, shape and bytes (a typed PRNG key as its key data), to compare runs exactly.
LEAVES = """
import contextlib, importlib, io, json, runpy, sys
import numpy as np
import jax

def leaves(tree):
    out = []
    for leaf in jax.tree_util.tree_leaves(tree):
        if jax.dtypes.issubdtype(getattr(leaf, "dtype", None), jax.dtypes.prng_key):
            leaf = jax.random.key_data(leaf)
        a = np.asarray(leaf)
        out.append((str(a.dtype), a.shape, a.tobytes().hex()))
    return out
"""
