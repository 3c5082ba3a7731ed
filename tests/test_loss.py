"""The fused token loss equals PyTorch's cross-entropy, in value and in gradient."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from nmt.data.subwords import PAD
from nmt.training import loss as loss_module
from nmt.training.loss import token_nll


def reference(logits: torch.Tensor, targets: torch.Tensor, eps: float) -> torch.Tensor:
    return F.cross_entropy(logits.float().flatten(0, 1), targets.flatten(), ignore_index=PAD,
                           reduction="none", label_smoothing=eps).view_as(targets)


def batch(dtype: torch.dtype, rows: int = 9, steps: int = 17, vocab: int = 301):
    torch.manual_seed(0)
    logits = (torch.randn(rows, steps, vocab) * 4).to(dtype)
    targets = torch.randint(4, vocab, (rows, steps))
    targets[2, 5:] = PAD
    targets[7, 11:] = PAD
    return logits, targets


@pytest.mark.parametrize("eps", [0.0, 0.1])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_value_and_gradient_equal_cross_entropy(dtype, eps, monkeypatch):
    monkeypatch.setattr(loss_module, "CHUNK_ROWS", 20)  # several chunks, the last one short
    logits, targets = batch(dtype)
    weights = torch.rand(targets.shape)
    ours_in = logits.clone().requires_grad_()
    ours = token_nll(ours_in, targets, eps)
    (ours * weights).sum().backward()
    theirs_in = logits.clone().requires_grad_()
    theirs = reference(theirs_in, targets, eps)
    (theirs * weights).sum().backward()
    assert ours.dtype == torch.float32 and ours.shape == targets.shape
    torch.testing.assert_close(ours, theirs, atol=1e-5, rtol=1e-5)
    assert ours_in.grad.dtype == dtype
    tolerance = 1e-6 if dtype == torch.float32 else 4e-3  # bf16 gradients keep 8 bits
    torch.testing.assert_close(ours_in.grad.float(), theirs_in.grad.float(), atol=tolerance,
                               rtol=0.02)
    assert torch.all(ours[targets == PAD] == 0)
    assert torch.all(ours_in.grad.view(-1, logits.size(-1))[targets.flatten() == PAD] == 0)


def test_the_logits_are_left_as_they_were():
    logits, targets = batch(torch.float32)
    before = logits.clone()
    logits.requires_grad_()
    token_nll(logits, targets).sum().backward()
    assert torch.equal(logits.detach(), before)


def test_works_without_gradients_and_under_autocast():
    logits, targets = batch(torch.float32)
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        ours = token_nll(logits, targets)
    torch.testing.assert_close(ours, reference(logits, targets, 0.0), atol=1e-5, rtol=1e-5)
