"""``nmt-train``: the Hydra training app (``python -m nmt.train`` works too)."""

from __future__ import annotations

import sys
from pathlib import Path

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from nmt.cli import check_override_keys, report_errors
from nmt.config import TrainAppConfig
from nmt.overrides import command_line_overrides
from nmt.training.distributed import process_rank
from nmt.training.run import run_training

# ranks > 0 of a torchrun job leave the run directory to rank 0: no .hydra/, no train.log
OTHER_RANKS = ["hydra.output_subdir=null", "hydra/job_logging=stderr"]


@check_override_keys(TrainAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="config")
@report_errors
def train(cfg: DictConfig) -> float:
    """Train with the composed config; returns the best dev BLEU (for sweeps)."""
    run_dir = Path(HydraConfig.get().runtime.output_dir)
    state = run_training(cfg, run_dir, command_line_overrides())
    return state.best_bleu


def main() -> None:
    """``nmt-train``: one process, or one rank of a torchrun job (same command line)."""
    if process_rank() != 0:
        sys.argv += OTHER_RANKS
    train()


if __name__ == "__main__":
    main()
