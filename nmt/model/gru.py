"""A stacked GRU that can be stepped one time step at a time or run over a whole sequence.

The parameters are an ``nn.GRU``'s over the static input, so a whole-sequence call (no output
fed back) uses the fused kernel, while a step loop (input feeding, RNNsearch) projects the
part of the input that is known in advance (the target embeddings) for all steps at once and
only the fed-back part per step, through its own layer: slicing one combined input weight at
every step made each step's backward allocate, zero and add a full-size weight gradient
(about a sixth of the backward time of the reference model), and an ``nn.Linear`` is packed
for decoding (nmt.kernels.packed).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from nmt.kernels.dropout import Dropout
from nmt.kernels.packed import Packable, PackedLinear
from nmt.kernels.step_tape import StepProducts


class StackedGRU(nn.Module, Packable):
    """GRU layers whose first-layer input is [static ; dynamic].

    static: known for every step in advance, (B, T, static_size).
    dynamic: produced step by step (a context vector or the attentional state), (B, dynamic_size).
    Hidden state is batch-first: (B, layers, hidden_size).
    """

    def __init__(self, static_size: int, dynamic_size: int, hidden_size: int, layers: int,
                 dropout: float) -> None:
        super().__init__()
        self.hidden_size = hidden_size
        self.layers = layers
        self.rnn = nn.GRU(static_size, hidden_size, layers, batch_first=True,
                          dropout=dropout if layers > 1 else 0.0)
        # the fed-back part of the first layer's input weight (no bias: bias_ih_l0 has it)
        self.dynamic = nn.Linear(dynamic_size, 3 * hidden_size, bias=False) \
            if dynamic_size else None
        self.dropout = Dropout(dropout if layers > 1 else 0.0)
        self._packed_hidden: list[PackedLinear] | None = None

    def _load_from_state_dict(self, state_dict, prefix, *args, **kwargs) -> None:
        # checkpoints written before the fed-back part had its own layer hold one combined
        # first-layer weight (3H, static + dynamic): split it so they still load
        combined = state_dict.get(f"{prefix}rnn.weight_ih_l0")
        static_size = self.rnn.weight_ih_l0.size(1)
        if (self.dynamic is not None and combined is not None
                and combined.size(1) == static_size + self.dynamic.in_features):
            state_dict[f"{prefix}rnn.weight_ih_l0"] = combined[:, :static_size]
            state_dict[f"{prefix}dynamic.weight"] = combined[:, static_size:]
        super()._load_from_state_dict(state_dict, prefix, *args, **kwargs)

    def project_static(self, static: torch.Tensor) -> torch.Tensor:
        """First-layer input gates of the static part, (..., static_size) -> (..., 3H)."""
        return F.linear(static, self.rnn.weight_ih_l0, self.rnn.bias_ih_l0)

    def step(self, static_gates: torch.Tensor, dynamic: torch.Tensor | None,
             hidden: torch.Tensor, products: StepProducts | None = None) -> torch.Tensor:
        """One time step: gates (B, 3H) from :meth:`project_static`, dynamic (B, D) or None,
        hidden (B, L, H) -> new hidden (B, L, H); the top layer's state is ``[:, -1]``.
        ``products``: the training forward's, which takes the weight gradients once over
        all steps; decoding leaves it None (and may pack the products)."""
        gates = static_gates
        if dynamic is not None:
            gates = gates + (self.dynamic(dynamic) if products is None
                             else products(dynamic, self.dynamic.weight))
        layers = [self._cell(gates, hidden[:, 0], 0, products)]
        linear = products or F.linear
        for layer in range(1, self.layers):
            below = self.dropout(layers[-1])
            weight_ih = getattr(self.rnn, f"weight_ih_l{layer}")
            bias_ih = getattr(self.rnn, f"bias_ih_l{layer}")
            layers.append(self._cell(linear(below, weight_ih, bias_ih), hidden[:, layer], layer,
                                     products))
        return torch.stack(layers, dim=1)

    def packable_products(self) -> list[tuple[torch.Tensor, torch.Tensor | None]]:
        """Each layer's hidden-to-hidden weight and bias, (3H, H) and (3H,)."""
        return [(getattr(self.rnn, f"weight_hh_l{layer}"), getattr(self.rnn, f"bias_hh_l{layer}"))
                for layer in range(self.layers)]

    def use_packed(self, products: list[PackedLinear] | None) -> None:
        """Step with packed hidden-to-hidden products (decoding), or the weights (None)."""
        self._packed_hidden = products

    def _cell(self, input_gates: torch.Tensor, h: torch.Tensor, layer: int,
              products: StepProducts | None) -> torch.Tensor:
        if self._packed_hidden is not None:
            hidden_gates = self._packed_hidden[layer](h)
        else:
            hidden_gates = (products or F.linear)(h, getattr(self.rnn, f"weight_hh_l{layer}"),
                                                  getattr(self.rnn, f"bias_hh_l{layer}"))
        i_r, i_z, i_n = input_gates.chunk(3, dim=-1)
        h_r, h_z, h_n = hidden_gates.chunk(3, dim=-1)
        reset = torch.sigmoid(i_r + h_r)
        update = torch.sigmoid(i_z + h_z)
        candidate = torch.tanh(i_n + reset * h_n)
        return candidate + update * (h - candidate)

    def run(self, inputs: torch.Tensor, hidden: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Whole sequence at once (no dynamic input): inputs (B, T, static_size), hidden
        (B, L, H) -> outputs (B, T, H) of the top layer and the last hidden (B, L, H)."""
        outputs, last = self.rnn(inputs, hidden.transpose(0, 1).contiguous())
        return outputs, last.transpose(0, 1)
