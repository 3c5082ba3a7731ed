"""What the preparation's worker processes run: reading a chunk's share of the SentencePiece
sample, training SentencePiece, encoding one side of a chunk, sorting a split by length.

Module functions, so that a process pool pickles them by name (nmt.data.preparation).
"""

from __future__ import annotations

import functools
import os
import shutil
import signal
import threading
import time
from itertools import chain
from pathlib import Path

import numpy as np
import sentencepiece as spm
from omegaconf import DictConfig

from nmt.data.batch_index import sort_by_length
from nmt.data.corpus_kind import Chunk, SplitSource
from nmt.data.prepared import SIDES, FileStamp, save_npy
from nmt.data.staging import chunk_path
from nmt.data.subwords import train_model
from nmt.errors import DataError
from nmt.files import atomic_write

POLL_S = 0.5  # how often a worker, or a waiting preparation, looks for its parent or a stop


def leave_stops_to_the_parent(parent: int) -> None:
    """Set up a worker of the preparing process ``parent`` (its pid): Ctrl-C reaches every
    process of the terminal's group, and a worker ignores it (the preparing process stops and
    ends the workers); a worker whose preparing process died (e.g. SIGKILL) exits instead of
    waiting for work forever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # the pid comes from the parent, not os.getppid(): a spawned worker starts an interpreter
    # before it gets here, and a parent killed meanwhile has already left it to init, which
    # os.getppid() would then watch forever

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(POLL_S)
        os._exit(1)

    threading.Thread(target=watch, daemon=True, name="parent-watch").start()


def sample_chunk(source: SplitSource, chunk: Chunk, counts: tuple[int, int], seed: int,
                  staging: Path) -> None:
    """Read ``chunk`` (every line is decoded: bad text fails here) and write its share of
    the sample, ``counts`` sentences per side, to sample-CHUNK.SIDE.txt."""
    pairs = source.read(chunk)
    for side, (lines, count) in enumerate(zip((pairs.src, pairs.tgt), counts, strict=True)):
        rng = np.random.default_rng([seed, side, chunk.number])
        picked = np.sort(rng.choice(len(lines), count, replace=False))
        text = "".join(lines[i] + "\n" for i in picked.tolist() if lines[i].strip())
        # a plain write: a subword build starts from an empty staging folder, so a sample
        # file of a killed preparation is never read again, and needs no fsync
        (staging / f"sample-{chunk.number:06d}.{SIDES[side]}.txt").write_text(
            text, encoding="utf-8")


def concatenate_samples(staging: Path, side: str) -> Path:
    """Join the chunks' sample files of ``side`` into sample.SIDE.txt (streaming)."""
    out = staging / f"sample.{side}.txt"
    with open(out, "wb") as handle:
        for part in sorted(staging.glob(f"sample-*.{side}.txt")):
            with open(part, "rb") as piece:
                shutil.copyfileobj(piece, handle)
            part.unlink()
    return out


def train_spm(inputs: list[Path], cfg: DictConfig, threads: int, out: Path) -> None:
    """Train a SentencePiece model on the sample files ``inputs``; write it to ``out``."""
    try:
        proto = train_model(inputs, cfg, threads)
    except RuntimeError as err:
        raise DataError(f"SentencePiece could not be trained on {', '.join(map(str, inputs))}"
                        f": {str(err).splitlines()[0]}") from None
    atomic_write(out, lambda handle: handle.write(proto))


@functools.lru_cache(maxsize=4)
def _processor(path: Path) -> spm.SentencePieceProcessor:
    # the path holds the key of the model's hash (side folders are named by it). One
    # thread: the pool already runs a worker per core, and SentencePiece's batch encoding
    # would otherwise start a thread per core in every worker, which oversubscribes them
    return spm.SentencePieceProcessor(model_file=str(path), num_threads=1)


def encode_chunk(source: SplitSource, chunk: Chunk, side: str, model: Path,
                  folder: Path) -> tuple[int, int]:
    """Read ``chunk`` and encode its ``side`` with the model file ``model``; write
    chunk-N.npz in ``folder`` (the ids, flat, and the lengths). Returns (rows, tokens)."""
    pairs = source.read(chunk)
    processor = _processor(model)
    ids = processor.encode(pairs.src if side == SIDES[0] else pairs.tgt)
    dtype = np.uint16 if processor.get_piece_size() <= 1 << 16 else np.int32
    lengths = np.fromiter(map(len, ids), np.int64, count=len(ids))
    flat = np.fromiter(chain.from_iterable(ids), dtype, count=int(lengths.sum()))
    # not fsynced: the workers' concurrent fsyncs queue on the disk and stall them, and a
    # chunk damaged by a power loss fails its check (nmt.data.staging.chunk_counts) and is
    # encoded again
    atomic_write(chunk_path(folder, chunk),
                 lambda handle: np.savez(handle, ids=flat, lengths=lengths), durable=False)
    return chunk.rows, len(flat)


def write_index(staging: Path) -> dict[str, FileStamp]:
    """order.npy and runs.npy of the split's lengths (see nmt.data.batch_index)."""
    lengths = [np.load(staging / f"{side}.lengths.npy", mmap_mode="r") for side in SIDES]
    order, runs = sort_by_length(*lengths)
    return {"order.npy": save_npy(staging / "order.npy", order),
            "runs.npy": save_npy(staging / "runs.npy", runs)}
