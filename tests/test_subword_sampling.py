"""Subword regularisation (data.spm.sampling_alpha): each epoch a fresh segmentation of the
same text, reproducible from the seed, for training batches only."""

from __future__ import annotations

import math
import random
from collections import Counter

import numpy as np
import pytest
import torch

from nmt.checkpoint import load_checkpoint
from nmt.data.lexicon import estimate_lexicon
from nmt.data.sampling import make_sampler
from nmt.engines.loading import load_pretrained
from nmt.errors import ConfigError
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from nmt.training.validation import validate
from tests.examples_data import clean_rows, differing, prepare, rows_of
from tests.processes import one_thread

ROWS = np.arange(100, 164)


# unigram sampling's smoothing; BPE-dropout's probability
ALPHA = {"unigram": "data.spm.sampling_alpha=0.1", "bpe": "data.spm.sampling_alpha=0.2"}


@pytest.fixture(scope="module")
def corpora(tmp_path_factory):
    made = {}

    def corpus_of(model_type: str):
        if model_type not in made:
            made[model_type] = prepare(tmp_path_factory.mktemp(model_type), model_type)
        return made[model_type]

    return corpus_of


@pytest.fixture(params=["unigram", "bpe"])
def corpus(request, corpora):
    return corpora(request.param)


def test_without_changes_the_batches_are_the_prepared_ones(corpus):
    examples = corpus.examples()
    assert examples.transform is None and examples.concat is None
    batches = examples.batches(0, 32, epoch=3)
    reference = corpus.train.batches(0, 32, seed=1, epoch=3, shuffle=True)
    for ours, theirs in zip(batches, reference, strict=True):
        assert np.array_equal(ours, theirs)
        got, want = examples.collate(ours, 3), corpus.train.collate(theirs)
        assert torch.equal(got.src, want.src) and torch.equal(got.tgt_out, want.tgt_out)


def test_each_epoch_samples_a_fresh_segmentation_of_the_same_text(corpus):
    alpha = ALPHA[corpus.model_type]
    examples = corpus.examples(alpha)
    epochs = [rows_of(examples.collate(ROWS, epoch)) for epoch in (0, 1)]
    clean = clean_rows(corpus, ROWS)
    for side, processor in ((0, corpus.subwords.src), (1, corpus.subwords.tgt)):
        texts = processor.decode(clean[side])
        for sampled in epochs:
            assert processor.decode(sampled[side]) == texts  # the same text, pieces apart
            assert differing(sampled[side], clean[side]) > len(ROWS) // 2
        assert differing(epochs[0][side], epochs[1][side]) > len(ROWS) // 2
        assert all(max(ids) < processor.get_piece_size() for ids in epochs[0][side])


def test_sampling_is_reproducible_and_a_rows_segmentation_is_its_own(corpus):
    alpha = ALPHA[corpus.model_type]
    first = rows_of(corpus.examples(alpha).collate(ROWS, 2))
    # another object, the rows in another order and batch: the same segmentation per row
    again = rows_of(corpus.examples(alpha).collate(ROWS[::-1][:40].copy(), 2))
    assert list(again) == [side[::-1][:40] for side in first]
    other_seed = rows_of(corpus.examples(alpha, seed=2).collate(ROWS, 2))
    assert differing(other_seed[0], first[0]) > len(ROWS) // 2


def test_bad_sampling_values_are_refused_by_key(corpus):
    with pytest.raises(ConfigError, match="data.spm.sampling_alpha=-0.1"):
        corpus.examples("data.spm.sampling_alpha=-0.1")
    if corpus.model_type == "bpe":
        with pytest.raises(ConfigError, match="BPE-dropout's probability"):
            corpus.examples("data.spm.sampling_alpha=1.0")


def test_validation_and_the_lexicon_see_the_deterministic_segmentation(corpora, tmp_path):
    corpus = corpora("unigram")
    cfg = corpus.config("data.spm.sampling_alpha=0.1", "data.augment.typos=0.5",
                        "train.batch_size=16", "train.max_steps=4", "train.valid_every=2",
                        "train.lexicon_pairs=0", "train.valid_max_sentences=8")
    with one_thread():
        run_training(cfg, tmp_path, [])
    last = load_checkpoint(tmp_path / "last.pt")
    logged = [r for r in read_metrics(tmp_path / "metrics.jsonl") if r["kind"] == "valid"][-1]
    model = load_pretrained(tmp_path / "last.pt").model
    with one_thread():
        again = validate(model, corpus.dev, corpus.subwords, torch.device("cpu"), cfg.train)
    assert logged["loss"] == pytest.approx(again.loss, abs=1e-6)
    assert logged["bleu"] == pytest.approx(again.bleu, abs=1e-9)
    lexicon = estimate_lexicon(corpus.train.src_ids, corpus.train.tgt_ids,
                               corpus.subwords.src_vocab_size, corpus.subwords.tgt_vocab_size)
    for name, array in lexicon.arrays().items():
        assert np.array_equal(last["lexicon"][name].numpy(), array)


def test_unigram_samples_follow_the_models_distribution(corpora):
    processor = corpora("unigram").subwords.src
    word, alpha, draws = "Frauen", 0.5, 4000
    # SentencePiece's n-best list of a short word is every segmentation, with its score
    nbest = processor.nbest_encode(word, nbest_size=512, return_type="proto").nbests
    weights = {tuple(p.id for p in n.pieces): math.exp(alpha * n.score) for n in nbest}
    assert 5 < len(weights) < 512  # all of them
    sampler, rng = make_sampler(processor, "unigram", alpha), random.Random(0)
    seen = Counter(tuple(sampler(word, rng)) for _ in range(draws))
    assert set(seen) <= set(weights)
    total = sum(weights.values())
    for ids, weight in weights.items():
        expected = draws * weight / total
        assert abs(seen[ids] - expected) < 4 * math.sqrt(expected) + 3, (ids, expected)
    # a very large alpha is the deterministic (Viterbi) segmentation
    sharp = make_sampler(processor, "unigram", 1000.0)
    lines = [processor.decode(ids.tolist()) for ids in corpora("unigram").train.src_ids[:300]]
    assert [sharp(line, rng) for line in lines] == processor.encode(lines)


def test_bpe_dropout_merges_as_bpe_does_and_drops_merges(corpora):
    processor = corpora("bpe").subwords.src
    lines = [processor.decode(ids.tolist()) for ids in corpora("bpe").train.src_ids[:300]]
    rng = random.Random(0)
    assert [make_sampler(processor, "bpe", 0.0)(line, rng) for line in lines] == \
        processor.encode(lines)
    every = make_sampler(processor, "bpe", 1.0)(lines[0], rng)  # every merge dropped
    assert [processor.id_to_piece(i) for i in every] == list(processor.normalize(lines[0]))
    some = [make_sampler(processor, "bpe", 0.1)(line, rng) for line in lines]
    assert processor.decode(some) == lines
    lengths = sum(map(len, some)) / sum(map(len, processor.encode(lines)))
    assert 1.05 < lengths < 2.0  # more, shorter pieces


def test_a_character_no_piece_covers_has_no_sampled_segmentation(corpora):
    for model_type in ("unigram", "bpe"):
        processor = corpora(model_type).subwords.src
        sampler = make_sampler(processor, model_type, 0.1)
        assert sampler("Ein Mann 漢", random.Random(0)) is None
        assert sampler("Ein Mann", random.Random(0)) is not None
