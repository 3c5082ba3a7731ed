"""Learning-rate schedules: constant, or halve on a plateau of dev BLEU."""

from __future__ import annotations

import torch

from nmt.config import SCHEDULERS
from nmt.errors import ConfigError


def build_scheduler(optimizer: torch.optim.Optimizer, cfg
                    ) -> torch.optim.lr_scheduler.LRScheduler | None:
    """The scheduler for ``cfg`` (TrainConfig); None for a constant rate.

    ``plateau`` is stepped with dev BLEU after every validation and multiplies the rate by
    ``plateau_factor`` after ``plateau_patience`` validations without improvement.
    """
    check_scheduler(cfg)
    if cfg.scheduler == "constant":
        return None
    return torch.optim.lr_scheduler.ReduceLROnPlateau(
        optimizer, mode="max", factor=cfg.plateau_factor, patience=cfg.plateau_patience,
        min_lr=cfg.min_lr)


def check_scheduler(cfg) -> None:
    """ConfigError naming the key for a schedule ``cfg`` (TrainConfig) that cannot work."""
    if cfg.scheduler not in SCHEDULERS:
        raise ConfigError(f"train.scheduler={cfg.scheduler!r} is not one of "
                          f"{', '.join(SCHEDULERS)}")
    if cfg.scheduler == "plateau":
        if not 0.0 < cfg.plateau_factor < 1.0:
            raise ConfigError(f"train.plateau_factor={cfg.plateau_factor} must be in (0, 1)")
        if cfg.plateau_patience < 0:
            raise ConfigError(f"train.plateau_patience={cfg.plateau_patience} must be >= 0")
