"""Randomness keyed by what it is for: one 64-bit key per (seed, epoch, example), and from
a key independent numbers for each use.

A training example's changes (its sampled segmentation, its augmentation) are drawn from
its own key, never from a generator that earlier examples advanced: the same example gets
the same changes in any batch, on any rank, in a resumed run, and a new epoch gets new ones.
Everything is vectorised over the examples of a batch (numpy uint64 arithmetic wraps).
"""

from __future__ import annotations

import random

import numpy as np

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MULTIPLIERS = (np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB))


def mix(values: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser of ``values`` (any shape, uint64): a bijection that spreads
    every input bit over the output."""
    z = np.asarray(values, dtype=np.uint64) + _GOLDEN
    z = (z ^ (z >> np.uint64(30))) * _MULTIPLIERS[0]
    z = (z ^ (z >> np.uint64(27))) * _MULTIPLIERS[1]
    return z ^ (z >> np.uint64(31))


def example_keys(seed: int, epoch: int, rows: np.ndarray) -> np.ndarray:
    """The keys (B,) uint64 of the examples that start at corpus rows ``rows`` (B,) in
    ``epoch`` of a run with ``seed``."""
    base = mix(mix(np.array([seed % 2**64], np.uint64)) ^ np.uint64(epoch % 2**64))
    return mix(base ^ np.asarray(rows, dtype=np.uint64))


def stream(keys: np.ndarray, use: int) -> np.ndarray:
    """Keys (B,) for use number ``use`` of ``keys`` (B,): independent of other uses'."""
    return mix(keys ^ mix(np.array([use], np.uint64)))


def uniforms(keys: np.ndarray, use: int) -> np.ndarray:
    """A number in [0, 1) per key (B,) float64, for use number ``use``."""
    return (stream(keys, use) >> np.uint64(11)).astype(np.float64) * 2.0**-53


def generator(key: int, use: int) -> random.Random:
    """A Python generator of its own for one key's use number ``use`` (for text edits that
    draw an unknown count of numbers)."""
    return random.Random(int(stream(np.array([key], np.uint64), use)[0]))


def generators(keys: np.ndarray, use: int) -> list[random.Random]:
    """:func:`generator` of each key of ``keys`` (B,), the keys mixed in one pass."""
    return [random.Random(seed) for seed in stream(keys, use).tolist()]
