"""The real Multi30k files (the slice shipped with the tests): load, train a few steps,
evaluate (outputs in a temp dir)."""

from __future__ import annotations

from omegaconf import OmegaConf

from nmt.config import DataConfig
from nmt.data.corpus import load_split
from tests.cli import bleu_from, run_cli
from tests.conftest import MULTI30K_LINES


def test_multi30k_splits_load(multi30k_dir):
    cfg = OmegaConf.structured(DataConfig(kind="text", dir=str(multi30k_dir), src_lang="de",
                                          tgt_lang="en"))
    train, val = load_split(cfg, "train"), load_split(cfg, "val")
    assert (len(train), len(val)) == (MULTI30K_LINES["train"], MULTI30K_LINES["val"])
    assert train.src[0].startswith("Zwei junge weiße Männer")


def test_multi30k_trains_a_few_steps_and_evaluates(multi30k_dir, tmp_path):
    run = tmp_path / "run"
    run_cli("train", "data=multi30k", f"data.dir={multi30k_dir}", f"hydra.run.dir={run}",
            "data.spm.vocab_size=1000", "model.emb_size=32", "model.hidden_size=64",
            "train.max_steps=15", "train.valid_max_sentences=50", "train.log_every=5")
    out = run_cli("evaluate", f"checkpoint={run / 'best.pt'}", "data=multi30k",
                  "data.split=val", f"hydra.run.dir={tmp_path / 'eval'}", "max_len_a=0.5",
                  "max_len_b=5")
    assert "multi30k val (1014 sentences, de->en" in out.stdout
    assert 0.0 <= bleu_from(out.stdout) < 100.0
    assert len((tmp_path / "eval" / "hyp.val.en").read_text().splitlines()) == 1014
