"""The logged training speed (metrics.jsonl's tgt_tokens_per_s, step_seconds and
cpu_step_seconds) counts the training steps only: the validations and checkpoints between
them are left out."""

from __future__ import annotations

import time

from nmt.training import trainer as trainer_module
from nmt.training.records import cpu_seconds_by_step, read_metrics
from nmt.training.run import run_training
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN

VALIDATION_S = 1000.0  # what each validation adds to the trainer's clock here


class SlowValidationClock:
    """time as the trainer module sees it, with VALIDATION_S added by every validation."""

    def __init__(self) -> None:
        self.offset = 0.0

    def perf_counter(self) -> float:
        return time.perf_counter() + self.offset

    def process_time(self) -> float:
        return time.process_time() + self.offset


def test_validations_and_checkpoints_are_left_out_of_the_logged_speed(tmp_path, monkeypatch):
    clock = SlowValidationClock()
    monkeypatch.setattr(trainer_module, "time", clock)
    validate = trainer_module.Trainer._dev_result

    def slow(self):
        clock.offset += VALIDATION_S
        return validate(self)

    monkeypatch.setattr(trainer_module.Trainer, "_dev_result", slow)
    # batches of 30 of 300 pairs: an epoch's end, with its validation, inside every window
    cfg = compose_config(overrides=[*TINY_RUN, "device=cpu", "train.batch_size=30",
                                    "train.max_steps=24", "train.log_every=4",
                                    "train.valid_every=3", "train.checkpoint_every=2",
                                    "train.valid_heatmaps=0", "train.lexicon=false"])
    run_training(cfg, tmp_path / "run", [])
    records = read_metrics(tmp_path / "run" / "metrics.jsonl")
    train = [r for r in records if r["kind"] == "train"]
    assert [r["step"] for r in train] == [4, 8, 12, 16, 20, 24]
    assert sum(r["kind"] == "valid" for r in records) >= 8  # every window held validations
    # a window that counted one validation would take VALIDATION_S / 4 a step
    assert all(r["step_seconds"] < VALIDATION_S / 40 for r in train), train
    assert all(r["cpu_step_seconds"] < VALIDATION_S / 40 for r in train), train
    assert all(r["tgt_tokens_per_s"] > 4 * 30 / VALIDATION_S for r in train), train
    assert all("gpu_peak_mb" not in r for r in train)  # on the CPU


def test_cpu_time_adds_up_over_the_train_records_and_estimates_the_unlogged_ones():
    # a run whose first record predates CPU logging: its 10 steps count at the median of the
    # logged records (2 s), each later record counts for the steps since the one before it
    records = [{"kind": "train", "step": 10, "loss": 5.0},
               {"kind": "valid", "step": 10, "bleu": 1.0},
               {"kind": "train", "step": 20, "cpu_step_seconds": 1.0},
               {"kind": "train", "step": 40, "cpu_step_seconds": 3.0},
               {"kind": "train", "step": 45, "cpu_step_seconds": 2.0}]
    assert cpu_seconds_by_step(records) == [(10, 20.0), (20, 30.0), (40, 90.0), (45, 100.0)]
    assert cpu_seconds_by_step(records[:2]) == [(10, 0.0)]  # nothing logged: no estimate
    assert cpu_seconds_by_step([]) == []
