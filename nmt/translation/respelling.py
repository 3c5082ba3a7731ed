"""The spelling safety net of a loaded model (nmt.text.spelling): the words of the source
side of its training corpus (stored with the model, nmt.safety_nets; else read from the
corpus its config names), and its source language's dictionary."""

from __future__ import annotations

from omegaconf import DictConfig

from nmt.safety_nets import training_sentences
from nmt.text.safety_tables import SafetyTables
from nmt.text.spelling import Respeller, dictionary


def model_respeller(config: DictConfig, tables: SafetyTables | None = None) -> Respeller:
    """The spelling safety net of a model trained with ``config``: with the word counts of
    its stored ``tables``, else of its training corpus; without either it restores only
    what the dictionary knows (nmt.text.spelling)."""
    lang = config.data.src_lang
    if tables is not None:
        return Respeller(tables.counts, lang, dictionary(lang))
    lines = training_sentences(config, "spelling safety net") or []
    return Respeller.from_lines(lines, lang, dictionary(lang))
