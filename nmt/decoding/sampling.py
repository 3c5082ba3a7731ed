"""Sampling: every output word drawn at random from the model's distribution, cut to its most
likely words (``sampling=topk``, ``topp`` or ``epsilon``) at a ``temperature``; ``nbest``
samples per input.

A sample is a greedy search (nmt.decoding.search.greedy_search) over a
:class:`SamplingEngine`: an engine around the model's whose one "best word" of a row is a
word drawn from that row's distribution (the model engine's ``distribution``), scored with
its log-probability under the model. So sampling runs on every engine, over torch tensors or
numpy arrays alike, with greedy search's batching, length limits and attention.

The random numbers are counter-based: row r's number at step t is a hash of (its key, t),
and the key is a hash of the seed, the sentence's source ids and the sample's number. A
sample therefore depends on the seed, its input and the options only: not on the other
sentences of the batch, the batch size, the rows still decoding, or the engine (both draw
with the same numbers, computed on the host by numpy).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

import numpy as np

from nmt.config import DecodingOptions
from nmt.data.subwords import EOS
from nmt.decoding.arrays import Array, Arrays
from nmt.decoding.engine import Engine, StepOutput
from nmt.decoding.hypothesis import Hypothesis
from nmt.decoding.search import greedy_search

# splitmix64's increment (2^64 / golden ratio): consecutive counters hash far apart
GOLDEN = 0x9E3779B97F4A7C15
MASK64 = (1 << 64) - 1
# the words a nucleus (sampling=topp) is first looked for among; 4 times more until every
# row's nucleus is inside (a peaked distribution's nucleus is a few words)
FIRST_NUCLEUS = 64


def mix64(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser (Steele et al. 2014): uint64 (n,) -> well-mixed uint64 (n,)."""
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def row_keys(seed: int, sources: list[list[int]], samples: int) -> np.ndarray:
    """The random keys (B * samples,) uint64 of ``samples`` samples of each source (ids, eos
    included), a source's samples in consecutive rows."""
    keys = []
    for ids in sources:
        digest = hashlib.blake2b(np.asarray(ids, dtype="<i8").tobytes(), digest_size=8,
                                 key=str(seed).encode()[:64]).digest()
        keys.append(int.from_bytes(digest, "little"))
    counters = np.arange(1, samples + 1, dtype=np.uint64) * np.uint64(GOLDEN)
    return mix64(np.repeat(np.asarray(keys, dtype=np.uint64), samples)
                 + np.tile(counters, len(sources)))


def uniforms(keys: np.ndarray, t: int) -> np.ndarray:
    """Row keys (R,) uint64 -> their random numbers at step t, (R,) float32 in [0, 1):
    24 bits, which float32 holds exactly."""
    bits = mix64(keys + np.uint64((GOLDEN * (t + 1)) & MASK64)) >> np.uint64(40)
    return bits.astype(np.float32) * np.float32(2.0 ** -24)


def tempered(ops: Arrays, log_probs: Array, values: Array, temperature: float) -> Array:
    """The probabilities (R, k) of the words whose log-probabilities are ``values`` (R, k),
    largest first, in the distribution softmax(log_probs / temperature) of log_probs (R, V)."""
    if temperature == 1.0:
        return ops.exp(values)
    top = values[:, :1]
    total = ops.exp((log_probs - top) / temperature).sum(1)
    return ops.exp((values - top) / temperature) / total[:, None]


def cut(ops: Arrays, log_probs: Array, options: DecodingOptions
        ) -> tuple[Array, Array, Array | None]:
    """The words each row of log_probs (R, V) may draw from: the log-probabilities (R, k)
    and ids (R, k) of its k most likely words, largest first, and which of them are kept
    (R, k) bool, a prefix of each row (None: all k)."""
    vocabulary = log_probs.shape[1]
    if options.sampling == "topk":
        values, ids = ops.topk(log_probs, min(options.sampling_k, vocabulary))
        return values, ids, None
    if options.sampling == "epsilon":
        # at most 1 / epsilon words have a probability of at least epsilon
        epsilon = options.sampling_epsilon
        k = vocabulary if epsilon * vocabulary <= 1 else min(vocabulary, int(1 / epsilon) + 1)
        values, ids = ops.topk(log_probs, k)
        keep = tempered(ops, log_probs, values, options.temperature) >= options.sampling_epsilon
    else:
        k = min(vocabulary, FIRST_NUCLEUS)
        while True:
            values, ids = ops.topk(log_probs, k)
            probs = tempered(ops, log_probs, values, options.temperature)
            mass = ops.cumsum(probs)
            if k == vocabulary or bool((mass[:, -1] >= options.sampling_p).all()):
                break
            k = min(vocabulary, 4 * k)
        keep = (mass - probs) < options.sampling_p  # the words before it hold less than p
    keep[:, 0] = True  # the most likely word may always be drawn
    return values, ids, keep


