"""The encoder's GRU in bf16 for decoding. Under autocast, nn.GRU's fused kernel casts its
weights to bf16 at every time step (a (3H, H) copy per step and direction); a copy of the GRU
whose weights are cast once, fed bf16 inputs with autocast off, makes the same products without
those copies, and keeps its states in bf16 between steps."""

from __future__ import annotations

import copy

import torch
from torch import nn
from torch.nn.utils.rnn import PackedSequence


class CastGRU(nn.Module):
    """``rnn`` (an nn.GRU) with its weights cast to ``dtype`` once; ``rnn`` is left as it was.

    The same call as ``rnn``: inputs (B, S, in) or a PackedSequence, and an optional initial
    state (layers * directions, B, H). Inputs are cast to ``dtype``; the outputs (the
    annotations) are in ``dtype``, the final states float32, the precision in which decoders
    keep their own state.
    """

    def __init__(self, rnn: nn.GRU, dtype: torch.dtype) -> None:
        super().__init__()
        self.rnn = copy.deepcopy(rnn).to(dtype)
        self.dtype = dtype

    def forward(self, inputs: torch.Tensor | PackedSequence, hx: torch.Tensor | None = None
                ) -> tuple[torch.Tensor | PackedSequence, torch.Tensor]:
        """inputs, hx -> (outputs in ``dtype``, final states float32), as nn.GRU."""
        device = self.rnn.weight_ih_l0.device.type
        with torch.autocast(device, enabled=False):
            outputs, final = self.rnn(inputs.to(self.dtype),
                                      None if hx is None else hx.to(self.dtype))
        return outputs, final.float()
