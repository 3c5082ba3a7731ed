"""A tiny run of the real pipeline (synthetic corpus, SentencePiece, Luong model), for tests
that need a checkpoint file but not a trained model."""

from __future__ import annotations

from pathlib import Path

import torch
from omegaconf import OmegaConf

from nmt.checkpoint import load_checkpoint, save_checkpoint
from nmt.data.pipeline import prepare_training_data
from nmt.data.subwords import EOS
from nmt.model.build import build_model
from nmt.training.run import run_training
from tests.conftest import TINY_MODEL, compose_config

TINY_RUN = [*TINY_MODEL, "model=luong", "data.synthetic_sizes.train=300",
            "data.synthetic_sizes.val=12", "data.synthetic_sizes.test=12",
            "data.synthetic_max_words=8", "data.spm.vocab_size=60"]


def tiny_checkpoint(folder: Path, seed: int = 0, overrides: tuple[str, ...] = (),
                    name: str = "best.pt") -> Path:
    """Write ``folder/name``: real subword models (trained once per folder), a randomly
    initialised model (``seed``) and the config it was built from, as ``nmt-train`` would."""
    cfg = compose_config("config", [*TINY_RUN, f"seed={seed}", *overrides])
    subwords, _, _ = prepare_training_data(cfg.data, folder)
    torch.manual_seed(seed)
    model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    path = folder / name
    save_checkpoint(path, {"model": model.state_dict(),
                           "config": OmegaConf.to_container(cfg, resolve=True),
                           "subwords": {"src": subwords.src_proto, "tgt": subwords.tgt_proto}})
    return path


def never_ending(folder: Path) -> Path:
    """A tiny checkpoint (``folder/chatty.pt``) whose model never says eos before the length
    limit: an untrained one may say it first, and an empty output would hide what it read."""
    payload = load_checkpoint(tiny_checkpoint(folder))
    payload["model"]["generator.bias"][EOS] = -1e4
    save_checkpoint(folder / "chatty.pt", payload)
    return folder / "chatty.pt"


def tiny_training(run_dir: Path, steps: int, heatmaps: int, *overrides: str) -> None:
    """Train the tiny run for ``steps`` steps of 8 sentences into ``run_dir``, validating
    after every step with TensorBoard heatmaps of the first ``heatmaps`` dev sentences."""
    cfg = compose_config("config", [*TINY_RUN, f"train.max_steps={steps}", "train.batch_size=8",
                                    "train.valid_every=1", f"train.valid_heatmaps={heatmaps}",
                                    "device=cpu", *overrides])
    run_training(cfg, run_dir, [])
