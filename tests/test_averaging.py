"""The moving average of the weights: its arithmetic, what checkpoints hold, exact resume."""

from __future__ import annotations

import pytest
import torch

from nmt.apps.train import resumed_config
from nmt.checkpoint import load_checkpoint
from nmt.engines.loading import load_pretrained
from nmt.training.averaging import averaged_model, warmed_up_decay
from nmt.training.run import run_training
from tests.conftest import compose_config
from tests.processes import TRAIN_ARGS
from tests.test_resume import assert_same_run


def test_decay_warms_up_then_stays_at_the_configured_value():
    assert warmed_up_decay(0.999, 0) == pytest.approx(0.1)
    assert warmed_up_decay(0.999, 90) == pytest.approx(0.91)
    assert warmed_up_decay(0.95, 1000) == 0.95


def test_the_average_copies_first_then_moves_by_one_minus_the_decay():
    model = torch.nn.Linear(3, 2)
    average = averaged_model(model, 0.5)
    with torch.no_grad():
        model.weight.fill_(1.0)
        average.update_parameters(model)  # first update: a copy
        torch.testing.assert_close(average.module.weight, torch.ones(2, 3))
        model.weight.fill_(3.0)
        average.update_parameters(model)  # decay min(0.5, 2/11)
        torch.testing.assert_close(average.module.weight, torch.full((2, 3), 1 + 2 * 9 / 11))
    assert not any(p.requires_grad for p in average.module.parameters())
    assert int(average.n_averaged) == 2


@pytest.mark.usefixtures("one_torch_thread")
def test_checkpoints_hold_the_average_to_translate_with_and_resume_exactly(tmp_path):
    args = [*TRAIN_ARGS, "train.ema_decay=0.9", "train.max_steps=20", "train.valid_every=10"]
    run_training(compose_config(overrides=args), tmp_path / "reference", [])
    last = load_checkpoint(tmp_path / "reference" / "last.pt")
    assert last["averaged_steps"] == 20
    assert last["model"].keys() == last["raw_model"].keys()
    differ = [name for name, weight in last["model"].items()
              if not torch.equal(weight, last["raw_model"][name])]
    assert differ  # the average trails the trained weights
    translated = load_pretrained(tmp_path / "reference" / "last.pt").model.state_dict()
    for name, weight in last["model"].items():
        torch.testing.assert_close(translated[name], weight, rtol=0, atol=0)

    # ended at step 10 (and validated there, as the reference), then resumed with the
    # limit raised: the same losses, trained weights and average
    short = [*args, "train.max_steps=10"]
    run_training(compose_config(overrides=short), tmp_path / "run", [])
    resumed = resumed_config(compose_config(overrides=[*args, "resume=auto"]), tmp_path / "run",
                             ["train.max_steps=20"])
    run_training(resumed, tmp_path / "run", ["train.max_steps=20"])
    assert_same_run(tmp_path / "run", tmp_path / "reference")
    resumed = load_checkpoint(tmp_path / "run" / "last.pt")
    assert resumed["averaged_steps"] == 20
    for name, weight in last["raw_model"].items():
        torch.testing.assert_close(resumed["raw_model"][name], weight, rtol=0, atol=1e-6)
