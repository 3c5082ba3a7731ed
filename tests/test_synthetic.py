"""The built-in synthetic task: deterministic, varied, and not solvable without attention."""

from __future__ import annotations

from nmt.data import synthetic


def test_same_seed_same_corpus_other_seed_other_corpus():
    assert synthetic.generate(50, seed=3) == synthetic.generate(50, seed=3)
    assert synthetic.generate(50, seed=3) != synthetic.generate(50, seed=4)


def test_lengths_and_vocabulary():
    src, tgt = synthetic.generate(2000, seed=1, vocab=60, min_words=2, max_words=30)
    lengths = [len(s.split()) for s in src]
    assert min(lengths) == 2 and max(lengths) == 30
    assert len({w for s in src for w in s.split()}) >= 50
    assert len({w for t in tgt for w in t.split()}) >= 50
    assert all(len(s.split()) == len(t.split()) for s, t in zip(src, tgt, strict=True))


def test_target_is_a_reordering_not_a_copy_or_reversal():
    src_words, tgt_words = synthetic.vocabularies(60)
    translate = dict(zip(src_words, tgt_words, strict=True))
    src, tgt = synthetic.generate(200, seed=2)
    for s, t in zip(src, tgt, strict=True):
        mapped = [translate[w] for w in s.split()]
        assert sorted(mapped) == sorted(t.split())
    long_pairs = [(s, t) for s, t in zip(src, tgt, strict=True) if len(s.split()) >= 6]
    mapped_long = [([translate[w] for w in s.split()], t.split()) for s, t in long_pairs]
    assert all(m != t and m[::-1] != t for m, t in mapped_long)


def test_block_reversal():
    assert synthetic.translate_words([1, 2, 3, 4, 5]) == [3, 2, 1, 5, 4]


def test_splits_differ():
    assert synthetic.split_seed(1234, "train") != synthetic.split_seed(1234, "val")
