"""oneDNN-packed weight products on the CPU: a weight reordered once into oneDNN's blocked
layout, then multiplied by many inputs.

PyTorch runs a float32 product on the CPU through MKL's sgemm; oneDNN with the weight packed
once runs the decoder's shapes faster (README.md in this folder), and a model multiplies by the
same weights at every step. In bf16 (on a CPU with native bf16) the weights are packed in bf16.
oneDNN keeps a compiled primitive per input shape, so row counts are padded up to a few sizes
(:func:`padded_rows`): decoding's batches shrink as sentences finish, and a primitive per row
count would grow the process by hundreds of MiB.

The packed op (``torch.ops.mkldnn._linear_pointwise``, the one Inductor uses for CPU linear
layers) is internal to PyTorch: where it is missing, products stay plain.
"""

from __future__ import annotations

import functools

import torch
import torch.nn.functional as F

from nmt.device import DTYPES
from nmt.kernels.switches import enabled

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
    """Whether packed products can serve decoding on ``device`` at ``precision``."""
    return precision in DTYPES and can_pack(device, DTYPES[precision])


def can_pack(device: torch.device, dtype: torch.dtype) -> bool:
    """Whether products in ``dtype`` on ``device`` are packed: oneDNN can, and the ``packed``
    trick is not turned off (nmt.kernels.switches)."""
    return enabled("packed") and packed_available_for(device, dtype)


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
