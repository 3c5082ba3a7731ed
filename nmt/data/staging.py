"""The files of a preparation's staging folder (``.NAME.partial``): encoded chunks, their
merge into a split's flat arrays, the resume record, and the rename into place."""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from pathlib import Path

import numpy as np

from nmt.data.corpus_kind import Chunk
from nmt.data.prepared import LENGTH_CAP, FileStamp, start_npy
from nmt.files import fsync_dir

STAGING = "staging.json"


def chunk_path(folder: Path, chunk: Chunk) -> Path:
    """Where one side of the encoded ``chunk`` lies in its side folder (chunk-N.npz)."""
    return folder / f"chunk-{chunk.number:06d}.npz"


def chunk_counts(path: Path, rows: int) -> tuple[int, int] | None:
    """(rows, tokens) of a finished chunk file of one side; None if it is not there or not
    whole (chunk files are not fsynced: after a power loss one may be empty or damaged,
    which the zip's CRC-32 shows)."""
    try:
        with np.load(path, allow_pickle=False) as arrays:
            lengths, ids = arrays["lengths"], arrays["ids"]
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None
    if len(lengths) != rows or int(lengths.sum()) != len(ids):
        return None
    return rows, len(ids)


def merge_chunks(staging: Path, side: str, folder: Path, chunks: list[Chunk],
                 tokens: int, dtype: type) -> dict[str, FileStamp]:
    """Append the encoded chunks of ``side`` in ``folder`` (``tokens`` ids in all), in
    order, into the split's flat ids, offsets and lengths of that side in ``staging``
    (one side per call: the two sides merge in two workers at once)."""
    rows = sum(chunk.rows for chunk in chunks)
    ids = start_npy(staging / f"{side}.ids.npy", dtype, tokens)
    offsets = start_npy(staging / f"{side}.offsets.npy", np.int64, rows + 1)
    lengths_out = start_npy(staging / f"{side}.lengths.npy", np.uint16, rows)
    offsets.append(np.zeros(1, np.int64))
    end = 0
    for chunk in chunks:
        with np.load(chunk_path(folder, chunk), allow_pickle=False) as arrays:
            lengths = arrays["lengths"]
            ids.append(arrays["ids"].astype(dtype, copy=False))
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
