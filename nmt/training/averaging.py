"""An exponential moving average of the weights (Polyak averaging) to validate and translate
with: the weights of a run at constant learning rate jitter from step to step, and their
average translates better than any single step's (OpenNMT-py's ``average_decay``, fairseq's
``--ema-decay``, Marian's ``exponential-smoothing``)."""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

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
