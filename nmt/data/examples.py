"""The training examples of an epoch: where the prepared training split becomes the
batches trained on, changed on the fly.

Three features enter here, each off by default: examples of several consecutive pairs
joined (data.concat, nmt.data.concat), augmentation (data.augment) and sampled
segmentations (data.spm.sampling_alpha), the last two in one transform that decodes,
changes and encodes again (nmt.data.transforms). Every draw comes from the run's seed, the
epoch and the example (nmt.data.draws), so that each epoch sees fresh examples, a run is
reproducible, a resumed run continues exactly, and every rank of a data parallel run
collates its own batches. Validation, the lexicon and decoding read the prepared split
itself: they never see these changes.

With none of them on, the batches are the prepared split's. With any, each epoch has a
plan: its examples (first row and number of rows each) and a batch index over their
estimated lengths (nmt.data.lengths), made once per epoch with numpy over the rows.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np
from omegaconf import DictConfig

from nmt.data.augment import KEYS as AUGMENTATIONS
from nmt.data.batch_index import Batches, BatchIndex
from nmt.data.batching import Batch, collate
from nmt.data.concat import ConcatPlan
from nmt.data.draws import example_keys
from nmt.data.lengths import LengthFactors, measure_factors
from nmt.data.pipeline import ParallelSplit
from nmt.data.prepared import TokenSide
from nmt.data.subwords import Subwords
from nmt.data.transforms import ExampleTransform

log = logging.getLogger(__name__)

CHUNK = 1 << 20  # examples whose lengths are estimated at a time (bounds the memory)


@dataclass
class EpochExamples:
    """One epoch's examples: example i is ``counts[i]`` rows from row ``starts[i]``;
    ``index`` batches them."""

    starts: np.ndarray
    counts: np.ndarray
    index: BatchIndex

    def __len__(self) -> int:
        return len(self.starts)

    @property
    def joined(self) -> int:
        """Examples of more than one pair."""
        return int((self.counts > 1).sum())


class TrainingExamples:
    """The examples of ``split`` (the prepared training split) for data config ``cfg``
    with run seed ``seed``: the epoch's batches of them and their padded :class:`Batch`."""

    def __init__(self, split: ParallelSplit, subwords: Subwords, cfg: DictConfig,
                 seed: int) -> None:
        self.split, self.seed = split, seed
        self.transform = ExampleTransform.from_config(subwords, cfg)
        self.concat = None
        if cfg.concat.share > 0:
            in_use = np.zeros(len(split.tokens), bool)
            in_use[split.rows()] = True
            self.concat = ConcatPlan(split.tokens, in_use, cfg.concat, cfg.max_len, seed)
        self.factors: LengthFactors | None = None
        if self.transform is not None:
            log.info("training examples change on the fly: %s", describe(cfg))
            self.factors = measure_factors(self.transform, split.tokens, split.rows(), seed)
            self.transform.counts.clear()
        self._plan: tuple[int, EpochExamples] | None = None
        self._counted_epoch: int | None = None

    @property
    def planned(self) -> bool:
        """Whether epochs have plans of their own (any feature on)."""
        return self.concat is not None or self.transform is not None

    def epoch(self, epoch: int) -> EpochExamples:
        """The plan of ``epoch`` (the last one is kept): the same for the same (seed,
        epoch)."""
        if self._plan is None or self._plan[0] != epoch:
            self._plan = (epoch, self._draw(epoch))
        return self._plan[1]

    def batches(self, batch_tokens: int, batch_size: int, epoch: int, shuffle: bool = True,
                group: int = 1) -> Batches:
        """The batches of ``epoch`` (see :meth:`nmt.data.batch_index.BatchIndex.batches`):
        of rows of the split, or of the numbers of the epoch's examples."""
        self._report(epoch)
        if not self.planned:
            return self.split.batches(batch_tokens, batch_size, self.seed, epoch, shuffle,
                                      group)
        return self.epoch(epoch).index.batches(batch_tokens, batch_size, self.seed, epoch,
                                               shuffle, group)

    def collate(self, numbers: np.ndarray, epoch: int) -> Batch:
        """The padded :class:`Batch` of examples ``numbers`` (a batch of :meth:`batches` of
        ``epoch``), changed as drawn for this epoch; its ``indices`` are each example's
        first row."""
        tokens = self.split.tokens
        if not self.planned:
            rows = np.asarray(numbers, np.int64)
            return collate([tokens.src[row] for row in rows],
                           [tokens.tgt[row] for row in rows], rows)
        plan = self.epoch(epoch)
        rows, counts = plan.starts[numbers], plan.counts[numbers].tolist()
        src = [_joined(tokens.src, row, count) for row, count in
               zip(rows.tolist(), counts, strict=True)]
        tgt = [_joined(tokens.tgt, row, count) for row, count in
               zip(rows.tolist(), counts, strict=True)]
        if self.transform is not None:
            src, tgt = self.transform(src, tgt, example_keys(self.seed, epoch, rows))
        return collate(src, tgt, rows)

    def _draw(self, epoch: int) -> EpochExamples:
        """The examples of ``epoch`` and their batch index."""
        tokens = self.split.tokens
        if self.concat is not None:
            starts, counts, src, tgt = self.concat.draw(epoch)
        else:
            starts = self.split.rows()
            counts = np.ones(len(starts), np.int8)
            src, tgt = tokens.src.lengths[starts], tokens.tgt.lengths[starts]
        if self.factors is not None:
            src, tgt = self._estimates(starts, src, tgt, epoch)
        return EpochExamples(starts, counts, BatchIndex.from_lengths(src, tgt))

    def _estimates(self, starts: np.ndarray, src: np.ndarray, tgt: np.ndarray, epoch: int
                   ) -> tuple[np.ndarray, np.ndarray]:
        """The examples' estimated lengths once changed as drawn for ``epoch``."""
        augmentation = self.transform.augmentation
        out_src, out_tgt = np.empty(len(starts), np.int64), np.empty(len(starts), np.int64)
        for begin in range(0, len(starts), CHUNK):
            part = slice(begin, begin + CHUNK)
            changes = None if augmentation is None else augmentation.draw(
                example_keys(self.seed, epoch, starts[part]))
            out_src[part], out_tgt[part] = self.factors.estimate(src[part], tgt[part], changes)
        return out_src, out_tgt

    def _report(self, epoch: int) -> None:
        """Log what the transform did to the examples since the last report, once per
        epoch."""
        if self.transform is None or self._counted_epoch == epoch:
            return
        counts = self.transform.counts
        if sum(counts.values()):
            log.info("examples changed on the fly in the last epoch: %d; kept as they were: "
                     "%d longer than data.max_len (or shorter than data.min_len) once "
                     "changed, %d with unknown pieces, %d that the change gave unknown "
                     "pieces", counts["changed"], counts["too_long"], counts["unknown"],
                     counts["new_unknown"])
        counts.clear()
        self._counted_epoch = epoch


def _joined(side: TokenSide, row: int, count: int) -> np.ndarray:
    """The ids of ``count`` consecutive rows from ``row`` of one side of a prepared split,
    one after the other (a view into the mapped file)."""
    if count == 1:
        return side[row]
    return np.asarray(side.ids[side.offsets[row] : side.offsets[row + count]])


def describe(cfg: DictConfig) -> str:
    """The data config's on-the-fly changes in a line, e.g. "sampling alpha 0.1, upper
    0.05, typos 0.1"."""
    parts = [f"sampling alpha {cfg.spm.sampling_alpha:g}"] if cfg.spm.sampling_alpha else []
    parts += [f"{key} {cfg.augment[key]:g}" for key in AUGMENTATIONS if cfg.augment[key]]
    return ", ".join(parts)