def draw(ops: Arrays, log_probs: Array, uniform: Array, options: DecodingOptions
         ) -> tuple[Array, Array]:
    """One word per row of log_probs (R, V), drawn with the random numbers uniform (R,) in
    [0, 1) from the row's distribution at ``options.temperature``, cut as ``options.sampling``
    says: the word (R,) int64 and its log-probability under the model (R,)."""
    values, ids, keep = cut(ops, log_probs, options)
    weights = ops.exp((values - values[:, :1]) / options.temperature)
    if keep is not None:
        weights = ops.where(keep, weights, 0.0)
    # the words that can be drawn are a prefix of each row: the kept ones, less any that a
    # shortlist leaves out (-inf) or whose probability underflows
    last = ops.clip((weights > 0).sum(1) - 1, 0)
    running = ops.cumsum(weights)
    # the first word whose running sum passes u x the total (inverse transform sampling)
    pick = (running <= (uniform * running[:, -1])[:, None]).sum(1)
    pick = ops.where(pick > last, last, pick)[:, None]
    return ops.take_along(ids, pick)[:, 0], ops.take_along(values, pick)[:, 0]


@dataclass
class Keyed:
    """A decoder state with the random key of each of its rows, keys (R,) uint64 (numpy, on
    the host), reordered with it."""

    state: Any
    keys: np.ndarray


class SamplingEngine(Engine):
    """The engine greedy search draws samples with: ``engine``'s model, each row's best word
    a word drawn from its distribution (:func:`draw`).

    The batch it encodes holds each sentence ``samples`` times in consecutive rows: it
    encodes each sentence once and gives every sample its own row of the encoding and state.
    """

    def __init__(self, engine: Engine, options: DecodingOptions, samples: int) -> None:
        self.engine, self.ops = engine, engine.ops
        self.options, self.samples = options, samples

    def encode(self, src, src_lengths):
        ops, n = self.ops, self.samples
        firsts = ops.arange(0, src.shape[0], n)
        src, src_lengths = src[firsts], src_lengths[firsts]
        encoded, state = self.engine.encode(src, src_lengths)
        ids = [row[:length] for row, length in zip(ops.to_host(src).tolist(),
                                                    ops.to_host(src_lengths).tolist(),
                                                    strict=True)]
        rows = ops.repeat(ops.arange(0, len(ids)), n)
        keys = row_keys(self.options.seed, ids, n)
        return self.engine.select(encoded, rows), Keyed(self.engine.select(state, rows), keys)

    def step(self, prev, state, encoded, t, k):
        out = self.engine.distribution(prev, state.state, encoded, t)
        uniform = self.ops.asarray(uniforms(state.keys, t))
        word, score = draw(self.ops, out.log_probs, uniform, self.options)
        return StepOutput(score[:, None], word[:, None], out.log_probs[:, EOS], out.attention,
                          Keyed(out.state, state.keys))

    def select(self, obj, index):
        if isinstance(obj, Keyed):
            return Keyed(self.engine.select(obj.state, index),
                         obj.keys[np.asarray(self.ops.to_host(index))])
        return self.engine.select(obj, index)

    def source_mask(self, encoded):
        return self.engine.source_mask(encoded)

    def decoding(self):
        return self.engine.decoding()


def sample_batch(engine: Engine, src: Array, src_lengths: Array, options: DecodingOptions,
                 return_attention: bool = False) -> list[list[Hypothesis]]:
    """``options.nbest`` samples of each sentence of one padded batch, src (B, S),
    src_lengths (B,) -> for each sentence its samples, the most likely first (scores: their
    log-probabilities under the model, eos included)."""
    ops, n = engine.ops, options.nbest
    sampler = SamplingEngine(engine, options, n)
    hyps = greedy_search(sampler, ops.repeat(src, n), ops.repeat(src_lengths, n), options,
                         return_attention)
    groups = [hyps[i : i + n] for i in range(0, len(hyps), n)]
    return [sorted(group, key=lambda h: h.score, reverse=True) for group in groups]
