"""Attention variants chosen on the nmt-train command line: a local-p Luong model trains and
evaluates end to end; a combination that cannot work stops before training, naming its keys."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import compose_config

TINY_RUN = ["model.emb_size=16", "model.hidden_size=32", "model.dropout=0.0",
            "data.synthetic_sizes={train:200,val:20,test:20}", "data.synthetic_max_words=6",
            "train.max_steps=4", "train.batch_size=16", "train.valid_every=4", "device=cpu"]


def nmt(app: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", f"nmt.apps.{app}", *args], capture_output=True,
                          text=True)


def test_luong_local_p_general_trains_and_evaluates_from_the_command_line(tmp_path):
    run = nmt("train", "model=luong", "model.attention.align=local_p",
              "model.attention.score=general", *TINY_RUN, f"hydra.run.dir={tmp_path}")
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "best.pt").is_file()
    evaluate = nmt("evaluate", f"checkpoint={tmp_path / 'best.pt'}",
                   f"hydra.run.dir={tmp_path / 'evaluate'}", "device=cpu")
    assert evaluate.returncode == 0, evaluate.stderr
    assert "BLEU" in evaluate.stdout


def test_an_impossible_combination_stops_before_training(tmp_path):
    run = nmt("train", "model=luong", "model.attention.score=dot",
              "model.attention.coverage=true", *TINY_RUN, f"hydra.run.dir={tmp_path}")
    assert run.returncode == 2
    assert "error: model.attention.coverage=true needs a score with a hidden layer " \
           "(additive or concat), not model.attention.score='dot'" in run.stderr
    assert not list(tmp_path.glob("*.pt"))


@pytest.mark.parametrize("model", ["rnnsearch", "luong", "no_attention"])
def test_model_configs_compose(model):
    cfg = compose_config(overrides=[f"model={model}"])
    assert cfg.model.decoder == model
