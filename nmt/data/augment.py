"""Augmentation of training pairs (data.augment): which pairs change, and how their text
changes. The text functions are nmt.text's, the ones the robustness report perturbs with."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np
from omegaconf import DictConfig

from nmt.data.draws import generator, uniforms
from nmt.errors import ConfigError
from nmt.text.noise import typo_count, typos
from nmt.text.title_case import title_case
from nmt.text.translit import has_table, transliterate

log = logging.getLogger(__name__)

# the casings, in the order their shares are stacked on one uniform number (0: none)
CASINGS = ("upper", "title", "lower")
KEYS = (*CASINGS, "translit", "typos")
# the draws' use numbers (nmt.data.draws): one independent stream each
_CASING, _TRANSLIT, _TYPOS, _TYPO_EDITS = range(10, 14)


def check_augment(cfg: DictConfig) -> None:
    """ConfigError naming the data.augment key whose value cannot work."""
    for key in KEYS:
        if not 0.0 <= cfg[key] <= 1.0:
            raise ConfigError(f"data.augment.{key}={cfg[key]} must be a share from 0 to 1")
    casing = sum(cfg[key] for key in CASINGS)
    if casing > 1.0 + 1e-9:
        raise ConfigError(f"data.augment.upper + title + lower = {casing:g} must be at most 1: "
                          f"a pair gets one casing at most")
    if cfg.typos_per_sentence < 1.0:
        raise ConfigError(f"data.augment.typos_per_sentence={cfg.typos_per_sentence} must be "
                          f"at least 1")


@dataclass
class Changes:
    """What happens to each example of a batch: casing (B,) int (0 none, else 1 + an index
    of :data:`CASINGS`), translit (B,) bool, typos (B,) bool."""

    casing: np.ndarray
    translit: np.ndarray
    typos: np.ndarray

    @property
    def source(self) -> np.ndarray:
        """(B,) bool: the source text changes."""
        return (self.casing > 0) | self.translit | self.typos

    @property
    def target(self) -> np.ndarray:
        """(B,) bool: the target text changes (capitals and headline case are both sides')."""
        return (self.casing == 1) | (self.casing == 2)


class Augmentation:
    """data.augment for a language pair: draws each example's changes from its key and
    makes them."""

    def __init__(self, cfg: DictConfig, src_lang: str, tgt_lang: str) -> None:
        check_augment(cfg)
        self.cfg, self.src_lang, self.tgt_lang = cfg, src_lang, tgt_lang
        self.translit = cfg.translit if has_table(src_lang) else 0.0
        if cfg.translit > 0 and not self.translit:
            log.warning("data.augment.translit=%s: there is no transliteration table for the "
                        "source language %r, so no pair is transliterated", cfg.translit,
                        src_lang)
        self.edges = np.cumsum([cfg[key] for key in CASINGS])

    def rate(self, key: str) -> float:
        """The share of pairs that get change ``key`` (one of :data:`KEYS`): its config
        value, but 0 for translit where the source language has no table."""
        return self.translit if key == "translit" else float(self.cfg[key])

    @property
    def active(self) -> bool:
        """Whether any pair can change."""
        return bool(self.edges[-1] > 0 or self.translit > 0 or self.cfg.typos > 0)

    def draw(self, keys: np.ndarray) -> Changes:
        """The changes of the examples with ``keys`` (B,) uint64 (nmt.data.draws)."""
        chosen = uniforms(keys, _CASING)
        casing = np.where(chosen < self.edges[-1],
                          1 + np.searchsorted(self.edges, chosen, side="right"), 0)
        return Changes(casing, uniforms(keys, _TRANSLIT) < self.translit,
                       uniforms(keys, _TYPOS) < self.cfg.typos)

    def apply(self, src: str, tgt: str, changes: Changes, row: int, key: int
              ) -> tuple[str, str]:
        """Example ``row`` of ``changes`` made to its texts ``src`` and ``tgt``: casing
        first, then transliteration, then typos (drawn from ``key``)."""
        casing = CASINGS[changes.casing[row] - 1] if changes.casing[row] else None
        if casing == "upper":
            src, tgt = src.upper(), tgt.upper()
        elif casing == "title":
            src, tgt = title_case(src), title_case(tgt)
        elif casing == "lower":
            src = src.lower()
        if changes.translit[row]:
            src = transliterate(src, self.src_lang)
        if changes.typos[row]:
            rng = generator(key, _TYPO_EDITS)
            src = typos(src, typo_count(self.cfg.typos_per_sentence, rng), rng, self.src_lang)
        return src, tgt
