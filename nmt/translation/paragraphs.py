"""Texts as people write them, made ready for the model: each text cut into lines and
sentences (nmt.text.layout, nmt.text.sentences), each sentence normalised and recased
(nmt.text.casing), encoded, and made a :class:`Unit` that the search decodes with the units
of every other text of the call; nmt.translation.joining puts the translations back together.

Splitting is decided in one place, :func:`splits`: ``split_sentences``, unless the text is
steered (a prefix or terminology constraints) or suggestions are asked for: the editor
completes the sentence being edited, so such a text is one sentence.
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from nmt.config import DecodingOptions, Steering
from nmt.data.subwords import UNK, Subwords
from nmt.text.layout import Layout

log = logging.getLogger(__name__)

WORD_START = "▁"


def splits(options: DecodingOptions, steering: Steering | None = None) -> bool:
    """Whether a text with ``steering`` (its prefix and constraints), decoded with
    ``options``, is cut into sentences (the module docstring)."""
    return options.split_sentences and not steering and not options.suggestions


@dataclass
class Unit:
    """One sentence as the model decodes it: ``source`` as cut from its text (normalised),
    ``ids`` the source pieces of what the model reads (recased), the casing ``style`` its
    translation gets back (one of nmt.text.casing.STYLES), and ``copy``: no piece of it that
    the model knows holds a letter or a digit (another script, emoji, punctuation alone),
    so it is its own translation (unless ``steering``, its text's prefix and constraints,
    says otherwise)."""

    source: str
    ids: np.ndarray
    style: str = "normal"
    copy: bool = False
    steering: Steering = field(default_factory=Steering)


@dataclass
class TextUnits:
    """The units of some texts: ``layouts[i]`` where the sentences of text i are,
    ``units[i]`` one per sentence of it, in order, ``steering[i]`` its prefix and
    constraints."""

    layouts: list[Layout]
    units: list[list[Unit]]
    steering: list[Steering]

    @property
    def flat(self) -> list[Unit]:
        """Every unit of every text, text after text."""
        return [u for units in self.units for u in units]


def is_copy(ids: list[int], subwords: Subwords) -> bool:
    """Whether no piece of ``ids`` that the source vocabulary knows has a letter or digit."""
    return not any(i != UNK and any(c.isalnum() for c in subwords.src.id_to_piece(i))
                   for i in ids)


def sentence_units(sentences: list[str], subwords: Subwords,
                   fix: Callable[[str], tuple[str, str]]) -> list[Unit]:
    """The units of ``sentences``, each made what the model reads by ``fix`` (sentence ->
    (model input, casing style): the safety nets) and encoded."""
    recased = [fix(s) for s in sentences]
    encoded = subwords.encode_src([model_input for model_input, _ in recased])
    return [Unit(sentence, np.asarray(ids, dtype=np.int64), style, is_copy(ids, subwords))
            for sentence, (_, style), ids in zip(sentences, recased, encoded, strict=True)]


def word_cuts(pieces: list[str], limit: int) -> list[int]:
    """Where to cut a sentence of ``pieces`` into parts of at most ``limit`` pieces: at the
    last word start (a piece beginning with "▁") that keeps a part within the limit, or at
    the limit inside a word longer than it. Returns the start of every part after the
    first."""
    cuts, start = [], 0
    while len(pieces) - start > limit:
        starts = [i for i in range(start + 1, start + limit + 1)
                  if pieces[i].startswith(WORD_START)]
        start = starts[-1] if starts else start + limit
        cuts.append(start)
    return cuts


def fit_lengths(layout: Layout, units: list[Unit], limit: int, split: bool,
                subwords: Subwords, number: int) -> list[Unit]:
    """``units`` of text ``number`` (from 1, for the log) within ``limit`` source pieces:
    when ``split``, a longer sentence is cut at word starts into parts that are translated
    as sentences (``layout`` then lists the parts); else it is truncated. Either is logged."""
    out: list[Unit] = []
    replaced: list[tuple[int, list[str]]] = []
    for index, unit in enumerate(units):
        if len(unit.ids) <= limit:
            out.append(unit)
        elif not split:
            log.warning("input %d has %d pieces: truncated to max_input_len=%d", number,
                        len(unit.ids), limit)
            out.append(dataclasses.replace(unit, ids=unit.ids[:limit]))
        else:
            parts = cut_unit(unit, limit, subwords)
            log.warning("input %d: a sentence of %d pieces, over max_input_len=%d, is "
                        "translated in %d parts cut at words", number, len(unit.ids), limit,
                        len(parts))
            out += parts
            replaced.append((index, [part.source for part in parts]))
    for index, sources in reversed(replaced):  # from the end: earlier indices stay valid
        layout.replace(index, sources)
    return out


def cut_unit(unit: Unit, limit: int, subwords: Subwords) -> list[Unit]:
    """``unit`` cut at words (:func:`word_cuts`) into parts of at most ``limit`` pieces,
    each the text its pieces spell."""
    bounds = [0, *word_cuts(subwords.src_pieces(unit.ids.tolist()), limit), len(unit.ids)]
    parts = [unit.ids[a:b] for a, b in itertools.pairwise(bounds)]
    return [Unit(subwords.src.decode(ids.tolist()), ids, unit.style,
                 is_copy(ids.tolist(), subwords)) for ids in parts]
