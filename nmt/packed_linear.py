"""oneDNN-packed weights for the ``nn.Linear`` layers of a model during CPU float32 decoding.

PyTorch runs a float32 ``nn.Linear`` on the CPU through MKL's sgemm. On this project's
2-core AMD machine that reached 45-85 GFLOP/s for the decoder's shapes, while oneDNN with the
weight reordered once into its blocked layout ran the same products at about 100 GFLOP/s
(output layer, 320 x 512 @ 512 x 7931: 54 -> 105 GFLOP/s, one thread). Decoding multiplies
by the same weights at every step, so packing them once per decode pays off; the results
equal the plain layer's up to float rounding (about 3e-6 here).

For bf16 decoding (on a CPU with native bf16 support) the weights are packed in bf16: the
output layer ran at 155-190 GFLOP/s that way, against 113-130 for autocast's per-call casts.

The packed op (``torch.ops.mkldnn._linear_pointwise``, the one Inductor uses for CPU linear
layers) is internal to PyTorch: when it is missing, layers are left as they are.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import torch
from torch import nn

PACKED_DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16}


def packing_available(device: torch.device, precision: str) -> bool:
    """Whether packed linear layers can serve decoding on ``device`` at ``precision``."""
    if device.type != "cpu" or precision not in PACKED_DTYPES:
        return False
    if not (torch.backends.mkldnn.is_available() and hasattr(torch.ops.mkldnn, "_linear_pointwise")
            and hasattr(torch.ops.mkldnn, "_reorder_linear_weight")):
        return False
    return precision == "fp32" or torch.ops.mkldnn._is_mkldnn_bf16_supported()


class PackedLinear(nn.Module):
    """An inference-only stand-in for ``linear`` whose weight is reordered for oneDNN once.

    ``weight`` and ``bias`` stay the original parameters, so code that reads them still works;
    ``rows`` is the typical number of input rows, which oneDNN uses to pick its layout;
    ``dtype`` the precision of the products (inputs are cast to it, outputs are in it).
    """

    def __init__(self, linear: nn.Linear, rows: int, dtype: torch.dtype = torch.float32
                 ) -> None:
        super().__init__()
        self.weight, self.bias = linear.weight, linear.bias
        self.dtype = dtype
        self.packed = torch.ops.mkldnn._reorder_linear_weight(linear.weight.detach().to(dtype),
                                                              rows)
        self.packed_bias = None if linear.bias is None else linear.bias.detach().to(dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x (..., in_features) -> (..., out_features), as the replaced layer."""
        flat = x.reshape(-1, x.size(-1)).to(self.dtype)
        out = torch.ops.mkldnn._linear_pointwise(flat, self.packed, self.packed_bias, "none",
                                                 [], "")
        return out.reshape(*x.shape[:-1], out.size(-1))


@contextlib.contextmanager
def packed_linears(model: nn.Module, rows: int, enabled: bool = True,
                   dtype: torch.dtype = torch.float32) -> Iterator[None]:
    """Within the block, every ``nn.Linear`` of ``model`` is a :class:`PackedLinear` (products
    in ``dtype``, inference only); the original layers are put back on exit, also after an
    error."""
    swapped: list[tuple[nn.Module, str, nn.Linear]] = []
    try:
        if enabled:
            with torch.no_grad():
                for parent in list(model.modules()):
                    for name, child in list(parent.named_children()):
                        if type(child) is nn.Linear:
                            setattr(parent, name, PackedLinear(child, rows, dtype))
                            swapped.append((parent, name, child))
        yield
    finally:
        for parent, name, child in swapped:
            setattr(parent, name, child)
