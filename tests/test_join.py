"""``data.join=K``: long inputs from a corpus of short sentences, every split's K consecutive
pairs joined into one, and the experiment that trains on them (luong_table4_long)."""

from __future__ import annotations

import pytest

from nmt.data.corpus import load_split
from nmt.data.pairs import TextPairs, join_pairs
from nmt.errors import ConfigError
from nmt.training.run import run_training
from tests.conftest import compose_config
from tests.corpora import multi30k_pairs, text_corpus
from tests.test_sweeps import _hydra_config


def test_join_groups_consecutive_pairs_and_keeps_a_short_last_group():
    pairs = TextPairs([f"s{i}" for i in range(7)], [f"t{i}" for i in range(7)])
    joined = join_pairs(pairs, 3)
    assert joined.src == ["s0 s1 s2", "s3 s4 s5", "s6"]
    assert joined.tgt == ["t0 t1 t2", "t3 t4 t5", "t6"]
    assert join_pairs(pairs, 1) is pairs
    assert join_pairs(pairs, 10).src == [" ".join(pairs.src)]


@pytest.mark.parametrize("k", [0, -2])
def test_join_below_one_names_the_key(k):
    with pytest.raises(ConfigError, match=f"data.join={k} must be at least 1"):
        join_pairs(TextPairs(["a"], ["b"]), k)


def test_every_split_of_a_corpus_is_joined(tmp_path):
    folder = text_corpus(tmp_path / "corpus")
    expected = multi30k_pairs()
    for split in ("train", "val", "test"):
        cfg = compose_config("config", ["data=text", f"data.dir={folder}", "data.src_lang=de",
                                        "data.tgt_lang=en", "data.join=4"]).data
        pairs = load_split(cfg, split)
        rows = expected[split]
        assert len(pairs) == -(-len(rows) // 4)
        assert pairs.src[1] == " ".join(de for de, _ in rows[4:8])
        assert pairs.tgt[-1] == " ".join(en for _, en in rows[(len(pairs) - 1) * 4:])


def test_training_with_a_bad_join_stops_at_start_naming_the_key(tmp_path):
    cfg = compose_config("config", ["data.join=0", "train.max_steps=1"])
    with pytest.raises(ConfigError, match="data.join=0"):
        run_training(cfg, tmp_path / "run", [])
    assert not (tmp_path / "run" / "last.pt").exists()


def test_table4_long_is_table1_on_joined_pairs():
    long = compose_config("config", ["experiment=luong_table4_long",
                                     "+experiment/luong_table1=local_p_general"])
    table1 = compose_config("config", ["experiment=luong_table1_multi30k",
                                       "+experiment/luong_table1=local_p_general"])
    assert long.data.join == 4 and table1.data.join == 1
    assert long.model == table1.model and long.train == table1.train
    assert long.data.spm == table1.data.spm and long.data.max_len == 4 * table1.data.max_len


def test_table4_long_sweeps_global_local_m_local_p_by_dot_and_general():
    hydra_cfg = _hydra_config(["experiment=luong_table4_long"])
    swept = hydra_cfg.sweeper.params["+experiment/luong_table1"].split(",")
    assert sorted(swept) == sorted(f"{align}_{score}" for align in ("global", "local_m", "local_p")
                                   for score in ("dot", "general"))
    assert hydra_cfg.sweep.dir.startswith("multirun/luong_table4_long/")
