"""bf16 decoding's own forms of the model's parts (nmt.engines.preparation.in_bf16): the
encoder's GRU as a bf16 copy (nmt.kernels.cast_gru) and the general score with W_a on the
queries; each in the decoding copy only, each turned off by NMT_KERNELS_OFF."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from nmt.config import DecodingOptions
from nmt.data.subwords import BOS
from nmt.decoding.engine import StepOutput
from nmt.engines.preparation import prepare
from nmt.engines.torch_engine import TorchEngine
from nmt.kernels import switches
from nmt.kernels.cast_gru import CastGRU
from tests.test_model import make_model, padded_batch
from tests.test_search import sharpened

CPU = torch.device("cpu")
BF16 = DecodingOptions(beam=2, precision="bf16")


def relative_error(ours: torch.Tensor, exact: torch.Tensor) -> float:
    return float((ours.float() - exact).norm() / exact.norm())


@pytest.mark.parametrize("autocast", [False, True])
def test_the_cast_gru_runs_packed_sequences_like_the_float_one_in_bf16(autocast):
    torch.manual_seed(2)
    rnn = nn.GRU(16, 24, 2, batch_first=True, bidirectional=True).eval()
    x, lengths = torch.randn(3, 7, 16), torch.tensor([7, 4, 1])
    packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
    hx = torch.randn(4, 3, 24)
    cast = CastGRU(rnn, torch.bfloat16)
    with torch.inference_mode():
        exact, exact_final = rnn(packed, hx)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
            ours, final = cast(packed, hx)
    exact, _ = pad_packed_sequence(exact, batch_first=True)
    ours, _ = pad_packed_sequence(ours, batch_first=True)
    assert ours.dtype == torch.bfloat16 and final.dtype == torch.float32
    assert 0 < relative_error(ours, exact) < 0.03  # it ran in bf16
    assert relative_error(final, exact_final) < 0.03
    assert type(rnn) is nn.GRU and rnn.weight_hh_l0.dtype == torch.float32


def bf16_forms(prepared: nn.Module) -> tuple[bool, bool]:
    """Whether the copy's encoder GRU is a bf16 copy, and its score is on the queries."""
    return (isinstance(prepared.encoder.rnn, CastGRU),
            prepared.decoder.attention.score.on_queries)


@pytest.mark.parametrize(("align", "on_queries"), [("global", True), ("local_p", False)])
def test_bf16_decoding_copies_take_the_bf16_forms_and_leave_the_model_as_it_was(align,
                                                                                on_queries):
    model = make_model("luong", **{"attention.align": align})
    # windows are scored by a multiply-and-sum of gathered keys: W_a stays on them
    assert bf16_forms(prepare(model, CPU, BF16)) == (True, on_queries)
    assert bf16_forms(prepare(model, CPU, DecodingOptions(beam=2))) == (False, False)
    assert bf16_forms(model) == (False, False)


def bf16_copy(model: nn.Module, off: str) -> nn.Module:
    """A bf16 decoding copy of ``model`` prepared with the tricks ``off`` turned off."""
    switches.disabled.cache_clear()
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv(switches.VARIABLE, off)
            return prepare(model, CPU, BF16)
    finally:
        switches.disabled.cache_clear()


@pytest.mark.parametrize("off", ["bf16_encoder", "general_query", "bf16_encoder,general_query"])
def test_the_switches_turn_the_bf16_forms_off(off):
    forms = bf16_forms(bf16_copy(make_model("luong"), off))
    assert forms == ("bf16_encoder" not in off, "general_query" not in off)


def bf16_steps(model: nn.Module, off: str = "") -> list[StepOutput]:
    """Five teacher-forced steps of a bf16 decoding copy (:func:`bf16_copy`) over a padded
    batch of three sentences."""
    src, lengths, tgt = padded_batch([6, 4, 8], tgt_len=5, seed=3)
    engine = TorchEngine(bf16_copy(model, off), CPU, "bf16")
    outputs, prev = [], torch.full((3,), BOS)
    with engine.decoding():
        encoded, state = engine.encode(src, lengths)
        for t in range(tgt.size(1)):
            outputs.append(engine.step(prev, state, encoded, t, k=4))
            state, prev = outputs[-1].state, tgt[:, t]
    return outputs


def test_bf16_decoding_with_its_forms_attends_and_scores_as_without_them():
    model = sharpened("luong")
    with torch.no_grad():  # attention that picks positions
        model.decoder.attention.score.W_a.weight.mul_(4.0)
    ours, theirs = bf16_steps(model), bf16_steps(model, "bf16_encoder,general_query")
    for mine, other in zip(ours, theirs, strict=True):
        # the weights tell W_a from its transpose (0.036 apart), which the scores do not
        torch.testing.assert_close(mine.attention, other.attention, atol=0.01, rtol=0)
        torch.testing.assert_close(mine.scores, other.scores, atol=0.02, rtol=0)
    assert any(not torch.equal(a.scores, b.scores) for a, b in zip(ours, theirs, strict=True))
