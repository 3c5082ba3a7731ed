"""A stacked GRU that can be stepped one time step at a time or run over a whole sequence.

The parameters are an ``nn.GRU``'s over the static input, so a whole-sequence call (no output
fed back) uses the fused kernel, while a step loop (input feeding, RNNsearch) projects the
part of the input that is known in advance (the target embeddings) for all steps at once and
only the fed-back part per step, through its own layer: slicing one combined input weight at
every step made each step's backward allocate, zero and add a full-size weight gradient.
Every weight product goes through the model's products (nmt.kernels.products), which a
decoder's training loop tapes and decoding packs.
"""

from __future__ import annotations

import torch
from torch import nn

from nmt.kernels.dropout import Dropout
from nmt.kernels.products import Linear, UsesProducts


class StackedGRU(UsesProducts, nn.Module):
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
        self.dynamic = Linear(dynamic_size, 3 * hidden_size, bias=False) \
            if dynamic_size else None
        self.dropout = Dropout(dropout if layers > 1 else 0.0)

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
        return self.products.linear(static, self.rnn.weight_ih_l0, self.rnn.bias_ih_l0)

    def step(self, static_gates: torch.Tensor, dynamic: torch.Tensor | None,
             hidden: torch.Tensor) -> torch.Tensor:
        """One time step: gates (B, 3H) from :meth:`project_static`, dynamic (B, D) or None,
        hidden (B, L, H) -> new hidden (B, L, H); the top layer's state is ``[:, -1]``."""
        gates = static_gates if dynamic is None else static_gates + self.dynamic(dynamic)
        layers = [self._cell(gates, hidden[:, 0], 0)]
        for layer in range(1, self.layers):
            below = self.dropout(layers[-1])
            gates = self.products.linear(below, getattr(self.rnn, f"weight_ih_l{layer}"),
                                         getattr(self.rnn, f"bias_ih_l{layer}"))
            layers.append(self._cell(gates, hidden[:, layer], layer))
        return torch.stack(layers, dim=1)

    def _cell(self, input_gates: torch.Tensor, h: torch.Tensor, layer: int) -> torch.Tensor:
        """h' = GRU cell (PyTorch's gate order r, z, n): input gates (B, 3H), h (B, H)."""
        hidden_gates = self.products.linear(h, getattr(self.rnn, f"weight_hh_l{layer}"),
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
