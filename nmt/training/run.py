"""Set up a training run from its config: checks, device, data, model, resume; then train."""

from __future__ import annotations

import contextlib
import logging
import random
import signal
from pathlib import Path

import numpy as np
import torch
from omegaconf import DictConfig, OmegaConf

from nmt.checkpoint import load_checkpoint
from nmt.config import migrate_legacy_keys
from nmt.data.pipeline import prepare_training_data
from nmt.data.preparation import PreparationStopped
from nmt.data.subwords import Subwords
from nmt.device import select_device
from nmt.engines.loading import model_from_payload
from nmt.errors import CheckpointError, ConfigError
from nmt.files import atomic_copy, atomic_write_bytes, remove_stale_temps
from nmt.model.build import build_meta_model, build_model
from nmt.model.seq2seq import Seq2Seq
from nmt.training.config_checks import checkpoint_bytes, validate_config
from nmt.training.distributed import Distributed, init_distributed
from nmt.training.results import train_and_record
from nmt.training.run_dir import check_free_space, check_fresh_run_dir, check_writable
from nmt.training.signals import StopNow, StopRequest
from nmt.training.state import TrainState
from nmt.training.trainer import Trainer

log = logging.getLogger(__name__)

RESUME_KEYS = ("model", "optimizer", "scheduler", "train_state", "rng", "config", "subwords")


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


def run_training(cfg: DictConfig, run_dir: Path, overrides: list[str],
                 exit_on_stop: bool = False) -> TrainState:
    """Train with ``cfg`` (TrainAppConfig) in ``run_dir``. With ``resume`` set, ``cfg`` is
    the config to continue with: the checkpoint's own with the command line's changes on
    top (nmt.apps.train.resumed_config makes it); the checkpoint gives the weights, optimiser
    and progress. ``overrides`` (the command line's) only label the run in results.json.

    Everything that can be checked without data is checked first (config, run directory,
    free space). SIGINT / SIGTERM stop the run cleanly (see nmt.training.signals); a second
    one stops it at once with exit status 128 + the signal number. With ``exit_on_stop`` (a
    sweep's run) the first one exits with that status too, once last.pt is written, so that
    the launcher does not go on to the sweep's next run.

    Under torchrun every rank calls this (see nmt.training.distributed): all read the
    config and checkpoint, rank 0 alone checks and writes the run directory.
    """
    payload, where, initial = None, None, None
    cfg = migrate_legacy_keys(cfg)
    if cfg.resume:
        where = resume_path(cfg.resume, run_dir)
        payload = load_training_checkpoint(where)
        log.info("resuming from %s at step %d", where, payload["train_state"]["step"])
    elif cfg.get("init_from"):
        initial = load_initial_checkpoint(Path(cfg.init_from))
    meta_model = validate_config(cfg)
    if initial is not None:
        check_initial_weights(cfg, initial, Path(cfg.init_from))
    dist, device = init_distributed(select_device(cfg.device), cfg.dist_backend)
    try:
        if not dist.is_main:
            logging.getLogger().setLevel(logging.WARNING)  # rank 0 tells the story
        run_dir = shared_run_dir(dist, run_dir)
        dist.main_only(lambda: check_run_dir(cfg, run_dir, meta_model, fresh=payload is None))
        if where is not None:
            dist.main_only(lambda: bring_best_checkpoint(where, run_dir))
        with StopRequest() as stop:
            trainer = setup_trainer(cfg, run_dir, payload, where, device, dist, stop, initial)
            state = train_and_record(trainer, overrides, stop)
        if exit_on_stop and stop.signal:
            raise SystemExit(128 + signal.Signals[stop.signal])
        return state
    except PreparationStopped as err:
        log.warning("%s (continue with the same command%s)", err, "" if cfg.data.cache_dir
                    else f" and hydra.run.dir={run_dir}")
        raise SystemExit(128 + signal.Signals[stop.signal or "SIGTERM"]) from None
    except StopNow as err:
        log.error("%s: a second stop signal: stopped at once; the last checkpoint written is "
                  "kept", err)
        raise SystemExit(128 + err.signum) from None
    finally:
        dist.close()


def bring_best_checkpoint(resumed: Path, run_dir: Path) -> None:
    """A run resumed from a checkpoint in another directory keeps that run's best.pt: the
    best dev BLEU it recorded is the one new validations must beat."""
    best = resumed.parent / "best.pt"
    if best.is_file() and not (run_dir / "best.pt").exists():
        atomic_copy(best, run_dir / "best.pt")
        log.info("copied %s into the run directory", best)


