"""Learning-rate schedules: constant, or halve on a plateau of dev BLEU."""

from __future__ import annotations

import torch

from nmt.errors import ConfigError

SCHEDULERS = ("constant", "plateau")


def build_scheduler(optimizer: torch.optim.Optimizer, cfg
                    ) -> torch.optim.lr_scheduler.LRScheduler | None:
    """The scheduler for ``cfg`` (TrainConfig); None for a constant rate.

    ``plateau`` is stepped with dev BLEU after every validation and multiplies the rate by
    ``plateau_factor`` after ``plateau_patience`` validations without improvement.
    """
    if cfg.scheduler == "constant":
        return None
    if cfg.scheduler == "plateau":
        return torch.optim.lr_scheduler.ReduceLROnPlateau(
            optimizer, mode="max", factor=cfg.plateau_factor, patience=cfg.plateau_patience,
            min_lr=cfg.min_lr)
    raise ConfigError(f"train.scheduler={cfg.scheduler!r} is not one of {', '.join(SCHEDULERS)}")
