"""Corpus-level scores with sacrebleu, on detokenised, cased text, with their signatures."""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from sacrebleu.metrics import BLEU, CHRF, TER


@dataclass
class Score:
    """One metric's corpus score and sacrebleu's signature that says how it was computed."""

    name: str
    score: float
    signature: str
    text: str  # sacrebleu's formatted result, e.g. "BLEU = 34.1 65.2/40.1/..."


def corpus_scores(hypotheses: list[str], references: list[str],
                  metrics: tuple[str, ...] = ("bleu", "chrf"), lowercase: bool = False
                  ) -> dict[str, Score]:
    """Score detokenised hypotheses against one reference each (same order, same count);
    ``lowercase``: both compared in lower case (BLEU and chrF; sacrebleu -lc), so that the
    output's casing does not count."""
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses for {len(references)} references")
    makers = {"bleu": BLEU, "chrf": CHRF, "ter": TER}
    out = {}
    for name in metrics:
        if lowercase and name == "ter":
            raise ValueError("TER has no lowercased form here")
        metric = makers[name](lowercase=True) if lowercase else makers[name]()
        result = metric.corpus_score(hypotheses, [references])
        out[name] = Score(name, float(result.score), str(metric.get_signature()), str(result))
    return out


def bleu(hypotheses: list[str], references: list[str]) -> float:
    """Corpus BLEU (sacrebleu defaults: 13a tokenisation, cased) of detokenised text."""
    return corpus_scores(hypotheses, references, ("bleu",))["bleu"].score


@dataclass
class LengthBucket:
    """Sentences whose source has ``low``..``high`` words (high None: no upper end)."""

    low: int
    high: int | None
    indices: list[int]

    @property
    def label(self) -> str:
        """e.g. "11-20", or "31+" for the last bucket."""
        return f"{self.low}+" if self.high is None else f"{self.low}-{self.high}"


def length_buckets(lengths: Sequence[int], edges: Sequence[int]) -> list[LengthBucket]:
    """Group sentence indices by length: edges [10, 20] give buckets 0-10, 11-20 and 21+;
    empty buckets are left out. ``edges`` must be increasing."""
    if any(b <= a for a, b in itertools.pairwise(edges)) or (edges and edges[0] < 0):
        raise ValueError(f"length buckets {list(edges)} must be increasing and not negative")
    lows = [0, *(edge + 1 for edge in edges)]
    highs: list[int | None] = [*edges, None]
    buckets = [LengthBucket(low, high, []) for low, high in zip(lows, highs, strict=True)]
    for index, length in enumerate(lengths):
        buckets[bisect.bisect_left(edges, length)].indices.append(index)
    return [b for b in buckets if b.indices]


def bleu_by_bucket(hypotheses: list[str], references: list[str],
                   buckets: list[LengthBucket]) -> list[float]:
    """Corpus BLEU of each bucket's sentences (same sacrebleu settings as :func:`bleu`)."""
    return [bleu([hypotheses[i] for i in b.indices], [references[i] for i in b.indices])
            for b in buckets]
