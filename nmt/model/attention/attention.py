"""The composed attention module: score x alignment x distribution, the context, and what it
carries from step to step (coverage)."""

from __future__ import annotations

import torch
from torch import nn

from nmt.errors import ConfigError
from nmt.model.attention.alignments import ALIGNMENTS
from nmt.model.attention.base import AttentionKeys, AttentionOutput, gather_positions
from nmt.model.attention.distributions import DISTRIBUTIONS
from nmt.model.attention.scores import SCORES


def check_options(cfg) -> None:
    """ConfigError naming the keys for option combinations of ``cfg`` (AttentionConfig) that
    have no effect or cannot work."""
    if cfg.coverage_loss < 0:
        raise ConfigError(f"model.attention.coverage_loss={cfg.coverage_loss} must be >= 0")
    if cfg.coverage_loss > 0 and not cfg.coverage:
        raise ConfigError(f"model.attention.coverage_loss={cfg.coverage_loss} needs "
                          f"model.attention.coverage=true (the loss penalises re-attending "
                          f"covered words)")
    if cfg.hard_entropy and cfg.distribution != "hard":
        raise ConfigError(f"model.attention.hard_entropy={cfg.hard_entropy} applies to "
                          f"model.attention.distribution=hard only, not "
                          f"{cfg.distribution!r}")
    if cfg.general_init != "uniform" and cfg.score != "general":
        raise ConfigError(f"model.attention.general_init={cfg.general_init} applies to "
                          f"model.attention.score=general only, not {cfg.score!r}")


class Attention(nn.Module):
    """Attention of decoder queries over encoder states, parts chosen by ``cfg`` (AttentionConfig).

    query_size: features of a query (the decoder state); key_size: of an encoder state, which
    is also the context size. With ``cfg.coverage`` attention has a state, the coverage
    vector (summed past weights, (B, S)), that the decoder threads from step to step without
    knowing what it holds: it is fed to the score and updated here.
    """

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__()
        check_options(cfg)
        self.score = SCORES.get(cfg.score)(query_size, key_size, cfg)
        self.align = ALIGNMENTS.get(cfg.align)(query_size, cfg)
        self.distribution = DISTRIBUTIONS.get(cfg.distribution)(cfg)
        self.value_size = key_size
        self.stateful = bool(cfg.coverage)
        self.coverage_loss = cfg.coverage_loss

    def precompute(self, states: torch.Tensor, mask: torch.Tensor, lengths: torch.Tensor,
                   values: torch.Tensor | None = None) -> AttentionKeys:
        """Once per batch: states (B, S, key_size), mask (B, S), lengths (B,) -> keys cache.

        ``values`` (B, S, V) default to the states themselves.
        """
        mask, lengths = self.score.valid_positions(mask, lengths)
        values = states if values is None else values
        keys = self.score.project_keys(states)
        device = states.device.type
        if torch.is_autocast_enabled(device):
            # once per batch: autocast would otherwise cast the values (B, S, V), and the
            # keys where the score takes the states themselves (dot) against every position,
            # again in every step's products; keys and values that are both the states stay
            # one tensor. Gathered windows are scored in float32 (no product): not cast.
            dtype = torch.get_autocast_dtype(device)
            shared = keys is states and self.align.every_position
            cast = states.to(dtype) if shared or values is states else None
            keys = cast if shared else keys
            values = cast if values is states else values.to(dtype)
        return AttentionKeys(keys, values, mask, lengths)

    def initial_state(self, mask: torch.Tensor) -> torch.Tensor | None:
        """The state before the first step, for the source mask (B, S): zero coverage (B, S)
        float32, or None when attention has no state (coverage off)."""
        return mask.new_zeros(mask.shape, dtype=torch.float32) if self.stateful else None

    def forward(self, query: torch.Tensor, keys: AttentionKeys, steps: torch.Tensor,
                state: torch.Tensor | None = None) -> AttentionOutput:
        """query (B, T, Q) at target positions steps (T,) -> context (B, T, V) and weights.

        state: the coverage (B, S) or None; when given (one query per sentence, T = 1) it is
        fed to the score and the output carries the next state.
        """
        coverage = state
        if coverage is not None and query.size(1) != 1:
            raise ValueError("coverage is threaded step by step: one query per sentence")
        window = self.align(query, keys, steps)
        covered = window.pick(coverage) if coverage is not None else None
        if window.index is None:
            energies = self.score(query, keys.keys, None, covered)
        else:
            energies = self.score(query, gather_positions(keys.keys, window.index),
                                  window.index, covered)
        weights = self.distribution(energies, window.mask)
        prior_mass = None
        if window.prior is not None:
            weights = weights * window.prior
            if window.renormalise:
                prior_mass = weights.sum(-1)
                # the window is never empty and the prior is positive: the floor only guards
                # distributions that can put zero weight on every position
                weights = weights / prior_mass.unsqueeze(-1).clamp_min(1e-30)
        weights, aux = self.distribution.select(weights)
        if covered is not None and self.coverage_loss:
            aux["coverage_penalty"] = torch.minimum(weights, covered).sum(-1)
        weights = weights.to(keys.values.dtype)
        if window.index is None:
            context = torch.bmm(weights, keys.values)
        else:
            values = gather_positions(keys.values, window.index)
            context = (weights.unsqueeze(-1) * values).sum(-2)
        out = AttentionOutput(context, weights, window.index, aux, position=window.position,
                              prior_mass=prior_mass)
        if coverage is not None:
            out.state = coverage + out.dense(coverage.size(-1))[:, 0].float()
        return out

    def auxiliary_loss(self, aux: dict[str, torch.Tensor], token_nll: torch.Tensor,
                       target_mask: torch.Tensor) -> torch.Tensor:
        """The distribution's own loss (hard attention's REINFORCE) plus the weighted
        coverage loss sum_t sum_j min(a_tj, cov_tj) (See et al. 2017), per target token.

        aux: (B, T) tensors collected over the steps; token_nll (B, T); target_mask (B, T).
        """
        loss = self.distribution.auxiliary_loss(aux, token_nll, target_mask)
        if "coverage_penalty" in aux:
            mask = target_mask.float()
            penalty = (aux["coverage_penalty"] * mask).sum() / mask.sum().clamp_min(1.0)
            loss = loss + self.coverage_loss * penalty
        return loss
