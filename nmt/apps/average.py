"""``nmt-average``: the mean of the weights of a run's last checkpoints, as one checkpoint
(see nmt.training.averaging)."""

from __future__ import annotations

import logging
from pathlib import Path

import hydra
from omegaconf import DictConfig

from nmt.apps.cli import check_override_keys, report_errors
from nmt.checkpoint import save_checkpoint
from nmt.config import AverageAppConfig
from nmt.errors import ConfigError
from nmt.training.averaging import average_checkpoints, last_step_checkpoints

log = logging.getLogger(__name__)


@check_override_keys(AverageAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="average")
@report_errors
def main(cfg: DictConfig) -> None:
    """Average ``checkpoints`` (or the ``last`` step checkpoints of ``run``) into ``out``."""
    paths = chosen_checkpoints(cfg)
    out = Path(cfg.out)
    if out.exists() and not cfg.overwrite:
        raise ConfigError(f"out={out} exists: choose another file, or overwrite=true")
    save_checkpoint(out, average_checkpoints(paths))
    log.info("averaged %d checkpoints (%s ... %s) into %s", len(paths), paths[0].name,
             paths[-1].name, out)
    print(out)


def chosen_checkpoints(cfg: DictConfig) -> list[Path]:
    """The files to average: ``checkpoints``, or ``run`` with ``last``; ConfigError naming
    the key when neither or both are given."""
    if cfg.checkpoints and cfg.run:
        raise ConfigError("checkpoints and run: give one of them, not both")
    if cfg.run:
        if cfg.last < 1:
            raise ConfigError(f"last={cfg.last}: with run=, say how many of its newest "
                              f"step-N.pt checkpoints to average (last=5, say)")
        return last_step_checkpoints(Path(cfg.run), cfg.last)
    if not cfg.checkpoints:
        raise ConfigError("checkpoints=[a.pt,b.pt,...] or run=RUN_DIR last=N: nothing to "
                          "average")
    return [Path(p) for p in cfg.checkpoints]


if __name__ == "__main__":
    main()
