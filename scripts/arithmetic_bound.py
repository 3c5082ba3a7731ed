"""The arithmetic bound of a decode: how fast it could run if every floating-point operation
it does ran at the machine's best float32 matrix-product speed.

:func:`decode_flops` counts the operations of one decode with ``torch.utils.flop_counter``
(which knows the matrix products), taught the two products it does not know: oneDNN's packed
product (nmt.kernels.packed) and the encoder's ``nn.GRU``. :func:`peak_gflops` times plain and
oneDNN-packed float32 products of a large square shape. The bound in sentences/s is the
sentences over (operations / peak); a decode's share of it is its speed over the bound. The
count is of the operations done, padded rows of the packed products included (at most 1/8 of
a product's rows from 64 rows on, nmt.kernels.packed.padded_rows).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import torch
from torch.utils.flop_counter import FlopCounterMode

from nmt.kernels.packed import pack_weight, packed_available_for, packed_product


def linear_flops(x_shape, *args, out_shape, **kwargs) -> int:
    """Operations of a product x (..., in) -> (..., out): 2 x rows x in x out."""
    return 2 * math.prod(x_shape) * out_shape[-1]


def gru_flops(x_shape, *args, out_shape, **kwargs) -> int:
    """Operations of an ``aten.gru`` call (both overloads: a padded (B, T, in) or (T, B, in)
    input, or a packed sequence's (rows, in) data): every 2-D parameter (3H, in) of its
    parameter list multiplies every input row once."""
    rows = math.prod(x_shape[:-1])
    params = next(a for a in args if isinstance(a, list))
    return sum(2 * rows * math.prod(p) for p in params if len(p) == 2)


def counting_mode() -> FlopCounterMode:
    """A FlopCounterMode that also counts oneDNN's packed products and GRU calls."""
    mapping = {torch.ops.aten.gru: gru_flops}
    if hasattr(torch.ops.mkldnn, "_linear_pointwise"):
        mapping[torch.ops.mkldnn._linear_pointwise] = linear_flops
    return FlopCounterMode(display=False, custom_mapping=mapping)


def decode_flops(decode: Callable[[], object]) -> int:
    """The floating-point operations that calling ``decode`` does (its matrix products)."""
    with counting_mode() as mode:
        decode()
    return mode.get_total_flops()


def best_seconds(product: Callable[[], torch.Tensor], min_seconds: float = 1.0) -> float:
    """The shortest of repeated timings of ``product`` (after warming up), over about
    ``min_seconds`` in all."""
    for _ in range(3):
        product()
    best, spent = math.inf, 0.0
    while spent < min_seconds:
        start = time.perf_counter()
        product()
        took = time.perf_counter() - start
        best, spent = min(best, took), spent + took
    return best


def peak_gflops(size: int = 1024) -> float:
    """The machine's best float32 product speed at the current thread count, GFLOP/s: a
    (size x size) by (size x size) product, plain (MKL) and oneDNN-packed where available."""
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(size, size, generator=generator)
    b = torch.randn(size, size, generator=generator)
    products = [lambda: a @ b]
    if packed_available_for(torch.device("cpu"), torch.float32):
        packed = pack_weight(b, size)
        products.append(lambda: packed_product(a, packed, None))
    return max(2 * size**3 / best_seconds(p) / 1e9 for p in products)
