"""Encoder states kept for sources decoded again: an editor that changes only the prefix or
the constraints of a sentence asks for its translation anew at every edit, and the encoding
of the source is the same each time, so only the decoder runs again.

:class:`EncoderCache` keeps the encodings of the last few batches (least recently used
dropped first), keyed by the batch's source ids and by what else changes an encoding (the
prepared model: precision and rows; a shortlist and the pieces it had to hold);
:class:`CachingEngine` wraps an engine so that its ``encode`` reads and fills one. It also
keeps what forcing a prefix from a cached encoding gave (the prefix's scores and the decoder
state after it): the search and the next-word suggestions of one request force the same
prefix, and so does a request that changes only the constraints. What is cached is read,
never changed: the search selects rows into new arrays.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import numpy as np

from nmt.decoding.arrays import Array
from nmt.decoding.engine import Engine, Forced, StepDistribution, StepOutput


@dataclass
class CacheStats:
    """Encodings found in the cache, and computed because they were not."""

    hits: int = 0
    misses: int = 0


class EncoderCache:
    """The last ``size`` encodings (encoded, initial decoder state) by key, and the last
    ``size`` prefixes forced from them (:class:`nmt.decoding.engine.Forced`)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.stats = CacheStats()
        self._entries: OrderedDict[Hashable, tuple[Any, Any]] = OrderedDict()
        self._forced: OrderedDict[Hashable, Forced] = OrderedDict()

    def get(self, key: Hashable) -> tuple[Any, Any] | None:
        """The encoding of ``key``, now the most recently used, or None (counted)."""
        found = _recall(self._entries, key)
        if found is None:
            self.stats.misses += 1
        else:
            self.stats.hits += 1
        return found

    def put(self, key: Hashable, value: tuple[Any, Any]) -> None:
        """Keep ``value`` for ``key``, dropping the least recently used beyond ``size``."""
        _remember(self._entries, key, value, self.size)

    def forced(self, key: Hashable) -> Forced | None:
        """The prefix forced as ``key`` says, or None."""
        return _recall(self._forced, key)

    def keep_forced(self, key: Hashable, value: Forced) -> None:
        """Keep a forced prefix, dropping the least recently used beyond ``size``."""
        _remember(self._forced, key, value, self.size)

    def __len__(self) -> int:
        return len(self._entries)


def _recall(entries: OrderedDict, key: Hashable) -> Any:
    """The entry of ``key``, now the most recently used, or None."""
    found = entries.get(key)
    if found is not None:
        entries.move_to_end(key)
    return found


def _remember(entries: OrderedDict, key: Hashable, value: Any, size: int) -> None:
    """Keep ``value`` for ``key``, dropping the least recently used beyond ``size``."""
    entries[key] = value
    entries.move_to_end(key)
    while len(entries) > size:
        entries.popitem(last=False)


class CachingEngine(Engine):
    """``inner`` whose encodings go through ``cache``; ``key``: what, beside the source ids,
    changes an encoding of ``inner`` (it is part of every entry's key)."""

    def __init__(self, inner: Engine, cache: EncoderCache, key: Hashable = ()) -> None:
        self.inner, self.cache, self.key = inner, cache, key
        self.ops = inner.ops
        self._handed: tuple[Hashable, tuple[Any, Any]] | None = None  # the last encoding

    def encode(self, src: Array, src_lengths: Array) -> tuple[Any, Any]:
        ids = np.asarray(self.ops.to_host(src))
        key = (self.key, ids.shape, ids.tobytes(), np.asarray(self.ops.to_host(src_lengths))
               .tobytes())
        found = self.cache.get(key)
        if found is None:
            found = self.inner.encode(src, src_lengths)
            self.cache.put(key, found)
        self._handed = key, found
        return found

    def force(self, prev: Array, targets: Array, state: Any, encoded: Any, t: int) -> Forced:
        handed = self._handed
        # only from the encoding itself, which the cache holds (a selection of its rows is
        # another batch)
        if handed is None or encoded is not handed[1][0] or state is not handed[1][1]:
            return self.inner.force(prev, targets, state, encoded, t)
        key = (handed[0], t, *(np.asarray(self.ops.to_host(x)).tobytes()
                               for x in (prev, targets)))
        found = self.cache.forced(key)
        if found is None:
            found = self.inner.force(prev, targets, state, encoded, t)
            self.cache.keep_forced(key, found)
        return found

    def step(self, prev: Array, state: Any, encoded: Any, t: int, k: int) -> StepOutput:
        return self.inner.step(prev, state, encoded, t, k)

    def distribution(self, prev: Array, state: Any, encoded: Any, t: int) -> StepDistribution:
        return self.inner.distribution(prev, state, encoded, t)

    def needing(self, targets: np.ndarray) -> Engine:
        inner = self.inner.needing(targets)
        if inner is self.inner:
            return self
        return CachingEngine(inner, self.cache, (self.key, np.asarray(targets).tobytes()))

    def select(self, obj: Any, index: Array) -> Any:
        return self.inner.select(obj, index)

    def source_mask(self, encoded: Any) -> Array:
        return self.inner.source_mask(encoded)

    def decoding(self) -> contextlib.AbstractContextManager:
        return self.inner.decoding()
