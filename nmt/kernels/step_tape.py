"""The weight products of a recurrence in training: packed once per batch, weight gradients
taken once over all steps.

A decoder with input feeding multiplies by the same weights at every target step (the GRU's
hidden-to-hidden and fed-back products, Luong's W_c), each product only one batch of rows
deep. Two things make those products cheap:

- On the CPU the weight is reordered for oneDNN once per batch (nmt.kernels.packed), and so
  is its transpose for the input gradients.
- Autograd's backward of each step's ``F.linear`` computes that step's weight gradient, a
  product with an inner dimension of one batch, and adds it into the sum over steps: T thin
  products and T - 1 additions of a weight-sized tensor per weight and batch. Here each
  step's input and output gradient are kept instead, and the weight gradient is one product
  over all T x B rows once every step's backward has run.

What this buys, and the command that measures it, is in README.md of this folder.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

from nmt.kernels.packed import can_pack, pack_weight, packed_product


@dataclass
class _Tape:
    """One weight's products within one forward pass: how many were taken, the weight (and
    bias) as the products use them, made once, and the inputs (R, in) and output gradients
    (R, out) of the steps whose backward has run."""

    weight: torch.Tensor
    bias: torch.Tensor | None
    uses: int = 0
    packed: torch.Tensor | None = None
    packed_bias: torch.Tensor | None = None
    # the weight for the input gradients, made at the first backward step: packed and
    # transposed for oneDNN, else the weight in the gradients' dtype
    backward_weight: torch.Tensor | None = None
    inputs: list[torch.Tensor] = field(default_factory=list)
    grads: list[torch.Tensor] = field(default_factory=list)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x (R, in) -> x W^T + b (R, out), in the autocast dtype where autocast is on."""
        self.uses += 1
        dtype = _compute_dtype(x)
        if not can_pack(x.device, dtype):
            return F.linear(x, self.weight, self.bias)
        if self.packed is None:
            self.packed = pack_weight(self.weight.to(dtype), x.size(0))
            self.packed_bias = None if self.bias is None else self.bias.detach().to(dtype)
        return packed_product(x.to(dtype), self.packed, self.packed_bias)

    def input_grad(self, grad: torch.Tensor) -> torch.Tensor:
        """The input's gradient: grad (R, out) -> grad @ weight (R, in), in grad's dtype."""
        packable = can_pack(grad.device, grad.dtype)
        if self.backward_weight is None:
            weight = self.weight.detach().to(grad.dtype)
            self.backward_weight = pack_weight(weight.t().contiguous(), grad.size(0)) \
                if packable else weight
        if packable:
            return packed_product(grad, self.backward_weight, None)
        return grad @ self.backward_weight

    def record(self, x: torch.Tensor, grad: torch.Tensor) -> bool:
        """Keep one step's input and output gradient; True once every step has reported."""
        self.inputs.append(x)
        self.grads.append(grad)
        return len(self.grads) == self.uses

    def gradients(self, need_weight: bool, need_bias: bool
                  ) -> tuple[torch.Tensor | None, torch.Tensor | None]:
        """The weight (out, in) and bias (out,) gradients summed over all recorded steps; the
        tape is emptied, so that a retained graph's second backward sums afresh."""
        grads = torch.cat(self.grads)
        inputs = torch.cat(self.inputs).to(grads.dtype)
        self.inputs, self.grads = [], []
        weight = (grads.t() @ inputs).to(self.weight.dtype) if need_weight else None
        bias = None
        if need_bias and self.bias is not None:
            # bf16 gradients are summed in float32, as autograd's accumulation would
            total = torch.promote_types(grads.dtype, torch.float32)
            bias = grads.sum(0, dtype=total).to(self.bias.dtype)
        return weight, bias


def _compute_dtype(x: torch.Tensor) -> torch.dtype:
    if torch.is_autocast_enabled(x.device.type):
        return torch.get_autocast_dtype(x.device.type)
    return x.dtype


class _StepLinear(torch.autograd.Function):
    """x W^T + b whose backward returns the input gradient at once and the weight and bias
    gradients of all of the tape's steps at its last call. Every step's product feeds the
    recurrence that the later steps continue, so each call's backward runs exactly once
    per backward pass; the last to run returns the sums (None, i.e. zero, from the others)."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None,
                tape: _Tape) -> torch.Tensor:
        ctx.save_for_backward(x)
        ctx.tape = tape
        return tape.forward(x)

    @staticmethod
    def backward(ctx, grad: torch.Tensor):
        (x,) = ctx.saved_tensors
        tape: _Tape = ctx.tape
        grad_x = tape.input_grad(grad) if ctx.needs_input_grad[0] else None
        if not tape.record(x, grad):
            return grad_x, None, None, None
        weight, bias = tape.gradients(ctx.needs_input_grad[1], ctx.needs_input_grad[2])
        return grad_x, weight, bias, None


class StepTape:
    """The weight products of one recurrent forward pass: ``tape(x, weight, bias)`` is
    ``F.linear`` (x (..., in) -> (..., out)), computed as the module docstring says. Outside
    autograd (no_grad, inference, a weight that needs no gradient) it is plain ``F.linear``.
    One instance per forward pass: the steps it counts are those of one backward pass. Every
    product's output must reach the loss (each step's feeds the next step, as in the
    decoders), or the backward pass never completes the tape and the weight gets no gradient.
    Weights are told apart by their storage, so that every step's slice of one weight (concat's
    query half) shares a tape."""

    def __init__(self) -> None:
        self._tapes: dict[tuple, _Tape] = {}

    def __call__(self, x: torch.Tensor, weight: torch.Tensor,
                 bias: torch.Tensor | None = None) -> torch.Tensor:
        if not (torch.is_grad_enabled() and weight.requires_grad):
            return F.linear(x, weight, bias)
        key = (weight.data_ptr(), tuple(weight.shape), weight.stride())
        tape = self._tapes.get(key)
        if tape is None:
            tape = self._tapes[key] = _Tape(weight, bias)
        out = _StepLinear.apply(x.reshape(-1, x.size(-1)), weight, bias, tape)
        return out.reshape(*x.shape[:-1], out.size(-1))
