"""Corpus kinds (``data.kind``): a registry, so that a new kind is one class plus one entry.

A kind reads a split two ways: whole, as :class:`TextPairs` (dev and test references,
``nmt-evaluate``), and as a :class:`SplitSource`, which preparation scans once and reads in
chunks, in worker processes where the source allows it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from omegaconf import DictConfig

from nmt.data.pairs import TextPairs
from nmt.registry import Registry

CORPORA: Registry[type[CorpusKind]] = Registry("data.kind")


@dataclass(frozen=True)
class Chunk:
    """Rows ``first`` to ``first + rows - 1`` of a split; ``spans``: where they lie in the
    source's files (byte ranges, one per file), for sources that have files."""

    number: int
    first: int
    rows: int
    spans: tuple[tuple[int, int], ...] = ()


@dataclass
class Scan:
    """What one pass over a split found: its row count, a fingerprint of its content (for
    :meth:`SplitSource.unchanged`) and its chunks."""

    rows: int
    fingerprint: dict
    chunks: list[Chunk] = field(default_factory=list)


def row_chunks(rows: int, chunk_rows: int) -> list[Chunk]:
    """``rows`` rows in chunks of ``chunk_rows`` (the last one shorter)."""
    return [Chunk(number, first, min(chunk_rows, rows - first))
            for number, first in enumerate(range(0, rows, chunk_rows))]


class SplitSource:
    """Where one split's pairs come from, as preparation reads them.

    ``parallel``: whether a worker process can read chunks itself (the source is picklable
    and reads its own files); otherwise chunks are read in the preparing process.
    """

    parallel = False

    def identity(self) -> dict:
        """What names the split's prepared folder: cheap, reads no data."""
        raise NotImplementedError

    def describe(self) -> str:
        """The split's files or dataset, for messages."""
        raise NotImplementedError

    def scan(self, chunk_rows: int) -> Scan:
        """Read the split once: row count, fingerprint and chunks of ``chunk_rows`` rows;
        DataError naming the source when it cannot be read or is empty."""
        raise NotImplementedError

    def unchanged(self, fingerprint: dict) -> bool:
        """Whether the split still has the content ``fingerprint`` (from :meth:`scan`)
        describes; cheap when it has."""
        raise NotImplementedError

    def read(self, chunk: Chunk) -> TextPairs:
        """The pairs of ``chunk``; DataError naming file and line for text it cannot read."""
        raise NotImplementedError


class MemorySource(SplitSource):
    """A split read whole, by ``load``, in the preparing process: the synthetic corpus, kinds
    without a chunked reader, and joined pairs (data.join). ``where`` names it in messages;
    ``name`` (e.g. kind and split) and its content's hash name its prepared folder."""

    def __init__(self, load: Callable[[], TextPairs], where: str, name: dict) -> None:
        self.load, self.where, self.name = load, where, name
        self._pairs: TextPairs | None = None

    def pairs(self) -> TextPairs:
        """The whole split (read once)."""
        if self._pairs is None:
            self._pairs = self.load()
        return self._pairs

    def identity(self) -> dict:
        # the content itself: such splits are small, and any setting may change them
        return {**self.name, **self._fingerprint()}

    def describe(self) -> str:
        return self.where

    def scan(self, chunk_rows: int) -> Scan:
        pairs = self.pairs()
        return Scan(len(pairs), self._fingerprint(), row_chunks(len(pairs), chunk_rows))

    def unchanged(self, fingerprint: dict) -> bool:
        return fingerprint == self._fingerprint()

    def read(self, chunk: Chunk) -> TextPairs:
        pairs = self.pairs()
        end = chunk.first + chunk.rows
        return TextPairs(pairs.src[chunk.first : end], pairs.tgt[chunk.first : end])

    def _fingerprint(self) -> dict:
        digest = hashlib.sha256()
        pairs = self.pairs()
        for line in (*pairs.src, *pairs.tgt):
            digest.update(line.encode("utf-8", "surrogatepass") + b"\n")
        return {"sha256": digest.hexdigest(), "rows": len(pairs)}


class CorpusKind:
    """How to read one kind of corpus: check its config, read a split, name a split's source.

    ``cfg`` is always the DataConfig.
    """

    def check(self, cfg: DictConfig) -> None:
        """ConfigError naming the key when ``cfg`` does not say where the data is."""

    def load(self, cfg: DictConfig, split: str) -> TextPairs:
        """The sentence pairs of ``split``; DataError naming the source when unreadable."""
        raise NotImplementedError

    def source(self, cfg: DictConfig, split: str) -> SplitSource:
        """``split`` as preparation reads it; by default whole, in the preparing process."""
        return MemorySource(lambda: self.load(cfg, split), self.describe(cfg, split),
                            {"kind": cfg.kind, "split": split})

    def describe(self, cfg: DictConfig, split: str) -> str:
        """Where ``split`` comes from, for messages."""
        return f"{cfg.name} split {split!r}"
