"""Corpus kinds (``data.kind``): a registry, so that a new kind is one class plus one entry."""

from __future__ import annotations

from omegaconf import DictConfig

from nmt.data.pairs import TextPairs
from nmt.registry import Registry

CORPORA: Registry[type[CorpusKind]] = Registry("data.kind")


class CorpusKind:
    """How to read one kind of corpus: check its config, read a split, name a split's source.

    ``cfg`` is always the DataConfig.
    """

    def check(self, cfg: DictConfig) -> None:
        """ConfigError naming the key when ``cfg`` does not say where the data is."""

    def load(self, cfg: DictConfig, split: str) -> TextPairs:
        """The sentence pairs of ``split``; DataError naming the source when unreadable."""
        raise NotImplementedError

    def describe(self, cfg: DictConfig, split: str) -> str:
        """Where ``split`` comes from, for messages."""
        return f"{cfg.name} split {split!r}"
