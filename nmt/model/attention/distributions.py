"""Distribution functions: attention weights a = g(e, mask) from energies.

All of them give exactly zero weight to masked positions and never NaN, even for a row
where every position is masked. They compute in float32 under mixed precision.

softmax and sigmoid are dense; sparsemax and entmax-1.5 (the ``entmax`` package, exact
sort-based algorithms with their own backward) give exactly zero to low energies; ``hard``
samples one position (stochastic attention, trained with REINFORCE).
"""

from __future__ import annotations

import entmax
import torch
import torch.nn.functional as F
from torch import nn

from nmt.errors import ConfigError
from nmt.registry import Registry

DISTRIBUTIONS: Registry[type[Distribution]] = Registry("model.attention.distribution")


class Distribution(nn.Module):
    """Base class: ``forward(energies, mask) -> weights``."""

    def __init__(self, cfg) -> None:
        super().__init__()

    def forward(self, energies: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """energies (B, T, N), mask (B, T or 1, N) bool -> weights (B, T, N) float32."""
        raise NotImplementedError

    def select(self, weights: torch.Tensor) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
        """The weights the context uses, from ``weights`` (B, T, N) after any prior, and
        per-query tensors (B, T) for :meth:`auxiliary_loss`. Soft attention uses them as
        they are."""
        return weights, {}

    def auxiliary_loss(self, aux: dict[str, torch.Tensor], token_nll: torch.Tensor,
                       target_mask: torch.Tensor) -> torch.Tensor:
        """Training loss of the distribution's own (0-d), from the (B, T) tensors that
        :meth:`select` produced over all steps, the per-token NLL (B, T) and the target
        mask (B, T) bool. Zero for distributions trained by backpropagation alone."""
        return token_nll.new_zeros(())


def masked_fill_min(energies: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """float32 energies with masked positions at the most negative finite value.

    A finite fill (not -inf) keeps an all-masked row finite; callers zero it afterwards.
    """
    energies = energies.float()
    return energies.masked_fill(~mask, torch.finfo(energies.dtype).min)


@DISTRIBUTIONS.register("softmax")
class Softmax(Distribution):
    """softmax over the valid positions; sums to one over them."""

    def forward(self, energies, mask):
        return torch.softmax(masked_fill_min(energies, mask), dim=-1) * mask


@DISTRIBUTIONS.register("sigmoid")
class Sigmoid(Distribution):
    """Each position weighed independently by sigmoid(e); the weights need not sum to one."""

    def forward(self, energies, mask):
        return torch.sigmoid(energies.float()) * mask


# Sparsemax zeroes every energy at least 1 below the largest one, entmax-1.5 every energy
# at least 2 below it; this offset is far beyond both, and finite, so sorting and cumulative
# sums inside them stay exact for masked positions.
SPARSE_MASK_OFFSET = 1.0e4


def shift_for_sparse(energies: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """float32 energies shifted so the largest valid one is 0, masked ones at -1e4 (both
    mappings are shift-invariant): no overflow, exact zeros at masked positions."""
    energies = energies.float()
    top = energies.masked_fill(~mask, float("-inf")).amax(-1, keepdim=True)
    top = torch.where(torch.isfinite(top), top, torch.zeros_like(top))  # all-masked rows
    return (energies - top).masked_fill(~mask, -SPARSE_MASK_OFFSET)


@DISTRIBUTIONS.register("sparsemax")
class Sparsemax(Distribution):
    """sparsemax (Martins & Astudillo 2016): the Euclidean projection of e onto the simplex;
    sums to one, exactly zero below a threshold."""

    def forward(self, energies, mask):
        return entmax.sparsemax(shift_for_sparse(energies, mask), dim=-1) * mask


@DISTRIBUTIONS.register("entmax15")
class Entmax15(Distribution):
    """1.5-entmax (Peters et al. 2019): between softmax and sparsemax; sums to one, sparse."""

    def forward(self, energies, mask):
        return entmax.entmax15(shift_for_sparse(energies, mask), dim=-1) * mask


@DISTRIBUTIONS.register("hard")
class HardAttention(Softmax):
    """Stochastic hard attention (Xu et al. 2015; survey eq. 10-11).

    The soft weights are the softmax (times local-p's prior, renormalised as a categorical
    distribution). Training samples one position s~ from them and the context is v_s~ alone;
    evaluation takes the argmax. The sampling is learned with REINFORCE: the reward of the
    sample at step t is the log-likelihood of the target words from t on (later words
    depend on it through the recurrence, earlier ones do not), minus a baseline: a moving
    average of the per-token log-likelihood (decay ``model.attention.hard_baseline_decay``)
    times the number of those words. ``model.attention.hard_entropy`` weighs an optional
    bonus for the soft weights' entropy.
    """

    def __init__(self, cfg) -> None:
        super().__init__(cfg)
        if not 0.0 <= cfg.hard_baseline_decay < 1.0:
            raise ConfigError(f"model.attention.hard_baseline_decay={cfg.hard_baseline_decay} "
                              f"must be in [0, 1)")
        self.decay = cfg.hard_baseline_decay
        self.entropy_weight = cfg.hard_entropy
        self.register_buffer("baseline", torch.zeros(()))
        self.register_buffer("baseline_updates", torch.zeros((), dtype=torch.long))

    def select(self, weights):
        total = weights.sum(-1, keepdim=True)
        probs = weights / total.clamp_min(torch.finfo(weights.dtype).tiny)
        if self.training:
            # an all-masked row has nothing to sample: draw from a uniform stand-in, zeroed below
            flat = torch.where(total > 0, probs, torch.ones_like(probs)).flatten(0, -2)
            choice = torch.multinomial(flat, 1).view(weights.shape[:-1])
        else:
            choice = probs.argmax(-1)
        one_hot = F.one_hot(choice, weights.size(-1)).to(weights.dtype) * (total > 0)
        if not self.training:
            return one_hot, {}
        # clamped logs: finite, with zero gradient, at the positions of probability zero
        log_probs = torch.log(probs.clamp_min(torch.finfo(probs.dtype).tiny))
        return one_hot, {
            "attention_log_prob": log_probs.gather(-1, choice.unsqueeze(-1)).squeeze(-1),
            "attention_entropy": -(probs * log_probs).sum(-1),
        }

    def auxiliary_loss(self, aux, token_nll, target_mask):
        if "attention_log_prob" not in aux:  # an evaluation-mode forward: nothing sampled
            return token_nll.new_zeros(())
        mask = target_mask.float()
        tokens = mask.sum().clamp_min(1.0)
        reward = -token_nll.detach().float() * mask
        reward_to_go = reward.flip(1).cumsum(1).flip(1)
        remaining = mask.flip(1).cumsum(1).flip(1)
        batch_mean = reward.sum() / tokens
        started = self.baseline_updates > 0
        baseline = torch.where(started, self.baseline, batch_mean)
        advantage = (reward_to_go - baseline * remaining) * mask
        loss = -(advantage * aux["attention_log_prob"]).sum() / tokens
        if self.entropy_weight:
            loss = loss - self.entropy_weight * (aux["attention_entropy"] * mask).sum() / tokens
        if self.training:
            with torch.no_grad():
                self.baseline.copy_(torch.where(
                    started, self.decay * self.baseline + (1 - self.decay) * batch_mean,
                    batch_mean))
                self.baseline_updates += 1
        return loss
