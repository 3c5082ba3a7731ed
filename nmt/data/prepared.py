"""Prepared splits on disk: flat token arrays with offsets, memory-mapped by every run and rank.

A prepared split is a folder of ``.npy`` files and a ``manifest.json``:

```
src.ids.npy      (T_src,) uint16 (int32 for vocabularies over 65,536): all source ids, flat
src.offsets.npy  (N + 1,) int64: sentence i is ids[offsets[i]:offsets[i + 1]]
src.lengths.npy  (N,) uint16: pieces per sentence, capped at LENGTH_CAP
tgt.*            the same for the target side
order.npy        (N,) int32: the rows sorted by (source, target) length (nmt.data.batch_index)
runs.npy         (R, 4) int64: the runs of equal lengths in that order
manifest.json    what it was made from (source fingerprint, subword models) and a stamp
                 (size, mtime, SHA-256) of every file above
```

Opening maps the arrays read-only: the pages come from the page cache, shared by every
process that maps the same files, and a process holds only the pages it touches. The ids and
offsets are read a row at a time in random order, so their mappings are advised as random:
no readahead from disk around each row. Pages already cached next to a row are still mapped
with it (the kernel's fault-around), so a process's resident share of the corpus grows over
the first steps; these pages are the page cache's, one copy for every process, and a pass
over all rows (the lexical table's) releases them as it goes. Nothing is
trusted that the manifest does not vouch for: a missing or unreadable manifest, another
source or model, a changed source, or an array file that is not the one written is reported
as a reason, and the caller prepares the split again.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

from nmt.data.batch_index import BatchIndex
from nmt.data.stamps import FileStamp

FORMAT = 1
MANIFEST = "manifest.json"
LENGTH_CAP = int(np.iinfo(np.uint16).max)
SIDES = ("src", "tgt")


class HashingWriter:
    """A binary file being written whose SHA-256 is taken on the way (no second read)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.handle: BinaryIO = open(path, "wb")  # noqa: SIM115 (closed by close())
        self.digest = hashlib.sha256()

    def write(self, data: bytes | memoryview) -> int:
        """Write ``data`` (numpy's header writer and :meth:`append` call this)."""
        self.digest.update(data)
        return self.handle.write(data)

    def append(self, array: np.ndarray) -> None:
        """Write the bytes of a contiguous array."""
        self.write(memoryview(np.ascontiguousarray(array)).cast("B"))

    def close(self) -> FileStamp:
        """Flush to disk and close; the file's stamp."""
        self.handle.flush()
        os.fsync(self.handle.fileno())
        self.handle.close()
        return FileStamp.of(self.path, self.digest.hexdigest())


def start_npy(path: Path, dtype: np.dtype, length: int) -> HashingWriter:
    """A writer of a 1-D ``.npy`` file of ``length`` items: the header is written, the items
    are to be appended in order."""
    writer = HashingWriter(path)
    np.lib.format.write_array_header_1_0(writer, {
        "descr": np.lib.format.dtype_to_descr(np.dtype(dtype)), "fortran_order": False,
        "shape": (length,)})
    return writer


def save_npy(path: Path, array: np.ndarray) -> FileStamp:
    """Write ``array`` as a ``.npy`` file; its stamp."""
    writer = HashingWriter(path)
    np.save(writer, array, allow_pickle=False)
    return writer.close()


def write_manifest(folder: Path, manifest: dict[str, Any], stamps: dict[str, FileStamp]
                   ) -> None:
    """Write ``manifest`` with the stamps of the folder's files, last, durably: a folder
    whose manifest is there is complete."""
    body = {**manifest, "format": FORMAT, "files": {n: asdict(s) for n, s in stamps.items()}}
    path = folder / MANIFEST
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(body, handle, indent=1, sort_keys=True)
        handle.flush()
        os.fsync(handle.fileno())


