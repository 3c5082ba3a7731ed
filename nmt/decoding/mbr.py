"""Minimum Bayes risk (MBR) decoding: of a sentence's candidate translations, the one that
agrees most, on average, with what the model might have said.

The candidates are a beam's n-best list, samples (nmt.decoding.sampling), or both
(``mbr_candidates``); the pseudo-references they are compared with are the samples, an
unbiased draw from the model's distribution, or the beam's n-best when there are no samples,
each weighing the same (a text drawn twice counts twice). A candidate's expected utility is
its mean utility (``mbr_utility``: sentence chrF or BLEU, computed for all pairs at once by
nmt.metrics.chrf / nmt.metrics.sentence_bleu) against them, and the candidates are returned
by it, highest first, each text once (Kumar & Byrne 2004; Eikema & Aziz 2020; Freitag et al.
2023).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import numpy as np

from nmt.config import DecodingOptions
from nmt.decoding.batches import decode_sources
from nmt.decoding.engine import Engine
from nmt.decoding.hypothesis import Hypothesis
from nmt.metrics.chrf import chrf_matrix
from nmt.metrics.sentence_bleu import bleu_matrix

# utility name -> (texts) -> (n, n) utility of each text (row) against each (column)
UTILITIES: dict[str, Callable[[list[str]], np.ndarray]] = {"chrf": chrf_matrix,
                                                           "bleu": bleu_matrix}


def candidate_decodings(options: DecodingOptions) -> dict[str, DecodingOptions]:
    """The decodings whose outputs are the candidates of MBR ``options``: "beam" (its n-best
    list, beam hypotheses) and/or "samples" (mbr_samples samples)."""
    out, source = {}, options.mbr_source()
    if source in ("beam", "both"):
        beam = options.mbr_beam()
        out["beam"] = dataclasses.replace(options, mbr=False, sampling="none", beam=beam,
                                          nbest=beam)
    if source in ("samples", "both"):
        out["samples"] = dataclasses.replace(options, mbr=False, beam=1,
                                             nbest=options.mbr_samples)
    return out


def expected_utilities(hypotheses: list[str], references: list[str], utility: str
                       ) -> np.ndarray:
    """The mean ``utility`` (a key of :data:`UTILITIES`) of each hypothesis against the
    references -> (H,) float64; each distinct text is compared once."""
    texts = list(dict.fromkeys([*hypotheses, *references]))
    index = {text: i for i, text in enumerate(texts)}
    weights = np.bincount([index[r] for r in references], minlength=len(texts))
    matrix = UTILITIES[utility](texts)
    return (matrix @ (weights / len(references)))[[index[h] for h in hypotheses]]


def ranked(hypotheses: list[str], references: list[str], utility: str, nbest: int
           ) -> list[tuple[int, float]]:
    """The ``nbest`` distinct hypotheses of highest expected utility (see
    :func:`expected_utilities`), highest first, as (index of its first occurrence,
    expected utility); ties keep the order of ``hypotheses``."""
    expected = expected_utilities(hypotheses, references, utility)
    first = list({text: i for i, text in reversed(list(enumerate(hypotheses)))}.values())
    order = sorted(first, key=lambda i: (-expected[i], i))
    return [(i, float(expected[i])) for i in order[:nbest]]


def mbr_search(engine_for: Callable[[DecodingOptions], Engine], sources: list[np.ndarray],
               options: DecodingOptions, detokenise: Callable[[list[int]], str],
               return_attention: bool = False, progress: bool = False
               ) -> list[list[Hypothesis]]:
    """MBR decoding of source id arrays (no specials): for each its ``options.nbest``
    candidates of highest expected utility, best first, each scored with its expected
    utility (0-100). ``engine_for``: the engine that decodes with given options (e.g.
    Engines.engine); ``detokenise`` turns target ids into the text the utility compares."""
    lists = {kind: decode_sources(engine_for(decoding), sources, decoding, return_attention,
                                  progress)
             for kind, decoding in candidate_decodings(options).items()}
    out = []
    for i in range(len(sources)):
        candidates = [h for hyps in lists.values() for h in hyps[i]]
        texts = [detokenise(h.tokens) for h in candidates]
        # the pseudo-references are the last list: the samples, or the beam's alone
        references = texts[len(texts) - len(list(lists.values())[-1][i]):]
        out.append([dataclasses.replace(candidates[j], score=utility)
                    for j, utility in ranked(texts, references, options.mbr_utility,
                                             options.nbest)])
    return out
