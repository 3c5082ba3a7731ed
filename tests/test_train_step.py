"""The training step's loss normalisation: per target token, or per sentence."""

from __future__ import annotations

import pytest
import torch

from nmt.errors import ConfigError
from nmt.training.config_checks import validate_config
from nmt.training.distributed import Distributed
from nmt.training.run import setup_trainer
from tests.conftest import TINY_MODEL, compose_config

CPU = torch.device("cpu")


def step_gradients(tmp_path, normalization: str) -> tuple[dict[str, torch.Tensor], int, int]:
    """Gradients after one unclipped step on the first batch, its target tokens, sentences."""
    cfg = compose_config(overrides=[*TINY_MODEL, "data.synthetic_sizes.train=200",
                                    "data.synthetic_sizes.val=20", "train.clip_norm=1e9",
                                    f"train.normalization={normalization}"])
    run_dir = tmp_path / normalization
    run_dir.mkdir()
    trainer = setup_trainer(cfg, run_dir, None, None, CPU, Distributed())
    indices = trainer.train_split.batches(cfg.train.batch_tokens, cfg.train.batch_size,
                                          cfg.seed, 0, shuffle=True)[0]
    batch = trainer.train_split.collate(indices)
    assert trainer.train_step(batch)
    grads = {n: p.grad.clone() for n, p in trainer.model.named_parameters() if p.grad is not None}
    return grads, batch.num_tgt_tokens, batch.src.size(0)


def test_per_sentence_gradient_is_the_per_token_one_times_tokens_per_sentence(tmp_path):
    per_token, tokens, sentences = step_gradients(tmp_path, "tokens")
    per_sentence, _, _ = step_gradients(tmp_path, "sents")
    assert tokens > sentences  # so that the two differ
    assert per_sentence.keys() == per_token.keys()
    for name, grad in per_token.items():
        torch.testing.assert_close(per_sentence[name], grad * (tokens / sentences),
                                   rtol=1e-4, atol=1e-7, msg=name)


def test_an_unknown_normalization_names_the_key():
    cfg = compose_config(overrides=["train.normalization=words"])
    with pytest.raises(ConfigError, match="train.normalization"):
        validate_config(cfg)
