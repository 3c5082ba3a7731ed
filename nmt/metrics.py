"""Corpus-level scores with sacrebleu, on detokenised, cased text, with their signatures."""

from __future__ import annotations

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
                  metrics: tuple[str, ...] = ("bleu", "chrf")) -> dict[str, Score]:
    """Score detokenised hypotheses against one reference each (same order, same count)."""
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses for {len(references)} references")
    makers = {"bleu": BLEU, "chrf": CHRF, "ter": TER}
    out = {}
    for name in metrics:
        metric = makers[name]()
        result = metric.corpus_score(hypotheses, [references])
        out[name] = Score(name, float(result.score), str(metric.get_signature()), str(result))
    return out


def bleu(hypotheses: list[str], references: list[str]) -> float:
    """Corpus BLEU (sacrebleu defaults: 13a tokenisation, cased) of detokenised text."""
    return corpus_scores(hypotheses, references, ("bleu",))["bleu"].score
