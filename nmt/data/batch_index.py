"""Length-bucketed batches of a split without an array of the whole split per process.

A split's rows are sorted once, when it is prepared, by (source length, target length), ties
in a fixed random order: ``order`` (N,), memory-mapped from disk, and ``runs`` (R, 4), the
runs of equal lengths in it (a few thousand). Everything an epoch needs is derived from the
runs:

- the batch bounds: cut greedily over the sorted positions, at most ``batch_tokens``
  (sentences x the longest side, specials included) or ``batch_size`` sentences each; the
  same in every epoch, since positions of equal lengths are interchangeable;
- which sentences fill a batch in this epoch: within each run, position k holds the run's
  sentence (a k + b) mod n, a random affine permutation drawn per run and epoch (a coprime
  with the run's size n), so sentences of equal lengths meet different neighbours every
  epoch;
- the order of the batches: shuffled per epoch, in groups of ``group`` neighbours for data
  parallel training.

A batch's rows are computed when it is asked for, from the mapped order: a rank holds its
batch numbers and the bounds (a few bytes per batch), never a list of every sentence, so
its memory does not grow with the corpus and ranks share the mapped pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import overload

import numpy as np

SRC_LEN, TGT_LEN, START, COUNT = range(4)
_LENGTH_BITS = 16


def sort_by_length(src_lengths: np.ndarray, tgt_lengths: np.ndarray, seed: int = 0
                   ) -> tuple[np.ndarray, np.ndarray]:
    """The rows sorted by (source, target) length, ties in a random order fixed by ``seed``,
    and the runs of equal lengths in that order: (N,) int32 (int64 past 2**31 rows) and
    (R, 4) int64 of (source length, target length, first position, count). Lengths are
    taken up to 2**16 - 1 (longer ones sort as that)."""
    count = len(src_lengths)
    cap = (1 << _LENGTH_BITS) - 1
    ties = np.random.default_rng(seed).permutation(count)
    src = np.minimum(src_lengths, cap).astype(np.uint16)[ties]
    tgt = np.minimum(tgt_lengths, cap).astype(np.uint16)[ties]
    # two stable passes, by target then by source: numpy sorts 16-bit keys stably by radix,
    # in linear time (this runs once per epoch over the examples of data.concat), and the
    # ties keep the random order of ``ties``
    by_tgt = np.argsort(tgt, kind="stable")
    sorted_positions = by_tgt[np.argsort(src[by_tgt], kind="stable")]
    del by_tgt
    order = ties[sorted_positions]
    src, tgt = src[sorted_positions], tgt[sorted_positions]
    del ties, sorted_positions
    starts = np.flatnonzero(np.r_[True, (src[1:] != src[:-1]) | (tgt[1:] != tgt[:-1])]) \
        if count else np.empty(0, np.int64)
    counts = np.diff(np.r_[starts, count])
    runs = np.stack([src[starts].astype(np.int64), tgt[starts].astype(np.int64),
                     starts.astype(np.int64), counts.astype(np.int64)], axis=1)
    dtype = np.int32 if count < np.iinfo(np.int32).max else np.int64
    return order.astype(dtype), runs.reshape(-1, 4)


class BatchIndex:
    """The rows of a split to batch: ``order`` (N,) of all rows sorted by length (may be a
    memory map) and ``runs`` (R, 4), the runs of it in use (all, or those within length
    limits)."""

    def __init__(self, order: np.ndarray, runs: np.ndarray) -> None:
        self.order = order
        self.runs = runs
        # where each run begins among the rows in use
        self.firsts = np.concatenate([[0], np.cumsum(runs[:, COUNT])]).astype(np.int64)
        # batch bounds per (batch_tokens, batch_size): every epoch cuts the same
        self._bounds: dict[tuple[int, int], np.ndarray] = {}

    @classmethod
    def from_lengths(cls, src_lengths: np.ndarray, tgt_lengths: np.ndarray) -> BatchIndex:
        """The index of rows with these source and target lengths, (N,) each."""
        return cls(*sort_by_length(np.asarray(src_lengths), np.asarray(tgt_lengths)))

    def __len__(self) -> int:
        return int(self.firsts[-1])

    def runs_within(self, min_len: int, max_len: int) -> np.ndarray:
        """Which runs (R,) bool have both sides of ``min_len`` to ``max_len`` pieces."""
        src, tgt = self.runs[:, SRC_LEN], self.runs[:, TGT_LEN]
        return (src >= min_len) & (tgt >= min_len) & (src <= max_len) & (tgt <= max_len)

    def within(self, min_len: int, max_len: int) -> BatchIndex:
        """The rows whose two sides have ``min_len`` to ``max_len`` pieces."""
        return BatchIndex(self.order, self.runs[self.runs_within(min_len, max_len)])

    def rows(self) -> np.ndarray:
        """Every row in use, ascending, (len,) int64."""
        parts = [self.order[start : start + count] for start, count in
                 self.runs[:, [START, COUNT]].tolist()]
        return np.sort(np.concatenate([np.empty(0, np.int64), *parts]).astype(np.int64))

    def batches(self, batch_tokens: int, batch_size: int = 0, seed: int = 0, epoch: int = 0,
                shuffle: bool = True, group: int = 1) -> Batches:
        """One epoch's batches of row indices.

        ``batch_size`` > 0 cuts batches of that many sentences, otherwise of at most
        ``batch_tokens``. The same (seed, epoch) always gives the same batches; every row
        appears exactly once, except that with ``group`` > 1 (data parallel training over
        that many ranks) ``len % group`` batches chosen at random are left out, so that every
        rank gets as many, and runs of ``group`` neighbouring batches are shuffled as one
        unit (with ``batch_size``, a group holds exactly the sentences of one batch of
        ``group * batch_size`` of a single process).
        """
        rng = np.random.default_rng([seed, epoch])
        permutation = self._permutation(rng) if shuffle else None
        limits = (batch_tokens, batch_size)
        if limits not in self._bounds:
            self._bounds[limits] = cut_bounds(self.runs, batch_tokens, batch_size)
        bounds = self._bounds[limits]
        numbers = np.arange(len(bounds) - 1)
        if len(numbers) % group:
            dropped = rng.choice(len(numbers), len(numbers) % group, replace=False)
            numbers = np.delete(numbers, dropped)
        units = numbers.reshape(-1, group)
        if shuffle:
            units = units[rng.permutation(len(units))]
        return Batches(self, bounds, units.reshape(-1), permutation)

    def rows_at(self, start: int, end: int, permutation: tuple[np.ndarray, np.ndarray] | None
                ) -> np.ndarray:
        """The rows at sorted positions ``start`` to ``end`` (of the rows in use) under an
        epoch's ``permutation`` within runs (None: the stored order); (end - start,) int64."""
        positions = np.arange(start, end, dtype=np.int64)
        run = np.searchsorted(self.firsts, positions, side="right") - 1
        offset = positions - self.firsts[run]
        if permutation is not None:
            a, b = permutation
            offset = (a[run] * offset + b[run]) % self.runs[run, COUNT]
        return np.asarray(self.order[self.runs[run, START] + offset], dtype=np.int64)

    def _permutation(self, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """Per run, a and b of the permutation k -> (a k + b) mod n, a coprime with n."""
        counts = self.runs[:, COUNT]
        b = rng.integers(0, np.maximum(counts, 1))
        a = rng.integers(1, np.maximum(counts, 2))
        while (bad := np.gcd(a, counts) != 1).any():
            a[bad] = rng.integers(1, counts[bad])
        return a, b



def cut_bounds(runs: np.ndarray, batch_tokens: int, batch_size: int) -> np.ndarray:
    """Batch bounds over the sorted positions of ``runs`` (R, 4): (batches + 1,) int64 from
    0 to the rows in use. With ``batch_size`` > 0 every batch has that many sentences (the
    last fewer); otherwise a batch grows while its sentences x its longest side (+ 1 for the
    specials) stay within ``batch_tokens``, one loop step per run or batch."""
    total = int(runs[:, COUNT].sum())
    if batch_size > 0:
        return np.r_[np.arange(0, total, batch_size), total].astype(np.int64)
    bounds, position, count, widest = [0], 0, 0, 0
    for src_len, tgt_len, _, run_count in runs.tolist():
        longest, left = max(src_len, tgt_len) + 1, run_count
        while left:
            wider = max(widest, longest)
            # the first sentence of a batch always goes in, however long
            room = batch_tokens // wider - count if count else max(batch_tokens // wider, 1)
            if room <= 0:
                bounds.append(position)
                count, widest = 0, 0
                continue
            take = min(room, left)
            position, left, count, widest = position + take, left - take, count + take, wider
            if left:  # the batch is full: the next sentence of this run does not fit
                bounds.append(position)
                count, widest = 0, 0
    if bounds[-1] != position:
        bounds.append(position)
    return np.asarray(bounds, dtype=np.int64)


class Batches(Sequence[np.ndarray]):
    """One epoch's batches (see :meth:`BatchIndex.batches`): ``batches[i]`` is the (B,) int64
    row indices of batch i, computed when asked for; a slice is the Batches of those."""

    def __init__(self, index: BatchIndex, bounds: np.ndarray, numbers: np.ndarray,
                 permutation: tuple[np.ndarray, np.ndarray] | None) -> None:
        self.index, self.bounds, self.numbers = index, bounds, numbers
        self.permutation = permutation

    def __len__(self) -> int:
        return len(self.numbers)

    @overload
    def __getitem__(self, item: int) -> np.ndarray: ...
    @overload
    def __getitem__(self, item: slice) -> Batches: ...

    def __getitem__(self, item: int | slice) -> np.ndarray | Batches:
        if isinstance(item, slice):
            return Batches(self.index, self.bounds, self.numbers[item], self.permutation)
        number = self.numbers[item]
        return self.index.rows_at(int(self.bounds[number]), int(self.bounds[number + 1]),
                                  self.permutation)
