"""The tensors that flow between the parts of attention, and how windows gather from them."""

from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class AttentionKeys:
    """Per-batch attention cache, computed once before decoding starts.

    keys: (B, S, K) the score's projection of the encoder states (e.g. U_a h_j).
    values: (B, S, V) what the context averages (the encoder states h_j).
    mask: (B, S) bool, True at valid source positions.
    lengths: (B,) int64 true source lengths S_i.
    """

    keys: torch.Tensor
    values: torch.Tensor
    mask: torch.Tensor
    lengths: torch.Tensor


@dataclass
class Window:
    """The source positions a query may attend, chosen by an alignment.

    index: None for all positions (global), else (B, T, W) source positions per query;
        entries outside the sentence are clamped into range and masked out.
    mask: (B, 1, S) for global or (B, T, W) bool, True where attention may go.
    prior: None, or (B, T, W) factors multiplied into the weights after the distribution
        (local-p's Gaussian).
    """

    index: torch.Tensor | None
    mask: torch.Tensor
    prior: torch.Tensor | None = None


@dataclass
class AttentionOutput:
    """Result of attending with T queries.

    context: (B, T, V).
    weights: (B, T, N) over the window's N positions (N = S for global).
    index: None (global) or (B, T, W) the source positions the weights belong to.
    """

    context: torch.Tensor
    weights: torch.Tensor
    index: torch.Tensor | None

    def dense(self, src_len: int) -> torch.Tensor:
        """Weights over all source positions, (B, T, src_len), zero outside the window."""
        if self.index is None:
            return self.weights
        full = self.weights.new_zeros(*self.weights.shape[:2], src_len)
        return full.scatter_add_(-1, self.index, self.weights)


def gather_positions(source: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """Pick per-query positions: source (B, S, D), index (B, T, W) -> (B, T, W, D)."""
    batch = torch.arange(source.size(0), device=source.device).view(-1, 1, 1)
    return source[batch, index]
