"""Set up a training run from its config: device, data, model, resume; then train."""

from __future__ import annotations

import logging
import random
from pathlib import Path

import numpy as np
import torch
from omegaconf import DictConfig, OmegaConf

from nmt.checkpoint import load_checkpoint
from nmt.data.pipeline import prepare_training_data
from nmt.data.subwords import Subwords
from nmt.device import check_precision, select_device
from nmt.errors import ConfigError
from nmt.files import atomic_write_bytes
from nmt.model.build import build_model
from nmt.overrides import apply_overrides
from nmt.pretrained import config_from_payload
from nmt.training.results import train_and_record
from nmt.training.state import TrainState
from nmt.training.trainer import Trainer

log = logging.getLogger(__name__)


def seed_everything(seed: int) -> None:
    """Seed python, numpy and torch (CPU and CUDA)."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def resume_path(resume: str, run_dir: Path) -> Path:
    """``resume=PATH`` as given, or ``resume=auto``: the run directory's last.pt."""
    if resume != "auto":
        return Path(resume)
    path = run_dir / "last.pt"
    if not path.is_file():
        raise ConfigError(f"resume=auto: there is no last.pt in the run directory {run_dir}; "
                          f"set hydra.run.dir to the run to continue")
    return path


def check_fresh_run_dir(run_dir: Path, overwrite: bool) -> None:
    """Refuse to start a new run over an existing run's checkpoints unless told to."""
    existing = sorted(p.name for p in run_dir.glob("*.pt"))
    if existing and not overwrite:
        raise ConfigError(
            f"{run_dir} already holds checkpoints ({', '.join(existing)}): continue it with "
            f"resume=auto, or start over with overwrite=true"
        )


def run_training(cfg: DictConfig, run_dir: Path, overrides: list[str]) -> TrainState:
    """Train with ``cfg`` (TrainAppConfig) in ``run_dir``; ``overrides`` are the command
    line's, re-applied over a resumed checkpoint's config."""
    run_dir.mkdir(parents=True, exist_ok=True)
    payload = None
    if cfg.resume:
        path = resume_path(cfg.resume, run_dir)
        payload = load_checkpoint(path)
        cfg = apply_overrides(config_from_payload(payload, str(path)), overrides,
                              skip=("resume",))
        log.info("resuming from %s at step %d", path, payload["train_state"]["step"])
    else:
        check_fresh_run_dir(run_dir, cfg.overwrite)
    check_precision(cfg.train.precision)
    device = select_device(cfg.device)
    seed_everything(cfg.seed)
    atomic_write_bytes(run_dir / "config.yaml", OmegaConf.to_yaml(cfg, resolve=True).encode())
    subwords = None
    if payload is not None:
        subwords = Subwords.from_protos(payload["subwords"]["src"], payload["subwords"]["tgt"])
    subwords, train, dev = prepare_training_data(cfg.data, run_dir, subwords,
                                                 threads=torch.get_num_threads())
    log.info("data: %d training pairs, %d dev pairs; vocabulary %d source / %d target pieces",
             len(train), len(dev), subwords.src_vocab_size, subwords.tgt_vocab_size)
    model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    if payload is not None:
        model.load_state_dict(payload["model"])
    model.to(device)
    log.info("model: %s, %d parameters, on %s", cfg.model.decoder,
             sum(p.numel() for p in model.parameters()), device)
    trainer = Trainer(cfg, run_dir, model, subwords, train, dev, device)
    if payload is not None:
        trainer.restore(payload)
    return train_and_record(trainer, overrides)
