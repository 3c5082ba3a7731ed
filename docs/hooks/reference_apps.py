"""The command-line apps the reference pages describe, and their composed Hydra configs."""

from __future__ import annotations

from pathlib import Path

import tomllib
from hydra import compose, initialize_config_module
from omegaconf import DictConfig

import nmt.apps.cli  # noqa: F401 (registers the schemas and the resolvers the configs use)

ROOT = Path(__file__).resolve().parents[2]
# each Hydra app's primary config (the config_name of its @hydra.main)
APP_CONFIGS = {"nmt-train": "config", "nmt-prepare": "prepare", "nmt-evaluate": "evaluate",
               "nmt-translate": "translate", "nmt-score": "score", "nmt-serve": "serve",
               "nmt-export": "export", "nmt-distill": "distill", "nmt-average": "average"}


def console_scripts() -> dict[str, str]:
    """pyproject.toml's console scripts: name -> entry point (module:function)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["project"]["scripts"]


def composed(app: str, hydra: bool = False) -> DictConfig:
    """The config ``app`` runs with when given no overrides (``hydra``: with Hydra's own
    node, which holds the help texts)."""
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        return compose(config_name=APP_CONFIGS[app], return_hydra_config=hydra)
