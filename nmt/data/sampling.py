"""Sampled segmentations of SentencePiece models, drawn from generators of our own.

SentencePiece's own sampling (``enable_sampling``) draws from a generator that it seeds
with a per-process salt (Abseil's), so the same seed gives other samples in another
process: a resumed run, or another rank, would not see the same examples. The samplers
here draw the same distributions from a ``random.Random`` the caller seeds:

- unigram (Kudo 2018): each segmentation with probability proportional to exp(alpha x its
  score), by forward-filtering backward-sampling over all segmentations, as SentencePiece's
  ``nbest_size=-1``;
- BPE-dropout (Provilkov et al. 2020): BPE's merges in their order, each merge skipped
  with probability alpha when its turn comes, as SentencePiece's BPE sampling.

SentencePiece splits pieces at word starts ("▁"), so both work word by word on the
normalised text; the unigram lattice of a word and its forward sums are kept for the next
time the word comes (a bounded cache). A word with a character no piece covers makes the
sampler return None: the text has no segmentation without <unk>.
"""

from __future__ import annotations

import bisect
import math
import random
import re
from collections.abc import Callable

import sentencepiece as spm

_WORDS = re.compile("▁[^▁]*|[^▁]+")
CACHED_WORDS = 100_000  # unigram lattices kept; the cache starts again past this many

Sampler = Callable[[str, random.Random], "list[int] | None"]


def normal_pieces(processor: spm.SentencePieceProcessor) -> dict[str, tuple[int, float]]:
    """The pieces a segmentation is made of (no specials, <unk> or unused ones): piece ->
    (id, score)."""
    return {processor.id_to_piece(i): (i, processor.get_score(i))
            for i in range(processor.get_piece_size())
            if not (processor.is_control(i) or processor.is_unknown(i)
                    or processor.is_unused(i) or processor.is_byte(i))}


class WordLattice:
    """One word's segmentations for backward sampling: for each end position j (1..L), the
    pieces that end there (their start, id) and the cumulative probabilities of choosing
    each, given that a segmentation reaches j."""

    def __init__(self, word: str, pieces: dict[str, tuple[int, float]], longest: int,
                 alpha: float) -> None:
        size = len(word)
        forward = [0.0] + [-math.inf] * size  # log of the summed weight of reaching j
        paths = [1] + [0] * size  # segmentations that reach j
        self.edges: list[list[tuple[int, int]]] = [[] for _ in range(size + 1)]
        self.chances: list[list[float]] = [[] for _ in range(size + 1)]
        for end in range(1, size + 1):
            weights = []
            for start in range(max(0, end - longest), end):
                found = pieces.get(word[start:end])
                if found is not None and forward[start] > -math.inf:
                    self.edges[end].append((start, found[0]))
                    weights.append(forward[start] + alpha * found[1])
                    paths[end] += paths[start]
            if weights:
                top = max(weights)
                total = sum(math.exp(w - top) for w in weights)
                forward[end] = top + math.log(total)
                running, cumulative = 0.0, []
                for weight in weights:
                    running += math.exp(weight - top) / total
                    cumulative.append(running)
                cumulative[-1] = 1.0  # above any draw in [0, 1), whatever the rounding
                self.chances[end] = cumulative
        self.reachable = forward[size] > -math.inf
        # a word of one segmentation (punctuation, a single letter) draws nothing
        self.only: list[int] | None = self._walk(lambda: 0.0) if paths[size] == 1 else None

    def sample(self, rng: random.Random) -> list[int]:
        """One segmentation's ids, drawn with ``rng``."""
        return self._walk(rng.random) if self.only is None else self.only

    def _walk(self, draw: Callable[[], float]) -> list[int]:
        """The segmentation that the numbers ``draw`` gives pick backwards from the end."""
        ids, end = [], len(self.edges) - 1
        edges, chances = self.edges, self.chances
        while end > 0:
            options = chances[end]
            end, piece = edges[end][bisect.bisect_right(options, draw())
                                    if len(options) > 1 else 0]
            ids.append(piece)
        ids.reverse()
        return ids


class UnigramSampler:
    """Kudo's sampling with smoothing ``alpha`` for a unigram model ``processor``."""

    def __init__(self, processor: spm.SentencePieceProcessor, alpha: float) -> None:
        self.processor, self.alpha = processor, alpha
        self.pieces = normal_pieces(processor)
        self.longest = max(map(len, self.pieces), default=1)
        self.lattices: dict[str, WordLattice] = {}

    def __call__(self, text: str, rng: random.Random) -> list[int] | None:
        """A segmentation of ``text`` drawn with ``rng``, or None (see the module)."""
        ids: list[int] = []
        for word in _WORDS.findall(self.processor.normalize(text)):
            lattice = self.lattices.get(word)
            if lattice is None:
                if len(self.lattices) >= CACHED_WORDS:
                    self.lattices.clear()
                lattice = WordLattice(word, self.pieces, self.longest, self.alpha)
                self.lattices[word] = lattice
            if not lattice.reachable:
                return None
            ids += lattice.sample(rng)
        return ids


class BpeDropout:
    """BPE-dropout with probability ``alpha`` for a BPE model ``processor``: a merge whose
    turn comes is skipped with probability alpha, and that pair of symbols is not merged
    later either (a new neighbour makes a new pair)."""

    def __init__(self, processor: spm.SentencePieceProcessor, alpha: float) -> None:
        self.processor, self.alpha = processor, alpha
        self.pieces = normal_pieces(processor)

    def __call__(self, text: str, rng: random.Random) -> list[int] | None:
        """A segmentation of ``text`` drawn with ``rng``, or None (see the module)."""
        ids: list[int] = []
        for word in _WORDS.findall(self.processor.normalize(text)):
            symbols = self._merge(word, rng)
            found = [self.pieces.get(symbol) for symbol in symbols]
            if None in found:
                return None
            ids += [piece[0] for piece in found]
        return ids

    def _merge(self, word: str, rng: random.Random) -> list[str]:
        """The word's symbols after BPE's merges with dropout: the pair whose merged piece
        scores highest goes first (the leftmost of equals). A skipped pair scores -inf
        until a merge next to it makes a new pair there."""
        symbols = list(word)
        scores = [self._score(symbols, i) for i in range(len(symbols) - 1)]
        while scores:
            best = max(range(len(scores)), key=scores.__getitem__)
            if scores[best] == -math.inf:
                break
            if rng.random() < self.alpha:
                scores[best] = -math.inf
                continue
            symbols[best : best + 2] = [symbols[best] + symbols[best + 1]]
            del scores[best]
            for i in (best - 1, best):
                if 0 <= i < len(scores):
                    scores[i] = self._score(symbols, i)
        return symbols

    def _score(self, symbols: list[str], i: int) -> float:
        """The score of merging symbols i and i + 1 (-inf: not a piece)."""
        found = self.pieces.get(symbols[i] + symbols[i + 1])
        return -math.inf if found is None else found[1]


def make_sampler(processor: spm.SentencePieceProcessor, model_type: str, alpha: float
                 ) -> Sampler:
    """The sampler of a ``model_type`` (unigram | bpe) model with ``alpha``."""
    if model_type == "bpe":
        return BpeDropout(processor, alpha)
    return UnigramSampler(processor, alpha)
