"""Averages of a model's weights: within a run, and over checkpoints.

Within a run, an exponential moving average of the weights (Polyak averaging) to validate
and translate with: the weights of a run at constant learning rate jitter from step to
step, and their average translates better than any single step's (OpenNMT-py's
``average_decay``, fairseq's ``--ema-decay``, Marian's ``exponential-smoothing``).

Over checkpoints, the mean of the weights of several checkpoints of one run (fairseq's
``average_checkpoints.py``, Marian's ``average.py``): the last few checkpoints of a run lie
around one optimum, and their mean often translates better than any one of them. Runs
fine-tuned from one model average too ("model soups", Wortsman et al. 2022); checkpoints
whose subword models or shapes differ are refused.

The weights averaged are each checkpoint's ``model``: the moving average of the weights when
the run kept one (train.ema_decay), else the trained weights. The result is a checkpoint to
translate, evaluate and export with, not to train on: it has no optimiser state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import torch
from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

from nmt.checkpoint import load_checkpoint
from nmt.errors import CheckpointError, ConfigError

WARMUP_STEPS = 10


def warmed_up_decay(decay: float, count: int) -> float:
    """The decay for the average's ``count``-th update: min(decay, (1 + n) / (10 + n)), so
    that early on, when the weights still move fast, the average follows them (it covers
    about the last tenth of training until ``decay`` takes over)."""
    return min(decay, (1 + count) / (WARMUP_STEPS + count))


def _ema_with_warmup(decay: float) -> Callable[[list, list, torch.Tensor], None]:
    def update(averaged: list[torch.Tensor], current: list[torch.Tensor],
               count: torch.Tensor) -> None:
        get_ema_multi_avg_fn(warmed_up_decay(decay, int(count)))(averaged, current, count)
    return update


def averaged_model(model: torch.nn.Module, decay: float) -> AveragedModel:
    """A copy of ``model`` whose parameters follow its exponential moving average with
    ``decay`` (0 < decay < 1) after a warm-up (:func:`warmed_up_decay`) at each
    ``update_parameters(model)``; the first update copies. Buffers follow the model's.
    The averaged model is ``.module``; ``.n_averaged`` counts the updates."""
    average = AveragedModel(model, multi_avg_fn=_ema_with_warmup(decay))
    average.module.requires_grad_(False)
    return average




# what only training reads: an average continues no run
TRAINING_ONLY = ("optimizer", "scheduler", "raw_model", "averaged_steps", "rng", "rank_rng",
                 "clock")
STEP_FILE = re.compile(r"step-(\d+)\.pt")


def step_checkpoints(run_dir: Path) -> list[Path]:
    """The step-N.pt checkpoints of ``run_dir`` (train.keep_last keeps them), by step, oldest
    first."""
    steps = sorted((int(m.group(1)), p) for p in run_dir.glob("step-*.pt")
                   if (m := STEP_FILE.fullmatch(p.name)))
    return [path for _, path in steps]


def last_step_checkpoints(run_dir: Path, count: int) -> list[Path]:
    """The ``count`` newest step-N.pt of ``run_dir``, oldest first; ConfigError when the run
    has fewer."""
    steps = step_checkpoints(run_dir)
    if len(steps) < count:
        raise ConfigError(f"last={count}: {run_dir} holds {len(steps)} step-N.pt checkpoint(s) "
                          f"(train a run with train.keep_last={count} or more and "
                          f"train.checkpoint_every=N to keep them)")
    return steps[-count:]


def average_checkpoints(paths: list[Path]) -> dict:
    """The payload of the last of ``paths`` with ``model`` replaced by the element-wise mean
    of every checkpoint's ``model`` (float32 sums, cast back to each tensor's dtype) and the
    training-only parts left out; ``averaged_from`` names the files.

    CheckpointError naming the file whose weights or subword models differ from the first's.
    """
    if not paths:
        raise ConfigError("checkpoints: give at least one checkpoint to average")
    first = load_checkpoint(paths[0], mmap=True)
    sums = {name: tensor.to(torch.float32).clone() for name, tensor in first["model"].items()}
    for path in paths[1:]:
        payload = load_checkpoint(path, mmap=True)
        _check_same_model(first, payload, paths[0], path)
        for name, tensor in payload["model"].items():
            sums[name] += tensor.to(torch.float32)
    last = payload if len(paths) > 1 else first
    model = {name: (total / len(paths)).to(first["model"][name].dtype)
             for name, total in sums.items()}
    kept = {key: value for key, value in last.items()
            if key not in (*TRAINING_ONLY, "format", "version")}
    return {**kept, "model": model, "averaged_from": [str(p) for p in paths]}


def _check_same_model(first: dict, other: dict, first_path: Path, path: Path) -> None:
    if other.get("subwords") != first.get("subwords"):
        raise CheckpointError(f"{path}: its subword models differ from those of {first_path}; "
                              f"only checkpoints of one run (or one vocabulary) average")
    theirs = {name: tuple(t.shape) for name, t in other["model"].items()}
    ours = {name: tuple(t.shape) for name, t in first["model"].items()}
    if theirs != ours:
        wrong = sorted(set(theirs.items()) ^ set(ours.items()))[0][0]
        raise CheckpointError(f"{path}: its weights differ in shape or name from those of "
                              f"{first_path} (first at {wrong}); only checkpoints of one "
                              f"model average")
