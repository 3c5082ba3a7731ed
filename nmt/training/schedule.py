"""Learning-rate schedules: constant, halve on a plateau of dev BLEU, or a cosine decay
over the run's steps."""

from __future__ import annotations

import math
from collections.abc import Callable

import torch

from nmt.config import SCHEDULERS
from nmt.errors import ConfigError


class LrSchedule:
    """The learning-rate schedule of ``cfg`` (TrainConfig) over ``optimizer``.

    ``plateau`` is stepped with dev BLEU after every validation and multiplies the rate by
    ``plateau_factor`` after ``plateau_patience`` validations without improvement.
    ``cosine`` sets the rate after every update: it falls from ``lr`` at step 0 to
    ``min_lr`` at ``max_steps`` along half a cosine (fairseq's and Marian's cosine without
    restarts), so a run's budget in steps is also its annealing. It is a function of the
    step alone, so it has no state to keep, and a resumed run whose ``max_steps`` was raised
    decays over the new budget from its next update. ``constant`` never moves.
    """

    def __init__(self, optimizer: torch.optim.Optimizer, cfg) -> None:
        check_scheduler(cfg)
        self.kind, self.optimizer = cfg.scheduler, optimizer
        # the fresh optimiser's rates, lr times each group's lr_scale, before a checkpoint
        # gives it the rates it had reached
        self.base = [group["lr"] for group in optimizer.param_groups]
        self.factor = cosine_factor(cfg.max_steps, cfg.min_lr / cfg.lr)
        self.plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(
            optimizer, mode="max", factor=cfg.plateau_factor, patience=cfg.plateau_patience,
            min_lr=cfg.min_lr) if self.kind == "plateau" else None

    def after_update(self, step: int) -> None:
        """Set the rate of update ``step`` + 1, ``step`` updates done (cosine)."""
        if self.kind == "cosine":
            for group, base in zip(self.optimizer.param_groups, self.base, strict=True):
                group["lr"] = base * self.factor(step)

    def after_validation(self, bleu: float) -> None:
        """Step the schedules that move with dev BLEU (plateau)."""
        if self.plateau is not None:
            self.plateau.step(bleu)

    def state_dict(self) -> dict | None:
        """What a checkpoint keeps of the schedule: the plateau's counters, else None."""
        return self.plateau.state_dict() if self.plateau is not None else None

    def load_state_dict(self, state: dict | None) -> None:
        """Take up a checkpoint's plateau counters (a run that had another schedule has
        none, and the plateau starts counting afresh)."""
        if self.plateau is not None and state:
            self.plateau.load_state_dict(state)


def cosine_factor(steps: int, floor: float) -> Callable[[int], float]:
    """The factor of the initial rate after ``n`` updates: 1 at 0, ``floor`` from
    ``steps`` on, half a cosine between (``steps`` 0: always 1)."""

    def factor(n: int) -> float:
        done = min(n, steps) / steps if steps > 0 else 0.0
        return floor + (1.0 - floor) * 0.5 * (1.0 + math.cos(math.pi * done))

    return factor


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
    if cfg.scheduler == "cosine":
        if cfg.max_steps <= 0:
            raise ConfigError("train.scheduler=cosine decays over train.max_steps: set "
                              "train.max_steps (it is 0, no limit)")
        if not 0.0 <= cfg.min_lr <= cfg.lr:
            raise ConfigError(f"train.min_lr={cfg.min_lr} must be from 0 to train.lr="
                              f"{cfg.lr} (the cosine schedule ends there)")
