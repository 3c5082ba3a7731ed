"""oneDNN-packed linear layers for CPU decoding (float32, and bf16 where the CPU has it):
same numbers, same outputs, and the model gets its own layers back."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import nn

from nmt.data.batching import pad_ids
from nmt.data.subwords import EOS
from nmt.inference.decoding import SearchOptions, decode_ids, search_batch
from nmt.kernels.packed import (
    ROW_SIZES,
    PackedLinear,
    packed_linears,
    packing_available,
    padded_rows,
)
from tests.test_search import sharpened

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(not packing_available(CPU, "fp32"),
                                reason="this torch build has no oneDNN")
BF16 = torch.ops.mkldnn._is_mkldnn_bf16_supported()


@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("rows", [5, 8])  # 15 rows padded to 16 for the product; 24 as they are
def test_packed_linear_computes_what_the_layer_computes(bias, rows):
    torch.manual_seed(0)
    linear = nn.Linear(24, 40, bias=bias)
    x = torch.randn(3, rows, 24)
    with torch.inference_mode():
        torch.testing.assert_close(PackedLinear(linear.weight, linear.bias, rows=15)(x), linear(x),
                                   atol=1e-5, rtol=1e-5)


def test_row_counts_are_padded_to_few_sizes_with_little_waste():
    padded = [padded_rows(rows) for rows in range(1, 1025)]
    assert all(p >= rows and p % 8 == 0 for rows, p in enumerate(padded, start=1))
    assert all(p - rows < max(8, rows / ROW_SIZES) for rows, p in enumerate(padded, start=1))
    # decoding's shrinking batches meet a handful of shapes: oneDNN keeps one primitive each
    assert len(set(padded[:64])) == 8  # then ROW_SIZES per doubling: 64-128, ..., 512-1024
    assert len(set(padded)) == 8 + 4 * ROW_SIZES
    assert padded_rows(64) == 64 and padded_rows(320) == 320  # full batches stay as they are


def test_layers_are_swapped_only_inside_the_block_even_after_an_error():
    model = sharpened("luong")
    before = {name: module for name, module in model.named_modules()}
    with packed_linears(model, rows=8):
        assert isinstance(model.generator, PackedLinear)
        assert isinstance(model.decoder.W_c, PackedLinear)
        # the GRU's hidden-to-hidden products, which are no nn.Linear, are packed too
        assert model.decoder.rnn._packed_hidden is not None
    assert model.decoder.rnn._packed_hidden is None
    with pytest.raises(RuntimeError, match="boom"), packed_linears(model, rows=8):
        raise RuntimeError("boom")
    assert {name: module for name, module in model.named_modules()} == before
    assert model.decoder.rnn._packed_hidden is None


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


def test_bf16_packing_only_where_the_cpu_has_bf16_and_never_on_cuda():
    assert packing_available(CPU, "bf16") == BF16
    assert not packing_available(torch.device("cuda"), "fp32")
    assert not packing_available(torch.device("cuda"), "bf16")


@pytest.mark.skipif(not BF16, reason="bf16 packing needs a CPU with native bf16 (avx512_bf16)")
def test_bf16_packed_layer_rounds_like_a_bf16_product():
    torch.manual_seed(0)
    linear = nn.Linear(64, 40)
    x = torch.randn(6, 64)
    with torch.inference_mode():
        out = PackedLinear(linear.weight, linear.bias, rows=6, dtype=torch.bfloat16)(x)
        exact = linear(x)
    assert out.dtype == torch.bfloat16
    # bf16 keeps 8 bits of mantissa: close to the float32 product, but not equal to it
    torch.testing.assert_close(out.float(), exact, atol=0.05, rtol=0.02)
    assert not torch.equal(out.float(), exact)


@pytest.mark.skipif(not BF16, reason="bf16 packing needs a CPU with native bf16 (avx512_bf16)")
@pytest.mark.parametrize("beam", [1, 3])
def test_bf16_packed_decoding_finds_what_float32_finds(beam):
    model = sharpened("luong")
    sources = [np.arange(4, 4 + n) % 40 for n in (6, 2, 9, 4)]
    fp32 = decode_ids(model, sources, CPU, SearchOptions(beam=beam, max_len_a=1.0, max_len_b=4))
    bf16 = decode_ids(model, sources, CPU, SearchOptions(beam=beam, max_len_a=1.0, max_len_b=4,
                                                         precision="bf16"))
    if beam == 1:
        assert [h[0].tokens for h in bf16] == [h[0].tokens for h in fp32]
    # a random model has near-ties between beams, so bf16 rounding may swap equals; the best
    # scores found must still agree to bf16's precision
    assert [h[0].score for h in bf16] == pytest.approx([h[0].score for h in fp32], abs=0.1)
    assert all(isinstance(m, nn.Linear) for m in [model.generator, model.decoder.W_c])
