"""How long changed training examples will be, before they are made.

Batches are cut from lengths, and a change can lengthen an example several times over
(capitals are split into letters by a model trained on cased text). An epoch's examples are
therefore batched by estimates: each example's clean length times the factor of each change
drawn for it, a factor being measured once, when training starts, as the pieces of a seeded
sample of the training pairs after that change over their pieces before it (what the
transform makes, pairs it keeps clean included). Examples that grow alike then share
batches, and a batch of mostly clean examples is not padded to one in capitals.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np
from omegaconf import OmegaConf

from nmt.config import AugmentConfig
from nmt.data.augment import CASINGS, Augmentation, Changes
from nmt.data.draws import example_keys
from nmt.data.prepared import PreparedSplit
from nmt.data.transforms import ExampleTransform

log = logging.getLogger(__name__)

SAMPLE = 1000  # pairs the factors are measured on


@dataclass
class LengthFactors:
    """Pieces after a change over pieces before, (source, target) each: per casing of
    :data:`CASINGS` (3, 2), transliteration (2,), typos (2,) and sampled segmentation (2,)
    (1 where the change is off)."""

    casing: np.ndarray
    translit: np.ndarray
    typos: np.ndarray
    sampling: np.ndarray

    def estimate(self, src: np.ndarray, tgt: np.ndarray, changes: Changes | None
                 ) -> tuple[np.ndarray, np.ndarray]:
        """Estimated pieces (E,) int64 per side of examples of ``src`` and ``tgt`` (E,)
        clean pieces that get ``changes`` (None: no augmentation)."""
        factors = np.ones((len(src), 2)) * self.sampling
        if changes is not None:
            casing = changes.casing > 0
            factors[casing] *= self.casing[changes.casing[casing] - 1]
            factors[changes.translit] *= self.translit
            factors[changes.typos] *= self.typos
        lengths = np.stack([src, tgt], axis=1) * factors
        return tuple(np.maximum(np.rint(lengths), 1).astype(np.int64).T)

    def describe(self) -> str:
        """The factors in a line, e.g. "upper x3.72 / x3.65, sampling x1.03 / x1.02"."""
        named = {**dict(zip(CASINGS, self.casing, strict=True)), "translit": self.translit,
                 "typos": self.typos, "sampling": self.sampling}
        return ", ".join(f"{name} x{src:.2f} / x{tgt:.2f}" for name, (src, tgt) in
                         named.items() if (src, tgt) != (1.0, 1.0))


def measure_factors(transform: ExampleTransform, tokens: PreparedSplit, rows: np.ndarray,
                    seed: int) -> LengthFactors:
    """The factors of ``transform``'s changes, measured on a seeded sample of ``rows`` (the
    rows in use) of ``tokens``."""
    sample = np.sort(np.random.default_rng([seed, 50]).choice(
        rows, min(SAMPLE, len(rows)), replace=False))
    src = [tokens.src[row] for row in sample]
    tgt = [tokens.tgt[row] for row in sample]
    keys = example_keys(seed, 0, sample)
    before = np.array([sum(map(len, src)), sum(map(len, tgt))], float)

    def factor(**change: float) -> np.ndarray:
        augmentation = transform.augmentation
        # a change no pair gets (translit without a table) is not measured: its factor is
        # never used, and measuring it would warn a second time that there is no table
        if augmentation is None or not any(augmentation.rate(key) for key in change):
            return np.ones(2)
        only = Augmentation(OmegaConf.structured(AugmentConfig(**change)),
                            augmentation.src_lang, augmentation.tgt_lang)
        changed = transform.alone(only)(src, tgt, keys)
        return np.array([sum(map(len, side)) for side in changed]) / before

    factors = LengthFactors(
        np.stack([factor(**{name: 1.0}) for name in CASINGS]), factor(translit=1.0),
        factor(typos=1.0), np.ones(2))
    if transform.sampling:
        sampled = transform.alone(None)(src, tgt, keys)
        factors.sampling = np.array([sum(map(len, side)) for side in sampled]) / before
    log.info("changed examples are batched by their estimated lengths: %s",
             factors.describe() or "as they are")
    return factors
