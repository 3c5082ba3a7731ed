"""The output layer and token-level cross-entropy of all decoder steps, fused and chunked.

``F.linear`` then ``F.cross_entropy`` keep the (N, V) logits and a (N, V) log-softmax for the
backward, which then allocates a (N, V) gradient (with bf16, float32 copies besides): several
buffers of tokens x vocabulary per batch, most of a run's memory peak above the weights.
Here the forward works through blocks of rows: a block's logits, its loss, and at once its
part of the three gradients (input, weight, bias) of the summed loss, computed in row chunks
small enough to stay in cache. Nothing of size (N, V) outlives a block; the backward only
scales the gradients by the incoming one.

A row's target may be a distribution rather than one piece (word-level distillation, Kim &
Rush 2016): :class:`SoftTargets` puts part of each row's mass on a few other pieces, the
teacher's most probable ones, and the loss is the cross-entropy against that sparse
distribution, label smoothing on top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from nmt.data.subwords import PAD
from nmt.kernels.packed import can_pack, pack_weight, packed_product
from nmt.kernels.switches import enabled

# rows per chunk of the softmax pass: small enough for a chunk of logits (rows x vocabulary)
# to stay in cache between its passes
CHUNK_ROWS = 64
# rows per block of the output layer's products: large enough for efficient matmuls and to
# add each block's weight gradient (V x H) into the total only a few times per batch
BLOCK_ROWS = 1024


@dataclass
class SoftTargets:
    """Part of each row's target mass on other pieces than its target: ids (N, K) int64 and
    weights (N, K) float32, each row's weights summing to at most 1; the row's own target
    keeps 1 minus that sum. A piece may appear twice (the target among the ids): the
    masses add up. Rows of weight 0 are plain one-hot targets."""

    ids: torch.Tensor
    weights: torch.Tensor

    def rows(self, index: torch.Tensor | slice) -> SoftTargets:
        """The soft targets of some rows: index (M,) int64 or a slice -> (M, K) each."""
        return SoftTargets(self.ids[index], self.weights[index])


class _LinearNLL(torch.autograd.Function):
    """The summed token loss of logits x W^T + b: features x (N, H), weight (V, H), bias (V,),
    targets (N,) -> (sum 0-d, per-row loss (N,) not differentiable), float32, with
    label smoothing eps: (1 - eps) * ce + eps * mean_j(-log p_j), ce the cross-entropy
    against the target (or the target and the :class:`SoftTargets` ``soft_ids`` (N, K)
    with ``soft_weights`` (N, K)); 0 at PAD targets.
    Products run in ``dtype`` (autocast's), the softmax in float32."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor,
                targets: torch.Tensor, smoothing: float, dtype: torch.dtype,
                soft_ids: torch.Tensor | None, soft_weights: torch.Tensor | None):
        grads = _Gradients(x, weight, bias) if any(ctx.needs_input_grad[:3]) else None
        soft = SoftTargets(soft_ids, soft_weights) if soft_ids is not None else None
        loss = x.new_empty(x.size(0), dtype=torch.float32)
        with torch.autocast(x.device.type, enabled=False):
            w, b = weight.to(dtype), bias.to(dtype)
            product = _output_product(w, b, min(x.size(0), BLOCK_ROWS))
            for block in _chunks(x.size(0), BLOCK_ROWS):
                rows = x[block].to(dtype)
                target = _Target(targets[block], smoothing,
                                 soft.rows(block) if soft is not None else None)
                loss[block] = _block(rows, product, w, target, grads, block)
        loss.masked_fill_(targets == PAD, 0.0)
        ctx.mark_non_differentiable(loss)
        ctx.grads = grads
        return loss.sum(), loss

    @staticmethod
    def backward(ctx, grad_sum: torch.Tensor, _grad_rows: torch.Tensor):
        g = ctx.grads  # out of place: a graph retained for a second backward reuses them
        return (g.x * grad_sum.to(g.x.dtype), g.weight * grad_sum, g.bias * grad_sum,
                None, None, None, None, None)


@dataclass
class _Target:
    """What some rows are scored against: targets (n,) int64, label smoothing eps, and the
    soft targets of those rows or None."""

    ids: torch.Tensor
    eps: float
    soft: SoftTargets | None

    def chunk(self, part: slice) -> _Target:
        """The target of rows ``part`` of these."""
        return _Target(self.ids[part], self.eps,
                       self.soft.rows(part) if self.soft is not None else None)

    def own_mass(self) -> torch.Tensor:
        """The share of each row's mass on its own target piece beside its soft targets,
        before smoothing: (n,) float32."""
        assert self.soft is not None, "only soft targets take mass from the target"
        return 1.0 - self.soft.weights.sum(1)


class _Gradients:
    """Gradient buffers of the summed loss with respect to x, weight and bias, filled block
    by block: x's in its dtype, the weight's and bias's accumulated in float32."""

    def __init__(self, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor):
        self.x = torch.empty_like(x)
        self.weight = torch.zeros_like(weight, dtype=torch.float32)
        self.bias = torch.zeros_like(bias, dtype=torch.float32)

    def add(self, block: slice, g: torch.Tensor, rows: torch.Tensor, w: torch.Tensor) -> None:
        """Add a block's part of the input and weight gradients: g (n, V) the loss's gradient
        of its logits, its inputs rows (n, H) and the weight w (V, H), all in the products'
        dtype (the bias gradient is added chunk by chunk, see :func:`_block`)."""
        self.x[block] = torch.mm(g, w)
        if g.dtype == torch.float32:
            self.weight.addmm_(g.t(), rows)
        else:
            self.weight.add_(torch.mm(g.t(), rows))


