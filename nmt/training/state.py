"""Where training stands: everything a resume needs besides weights, optimiser and RNGs."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass


@dataclass
class TrainState:
    """Progress counters and early-stopping bookkeeping.

    step: optimiser steps taken; epoch: the epoch being run (0-based); batch_in_epoch: batches
    of that epoch already done; best_bleu / best_step: best dev BLEU so far and when;
    bad_validations: validations since the best; bad_steps: consecutive non-finite steps;
    last_valid_step: the step of the latest validation; finished: training is over;
    world_size: the number of ranks that ran it (batch_in_epoch counts one rank's batches).
    """

    step: int = 0
    epoch: int = 0
    batch_in_epoch: int = 0
    best_bleu: float = -1.0
    best_step: int = 0
    bad_validations: int = 0
    bad_steps: int = 0
    last_valid_step: int = -1
    finished: bool = False
    world_size: int = 1

    def to_dict(self) -> dict:
        """Plain dict for the checkpoint."""
        return dataclasses.asdict(self)

    def limits_reached(self, max_epochs: int, max_steps: int, patience: int) -> bool:
        """True when training is over by the given limits (train.max_epochs, train.max_steps,
        train.patience; 0 turns the last two off)."""
        return (self.epoch >= max_epochs
                or (max_steps > 0 and self.step >= max_steps)
                or (patience > 0 and self.bad_validations >= patience))

    @classmethod
    def from_dict(cls, values: dict) -> TrainState:
        """Inverse of :meth:`to_dict`; unknown keys (from a newer version) are ignored."""
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in values.items() if k in names})


@dataclass
class TrainClock:
    """The time a run's logged training steps took, over every session of a resumed run,
    validations and checkpoints left out: ``steps_seconds`` of wall time, ``cpu_seconds``
    of the process's CPU time (its core-hours, whatever else shared the machine). Kept apart
    from TrainState, which a resumed run must reproduce exactly; no two runs take the same
    time."""

    steps_seconds: float = 0.0
    cpu_seconds: float = 0.0

    def to_dict(self) -> dict:
        """Plain dict for the checkpoint."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, values: dict | None) -> TrainClock:
        """Inverse of :meth:`to_dict`; a checkpoint without one (older) starts at zero."""
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: float(v) for k, v in (values or {}).items() if k in names})
