"""Length-bucketed token batching (nmt.data.batch_index) and padding."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
import torch

from nmt.data.batch_index import BatchIndex, cut_bounds, sort_by_length
from nmt.data.batching import collate
from nmt.data.subwords import BOS, EOS, PAD


def _lengths(n=500, seed=0):
    rng = np.random.default_rng(seed)
    return rng.integers(1, 60, n), rng.integers(1, 60, n)


def _batches(src, tgt, *args, **kwargs) -> list[np.ndarray]:
    return list(BatchIndex.from_lengths(src, tgt).batches(*args, **kwargs))


def test_every_pair_exactly_once_per_epoch():
    src, tgt = _lengths()
    for epoch in range(3):
        batches = _batches(src, tgt, batch_tokens=800, seed=7, epoch=epoch)
        seen = np.concatenate(batches)
        assert sorted(seen.tolist()) == list(range(len(src)))


def test_token_budget_respected_and_batches_are_length_homogeneous():
    src, tgt = _lengths()
    for batch in _batches(src, tgt, batch_tokens=800, seed=1, epoch=0):
        widest = int(np.maximum(src[batch], tgt[batch]).max()) + 1
        assert len(batch) == 1 or len(batch) * widest <= 800
        assert src[batch].max() - src[batch].min() <= 10


def test_greedy_cut_fills_each_batch_as_far_as_the_budget_allows():
    src, tgt = _lengths()
    order = np.lexsort((tgt, src))
    widest = np.maximum(src, tgt)[order] + 1
    bounds = cut_bounds(sort_by_length(src, tgt)[1], 800, 0)
    for start, end in itertools.pairwise(bounds.tolist()):
        if end < len(src):  # one more sentence would not have fitted
            assert (end + 1 - start) * widest[start : end + 1].max() > 800


def test_same_seed_same_batches_new_epoch_new_order_and_new_neighbours():
    src, tgt = _lengths(2000, seed=4)
    a = _batches(src, tgt, 800, seed=3, epoch=0)
    b = _batches(src, tgt, 800, seed=3, epoch=0)
    c = _batches(src, tgt, 800, seed=3, epoch=1)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    assert [x.tolist() for x in a] != [x.tolist() for x in c]
    together = {frozenset(x.tolist()) for x in a}
    assert together != {frozenset(x.tolist()) for x in c}  # not only the order of batches


def test_sentence_count_batches_and_unshuffled_order_is_by_length():
    src, tgt = _lengths(130)
    batches = _batches(src, tgt, batch_tokens=10, batch_size=64, seed=0, epoch=0)
    assert sorted(len(b) for b in batches) == [2, 64, 64]
    rows = np.concatenate(_batches(src, tgt, 800, shuffle=False))
    assert np.all(np.diff(src[rows]) >= 0)


def test_within_keeps_exactly_the_rows_inside_the_limits():
    src, tgt = _lengths()
    index = BatchIndex.from_lengths(src, tgt).within(5, 40)
    expected = np.flatnonzero((src >= 5) & (tgt >= 5) & (src <= 40) & (tgt <= 40))
    assert index.rows().tolist() == expected.tolist()
    assert sorted(np.concatenate(list(index.batches(800))).tolist()) == expected.tolist()


@pytest.mark.parametrize("count", [0, 1, 7])
def test_tiny_and_empty_splits(count):
    src = tgt = np.arange(1, count + 1)
    batches = _batches(src, tgt, 800)
    assert sorted(np.concatenate([np.empty(0, np.int64), *batches]).tolist()) == \
        list(range(count))


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
