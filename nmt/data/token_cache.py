"""Subword ids of a split, encoded once and kept as a ``.npz`` file beside the run.

A split's ids are stored flat, one int64 array per side with the sentence lengths beside
it: a corpus of millions of lines is four arrays on disk, and in memory each sentence's ids
are a view into its side's array, not an array or a list of its own.
"""

from __future__ import annotations

import hashlib
import logging
import zipfile
from collections.abc import Callable
from itertools import chain
from pathlib import Path

import numpy as np

from nmt.data.pairs import TextPairs
from nmt.data.subwords import Subwords
from nmt.files import atomic_write

log = logging.getLogger(__name__)

# lines per SentencePiece call: bounds the Python lists alive at once on a large corpus
ENCODE_CHUNK = 10_000
Encoder = Callable[[list[str]], list[list[int]]]


def encoded_ids(pairs: TextPairs, subwords: Subwords, cache_dir: Path | None
                ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Source and target ids of every pair (no specials), each a list of (len_i,) int64.

    Read from ``cache_dir`` when a file for this text and these subword models is there,
    otherwise encoded and (with a ``cache_dir``) written there; a cache file that cannot be
    read is logged and rewritten. The file name is a hash of the text and the models, so a
    changed corpus or model never reuses stale ids.
    """
    path = cache_dir / f"tokens-{fingerprint(pairs, subwords)}.npz" if cache_dir else None
    arrays = _read(path, len(pairs)) if path is not None and path.is_file() else None
    if arrays is None:
        arrays = {**_encode(subwords.encode_src, pairs.src, "src"),
                  **_encode(subwords.encode_tgt, pairs.tgt, "tgt")}
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(path, lambda handle: np.savez(handle, **arrays))
    return (_unflatten(arrays["src_ids"], arrays["src_lengths"]),
            _unflatten(arrays["tgt_ids"], arrays["tgt_lengths"]))


def fingerprint(pairs: TextPairs, subwords: Subwords) -> str:
    """32 hex digits of SHA-256 over both subword models and every line of both sides."""
    digest = hashlib.sha256(subwords.src_proto + subwords.tgt_proto)
    for lines in (pairs.src, pairs.tgt):
        for line in lines:
            digest.update(line.encode("utf-8", "surrogatepass") + b"\n")
    return digest.hexdigest()[:32]


def _encode(encode: Encoder, lines: list[str], side: str) -> dict[str, np.ndarray]:
    """``{side}_ids`` (all ids flat, int64) and ``{side}_lengths`` ((N,) int64)."""
    flat, lengths = [np.empty(0, np.int64)], [np.empty(0, np.int64)]
    for start in range(0, len(lines), ENCODE_CHUNK):
        ids = encode(lines[start:start + ENCODE_CHUNK])
        lengths.append(np.fromiter(map(len, ids), np.int64, count=len(ids)))
        flat.append(np.fromiter(chain.from_iterable(ids), np.int64, count=int(lengths[-1].sum())))
    return {f"{side}_ids": np.concatenate(flat), f"{side}_lengths": np.concatenate(lengths)}


def _read(path: Path, count: int) -> dict[str, np.ndarray] | None:
    """The arrays of a cache file for ``count`` pairs, or None (logged) when it is unreadable
    or does not hold ``count`` consistent sentences per side."""
    try:
        with np.load(path, allow_pickle=False) as loaded:
            arrays = {name: loaded[name] for name in
                      ("src_ids", "src_lengths", "tgt_ids", "tgt_lengths")}
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as err:
        log.warning("%s: cannot read the cached ids (%s); encoding again", path, err)
        return None
    for side in ("src", "tgt"):
        lengths = arrays[f"{side}_lengths"]
        if len(lengths) != count or lengths.sum() != len(arrays[f"{side}_ids"]):
            log.warning("%s: the cached %s ids do not match the text; encoding again", path, side)
            return None
    return arrays


def _unflatten(flat: np.ndarray, lengths: np.ndarray) -> list[np.ndarray]:
    """(sum(lengths),) ids -> one view per sentence, (lengths[i],) each."""
    if len(lengths) == 0:
        return []
    return np.split(flat, np.cumsum(lengths)[:-1])
