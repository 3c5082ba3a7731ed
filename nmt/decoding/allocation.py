"""Dynamic beam allocation (Post & Vilar 2018) over the constraints' state
(nmt.decoding.constraints): a candidate's *bank* is the number of constraint pieces it has
produced, and the beam is shared out among the banks, round-robin from the top bank down."""

from __future__ import annotations

from nmt.decoding.arrays import Array, Arrays
from nmt.decoding.constraints import Progress


def banks(ops: Arrays, now: Progress, lengths: Array) -> Array:
    """The constraint pieces produced: constraints met or pending whole, plus the longest
    run in progress; (..., C) -> (...,)."""
    done = now.done()
    whole = ops.where(done, lengths, 0).sum(-1)
    return whole + ops.amax(ops.where(done, 0, now.pieces), -1)


def allocation_order(ops: Arrays, scores: Array, bank: Array, full: Array, top: int) -> Array:
    """Dynamic beam allocation as a ranking key: scores (n, M) the candidates' log-
    probabilities (-inf: not a candidate), bank (n, M) their banks, full (n,) each
    sentence's top bank, ``top`` the largest of them -> key (n, M), larger first, -inf for
    no candidate.

    Candidates are taken round-robin across banks, the top bank first: the best of each bank,
    then the second best of each, and so on (fairseq's striping of Post & Vilar's beam
    allocation, whose bank sizes it approaches while letting an empty bank's share go to
    the others).
    """
    count = scores.shape[1]
    index = ops.arange(0, count)
    same = bank[:, :, None] == bank[:, None, :]
    better = (scores[:, None, :] > scores[:, :, None]) | (
        (scores[:, None, :] == scores[:, :, None]) & (index[None, None, :] < index[:, None]))
    rank = (same & better).sum(-1)  # (n, M): place within its bank
    stripe = rank * (top + 1) + (full[:, None] - bank)
    return ops.where(scores > float("-inf"), -ops.as_float(stripe), float("-inf"))
