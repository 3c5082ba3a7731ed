"""Alignments: which source positions each query may attend (global, local-m, local-p).

Local windows are gathered (2D+1 positions per query), so their cost per target step does not
grow with the source length. Windows are computed with tensor ops for the whole batch: no
per-sentence loops, no host syncs.
"""

from __future__ import annotations

import torch
from torch import nn

from nmt.errors import ConfigError
from nmt.kernels.products import Linear
from nmt.model.attention.base import AttentionKeys, Window
from nmt.registry import Registry

ALIGNMENTS: Registry[type[Alignment]] = Registry("model.attention.align")


class Alignment(nn.Module):
    """Base class: ``forward(query, keys, steps) -> Window``."""

    def __init__(self, query_size: int, cfg) -> None:
        super().__init__()

    def forward(self, query: torch.Tensor, keys: AttentionKeys, steps: torch.Tensor) -> Window:
        """query (B, T, Q), keys the batch's AttentionKeys, steps (T,) int64 the target
        positions t of the queries -> the Window of positions each query may attend."""
        raise NotImplementedError


@ALIGNMENTS.register("global")
class GlobalAlignment(Alignment):
    """Global attention: every valid position 0..S_i - 1."""

    def forward(self, query, keys, steps):
        return Window(index=None, mask=keys.mask.unsqueeze(1))


class LocalAlignment(Alignment):
    """Shared window logic: positions [floor(p_t) - D, floor(p_t) + D] clipped to the sentence."""

    def __init__(self, query_size: int, cfg) -> None:
        super().__init__(query_size, cfg)
        if cfg.window < 1:
            raise ConfigError(f"model.attention.window={cfg.window}: D must be at least 1")
        self.D = cfg.window
        self.register_buffer("offsets", torch.arange(-self.D, self.D + 1), persistent=False)

    def window_around(self, center: torch.Tensor, lengths: torch.Tensor) -> tuple[torch.Tensor,
                                                                                 torch.Tensor]:
        """center (B, T) int64 in [0, S_i - 1], lengths (B,) -> index (B, T, W) clamped into
        the sentence and mask (B, T, W) True at positions inside it."""
        raw = center.unsqueeze(-1) + self.offsets
        limit = lengths.view(-1, 1, 1)
        mask = (raw >= 0) & (raw < limit)
        return torch.minimum(raw.clamp(min=0), limit - 1), mask


@ALIGNMENTS.register("local_m")
class LocalMonotonicAlignment(LocalAlignment):
    """Local-m: p_t = t, clipped to the last source word so the window is never empty."""

    def forward(self, query, keys, steps):
        lengths = keys.lengths
        center = torch.minimum(steps.view(1, -1), (lengths - 1).view(-1, 1))
        index, mask = self.window_around(center, lengths)
        return Window(index=index, mask=mask)


@ALIGNMENTS.register("local_p")
class LocalPredictiveAlignment(LocalAlignment):
    """Local-p: p_t = S_i * sigmoid(v_p^T tanh(W_p h_t)) with S_i the true length.

    The window is [floor(p_t) - D, floor(p_t) + D] clipped to the sentence (a p_t of exactly
    S_i centres it on the last word); the weights are multiplied by
    exp(-(s - p_t)^2 / (2 sigma^2)), sigma = D / 2, after the distribution, without
    renormalising (Luong et al. 2015, eq. 10). Gradients reach W_p and v_p through p_t.
    """

    def __init__(self, query_size: int, cfg) -> None:
        super().__init__(query_size, cfg)
        size = cfg.size or query_size
        self.W_p = Linear(query_size, size, bias=False)
        self.v_p = Linear(size, 1, bias=False)
        self.sigma = self.D / 2

    def predict_position(self, query: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        """p_t = S_i * sigmoid(v_p^T tanh(W_p h_t)): query (B, T, Q), lengths (B,) ->
        (B, T) float32, real-valued in [0, S_i]."""
        gate = self.v_p(torch.tanh(self.W_p(query))).squeeze(-1).float()
        return lengths.unsqueeze(1).float() * torch.sigmoid(gate)

    def forward(self, query, keys, steps):
        lengths = keys.lengths
        position = self.predict_position(query, lengths)
        center = torch.minimum(position.detach().floor().long(), (lengths - 1).unsqueeze(1))
        index, mask = self.window_around(center, lengths)
        distance = index.float() - position.unsqueeze(-1)
        prior = torch.exp(-(distance**2) / (2 * self.sigma**2))
        return Window(index=index, mask=mask, prior=prior)
