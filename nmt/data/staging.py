"""The files of a preparation's staging folder (``.NAME.partial``): encoded chunks, their
merge into a split's flat arrays, the resume record, and the rename into place."""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

from nmt.data.corpus_kind import Chunk
from nmt.data.prepared import LENGTH_CAP, SIDES, FileStamp, start_npy
from nmt.files import fsync_dir

STAGING = "staging.json"


def chunk_path(staging: Path, chunk: Chunk) -> Path:
    """Where the encoded ``chunk`` lies in ``staging`` (chunk-N.npz)."""
    return staging / f"chunk-{chunk.number:06d}.npz"


def chunk_counts(path: Path, rows: int) -> tuple[int, int, int] | None:
    """(rows, source tokens, target tokens) of a finished chunk file; None if it is not
    there or not whole (chunk files are not fsynced: after a power loss one may be empty
    or damaged, which the zip's CRC-32 shows)."""
    try:
        with np.load(path, allow_pickle=False) as arrays:
            sizes = [(len(arrays[f"{s}_lengths"]), int(arrays[f"{s}_lengths"].sum()),
                      len(arrays[f"{s}_ids"])) for s in SIDES]
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None
    if any(count != rows or total != ids for count, total, ids in sizes):
        return None
    return rows, sizes[0][2], sizes[1][2]


def merge_chunks(staging: Path, chunks: list[Chunk], counts: dict[int, Any],
                 dtype: type, side: str) -> dict[str, FileStamp]:
    """Append the chunks' arrays of ``side``, in order, into its flat ids, offsets and
    lengths (one side per call: the two sides merge in two workers at once)."""
    rows = sum(chunk.rows for chunk in chunks)
    total = int(np.sum([counts[c.number][1 + SIDES.index(side)] for c in chunks]))
    ids = start_npy(staging / f"{side}.ids.npy", dtype, total)
    offsets = start_npy(staging / f"{side}.offsets.npy", np.int64, rows + 1)
    lengths_out = start_npy(staging / f"{side}.lengths.npy", np.uint16, rows)
    offsets.append(np.zeros(1, np.int64))
    end = 0
    for chunk in chunks:
        with np.load(chunk_path(staging, chunk), allow_pickle=False) as arrays:
            lengths = arrays[f"{side}_lengths"]
            ids.append(arrays[f"{side}_ids"])
            offsets.append(end + np.cumsum(lengths))
            lengths_out.append(np.minimum(lengths, LENGTH_CAP).astype(np.uint16))
            end += int(lengths.sum())
    return {f"{side}.{name}.npy": writer.close()
            for name, writer in zip(("ids", "offsets", "lengths"), (ids, offsets, lengths_out),
                                    strict=True)}


def staging_state(staging: Path) -> dict | None:
    """What the staging folder was started for (its staging.json), or None if unreadable."""
    try:
        return json.loads((staging / STAGING).read_text())
    except (OSError, ValueError):
        return None


def fresh_staging(staging: Path) -> None:
    """An empty staging folder."""
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)


def swap_in(staging: Path, final: Path) -> None:
    """Rename the finished ``staging`` folder to ``final``, replacing one there (processes
    that mapped its files keep them until they unmap)."""
    old = final.with_name(f".{final.name}.old{os.getpid()}")
    if final.exists():
        os.rename(final, old)
    os.rename(staging, final)
    fsync_dir(final.parent)
    shutil.rmtree(old, ignore_errors=True)
