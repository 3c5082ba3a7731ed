"""The array forms of sentence chrF and BLEU (nmt.metrics.chrf, nmt.metrics.sentence_bleu)
against real sacrebleu: every pair of real Multi30k sentences, empty strings, whitespace and
unicode."""

from __future__ import annotations

import numpy as np
import pytest
from sacrebleu import sentence_bleu
from sacrebleu.metrics import CHRF

from nmt.metrics.chrf import chrf_matrix
from nmt.metrics.ngram_matches import ngram_matches
from nmt.metrics.sentence_bleu import bleu_matrix

ODD = ["", " ", "\t \n", "a", "ab", "a b", "A man .", "A man", "man A", "Straße", "STRASSE",
       "Ünïcödé ☃ 日本語の文", "日本語", "e\u0301", "\u00e9", "🙂🙂 🙂", "  x  y ", "x\u00a0y",
       "\ud800 lone surrogate", "1,000.5 (x) [y] - z!", "aaaaaaa aaaa", "a a a a a a a a"]


def sacrebleu_chrf(hypothesis: str, reference: str) -> float:
    return CHRF().sentence_score(hypothesis, [reference]).score


def sacrebleu_bleu(hypothesis: str, reference: str) -> float:
    return sentence_bleu(hypothesis, [reference]).score


METRICS = [(chrf_matrix, sacrebleu_chrf), (bleu_matrix, sacrebleu_bleu)]


def real_pairs(folder, count: int) -> list[tuple[str, str]]:
    """Real hypothesis/reference pairs: neighbouring English captions (same domain, other
    content), each German caption with its English one (shared names and numbers), and an
    English caption with itself cut short."""
    en = (folder / "val.en").read_text(encoding="utf-8").splitlines()[: count + 1]
    de = (folder / "val.de").read_text(encoding="utf-8").splitlines()[:count]
    return ([(en[i], en[i + 1]) for i in range(count)] + list(zip(de, en, strict=False))
            + [(e[: len(e) // 2], e) for e in en[:count]])


@pytest.mark.parametrize(("ours", "theirs"), METRICS)
def test_matches_sacrebleu_on_real_sentence_pairs(multi30k_dir, ours, theirs):
    pairs = real_pairs(multi30k_dir, 200) + [(a, b) for a in ODD for b in ODD]
    for start in range(0, len(pairs), 50):  # the diagonal of 50 x 50 blocks
        chunk = pairs[start : start + 50]
        block = ours([h for h, _ in chunk], [r for _, r in chunk])
        expected = [theirs(h, r) for h, r in chunk]
        np.testing.assert_allclose(np.diag(block), expected, rtol=0, atol=1e-6)
    assert any(0 < score < 100 for score in expected)


@pytest.mark.parametrize(("ours", "theirs"), METRICS)
def test_every_pair_of_a_set_matches_sacrebleu(multi30k_dir, ours, theirs):
    lines = (multi30k_dir / "val.en").read_text(encoding="utf-8").splitlines()
    texts = [*lines[300:325], lines[300], *ODD[:8]]  # with a duplicate
    expected = np.array([[theirs(h, r) for r in texts] for h in texts])
    np.testing.assert_allclose(ours(texts), expected, rtol=0, atol=1e-6)
    np.testing.assert_allclose(ours(texts[:5], texts[5:]), expected[:5, 5:], rtol=0, atol=1e-6)
    assert ours([]).shape == (0, 0) and ours(["a"], []).shape == (1, 0)


def test_ngram_matches_are_the_clipped_counts_of_shared_ngrams():
    sequences = [np.array(s) for s in ([1, 2, 1, 2, 1], [2, 1, 2], [], [1, 1, 1, 1], [3])]
    totals, matches = ngram_matches(sequences, 3)
    assert totals.tolist() == [[5, 3, 0, 4, 1], [4, 2, 0, 3, 0], [3, 1, 0, 2, 0]]
    for n in range(1, 4):
        for i, a in enumerate(sequences):
            for j, b in enumerate(sequences):
                grams_a = [tuple(a[k : k + n]) for k in range(len(a) - n + 1)]
                grams_b = [tuple(b[k : k + n]) for k in range(len(b) - n + 1)]
                shared = sum(min(grams_a.count(g), grams_b.count(g)) for g in set(grams_a))
                assert matches[n - 1, i, j] == shared, (n, i, j)
    _, split = ngram_matches(sequences, 3, split=2)
    assert np.array_equal(split, matches[:, :2, 2:])
