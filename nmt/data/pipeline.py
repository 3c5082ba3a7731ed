"""Text -> subword ids -> batches: the data side of training and evaluation.

Splits are prepared once into a cache folder (nmt.data.preparation) and memory-mapped from
it; a split here is a view of those arrays: the rows to batch (the training split's within
the length limits) and, for dev and test splits, the text and the sources as decoding sees
them, truncated so that no line makes a validation run without bound.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from omegaconf import DictConfig

from nmt.data.batch_index import COUNT, SRC_LEN, START, TGT_LEN, Batches, BatchIndex
from nmt.data.batching import Batch, collate
from nmt.data.corpus import describe_split, load_split, split_source
from nmt.data.pairs import TextPairs
from nmt.data.preparation import Preparer
from nmt.data.prepared import PreparedSplit, TokenSide
from nmt.data.subwords import Subwords
from nmt.errors import DataError
from nmt.files import atomic_write_bytes

log = logging.getLogger(__name__)

SHOWN = 5  # lines named in a log message about dropped or truncated lines


@dataclass
class ParallelSplit:
    """A tokenised split: both sides' ids (memory-mapped) and the rows to batch."""

    name: str
    tokens: PreparedSplit
    index: BatchIndex

    def __len__(self) -> int:
        return len(self.index)

    def rows(self) -> np.ndarray:
        """The rows to batch, ascending, (len,) int64."""
        return self.index.rows()

    def batches(self, batch_tokens: int, batch_size: int, seed: int, epoch: int,
                shuffle: bool, group: int = 1) -> Batches:
        """Index batches for one epoch (see :meth:`nmt.data.batch_index.BatchIndex.batches`)."""
        return self.index.batches(batch_tokens, batch_size, seed, epoch, shuffle, group)

    def collate(self, indices: np.ndarray) -> Batch:
        """The padded :class:`Batch` of the sentences at rows ``indices``."""
        return collate([self.tokens.src[i] for i in indices],
                       [self.tokens.tgt[i] for i in indices], indices)


    @property
    def src_ids(self) -> SideRows:
        """The source ids of the rows to batch, in row order (read when indexed)."""
        return SideRows(self.tokens.src, self.rows())

    @property
    def tgt_ids(self) -> SideRows:
        """The target ids of the rows to batch, in row order (read when indexed)."""
        return SideRows(self.tokens.tgt, self.rows())


class SideRows(Sequence[np.ndarray]):
    """One side's ids of some rows of a prepared split: item i is row ``rows[i]``'s (L,)
    array, a view into the mapped file."""

    def __init__(self, side: TokenSide, rows: np.ndarray) -> None:
        self.side, self.rows = side, rows

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, item):  # type: ignore[override]
        if isinstance(item, slice):
            return SideRows(self.side, self.rows[item])
        return self.side[int(self.rows[item])]


@dataclass
class IdSplit:
    """Pairs of piece ids held in memory (sentences to score, e.g. nmt-score's), batched and
    collated as a :class:`ParallelSplit` is: ``src_ids``, ``tgt_ids`` (N,) arrays, no
    specials."""

    name: str
    src_ids: list[np.ndarray]
    tgt_ids: list[np.ndarray]

    def __post_init__(self) -> None:
        self.index = BatchIndex.from_lengths(
            np.fromiter(map(len, self.src_ids), np.int64, count=len(self.src_ids)),
            np.fromiter(map(len, self.tgt_ids), np.int64, count=len(self.tgt_ids)))

    def __len__(self) -> int:
        return len(self.src_ids)

    def batches(self, batch_tokens: int, batch_size: int, seed: int, epoch: int,
                shuffle: bool, group: int = 1) -> Batches:
        """Index batches for one epoch (see :meth:`BatchIndex.batches`)."""
        return self.index.batches(batch_tokens, batch_size, seed, epoch, shuffle, group)

    def collate(self, indices: np.ndarray) -> Batch:
        """The padded :class:`Batch` of the pairs at ``indices``."""
        return collate([self.src_ids[i] for i in indices], [self.tgt_ids[i] for i in indices],
                       indices)


