"""What a search gives (:class:`Hypothesis`), and what bounds and scores one: the output
length limit and GNMT's length and coverage penalties. Greedy and beam search
(nmt.decoding.search), the guide that steers them (nmt.decoding.guide) and sampling read them
from here, so that none of those imports another for them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nmt.decoding.arrays import Array, Arrays

NEG_INF = float("-inf")
# GNMT's coverage penalty takes log(min(coverage, 1)); a source position that was never
# attended would give log(0). The floor keeps the penalty finite (about -23 per position).
COVERAGE_FLOOR = 1e-10


@dataclass
class Hypothesis:
    """A decoded sentence: ids without bos/eos, its score and, when asked for, the
    attention (len(tokens) + 1, S_i) of every output step (eos included) over the source.

    score: the sum of the token log-probabilities (eos included) for greedy search and for
    beam search with alpha = beta = 0; otherwise the beam's ranking score
    log P / lp(alpha) + cp(beta) (see :func:`length_penalty`, :func:`coverage_penalty`).
    A forced prefix is part of the output and of its score.

    dropped: the sentence's constraints (indices into its phrases) the output lacks.
    suggestions: the next words after the sentence's prefix, most likely first, when asked
    for (nmt.decoding.suggestions; the same on every hypothesis of a sentence).
    """

    tokens: list[int]
    score: float
    attention: Any = None
    dropped: tuple[int, ...] = ()
    suggestions: list[Any] | None = None


def max_lengths(ops: Arrays, src_lengths: Array, a: float, b: int) -> Array:
    """Output length limit a * S_i + b per sentence (at least 1), (B,) int64."""
    return ops.clip(ops.as_int(ops.floor(ops.as_float(src_lengths) * a + b)), 1)


def length_penalty(length: float | Array, alpha: float) -> float | Array:
    """GNMT length penalty lp(Y) = ((5 + |Y|) / 6) ** alpha (Wu et al. 2016, eq. 14);
    |Y| counts eos. alpha = 0 gives 1 (plain log-probability)."""
    return ((5.0 + length) / 6.0) ** alpha


def coverage_penalty(ops: Arrays, coverage: Array, mask: Array, beta: float) -> Array:
    """GNMT coverage penalty beta * sum_j log(min(sum_i a_ij, 1)) over valid source
    positions j: coverage (R, S) summed attention, mask (R, S) bool -> (R,), at most 0."""
    logs = ops.log(ops.clip(coverage, COVERAGE_FLOOR, 1.0))
    return beta * ops.where(mask, logs, 0.0).sum(-1)
