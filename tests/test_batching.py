"""Length-bucketed token batching and padding."""

from __future__ import annotations

import numpy as np
import torch

from nmt.data.batching import collate, make_batches
from nmt.data.subwords import BOS, EOS, PAD


def _lengths(n=500, seed=0):
    rng = np.random.default_rng(seed)
    return rng.integers(1, 60, n), rng.integers(1, 60, n)


def test_every_pair_exactly_once_per_epoch():
    src, tgt = _lengths()
    for epoch in range(3):
        batches = make_batches(src, tgt, batch_tokens=800, seed=7, epoch=epoch)
        seen = np.concatenate(batches)
        assert sorted(seen.tolist()) == list(range(len(src)))


def test_token_budget_respected_and_batches_are_length_homogeneous():
    src, tgt = _lengths()
    for batch in make_batches(src, tgt, batch_tokens=800, seed=1, epoch=0):
        widest = int(np.maximum(src[batch], tgt[batch]).max()) + 1
        assert len(batch) == 1 or len(batch) * widest <= 800
        assert src[batch].max() - src[batch].min() <= 10


def test_same_seed_same_batches_new_epoch_new_order():
    src, tgt = _lengths()
    a = make_batches(src, tgt, 800, seed=3, epoch=0)
    b = make_batches(src, tgt, 800, seed=3, epoch=0)
    c = make_batches(src, tgt, 800, seed=3, epoch=1)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    assert [x.tolist() for x in a] != [x.tolist() for x in c]


def test_sentence_count_batches():
    src, tgt = _lengths(130)
    batches = make_batches(src, tgt, batch_tokens=10, batch_size=64, seed=0, epoch=0)
    assert sorted(len(b) for b in batches) == [2, 64, 64]


def test_collate_shapes_specials_and_padding():
    src = [np.array([5, 6, 7]), np.array([8])]
    tgt = [np.array([9]), np.array([10, 11])]
    batch = collate(src, tgt, np.array([4, 2]))
    assert batch.src.tolist() == [[5, 6, 7, EOS], [8, EOS, PAD, PAD]]
    assert batch.src_lengths.tolist() == [4, 2]
    assert batch.tgt_in.tolist() == [[BOS, 9, PAD], [BOS, 10, 11]]
    assert batch.tgt_out.tolist() == [[9, EOS, PAD], [10, 11, EOS]]
    assert batch.num_tgt_tokens == 5
    assert batch.indices.dtype == torch.int64
