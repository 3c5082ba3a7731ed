"""Training examples changed on the fly: text recovered from the prepared ids, changed
(data.augment), and encoded again, with a sampled segmentation when data.spm.sampling_alpha
is set (nmt.data.sampling).

A prepared split keeps ids, not text; the text of a row is the SentencePiece decoding of
its ids, which gives the ids back when encoded again (up to SentencePiece's own
normalisation, which the ids already went through). A row with an unknown piece (<unk>
decodes to " ⁇ ", and would not encode back to it) keeps its ids as they are, and so does
one that the change gives an unknown piece (letters the vocabulary lacks: a model must not
learn to write <unk>), or that it makes longer than data.max_len. Only the examples that
change are decoded: with sampling, all of them; otherwise those the augmentation picked.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from omegaconf import DictConfig

from nmt.data.augment import Augmentation, Changes
from nmt.data.draws import generators
from nmt.data.sampling import Sampler, make_sampler
from nmt.data.subwords import UNK, Subwords
from nmt.errors import ConfigError

# the draws' use numbers of each side's sampling seeds (nmt.data.draws)
_SAMPLING = (20, 21)


def check_sampling(cfg: DictConfig) -> None:
    """ConfigError naming the data.spm sampling key whose value cannot work."""
    if cfg.sampling_alpha < 0:
        raise ConfigError(f"data.spm.sampling_alpha={cfg.sampling_alpha} must be >= 0 "
                          f"(0: no sampling)")
    if cfg.model_type == "bpe" and cfg.sampling_alpha >= 1:
        raise ConfigError(f"data.spm.sampling_alpha={cfg.sampling_alpha} is BPE-dropout's "
                          f"probability for model_type=bpe: it must be below 1")


class ExampleTransform:
    """Changes a batch's examples: ``augmentation`` (None: none) and sampled segmentations
    of a ``model_type`` model with ``alpha`` (0: the deterministic segmentation). A changed
    example longer than ``max_len`` or shorter than ``min_len`` pieces on either side keeps
    its clean ids. ``counts`` tallies what happened to the examples seen."""

    def __init__(self, subwords: Subwords, augmentation: Augmentation | None,
                 model_type: str, alpha: float, min_len: int, max_len: int) -> None:
        self.subwords, self.augmentation = subwords, augmentation
        self.model_type, self.alpha = model_type, alpha
        self.min_len, self.max_len = min_len, max_len
        self.samplers: tuple[Sampler, Sampler] | None = None
        if alpha > 0:
            src = make_sampler(subwords.src, model_type, alpha)
            # a joint model's sampler, and its cache of words, serves both sides
            tgt = src if subwords.tgt is subwords.src else \
                make_sampler(subwords.tgt, model_type, alpha)
            self.samplers = (src, tgt)
        self.counts: Counter[str] = Counter()

    @classmethod
    def from_config(cls, subwords: Subwords, cfg: DictConfig) -> ExampleTransform | None:
        """The transform data config ``cfg`` asks for, or None when it changes nothing."""
        check_sampling(cfg.spm)
        augmentation = Augmentation(cfg.augment, cfg.src_lang, cfg.tgt_lang)
        if not augmentation.active and cfg.spm.sampling_alpha == 0:
            return None
        return cls(subwords, augmentation if augmentation.active else None,
                   cfg.spm.model_type, cfg.spm.sampling_alpha, cfg.min_len, cfg.max_len)

    def alone(self, augmentation: Augmentation | None) -> ExampleTransform:
        """A transform of the same model that makes ``augmentation`` alone (None: samples
        alone), e.g. to measure what one change does to lengths."""
        return ExampleTransform(self.subwords, augmentation, self.model_type,
                                self.alpha if augmentation is None else 0.0, self.min_len,
                                self.max_len)

    @property
    def sampling(self) -> bool:
        """Whether segmentations are sampled."""
        return self.alpha > 0

    def __call__(self, src: list[np.ndarray], tgt: list[np.ndarray], keys: np.ndarray
                 ) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """The examples with ids ``src`` and ``tgt`` (B each, no specials) changed as drawn
        from their ``keys`` (B,) uint64; unchanged examples are the same arrays."""
        count = len(src)
        changes = (self.augmentation.draw(keys) if self.augmentation is not None else
                   Changes(np.zeros(count, np.int64), *np.zeros((2, count), bool)))
        redo_src = changes.source | self.sampling
        redo_tgt = changes.target | self.sampling
        rows = [row for row in np.flatnonzero(redo_src | redo_tgt).tolist()
                if not (np.any(src[row] == UNK) or np.any(tgt[row] == UNK))]
        self.counts["unknown"] += int((redo_src | redo_tgt).sum()) - len(rows)
        if not rows:
            return src, tgt
        texts = [self._texts(src, tgt, changes, row, int(keys[row])) for row in rows]
        new_src = self._encode(0, [t[0] for t in texts], keys[rows], redo_src[rows])
        new_tgt = self._encode(1, [t[1] for t in texts], keys[rows], redo_tgt[rows])
        src, tgt = list(src), list(tgt)
        for row, ids_src, ids_tgt in zip(rows, new_src, new_tgt, strict=True):
            ids_src = src[row] if ids_src is None else ids_src
            ids_tgt = tgt[row] if ids_tgt is None else ids_tgt
            if not all(self.min_len <= len(ids) <= self.max_len for ids in (ids_src, ids_tgt)):
                self.counts["too_long"] += 1
                continue
            if np.any(ids_src == UNK) or np.any(ids_tgt == UNK):
                self.counts["new_unknown"] += 1  # e.g. capitals the vocabulary lacks
                continue
            src[row], tgt[row] = ids_src, ids_tgt
            self.counts["changed"] += 1
        return src, tgt

    def _texts(self, src: list[np.ndarray], tgt: list[np.ndarray], changes: Changes,
               row: int, key: int) -> tuple[str, str]:
        """Example ``row``'s texts as changed (a side whose text does not change: '')."""
        src_text = self.subwords.src.decode(src[row].tolist())
        tgt_text = self.subwords.tgt.decode(tgt[row].tolist()) if (
            self.sampling or changes.target[row]) else ""
        if self.augmentation is None:
            return src_text, tgt_text
        return self.augmentation.apply(src_text, tgt_text, changes, row, key)

    def _encode(self, side: int, texts: list[str], keys: np.ndarray, redo: np.ndarray
                ) -> list[np.ndarray | None]:
        """``texts`` of ``side`` (0 source, 1 target) encoded where ``redo`` (None
        elsewhere): sampled with a generator seeded by each key, or deterministically."""
        processor = (self.subwords.src, self.subwords.tgt)[side]
        if self.samplers is None:
            chosen = [text for text, again in zip(texts, redo, strict=True) if again]
            encoded = iter(processor.encode(chosen))
            return [np.asarray(next(encoded), np.int64) if again else None for again in redo]
        sampler = self.samplers[side]
        out: list[np.ndarray | None] = []
        for text, rng, again in zip(texts, generators(keys, _SAMPLING[side]), redo,
                                    strict=True):
            ids = sampler(text, rng) if again else None
            if again and ids is None:  # a character no piece covers: <unk> as it is
                ids = processor.encode(text)
            out.append(None if ids is None else np.asarray(ids, np.int64))
        return out
