"""Multi-head attention over the encoder states (``model.attention.heads=N``), and the factory
that picks single- or multi-head attention from the config."""

from __future__ import annotations

import torch
from torch import nn

from nmt.errors import ConfigError
from nmt.kernels.products import Linear
from nmt.model.attention.attention import Attention
from nmt.model.attention.base import AttentionKeys, AttentionOutput


class MultiHeadAttention(nn.Module):
    """N heads: per head n, q_n = W_q^n q, k_n = W_k^n h_s, v_n = W_v^n h_s, then the
    configured score x alignment x distribution over (q_n, k_n, v_n); the contexts are
    concatenated and projected: c = W_o [c_1 ; ... ; c_N] (survey §IV-D.1).

    Queries and keys get query_size / N features per head, values key_size / N, and the
    context has key_size features, as single-head attention's. The heads run as one batch of
    B * N through one :class:`Attention` (its score, alignment and distribution parameters are
    shared; the heads differ by their projections). The weights reported for plots are the
    mean over heads; the state (coverage), when on, is kept per head, (B, N, S).
    """

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__()
        heads = cfg.heads
        for name, size in (("model.hidden_size", query_size), ("encoder output", key_size)):
            if size % heads:
                raise ConfigError(
                    f"model.attention.heads={heads} must divide the query and key sizes: "
                    f"{name} is {size}; pick heads among the common divisors of "
                    f"{query_size} and {key_size}")
        self.heads = heads
        self.head_query = query_size // heads
        self.head_value = key_size // heads
        self.W_q = Linear(query_size, query_size, bias=False)
        self.W_k = Linear(key_size, query_size, bias=False)
        self.W_v = Linear(key_size, key_size, bias=False)
        self.W_o = Linear(key_size, key_size, bias=False)
        self.head = Attention(self.head_query, self.head_query, cfg)
        self.value_size = key_size
        self.stateful = self.head.stateful

    def _split(self, x: torch.Tensor, size: int) -> torch.Tensor:
        """(B, L, N * size) -> (B * N, L, size)."""
        batch, length = x.shape[:2]
        return x.view(batch, length, self.heads, size).transpose(1, 2).reshape(-1, length, size)

    def precompute(self, states: torch.Tensor, mask: torch.Tensor, lengths: torch.Tensor
                   ) -> AttentionKeys:
        """Once per batch: states (B, S, key_size) -> keys cache with a head axis,
        (B, N, S, ...) fields."""
        keys = self.head.precompute(
            self._split(self.W_k(states), self.head_query),
            mask.repeat_interleave(self.heads, 0), lengths.repeat_interleave(self.heads, 0),
            values=self._split(self.W_v(states), self.head_value))
        return keys.map(lambda t: t.unflatten(0, (states.size(0), self.heads)))

    def initial_state(self, mask: torch.Tensor) -> torch.Tensor | None:
        """Zero coverage (B, N, S) for the source mask (B, S), or None when coverage is off."""
        if not self.stateful:
            return None
        return mask.new_zeros((mask.size(0), self.heads, mask.size(1)), dtype=torch.float32)

    def forward(self, query: torch.Tensor, keys: AttentionKeys, steps: torch.Tensor,
                state: torch.Tensor | None = None) -> AttentionOutput:
        """query (B, T, Q) -> context (B, T, key_size); weights averaged over heads (their
        windows side by side, each weight / N, for local alignments); per-query aux summed
        over heads (one joint sample for hard attention)."""
        batch, length = query.shape[:2]
        flat_state = None if state is None else state.flatten(0, 1)
        out = self.head(self._split(self.W_q(query), self.head_query),
                        keys.map(lambda t: t.flatten(0, 1)), steps, flat_state)

        def by_head(x: torch.Tensor) -> torch.Tensor:  # (B * N, T, ...) -> (B, N, T, ...)
            return x.view(-1, self.heads, *x.shape[1:])

        context = by_head(out.context).transpose(1, 2).reshape(batch, length, -1)
        if out.index is None:
            weights, index = by_head(out.weights).mean(1), None
        else:
            weights = by_head(out.weights).transpose(1, 2).flatten(2) / self.heads
            index = by_head(out.index).transpose(1, 2).flatten(2)
        aux = {name: by_head(value).sum(1) for name, value in out.aux.items()}
        new_state = None if out.state is None else by_head(out.state)
        return AttentionOutput(self.W_o(context), weights, index, aux, new_state)

    def auxiliary_loss(self, aux: dict[str, torch.Tensor], token_nll: torch.Tensor,
                       target_mask: torch.Tensor) -> torch.Tensor:
        """As :meth:`Attention.auxiliary_loss`, with aux already summed over heads."""
        return self.head.auxiliary_loss(aux, token_nll, target_mask)


def build_attention(query_size: int, key_size: int, cfg) -> Attention | MultiHeadAttention:
    """Single-head :class:`Attention`, or :class:`MultiHeadAttention` when cfg.heads > 1."""
    if cfg.heads < 1:
        raise ConfigError(f"model.attention.heads={cfg.heads} must be at least 1")
    if cfg.heads == 1:
        return Attention(query_size, key_size, cfg)
    return MultiHeadAttention(query_size, key_size, cfg)
