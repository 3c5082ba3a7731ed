"""Scoring given translations (force decoding): the log-probability a model gives each
reference, through the same teacher-forced pass as training's loss and dev perplexity.

Every score here comes from ``Seq2Seq.forward`` -> :class:`nmt.model.seq2seq.Loss` over the
batches of :func:`teacher_forced_batches`, the batches and pass that training's dev loss
(nmt.training.validation.dev_loss) sums, so a reference scored here and the dev perplexity of
a run agree for the same model and data.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import torch

from nmt.data.batching import Batch
from nmt.data.pipeline import IdSplit, ParallelSplit
from nmt.device import autocast
from nmt.engines.ensemble import average_log_probs
from nmt.model.seq2seq import Loss, Seq2Seq


@dataclass
class ReferenceScore:
    """How likely a model finds one reference given its source.

    log_prob: the summed natural-log probability of the reference's pieces and the eos
    after them; tokens: how many were scored (pieces + 1 for eos).
    """

    log_prob: float
    tokens: int

    @property
    def mean(self) -> float:
        """The log-probability per target token (eos included)."""
        return self.log_prob / self.tokens


def corpus_perplexity(scores: list[ReferenceScore]) -> float:
    """exp of the negative log-probability per target token over all ``scores``: what
    training reports as the dev perplexity for the same model and pairs."""
    tokens = sum(s.tokens for s in scores)
    nll = -sum(s.log_prob for s in scores) / max(tokens, 1)
    return math.exp(min(nll, 100.0))


def teacher_forced_batches(model: Seq2Seq, split: ParallelSplit | IdSplit, device: torch.device,
                           precision: str, batch_tokens: int) -> Iterator[tuple[Batch, Loss]]:
    """Every pair of ``split`` once, in length-sorted batches of at most ``batch_tokens``
    (sentences x longer side), each with the model's :class:`Loss` under teacher forcing
    (plain cross-entropy: no label smoothing), in ``precision``. Call it in inference mode
    with the model in eval mode."""
    for indices in split.batches(batch_tokens, 0, seed=0, epoch=0, shuffle=False):
        batch = split.collate(indices).to(device)
        with autocast(device, precision):
            loss = model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
        yield batch, loss


@torch.inference_mode()
def token_log_probs(model: Seq2Seq, split: IdSplit, device: torch.device,
                    precision: str = "fp32", batch_tokens: int = 2048) -> list[np.ndarray]:
    """For each pair of ``split`` (in its order) the log-probability of every target token,
    the reference's pieces then eos: float64 arrays (len(tgt_ids[i]) + 1,)."""
    out: list[np.ndarray] = [np.empty(0)] * len(split)
    for batch, loss in teacher_forced_batches(model, split, device, precision, batch_tokens):
        rows = (-loss.token_loss.double()).cpu().numpy()
        lengths = loss.tokens.sum(1).tolist()
        for row, (index, length) in enumerate(zip(batch.indices.tolist(), lengths,
                                                  strict=True)):
            out[index] = rows[row, :length]
    return out


def score_split(models: list[Seq2Seq], split: IdSplit, device: torch.device,
                precision: str = "fp32", batch_tokens: int = 2048) -> list[ReferenceScore]:
    """Each pair of ``split`` scored by one model, or by the ensemble of ``models``: per
    token the log of their mean probability (nmt.engines.ensemble), summed per pair."""
    per_model = [token_log_probs(m, split, device, precision, batch_tokens) for m in models]
    if len(per_model) == 1:
        log_probs = per_model[0]
    else:
        log_probs = [average_log_probs(torch.from_numpy(np.stack(rows))).numpy()
                     for rows in zip(*per_model, strict=True)]
    return [ReferenceScore(float(lp.sum()), len(lp)) for lp in log_probs]
