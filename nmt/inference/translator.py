"""The Python API: load a trained model and translate strings.

    from nmt import Translator
    translator = Translator.from_pretrained("outputs/2026-11-30/12-00-00/best.pt")
    translator.translate(["Ein Mann fährt Fahrrad."])

``from_pretrained`` takes a checkpoint (best.pt / last.pt) or a directory written by
``nmt-export``; see nmt.pretrained.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
from omegaconf import DictConfig

from nmt.data.subwords import Subwords
from nmt.device import select_device
from nmt.inference.decoding import SearchOptions, decode_ids
from nmt.inference.loading import load_pretrained
from nmt.inference.search import Hypothesis
from nmt.model.seq2seq import Seq2Seq

log = logging.getLogger(__name__)

EOS_LABEL = "</s>"


@dataclass
class Translation:
    """A translation with what it attended to.

    attention: (len(tgt_pieces) + 1, len(src_pieces) + 1) weights; the extra row is eos
    produced, the extra column the source eos.
    """

    text: str
    score: float
    src_pieces: list[str]
    tgt_pieces: list[str]
    attention: torch.Tensor | None

    def attention_labels(self) -> tuple[list[str], list[str]]:
        """Labels of the attention's columns (source pieces, then the source eos) and rows
        (target pieces, then the eos produced)."""
        return [*self.src_pieces, EOS_LABEL], [*self.tgt_pieces, EOS_LABEL]


def to_translation(subwords: Subwords, src: np.ndarray, hyp: Hypothesis) -> Translation:
    """A decoded hypothesis of source ids ``src`` (no specials) as text and pieces."""
    return Translation(text=subwords.tgt.decode(hyp.tokens), score=hyp.score,
                       src_pieces=subwords.src_pieces(src.tolist()),
                       tgt_pieces=subwords.tgt_pieces(hyp.tokens), attention=hyp.attention)


class Translator:
    """A trained model with its subword models, ready to translate lists of strings.

    ``progress``: show a progress bar (on stderr) while decoding many sentences.
    """

    def __init__(self, model: Seq2Seq, subwords: Subwords, config: DictConfig,
                 device: torch.device, max_input_len: int = 250, progress: bool = False
                 ) -> None:
        self.model = model.to(device).eval()
        self.subwords = subwords
        self.config = config
        self.device = device
        self.max_input_len = max_input_len
        self.progress = progress

    @classmethod
    def from_pretrained(cls, path: str | Path, device: str = "auto",
                        max_input_len: int = 250, progress: bool = False) -> Translator:
        """Load a checkpoint file written by ``nmt-train`` (best.pt / last.pt) or a
        directory written by ``nmt-export``; CheckpointError naming the file when unusable."""
        loaded = load_pretrained(path)
        return cls(loaded.model, loaded.subwords, loaded.config, select_device(device),
                   max_input_len, progress)

    def encode(self, lines: list[str]) -> list[np.ndarray]:
        """Source lines -> piece ids, truncated to ``max_input_len`` with a warning."""
        out = []
        for number, ids in enumerate(self.subwords.encode_src(lines), start=1):
            if len(ids) > self.max_input_len:
                log.warning("input %d has %d pieces: truncated to max_input_len=%d", number,
                            len(ids), self.max_input_len)
                ids = ids[: self.max_input_len]
            out.append(np.asarray(ids, dtype=np.int64))
        return out

    def translate(self, lines: list[str], beam: int = 1, **options) -> list[str]:
        """Translate ``lines``; options: those of :class:`nmt.inference.decoding.SearchOptions`."""
        nbest = self.translate_nbest(lines, beam=beam, nbest=1, **options)
        return [hyps[0][0] for hyps in nbest]

    def translate_nbest(self, lines: list[str], beam: int = 1, nbest: int = 1, **options
                        ) -> list[list[tuple[str, float]]]:
        """For each line its ``nbest`` (translation, score) pairs, best first (the score is
        the log-probability unless alpha or beta are set, see nmt.inference.search.Hypothesis)."""
        return [[(t.text, t.score) for t in hyps]
                for hyps in self.translations(lines, beam=beam, nbest=nbest, **options)]

    def translate_with_attention(self, lines: list[str], beam: int = 1, **options
                                 ) -> list[Translation]:
        """Translate ``lines`` and return each best translation with its attention matrix."""
        results = self.translations(lines, beam=beam, nbest=1, return_attention=True, **options)
        return [hyps[0] for hyps in results]

    def translations(self, lines: list[str], beam: int = 1, nbest: int = 1,
                     return_attention: bool = False, **options) -> list[list[Translation]]:
        """For each line its ``nbest`` translations, best first, with their pieces and, when
        asked for, attention matrices; options: alpha, beta, max_len_a, max_len_b,
        batch_size, precision (see :class:`nmt.inference.decoding.SearchOptions`)."""
        search = SearchOptions(beam=beam, nbest=nbest, **options)
        sources = self.encode(lines)
        results = decode_ids(self.model, sources, self.device, search,
                             return_attention=return_attention, progress=self.progress)
        return [[to_translation(self.subwords, src, h) for h in hyps]
                for src, hyps in zip(sources, results, strict=True)]
