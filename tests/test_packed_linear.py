"""oneDNN-packed linear layers for CPU float32 decoding: same numbers, same outputs, and the
model gets its own layers back."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import nn

from nmt.data.batching import pad_ids
from nmt.data.subwords import EOS
from nmt.decoding import SearchOptions, decode_ids, search_batch
from nmt.packed_linear import PackedLinear, packed_linears, packing_available
from tests.test_search import sharpened

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(not packing_available(CPU, "fp32"),
                                reason="this torch build has no oneDNN")


@pytest.mark.parametrize("bias", [True, False])
def test_packed_linear_computes_what_the_layer_computes(bias):
    torch.manual_seed(0)
    linear = nn.Linear(24, 40, bias=bias)
    x = torch.randn(3, 5, 24)
    with torch.inference_mode():
        torch.testing.assert_close(PackedLinear(linear, rows=15)(x), linear(x),
                                   atol=1e-5, rtol=1e-5)


def test_layers_are_swapped_only_inside_the_block_even_after_an_error():
    model = sharpened("luong")
    before = {name: module for name, module in model.named_modules()}
    with packed_linears(model, rows=8):
        assert isinstance(model.generator, PackedLinear)
        assert isinstance(model.decoder.W_c, PackedLinear)
    with pytest.raises(RuntimeError, match="boom"), packed_linears(model, rows=8):
        raise RuntimeError("boom")
    assert {name: module for name, module in model.named_modules()} == before


@pytest.mark.parametrize(("decoder", "beam"), [("luong", 1), ("luong", 4), ("rnnsearch", 3)])
def test_packed_decoding_gives_the_plain_layers_output(decoder, beam):
    model = sharpened(decoder)
    sources = [np.arange(4, 4 + n) % 40 for n in (6, 2, 9, 4)]
    options = SearchOptions(beam=beam, nbest=beam, max_len_a=1.0, max_len_b=4)
    packed = decode_ids(model, sources, CPU, options)  # packs on the CPU in float32
    src, lengths = pad_ids(sources, suffix=EOS)
    plain = search_batch(model, src, lengths, options)  # the model's own layers
    for ours, theirs in zip(packed, plain, strict=True):
        assert [h.tokens for h in ours] == [h.tokens for h in theirs]
        assert [h.score for h in ours] == pytest.approx([h.score for h in theirs], abs=1e-4)


def test_no_packing_for_bf16_or_cuda():
    assert not packing_available(CPU, "bf16")
    assert not packing_available(torch.device("cuda"), "fp32")
