"""Training examples of several consecutive pairs joined (data.concat), drawn per epoch.

Each epoch cuts the corpus rows, in corpus order, into examples: one pair, or with
probability ``share`` 2 to ``max`` consecutive pairs (uniformly), from a generator seeded
by (seed, epoch). An example of several pairs must hold only rows in use (within the length
limits) and stay within ``max_len`` pieces on each side, or it loses its last pair until it
does (a pair left over is an example of its own). SentencePiece splits pieces at spaces,
so a joined example's ids are its pairs' ids one after the other, and its length their sum:
the epoch's batches are cut by those sums (nmt.data.examples).

Everything is numpy over the rows, no Python loop per row or example: an epoch's plan for a
corpus of N rows is a few passes over N numbers and a linear-time sort of the examples by
length (nmt.data.batch_index.sort_by_length), and holds about 40 bytes per row while it is
made.
"""

from __future__ import annotations

import logging

import numpy as np
from omegaconf import DictConfig

from nmt.data.prepared import PreparedSplit
from nmt.errors import ConfigError

log = logging.getLogger(__name__)

_CONCAT_USE = 30  # the generator's stream (nmt.data.draws' use numbers)
MOST = 100  # pairs in one example at most (an epoch's counts are int8)


def check_concat(cfg: DictConfig) -> None:
    """ConfigError naming the data.concat key whose value cannot work."""
    if not 0.0 <= cfg.share <= 1.0:
        raise ConfigError(f"data.concat.share={cfg.share} must be a share from 0 to 1")
    if not 2 <= cfg.max <= MOST:
        raise ConfigError(f"data.concat.max={cfg.max} must be from 2 to {MOST} (pairs joined)")


class ConcatPlan:
    """data.concat over a prepared training split whose rows in use are ``in_use`` (N,)
    bool."""

    def __init__(self, tokens: PreparedSplit, in_use: np.ndarray, cfg: DictConfig,
                 max_len: int, seed: int) -> None:
        check_concat(cfg)
        self.share, self.max, self.max_len, self.seed = cfg.share, cfg.max, max_len, seed
        self.tokens, self.in_use = tokens, in_use

    def draw(self, epoch: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The examples of ``epoch``, the same for the same (seed, epoch): their first rows
        (E,) int64, their counts of rows (E,) int8 and their source and target pieces (E,)
        int64."""
        rng = np.random.default_rng([self.seed, epoch, _CONCAT_USE])
        starts, counts = draw_runs(len(self.in_use), self.share, self.max, rng)
        several = counts > 1
        starts, counts = self._fit(starts[several], counts[several])
        several = counts > 1
        starts, counts = starts[several], counts[several]
        covered = np.zeros(len(self.in_use), bool)
        for k in range(self.max):  # every row of a joined example, by its offset in it
            covered[starts[counts > k] + k] = True
        singles = np.flatnonzero(self.in_use & ~covered)
        del covered
        sides = (self.tokens.src.lengths, self.tokens.tgt.lengths)
        src, tgt = (np.concatenate([side[singles].astype(np.int64), _sums(side, starts, counts)])
                    for side in sides)
        total = len(singles) + len(starts)
        log.info("epoch %d: %d examples, %d of them (%.1f%%) joined from 2 to %d consecutive "
                 "pairs (data.concat)", epoch + 1, total, len(starts),
                 100 * len(starts) / max(total, 1), self.max)
        return (np.concatenate([singles, starts]),
                np.concatenate([np.ones(len(singles), np.int8), counts.astype(np.int8)]),
                src, tgt)

    def _fit(self, starts: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Runs of several rows (R,) shortened from the end until each holds only rows in
        use and stays within max_len pieces per side (at most max - 1 passes)."""
        for _ in range(self.max - 1):
            bad = (counts > 1) & (
                (_sums(self.in_use, starts, counts) != counts)
                | (_sums(self.tokens.src.lengths, starts, counts) > self.max_len)
                | (_sums(self.tokens.tgt.lengths, starts, counts) > self.max_len))
            if not bad.any():
                break
            counts = counts - bad
        return starts, counts


def draw_runs(rows: int, share: float, most: int, rng: np.random.Generator
              ) -> tuple[np.ndarray, np.ndarray]:
    """Rows 0..rows-1 cut into consecutive runs: each run one row, or with probability
    ``share`` 2 to ``most`` rows (uniformly); starts and counts (R,) int64 (the last run
    may be cut short by the end)."""
    mean = 1 + share * (most / 2)  # runs of 1, or of 2..most (mean most/2 + 1)
    counts = np.empty(0, np.int64)
    while counts.sum() < rows:
        more = int(rows / mean * 1.05) + 16
        several = rng.random(more) < share
        counts = np.concatenate([counts, np.where(several, rng.integers(2, most + 1, more),
                                                  1)])
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
    kept = starts < rows
    starts, counts = starts[kept], counts[kept]
    counts[-1] = min(counts[-1], rows - starts[-1])
    return starts.astype(np.int64), counts.astype(np.int64)


def _sums(values: np.ndarray, starts: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Per run (R,) int64: the sum of ``values`` (N,) over the ``counts`` rows from
    ``starts``; one pass per offset in a run, over the runs that long, so that nothing of
    the corpus size is made."""
    total = np.zeros(len(starts), np.int64)
    for k in range(int(counts.max(initial=0))):
        longer = counts > k
        total[longer] += values[starts[longer] + k]
    return total
