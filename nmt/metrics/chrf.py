"""Sentence-level chrF of every hypothesis against every reference, as arrays: sacrebleu's
``CHRF().sentence_score`` (chrF2: character n-grams up to 6, whitespace removed, beta 2,
effective-order averaging) to within float rounding, with each sentence's n-grams counted
once (nmt.metrics.ngram_matches) instead of once per pair. What MBR's N x N utilities need."""

from __future__ import annotations

import numpy as np

from nmt.metrics.ngram_matches import ngram_matches

CHAR_ORDER = 6
BETA = 2


def characters(text: str) -> np.ndarray:
    """The code points (m,) int64 of ``text`` without its whitespace, as chrF reads it."""
    squeezed = "".join(text.split()).encode("utf-32-le", "surrogatepass")
    return np.frombuffer(squeezed, dtype="<u4").astype(np.int64)


def chrf_from_counts(hyp_totals: np.ndarray, ref_totals: np.ndarray, matches: np.ndarray,
                     beta: float = BETA) -> np.ndarray:
    """chrF from n-gram statistics: hyp_totals (orders, H) and ref_totals (orders, R) the
    n-gram counts of each order, matches (orders, H, R) -> (H, R) float64 in [0, 100].

    The arithmetic is sacrebleu's, order by order: an order counts where both sentences have
    n-grams of it; precision and recall are averaged over those orders, then combined."""
    hyp, ref = hyp_totals[:, :, None], ref_totals[:, None, :]
    shape = matches.shape[1:]
    avg_prec, avg_rec, effective = np.zeros(shape), np.zeros(shape), np.zeros(shape)
    for n in range(matches.shape[0]):
        valid = (hyp[n] > 0) & (ref[n] > 0)
        with np.errstate(divide="ignore", invalid="ignore"):
            avg_prec += np.where(valid, matches[n] / hyp[n], 0.0)
            avg_rec += np.where(valid, matches[n] / ref[n], 0.0)
        effective += valid
    with np.errstate(divide="ignore", invalid="ignore"):
        avg_prec = np.where(effective > 0, avg_prec / effective, 0.0)
        avg_rec = np.where(effective > 0, avg_rec / effective, 0.0)
        factor = beta ** 2
        score = (1 + factor) * avg_prec * avg_rec / (factor * avg_prec + avg_rec)
    return np.where(avg_prec + avg_rec > 0, 100 * score, 0.0)


def chrf_matrix(hypotheses: list[str], references: list[str] | None = None) -> np.ndarray:
    """Sentence chrF2 of each hypothesis against each reference (None: the hypotheses
    themselves): (H, R) float64, entry (i, j) sacrebleu's
    ``CHRF().sentence_score(hypotheses[i], [references[j]]).score``.

    Memory grows with H + R times the distinct n-grams of all of them: sized for one
    sentence's candidates (hundreds), not a corpus."""
    if references is None:
        totals, matches = ngram_matches([characters(t) for t in hypotheses], CHAR_ORDER)
        return chrf_from_counts(totals, totals, matches)
    totals, matches = ngram_matches([characters(t) for t in [*hypotheses, *references]],
                                    CHAR_ORDER, len(hypotheses))
    return chrf_from_counts(totals[:, : len(hypotheses)], totals[:, len(hypotheses):], matches)
