"""precision=int8 decoding (nmt.kernels.int8, Int8Products): int8 products and the encoder's
int8 GRU compute what the float ones do to int8's precision, in a copy that leaves the
caller's model as it was; decoding, the Translator and nmt-translate take precision=int8, and
a device or precision that cannot work is refused naming the valid ones."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from nmt.config import DecodingOptions
from nmt.data.subwords import EOS
from nmt.engines.preparation import prepare
from nmt.engines.torch_engine import decode_ids
from nmt.errors import ConfigError
from nmt.kernels.int8 import int8_problem, quantized_gru
from nmt.kernels.products import Int8Products, TrainingProducts
from tests.cli import run_cli
from tests.test_search import sharpened, teacher_forced
from tests.tiny_run import tiny_checkpoint

CPU = torch.device("cpu")
pytestmark = pytest.mark.skipif(int8_problem(CPU) is not None, reason="no int8 CPU engine")


def relative_error(ours: torch.Tensor, exact: torch.Tensor) -> float:
    return float((ours - exact).norm() / exact.norm())


@pytest.mark.parametrize("bias", [True, False])
def test_int8_products_compute_the_float_product_to_int8_precision(bias):
    torch.manual_seed(0)
    linear = nn.Linear(64, 48, bias=bias)
    x = torch.randn(3, 5, 64)
    products = Int8Products()
    with torch.inference_mode():
        out = products.linear(x, linear.weight, linear.bias)
        exact = linear(x)
        assert out.shape == exact.shape and out.dtype == torch.float32
        assert 0 < relative_error(out, exact) < 0.02  # int8, not the float product itself
        # bf16 inputs (a caller's autocast) are products of their float32 values
        torch.testing.assert_close(products.linear(x.bfloat16(), linear.weight, linear.bias),
                                   products.linear(x.bfloat16().float(), linear.weight,
                                                   linear.bias))
        # a slice of a weight (concat's halves) is its own product, quantised once
        half = linear.weight[:, :32]
        assert relative_error(products.linear(x[..., :32], half),
                              x[..., :32] @ half.T) < 0.02
        products.linear(x[..., :32], linear.weight[:, :32])
    assert len(products._packed) == 2


def test_each_output_row_has_its_own_scale():
    # rows 1000x apart in size: one scale for the whole weight would round the small rows to
    # zero (an output layer's rows differ like this); per-row scales keep them
    torch.manual_seed(1)
    weight = torch.randn(16, 32)
    weight[8:] *= 1e-3
    x = torch.randn(10, 32)
    with torch.inference_mode():
        out = Int8Products().linear(x, weight)
    exact = x @ weight.T
    assert relative_error(out[:, 8:], exact[:, 8:]) < 0.02


def test_a_weight_changed_in_place_is_quantised_again():
    linear = nn.Linear(8, 4)
    products = Int8Products()
    x = torch.randn(2, 8)
    with torch.inference_mode():
        before = products.linear(x, linear.weight, linear.bias)
    with torch.no_grad():
        linear.weight.mul_(2.0)
        linear.bias.mul_(2.0)
    with torch.inference_mode():
        torch.testing.assert_close(products.linear(x, linear.weight, linear.bias), 2 * before,
                                   atol=0.05, rtol=0.02)


def test_the_int8_gru_runs_packed_sequences_like_the_float_one():
    torch.manual_seed(2)
    rnn = nn.GRU(16, 24, 2, batch_first=True, bidirectional=True).eval()
    x, lengths = torch.randn(3, 7, 16), torch.tensor([7, 4, 1])
    packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
    quantized = quantized_gru(rnn)
    with torch.inference_mode():
        exact, exact_final = rnn(packed)
        ours, final = quantized(packed)
    exact, _ = pad_packed_sequence(exact, batch_first=True)
    ours, _ = pad_packed_sequence(ours, batch_first=True)
    assert 0 < relative_error(ours, exact) < 0.03
    assert relative_error(final, exact_final) < 0.03
    assert not hasattr(rnn, "qconfig") and type(rnn) is nn.GRU


def test_prepare_int8_leaves_the_callers_model_as_it_was():
    model = sharpened("luong").train()
    before = {name: p.clone() for name, p in model.state_dict().items()}
    prepared = prepare(model, CPU, DecodingOptions(precision="int8"))
    assert isinstance(prepared.generator.products, Int8Products) and not prepared.training
    assert type(prepared.encoder.rnn).__name__ == "GRU" and prepared.encoder.rnn is not \
        model.encoder.rnn and not isinstance(prepared.encoder.rnn, nn.GRU)
    assert type(model.encoder.rnn) is nn.GRU
    assert isinstance(model.generator.products, TrainingProducts) and model.training
    for name, p in model.state_dict().items():
        assert torch.equal(p, before[name]), name


@pytest.mark.parametrize(("decoder", "beam"), [("luong", 1), ("luong", 3), ("rnnsearch", 3)])
def test_int8_scores_are_the_float_models_log_probabilities_to_int8_precision(decoder, beam):
    # each int8 hypothesis's score is a float32 log-probability close to what the exact
    # model gives its words (teacher forced): int8 moved the numbers, not what they mean
    model = sharpened(decoder)
    sources = [np.arange(4, 4 + n) for n in (3, 7, 5, 9, 2, 6)]
    int8 = decode_ids(model, sources, CPU, DecodingOptions(beam=beam, nbest=beam,
                                                           precision="int8"))
    moved = False
    for source, hyps in zip(sources, int8, strict=True):
        assert len(hyps) == beam
        src = torch.tensor([*source, EOS])
        for hyp in hyps:
            assert isinstance(hyp.score, float)
            exact, _ = teacher_forced(model, src, len(src), hyp.tokens)
            assert hyp.score == pytest.approx(exact, rel=0.03, abs=0.05)
            moved |= abs(hyp.score - exact) > 1e-4
    assert moved  # the products really ran in int8


def test_int8_decodes_nbest_lists_with_length_and_coverage_penalties():
    model = sharpened("luong")
    sources = [np.arange(4, 4 + n) for n in (3, 7, 5)]
    options = DecodingOptions(beam=4, nbest=3, alpha=0.6, beta=0.2, precision="int8")
    for hyps in decode_ids(model, sources, CPU, options):
        scores = [h.score for h in hyps]
        assert len(hyps) == 3 and scores == sorted(scores, reverse=True)
        assert all(math.isfinite(s) for s in scores)


def test_int8_is_refused_off_the_cpu_and_unknown_precisions_name_the_valid_ones():
    with pytest.raises(ConfigError, match="precision=int8 decodes on the CPU.*device=cpu"):
        prepare(sharpened("luong"), torch.device("cuda"), DecodingOptions(precision="int8"))
    with pytest.raises(ConfigError, match="precision='int4' is not one of fp32, bf16, int8"):
        DecodingOptions(precision="int4").check()


def test_nmt_translate_and_the_translator_decode_in_int8(tmp_path):
    from nmt import Translator

    checkpoint = tiny_checkpoint(tmp_path)
    lines = ["a b c", "d e", "f g h i"]
    source = tmp_path / "in.txt"
    source.write_text("\n".join(lines) + "\n")
    run_cli("translate", f"checkpoint={checkpoint}", f"input={source}",
            f"output={tmp_path / 'out.txt'}", "beam=3", "precision=int8", "device=cpu")
    written = (tmp_path / "out.txt").read_text().splitlines()
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    assert written == translator.translate(lines, beam=3, precision="int8")
    bad = run_cli("translate", f"checkpoint={checkpoint}", f"input={source}",
                  "precision=int4", check=False)
    assert bad.returncode != 0 and "precision='int4' is not one of: fp32, bf16, int8" in bad.stderr


def test_bf16_decoding_on_a_cpu_without_bf16_warns_that_int8_is_the_fast_one(caplog):
    native = torch.ops.mkldnn._is_mkldnn_bf16_supported()
    with caplog.at_level("WARNING", logger="nmt.engines.preparation"):
        prepare(sharpened("luong"), CPU, DecodingOptions(precision="bf16"))
    assert ("no native bf16" in caplog.text) == (not native)
