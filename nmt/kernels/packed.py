"""oneDNN-packed weights for the ``nn.Linear`` layers of a model during CPU float32 decoding.

PyTorch runs a float32 ``nn.Linear`` on the CPU through MKL's sgemm. On this project's
2-core AMD machine that reached 45-85 GFLOP/s for the decoder's shapes, while oneDNN with the
weight reordered once into its blocked layout ran the same products at about 100 GFLOP/s
(output layer, 320 x 512 @ 512 x 7931: 54 -> 105 GFLOP/s, one thread). Decoding multiplies
by the same weights at every step, so packing them once per decode pays off; the results
equal the plain layer's up to float rounding (about 3e-6 here).

For bf16 decoding (on a CPU with native bf16 support) the weights are packed in bf16: the
output layer ran at 155-190 GFLOP/s that way, against 113-130 for autocast's per-call casts.

oneDNN keeps a compiled primitive per input shape (up to 1,024 of them, about 0.5-1.5 MiB
each for the decoder's products), and decoding's row count changes as sentences finish: the
1,014 val sentences in batches of 64 grew the process by 177 MiB (greedy; beam 5: 392 MiB),
most of it primitives. Rows are padded up to a few sizes (:func:`padded_rows`): 71 and 260
MiB at the same speed, and the peak RSS of a reference training run that validates every 100
steps went from 1,135 to 1,034 MiB (2026-11-30, 300 steps; without validations 1,031).

The packed op (``torch.ops.mkldnn._linear_pointwise``, the one Inductor uses for CPU linear
layers) is internal to PyTorch: when it is missing, layers are left as they are.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator

import torch
import torch.nn.functional as F
from torch import nn

from nmt.device import DTYPES

# row counts are padded to at most this many sizes per doubling: from 64 rows on, padding
# adds less than 1/ROW_SIZES of them; below, at most 7 (a product's time is about flat
# below 16 rows)
ROW_SIZES = 8


def padded_rows(rows: int) -> int:
    """The row count to compute ``rows`` rows with: a multiple of 8 up to 127, of 16 up to
    255, of 32 up to 511 and so on (at most :data:`ROW_SIZES` sizes per doubling)."""
    step = max(8, (1 << (rows.bit_length() - 1)) // ROW_SIZES)
    return -(-rows // step) * step


def packing_available(device: torch.device, precision: str) -> bool:
    """Whether packed linear layers can serve decoding on ``device`` at ``precision``."""
    return precision in DTYPES and packed_available_for(device, DTYPES[precision])


@functools.cache
def packed_available_for(device: torch.device, dtype: torch.dtype) -> bool:
    """Whether oneDNN computes packed products in ``dtype`` on ``device``: on the CPU, float32
    always (where PyTorch has oneDNN), bf16 where the CPU has native bf16."""
    if device.type != "cpu" or dtype not in (torch.float32, torch.bfloat16):
        return False
    if not (torch.backends.mkldnn.is_available() and hasattr(torch.ops.mkldnn, "_linear_pointwise")
            and hasattr(torch.ops.mkldnn, "_reorder_linear_weight")):
        return False
    return dtype == torch.float32 or torch.ops.mkldnn._is_mkldnn_bf16_supported()


def pack_weight(weight: torch.Tensor, rows: int) -> torch.Tensor:
    """A weight (out, in) reordered for oneDNN products with about ``rows`` input rows (its
    dtype is the products'; no gradient flows through it)."""
    return torch.ops.mkldnn._reorder_linear_weight(weight.detach(), padded_rows(rows))


def packed_product(x: torch.Tensor, packed: torch.Tensor, bias: torch.Tensor | None
                   ) -> torch.Tensor:
    """x (R, in) @ the packed weight's transpose + bias -> (R, out), in x's dtype (the packed
    weight's and the bias's too); rows padded to :func:`padded_rows` for the product."""
    rows = x.size(0)
    if padded_rows(rows) != rows:  # F.pad copies even when it adds nothing
        x = F.pad(x, (0, 0, 0, padded_rows(rows) - rows))
    return torch.ops.mkldnn._linear_pointwise(x, packed, bias, "none", [], "")[:rows]


class PackedLinear(nn.Module):
    """An inference-only stand-in for ``F.linear(x, weight, bias)`` whose weight is reordered
    for oneDNN once.

    ``weight`` and ``bias`` stay the original parameters, so code that reads them still works;
    ``rows`` is the typical number of input rows, which oneDNN uses to pick its layout;
    ``dtype`` the precision of the products (inputs are cast to it, outputs are in it).
    """

    def __init__(self, weight: torch.Tensor, bias: torch.Tensor | None, rows: int,
                 dtype: torch.dtype = torch.float32) -> None:
        super().__init__()
        self.weight, self.bias = weight, bias
        self.dtype = dtype
        self.packed = pack_weight(weight.to(dtype), rows)
        self.packed_bias = None if bias is None else bias.detach().to(dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x (..., in_features) -> (..., out_features), as the replaced product."""
        flat = x.reshape(-1, x.size(-1)).to(self.dtype)
        out = packed_product(flat, self.packed, self.packed_bias)
        return out.reshape(*x.shape[:-1], out.size(-1))


class Packable:
    """A module with weight products that are not ``nn.Linear`` children (e.g. an
    ``nn.GRU``'s hidden-to-hidden weights used step by step): it lists them, and takes their
    packed forms (in the same order) for the duration of :func:`packed_linears`."""

    def packable_products(self) -> list[tuple[torch.Tensor, torch.Tensor | None]]:
        """The (weight (out, in), bias (out,) or None) pairs to pack."""
        raise NotImplementedError

    def use_packed(self, products: list[PackedLinear] | None) -> None:
        """Compute with ``products`` from now on; None: back to the plain weights."""
        raise NotImplementedError


@contextlib.contextmanager
def packed_linears(model: nn.Module, rows: int, enabled: bool = True,
                   dtype: torch.dtype = torch.float32) -> Iterator[None]:
    """Within the block, every ``nn.Linear`` of ``model`` is a :class:`PackedLinear` (products
    in ``dtype``, inference only) and every :class:`Packable` module computes with packed
    products; the original layers are put back on exit, also after an error."""
    swapped: list[tuple[nn.Module, str, nn.Linear]] = []
    packables = [m for m in model.modules() if isinstance(m, Packable)] if enabled else []
    try:
        if enabled:
            with torch.no_grad():
                for parent in list(model.modules()):
                    for name, child in list(parent.named_children()):
                        if type(child) is nn.Linear:
                            packed = PackedLinear(child.weight, child.bias, rows, dtype)
                            setattr(parent, name, packed)
                            swapped.append((parent, name, child))
                for module in packables:
                    module.use_packed([PackedLinear(w, b, rows, dtype)
                                       for w, b in module.packable_products()])
        yield
    finally:
        for parent, name, child in swapped:
            setattr(parent, name, child)
        for module in packables:
            module.use_packed(None)
