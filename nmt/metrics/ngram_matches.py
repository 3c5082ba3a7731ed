"""Matched n-grams of many sequences against many others at once: what sentence-level BLEU
and chrF need for every pair of a set of translations (nmt.metrics.chrf,
nmt.metrics.sentence_bleu), with the n-grams of each sequence found once rather than once per
pair.

The matches of sequences a and b at order n are sum_g min(count_a(g), count_b(g)) over the
n-grams g. Writing count(g) as the ones of "g occurs at least once, at least twice, ...",
that sum is the dot product of two 0/1 vectors with a column per (g, occurrence): one
matrix product gives every pair's matches.
"""

from __future__ import annotations

import numpy as np


def dense_ids(values: np.ndarray) -> tuple[np.ndarray, int]:
    """values (m,) int64 -> the same values renumbered 0..d-1 (equal values, equal numbers),
    and d."""
    unique, inverse = np.unique(values, return_inverse=True)
    return inverse.reshape(-1).astype(np.int64), len(unique)


def occurrence_columns(sequence: np.ndarray, gram: np.ndarray) -> tuple[np.ndarray, int]:
    """The 0/1 matrix's column of each n-gram occurrence: sequence (m,) the sequence each
    occurrence is in, gram (m,) its n-gram id -> columns (m,) int64, one per (n-gram, how
    many times it occurred before in its sequence), and their count."""
    order = np.lexsort((gram, sequence))
    key = sequence[order] * (int(gram.max()) + 1) + gram[order]
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    run = np.repeat(starts, np.diff(np.r_[starts, len(key)]))
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order)) - run
    return dense_ids(gram * (int(rank.max()) + 1) + rank)


def ngram_matches(sequences: list[np.ndarray], max_order: int, split: int | None = None
                  ) -> tuple[np.ndarray, np.ndarray]:
    """N sequences of symbols (int64 arrays) -> their n-gram counts (max_order, N) int64 for
    n = 1..max_order, and the matches (max_order, split, N - split) float64 of each of the
    first ``split`` sequences against each of the others (None: (max_order, N, N), every
    sequence against every one)."""
    count = len(sequences)
    lengths = np.array([len(s) for s in sequences], dtype=np.int64)
    totals = np.stack([np.maximum(lengths - n + 1, 0) for n in range(1, max_order + 1)])
    rows, cols = (slice(None), slice(None)) if split is None else \
        (slice(None, split), slice(split, None))
    matches = np.zeros((max_order, len(lengths[rows]), len(lengths[cols])))
    if lengths.sum() == 0:
        return totals, matches
    symbols, alphabet = dense_ids(np.concatenate(sequences))
    sequence = np.repeat(np.arange(count), lengths)
    # position of each symbol from its sequence's end: an n-gram starts where at least n remain
    remaining = np.repeat(lengths, lengths) - (np.arange(len(symbols))
                                               - np.repeat(np.cumsum(lengths) - lengths, lengths))
    gram = symbols
    for n in range(1, max_order + 1):
        starts = np.flatnonzero(remaining >= n)
        if len(starts) == 0:
            break
        if n > 1:  # the n-gram at p is the (n-1)-gram at p followed by the symbol at p + n - 1
            following = symbols[np.minimum(np.arange(len(symbols)) + n - 1, len(symbols) - 1)]
            gram, _ = dense_ids(gram * alphabet + following)
        columns, width = occurrence_columns(sequence[starts], gram[starts])
        ones = np.zeros((count, width), dtype=np.float32)
        ones[sequence[starts], columns] = 1.0
        # float32 sums of 0/1 are exact up to 2^24 matches
        matches[n - 1] = ones[rows] @ ones[cols].T
    return totals, matches
