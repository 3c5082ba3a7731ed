"""How the model's products are computed (nmt.kernels.products): oneDNN-packed products for
decoding (float32, and bf16 where the CPU has it) compute what the plain ones compute, in a
copy that leaves the caller's model as it was."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import nn

from nmt.config import DecodingOptions
from nmt.data.batching import pad_ids
from nmt.data.subwords import EOS
from nmt.decoding.factory import search_batch
from nmt.engines.preparation import prepare
from nmt.engines.torch_engine import TorchEngine, decode_ids
from nmt.kernels import switches
from nmt.kernels.packed import ROW_SIZES, packing_available, padded_rows
from nmt.kernels.products import PLAIN, Linear, PackedProducts, TrainingProducts, shared_copy
from tests.test_search import sharpened

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(not packing_available(CPU, "fp32"),
                                reason="this torch build has no oneDNN")
BF16 = torch.ops.mkldnn._is_mkldnn_bf16_supported()


@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("rows", [5, 8])  # 15 rows padded to 16 for the product; 24 as they are
def test_packed_products_compute_what_the_layer_computes(bias, rows):
    torch.manual_seed(0)
    linear = nn.Linear(24, 40, bias=bias)
    x = torch.randn(3, rows, 24)
    products = PackedProducts(rows=15, dtype=torch.float32)
    with torch.inference_mode():
        torch.testing.assert_close(products.linear(x, linear.weight, linear.bias), linear(x),
                                   atol=1e-5, rtol=1e-5)
        # a slice of a weight (concat's halves) is packed once and computes its own product
        half = linear.weight[:, :12]
        torch.testing.assert_close(products.linear(x[..., :12], half),
                                   torch.nn.functional.linear(x[..., :12], half),
                                   atol=1e-5, rtol=1e-5)
        products.linear(x[..., :12], linear.weight[:, :12])
    assert len(products._packed) == 2
    with torch.no_grad():  # a weight changed in place is packed again
        linear.weight.mul_(2.0)
    with torch.inference_mode():
        torch.testing.assert_close(products.linear(x, linear.weight, linear.bias), linear(x),
                                   atol=1e-5, rtol=1e-5)


def test_row_counts_are_padded_to_few_sizes_with_little_waste():
    padded = [padded_rows(rows) for rows in range(1, 1025)]
    assert all(p >= rows and p % 8 == 0 for rows, p in enumerate(padded, start=1))
    assert all(p - rows < max(8, rows / ROW_SIZES) for rows, p in enumerate(padded, start=1))
    # decoding's shrinking batches meet a handful of shapes: oneDNN keeps one primitive each
    assert len(set(padded[:64])) == 8  # then ROW_SIZES per doubling: 64-128, ..., 512-1024
    assert len(set(padded)) == 8 + 4 * ROW_SIZES
    assert padded_rows(64) == 64 and padded_rows(320) == 320  # full batches stay as they are


def module_types(model: nn.Module) -> dict[str, type]:
    return {name: type(module) for name, module in model.named_modules()}


@pytest.mark.parametrize("decoder", ["luong", "rnnsearch"])
def test_decoding_leaves_the_model_as_it_was(decoder):
    model = sharpened(decoder).train()
    before = {name: t.clone() for name, t in model.state_dict().items()}
    types, products = module_types(model), model.decoder.W_c.products if decoder == "luong" \
        else model.generator.products
    prepared = prepare(model, CPU, DecodingOptions(beam=2))
    assert isinstance(prepared.generator.products, PackedProducts) and not prepared.training
    # the copy computes with the model's own tensors: no weight is copied
    assert prepared.generator.weight is model.generator.weight
    decode_ids(model, [np.arange(4, 9)], CPU, DecodingOptions(beam=2, nbest=2))
    assert model.training and module_types(model) == types
    assert model.generator.products is products and isinstance(products, TrainingProducts)
    for name, tensor in model.state_dict().items():
        assert torch.equal(tensor, before[name]), name


def test_a_shared_copy_shares_every_tensor_and_keeps_tied_weights_tied():
    model = sharpened("luong")
    model.generator.weight = model.tgt_embed.weight
    copy = shared_copy(model)
    assert copy is not model and copy.decoder is not model.decoder
    for (name, mine), theirs in zip(copy.state_dict(keep_vars=True).items(),
                                    model.state_dict(keep_vars=True).values(), strict=True):
        assert mine is theirs, name
    assert copy.generator.weight is copy.tgt_embed.weight


@pytest.mark.parametrize(("decoder", "beam"), [("luong", 1), ("luong", 4), ("rnnsearch", 3)])
def test_packed_decoding_gives_the_plain_products_output(decoder, beam):
    model = sharpened(decoder)
    sources = [np.arange(4, 4 + n) % 40 for n in (6, 2, 9, 4)]
    options = DecodingOptions(beam=beam, nbest=beam, max_len_a=1.0, max_len_b=4)
    packed = decode_ids(model, sources, CPU, options)  # packs on the CPU in float32
    src, lengths = pad_ids(sources, suffix=EOS)
    plain_engine = TorchEngine(model.eval())  # the model's own products
    with plain_engine.decoding():
        plain = search_batch(plain_engine, src, lengths, options)
    assert model.generator.products is not PLAIN  # TrainingProducts: plain without a tape
    for ours, theirs in zip(packed, plain, strict=True):
        assert [h.tokens for h in ours] == [h.tokens for h in theirs]
        assert [h.score for h in ours] == pytest.approx([h.score for h in theirs], abs=1e-4)


def test_with_the_packed_trick_off_decoding_is_plain(monkeypatch):
    monkeypatch.setenv(switches.VARIABLE, "packed")
    switches.disabled.cache_clear()
    try:
        prepared = prepare(sharpened("luong"), CPU, DecodingOptions())
        assert prepared.generator.products is PLAIN
        assert not packing_available(CPU, "fp32")
    finally:
        monkeypatch.delenv(switches.VARIABLE)
        switches.disabled.cache_clear()
    assert packing_available(CPU, "fp32")


def test_an_unknown_trick_name_is_an_error_listing_the_valid_ones(monkeypatch):
    monkeypatch.setenv(switches.VARIABLE, "packed,turbo")
    switches.disabled.cache_clear()
    try:
        with pytest.raises(Exception, match="turbo is not one of packed, tape"):
            switches.enabled("packed")
    finally:
        monkeypatch.delenv(switches.VARIABLE)
        switches.disabled.cache_clear()


def test_bf16_packing_only_where_the_cpu_has_bf16_and_never_on_cuda():
    assert packing_available(CPU, "bf16") == BF16
    assert not packing_available(torch.device("cuda"), "fp32")
    assert not packing_available(torch.device("cuda"), "bf16")


@pytest.mark.skipif(not BF16, reason="bf16 packing needs a CPU with native bf16 (avx512_bf16)")
def test_bf16_packed_products_round_like_a_bf16_product():
    torch.manual_seed(0)
    linear = Linear(64, 40)
    x = torch.randn(6, 64)
    with torch.inference_mode():
        out = PackedProducts(rows=6, dtype=torch.bfloat16).linear(x, linear.weight, linear.bias)
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
    fp32 = decode_ids(model, sources, CPU, DecodingOptions(beam=beam, max_len_a=1.0,
                                                           max_len_b=4))
    bf16 = decode_ids(model, sources, CPU, DecodingOptions(beam=beam, max_len_a=1.0,
                                                           max_len_b=4, precision="bf16"))
    if beam == 1:
        assert [h[0].tokens for h in bf16] == [h[0].tokens for h in fp32]
    # a random model has near-ties between beams, so bf16 rounding may swap equals; the best
    # scores found must still agree to bf16's precision
    assert [h[0].score for h in bf16] == pytest.approx([h[0].score for h in fp32], abs=0.1)
