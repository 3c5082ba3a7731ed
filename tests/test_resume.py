"""Exact resume and clean stops, with real processes and real signals.

An uninterrupted run is the reference; a run killed (SIGKILL) or stopped (SIGTERM, SIGINT)
and resumed must log the same per-step losses and end with the same weights.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
from pathlib import Path

import pytest
import torch
from omegaconf import DictConfig
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
from torch.nn.modules.module import register_module_forward_hook

from nmt.checkpoint import load_checkpoint
from nmt.model.seq2seq import Seq2Seq
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from nmt.training.state import TrainState
from tests.conftest import compose_config
from tests.processes import (
    REPO,
    TRAIN_ARGS,
    app_command,
    run_app,
    start_app,
    train_steps,
    wait_for_step,
)

MAX_STEPS = 32


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    """The run directory of an uninterrupted run of TRAIN_ARGS."""
    run_dir = tmp_path_factory.mktemp("reference")
    done = run_app("train", *TRAIN_ARGS, f"hydra.run.dir={run_dir}")
    assert done.returncode == 0, done.stderr.decode()
    assert train_steps(run_dir) == list(range(1, MAX_STEPS + 1))
    return run_dir


def assert_same_run(run_dir: Path, reference: Path) -> None:
    """Same records (kind, step) in the same order, losses to 1e-6, same final weights."""
    got, want = read_metrics(run_dir / "metrics.jsonl"), read_metrics(reference / "metrics.jsonl")
    assert [(r["kind"], r["step"]) for r in got] == [(r["kind"], r["step"]) for r in want]
    for ours, theirs in zip(got, want, strict=True):
        assert ours["loss"] == pytest.approx(theirs["loss"], abs=1e-6), ours
    ours, theirs = load_checkpoint(run_dir / "last.pt"), load_checkpoint(reference / "last.pt")
    assert ours["train_state"] == theirs["train_state"]
    for name, weight in theirs["model"].items():
        torch.testing.assert_close(ours["model"][name], weight, rtol=0, atol=1e-6)


def test_sigkill_then_resume_repeats_the_uninterrupted_run(tmp_path, reference):
    run_dir = tmp_path / "run"
    proc = start_app("train", *TRAIN_ARGS, f"hydra.run.dir={run_dir}")
    wait_for_step(proc, run_dir, 23)  # past a validation (15), an epoch (19), a checkpoint (20)
    proc.kill()
    proc.communicate()
    killed_at = train_steps(run_dir)[-1]
    resumed_from = load_checkpoint(run_dir / "last.pt")["train_state"]["step"]
    assert 20 <= resumed_from <= killed_at < MAX_STEPS

    done = run_app("train", "resume=auto", f"hydra.run.dir={run_dir}")
    assert done.returncode == 0, done.stderr.decode()
    assert f"at step {resumed_from}" in (done.stdout + done.stderr).decode()
    assert_same_run(run_dir, reference)


def test_sigterm_finishes_the_step_and_prints_a_resume_command_that_works(tmp_path, reference):
    run_dir = tmp_path / "run"
    proc = start_app("train", *TRAIN_ARGS, f"hydra.run.dir={run_dir}")
    wait_for_step(proc, run_dir, 12)
    proc.send_signal(signal.SIGTERM)
    output = proc.communicate(timeout=120)[0].decode()
    assert proc.returncode == 0, output
    assert "Traceback" not in output
    stopped_at = load_checkpoint(run_dir / "last.pt")["train_state"]["step"]
    assert train_steps(run_dir)[-1] == stopped_at < MAX_STEPS  # the step ended, none began
    events = EventAccumulator(str(run_dir / "tensorboard")).Reload()  # closed, so flushed
    assert events.Scalars("train/loss")[-1].step == stopped_at

    command = re.search(r"Resume with:\s*\n\s*(nmt-train .*)", output).group(1)
    argv = shlex.split(command)
    assert argv[1:] == ["resume=auto", f"hydra.run.dir={run_dir.resolve()}"]
    done = subprocess.run(app_command("train", *argv[1:]), capture_output=True, cwd=REPO,
                          env={**os.environ, "OMP_NUM_THREADS": "1"}, timeout=300)
    assert done.returncode == 0, done.stderr.decode()
    assert_same_run(run_dir, reference)


def test_a_second_signal_stops_at_once_and_keeps_the_last_checkpoint(tmp_path):
    run_dir = tmp_path / "run"
    proc = start_app("train", *TRAIN_ARGS, "train.max_steps=100000", "train.valid_every=0",
                     "train.checkpoint_every=3", f"hydra.run.dir={run_dir}")
    wait_for_step(proc, run_dir, 4)
    # stopped, the process holds both signals; which of its threads takes which, and so
    # which one Python handles first, is up to the kernel, so the log says which was second
    proc.send_signal(signal.SIGSTOP)
    proc.send_signal(signal.SIGINT)
    proc.send_signal(signal.SIGTERM)
    proc.send_signal(signal.SIGCONT)
    output = proc.communicate(timeout=60)[0].decode()
    first = re.search(r"(SIG[A-Z]+) received: stopping after the current step", output)
    second = re.search(r"(SIG[A-Z]+): a second stop signal: stopped at once", output)
    assert first and second, output
    assert {first[1], second[1]} == {"SIGINT", "SIGTERM"}, output
    assert proc.returncode == 128 + signal.Signals[second[1]], output
    assert "Traceback" not in output and "Resume with" not in output
    kept = load_checkpoint(run_dir / "last.pt")["train_state"]["step"]
    assert kept >= 3 and kept % 3 == 0


def train_stopped_in_step(step: int, cfg: DictConfig, run_dir: Path) -> TrainState:
    """Train ``cfg`` in this process with a SIGTERM that arrives in the middle of training
    step ``step``; the state the run stopped at."""
    forwards = []

    def signal_in_the_step(module, inputs, output):
        if isinstance(module, Seq2Seq) and module.training:
            forwards.append(module)
            if len(forwards) == step:
                os.kill(os.getpid(), signal.SIGTERM)
        return output

    hook = register_module_forward_hook(signal_in_the_step)
    try:
        return run_training(cfg, run_dir, [])
    finally:
        hook.remove()


@pytest.mark.usefixtures("one_torch_thread")
def test_a_stop_in_the_last_batch_of_an_epoch_resumes_with_its_validation(tmp_path):
    args = [*TRAIN_ARGS, "train.max_steps=24", "train.valid_every=0"]  # 19 batches an epoch
    run_training(compose_config(overrides=args), tmp_path / "reference", [])
    state = train_stopped_in_step(19, compose_config(overrides=args), tmp_path / "run")
    # the step ended and nothing after it: the epoch's end (and its validation) is left to
    # the resumed run, as the uninterrupted run does it right after this step
    assert (state.step, state.epoch, state.batch_in_epoch) == (19, 0, 19)
    assert [r["kind"] for r in read_metrics(tmp_path / "run" / "metrics.jsonl")][-1] == "train"
    run_training(compose_config(overrides=[*args, "resume=auto"]), tmp_path / "run", [])
    assert_same_run(tmp_path / "run", tmp_path / "reference")


@pytest.mark.usefixtures("one_torch_thread")
def test_a_run_with_examples_changed_on_the_fly_resumes_exactly(tmp_path):
    # sampled segmentations, typos and joined pairs are drawn from (seed, epoch, example):
    # a run stopped in its second epoch and resumed sees the examples the uninterrupted one
    # saw
    args = [*TRAIN_ARGS, "train.max_steps=26", "train.valid_every=0",
            "data.spm.sampling_alpha=0.2", "data.augment.typos=0.5",
            "data.concat.share=0.5", "data.concat.max=3"]
    run_training(compose_config(overrides=args), tmp_path / "reference", [])
    state = train_stopped_in_step(20, compose_config(overrides=args), tmp_path / "run")
    assert state.step == 20 and state.epoch == 1 and state.batch_in_epoch > 0
    # resumed in a process of its own: no draw may depend on the process (SentencePiece's
    # own sampling does, hence nmt.data.sampling)
    done = run_app("train", "resume=auto", f"hydra.run.dir={tmp_path / 'run'}")
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    assert_same_run(tmp_path / "run", tmp_path / "reference")
