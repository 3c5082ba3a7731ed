"""Shared fixtures: the slice of Multi30k shipped with the tests, small model configs,
composed Hydra configs."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from hydra import compose, initialize_config_module
from omegaconf import DictConfig

from nmt.config import register_configs

REPO = Path(__file__).resolve().parents[1]
# the slice of Multi30k in the repository (its README: source, licence, what it holds)
MULTI30K = REPO / "tests" / "data" / "multi30k"
MULTI30K_LINES = {"train": 5000, "val": 1014}

register_configs()


@pytest.fixture
def multi30k_dir() -> Path:
    """The slice of Multi30k shipped with the tests: the first 5,000 train pairs and the
    1,014 val pairs of de/en/fr/cs (tests/data/multi30k/README.md)."""
    return MULTI30K


def load_script(relative: str) -> ModuleType:
    """A file of scripts/ (which is no package) as a module, to call its functions."""
    path = REPO / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
