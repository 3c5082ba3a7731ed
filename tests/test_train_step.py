"""The training step's loss normalisation: per target token, or per sentence."""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F

from nmt.data.batching import Batch
from nmt.data.subwords import PAD
from nmt.errors import ConfigError
from nmt.training.config_checks import validate_config
from nmt.training.distributed import Distributed
from nmt.training.run import setup_trainer
from nmt.training.trainer import Trainer
from tests.conftest import TINY_MODEL, compose_config

CPU = torch.device("cpu")


def first_batch(tmp_path, *overrides: str) -> tuple[Trainer, Batch]:
    """A tiny model's trainer (no clipping) in a run directory of its own, its first batch."""
    cfg = compose_config(overrides=[*TINY_MODEL, "data.synthetic_sizes.train=200",
                                    "data.synthetic_sizes.val=20", "train.clip_norm=1e9",
                                    *overrides])
    run_dir = tmp_path / "-".join(overrides)
    run_dir.mkdir()
    trainer = setup_trainer(cfg, run_dir, None, None, CPU, Distributed())
    indices = trainer.train_split.batches(cfg.train.batch_tokens, cfg.train.batch_size,
                                          cfg.seed, 0, shuffle=True)[0]
    return trainer, trainer.train_split.collate(indices)


def step_gradients(tmp_path, normalization: str) -> tuple[dict[str, torch.Tensor], int, int]:
    """Gradients after one unclipped step on the first batch, its target tokens, sentences."""
    trainer, batch = first_batch(tmp_path, f"train.normalization={normalization}")
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


@pytest.mark.parametrize("smoothing", [0.0, 0.1])
def test_the_step_gradient_is_that_of_the_cross_entropy_of_every_target_token(tmp_path,
                                                                              smoothing):
    trainer, batch = first_batch(tmp_path, f"train.label_smoothing={smoothing}")
    assert bool((batch.tgt_out == PAD).any())  # the step computes no logits at padding
    before = copy.deepcopy(trainer.model)
    assert trainer.train_step(batch)
    logits = before.logits(batch.src, batch.src_lengths, batch.tgt_in).logits
    F.cross_entropy(logits.transpose(1, 2), batch.tgt_out, ignore_index=PAD,
                    label_smoothing=smoothing, reduction="sum").div(batch.num_tgt_tokens).backward()
    for (name, param), reference in zip(trainer.model.named_parameters(), before.parameters(),
                                        strict=True):
        torch.testing.assert_close(param.grad, reference.grad, rtol=1e-4, atol=1e-7, msg=name)


def test_an_unknown_normalization_names_the_key():
    cfg = compose_config(overrides=["train.normalization=words"])
    with pytest.raises(ConfigError, match="train.normalization"):
        validate_config(cfg)
