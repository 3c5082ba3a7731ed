"""int8 products on the CPU through PyTorch's own int8 kernels (torch.ops.quantized: fbgemm
on x86, which needs AVX2 only; qnnpack on ARM): weights quantised to int8 once, activations
quantised at every product from their own range (dynamic quantisation), outputs float32.

Weights are quantised per output row (symmetric, zero point 0): an output layer's rows differ
in scale by orders of magnitude, and one scale for all would round the small ones away. The
encoder's bidirectional GRU runs whole sequences through torch's fused kernel, which reads its
weights itself: :func:`quantized_gru` gives it torch.ao's dynamically quantised GRU instead.

PyTorch marks its quantised-tensor API as deprecated (in favour of torchao); the warning it
gives when a weight is quantised is silenced here, where it is known.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator

import torch
from torch import nn

# activations are quantised to 7 bits: fbgemm's AVX2 kernels add pairs of u8 x s8 products in
# 16 bits, which full 8-bit activations can saturate (PyTorch's x86 default does the same)
REDUCE_RANGE = True


def int8_problem(device: torch.device) -> str | None:
    """Why int8 products cannot run on ``device`` (None: they can)."""
    if device.type != "cpu":
        return (f"precision=int8 decodes on the CPU (PyTorch's fbgemm/qnnpack int8 kernels), "
                f"not on {device.type}; use device=cpu, or precision=bf16 on {device.type}")
    if torch.backends.quantized.engine == "none" or not hasattr(torch.ops.quantized,
                                                                "linear_dynamic"):
        return "precision=int8: this PyTorch build has no quantised CPU engine (fbgemm/qnnpack)"
    return None


@contextlib.contextmanager
def _quantising() -> Iterator[None]:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*quantized tensor creation.*")
        yield


def pack_int8(weight: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """A weight (out, in) and bias (out,) quantised to int8 per output row and prepacked for
    :func:`int8_product` (an opaque packed-parameters object)."""
    w = weight.detach().float().contiguous()
    scales = (w.abs().amax(dim=1) / 127).clamp_min(torch.finfo(torch.float32).tiny)
    zeros = torch.zeros(w.size(0), dtype=torch.long)
    with _quantising():
        q = torch.quantize_per_channel(w, scales.double(), zeros, 0, torch.qint8)
    return torch.ops.quantized.linear_prepack(
        q, None if bias is None else bias.detach().float().contiguous())


def int8_product(x: torch.Tensor, packed: torch.Tensor) -> torch.Tensor:
    """x (R, in) @ the packed weight's transpose + bias -> (R, out) float32, x quantised to
    uint8 from its own range for the product."""
    return torch.ops.quantized.linear_dynamic(x.float().contiguous(), packed, REDUCE_RANGE)


def quantized_gru(rnn: nn.GRU) -> nn.Module:
    """torch.ao's dynamically quantised GRU with ``rnn``'s weights in int8 (per tensor, as it
    quantises them): the same call as ``rnn`` (inputs or a PackedSequence, initial state) and
    the same float32 outputs; ``rnn`` is left as it was."""
    from torch.ao.nn.quantized.dynamic import GRU as DynamicGRU
    from torch.ao.quantization import default_dynamic_qconfig

    rnn.qconfig = default_dynamic_qconfig
    try:
        with _quantising():
            return DynamicGRU.from_float(rnn)
    finally:
        del rnn.qconfig
