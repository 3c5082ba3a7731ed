"""oneDNN-packed weights for the ``nn.Linear`` layers of a model during CPU float32 decoding.

PyTorch runs a float32 ``nn.Linear`` on the CPU through MKL's sgemm. On this project's
2-core AMD machine that reached 45-85 GFLOP/s for the decoder's shapes, while oneDNN with the
weight reordered once into its blocked layout ran the same products at about 100 GFLOP/s
(output layer, 320 x 512 @ 512 x 7931: 54 -> 105 GFLOP/s, one thread). Decoding multiplies
by the same weights at every step, so packing them once per decode pays off; the results
equal the plain layer's up to float rounding (about 3e-6 here).

The packed op (``torch.ops.mkldnn._linear_pointwise``, the one Inductor uses for CPU linear
layers) is internal to PyTorch: when it is missing, layers are left as they are.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import torch
from torch import nn


def packing_available(device: torch.device, precision: str) -> bool:
    """Whether packed linear layers can serve decoding on ``device`` at ``precision``."""
    return (device.type == "cpu" and precision == "fp32" and torch.backends.mkldnn.is_available()
            and hasattr(torch.ops.mkldnn, "_linear_pointwise")
            and hasattr(torch.ops.mkldnn, "_reorder_linear_weight"))


class PackedLinear(nn.Module):
    """An inference-only stand-in for ``linear`` whose weight is reordered for oneDNN once.

    ``weight`` and ``bias`` stay the original parameters, so code that reads them still works;
    ``rows`` is the typical number of input rows, which oneDNN uses to pick its layout.
    """

    def __init__(self, linear: nn.Linear, rows: int) -> None:
        super().__init__()
        self.weight, self.bias = linear.weight, linear.bias
        self.packed = torch.ops.mkldnn._reorder_linear_weight(linear.weight.detach(), rows)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x (..., in_features) -> (..., out_features), as the replaced layer."""
        flat = x.reshape(-1, x.size(-1))
        out = torch.ops.mkldnn._linear_pointwise(flat, self.packed, self.bias, "none", [], "")
        return out.reshape(*x.shape[:-1], out.size(-1))


@contextlib.contextmanager
def packed_linears(model: nn.Module, rows: int, enabled: bool = True) -> Iterator[None]:
    """Within the block, every ``nn.Linear`` of ``model`` is a :class:`PackedLinear` (float32,
    inference only); the original layers are put back on exit, also after an error."""
    swapped: list[tuple[nn.Module, str, nn.Linear]] = []
    try:
        if enabled:
            with torch.no_grad():
                for parent in list(model.modules()):
                    for name, child in list(parent.named_children()):
                        if type(child) is nn.Linear:
                            setattr(parent, name, PackedLinear(child, rows))
                            swapped.append((parent, name, child))
        yield
    finally:
        for parent, name, child in swapped:
            setattr(parent, name, child)
