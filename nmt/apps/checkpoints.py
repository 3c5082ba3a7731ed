"""The ``checkpoint=`` key of the apps: one model, or a list of models that decode as one
ensemble (``checkpoint=[a.pt,b.pt]``, as fairseq's ``--path a.pt:b.pt`` and Marian's
``--models a.npz b.npz``). ``nmt-evaluate``'s ``checkpoints=[...]`` keeps its meaning, models
compared one by one; an entry of it that is itself a list is an ensemble (the paths a value
names: nmt.config.checkpoint_paths)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nmt.errors import ConfigError

if TYPE_CHECKING:
    from nmt.translation.translator import Translator


def model_label(paths: list[str]) -> str:
    """How reports name a model: its path, or the members of an ensemble joined by "+"."""
    return "+".join(paths)


def check_alignments(translator: Translator, model: str) -> None:
    """ConfigError for ``alignments=true`` with a model (``model``: how to name it) that has
    no attention to align words with."""
    if not translator.has_attention:
        raise ConfigError(f"alignments=true: {model} has no attention to align words with "
                          f"(model.decoder=no_attention)")