def read_manifest(folder: Path, expected: dict[str, Any]) -> tuple[dict | None, str]:
    """The manifest of ``folder`` when it is complete, its files untouched and its keys in
    ``expected`` equal; else (None, the reason)."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None, "no manifest (an unfinished preparation)"
    except (OSError, ValueError) as err:
        return None, f"unreadable manifest ({err})"
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        return None, f"not a prepared folder of format {FORMAT}"
    for key, value in expected.items():
        if manifest.get(key) != value:
            return None, f"made from another {key}"
    try:
        stamps = {name: FileStamp(**stamp) for name, stamp in manifest["files"].items()}
    except (KeyError, TypeError, AttributeError):
        return None, "a manifest without file stamps"
    for name, stamp in stamps.items():
        if not stamp.matches(folder / name):
            return None, f"{name} is not the file that was written"
    return manifest, ""


RANDOM_ACCESS = ("ids", "offsets")  # the arrays read a row at a time, in random order


def map_npy(path: Path, random_access: bool = False) -> tuple[np.ndarray, mmap.mmap]:
    """A ``.npy`` file of numbers in C order mapped read-only (ValueError for another
    layout), and its mapping; ``random_access``: readahead is turned off for it (where the
    platform can)."""
    with open(path, "rb") as handle:
        version = np.lib.format.read_magic(handle)
        read_header = (np.lib.format.read_array_header_1_0 if version == (1, 0)
                       else np.lib.format.read_array_header_2_0)
        shape, fortran_order, dtype = read_header(handle)
        start = handle.tell()
        mapping = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    if fortran_order or dtype.hasobject:
        raise ValueError(f"{path} is not an array of numbers in C order")
    if random_access and hasattr(mmap, "MADV_RANDOM"):
        mapping.madvise(mmap.MADV_RANDOM)
    count = int(np.prod(shape))
    return np.frombuffer(mapping, dtype=dtype, count=count, offset=start).reshape(shape), mapping


def release(mappings: Sequence[mmap.mmap]) -> None:
    """Drop the pages of ``mappings`` from this process: they stay in the page cache and a
    later read maps them again, but no longer count in the process's resident memory."""
    if hasattr(mmap, "MADV_DONTNEED"):
        for mapping in mappings:
            mapping.madvise(mmap.MADV_DONTNEED)


@dataclass
class TokenSide:
    """One side of a prepared split: ids (T,), offsets (N + 1,), capped lengths (N,), and
    the mappings of ids and offsets (see :meth:`release`)."""

    ids: np.ndarray
    offsets: np.ndarray
    lengths: np.ndarray
    mappings: tuple[mmap.mmap, ...] = ()

    def __getitem__(self, row: int) -> np.ndarray:
        """The ids of sentence ``row`` (a view into the mapped file, no specials)."""
        return self.ids[self.offsets[row] : self.offsets[row + 1]]

    def length(self, row: int) -> int:
        """The exact number of pieces of sentence ``row`` (not capped)."""
        return int(self.offsets[row + 1] - self.offsets[row])

    def release(self) -> None:
        """Stop counting the ids and offsets read so far in this process's memory (a pass
        over many rows calls this between blocks; see :func:`release`)."""
        release(self.mappings)


@dataclass
class PreparedSplit:
    """A split's token arrays as mapped from ``folder``, with the batch index of its rows."""

    folder: Path
    src: TokenSide
    tgt: TokenSide
    index: BatchIndex
    manifest: dict

    def __len__(self) -> int:
        return len(self.src.lengths)

    def release(self) -> None:
        """Both sides' :meth:`TokenSide.release`."""
        self.src.release()
        self.tgt.release()

    @classmethod
    def open(cls, folder: Path, expected: dict[str, Any]) -> tuple[PreparedSplit | None, str]:
        """Map the prepared split in ``folder`` if its manifest vouches for it and matches
        ``expected``; else (None, the reason it cannot be used)."""
        manifest, reason = read_manifest(folder, expected)
        if manifest is None:
            return None, reason
        try:
            mapped = {}
            for name in manifest["files"]:
                key = name.removesuffix(".npy")
                mapped[key] = map_npy(folder / name, key.split(".")[-1] in RANDOM_ACCESS)
            arrays = {name: array for name, (array, _) in mapped.items()}
            sides = [TokenSide(arrays[f"{s}.ids"], arrays[f"{s}.offsets"], arrays[f"{s}.lengths"],
                               (mapped[f"{s}.ids"][1], mapped[f"{s}.offsets"][1]))
                     for s in SIDES]
            index = BatchIndex(arrays["order"], np.asarray(arrays["runs"]))
        except (OSError, ValueError, KeyError) as err:
            return None, f"unreadable arrays ({err})"
        rows = manifest["pairs"]
        for side in sides:
            if not (len(side.lengths) == rows == len(side.offsets) - 1 == len(index.order)
                    and int(side.offsets[-1]) == len(side.ids)):
                return None, "arrays of inconsistent sizes"
        return cls(folder, *sides, index, manifest), ""
