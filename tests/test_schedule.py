"""train.scheduler=cosine: the rate falls from train.lr to train.min_lr over
train.max_steps, on every parameter group, and a stopped run resumes on the same curve
(real training runs of the synthetic task)."""

from __future__ import annotations

import math

import pytest

from nmt.checkpoint import load_checkpoint
from nmt.errors import ConfigError
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from tests.conftest import compose_config
from tests.processes import TRAIN_ARGS
from tests.test_resume import assert_same_run, train_stopped_in_step

LR, MIN_LR, STEPS = 0.002, 1e-4, 24
ARGS = [*TRAIN_ARGS, f"train.max_steps={STEPS}", "train.scheduler=cosine", f"train.lr={LR}",
        f"train.min_lr={MIN_LR}", "train.valid_every=0"]


def logged_rates(run_dir) -> dict[int, float]:
    """The rate each train record of metrics.jsonl logged, by step (the rate after it)."""
    return {r["step"]: r["lr"] for r in read_metrics(run_dir / "metrics.jsonl")
            if r["kind"] == "train"}


@pytest.mark.usefixtures("one_torch_thread")
def test_the_cosine_rate_falls_from_lr_to_min_lr_and_resumes_on_the_same_curve(tmp_path):
    run_training(compose_config(overrides=ARGS), tmp_path / "reference", [])
    rates = logged_rates(tmp_path / "reference")
    assert sorted(rates) == list(range(1, STEPS + 1))
    for step, rate in rates.items():
        cosine = MIN_LR + (LR - MIN_LR) * 0.5 * (1 + math.cos(math.pi * step / STEPS))
        assert rate == pytest.approx(cosine, rel=1e-9)
    assert rates[STEPS] == pytest.approx(MIN_LR) and rates[1] < LR
    # stopped halfway and resumed: the same rates, losses and weights as without a stop
    state = train_stopped_in_step(11, compose_config(overrides=ARGS), tmp_path / "run")
    assert state.step == 11
    run_training(compose_config(overrides=[*ARGS, "resume=auto"]), tmp_path / "run", [])
    assert logged_rates(tmp_path / "run") == pytest.approx(rates, rel=1e-12)
    assert_same_run(tmp_path / "run", tmp_path / "reference")


@pytest.mark.usefixtures("one_torch_thread")
def test_a_group_with_its_own_rate_scale_keeps_it_under_the_cosine(tmp_path):
    # local-p's predictor trains at local_p_lr_scale times the rate: the cosine scales
    # every group's own rate, not one rate for all
    args = [*ARGS, "train.max_steps=6", "model.attention.align=local_p",
            "model.attention.local_p_lr_scale=0.5", "train.lexicon=false"]
    run_training(compose_config(overrides=args), tmp_path / "run", [])
    groups = load_checkpoint(tmp_path / "run" / "last.pt")["optimizer"]["param_groups"]
    assert len(groups) == 2
    factor = MIN_LR / LR  # the end of the cosine
    assert sorted(g["lr"] for g in groups) == pytest.approx([0.5 * LR * factor, LR * factor])


@pytest.mark.parametrize("overrides,message", [
    (["train.scheduler=cosine", "train.max_steps=0"],
     "train.scheduler=cosine decays over train.max_steps: set train.max_steps"),
    (["train.scheduler=cosine", "train.max_steps=10", "train.min_lr=0.1"],
     "train.min_lr=0.1 must be from 0 to train.lr=0.001"),
])
def test_a_cosine_schedule_that_cannot_work_names_its_key(tmp_path, overrides, message):
    with pytest.raises(ConfigError, match=message.replace(".", r"\.")):
        run_training(compose_config(overrides=[*TRAIN_ARGS, *overrides]), tmp_path / "r", [])
    assert not (tmp_path / "r").exists()
