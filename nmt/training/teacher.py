"""Word-level knowledge distillation's teacher (Kim & Rush 2016, "Sequence-Level Knowledge
Distillation", section 3.1): one trained model or an ensemble, read under teacher forcing
on each training batch, whose next-piece distribution at every target position becomes part
of the student's target there.

Only the teacher's ``train.teacher_topk`` most probable pieces are kept, renormalised (as
Marian's and most NMT distillation recipes keep the top 8): the rest of a distribution over
thousands of pieces is a long tail of near-zero mass that would cost a (tokens x vocabulary)
target per batch. An ensemble's distribution is the mean of its members' probabilities, as
its beam search combines them (nmt.engines.ensemble).

The teacher reads the student's batches, so it must share the student's SentencePiece
models, source and target: a student fine-tuned from one of the teacher's models
(``init_from``) has them.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import torch
from omegaconf import DictConfig

from nmt.data.batching import Batch
from nmt.data.subwords import PAD, Subwords
from nmt.engines.ensemble import average_log_probs, checkpoint_paths, load_members
from nmt.errors import CheckpointError, ConfigError
from nmt.kernels.output_loss import SoftTargets
from nmt.model.seq2seq import Seq2Seq

log = logging.getLogger(__name__)


class Teacher:
    """The models whose distributions the student learns beside its targets: ``models``
    (eval mode, on the student's device), ``topk`` pieces kept at each position, ``weight``
    the share of each target position's mass they get (the target piece keeps 1 - weight)."""

    def __init__(self, models: Sequence[Seq2Seq], topk: int, weight: float) -> None:
        self.models = list(models)
        self.topk, self.weight = topk, weight

    @classmethod
    def from_config(cls, tcfg: DictConfig, subwords: Subwords, device: torch.device
                    ) -> Teacher:
        """The teacher ``train.teacher`` names (one checkpoint or exported folder, or a list
        of them: an ensemble), checked against the student's subword models; ConfigError
        naming the key when it cannot teach this student."""
        paths = checkpoint_paths(tcfg.teacher, "train.teacher")
        try:
            loaded = load_members(paths)
        except (CheckpointError, ConfigError) as err:
            raise ConfigError(f"train.teacher: {err}") from None
        for side, name in (("src", "source"), ("tgt", "target")):
            if getattr(loaded[0].subwords, f"{side}_proto") != getattr(subwords, f"{side}_proto"):
                raise ConfigError(
                    f"train.teacher: {loaded[0].source} has another {name} SentencePiece model "
                    f"than this run: the teacher reads the student's pieces, so start the "
                    f"student from one of its models (init_from=...)")
        models = [member.model.to(device).eval() for member in loaded]
        log.info("word-level distillation: %d teacher model(s) (%s), their top %d pieces at "
                 "every target position with weight %g", len(models),
                 ", ".join(str(m.source) for m in loaded), tcfg.teacher_topk,
                 tcfg.teacher_weight)
        return cls(models, tcfg.teacher_topk, tcfg.teacher_weight)

    @torch.no_grad()
    def soft_targets(self, batch: Batch) -> SoftTargets:
        """The teacher's share of each target of ``batch`` (tgt_in (B, T)): (B * T, K) ids
        and weights, in ``tgt_out.flatten()``'s order, the top-K probabilities renormalised
        and scaled by ``weight``; weight 0 at padding. Runs in the caller's autocast."""
        mask = (batch.tgt_in != PAD).flatten()
        positions = mask.nonzero().squeeze(1)
        log_probs = average_log_probs(torch.stack([
            model.position_log_probs(batch.src, batch.src_lengths, batch.tgt_in, positions)
            for model in self.models]))
        top = log_probs.topk(min(self.topk, log_probs.size(1)), dim=1)
        ids = torch.zeros(mask.numel(), top.indices.size(1), dtype=torch.long,
                          device=mask.device)
        weights = torch.zeros(ids.shape, dtype=torch.float32, device=mask.device)
        ids[positions] = top.indices
        weights[positions] = torch.softmax(top.values, dim=1) * self.weight
        return SoftTargets(ids, weights)