def _output_product(w: torch.Tensor, b: torch.Tensor, rows: int
                    ) -> Callable[[torch.Tensor], torch.Tensor]:
    """The logits of rows (n, H) -> (n, V) for weight w (V, H) and bias b (V,).

    On the CPU the weight is packed for oneDNN once per batch (nmt.kernels.packed)."""
    if not can_pack(w.device, w.dtype):
        return lambda x: F.linear(x, w, b)
    packed = pack_weight(w, rows)
    return lambda x: packed_product(x, packed, b)


def _block(rows: torch.Tensor, product: Callable[[torch.Tensor], torch.Tensor],
           w: torch.Tensor, target: _Target, grads: _Gradients | None, block: slice
           ) -> torch.Tensor:
    """Loss (n,) of one block of rows (n, H), logits by ``product``, against ``target``;
    adds its gradients to ``grads`` when given (w (V, H) is the weight for the input
    gradient)."""
    logits = product(rows)
    loss = logits.new_empty(rows.size(0), dtype=torch.float32)
    for part in _chunks(rows.size(0), CHUNK_ROWS):
        log_probs = torch.log_softmax(logits[part].float(), dim=-1)
        chunk = target.chunk(part)
        loss[part], lse = _chunk_loss(logits[part], log_probs, chunk)
        if grads is not None:
            # the gradient overwrites the chunk's logits, which are done with: a second
            # (n, V) buffer would be fresh memory at every block, its pages faulted in by the
            # first write
            scale = (chunk.ids != PAD).float().unsqueeze(1)
            grads.bias.add_(_chunk_grad(logits[part], lse, chunk, scale, out=logits[part]))
    if grads is not None:
        grads.add(block, logits, rows, w)
    return loss


def _chunks(rows: int, size: int) -> list[slice]:
    return [slice(start, start + size) for start in range(0, rows, size)]


def _chunk_grad(logits: torch.Tensor, lse: torch.Tensor, target: _Target,
                scale: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
    """d loss / d logit_j = softmax_j - (1 - eps) t_j - eps / V, t the target distribution
    (one-hot at y, or y's own mass and the soft targets'), times the row's ``scale`` (n, 1),
    into ``out`` (n, V) of the logits' dtype, which may be the logits themselves; logits
    (n, V), lse (n,). Computed in float32 (a chunk-sized temporary for bf16); returns its
    column sums (V,) float32, the chunk's part of the bias gradient, while the chunk is in
    cache."""
    eps = target.eps
    g = out if out.dtype == torch.float32 else torch.empty_like(out, dtype=torch.float32)
    torch.sub(logits, lse.unsqueeze(1), out=g).exp_()
    if eps > 0:
        g.sub_(eps / logits.size(1))
    own = g.new_full((g.size(0), 1), -(1.0 - eps))
    if target.soft is not None:
        own.mul_(target.own_mass().unsqueeze(1))
        g.scatter_add_(1, target.soft.ids, -(1.0 - eps) * target.soft.weights)
    g.scatter_add_(1, target.ids.unsqueeze(1), own)
    g.mul_(scale)
    if g is not out:
        out.copy_(g)
    return g.sum(0)


def _chunk_loss(logits: torch.Tensor, log_probs: torch.Tensor, target: _Target
                ) -> tuple[torch.Tensor, torch.Tensor]:
    """Loss and log-sum-exp of one chunk: logits and log_probs (n, V), its target ->
    (n,), (n,) float32."""
    index = target.ids.unsqueeze(1)
    nll = -log_probs.gather(1, index).squeeze(1)
    lse = logits.gather(1, index).squeeze(1).float() + nll
    ce = nll
    if target.soft is not None:
        soft = -(log_probs.gather(1, target.soft.ids) * target.soft.weights).sum(1)
        ce = target.own_mass() * nll + soft
    if target.eps == 0:
        return ce, lse
    return (1.0 - target.eps) * ce - target.eps * log_probs.mean(dim=-1), lse


def linear_nll(features: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor,
               targets: torch.Tensor, label_smoothing: float = 0.0,
               soft: SoftTargets | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """The output layer and the token loss in one: features (N, H), weight (V, H), bias (V,),
    targets (N,) and, for word-level distillation, ``soft`` targets of the N rows ->
    (the summed loss, 0-d, differentiable; the per-row loss (N,), detached), float32, 0 at
    PAD.

    Equal to ``F.cross_entropy(F.linear(features, weight, bias), t, label_smoothing=eps)``
    summed over the rows whose target is not PAD, t the one-hot targets (or each row's
    target distribution with the soft targets' mass), in value and in the gradients of
    features, weight and bias (which is what it computes with the ``fused_loss`` trick off);
    the products run in autocast's dtype when it is on, the softmax in float32.
    """
    if not enabled("fused_loss"):
        logits = F.linear(features, weight, bias).float()
        if soft is None:
            rows = F.cross_entropy(logits, targets, ignore_index=PAD, reduction="none",
                                   label_smoothing=float(label_smoothing))
        else:
            target = _Target(targets, float(label_smoothing), soft)
            rows = _chunk_loss(logits, torch.log_softmax(logits, -1), target)[0]
            rows = rows.masked_fill(targets == PAD, 0.0)
        return rows.sum(), rows.detach()
    device = features.device.type
    dtype = torch.get_autocast_dtype(device) if torch.is_autocast_enabled(device) \
        else features.dtype
    ids, weights = (soft.ids, soft.weights) if soft is not None else (None, None)
    return _LinearNLL.apply(features, weight, bias, targets, float(label_smoothing), dtype,
                            ids, weights)
