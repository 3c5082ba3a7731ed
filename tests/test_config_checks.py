"""Impossible configs fail at start, naming the key and what is valid, before any work."""

from __future__ import annotations

import pytest

from nmt.apps.cli import unknown_key_error
from nmt.apps.translate import check_options
from nmt.config import TrainAppConfig, TranslateAppConfig
from nmt.errors import ConfigError
from nmt.training.run import run_training
from tests.conftest import TINY_MODEL, compose_config

BAD = {
    "dot score, sizes differ": (
        ["model=luong", "model.attention.score=dot", "model.hidden_size=32",
         "model.enc_hidden_size=8"],
        "model.attention.score=dot needs the decoder state and the encoder states of one size"),
    "local window D of 0": (
        ["model=luong", "model.attention.align=local_m", "model.attention.window=0"],
        "model.attention.window=0: D must be at least 1"),
    "unknown score": (["model.attention.score=bilinear"],
                      "model.attention.score='bilinear' is not one of: dot, scaled_dot, general"),
    "unknown decoder": (["model.decoder=lstm"], "model.decoder='lstm' is not one of: "),
    "unknown device": (["device=tpu"], "device='tpu' is not one of auto, cpu, cuda, cuda:N"),
    "nccl on the CPU": (["device=cpu", "dist_backend=nccl"],
                        "dist_backend=nccl reduces tensors on CUDA GPUs, and this run trains on "
                        "cpu: use dist_backend=gloo (or auto)"),
    "unknown backend": (["dist_backend=mpi"], "dist_backend='mpi' is not one of auto, nccl, gloo"),
    "unknown precision": (["train.precision=fp16"],
                          "train.precision='fp16' is not one of fp32, bf16"),
    "negative size": (["model.hidden_size=-4"], "model.hidden_size=-4 must be at least 1"),
    "negative encoder size": (["model.enc_hidden_size=-2"],
                              "model.enc_hidden_size=-2 must be at least 1, or null"),
    "zero learning rate": (["train.lr=0"], "train.lr=0.0 must be > 0"),
    "log_every 0": (["train.log_every=0"], "train.log_every=0 must be at least 1"),
    "moving average of decay 1": (["train.ema_decay=1"],
                                  "train.ema_decay=1.0 must be in [0, 1) (0 = no moving average)"),
    "one beta": (["train.betas=[0.9]"], r"train.betas=[0.9] must be two numbers in [0, 1)"),
    "max_len below min_len": (["data.min_len=5", "data.max_len=3"],
                              "data.max_len=3 must be at least 1 and at least data.min_len=5"),
    "unknown scheduler": (["train.scheduler=noam"],
                          "train.scheduler='noam' is not one of constant, plateau, cosine"),
    "unknown subword model": (["data.spm.model_type=word"],
                              "data.spm.model_type='word' is not one of unigram, bpe"),
    "unknown corpus kind": (["data.kind=csv"], "data.kind='csv' is not one of: "),
    "text corpus, no folder": (["data=text"], "data.dir is not set: the folder that holds"),
    "a key left missing": (["data=multi30k", "data.src_lang=???"],
                           "these keys need a value: data.src_lang (e.g. data.src_lang=...)"),
}


@pytest.mark.parametrize("case", BAD)
def test_impossible_config_fails_before_anything_is_written(tmp_path, case):
    overrides, message = BAD[case]
    run_dir = tmp_path / "run"
    with pytest.raises(ConfigError) as err:
        run_training(compose_config(overrides=[*TINY_MODEL, *overrides]), run_dir, [])
    assert message in str(err.value)
    assert not run_dir.exists()  # no data read, no SentencePiece, not even the directory


@pytest.mark.parametrize("overrides, message", [
    (["beam=0"], "beam=0 must be at least 1"),
    (["max_input_len=0"], "max_input_len=0 must be at least 1"),
    (["device=gpu"], "device='gpu' is not one of auto, cpu, cuda, cuda:N"),
])
def test_translate_options_are_checked_before_the_checkpoint_is_read(overrides, message):
    cfg = compose_config("translate", ["checkpoint=/no/such/file.pt", *overrides])
    with pytest.raises(ConfigError, match=message):
        check_options(cfg)


def test_unknown_keys_list_the_valid_keys_at_their_level():
    assert unknown_key_error(TrainAppConfig, "train.lr") is None
    assert unknown_key_error(TrainAppConfig, "data.synthetic_sizes.dev") is None  # a dict
    message = unknown_key_error(TrainAppConfig, "model.attention.scroe")
    assert message.startswith("model.attention.scroe: no such config key; did you mean "
                              "`score`? The keys under model.attention are: score, align, "
                              "distribution, window")
    assert "did you mean `beam`? The keys at the top level are: beam, nbest, alpha" in \
        unknown_key_error(TranslateAppConfig, "beem")
    # no suggestion where no key is near
    assert unknown_key_error(TrainAppConfig, "train.zzz").startswith(
        "train.zzz: no such config key; the keys under train are: max_epochs")
