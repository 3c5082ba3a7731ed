"""The training forward's step products (packed once per batch, weight gradients taken once
over all steps) compute what F.linear computes, in value and in all three gradients."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from nmt.kernels.packed import packed_available_for
from nmt.kernels.step_tape import StepTape
from tests.test_model import make_model, padded_batch

CPU = torch.device("cpu")
BF16 = packed_available_for(CPU, torch.bfloat16)


def recurrence(linear, weight, bias, inputs, steps=5):
    """A toy input-fed recurrence through ``linear``: every step's product feeds the next
    step, as in the decoders. weight (H, 2H), bias (H,), inputs (B, H) -> the loss."""
    h = torch.zeros_like(inputs)
    total = inputs.new_zeros(())
    for t in range(steps):
        h = torch.tanh(linear(torch.cat([inputs * (t + 1), h], -1), weight, bias))
        total = total + (h * (t + 1)).sum()
    return total


def grads_of(linear, dtype=torch.float32, rows=3, autocast=False, incoming=1.0):
    torch.manual_seed(0)
    weight = (torch.randn(8, 16) * 0.3).to(dtype).requires_grad_()
    bias = torch.randn(8).to(dtype).requires_grad_()
    inputs = torch.randn(rows, 8).to(dtype).requires_grad_()
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
        loss = recurrence(linear, weight, bias, inputs)
    (loss * incoming).backward()
    return loss.detach().float(), weight.grad, bias.grad, inputs.grad


@pytest.mark.parametrize("rows", [3, 64])
def test_values_and_gradients_equal_f_linear(rows):
    ours = grads_of(StepTape(), rows=rows)
    theirs = grads_of(F.linear, rows=rows)
    for a, b in zip(ours, theirs, strict=True):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)


def test_without_packing_float64_goes_the_plain_way_with_the_same_gradients():
    # float64 has no packed products (as on CUDA): still one weight gradient over all steps
    assert not packed_available_for(CPU, torch.float64)
    ours = grads_of(StepTape(), dtype=torch.float64)
    theirs = grads_of(F.linear, dtype=torch.float64)
    for a, b in zip(ours, theirs, strict=True):
        torch.testing.assert_close(a, b, atol=1e-12, rtol=1e-12)


def test_the_incoming_gradient_scales_every_gradient():
    ours = grads_of(StepTape(), incoming=3.0)
    theirs = grads_of(F.linear)
    for a, b in zip(ours[1:], theirs[1:], strict=True):
        torch.testing.assert_close(a, 3 * b, atol=1e-5, rtol=1e-5)


@pytest.mark.skipif(not BF16, reason="bf16 packing needs a CPU with native bf16 (avx512_bf16)")
def test_under_bf16_autocast_gradients_match_autocast_f_linear():
    ours = grads_of(StepTape(), autocast=True)
    theirs = grads_of(F.linear, autocast=True)
    assert ours[1].dtype == torch.float32  # the weight's gradient, in the weight's dtype
    for a, b in zip(ours, theirs, strict=True):
        torch.testing.assert_close(a, b, atol=0.05, rtol=0.02)


def test_a_retained_graph_backward_twice_sums_twice():
    torch.manual_seed(0)
    weight = torch.randn(8, 16, requires_grad=True)
    inputs = torch.randn(3, 8)
    loss = recurrence(StepTape(), weight, None, inputs)
    loss.backward(retain_graph=True)
    once = weight.grad.clone()
    loss.backward()
    torch.testing.assert_close(weight.grad, 2 * once)


def test_outside_autograd_it_is_f_linear():
    weight, x = torch.randn(8, 16), torch.randn(3, 16)
    with torch.no_grad():
        torch.testing.assert_close(StepTape()(x, weight), F.linear(x, weight))
    assert StepTape()(x, weight).grad_fn is None  # a weight without grad: no tape


@pytest.mark.parametrize(("decoder", "extra"), [
    ("luong", {}), ("luong", {"dec_layers": 2}), ("rnnsearch", {}),
    ("rnnsearch", {"attention.score": "additive", "dec_layers": 2}),
])
def test_the_training_forward_has_the_gradients_of_the_step_by_step_path(decoder, extra):
    model = make_model(decoder, **extra)
    src, lengths, tgt = padded_batch([7, 3, 5])

    def loss_of(logits_by_step):
        return sum(F.cross_entropy(logits, tgt[:, t], reduction="sum")
                   for t, logits in enumerate(logits_by_step))

    loss_of(model.logits(src, lengths, tgt).logits.unbind(1)).backward()
    forward = {name: p.grad.clone() for name, p in model.named_parameters()}
    model.zero_grad()
    encoded = model.encode(src, lengths)
    state = model.init_state(encoded)
    steps = []
    for t in range(tgt.size(1)):  # model.step: the module's own products, autograd's sums
        log_probs, _, state = model.step(tgt[:, t], state, encoded, t)
        steps.append(log_probs)
    loss_of(steps).backward()
    for name, param in model.named_parameters():
        torch.testing.assert_close(forward[name], param.grad, atol=1e-5, rtol=1e-4,
                                   msg=lambda m, name=name: f"{name}: {m}")
