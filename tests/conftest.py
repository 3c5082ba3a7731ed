"""Shared fixtures: where the real data lies, small model configs, composed Hydra configs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hydra import compose, initialize_config_module
from omegaconf import DictConfig

from nmt.config import register_configs

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("NMT_SHARED", REPO.parent / "shared"))
MULTI30K = SHARED / "data" / "multi30k"

register_configs()


@pytest.fixture
def multi30k_dir() -> Path:
    """The read-only Multi30k text files (29,000 train / 1,014 val pairs)."""
    if not (MULTI30K / "train.de").is_file():
        pytest.fail(f"Multi30k is expected at {MULTI30K} (set NMT_SHARED to its parent)")
    return MULTI30K


def compose_config(name: str = "config", overrides: list[str] | None = None) -> DictConfig:
    """Compose a real config from the packaged configs/ with ``overrides``."""
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        return compose(config_name=name, overrides=overrides or [])


TINY_MODEL = ["model.emb_size=16", "model.hidden_size=32", "model.dropout=0.0"]



@pytest.fixture
def one_torch_thread():
    """Torch on one thread for the test (see tests.processes.one_thread)."""
    from tests.processes import one_thread

    with one_thread():
        yield
