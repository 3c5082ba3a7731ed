"""The spelling safety net of a loaded model (nmt.text.spelling): the words of the source
side of the training corpus that its config names, and its source language's dictionary."""

from __future__ import annotations

from omegaconf import DictConfig

from nmt.text.spelling import Respeller, dictionary
from nmt.translation.training_text import training_sentences


def model_respeller(config: DictConfig) -> Respeller:
    """The spelling safety net of a model trained with ``config``: without its training
    corpus it restores only what the dictionary knows (nmt.text.spelling)."""
    lines = training_sentences(config, "spelling safety net") or []
    lang = config.data.src_lang
    return Respeller.from_lines(lines, lang, dictionary(lang))