@dataclass
class EvalSplit(ParallelSplit):
    """A dev or test split: every sentence is decoded and scored against ``tgt_text``;
    sources longer than ``max_src_len`` pieces are decoded truncated, and the rows batched
    for the dev loss are those with both sides within it."""

    src_text: list[str]
    tgt_text: list[str]
    max_src_len: int

    def __len__(self) -> int:
        return len(self.src_text)

    def sources(self, count: int = 0) -> list[np.ndarray]:
        """The source ids of the first ``count`` sentences (0: all), truncated for decoding."""
        return [self.tokens.src[row][: self.max_src_len] for row in range(self._first(count))]

    def targets(self, count: int = 0) -> list[np.ndarray]:
        """The target ids of the first ``count`` sentences (0: all)."""
        return [self.tokens.tgt[row] for row in range(self._first(count))]

    def _first(self, count: int) -> int:
        return len(self) if count <= 0 else min(count, len(self))


def cache_folder(cfg: DictConfig, run_dir: Path) -> Path:
    """Where the corpus of ``cfg`` (a DataConfig) is prepared: data.cache_dir, or the run
    directory's cache/."""
    return Path(cfg.cache_dir) if cfg.cache_dir else run_dir / "cache"


def input_limit(cfg: DictConfig) -> tuple[int, str]:
    """Pieces of a dev or test source beyond which it is truncated, and the key that says so."""
    if cfg.max_input_len is not None:
        return cfg.max_input_len, f"data.max_input_len={cfg.max_input_len}"
    return cfg.max_len, f"data.max_len={cfg.max_len}"


def load_pairs(cfg: DictConfig, split: str) -> TextPairs:
    """Read ``split`` of corpus ``cfg`` whole: a DataError naming its source when empty."""
    pairs = load_split(cfg, split)
    if len(pairs) == 0:
        raise DataError(f"{describe_split(cfg, split)}: empty, no sentence pairs")
    return pairs


def prepare_training_data(cfg: DictConfig, run_dir: Path, subwords: Subwords | None = None,
                          stop: Callable[[], bool] | None = None
                          ) -> tuple[Subwords, ParallelSplit, EvalSplit]:
    """Subword models (trained unless given), the length-filtered train split and the dev
    split of corpus ``cfg`` (a DataConfig), prepared in :func:`cache_folder` or found there;
    a copy of the subword models goes to ``run_dir/spm``. ``stop``: see Preparer.

    The dev split is read before anything is prepared, so a bad dev file fails fast.
    """
    dev_text = load_pairs(cfg, cfg.dev_split)
    with Preparer(cache_folder(cfg, run_dir), cfg.workers, stop) as preparer:
        train_source = split_source(cfg, cfg.train_split)
        if subwords is None:
            subwords = preparer.subwords(cfg, train_source)
        train = preparer.split(cfg.train_split, train_source, subwords)
        dev = preparer.split(cfg.dev_split, split_source(cfg, cfg.dev_split), subwords)
    save_subwords(subwords, run_dir / "spm", cfg)
    return subwords, train_split(cfg, train), eval_split(cfg, cfg.dev_split, dev, dev_text)


def prepare_train_split(cfg: DictConfig, subwords: Subwords, run_dir: Path) -> ParallelSplit:
    """The length-filtered train split of corpus ``cfg`` encoded with ``subwords``, prepared
    (or found) as training's (e.g. to estimate a lexical table from it)."""
    with Preparer(cache_folder(cfg, run_dir), cfg.workers) as preparer:
        prepared = preparer.split(cfg.train_split, split_source(cfg, cfg.train_split),
                                  subwords)
    return train_split(cfg, prepared)


def train_split(cfg: DictConfig, prepared: PreparedSplit) -> ParallelSplit:
    """The prepared train split with the rows within data.min_len..data.max_len to batch."""
    return ParallelSplit(cfg.train_split, prepared, within_lengths(
        prepared, cfg.min_len, cfg.max_len, describe_split(cfg, cfg.train_split)))


def prepare_eval_split(cfg: DictConfig, split: str, subwords: Subwords, run_dir: Path,
                       stop: Callable[[], bool] | None = None) -> EvalSplit:
    """Dev or test split ``split`` of corpus ``cfg``, prepared (or found) as training's."""
    text = load_pairs(cfg, split)
    with Preparer(cache_folder(cfg, run_dir), cfg.workers, stop) as preparer:
        prepared = preparer.split(split, split_source(cfg, split), subwords)
    return eval_split(cfg, split, prepared, text)


