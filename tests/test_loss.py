"""The fused output layer and token loss equals nn.Linear then PyTorch's cross-entropy, in
value and in every gradient, with one-hot targets and with soft targets (word-level
distillation: part of a row's mass on the teacher's pieces)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from nmt.data.subwords import PAD
from nmt.kernels import output_loss as loss_module
from nmt.kernels.output_loss import SoftTargets, linear_nll

HIDDEN, VOCAB = 24, 301


def batch(rows: int = 83):
    """Features (rows, H), a generator and targets (rows,) with some PAD targets."""
    torch.manual_seed(0)
    features = torch.randn(rows, HIDDEN)
    generator = torch.nn.Linear(HIDDEN, VOCAB)
    with torch.no_grad():
        generator.weight.mul_(4)
    targets = torch.randint(4, VOCAB, (rows,))
    targets[[3, 40, 41, 82]] = PAD
    return features, generator, targets


def reference(features, generator, targets, eps):
    """Per-row loss (rows,) of the plain computation, float32."""
    return F.cross_entropy(generator(features).float(), targets, ignore_index=PAD,
                           reduction="none", label_smoothing=eps)


def gradients(features, generator, loss):
    loss.backward()
    grads = [features.grad, generator.weight.grad, generator.bias.grad]
    features.grad = generator.weight.grad = generator.bias.grad = None
    return grads


@pytest.fixture
def small_blocks(monkeypatch):
    """Several blocks and chunks per batch, the last of each short."""
    monkeypatch.setattr(loss_module, "BLOCK_ROWS", 32)
    monkeypatch.setattr(loss_module, "CHUNK_ROWS", 7)


@pytest.mark.usefixtures("small_blocks")
@pytest.mark.parametrize("eps", [0.0, 0.1])
def test_value_and_gradients_equal_linear_then_cross_entropy(eps):
    features, generator, targets = batch()
    features.requires_grad_()
    total, rows = linear_nll(features, generator.weight, generator.bias, targets, eps)
    ours = gradients(features, generator, total * 3.0)
    expected = reference(features, generator, targets, eps)
    theirs = gradients(features, generator, expected.sum() * 3.0)
    assert total.dtype == rows.dtype == torch.float32 and rows.shape == targets.shape
    assert not rows.requires_grad
    torch.testing.assert_close(rows, expected.detach(), atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(total, expected.sum().detach(), atol=1e-4, rtol=1e-5)
    assert torch.all(rows[targets == PAD] == 0)
    assert torch.all(ours[0][targets == PAD] == 0)
    for name, mine, plain in zip(["features", "weight", "bias"], ours, theirs, strict=True):
        torch.testing.assert_close(mine, plain, atol=1e-5, rtol=1e-4, msg=name)


@pytest.mark.usefixtures("small_blocks")
def test_under_bf16_autocast_it_matches_autocast_of_the_plain_computation():
    features, generator, targets = batch()
    features = features.bfloat16().requires_grad_()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        total, _ = linear_nll(features, generator.weight, generator.bias, targets, 0.1)
    ours = gradients(features, generator, total)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        expected = reference(features, generator, targets, 0.1).sum()
    theirs = gradients(features, generator, expected)
    torch.testing.assert_close(total, expected.detach(), atol=0.05, rtol=1e-3)
    assert ours[0].dtype == torch.bfloat16 and ours[1].dtype == torch.float32
    for name, mine, plain in zip(["features", "weight", "bias"], ours, theirs, strict=True):
        # bf16 products keep 8 bits; the weight's is summed in float32 here, in bf16 there
        torch.testing.assert_close(mine.float(), plain.float(), atol=0.05, rtol=0.02, msg=name)


def test_without_gradients_it_only_computes_the_loss():
    features, generator, targets = batch()
    with torch.inference_mode():
        total, rows = linear_nll(features, generator.weight, generator.bias, targets)
        expected = reference(features, generator, targets, 0.0)
    torch.testing.assert_close(rows, expected, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(total, expected.sum(), atol=1e-4, rtol=1e-5)
    assert generator.weight.grad is None


def test_a_retained_graph_gives_the_same_gradients_twice():
    features, generator, targets = batch()
    features.requires_grad_()
    total, _ = linear_nll(features, generator.weight, generator.bias, targets)
    loss = total * 3.0  # an incoming gradient other than 1
    loss.backward(retain_graph=True)
    first = features.grad.clone()
    features.grad = None
    loss.backward()
    torch.testing.assert_close(features.grad, first)


def soft_targets(targets: torch.Tensor, k: int = 5, share: float = 0.4) -> SoftTargets:
    """K soft pieces a row with ``share`` of its mass (0 at PAD rows); every third row has its
    own target among them, where the two masses add up."""
    generator = torch.Generator().manual_seed(1)
    ids = torch.randint(4, VOCAB, (targets.size(0), k), generator=generator)
    ids[::3, 0] = targets[::3]
    weights = torch.rand(targets.size(0), k, generator=generator)
    weights = weights / weights.sum(1, keepdim=True) * share
    weights[targets == PAD] = 0.0
    return SoftTargets(ids, weights)


def dense_reference(features, generator, targets, soft, eps):
    """Per-row loss (rows,) of PyTorch's cross-entropy against the dense target distribution
    the soft targets describe, 0 at PAD."""
    dense = F.one_hot(targets, VOCAB).float() * (1.0 - soft.weights.sum(1, keepdim=True))
    dense.scatter_add_(1, soft.ids, soft.weights)
    rows = F.cross_entropy(generator(features).float(), dense, reduction="none",
                           label_smoothing=eps)
    return rows.masked_fill(targets == PAD, 0.0)


@pytest.mark.usefixtures("small_blocks")
@pytest.mark.parametrize("fused", [True, False])
@pytest.mark.parametrize("eps", [0.0, 0.1])
def test_soft_targets_equal_cross_entropy_against_their_distribution(eps, fused, monkeypatch):
    monkeypatch.setattr(loss_module, "enabled", lambda trick: fused)
    features, generator, targets = batch()
    features.requires_grad_()
    soft = soft_targets(targets)
    total, rows = linear_nll(features, generator.weight, generator.bias, targets, eps, soft)
    ours = gradients(features, generator, total * 3.0)
    expected = dense_reference(features, generator, targets, soft, eps)
    theirs = gradients(features, generator, expected.sum() * 3.0)
    torch.testing.assert_close(rows, expected.detach(), atol=1e-5, rtol=1e-5)
    assert torch.all(rows[targets == PAD] == 0)
    for name, mine, plain in zip(["features", "weight", "bias"], ours, theirs, strict=True):
        torch.testing.assert_close(mine, plain, atol=1e-5, rtol=1e-4, msg=name)
    # the teacher's mass moves the loss: against the one-hot targets alone it differs
    plain_rows = reference(features, generator, targets, eps).detach()
    assert not torch.allclose(rows, plain_rows, atol=1e-3)


@pytest.mark.usefixtures("small_blocks")
def test_soft_targets_of_no_mass_are_the_one_hot_loss():
    features, generator, targets = batch()
    soft = soft_targets(targets, share=0.0)
    _, rows = linear_nll(features, generator.weight, generator.bias, targets, 0.1, soft)
    torch.testing.assert_close(rows, reference(features, generator, targets, 0.1).detach(),
                               atol=1e-5, rtol=1e-5)
