"""Terminology constraints' state: target phrases every translation must contain, and how far
each hypothesis has come in meeting them, batched and vectorised. Dynamic beam allocation
(Post & Vilar 2018), which shares the beam out by that progress, sits on top of this state in
nmt.decoding.allocation.

Each hypothesis tracks, for every constraint of its sentence, whether it is met and how many of
its pieces the output ends with now (a phrase of several pieces must come in one run; a
hypothesis that leaves one half-way starts it again). A constraint is met as words: once its
pieces are in place it is *pending* until the next piece shows that its last word ends there
("client" is not met by "clients"; eos ends a word). At every step a row's candidates are its
best words and, for each constraint not met, the piece that starts or continues it, so a
constraint the model finds unlikely can still enter the beam. A candidate's *bank* is the
number of constraint pieces it has produced (met phrases whole, plus the run in progress). The
beam is then shared out among the banks (nmt.decoding.allocation), round-robin from the top
bank down, best first within each (fairseq's striping of Post & Vilar's allocation): a beam
of 5 with 3 constraints keeps
hypotheses at every stage of meeting them, instead of only those the model likes best, which
would rarely take on a constraint. The end of sentence is allowed only once every constraint
is met, except at the length limit, where the output says which constraints it lacks.

Everything is an array over rows, candidates and constraints (no loop over sentences or
hypotheses), in the engine's arrays (nmt.decoding.arrays).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from nmt.decoding.arrays import Array, Arrays

NO_PIECE = -1  # padding of the constraint table: no token equals it


@dataclass
class ConstraintTables:
    """The constraints of a batch of B sentences, C slots each, as arrays (numpy).

    tokens (B, C, L) int64: each kept constraint's pieces, padded with NO_PIECE; lengths (B, C)
    int64 (0 for a slot holding no constraint); full (B,): each sentence's constraint pieces
    (its top bank); kept[i] and dropped[i]: indices into sentence i's phrases of those the
    search keeps (by slot) and of those dropped before it starts (they cannot fit within
    the length limit, or the vocabulary cannot spell them: no pieces).
    """

    tokens: np.ndarray
    lengths: np.ndarray
    full: np.ndarray
    kept: list[list[int]]
    dropped: list[list[int]]

    @classmethod
    def build(cls, encoded: list[list[list[int]]], room: list[int]) -> ConstraintTables:
        """The tables of each sentence's constraints, ``encoded`` as target pieces (none:
        the vocabulary cannot spell it); ``room``: the pieces each sentence's output can
        hold beside its forced prefix (its length limit, less the prefix and the eos).
        Constraints are kept in the order given while they fit."""
        kept, dropped = [], []
        for ids, space in zip(encoded, room, strict=True):
            keep, drop, used = [], [], 0
            for number, pieces in enumerate(ids):
                if pieces and used + len(pieces) <= space:
                    keep.append(number)
                    used += len(pieces)
                else:
                    drop.append(number)
            kept.append(keep)
            dropped.append(drop)
        slots = max([len(k) for k in kept] + [1])
        width = max([len(ids[n]) for ids, keep in zip(encoded, kept, strict=True)
                     for n in keep] + [1])
        tokens = np.full((len(encoded), slots, width), NO_PIECE, dtype=np.int64)
        lengths = np.zeros((len(encoded), slots), dtype=np.int64)
        for row, (ids, keep) in enumerate(zip(encoded, kept, strict=True)):
            for slot, number in enumerate(keep):
                tokens[row, slot, : len(ids[number])] = ids[number]
                lengths[row, slot] = len(ids[number])
        return cls(tokens, lengths, lengths.sum(1), kept, dropped)


def expected_tokens(ops: Arrays, tokens: Array, sentence: Array, progress: Array) -> Array:
    """The piece each constraint waits for next: tokens (B, C, L) the batch's table,
    sentence (R,) each row's sentence, progress (R, C) pieces of each already in place ->
    (R, C) ids (NO_PIECE for a slot without a constraint)."""
    slots, width = tokens.shape[1], tokens.shape[2]
    return tokens[sentence[:, None], ops.arange(0, slots)[None, :],
                  ops.clip(progress, 0, width - 1)]


@dataclass
class Progress:
    """Where rows stand with their constraints, each (..., C): pieces of the run in place
    (``pieces``), ``met``, and ``pending`` (all pieces in place, the word not yet ended)."""

    pieces: Array
    met: Array
    pending: Array

    def select(self, rows: Array) -> Progress:
        """The progress of rows ``rows``."""
        return Progress(self.pieces[rows], self.met[rows], self.pending[rows])

    def done(self) -> Array:
        """(..., C) bool: met, or met once the word ends (eos ends it)."""
        return self.met | self.pending


def advance(ops: Arrays, now: Progress, token: Array, apart: Array, expected: Array,
            first: Array, lengths: Array, ends_word: Array) -> Progress:
    """Each constraint's progress after ``token`` (..., 1) or broadcastable: ``apart``
    whether it cannot go on with a word before it (like ``token``), expected and first
    (..., C) the piece each constraint waits for and its first piece, lengths (..., C) its
    pieces, ends_word (..., C) whether it must end a word (it ends in a letter or digit)
    -> the new Progress, broadcast."""
    met = now.met | (now.pending & apart)
    restart = ops.where(token == first, 1, 0)
    moved = ops.where(token == expected, now.pieces + 1, restart)
    pieces = ops.where(met, 0, ops.where(now.pending, restart, moved))
    complete = (pieces >= lengths) & ~met
    met = met | (complete & ~ends_word)
    return Progress(ops.where(met, 0, pieces), met, complete & ends_word)
