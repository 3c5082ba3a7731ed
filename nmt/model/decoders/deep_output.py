"""The maxout deep output of RNNsearch (Bahdanau et al. 2015, appendix A.2.2)."""

from __future__ import annotations

import torch
from torch import nn

from nmt.kernels.dropout import Dropout
from nmt.kernels.products import Linear


class MaxoutOutput(nn.Module):
    """t_i = max-pool_2(U_o s_i + V_o E y_{i-1} + C_o c_i), then dropout.

    states (..., hidden_size), embedded (..., emb_size), contexts (..., context_size)
    -> (..., size); the pools are pairs of adjacent units.
    """

    def __init__(self, hidden_size: int, emb_size: int, context_size: int, size: int,
                 dropout: float) -> None:
        super().__init__()
        self.U_o = Linear(hidden_size, 2 * size)
        self.V_o = Linear(emb_size, 2 * size, bias=False)
        self.C_o = Linear(context_size, 2 * size, bias=False)
        self.dropout = Dropout(dropout)
        self.size = size

    def forward(self, states: torch.Tensor, embedded: torch.Tensor, contexts: torch.Tensor
                ) -> torch.Tensor:
        pre = self.U_o(states) + self.V_o(embedded) + self.C_o(contexts)
        return self.dropout(pre.unflatten(-1, (self.size, 2)).amax(-1))
