"""Sentence-level BLEU of every hypothesis against every reference, as arrays: sacrebleu's
``sentence_bleu`` (13a tokenisation, cased, word n-grams up to 4, exponential smoothing,
effective order) to within float rounding, each sentence tokenised and its n-grams counted
once (nmt.metrics.ngram_matches) instead of once per pair."""

from __future__ import annotations

import numpy as np

from nmt.metrics.ngram_matches import ngram_matches

MAX_ORDER = 4


def word_ids(texts: list[str]) -> list[np.ndarray]:
    """Each text's words, as sacrebleu's BLEU splits it (13a), numbered by one vocabulary."""
    # imported here: sacrebleu takes a tenth of a second to import, and every
    # nmt-translate would pay it
    from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

    tokenize, vocabulary = Tokenizer13a(), {}
    return [np.array([vocabulary.setdefault(w, len(vocabulary))
                      for w in tokenize(text.rstrip()).split()], dtype=np.int64)
            for text in texts]


def bleu_from_counts(hyp_totals: np.ndarray, ref_lengths: np.ndarray, matches: np.ndarray
                     ) -> np.ndarray:
    """Smoothed sentence BLEU from n-gram statistics: hyp_totals (orders, H) the hypotheses'
    n-gram counts (order 1: their lengths), ref_lengths (R,), matches (orders, H, R) ->
    (H, R) float64 in [0, 100], with sacrebleu's arithmetic: orders up to the hypothesis
    length, each order without a match scored 100 / (2^k x its n-grams) for the k-th such
    order, the brevity penalty against the reference length."""
    hyp_len, ref_len = hyp_totals[0][:, None].astype(np.float64), ref_lengths[None, :]
    shape = matches.shape[1:]
    with np.errstate(divide="ignore", invalid="ignore"):
        penalty = np.where(hyp_len >= ref_len, 1.0,
                           np.where(hyp_len > 0, np.exp(1 - ref_len / hyp_len), 0.0))
    smooth, logs = np.ones(shape), np.zeros(shape)
    orders = np.minimum(hyp_totals[0], matches.shape[0])[:, None]
    for n in range(matches.shape[0]):
        total = hyp_totals[n][:, None].astype(np.float64)
        counted, zero = n < orders, matches[n] == 0
        smooth = np.where(counted & zero, smooth * 2, smooth)
        with np.errstate(divide="ignore", invalid="ignore"):
            precision = np.where(zero, 100.0 / (smooth * total), 100.0 * matches[n] / total)
            logs += np.where(counted, np.log(precision), 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        score = penalty * np.exp(logs / orders)
    return np.where(matches.sum(0) > 0, score, 0.0)


def bleu_matrix(hypotheses: list[str], references: list[str] | None = None) -> np.ndarray:
    """Sentence BLEU of each hypothesis against each reference (None: the hypotheses
    themselves): (H, R) float64, entry (i, j) sacrebleu's
    ``sentence_bleu(hypotheses[i], [references[j]]).score``; sized for one sentence's
    candidates (hundreds), not a corpus."""
    if references is None:
        totals, matches = ngram_matches(word_ids(hypotheses), MAX_ORDER)
        return bleu_from_counts(totals, totals[0], matches)
    totals, matches = ngram_matches(word_ids([*hypotheses, *references]), MAX_ORDER,
                                    len(hypotheses))
    return bleu_from_counts(totals[:, : len(hypotheses)], totals[0, len(hypotheses):], matches)
