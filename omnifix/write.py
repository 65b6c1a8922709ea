"""Atomic, byte-preserving writes.

The new bytes go to a temporary file in the same folder, are flushed to disk, get the original's
mode bits (and owner, where permitted), and then replace the original with one `os.replace`: at any
moment, even after SIGKILL, the file is either fully old or fully new. A leftover temporary file
(only after SIGKILL) is named `.<name>.omnifix-tmp-*` and never taken for a Python file.

A read-only file is refused, as an editor refuses it: one the user may not write, or one with no
write bit at all (root may write anything, but a mode such as 0444 still says "do not").
"""

from __future__ import annotations

import errno
import hashlib
import os
import secrets

_CREATE_FLAGS = (
    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
)


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
    if not status.st_mode & 0o222 or not os.access(real, os.W_OK):
        raise PermissionError(
            errno.EACCES, f"read-only file (mode {status.st_mode & 0o7777:04o}); not written"
        )
    # Created inside the `try` under a name known beforehand (not with `mkstemp`): an interrupt right
    # after the creation still removes the file.
    temporary = os.path.join(folder or ".", f".{name}.omnifix-tmp-{secrets.token_hex(8)}")
    try:
        descriptor = os.open(temporary, _CREATE_FLAGS, 0o600)
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
