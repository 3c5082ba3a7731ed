"""Text -> subword ids -> batches: the data side of training and evaluation."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from nmt.data.batching import Batch, collate, make_batches
from nmt.data.corpus import describe_split, load_split
from nmt.data.pairs import TextPairs
from nmt.data.subwords import Subwords, build_subwords
from nmt.data.token_cache import encoded_ids
from nmt.errors import DataError

log = logging.getLogger(__name__)


@dataclass
class ParallelSplit:
    """A tokenised split: source/target id arrays (no specials) and the raw text."""

    name: str
    src_ids: list[np.ndarray]
    tgt_ids: list[np.ndarray]
    src_text: list[str]
    tgt_text: list[str]

    def __len__(self) -> int:
        return len(self.src_ids)

    def lengths(self) -> tuple[np.ndarray, np.ndarray]:
        """Source and target lengths in pieces (no specials), each (N,) int64."""
        src = np.fromiter((len(s) for s in self.src_ids), dtype=np.int64, count=len(self))
        tgt = np.fromiter((len(t) for t in self.tgt_ids), dtype=np.int64, count=len(self))
        return src, tgt

    def batches(self, batch_tokens: int, batch_size: int, seed: int, epoch: int,
                shuffle: bool, group: int = 1) -> list[np.ndarray]:
        """Index batches for one epoch (see :func:`nmt.data.batching.make_batches`)."""
        src, tgt = self.lengths()
        return make_batches(src, tgt, batch_tokens, batch_size, seed, epoch, shuffle, group)

    def collate(self, indices: np.ndarray) -> Batch:
        """The padded :class:`Batch` of the sentences at ``indices``."""
        return collate([self.src_ids[i] for i in indices], [self.tgt_ids[i] for i in indices],
                       indices)


def tokenize(name: str, pairs: TextPairs, subwords: Subwords, cache_dir: Path | None
             ) -> ParallelSplit:
    """The :class:`ParallelSplit` of ``pairs``, its ids cached in ``cache_dir`` (if given)."""
    src_ids, tgt_ids = encoded_ids(pairs, subwords, cache_dir)
    return ParallelSplit(name, src_ids, tgt_ids, pairs.src, pairs.tgt)


def filter_by_length(split: ParallelSplit, min_len: int, max_len: int, where: str = ""
                     ) -> ParallelSplit:
    """Drop pairs with a side shorter than ``min_len`` or longer than ``max_len`` pieces.

    The log names the first dropped pairs by 1-based line (row) number; no pair left is a
    DataError naming ``where`` (the split's files) and the limits.
    """
    where = where or split.name
    src, tgt = split.lengths()
    keep_mask = (src >= min_len) & (tgt >= min_len) & (src <= max_len) & (tgt <= max_len)
    keep = np.flatnonzero(keep_mask)
    dropped = np.flatnonzero(~keep_mask)
    if len(keep) == 0:
        shortest, longest = int(np.minimum(src, tgt).min()), int(np.maximum(src, tgt).max())
        raise DataError(f"{where}: no sentence pairs left after length filtering: every pair "
                        f"has a side shorter than data.min_len={min_len} or longer than "
                        f"data.max_len={max_len} pieces (sides here have {shortest} to "
                        f"{longest} pieces)")
    if len(dropped):
        lines = ", ".join(str(i + 1) for i in dropped[:5]) + (", ..." if len(dropped) > 5 else "")
        log.info("%s: dropped %d of %d pairs (empty, or outside %d..%d pieces): line %s",
                 where, len(dropped), len(split), min_len, max_len, lines)
    return ParallelSplit(split.name, [split.src_ids[i] for i in keep],
                         [split.tgt_ids[i] for i in keep], [split.src_text[i] for i in keep],
                         [split.tgt_text[i] for i in keep])


def load_pairs(cfg, split: str) -> TextPairs:
    """Read ``split`` of corpus ``cfg``: a DataError naming its source when it is empty."""
    pairs = load_split(cfg, split)
    if len(pairs) == 0:
        raise DataError(f"{describe_split(cfg, split)}: empty, no sentence pairs")
    return pairs


def load_tokenized(cfg, split: str, subwords: Subwords, cache_dir: Path | None) -> ParallelSplit:
    """Read ``split`` of corpus ``cfg`` and tokenise it (no length filtering)."""
    return tokenize(split, load_pairs(cfg, split), subwords, cache_dir)


def prepare_training_data(cfg, run_dir: Path, subwords: Subwords | None = None, threads: int = 1
                          ) -> tuple[Subwords, ParallelSplit, ParallelSplit]:
    """Subword models (trained unless given), the filtered train split and the dev split.

    Both splits are read before SentencePiece is trained, so a bad dev file fails fast.
    """
    train_raw = load_pairs(cfg, cfg.train_split)
    dev_raw = load_pairs(cfg, cfg.dev_split)
    if subwords is None:
        subwords = build_subwords(cfg, train_raw.src, train_raw.tgt, run_dir / "spm",
                                  threads)
    cache = run_dir / "cache"
    train = tokenize(cfg.train_split, train_raw, subwords, cache)
    train = filter_by_length(train, cfg.min_len, cfg.max_len,
                             describe_split(cfg, cfg.train_split))
    dev = tokenize(cfg.dev_split, dev_raw, subwords, cache)
    return subwords, train, dev
