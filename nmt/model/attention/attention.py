"""The composed attention module: score x alignment x distribution, and the context."""

from __future__ import annotations

import torch
from torch import nn

from nmt.model.attention.alignments import ALIGNMENTS
from nmt.model.attention.base import AttentionKeys, AttentionOutput, gather_positions
from nmt.model.attention.distributions import DISTRIBUTIONS
from nmt.model.attention.scores import SCORES


class Attention(nn.Module):
    """Attention of decoder queries over encoder states, parts chosen by ``cfg`` (AttentionConfig).

    query_size: features of a query (the decoder state); key_size: of an encoder state.
    """

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__()
        self.score = SCORES.get(cfg.score)(query_size, key_size, cfg)
        self.align = ALIGNMENTS.get(cfg.align)(query_size, cfg)
        self.distribution = DISTRIBUTIONS.get(cfg.distribution)(cfg)
        self.value_size = key_size

    def precompute(self, states: torch.Tensor, mask: torch.Tensor, lengths: torch.Tensor
                   ) -> AttentionKeys:
        """Once per batch: states (B, S, key_size), mask (B, S), lengths (B,) -> keys cache."""
        return AttentionKeys(self.score.project_keys(states), states, mask, lengths)

    def forward(self, query: torch.Tensor, keys: AttentionKeys, steps: torch.Tensor
                ) -> AttentionOutput:
        """query (B, T, Q) at target positions steps (T,) -> context (B, T, V) and weights."""
        window = self.align(query, keys, steps)
        if window.index is None:
            energies = self.score(query, keys.keys)
        else:
            energies = self.score(query, gather_positions(keys.keys, window.index), window.index)
        weights = self.distribution(energies, window.mask)
        if window.prior is not None:
            weights = weights * window.prior
        weights = weights.to(keys.values.dtype)
        if window.index is None:
            context = torch.bmm(weights, keys.values)
        else:
            values = gather_positions(keys.values, window.index)
            context = torch.matmul(weights.unsqueeze(-2), values).squeeze(-2)
        return AttentionOutput(context, weights, window.index)
