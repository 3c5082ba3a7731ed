"""Ensembles: several trained models that decode as one.

An :class:`Ensemble` has the step interface the search knows a model by (``encode``,
``init_state``, ``step``, ``step_logits``); each member encodes the source, keeps its own
decoder state and attends with its own attention, and the ensemble's state is the tuple of
its members' states, so beam search reorders all of them through ``select_batch`` like one model's.

The next-token distribution is the log of the members' mean probability,
log (1/K) sum_k p_k(y | ...), as fairseq's ensembles combine them (OpenNMT-py's default takes
the mean of the log-probabilities instead, a product of experts). The attention it reports
(for alignments, heatmaps and the coverage penalty) is the mean of its members' weights.

The members must share the source and the target SentencePiece models: the search feeds one
source batch to every member and compares their distributions id by id.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import torch
from torch import nn

from nmt.engines.loading import Pretrained, load_pretrained
from nmt.errors import ConfigError
from nmt.model.encoder import EncoderOutput
from nmt.model.seq2seq import Encoded, Seq2Seq


@dataclass
class EnsembleEncoded:
    """Every member's encoding of one source batch (batch-first, so beams reorder it)."""

    members: tuple[Encoded, ...]

    @property
    def enc(self) -> EncoderOutput:
        """The first member's encoder output: the source mask and lengths, which all share."""
        return self.members[0].enc


def average_log_probs(log_probs: torch.Tensor) -> torch.Tensor:
    """The log of the mean probability over the first dimension: log_probs (K, ...) of K
    models -> (...), log (1/K) sum_k exp(log_probs[k])."""
    return torch.logsumexp(log_probs, dim=0) - math.log(log_probs.size(0))


class Ensemble(nn.Module):
    """Several :class:`Seq2Seq` models over the same vocabularies, decoding as one (see the
    module docstring); ``members`` are used as given (device, eval mode)."""

    def __init__(self, members: Sequence[Seq2Seq]) -> None:
        super().__init__()
        if len(members) < 2:
            raise ValueError(f"an ensemble needs at least two models, got {len(members)}")
        self.members = nn.ModuleList(members)

    def encode(self, src: torch.Tensor, src_lengths: torch.Tensor) -> EnsembleEncoded:
        """src (B, S), src_lengths (B,) -> each member's encoder states and key cache."""
        return EnsembleEncoded(tuple(m.encode(src, src_lengths) for m in self.members))

    def init_state(self, encoded: EnsembleEncoded) -> tuple:
        """The members' decoder states before the first target word, as one tuple."""
        return tuple(m.init_state(e) for m, e in zip(self.members, encoded.members,
                                                     strict=True))

    def step(self, prev: torch.Tensor, state: tuple, encoded: EnsembleEncoded, t: int
             ) -> tuple[torch.Tensor, torch.Tensor | None, tuple]:
        """One decoding step of every member (see :meth:`Seq2Seq.step`): prev (R,) ->
        averaged log-probs (R, V) float32, the members' mean attention (R, S) (None when no
        member attends), the new tuple of states."""
        outputs = [m.step(prev, s, e, t) for m, s, e in zip(self.members, state,
                                                            encoded.members, strict=True)]
        return _combined(outputs)

    def forced_logits(self, prev: torch.Tensor, state: tuple, encoded: EnsembleEncoded, t: int
                      ) -> tuple[torch.Tensor, torch.Tensor | None, tuple]:
        """Teacher forcing from a decoding state (see :meth:`Seq2Seq.forced_logits`): prev
        (R, T) -> the averaged log-probabilities (R, T, V), the members' mean attention
        (R, T, S) or None, the new tuple of states."""
        outputs = [m.forced_logits(prev, s, e, t) for m, s, e in zip(
            self.members, state, encoded.members, strict=True)]
        return _combined([(torch.log_softmax(logits, -1), w, s) for logits, w, s in outputs])

    def step_logits(self, prev: torch.Tensor, state: tuple, encoded: EnsembleEncoded, t: int
                    ) -> tuple[torch.Tensor, torch.Tensor | None, tuple]:
        """:meth:`step` (see :meth:`Seq2Seq.step_logits`): the averaged log-probabilities,
        normalised already, are their own logits."""
        return self.step(prev, state, encoded, t)


def _combined(outputs: list[tuple[torch.Tensor, torch.Tensor | None, object]]
              ) -> tuple[torch.Tensor, torch.Tensor | None, tuple]:
    """The members' (log-probabilities, attention, state) as the ensemble's: the log of the
    mean probability, the mean attention (None when no member attends), the states' tuple."""
    log_probs = average_log_probs(torch.stack([lp for lp, _, _ in outputs]))
    weights = [w.float() for _, w, _ in outputs if w is not None]
    attention = torch.stack(weights).mean(0) if weights else None
    return log_probs, attention, tuple(s for _, _, s in outputs)


def load_members(paths: Sequence[str | Path]) -> list[Pretrained]:
    """Load the models of an ensemble; ConfigError naming two of the files when their
    SentencePiece models differ (CheckpointError for a file that cannot be loaded)."""
    loaded = [load_pretrained(p) for p in paths]
    first = loaded[0]
    for other in loaded[1:]:
        for side in ("tgt", "src"):
            if getattr(first.subwords, f"{side}_proto") != getattr(other.subwords,
                                                                     f"{side}_proto"):
                name = "target" if side == "tgt" else "source"
                raise ConfigError(
                    f"{first.source} and {other.source} have different {name} SentencePiece "
                    f"models: the models of an ensemble must share both vocabularies")
    return loaded
