"""Dropout whose CPU masks come from 16-bit slices of 64-bit random words.

``nn.Dropout`` on the CPU draws its mask with ``bernoulli_``, one Mersenne-Twister draw and a
float comparison per element. Here one 64-bit draw gives four 16-bit lanes, and an element is
kept where its lane is at or above ``p`` in 2^16ths (README.md of this folder says what that
buys). The drop probability is rounded to the nearest 1/65,536 (0.2 becomes 0.199997). On
other devices, and with the ``dropout`` trick off, this is ``nn.functional.dropout``.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from nmt.kernels.switches import enabled

LANES = 1 << 16  # values of a 16-bit lane


def keep_scale(x: torch.Tensor, p: float) -> torch.Tensor:
    """Dropout's multiplier for x (any shape): a tensor of x's shape, dtype and device that is
    1 / (1 - p) where an element is kept and 0 where it is dropped, each dropped with
    probability p rounded to 1/65,536, drawn from the default generator."""
    count = x.numel()
    # from the lowest int64 with no upper bound: all 64 bits uniform
    words = torch.empty((count + 3) // 4, dtype=torch.int64, device=x.device)
    words.random_(-(1 << 63), None)
    lanes = words.view(torch.int16)[:count].view(x.shape)
    # a lane is uniform on [-2^15, 2^15): at or above this with probability 1 - p
    kept = lanes >= round(p * LANES) - LANES // 2
    return kept.to(x.dtype).mul_(1.0 / (1.0 - p))


class Dropout(nn.Dropout):
    """``nn.Dropout`` (same arguments and state, identity in eval mode) with the CPU mask of
    :func:`keep_scale`: x (any shape) -> the same shape and dtype."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self.training or self.p == 0.0:
            return x
        if x.device.type != "cpu" or self.inplace or self.p == 1.0 or not enabled("dropout"):
            return F.dropout(x, self.p, True, self.inplace)
        return x * keep_scale(x, self.p)
