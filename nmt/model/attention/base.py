"""The tensors that flow between the parts of attention, and how windows gather from them."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import torch

from nmt.errors import ConfigError


def own_weight_decay(cfg, key: str) -> float | None:
    """The L2 decay ``model.attention.<key>`` of ``cfg`` (AttentionConfig) that a part of
    attention gives its parameters (as their ``weight_decay``, which the trainer's optimiser
    reads): a float, or None for ``train.weight_decay``; ConfigError naming the key when it
    is negative."""
    decay = getattr(cfg, key)
    if decay is not None and not decay >= 0:
        raise ConfigError(f"model.attention.{key}={decay} must be >= 0 (or null for "
                          f"train.weight_decay)")
    return None if decay is None else float(decay)


@dataclass
class AttentionKeys:
    """Per-batch attention cache, computed once before decoding starts.

    keys: (B, S, K) the score's projection of the encoder states (e.g. U_a h_j).
    values: (B, S, V) what the context averages (the encoder states h_j).
    mask: (B, S) bool, True at the positions attention may use (the valid source positions,
        further restricted by scores that see only some of them, e.g. location).
    lengths: (B,) int64 the number of such positions (the true source length S_i, or less).

    Multi-head attention stores the same fields with a head axis after the batch axis
    ((B, N, S, K), ..., (B, N)), so every tensor stays batch-first for beam reordering.
    """

    keys: torch.Tensor
    values: torch.Tensor
    mask: torch.Tensor
    lengths: torch.Tensor

    def map(self, fn) -> AttentionKeys:
        """The same cache with ``fn`` applied to every tensor (e.g. to fold heads into B)."""
        return AttentionKeys(*(fn(getattr(self, f.name)) for f in dataclasses.fields(self)))


@dataclass
class Window:
    """The source positions a query may attend, chosen by an alignment.

    index: None for all positions (global), else (B, T, W) source positions per query;
        entries outside the sentence are clamped into range and masked out.
    mask: (B, 1, S) for global or (B, T, W) bool, True where attention may go.
    prior: None, or (B, T, W) factors multiplied into the weights after the distribution
        (local-p's Gaussian).
    renormalise: whether the weights times the prior are divided by their sum over the
        window (local-p's ``local_p_gaussian=renormalised``).
    position: None (global), or (B, T) float the window's centre p_t (real-valued for
        local-p, t clipped to the sentence for local-m), for diagnostics.
    """

    index: torch.Tensor | None
    mask: torch.Tensor
    prior: torch.Tensor | None = None
    renormalise: bool = False
    position: torch.Tensor | None = None

    def pick(self, dense: torch.Tensor) -> torch.Tensor:
        """Per-position values (B, S) seen through the window: (B, 1, S) for global,
        (B, T, W) for a local window."""
        if self.index is None:
            return dense.unsqueeze(1)
        return dense.gather(1, self.index.flatten(1)).view_as(self.index)


@dataclass
class AttentionOutput:
    """Result of attending with T queries.

    context: (B, T, V).
    weights: (B, T, N) over the window's N positions (N = S for global).
    index: None (global) or (B, T, N) the source positions the weights belong to.
    aux: per-query tensors (B, T) for auxiliary losses (hard attention's log-probability
        and entropy, the coverage penalty), keyed by name.
    state: None, or what attention carries to the next step (coverage: the summed weights
        so far, (B, S)) when it was given a state; see ``Attention.initial_state``.
    position: None (global), or (B, T) float32 the window's centre (local-p's p_t), for
        diagnostics (nmt.model.attention.probe).
    prior_mass: None, or (B, T) the weights' sum after the prior and before renormalising
        (local-p with ``local_p_gaussian=renormalised``; without renormalising it is the
        weights' own sum), for diagnostics.
    """

    context: torch.Tensor
    weights: torch.Tensor
    index: torch.Tensor | None
    aux: dict[str, torch.Tensor] = field(default_factory=dict)
    state: torch.Tensor | None = None
    position: torch.Tensor | None = None
    prior_mass: torch.Tensor | None = None

    def one_query_per_row(self) -> AttentionOutput:
        """T queries of each of B sentences as B * T rows of one query each: every (B, T, ...)
        field -> (B * T, 1, ...). (A state is threaded one query per sentence: None here.)"""
        def rows(x: torch.Tensor | None) -> torch.Tensor | None:
            return None if x is None else x.flatten(0, 1).unsqueeze(1)

        return AttentionOutput(rows(self.context), rows(self.weights), rows(self.index),
                               {name: rows(value) for name, value in self.aux.items()},
                               position=rows(self.position), prior_mass=rows(self.prior_mass))

    def dense(self, src_len: int) -> torch.Tensor:
        """Weights over all source positions, (B, T, src_len), zero outside the window.

        Positions listed more than once in ``index`` (multi-head windows) are summed.
        """
        if self.index is None:
            return self.weights
        full = self.weights.new_zeros(*self.weights.shape[:2], src_len)
        return full.scatter_add_(-1, self.index, self.weights)


def gather_positions(source: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """Pick per-query positions: source (B, S, D), index (B, T, W) -> (B, T, W, D).

    One index_select over the flattened batch: on CPU many times faster than advanced
    indexing, and it reads only the B * T * W rows picked.
    """
    batch, length = source.shape[:2]
    offsets = torch.arange(batch, device=source.device).view(-1, 1, 1) * length
    rows = source.reshape(batch * length, *source.shape[2:])
    picked = rows.index_select(0, (index + offsets).flatten())
    return picked.view(*index.shape, *source.shape[2:])
