"""The ``checkpoint=`` key of the apps: one model, or a list of models that decode as one
ensemble (``checkpoint=[a.pt,b.pt]``, as fairseq's ``--path a.pt:b.pt`` and Marian's
``--models a.npz b.npz``). ``nmt-evaluate``'s ``checkpoints=[...]`` keeps its meaning, models
compared one by one; an entry of it that is itself a list is an ensemble."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from omegaconf import ListConfig

from nmt.errors import ConfigError

if TYPE_CHECKING:
    from nmt.translation.translator import Translator


def checkpoint_paths(value: Any, key: str = "checkpoint") -> list[str]:
    """A config value that names one model (``"a.pt"``) or an ensemble (``["a.pt", "b.pt"]``)
    -> its paths; ConfigError naming ``key`` for anything else (an empty list, a number, a
    nested list)."""
    items = list(value) if isinstance(value, ListConfig | list | tuple) else [value]
    if not items:
        raise ConfigError(f"{key}=[]: give a checkpoint, or a list of them for an ensemble")
    for item in items:
        if not isinstance(item, str) or not item:
            raise ConfigError(f"{key}: {item!r} is not a path to a checkpoint or an exported "
                              f"folder (an ensemble is a flat list: {key}=[a.pt,b.pt])")
    return items


def model_label(paths: list[str]) -> str:
    """How reports name a model: its path, or the members of an ensemble joined by "+"."""
    return "+".join(paths)


def check_alignments(translator: Translator, model: str) -> None:
    """ConfigError for ``alignments=true`` with a model (``model``: how to name it) that has
    no attention to align words with."""
    if not translator.has_attention:
        raise ConfigError(f"alignments=true: {model} has no attention to align words with "
                          f"(model.decoder=no_attention)")
