"""Distribution functions: attention weights a = g(e, mask) from energies.

All of them give exactly zero weight to masked positions and never NaN, even for a row
where every position is masked. They compute in float32 under mixed precision.
"""

from __future__ import annotations

import torch
from torch import nn

from nmt.registry import Registry

DISTRIBUTIONS: Registry[type[Distribution]] = Registry("model.attention.distribution")


class Distribution(nn.Module):
    """Base class: ``forward(energies, mask) -> weights``."""

    def __init__(self, cfg) -> None:
        super().__init__()

    def forward(self, energies: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """energies (B, T, N), mask (B, T or 1, N) bool -> weights (B, T, N) float32."""
        raise NotImplementedError


def masked_fill_min(energies: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """float32 energies with masked positions at the most negative finite value.

    A finite fill (not -inf) keeps an all-masked row finite; callers zero it afterwards.
    """
    energies = energies.float()
    return energies.masked_fill(~mask, torch.finfo(energies.dtype).min)


@DISTRIBUTIONS.register("softmax")
class Softmax(Distribution):
    """softmax over the valid positions; sums to one over them."""

    def forward(self, energies, mask):
        return torch.softmax(masked_fill_min(energies, mask), dim=-1) * mask


@DISTRIBUTIONS.register("sigmoid")
class Sigmoid(Distribution):
    """Each position weighed independently by sigmoid(e); the weights need not sum to one."""

    def forward(self, energies, mask):
        return torch.sigmoid(energies.float()) * mask