def check_run_dir(cfg: DictConfig, run_dir: Path, meta_model: Seq2Seq, fresh: bool) -> None:
    """The run directory is writable, holds no other run (``fresh``: a new run) and has room
    for the checkpoints; temp files of a killed run are removed."""
    check_writable(run_dir)
    if fresh:
        check_fresh_run_dir(run_dir, cfg.overwrite)
    check_free_space(run_dir, checkpoint_bytes(meta_model), cfg.train.keep_last,
                     cfg.train.min_free_mb)
    for stale in remove_stale_temps(run_dir):
        log.info("removed %s, left by a run that was killed while writing it", stale.name)


def shared_run_dir(dist: Distributed, run_dir: Path) -> Path:
    """Rank 0's run directory, on every rank: Hydra's default one is named by the start
    time, which the ranks may read a second apart. One Hydra made for this rank alone goes
    again (when empty, as it is on ranks > 0)."""
    shared = dist.broadcast(run_dir)
    if shared != run_dir:
        with contextlib.suppress(OSError):
            run_dir.rmdir()
    return shared


def load_training_checkpoint(path: Path) -> dict:
    """A checkpoint to continue training from: CheckpointError unless it has every part."""
    payload = load_checkpoint(path)
    missing = [key for key in RESUME_KEYS if key not in payload]
    if missing:
        raise CheckpointError(f"{path}: cannot continue training from it: it has no "
                              f"{', '.join(missing)}")
    return payload


def load_initial_checkpoint(path: Path) -> dict:
    """The checkpoint of ``init_from``: CheckpointError unless it has a model and subword
    models to start from."""
    payload = load_checkpoint(path)
    missing = [key for key in ("model", "subwords", "config") if key not in payload]
    if missing:
        raise CheckpointError(f"init_from={path}: cannot start a run from it: it has no "
                              f"{', '.join(missing)}")
    log.info("starting from the model and subword models of %s (step %s)", path,
             payload.get("train_state", {}).get("step", "?"))
    return payload


def check_initial_weights(cfg: DictConfig, payload: dict, path: Path) -> None:
    """CheckpointError, before any data is read, when ``init_from``'s weights do not fit
    the model ``cfg`` describes with the checkpoint's vocabularies (a model.* override that
    changes a shape)."""
    subwords = Subwords.from_protos(payload["subwords"]["src"], payload["subwords"]["tgt"])
    model = build_meta_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    theirs = payload["model"]
    for name, weight in model.state_dict().items():
        shape = tuple(theirs[name].shape) if name in theirs else None
        if shape != tuple(weight.shape):
            raise CheckpointError(f"init_from={path}: its weights do not fit the model this "
                                  f"config describes: {name} is {shape} there and "
                                  f"{tuple(weight.shape)} here (a model.* override?)")


def setup_trainer(cfg: DictConfig, run_dir: Path, payload: dict | None, where: Path | None,
                  device: torch.device, dist: Distributed, stop: StopRequest | None = None,
                  initial: dict | None = None) -> Trainer:
    """Data, model and trainer for ``cfg`` on ``device``; restored from ``payload`` (read
    from ``where``) when given, or a new run from the weights and subword models of
    ``initial`` (the checkpoint of ``cfg.init_from``). A ``stop`` requested while the data
    is prepared ends the preparation (PreparationStopped).

    Every rank prepares the data, or waits for the process that does (a file lock in the
    cache folder), and maps the same files.

    Each rank seeds with seed + rank, so that the ranks draw different dropout masks (rank 0
    is a single process's run); DDP gives every rank rank 0's initial weights.
    """
    seed_everything(cfg.seed + dist.rank)
    if dist.is_main:
        atomic_write_bytes(run_dir / "config.yaml",
                           OmegaConf.to_yaml(cfg, resolve=True).encode())
    subwords, weights = None, payload if payload is not None else initial
    if weights is not None:
        subwords = Subwords.from_protos(weights["subwords"]["src"], weights["subwords"]["tgt"])
    requested = (lambda: stop.requested) if stop is not None else None
    subwords, train, dev = prepare_training_data(cfg.data, run_dir, subwords, requested)
    log.info("data: %d training pairs, %d dev pairs; vocabulary %d source / %d target pieces",
             len(train), len(dev), subwords.src_vocab_size, subwords.tgt_vocab_size)
    if weights is None:
        model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    else:
        model = model_from_payload(weights, cfg, subwords, str(where or cfg.init_from))
    model.to(device)
    log.info("model: %s, %d parameters, on %s", cfg.model.decoder,
             sum(p.numel() for p in model.parameters()), device)
    trainer = Trainer(cfg, run_dir, model, subwords, train, dev, device, dist)
    if payload is not None:
        trainer.restore(payload, str(where))
    return trainer
