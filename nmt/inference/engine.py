"""What the search knows of a model (an :class:`Engine`), and decoding many sentences with one.

Two engines run the same search (nmt.inference.search): PyTorch over the model
(nmt.inference.decoding) and ONNX Runtime over exported graphs (nmt.inference.onnx_engine),
which needs no torch. An engine encodes a batch, takes one decoder step for all its rows, and
reorders what it keeps per row or per sentence; the search sees its arrays only through
:class:`nmt.inference.arrays.Arrays` and the operations both array kinds share.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

import numpy as np
from tqdm import tqdm

from nmt.config import DecodingOptions
from nmt.data.padding import pad_arrays
from nmt.data.subwords import EOS
from nmt.errors import ConfigError
from nmt.inference.arrays import Array, Arrays
from nmt.inference.guide import Guide, Steered
from nmt.inference.search import Hypothesis, beam_search, greedy_search

# why sampling (and MBR, which samples) refuse prefixes and constraints
STEERING_NOT_SAMPLED = (
    "prefixes and constraints steer greedy and beam search; sampling and MBR decoding do not "
    "take them: decode with sampling=none and mbr=false")


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


class Engines:
    """A loaded model that makes the :class:`Engine` for decoding options (PyTorch prepares a
    copy of the model per precision and batch size; ONNX Runtime has one)."""

    device: Any

    def engine(self, options: DecodingOptions) -> Engine:
        """The engine that decodes with ``options`` (ConfigError for options it cannot)."""
        raise NotImplementedError


def search_batch(engine: Engine, src: Array, src_lengths: Array, options: DecodingOptions,
                 return_attention: bool = False, steered: Steered | None = None
                 ) -> list[list[Hypothesis]]:
    """Decode one padded batch, src (B, S), src_lengths (B,) -> for each sentence its n-best
    list (best first): samples for ``options.sampling``, else greedy search for beam=1, else
    batched beam search; ``steered``: the sentences' prefixes and constraints
    (nmt.inference.guide), None for none (sampling takes none)."""
    if options.sampling != "none":
        # imported here: the sampling engine is an Engine, so that module imports this one
        from nmt.inference.sampling import sample_batch

        if steered is not None:
            raise ConfigError(STEERING_NOT_SAMPLED)
        return sample_batch(engine, src, src_lengths, options, return_attention)
    guide = None
    if steered is not None:
        guide = Guide(engine.ops, steered, np.asarray(engine.ops.to_host(src_lengths)), options)
        engine = engine.needing(guide.needed)
    if options.beam == 1:
        return [[h] for h in greedy_search(engine, src, src_lengths, options, return_attention,
                                           guide)]
    return beam_search(engine, src, src_lengths, options, return_attention, guide)


def decode_sources(engine: Engine, sources: list[np.ndarray], options: DecodingOptions,
                   return_attention: bool = False, progress: bool = False,
                   steered: Steered | None = None) -> list[list[Hypothesis]]:
    """Decode source id arrays (no specials) in batches of similar length -> their n-best
    lists, in the order of ``sources``; ``steered``: each source's prefix and constraints
    (sentences steered alike are batched together: a constraint makes its batch's search
    costlier). With ``options.suggestions`` and ``steered`` (which knows the target pieces)
    each hypothesis carries its sentence's next-word suggestions
    (nmt.inference.suggestions), the batch encoded once for both."""
    from nmt.inference.encoder_cache import CachingEngine, EncoderCache
    from nmt.inference.suggestions import suggest_batch

    order = _decoding_order(sources, steered)
    results: list[list[Hypothesis]] = [[] for _ in sources]
    batch_size = options.sentences_per_batch()
    suggest = options.suggestions > 0 and steered is not None
    if suggest:
        engine = CachingEngine(engine, EncoderCache(1))
    starts = range(0, len(order), batch_size)
    for start in tqdm(starts, desc="decode", disable=not progress, leave=False):
        chunk = order[start : start + batch_size]
        src, lengths = pad_arrays([sources[i] for i in chunk], suffix=EOS)
        batch = steered.select(chunk) if steered is not None else None
        batch_src, batch_lengths = engine.ops.asarray(src), engine.ops.asarray(lengths)
        with engine.decoding():
            nbest = search_batch(engine, batch_src, batch_lengths, options, return_attention,
                                 batch if batch is not None and batch.any() else None)
            if suggest:
                words = suggest_batch(engine, batch_src, batch_lengths, batch,
                                      options.suggestions)
                for hyps, suggestions in zip(nbest, words, strict=True):
                    for hyp in hyps:
                        hyp.suggestions = suggestions
        for index, hyps in zip(chunk, nbest, strict=True):
            results[index] = hyps
    return results


def _decoding_order(sources: list[np.ndarray], steered: Steered | None) -> np.ndarray:
    """The order sources are batched in: longest first, and with ``steered`` those steered
    alike together (unsteered, prefixed, constrained), those with as many forced prefix
    pieces together (a batch forces at once what all its prefixes have)."""
    lengths = np.asarray([len(s) for s in sources])
    if steered is None:
        return np.argsort(lengths, kind="stable")[::-1]
    kinds = [steered.steers(i) for i in range(len(sources))]
    forced = np.asarray([len(p.forced) for p in steered.prefixes])
    return np.lexsort((-lengths, -forced, kinds))
