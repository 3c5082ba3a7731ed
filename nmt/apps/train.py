"""``nmt-train``: the Hydra training app (``python -m nmt.apps.train`` works too)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import hydra
from hydra.core.hydra_config import HydraConfig
from hydra.experimental.callback import Callback
from hydra.types import RunMode
from omegaconf import DictConfig, OmegaConf

from nmt.apps.cli import check_override_keys, report_errors
from nmt.apps.overrides import apply_overrides, command_line_overrides, differing_keys
from nmt.checkpoint import load_checkpoint
from nmt.config import TrainAppConfig
from nmt.engines.loading import config_from_payload
from nmt.training.distributed import process_rank
from nmt.training.run import resume_path, run_training
from nmt.training.run_dir import check_fresh_run_dir, check_writable
from nmt.training.state import TrainState

log = logging.getLogger(__name__)

# ranks > 0 of a torchrun job leave the run directory to rank 0: no .hydra/, no train.log
OTHER_RANKS = ["hydra.output_subdir=null", "hydra/job_logging=stderr"]


@check_override_keys(TrainAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="config")
@report_errors
def train(cfg: DictConfig) -> float:
    """Train with the composed config; returns the best dev BLEU (for sweeps)."""
    run_dir = Path(HydraConfig.get().runtime.output_dir)
    overrides = command_line_overrides()
    in_sweep = HydraConfig.get().mode == RunMode.MULTIRUN
    if in_sweep and cfg.resume == "auto" and not (run_dir / "last.pt").is_file():
        # a sweep run again after a stop: the runs it had not reached yet start afresh
        log.info("resume=auto: no last.pt in %s yet: starting this run", run_dir)
        cfg.resume = None
    composed, cfg = cfg, resumed_config(cfg, run_dir, overrides)
    if in_sweep and cfg.resume:
        warn_kept_values(composed, cfg, run_dir)
        done = finished_state(cfg, run_dir)
        if done is not None:
            log.info("%s finished at step %d (best dev BLEU %.2f at step %d): left alone",
                     run_dir, done.step, done.best_bleu, done.best_step)
            return done.best_bleu
    # in a sweep a stop signal ends the sweep, not just its current run: a sequential
    # launcher (joblib with n_jobs=1, Hydra's basic one) would otherwise start the next run
    state = run_training(cfg, run_dir, overrides, exit_on_stop=in_sweep)
    return state.best_bleu


def finished_state(cfg: DictConfig, run_dir: Path) -> TrainState | None:
    """The state of the checkpoint that ``cfg.resume`` names when that run is over by the
    limits of ``cfg`` (its own, with the command line's on top: raising train.max_steps
    makes a finished run go on); None when it has steps left."""
    where = resume_path(cfg.resume, run_dir)
    state = TrainState.from_dict(load_checkpoint(where, mmap=True)["train_state"])
    t = cfg.train
    if state.finished and state.limits_reached(t.max_epochs, t.max_steps, t.patience):
        return state
    return None


def warn_kept_values(composed: DictConfig, resumed: DictConfig, run_dir: Path) -> None:
    """Warn of each value that the sweep's config gives a resumed run and the run does not
    take: a run's config is fixed when it starts (it is in its checkpoint), and only the
    command line's overrides change it, so an edited arm of a campaign, or a default changed
    in the code since, would otherwise be ignored without a word."""
    for key in differing_keys(composed, resumed):
        if key == "resume":
            continue
        log.warning("%s keeps its %s=%s from when it started (this sweep's config gives %s): "
                    "a started run takes only the command line's overrides; give %s=... "
                    "there to change it", run_dir.name, key, OmegaConf.select(resumed, key),
                    OmegaConf.select(composed, key), key)


def resumed_config(cfg: DictConfig, run_dir: Path, overrides: list[str]) -> DictConfig:
    """The config to train with: ``cfg`` as composed for a new run; for ``resume=...`` the
    checkpoint's own config with the command line's ``overrides`` on top (group choices
    such as ``model=luong`` cannot change a run that exists, and are left out); for
    ``init_from=...`` ``cfg`` with the model config of that checkpoint, the command line's
    ``model.*`` on top (its weights must fit)."""
    if not cfg.resume:
        return initialised_config(cfg, overrides) if cfg.init_from else cfg
    where = resume_path(cfg.resume, run_dir)
    stored = config_from_payload(load_checkpoint(where, mmap=True), str(where))
    merged = apply_overrides(stored, overrides, skip=("resume",))
    merged.resume = cfg.resume
    return merged


def initialised_config(cfg: DictConfig, overrides: list[str]) -> DictConfig:
    """``cfg`` with ``cfg.init_from``'s model config and the command line's ``model.*``."""
    where = Path(cfg.init_from)
    stored = config_from_payload(load_checkpoint(where, mmap=True), str(where))
    out = cfg.copy()
    out.model = apply_overrides(stored, overrides, prefix="model.").model
    for key in differing_keys(cfg.model, out.model, prefix="model."):
        log.info("init_from: %s=%s as %s has it", key, OmegaConf.select(out, key), where)
    return out


def main() -> None:
    """``nmt-train``: one process, or one rank of a torchrun job (same command line)."""
    if process_rank() != 0:
        sys.argv += OTHER_RANKS
    train()



class RunDirCheck(Callback):
    """Hydra callback (configs/config.yaml): the run-directory checks before Hydra writes."""

    @report_errors
    def on_run_start(self, config: DictConfig, **kwargs: object) -> None:
        """Check hydra.run.dir: writable, and no checkpoints there for a new run (on rank 0
        alone under torchrun: run_training checks again for all ranks)."""
        if process_rank() != 0:
            return
        run_dir = Path(str(config.hydra.run.dir))
        check_writable(run_dir)
        if not config.get("resume"):
            check_fresh_run_dir(run_dir, bool(config.get("overwrite")))


if __name__ == "__main__":
    main()
