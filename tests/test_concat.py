"""data.concat: examples of 2 to K consecutive pairs joined, drawn afresh each epoch from the
seed, within data.max_len, batched by their joined lengths (real Multi30k pairs)."""

from __future__ import annotations

import numpy as np
import pytest

from nmt.data.concat import draw_runs
from nmt.errors import ConfigError
from tests.examples_data import TRAIN_PAIRS, prepare, rows_of

MAX_LEN = 80


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return prepare(tmp_path_factory.mktemp("concat"))


def plan(corpus, share=0.5, most=4, seed=1):
    return corpus.examples(f"data.concat.share={share}", f"data.concat.max={most}",
                           f"data.max_len={MAX_LEN}", seed=seed)


def test_examples_are_consecutive_rows_in_use_each_row_once_within_max_len(corpus):
    examples = plan(corpus)
    in_use = set(examples.split.rows().tolist())
    assert len(in_use) < TRAIN_PAIRS  # data.max_len=80 leaves some pairs out
    for epoch in range(2):
        epoch_examples = examples.epoch(epoch)
        starts, counts = epoch_examples.starts, epoch_examples.counts
        rows = np.concatenate([np.arange(s, s + c) for s, c in zip(starts, counts, strict=True)])
        assert sorted(rows.tolist()) == sorted(in_use)  # every row in use once, no other
        assert counts.min() >= 1 and counts.max() <= 4
        # 0.5 of the runs drawn, some shortened or cut to single pairs by data.max_len
        assert 0.25 < epoch_examples.joined / len(epoch_examples) < 0.5
        for side in (corpus.train.tokens.src, corpus.train.tokens.tgt):
            joined = [sum(side.length(r) for r in range(s, s + c))
                      for s, c in zip(starts, counts, strict=True)]
            assert max(joined) <= MAX_LEN
        # the batches hold every example once, cut by the joined lengths
        batches = examples.batches(0, 16, epoch)
        numbers = np.concatenate(list(batches))
        assert sorted(numbers.tolist()) == list(range(len(epoch_examples)))
    assert not np.array_equal(examples.epoch(0).starts, examples.epoch(1).starts)


def test_a_joined_example_is_its_pairs_text_joined_with_a_space(corpus):
    examples = plan(corpus)
    epoch_examples = examples.epoch(3)
    numbers = np.flatnonzero(epoch_examples.counts > 1)[:50]
    src, tgt = rows_of(examples.collate(numbers, 3))
    for number, src_ids, tgt_ids in zip(numbers, src, tgt, strict=True):
        first, count = epoch_examples.starts[number], epoch_examples.counts[number]
        for side, ids, processor in ((corpus.train.tokens.src, src_ids, corpus.subwords.src),
                                     (corpus.train.tokens.tgt, tgt_ids, corpus.subwords.tgt)):
            pieces = [side[row].tolist() for row in range(first, first + count)]
            assert ids == [piece for row in pieces for piece in row]
            # what SentencePiece makes of the joined text: the same ids
            assert processor.encode(" ".join(processor.decode(pieces))) == ids


def test_the_plan_is_reproducible_and_its_seed_matters(corpus):
    first, again, other = plan(corpus), plan(corpus), plan(corpus, seed=2)
    assert np.array_equal(first.epoch(5).starts, again.epoch(5).starts)
    assert np.array_equal(first.epoch(5).counts, again.epoch(5).counts)
    assert not np.array_equal(first.epoch(5).starts, other.epoch(5).starts)


def test_joined_examples_change_on_the_fly_with_the_rest(corpus):
    examples = corpus.examples("data.concat.share=1", "data.concat.max=2",
                               "data.augment.upper=1")
    epoch_examples = examples.epoch(0)
    numbers = np.flatnonzero(epoch_examples.counts == 2)[:20]
    src, _ = rows_of(examples.collate(numbers, 0))
    for number, ids in zip(numbers, src, strict=True):
        text = corpus.subwords.src.decode(ids)
        first = epoch_examples.starts[number]
        clean = [corpus.subwords.src.decode(corpus.train.tokens.src[r].tolist())
                 for r in (first, first + 1)]
        assert text in (" ".join(clean), " ".join(clean).upper())  # kept, or in capitals


def test_runs_are_drawn_by_share_and_cover_the_rows_in_order():
    rng = np.random.default_rng(0)
    starts, counts = draw_runs(100_000, 0.3, 5, rng)
    assert starts[0] == 0 and np.array_equal(starts[1:], (starts + counts)[:-1])
    assert (starts + counts)[-1] == 100_000
    several = counts > 1
    assert abs(several.mean() - 0.3) < 0.01
    assert set(np.unique(counts[several])) == {2, 3, 4, 5}
    assert draw_runs(1, 0.5, 3, rng)[1].tolist() == [1]


def test_bad_values_are_refused_by_key(corpus):
    with pytest.raises(ConfigError, match="data.concat.share=1.5"):
        corpus.examples("data.concat.share=1.5")
    with pytest.raises(ConfigError, match="data.concat.max=1 must be from 2 to 100"):
        corpus.examples("data.concat.share=0.5", "data.concat.max=1")
