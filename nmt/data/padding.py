"""Right-padding id sequences into one array (numpy only: the ONNX Runtime engine uses it
without torch)."""

from __future__ import annotations

import numpy as np

from nmt.data.subwords import PAD


def pad_arrays(seqs: list[np.ndarray], prefix: int | None = None, suffix: int | None = None
               ) -> tuple[np.ndarray, np.ndarray]:
    """Right-pad id sequences with PAD, adding an optional prefix/suffix id to each.

    Returns ids (B, L) and lengths (B,), both int64.
    """
    extra = (prefix is not None) + (suffix is not None)
    lengths = np.fromiter((len(s) + extra for s in seqs), dtype=np.int64, count=len(seqs))
    out = np.full((len(seqs), int(lengths.max(initial=1))), PAD, dtype=np.int64)
    start = int(prefix is not None)
    for row, seq in enumerate(seqs):
        if prefix is not None:
            out[row, 0] = prefix
        out[row, start : start + len(seq)] = seq
        if suffix is not None:
            out[row, start + len(seq)] = suffix
    return out, lengths
