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
"""

from __future__ import annotations

import logging

import numpy as np
from omegaconf import DictConfig

from nmt.data.augment import KEYS as AUGMENTATIONS
from nmt.data.batch_index import Batches
from nmt.data.batching import Batch, collate
from nmt.data.concat import ConcatPlan
from nmt.data.draws import example_keys
from nmt.data.pipeline import ParallelSplit
from nmt.data.prepared import TokenSide
from nmt.data.subwords import Subwords
from nmt.data.transforms import ExampleTransform

log = logging.getLogger(__name__)


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
        self._counted_epoch: int | None = None
        if self.transform is not None:
            log.info("training examples change on the fly: %s", describe(cfg))

    def batches(self, batch_tokens: int, batch_size: int, epoch: int, shuffle: bool = True,
                group: int = 1) -> Batches:
        """The batches of ``epoch`` (see :meth:`nmt.data.batch_index.BatchIndex.batches`):
        of rows of the split, or with data.concat of the epoch's example numbers."""
        self._report(epoch)
        if self.concat is None:
            return self.split.batches(batch_tokens, batch_size, self.seed, epoch, shuffle,
                                      group)
        return self.concat.epoch(epoch).index.batches(batch_tokens, batch_size, self.seed,
                                                      epoch, shuffle, group)

    def collate(self, numbers: np.ndarray, epoch: int) -> Batch:
        """The padded :class:`Batch` of examples ``numbers`` (a batch of :meth:`batches` of
        ``epoch``), changed as drawn for this epoch; its ``indices`` are each example's
        first row."""
        if self.concat is None:
            rows = np.asarray(numbers, np.int64)
            src = [self.split.tokens.src[row] for row in rows]
            tgt = [self.split.tokens.tgt[row] for row in rows]
        else:
            examples = self.concat.epoch(epoch)
            rows, counts = examples.starts[numbers], examples.counts[numbers]
            src = [_joined(self.split.tokens.src, row, count) for row, count in
                   zip(rows.tolist(), counts.tolist(), strict=True)]
            tgt = [_joined(self.split.tokens.tgt, row, count) for row, count in
                   zip(rows.tolist(), counts.tolist(), strict=True)]
        if self.transform is not None:
            src, tgt = self.transform(src, tgt, example_keys(self.seed, epoch, rows))
        return collate(src, tgt, rows)

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
    one after the other (a view for one row)."""
    if count == 1:
        return side[row]
    return np.asarray(side.ids[side.offsets[row] : side.offsets[row + count]])


def describe(cfg: DictConfig) -> str:
    """The data config's on-the-fly changes in a line, e.g. "sampling alpha 0.1, upper
    0.05, typos 0.1"."""
    parts = [f"sampling alpha {cfg.spm.sampling_alpha:g}"] if cfg.spm.sampling_alpha else []
    parts += [f"{key} {cfg.augment[key]:g}" for key in AUGMENTATIONS if cfg.augment[key]]
    return ", ".join(parts)
