"""A lexical table for vocabulary shortlists (decoding with ``shortlist=K``): for each source
piece the target pieces most likely to translate it, and the target pieces by frequency.

The translation probabilities p(target piece | source piece) are IBM Model 1's (Brown et al.
1993), estimated by EM over the training pairs with a NULL source word, as Marian's lexical
shortlists take theirs from fast_align's: plain co-occurrence counts would rank every source
piece's translations by the target pieces' own frequency ("a", ".", "the"), which the frequent
list covers anyway. The table keeps :data:`TRANSLATIONS_KEPT` pieces per source piece; a
shortlist uses the first K of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from nmt.data.subwords import BOS, EOS, PAD, UNK
from nmt.errors import CheckpointError

# translations kept per source piece: the largest K a shortlist can use
TRANSLATIONS_KEPT = 100
# EM iterations of IBM Model 1 (its likelihood has one maximum; the ranking settles in a few)
IBM1_ITERATIONS = 5
FREQUENCY_BLOCK = 100_000  # pairs whose target pieces are counted at once
GATHER_BLOCK = 1024  # sampled pairs copied at once (their pages are spread over the corpus)
SPECIALS = np.array([PAD, UNK, BOS, EOS], dtype=np.int64)


@dataclass
class Lexicon:
    """translations: (source vocabulary, kept) int32 target ids, most likely first, -1 where
    a source piece had fewer; frequent: (target vocabulary,) int32 target ids, most frequent
    first in the training targets."""

    translations: np.ndarray
    frequent: np.ndarray

    def arrays(self) -> dict[str, np.ndarray]:
        """The table as named arrays, for a checkpoint or a safetensors file."""
        return {"translations": self.translations, "frequent": self.frequent}

    @classmethod
    def from_arrays(cls, arrays: dict, src_vocab: int, tgt_vocab: int, where: str) -> Lexicon:
        """The table stored as :meth:`arrays` (numpy arrays or tensors), checked against the
        model's vocabularies; CheckpointError naming ``where`` when it does not fit."""
        try:
            translations = np.asarray(arrays["translations"], dtype=np.int32)
            frequent = np.asarray(arrays["frequent"], dtype=np.int32)
        except (KeyError, TypeError, ValueError) as err:
            raise CheckpointError(f"{where}: the lexical table is damaged ({err})") from None
        if (translations.ndim != 2 or translations.shape[0] != src_vocab
                or frequent.shape != (tgt_vocab,) or translations.max(initial=-1) >= tgt_vocab
                or translations.min(initial=-1) < -1):
            raise CheckpointError(
                f"{where}: the lexical table ({translations.shape} translations, "
                f"{frequent.shape} frequent) does not fit the model's vocabularies "
                f"({src_vocab} source, {tgt_vocab} target pieces)")
        return cls(translations, frequent)

    @property
    def kept(self) -> int:
        """The most translations per source piece a shortlist can use."""
        return self.translations.shape[1]

    def candidates(self, src: np.ndarray, k: int, frequent: int) -> np.ndarray:
        """The shortlist of source ids ``src`` (any shape; padding included is harmless):
        the union of each piece's ``k`` most likely translations, the ``frequent`` most
        frequent target pieces and the specials -> sorted unique target ids (C,) int64."""
        pieces = np.unique(src)
        translations = self.translations[pieces, :k].ravel()
        return np.unique(np.concatenate([translations[translations >= 0],
                                         self.frequent[:frequent], SPECIALS]).astype(np.int64))


    def grown(self, candidates: np.ndarray, size: int) -> np.ndarray:
        """Sorted candidates (C,) with the most frequent target pieces not among them added
        until there are ``size`` (or every piece) -> sorted (max(C, size),) int64."""
        missing = size - len(candidates)
        if missing <= 0:
            return candidates
        extra = self.frequent[~np.isin(self.frequent, candidates)][:missing]
        return np.union1d(candidates, extra.astype(np.int64))


