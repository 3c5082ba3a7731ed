"""Sequence-level risk training (Shen et al. 2016, "Minimum Risk Training for Neural Machine
Translation"; Edunov et al. 2018, "Classical Structured Prediction Losses for Sequence to
Sequence Learning", section 2.2): the loss sees the search. At every step the model's own
beam search translates each source of the batch; its n-best and the reference make the
sentence's candidate set U, and the model's sequence probabilities renormalised over U give
the expected cost

    R = sum_{u in U} cost(u) p(u | x) / sum_{u' in U} p(u' | x),   cost(u) = 1 - m(u, t) / 100

with m a sentence metric (BLEU or chrF, sacrebleu's) against the reference t. Lowering R
moves probability towards the candidates that score best, the ones greedy and beam search
might otherwise miss. As Edunov et al., the candidates come from beam search (better than
samples in their table 3), the reference is one of them, and the trainer mixes R with the
token loss (train.risk_weight).

The search runs on a prepared copy of the model (nmt.engines.preparation) with dropout off;
the candidates are then read again with the training model, under its dropout and autocast,
for the gradient. The cost of a step grows with the candidates: each is decoded once and
read once, so a step costs about (risk_candidates + 1) token-loss steps and a beam search.
"""

from __future__ import annotations

import numpy as np
import torch
from omegaconf import DictConfig

from nmt.config import DecodingOptions
from nmt.data.batching import Batch, collate
from nmt.data.subwords import PAD, Subwords
from nmt.decoding.mbr import UTILITIES
from nmt.device import autocast
from nmt.engines.torch_engine import decode_ids
from nmt.model.seq2seq import Seq2Seq


class SequenceRisk:
    """The expected cost of a batch's candidates under the model (see the module's doc):
    ``options`` how the candidates are searched (beam = nbest = risk_candidates), ``metric``
    a key of nmt.decoding.mbr.UTILITIES, ``subwords`` to score them as text, ``precision``
    the autocast the training model reads them in."""

    def __init__(self, subwords: Subwords, options: DecodingOptions, metric: str,
                 device: torch.device, precision: str = "fp32") -> None:
        self.subwords, self.options, self.metric = subwords, options, metric
        self.device, self.precision = device, precision

    @classmethod
    def from_config(cls, tcfg: DictConfig, subwords: Subwords, device: torch.device
                    ) -> SequenceRisk:
        """The risk ``train.risk_*`` asks for: the candidates searched as train.decoding
        decodes (its length limits, batch size and precision), with beam search of
        risk_candidates beams, as many returned."""
        options = DecodingOptions.from_config(
            tcfg.decoding, prefix="train.decoding.", beam=tcfg.risk_candidates,
            nbest=tcfg.risk_candidates, sampling="none", mbr=False)
        return cls(subwords, options, tcfg.risk_metric, device, tcfg.precision)

    def candidates(self, model: Seq2Seq, batch: Batch) -> tuple[Batch, torch.Tensor]:
        """The candidate sets of ``batch``'s B sentences: a batch of their N candidates (the
        reference first, then the distinct n-best entries that differ from it; each
        candidate's ``indices`` its sentence's row in ``batch``) and their costs (N,)
        float32, on the model's device."""
        src_lengths = batch.src_lengths.tolist()
        tgt_lengths = (batch.tgt_out != PAD).sum(1).tolist()
        # less the eos that collate and the search add again
        sources = [batch.src[i, :n - 1].cpu().numpy() for i, n in enumerate(src_lengths)]
        references = [batch.tgt_out[i, :n - 1].cpu().numpy() for i, n in enumerate(tgt_lengths)]
        nbest = decode_ids(model, sources, self.device, self.options)
        rows, targets, costs = [], [], []
        for row, (reference, hypotheses) in enumerate(zip(references, nbest, strict=True)):
            seen, found = {tuple(reference.tolist())}, [reference]
            for hypothesis in hypotheses:
                if (key := tuple(hypothesis.tokens)) not in seen:
                    seen.add(key)
                    found.append(np.asarray(key, dtype=np.int64))
            texts = self.subwords.decode_tgt([ids.tolist() for ids in found])
            # clipped: the reference's own score, 100, comes back as 1 - 1e-16
            costs.append(np.clip(1.0 - UTILITIES[self.metric](texts, texts[:1])[:, 0] / 100.0,
                                 0.0, 1.0))
            rows += [row] * len(found)
            targets += found
        sub = collate([sources[row] for row in rows], targets, np.asarray(rows))
        return sub.to(self.device), torch.from_numpy(np.concatenate(costs)).float().to(
            self.device)

    def loss(self, model: Seq2Seq, batch: Batch) -> torch.Tensor:
        """The expected cost summed over ``batch``'s sentences: 0-d, differentiable in the
        weights of ``model`` (in train mode: its dropout reads the candidates)."""
        sub, costs = self.candidates(model, batch)
        with autocast(self.device, self.precision):
            log_probs = model.sequence_log_probs(sub.src, sub.src_lengths, sub.tgt_in,
                                                 sub.tgt_out)
        return expected_cost(log_probs, costs, sub.indices.to(log_probs.device),
                             batch.src.size(0))


def expected_cost(log_probs: torch.Tensor, costs: torch.Tensor, rows: torch.Tensor,
                  sentences: int) -> torch.Tensor:
    """sum_s sum_{u of s} cost(u) softmax(log p)(u) over each sentence's own candidates:
    log_probs (N,), costs (N,) and rows (N,) int64 (each candidate's sentence, < sentences)
    -> 0-d."""
    # the sentences' candidates side by side, -inf where a sentence has fewer
    column = torch.arange(rows.numel(), device=rows.device) - torch.searchsorted(rows, rows)
    width = int(column.max()) + 1
    scores = log_probs.new_full((sentences, width), float("-inf"))
    scores = scores.index_put((rows, column), log_probs)
    weights = torch.softmax(scores, dim=1)[rows, column]
    return (weights * costs).sum()
