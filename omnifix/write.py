"""Atomic, byte-preserving writes.

The new bytes go to a temporary file in the same folder, are flushed to disk, get the original's
mode bits (and owner, where permitted), and then replace the original with one `os.replace`: at any
moment, even after SIGKILL, the file is either fully old or fully new. A leftover temporary file
(only after SIGKILL) is named `.<name>.omnifix-tmp-*` and never taken for a Python file.
"""

from __future__ import annotations

import hashlib
import os
import tempfile


class Conflict(Exception):
    """The file changed on disk after it was read."""


def write_atomic(path: str, data: bytes, expected_digest: str | None = None) -> None:
    real = os.path.realpath(path)  # write through a symlink, keep the link
    if expected_digest is not None:
        with open(real, "rb") as handle:
            if hashlib.sha256(handle.read()).hexdigest() != expected_digest:
                raise Conflict(f"{path} changed since it was read; not written")
    folder, name = os.path.split(real)
    status = os.stat(real)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{name}.omnifix-tmp-", dir=folder or ".")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, status.st_mode & 0o7777)
        try:
            os.chown(temporary, status.st_uid, status.st_gid)
        except (PermissionError, AttributeError):
            pass
        os.replace(temporary, real)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise
    _sync_folder(folder or ".")


def _sync_folder(folder: str) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
