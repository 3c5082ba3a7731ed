"""scripts/arithmetic_bound.py: the operations it counts for the products it was taught."""

from __future__ import annotations

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence

from nmt.kernels.packed import pack_weight, packed_available_for, packed_product
from tests.conftest import load_script

BOUND = load_script("scripts/arithmetic_bound.py")


def gru_expected(rows: int, inputs: int, hidden: int, layers: int, directions: int) -> int:
    """2 x rows x 3H x (in + H) per direction and layer; layer l > 0 reads the directions'
    concatenated states."""
    total = 0
    for layer in range(layers):
        width = inputs if layer == 0 else hidden * directions
        total += directions * 2 * rows * 3 * hidden * (width + hidden)
    return total


def test_a_gru_counts_its_weight_products_over_padded_and_packed_inputs():
    gru = nn.GRU(8, 16, 2, batch_first=True, bidirectional=True)
    x = torch.randn(3, 5, 8)
    with torch.no_grad():
        padded = BOUND.decode_flops(lambda: gru(x))
        packed = BOUND.decode_flops(lambda: gru(pack_padded_sequence(x, [5, 3, 2],
                                                                     batch_first=True)))
    assert padded == gru_expected(15, 8, 16, 2, 2)
    assert packed == gru_expected(10, 8, 16, 2, 2)  # only the sequences' own rows


def test_plain_and_packed_products_count_two_operations_per_multiply_add():
    x, weight = torch.randn(37, 32), torch.randn(64, 32)
    assert BOUND.decode_flops(lambda: x @ weight.T) == 2 * 37 * 32 * 64
    assert packed_available_for(torch.device("cpu"), torch.float32)
    packed = pack_weight(weight, 37)
    # the packed product computes its rows padded to 40 (nmt.kernels.packed.padded_rows)
    assert BOUND.decode_flops(lambda: packed_product(x, packed, None)) == 2 * 40 * 32 * 64