def save_subwords(subwords: Subwords, folder: Path, cfg: DictConfig) -> None:
    """The subword models as files, for people and other tools: ``joint.model``, or one
    ``{lang}.model`` per language."""
    folder.mkdir(parents=True, exist_ok=True)
    if cfg.spm.joint and subwords.src_proto == subwords.tgt_proto:
        atomic_write_bytes(folder / "joint.model", subwords.src_proto)
        return
    for lang, proto in ((cfg.src_lang, subwords.src_proto), (cfg.tgt_lang, subwords.tgt_proto)):
        atomic_write_bytes(folder / f"{lang}.model", proto)


def within_lengths(prepared: PreparedSplit, min_len: int, max_len: int, where: str
                   ) -> BatchIndex:
    """The rows of ``prepared`` whose two sides have ``min_len`` to ``max_len`` pieces.

    The log names the first dropped pairs by 1-based line (row) number; no pair left is a
    DataError naming ``where`` (the split's files) and the limits.
    """
    kept = prepared.index.within(min_len, max_len)
    dropped = len(prepared) - len(kept)
    if len(kept) == 0:
        runs = prepared.index.runs
        shortest = int(np.minimum(runs[:, SRC_LEN], runs[:, TGT_LEN]).min())
        longest = int(np.maximum(runs[:, SRC_LEN], runs[:, TGT_LEN]).max())
        raise DataError(f"{where}: no sentence pairs left after length filtering: every pair "
                        f"has a side shorter than data.min_len={min_len} or longer than "
                        f"data.max_len={max_len} pieces (sides here have {shortest} to "
                        f"{longest} pieces)")
    if dropped:
        first = first_rows(prepared.index, ~prepared.index.runs_within(min_len, max_len))
        lines = ", ".join(str(row + 1) for row in first) + (", ..." if dropped > SHOWN else "")
        log.info("%s: dropped %d of %d pairs (empty, or outside %d..%d pieces): line %s",
                 where, dropped, len(prepared), min_len, max_len, lines)
    return kept


def eval_split(cfg: DictConfig, name: str, prepared: PreparedSplit, text: TextPairs
               ) -> EvalSplit:
    """The dev or test split ``name``: ``prepared`` ids and ``text``; sources longer than
    the input limit are logged (how many, which lines) and truncated for decoding, and
    left out of the dev loss with pairs whose target is longer."""
    where = describe_split(cfg, name)
    if len(text) != len(prepared):
        raise DataError(f"{where}: {len(text)} pairs read but {len(prepared)} prepared; did "
                        f"the files change while the run started?")
    limit, key = input_limit(cfg)
    index = prepared.index
    loss_rows = index.within(0, limit)
    long_sources = index.runs[:, SRC_LEN] > limit
    if long_sources.any():
        rows = first_rows(index, long_sources)
        count = int(index.runs[long_sources, COUNT].sum())
        lines = ", ".join(f"{row + 1} ({prepared.src.length(row):,} pieces)" for row in rows)
        log.warning("%s: %d of %d sources are longer than %s pieces: truncated for decoding "
                    "and scoring, and left out of the dev loss: line %s%s", where, count,
                    len(prepared), key, lines, ", ..." if count > SHOWN else "")
    other = len(prepared) - len(loss_rows) - int(index.runs[long_sources, COUNT].sum())
    if other:
        log.warning("%s: %d pairs whose target is longer than %s pieces are left out of the "
                    "dev loss", where, other, key)
    return EvalSplit(name, prepared, loss_rows, text.src, text.tgt, limit)


def first_rows(index: BatchIndex, runs: np.ndarray) -> list[int]:
    """The SHOWN smallest rows of the runs selected by the mask ``runs`` (R,), ascending;
    read run by run from the (mapped) order."""
    smallest = np.empty(0, np.int64)
    for start, count in index.runs[runs][:, [START, COUNT]].tolist():
        part = np.asarray(index.order[start : start + count], dtype=np.int64)
        if len(part) > SHOWN:
            part = np.partition(part, SHOWN - 1)[:SHOWN]
        smallest = np.sort(np.concatenate([smallest, part]))[:SHOWN]
    return smallest.tolist()