def estimate_lexicon(src_ids: Sequence[np.ndarray], tgt_ids: Sequence[np.ndarray],
                     src_vocab: int, tgt_vocab: int, max_pairs: int = 0, seed: int = 0,
                     iterations: int = IBM1_ITERATIONS, kept: int = TRANSLATIONS_KEPT,
                     release: Callable[[], None] | None = None) -> Lexicon:
    """The lexical table of sentence pairs of piece ids (no specials), by IBM Model 1.

    EM holds every (source word, target word) link of the pairs it sees (source length x
    target length per pair), so with ``max_pairs`` > 0 it sees at most that many pairs, drawn with
    ``seed``: its memory and time are then bounded whatever the corpus. The frequent list
    counts every pair's target pieces (streaming). ``release`` is called after each block of
    pairs read (memory-mapped ids: :meth:`nmt.data.prepared.PreparedSplit.release`), so that
    a pass over the corpus does not keep all of it resident."""
    rows = _sample_rows(len(src_ids), max_pairs, seed)
    pairs = _alignment_links(_copied(src_ids, rows, release), _copied(tgt_ids, rows, release),
                             null=src_vocab)
    codes, link_pair = np.unique(pairs.source * tgt_vocab + pairs.target, return_inverse=True)
    pair_source = codes // tgt_vocab
    prob = np.ones(len(codes))
    for _ in range(iterations):
        # E step: each target word's alignment posterior over its sentence's source words
        weight = prob[link_pair]
        posterior = weight / np.repeat(np.add.reduceat(weight, pairs.starts), pairs.sizes)
        # M step: expected counts, normalised per source word
        counts = np.bincount(link_pair, weights=posterior, minlength=len(codes))
        prob = counts / np.bincount(pair_source, weights=counts, minlength=src_vocab + 1
                                    )[pair_source]
    return Lexicon(_best_translations(codes, prob, src_vocab, tgt_vocab, kept),
                   _by_frequency(tgt_ids, tgt_vocab, release))


@dataclass
class _Links:
    """Every (source word, target word) link of every pair: source and target (L,) int64,
    grouped by target word (starts, sizes: each group's first link and length)."""

    source: np.ndarray
    target: np.ndarray
    starts: np.ndarray
    sizes: np.ndarray


def _alignment_links(src_ids: Sequence[np.ndarray], tgt_ids: Sequence[np.ndarray], null: int
                     ) -> _Links:
    source, target, sizes = [], [], []
    for src, tgt in zip(src_ids, tgt_ids, strict=True):
        words = np.append(np.asarray(src, dtype=np.int64), null)
        source.append(np.tile(words, len(tgt)))
        target.append(np.repeat(np.asarray(tgt, dtype=np.int64), len(words)))
        sizes.append(np.full(len(tgt), len(words), dtype=np.int64))
    if not any(len(t) for t in target):
        raise ValueError("no target words to estimate a lexical table from")
    sizes_all = np.concatenate(sizes)
    starts = np.concatenate([[0], np.cumsum(sizes_all)[:-1]])
    return _Links(np.concatenate(source), np.concatenate(target), starts, sizes_all)


def _best_translations(codes: np.ndarray, prob: np.ndarray, src_vocab: int, tgt_vocab: int,
                       kept: int) -> np.ndarray:
    source, target = codes // tgt_vocab, codes % tgt_vocab
    order = np.lexsort((-prob, source))  # by source word, then most likely first
    source, target = source[order], target[order]
    first = np.searchsorted(source, source)  # each link's group start
    rank = np.arange(len(source)) - first
    keep = (rank < kept) & (source < src_vocab)  # the NULL word's row is not a source piece
    table = np.full((src_vocab, kept), -1, dtype=np.int32)
    table[source[keep], rank[keep]] = target[keep]
    return table


def _sample_rows(rows: int, max_pairs: int, seed: int) -> np.ndarray:
    """All of ``rows`` indices, or ``max_pairs`` of them drawn with ``seed``, in order."""
    if not 0 < max_pairs < rows:
        return np.arange(rows)
    return np.sort(np.random.default_rng(seed).choice(rows, max_pairs, replace=False))


def _copied(ids: Sequence[np.ndarray], rows: np.ndarray,
            release: Callable[[], None] | None) -> list[np.ndarray]:
    copies: list[np.ndarray] = []
    for start in range(0, len(rows), GATHER_BLOCK):
        copies.extend(np.array(ids[i], dtype=np.int64) for i in rows[start:start + GATHER_BLOCK])
        if release is not None:
            release()
    return copies


def _by_frequency(tgt_ids: Sequence[np.ndarray], tgt_vocab: int,
                  release: Callable[[], None] | None) -> np.ndarray:
    counts = np.zeros(tgt_vocab, dtype=np.int64)
    for start in range(0, len(tgt_ids), FREQUENCY_BLOCK):
        block = [np.asarray(tgt_ids[i], dtype=np.int64)
                 for i in range(start, min(start + FREQUENCY_BLOCK, len(tgt_ids)))]
        counts += np.bincount(np.concatenate(block), minlength=tgt_vocab)
        if release is not None:
            release()
    return np.argsort(-counts, kind="stable").astype(np.int32)
