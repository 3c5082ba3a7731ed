"""Corpus readers: text files, the synthetic corpus and Hugging Face datasets on disk."""

from __future__ import annotations

import json

import datasets
import pytest
from omegaconf import OmegaConf

from nmt.config import DataConfig
from nmt.data.corpus import describe_split, load_split
from nmt.data.pipeline import prepare_training_data
from nmt.errors import ConfigError, DataError

PAIRS = [("Ein Hund.", "A dog."), ("Zwei Katzen.", "Two cats."), ("Haus", "House")]


def _cfg(**values):
    cfg = OmegaConf.structured(DataConfig())
    for key, value in values.items():
        OmegaConf.update(cfg, key, value)
    return cfg


def test_text_split(tmp_path):
    (tmp_path / "train.de").write_text("".join(p[0] + "\n" for p in PAIRS))
    (tmp_path / "train.en").write_text("".join(p[1] + "\n" for p in PAIRS))
    ds = load_split(_cfg(kind="text", dir=str(tmp_path), src_lang="de", tgt_lang="en"), "train")
    assert list(zip(ds.src, ds.tgt, strict=True)) == PAIRS


def test_text_without_dir_is_a_config_error():
    with pytest.raises(ConfigError, match="data.dir"):
        load_split(_cfg(kind="text"), "train")


def test_hf_saved_to_disk(tmp_path):
    records = [{"translation": {"de": d, "en": e}} for d, e in PAIRS]
    datasets.DatasetDict({"train": datasets.Dataset.from_list(records)}).save_to_disk(
        str(tmp_path / "saved"))
    ds = load_split(_cfg(kind="hf", dir=str(tmp_path / "saved"), src_lang="de", tgt_lang="en"),
                    "train")
    assert list(zip(ds.src, ds.tgt, strict=True)) == PAIRS
    with pytest.raises(DataError, match="no split 'test'"):
        load_split(_cfg(kind="hf", dir=str(tmp_path / "saved"), src_lang="de", tgt_lang="en"),
                   "test")


def test_hf_jsonl_and_language_check(tmp_path):
    with open(tmp_path / "validation.jsonl", "w") as handle:
        for d, e in PAIRS:
            handle.write(json.dumps({"translation": {"de": d, "en": e}}) + "\n")
    ds = load_split(_cfg(kind="hf", dir=str(tmp_path), src_lang="en", tgt_lang="de"),
                    "validation")
    assert ds.src[0] == "A dog." and ds.tgt[0] == "Ein Hund."
    with pytest.raises(DataError, match="not fr"):
        load_split(_cfg(kind="hf", dir=str(tmp_path), src_lang="de", tgt_lang="fr"), "validation")


def test_unknown_synthetic_split():
    with pytest.raises(ConfigError, match="synthetic corpus has the splits"):
        load_split(_cfg(), "dev2")


def test_tokenised_split_is_prepared_and_filtered(tmp_path):
    long_de, long_en = " ".join(["Katzen"] * 40), " ".join(["cats"] * 40)
    for split in ("train", "val"):
        (tmp_path / f"{split}.de").write_text(f"Ein Hund.\n\n{long_de}\n")
        (tmp_path / f"{split}.en").write_text(f"A dog.\nNothing\n{long_en}\n")
    cfg = _cfg(kind="text", dir=str(tmp_path), src_lang="de", tgt_lang="en", max_len=30)
    cfg.spm.vocab_size = 40
    _, train, _ = prepare_training_data(cfg, tmp_path / "run")
    assert len(list((tmp_path / "run" / "cache").glob("train-*"))) == 1
    assert train.rows().tolist() == [0] and len(train.tokens) == 3
    cfg.min_len, cfg.max_len = 100, 200
    with pytest.raises(DataError, match="no sentence pairs left"):
        prepare_training_data(cfg, tmp_path / "run")


def test_a_new_corpus_kind_is_one_class_and_one_registry_entry():
    from nmt.data.corpus_kind import CORPORA, CorpusKind
    from nmt.data.pairs import TextPairs

    @CORPORA.register("test_echo")
    class Echo(CorpusKind):
        def load(self, cfg, split):
            return TextPairs([f"{split} a", f"{split} b"], [f"{split} A", f"{split} B"])

    pairs = load_split(_cfg(kind="test_echo"), "dev")
    assert pairs.src == ["dev a", "dev b"] and pairs.tgt == ["dev A", "dev B"]
    assert describe_split(_cfg(kind="test_echo"), "dev") == f"{_cfg().name} split 'dev'"
