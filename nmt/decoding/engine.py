"""What the search knows of a model: the :class:`Engine` interface (encode, one decoder step,
reorder rows). This module imports nothing of nmt but the array vocabulary
(nmt.decoding.arrays), so that every search is written against it and no engine's module.

Two engines implement it (nmt.engines): PyTorch over the model (nmt.engines.torch_engine)
and ONNX Runtime over exported graphs (nmt.engines.onnx_engine), which needs no torch. An
engine encodes a batch, takes one decoder step for all its rows, and reorders what it keeps
per row or per sentence; the search sees its arrays only through
:class:`nmt.decoding.arrays.Arrays` and the operations both array kinds share.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

import numpy as np

from nmt.decoding.arrays import Array, Arrays


@dataclass
class StepOutput:
    """One decoder step of R rows: the k most likely next words of each row, largest first
    (scores (R, k) float32 log-probabilities, tokens (R, k) int64), the log-probability of
    eos of each row (R,), the attention (R, S) float32 or None, and the new state."""

    scores: Array
    tokens: Array
    eos: Array
    attention: Array | None
    state: Any


@dataclass
class StepDistribution:
    """One decoder step of R rows with its whole next-word distribution: log_probs (R, V)
    float32 over the target vocabulary (-inf for the words a shortlist leaves out), the
    attention (R, S) float32 or None, and the new state."""

    log_probs: Array
    attention: Array | None
    state: Any


@dataclass
class Forced:
    """Teacher-forced steps of R rows: scores (R, T) the log-probability of each forced
    word, the attention (R, T, S) or None, and the state after the last step."""

    scores: Array
    attention: Array | None
    state: Any


class Engine:
    """A model as the search drives it, in the arrays of ``ops``.

    ``encoded`` holds one row per sentence, ``state`` one per decoder row: R = n * w rows
    for n sentences of w beams, a sentence's beams in consecutive rows. Both are opaque to
    the search, which reorders them with :meth:`select`.
    """

    ops: Arrays

    def encode(self, src: Array, src_lengths: Array) -> tuple[Any, Any]:
        """src (n, S) int64 ids (eos included), src_lengths (n,) -> (encoded, state), the
        source's encoding and the decoder state before the first word (n rows)."""
        raise NotImplementedError

    def step(self, prev: Array, state: Any, encoded: Any, t: int, k: int) -> StepOutput:
        """One step at target position t for the previous words prev (R,) int64: the k (at
        most the vocabulary size) best next words of each row, and the new state."""
        raise NotImplementedError

    def distribution(self, prev: Array, state: Any, encoded: Any, t: int) -> StepDistribution:
        """:meth:`step` with the whole distribution instead of the best words, for a search
        that chooses among words of its own (prefixes, constraints, suggestions)."""
        raise NotImplementedError

    def force(self, prev: Array, targets: Array, state: Any, encoded: Any, t: int) -> Forced:
        """T steps from position t whose words are known (a prefix): prev (R, T) the word
        before each step, targets (R, T) the word each step gives -> their log-probabilities.
        This one takes the steps one by one; an engine that can runs the output layer once
        over all of them, as teacher forcing does."""
        ops = self.ops
        scores, weights = [], []
        for i in range(prev.shape[1]):
            dist = self.distribution(prev[:, i], state, encoded, t + i)
            scores.append(ops.take_along(dist.log_probs, targets[:, i : i + 1]))
            weights.append(dist.attention)
            state = dist.state
        attention = None if weights[0] is None else ops.concat([w[:, None] for w in weights], 1)
        return Forced(ops.concat(scores, 1), attention, state)

    def needing(self, targets: np.ndarray) -> Engine:
        """This engine, made sure to score the target ids ``targets`` (the pieces a prefix or
        constraint forces): an engine that scores only some words (a shortlist) adds them."""
        return self

    def select(self, obj: Any, index: Array) -> Any:
        """``encoded`` or ``state`` with its rows picked (and reordered) by index (m,)."""
        raise NotImplementedError

    def source_mask(self, encoded: Any) -> Array:
        """(n, S) bool, True at the valid source positions of each sentence."""
        raise NotImplementedError

    def decoding(self) -> contextlib.AbstractContextManager:
        """The context a search runs in (PyTorch: inference mode and the precision)."""
        return contextlib.nullcontext()
