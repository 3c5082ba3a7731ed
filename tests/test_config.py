"""Hydra composition of the packaged configs: groups, typed schema, --help."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hydra.errors import ConfigCompositionException
from omegaconf.errors import ValidationError

from nmt.apps.config_keys import config_keys
from nmt.apps.overrides import apply_overrides
from nmt.config import APP_SCHEMAS
from tests.conftest import compose_config


def test_default_is_rnnsearch_on_the_synthetic_corpus():
    cfg = compose_config()
    assert cfg.data.kind == "synthetic" and cfg.model.decoder == "rnnsearch"
    assert cfg.model.attention.score == "additive"


def test_groups_and_the_keys_users_rely_on():
    cfg = compose_config(overrides=[
        "data=multi30k", "data.dir=/x", "data.split=val", "data.src_lang=fr",
        "data.tgt_lang=en", "model=luong", "model.hidden_size=64", "train.max_epochs=3",
        "train.max_steps=9", "train.lr=0.01", "train.batch_tokens=100", "device=cpu",
        "resume=/r/last.pt", "seed=5"])
    assert (cfg.data.dir, cfg.data.src_lang, cfg.model.decoder, cfg.model.hidden_size) == (
        "/x", "fr", "luong", 64)
    assert (cfg.train.max_steps, cfg.train.lr, cfg.seed, cfg.resume) == (9, 0.01, 5, "/r/last.pt")


def test_unknown_key_fails_at_composition():
    with pytest.raises(ConfigCompositionException, match="lr_typo"):
        compose_config(overrides=["train.lr_typo=1"])


def test_wrong_type_fails_at_composition():
    with pytest.raises((ConfigCompositionException, ValidationError)):
        compose_config(overrides=["train.max_epochs=many"])


def test_evaluate_and_translate_configs_compose():
    assert compose_config("evaluate", ["checkpoint=x.pt"]).beam == 1
    assert compose_config("translate", ["checkpoint=x.pt"]).show_attention is False


@pytest.mark.parametrize("app", ["train", "prepare", "evaluate", "translate"])
def test_help_prints_groups_and_every_option_with_its_help(app):
    out = subprocess.run([sys.executable, "-m", f"nmt.apps.{app}", "--help", "seed=7"]
                         if app == "train" else
                         [sys.executable, "-m", f"nmt.apps.{app}", "--help"],
                         capture_output=True, text=True, check=True).stdout
    assert f"nmt-{app}" in out and "== Options (key=value" in out
    if app != "translate":
        assert "data: hf, iwslt2017, multi30k, synthetic, text, wmt14" in out
    flat = " ".join(out.split())
    for key in config_keys(APP_SCHEMAS[f"nmt-{app}"]):
        if not key.nested:  # each key, its value on this command line and its help text
            assert f" {key.key}=" in flat and " ".join(key.help.split()) in flat, key.key
    if app == "train":
        assert " seed=7 (int)" in flat  # the command line's value, not the default
        assert " model.attention.score=additive (dot | scaled_dot | general | additive" in flat
        assert " train.decoding.precision=${..precision} (fp32 | bf16 | int8)" in flat


def test_cli_rejects_unknown_key_before_training(tmp_path):
    run = subprocess.run([sys.executable, "-m", "nmt.train", "train.lr_typo=1",
                          f"hydra.run.dir={tmp_path}"], capture_output=True, text=True)
    assert run.returncode == 2
    assert "error: train.lr_typo: no such config key; the keys under train are: max_epochs, " \
        "max_steps, lr," in run.stderr
    assert not list(tmp_path.glob("*.pt"))


def test_reference_experiment_is_a_delta_over_the_groups():
    cfg = compose_config(overrides=["experiment=reference", "data.dir=/data/multi30k"])
    assert (cfg.data.name, cfg.data.dir, cfg.model.decoder) == ("multi30k", "/data/multi30k",
                                                                  "luong")
    assert (cfg.model.emb_size, cfg.model.hidden_size, cfg.model.enc_hidden_size) == (256, 512,
                                                                                         256)
    assert cfg.model.attention.score == "general" and cfg.model.input_feeding
    assert (cfg.train.batch_size, cfg.train.clip_norm, cfg.data.spm.vocab_size) == (64, 5.0, 8000)
    assert (cfg.train.normalization, cfg.train.ema_decay) == ("sents", 0.999)


def test_training_decodes_with_the_one_decoding_options_type_in_the_training_precision():
    from nmt.config import DecodingOptions
    from nmt.training.validation import validation_options

    cfg = compose_config(overrides=["train.precision=bf16", "train.decoding.beam=3"])
    assert validation_options(cfg.train) == DecodingOptions(beam=3, batch_size=64,
                                                            precision="bf16")
    cfg = compose_config(overrides=["train.decoding.precision=fp32", "train.precision=bf16"])
    assert validation_options(cfg.train).precision == "fp32"


def test_the_earlier_validation_keys_still_work_and_move_into_train_decoding(caplog):
    from nmt.config import migrate_legacy_keys

    cfg = compose_config(overrides=["train.valid_beam=4", "train.valid_alpha=0.6",
                                    "train.max_len_a=2.0", "train.max_len_b=3"])
    with caplog.at_level("WARNING"):
        migrate_legacy_keys(cfg)
    decoding = cfg.train.decoding
    assert (decoding.beam, decoding.alpha, decoding.max_len_a, decoding.max_len_b) == (
        4, 0.6, 2.0, 3)
    assert cfg.train.valid_beam is None and cfg.train.max_len_a is None
    assert "train.valid_beam is now train.decoding.beam" in caplog.text


def test_a_resumed_run_takes_the_same_command_line_with_its_group_choices_left_out():
    started = ["experiment=luong_table4_long", "+experiment/luong_table1=local_p_general",
               "seed=2"]
    stored = compose_config(overrides=started)
    again = [*started, "train.max_steps=9", "model=rnnsearch", "hydra.run.dir=/tmp/run"]
    resumed = apply_overrides(stored, again)
    assert resumed.train.max_steps == 9 and resumed.seed == 2
    assert resumed.model == stored.model and resumed.data == stored.data
    assert stored.model.attention.align == "local_p" and stored.data.join == 4
