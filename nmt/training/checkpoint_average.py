"""The mean of the weights of several checkpoints of one run (fairseq's
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
from pathlib import Path

import torch

from nmt.checkpoint import load_checkpoint
from nmt.errors import CheckpointError, ConfigError

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
