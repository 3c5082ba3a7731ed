"""Writing files so that a crash never leaves a half-written one in place of a good one, and
checking the format marker of the files nmt writes."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from nmt.errors import CheckpointError

_TEMP = re.compile(r"^\..+\.tmp(\d+)$")


def _temp_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.tmp{os.getpid()}")


def atomic_write(path: str | Path, write: Callable[[BinaryIO], None],
                 durable: bool = True) -> None:
    """Write ``path`` through ``write(file)``: temp file in the same folder, fsync, rename.

    A process killed at any moment leaves either the previous file or the new one, never a
    mix; the temp file of an interrupted write is removed when the write fails in-process
    (one left by a killed process is removed by :func:`remove_stale_temps`). Without
    ``durable`` nothing is fsynced: still whole after a killed process, but after a power
    loss possibly empty or damaged, for files whose reader checks them.
    """
    path = Path(path)
    tmp = _temp_path(path)
    try:
        with open(tmp, "wb") as handle:
            write(handle)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if durable:
        fsync_dir(path.parent)


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_write`)."""
    atomic_write(path, lambda handle: handle.write(data))


def atomic_copy(src: str | Path, dst: str | Path) -> None:
    """Make ``dst`` a copy of ``src``, atomically: a hard link when the file system allows
    (no bytes copied; ``src`` may later be replaced without touching ``dst``), else a copy."""
    src, dst = Path(src), Path(dst)
    tmp = _temp_path(dst)
    try:
        tmp.unlink(missing_ok=True)
        try:
            os.link(src, tmp)
        except OSError:
            shutil.copyfile(src, tmp)
        os.replace(tmp, dst)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(dst.parent)


def remove_stale_temps(folder: str | Path) -> list[Path]:
    """Delete the temp files that killed writers left in ``folder``; returns them.

    A temp file names its writer's process id; files of a process still running stay.
    """
    removed = []
    for path in Path(folder).glob(".*.tmp*"):
        match = _TEMP.match(path.name)
        if match and path.is_file() and not _running(int(match.group(1))):
            path.unlink(missing_ok=True)
            removed.append(path)
    return removed


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # a dead writer's reused id: this process is not writing while it cleans
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def fsync_dir(folder: Path) -> None:
    """Flush ``folder``'s entries to disk: a rename in it is durable only then."""
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


def check_format(payload: object, marker: str, version: int, path: str | Path, kind: str
                 ) -> None:
    """CheckpointError naming ``path`` unless ``payload`` is a dict with the format
    ``marker`` and a version no newer than ``version``; ``kind`` names it in messages."""
    if not isinstance(payload, dict) or payload.get("format") != marker:
        raise CheckpointError(f"{path}: not an nmt {kind} (no '{marker}' format marker)")
    if payload.get("version", 0) > version:
        raise CheckpointError(f"{path}: {kind} version {payload['version']} is newer than "
                              f"this nmt understands ({version})")
