"""Files as they were when a cache was made from them: size, time and content hash."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

BLOCK = 1 << 24


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file's bytes, read in blocks (not mapped, so the pages read do not
    count in the process's resident memory)."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(BLOCK):
            digest.update(block)
    return digest.hexdigest()


@dataclass(frozen=True)
class FileStamp:
    """A file as it was: size, modification time and content hash.

    ``matches`` is cheap while the file is untouched (one stat); a file whose time changed is
    hashed again, so that a copy or a ``touch`` is still recognised and an edit never is.
    """

    size: int
    mtime_ns: int
    sha256: str

    @classmethod
    def of(cls, path: Path, sha256: str | None = None) -> FileStamp:
        """The stamp of ``path`` now (``sha256``: its hash when the caller computed it)."""
        stat = path.stat()
        return cls(stat.st_size, stat.st_mtime_ns, sha256 or file_sha256(path))

    def matches(self, path: Path) -> bool:
        """Whether ``path`` holds the same bytes as when stamped."""
        try:
            stat = path.stat()
        except OSError:
            return False
        if stat.st_size != self.size:
            return False
        return stat.st_mtime_ns == self.mtime_ns or file_sha256(path) == self.sha256
