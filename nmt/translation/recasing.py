"""The casing safety net of a loaded model (nmt.text.casing): its truecasing table, stored
with the model (nmt.safety_nets; a model stored without one counts it from the training
corpus that its config names), and its source vocabulary for the words the table lacks or
where there is none; and on the way
out, a translation given its source's casing back around what steered it (:func:`recased`).

A prefix and constraints are target text, typed as the translation must have them: the
source's recaser never reads them, and the casing given back leaves them as they are, so a
translation still starts with its prefix and holds its constraints exactly. What the model
wrote after the prefix gets the source's casing (capitals in: capitals after the prefix),
and so do the suggested next words, past the characters typed of the last word.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from omegaconf import DictConfig

from nmt.config import Steering
from nmt.data.subwords import Subwords
from nmt.decoding.suggestions import Suggestion
from nmt.safety_nets import training_sentences
from nmt.text.casing import CasingTable, Recaser, VocabularyCasing, restore_around
from nmt.text.safety_tables import SafetyTables

if TYPE_CHECKING:
    from nmt.translation.types import Translation

def training_casing(config: DictConfig) -> CasingTable | None:
    """The truecasing table of the training sentences of ``config``
    (:func:`training_sentences`); None where they cannot be read (the safety net then
    recases with the source vocabulary alone)."""
    lines = training_sentences(config, "truecasing table")
    return CasingTable.from_lines(lines) if lines is not None else None


def model_recaser(config: DictConfig, subwords: Subwords,
                  tables: SafetyTables | None = None) -> Recaser:
    """The safety net of a model trained with ``config`` whose subword models are
    ``subwords``: with the truecasing table of its stored ``tables``, else one counted from
    its training corpus at the first sentence that needs it."""
    if tables is not None:
        return Recaser(lambda: tables.casing, VocabularyCasing(subwords.src))
    return Recaser(lambda: training_casing(config), VocabularyCasing(subwords.src))


def recased(translation: Translation, style: str, steering: Steering) -> Translation:
    """``translation`` of a sentence whose source had the casing ``style`` with that casing
    given back, its prefix and constraints left as typed (the module docstring); suggestions
    that the new casing makes one word are one, their probabilities summed."""
    text = restore_around(translation.text, style, steering.prefix, steering.constraints)
    typed = re.split(r"\s", steering.prefix)[-1]  # the word being typed ("" after a space)
    words: dict[str, float] = {}
    for suggestion in translation.suggestions:
        word = restore_around(suggestion.word, style, typed)
        words[word] = words.get(word, 0.0) + suggestion.probability
    suggestions = [Suggestion(w, p) for w, p in sorted(words.items(), key=lambda w: -w[1])]
    return dataclasses.replace(translation, text=text, suggestions=suggestions)
