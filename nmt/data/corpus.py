"""One entry point for every corpus kind: a split as :class:`TextPairs` (src, tgt text).

The kinds are the classes registered in :data:`nmt.data.corpus_kind.CORPORA`; importing their
modules here registers them.
"""

from __future__ import annotations

from omegaconf import DictConfig

from nmt.data import hf_corpus, synthetic, text_files  # noqa: F401 (they register their kinds)
from nmt.data.corpus_kind import CORPORA, CorpusKind, MemorySource, SplitSource
from nmt.data.pairs import TextPairs, join_pairs


def corpus_kind(cfg: DictConfig) -> CorpusKind:
    """The reader of ``cfg.kind`` (a DataConfig); ConfigError listing the kinds otherwise."""
    return CORPORA.get(cfg.kind)()


def load_split(cfg: DictConfig, split: str) -> TextPairs:
    """Read ``split`` of the corpus ``cfg`` (a DataConfig) as its sentence pairs, every
    ``cfg.join`` consecutive ones joined into one (see :func:`join_pairs`)."""
    kind = corpus_kind(cfg)
    kind.check(cfg)
    return join_pairs(kind.load(cfg, split), cfg.join)


def describe_split(cfg: DictConfig, split: str) -> str:
    """Where ``split`` comes from, for messages: its files, dataset or the synthetic task."""
    return corpus_kind(cfg).describe(cfg, split)


def check_source(cfg: DictConfig) -> None:
    """ConfigError naming the key when ``cfg`` (a DataConfig) does not say where data is."""
    corpus_kind(cfg).check(cfg)


def split_source(cfg: DictConfig, split: str) -> SplitSource:
    """``split`` of the corpus ``cfg`` as preparation reads it (nmt.data.preparation): by
    its kind's reader, in chunks where the kind has one; with ``cfg.join`` > 1 whole, as
    :func:`load_split` reads it (joining is for small corpora of short sentences)."""
    kind = corpus_kind(cfg)
    kind.check(cfg)
    if cfg.join == 1:
        return kind.source(cfg, split)
    return MemorySource(lambda: load_split(cfg, split),
                        f"{kind.describe(cfg, split)} (every {cfg.join} pairs joined)",
                        {"kind": cfg.kind, "split": split, "join": cfg.join})
