"""The Translator's plain data type, :class:`Translation`, and making one of a decoded
hypothesis. The pipeline's helpers (joining, recasing) import it from here, never the
Translator."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from nmt.analysis.word_alignment import word_alignment
from nmt.data.subwords import Subwords
from nmt.decoding.hypothesis import Hypothesis
from nmt.decoding.suggestions import Suggestion
from nmt.errors import ConfigError

if TYPE_CHECKING:
    import torch
    from matplotlib.figure import Figure

EOS_LABEL = "</s>"


@dataclass
class Translation:
    """A translation with what it attended to: of one sentence, or of a text of several
    (see nmt.translation.joining for how a text's translation is made of its sentences').

    score: the log-probability (with alpha or beta, the beam's ranking score); of a text,
    the sum over its sentences.
    src_pieces, tgt_pieces: what the model read (normalised and recased) and wrote; of a
    text, its sentences' one after another.
    attention: (len(tgt_pieces) + 1, len(src_pieces) + 1) weights; the extra row is eos
    produced, the extra column the source eos (of a text: block-diagonal over its
    sentences).
    positions: for local attention asked with the attention, (len(tgt_pieces) + 1, N) the
    window centre p_t of each row and head (a source position, 0-based), else None (and
    with engine="onnxruntime").
    score: the log-probability of the whole output, a forced prefix included (with alpha
    or beta, the beam's ranking score).
    suggestions: asked for with ``suggestions=k``, the k most likely next words after the
    sentence's prefix (the same on every translation of a sentence).
    dropped_constraints: the sentence's constraints this translation lacks: they could not
    fit within the output length limit.
    source: the source as cut from the input (normalised, casing as typed).
    sentences: a text's translation: its sentences' translations, in order (one for a
    text of one sentence, none for an empty one); a sentence's: empty.
    """

    text: str
    score: float
    src_pieces: list[str]
    tgt_pieces: list[str]
    attention: torch.Tensor | np.ndarray | None  # numpy with engine="onnxruntime"
    positions: torch.Tensor | None = None
    suggestions: list[Suggestion] = field(default_factory=list)
    dropped_constraints: list[str] = field(default_factory=list)
    source: str = ""
    sentences: list[Translation] = field(default_factory=list)

    def attention_labels(self) -> tuple[list[str], list[str]]:
        """Labels of the attention's columns (source pieces, then the source eos) and rows
        (target pieces, then the eos produced)."""
        return [*self.src_pieces, EOS_LABEL], [*self.tgt_pieces, EOS_LABEL]

    def heatmap(self, title: str | None = None) -> Figure:
        """The attention as a heatmap, rows and columns labelled with pieces."""
        # imported here: matplotlib adds about half a second to every start-up, and only
        # heatmaps need it
        from nmt.plotting import attention_figure

        return attention_figure(self.attention, *self.attention_labels(), title)

    def word_alignment(self) -> list[tuple[int, int]]:
        """(source word, target word) pairs, 0-based, one per target word, from the
        attention (see nmt.analysis.word_alignment); ConfigError when there is none (a
        model without attention, or translated without asking for it)."""
        if self.attention is None:
            raise ConfigError("no attention to align words with: the model has none "
                              "(model.decoder=no_attention), or it was not asked for")
        return word_alignment(self.attention, self.src_pieces, self.tgt_pieces)


def to_translation(subwords: Subwords, src: np.ndarray, hyp: Hypothesis,
                   constraints: Sequence[str] = ()) -> Translation:
    """A decoded hypothesis of source ids ``src`` (no specials) as text and pieces;
    ``constraints``: its sentence's phrases (hyp.dropped indexes them)."""
    return Translation(text=subwords.tgt.decode(hyp.tokens), score=hyp.score,
                       src_pieces=subwords.src_pieces(src.tolist()),
                       tgt_pieces=subwords.tgt_pieces(hyp.tokens), attention=hyp.attention,
                       suggestions=list(hyp.suggestions or []),
                       dropped_constraints=[constraints[i] for i in hyp.dropped])
