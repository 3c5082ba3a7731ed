"""Decoding: batched greedy search over the model's step interface.

Search knows the model only through ``encode``, ``init_state`` and ``step``; state is
batch-first, so finished sentences leave the batch through one ``select_batch``.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from nmt.data.subwords import BOS, EOS
from nmt.model.batch_state import select_batch
from nmt.model.seq2seq import Seq2Seq


@dataclass
class Hypothesis:
    """A decoded sentence: ids without bos/eos, its log-probability and, when asked for,
    the attention (len(tokens) + 1, S_i) of every output step (eos included) over the source."""

    tokens: list[int]
    score: float
    attention: torch.Tensor | None = None


def max_lengths(src_lengths: torch.Tensor, a: float, b: int) -> torch.Tensor:
    """Output length limit a * S_i + b per sentence (at least 1), (B,) int64."""
    return (src_lengths.float() * a + b).floor().long().clamp(min=1)


@torch.inference_mode()
def greedy_search(model: Seq2Seq, src: torch.Tensor, src_lengths: torch.Tensor,
                  max_len_a: float = 1.5, max_len_b: int = 10,
                  return_attention: bool = False) -> list[Hypothesis]:
    """Greedy decoding of a batch: src (B, S), src_lengths (B,) -> B hypotheses.

    Sentences that produced eos leave the active batch, so the cost follows the sentences
    still being decoded.
    """
    batch, src_len = src.shape
    device = src.device
    encoded = model.encode(src, src_lengths)
    state = model.init_state(encoded)
    limits = max_lengths(src_lengths, max_len_a, max_len_b)
    steps = int(limits.max())
    tokens = torch.full((batch, steps), EOS, dtype=torch.long, device=device)
    scores = torch.zeros(batch, device=device)
    attention = torch.zeros(batch, steps, src_len, device=device) if return_attention else None
    active = torch.arange(batch, device=device)
    prev = torch.full((batch,), BOS, dtype=torch.long, device=device)
    for t in range(steps):
        log_probs, weights, state = model.step(prev, state, encoded, t)
        chosen = log_probs.argmax(dim=-1)
        chosen = torch.where(limits[active] <= t + 1, torch.full_like(chosen, EOS), chosen)
        best = log_probs.gather(1, chosen.unsqueeze(1)).squeeze(1)
        tokens[active, t] = chosen
        scores[active] += best
        if attention is not None and weights is not None:
            attention[active, t] = weights.float()
        running = chosen != EOS
        if not bool(running.any()):
            break
        if not bool(running.all()):
            keep = running.nonzero().squeeze(1)
            active, chosen = active[keep], chosen[keep]
            state, encoded = select_batch(state, keep), select_batch(encoded, keep)
        prev = chosen
    return _hypotheses(tokens, scores, attention, src_lengths)


def _hypotheses(tokens: torch.Tensor, scores: torch.Tensor, attention: torch.Tensor | None,
                src_lengths: torch.Tensor) -> list[Hypothesis]:
    out = []
    for row, ids in enumerate(tokens.tolist()):
        length = ids.index(EOS) if EOS in ids else len(ids)
        weights = None
        if attention is not None:
            weights = attention[row, : length + 1, : int(src_lengths[row])].cpu()
        out.append(Hypothesis(ids[:length], float(scores[row]), weights))
    return out
