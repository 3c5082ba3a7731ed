"""Writing files so that a crash never leaves a half-written one in place of a good one."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def atomic_write(path: str | Path, write: Callable[[BinaryIO], None]) -> None:
    """Write ``path`` through ``write(file)``: temp file in the same folder, fsync, rename.

    A process killed at any moment leaves either the previous file or the new one, never a
    mix; the temp file of an interrupted write is removed when the write fails in-process.
    """
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    try:
        with open(tmp, "wb") as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_write`)."""
    atomic_write(path, lambda handle: handle.write(data))


def _fsync_dir(folder: Path) -> None:
    # the rename itself is durable only once the directory entry is flushed
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
