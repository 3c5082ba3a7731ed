"""data.augment: each change does what it says to the examples of a batch, to the share of
pairs asked, drawn afresh each epoch and reproducibly (real Multi30k pairs and models)."""

from __future__ import annotations

import logging

import numpy as np
import pytest
from omegaconf import OmegaConf

from nmt.config import AugmentConfig
from nmt.data.augment import Augmentation
from nmt.data.draws import example_keys
from nmt.errors import ConfigError
from nmt.text.title_case import title_case
from nmt.text.translit import transliterate
from tests.examples_data import TRAIN_PAIRS, clean_rows, prepare, rows_of

ROWS = np.arange(0, 200)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return prepare(tmp_path_factory.mktemp("augment"))


def texts(corpus, side: int, ids: list[list[int]]) -> list[str]:
    return (corpus.subwords.src, corpus.subwords.tgt)[side].decode(ids)


def changed_texts(corpus, key: str):
    """Clean and changed texts of ROWS with data.augment.KEY=1: ((src, tgt), (src, tgt)),
    the changed and the clean ids, and the transform's counts."""
    examples = corpus.examples(f"data.augment.{key}=1")
    ids = rows_of(examples.collate(ROWS, 0))
    clean = clean_rows(corpus, ROWS)
    return ([texts(corpus, s, clean[s]) for s in (0, 1)],
            [texts(corpus, s, ids[s]) for s in (0, 1)], ids, clean, examples.transform.counts)


@pytest.mark.parametrize("key,src_change,tgt_change", [
    ("upper", str.upper, str.upper),
    ("title", title_case, title_case),
    ("lower", str.lower, None),
    ("translit", lambda text: transliterate(text, "de"), None),
])
def test_each_change_does_what_it_says_to_each_side(corpus, key, src_change, tgt_change):
    (src, tgt), (new_src, new_tgt), ids, clean, counts = changed_texts(corpus, key)
    kept = 0
    for row in range(len(ROWS)):
        if ids[0][row] == clean[0][row] and ids[1][row] == clean[1][row]:
            kept += 1  # a letter the small vocabulary lacks, too long, or no change to make
            continue
        assert new_src[row] == src_change(src[row])
        if tgt_change is None:
            assert ids[1][row] == clean[1][row]  # the target's very ids
        else:
            assert new_tgt[row] == tgt_change(tgt[row])
    unchanged = sum(src_change(text) == text for text in src)
    assert kept == unchanged + counts["new_unknown"] + counts["too_long"]
    assert len(ROWS) - kept > 0.4 * (len(ROWS) - unchanged)


def test_typos_change_the_source_by_a_few_letters_and_keep_the_target(corpus):
    (src, _), (new_src, _), ids, clean, _ = changed_texts(corpus, "typos")
    assert ids[1] == clean[1]
    assert sum(a != b for a, b in zip(src, new_src, strict=True)) > 0.8 * len(ROWS)
    # one edit: the lengths differ by one letter at most
    assert all(abs(len(a) - len(b)) <= 1 for a, b in zip(src, new_src, strict=True))


def test_shares_exclusive_casings_fresh_epochs_and_reproducible(corpus):
    overrides = ("data.augment.upper=0.2", "data.augment.title=0.2", "data.augment.lower=0.2",
                 "data.augment.translit=0.3", "data.augment.typos=0.3")
    cfg = corpus.config(*overrides).data.augment
    augmentation = Augmentation(cfg, "de", "en")
    rows = np.arange(TRAIN_PAIRS)
    first = augmentation.draw(example_keys(1, 0, rows))
    for value, share in ((1, 0.2), (2, 0.2), (3, 0.2), (0, 0.4)):
        assert abs(np.mean(first.casing == value) - share) < 0.05
    assert abs(first.translit.mean() - 0.3) < 0.05 and abs(first.typos.mean() - 0.3) < 0.05
    # independent of the casing: about 0.3 of the upper-cased pairs have typos too
    assert abs(first.typos[first.casing == 1].mean() - 0.3) < 0.1
    again = Augmentation(cfg, "de", "en").draw(example_keys(1, 0, rows))
    assert np.array_equal(again.casing, first.casing)
    later = augmentation.draw(example_keys(1, 1, rows))
    assert np.mean(later.casing != first.casing) > 0.4
    # the same batch collated twice, or by another object, is the same
    a = rows_of(corpus.examples(*overrides).collate(ROWS, 3))
    assert a == rows_of(corpus.examples(*overrides).collate(ROWS, 3))
    assert a != rows_of(corpus.examples(*overrides).collate(ROWS, 4))


def test_a_language_without_a_table_is_said_and_left_as_it_is(caplog):
    cfg = OmegaConf.structured(AugmentConfig(translit=0.5))
    with caplog.at_level(logging.WARNING):
        augmentation = Augmentation(cfg, "en", "de")
    assert "no transliteration table for the source language 'en'" in caplog.text
    assert not augmentation.active
    assert not augmentation.draw(example_keys(1, 0, np.arange(100))).translit.any()


def test_training_examples_say_once_that_a_language_has_no_table(corpus, caplog):
    with caplog.at_level(logging.WARNING):
        examples = corpus.examples("data.src_lang=en", "data.augment.translit=0.5",
                                   "data.augment.typos=0.2")
    assert caplog.text.count("no transliteration table") == 1
    assert "data.augment.translit=0.5:" in caplog.text
    assert examples.factors is not None and tuple(examples.factors.translit) == (1.0, 1.0)


@pytest.mark.parametrize("override,message", [
    ("data.augment.upper=1.5", "data.augment.upper=1.5 must be a share from 0 to 1"),
    ("data.augment.lower=0.6", "upper + title + lower = 1.1 must be at most 1"),
    ("data.augment.typos_per_sentence=0.5", "typos_per_sentence=0.5 must be at least 1"),
])
def test_bad_shares_are_refused_by_key(corpus, override, message):
    with pytest.raises(ConfigError, match=message.replace("+", r"\+")):
        corpus.examples("data.augment.upper=0.5", override)


def test_batches_are_cut_by_the_estimated_lengths_of_the_changed_examples(corpus):
    examples = corpus.examples("data.augment.upper=0.3", "data.augment.lower=0.2")
    factors = examples.factors
    assert factors.casing[0].min() > 1.3  # capitals take more pieces, on both sides
    assert factors.casing[2][0] > 1.0 and factors.casing[2][1] == 1.0  # lower: the source
    assert factors.casing[1].tolist() == [1.0, 1.0]  # title is off
    plan = examples.epoch(0)

    def padding(batches) -> float:
        real = width = 0
        for numbers in batches:
            batch = examples.collate(numbers, 0)
            real, width = real + int(batch.src_lengths.sum()), width + batch.src.numel()
        return 1 - real / width

    # the same examples in batches cut by their clean lengths carry more padding
    clean_cut = [np.searchsorted(plan.starts, rows)
                 for rows in corpus.train.batches(0, 16, seed=1, epoch=0, shuffle=True)]
    assert padding(examples.batches(0, 16, 0)) < padding(clean_cut) - 0.05
