"""Compatibility functions (scores): energies e = f(query, keys).

Every score projects the keys once per batch (:meth:`Score.project_keys`) and then scores
queries against either all positions (keys (B, S, K)) or gathered windows (keys (B, T, W, K)).
"""

from __future__ import annotations

import math

import torch
from torch import nn

from nmt.errors import ConfigError
from nmt.registry import Registry

SCORES: Registry[type[Score]] = Registry("model.attention.score")


def dot_energies(query: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """query (B, T, K) . keys: (B, S, K) -> (B, T, S), or (B, T, W, K) -> (B, T, W)."""
    if keys.dim() == 3:
        return torch.bmm(query, keys.transpose(1, 2))
    return torch.matmul(keys, query.unsqueeze(-1)).squeeze(-1)


def as_windows(keys: torch.Tensor) -> torch.Tensor:
    """(B, S, K) -> (B, 1, S, K) so it broadcasts like gathered windows (B, T, W, K)."""
    return keys.unsqueeze(1) if keys.dim() == 3 else keys


class Score(nn.Module):
    """Base class: subclasses set how keys are projected and how energies are computed.

    ``supports_coverage``: whether a coverage vector can be fed into the score.
    """

    supports_coverage = False

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__()
        self.query_size, self.key_size = query_size, key_size
        if cfg.coverage and not self.supports_coverage:
            raise ConfigError(
                f"model.attention.coverage=true needs a score with a hidden layer "
                f"(additive or concat), not model.attention.score={cfg.score!r}"
            )

    def project_keys(self, keys: torch.Tensor) -> torch.Tensor:
        """Once per batch: encoder states (B, S, key_size) -> projected keys (B, S, K')."""
        return keys

    def forward(self, query: torch.Tensor, keys: torch.Tensor, index: torch.Tensor | None = None,
                coverage: torch.Tensor | None = None) -> torch.Tensor:
        """Energies (B, T, N) for queries (B, T, query_size) against projected keys
        (B, S, K') [N = S] or (B, T, W, K') [N = W]; ``index`` (B, T, W) names the window's
        source positions; ``coverage`` (B, T, N) is the summed past weight per position."""
        raise NotImplementedError


@SCORES.register("dot")
class DotScore(Score):
    """Luong dot: e = h_t^T h_s. Needs query and key sizes to match."""

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        if query_size != key_size:
            raise ConfigError(
                f"model.attention.score={cfg.score} needs the decoder state and the encoder "
                f"states of one size: model.hidden_size={query_size} but the encoder gives "
                f"{key_size} (2 x model.enc_hidden_size); use score=general, or set "
                f"model.enc_hidden_size={query_size // 2}"
            )

    def forward(self, query, keys, index=None, coverage=None):
        return dot_energies(query, keys)


@SCORES.register("scaled_dot")
class ScaledDotScore(DotScore):
    """Scaled dot product: e = h_t^T h_s / sqrt(d)."""

    def forward(self, query, keys, index=None, coverage=None):
        return dot_energies(query, keys) / math.sqrt(self.key_size)


@SCORES.register("general")
class GeneralScore(Score):
    """Luong general: e = h_t^T W_a h_s; W_a h_s is computed once per batch."""

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        self.W_a = nn.Linear(key_size, query_size, bias=False)

    def project_keys(self, keys):
        return self.W_a(keys)

    def forward(self, query, keys, index=None, coverage=None):
        return dot_energies(query, keys)


@SCORES.register("additive")
class AdditiveScore(Score):
    """Bahdanau: e = v_a^T tanh(W_a q + U_a h_j [+ w_c cov_j]); U_a h_j once per batch."""

    supports_coverage = True
    key_bias = True

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        size = cfg.size or query_size
        self.W_a = nn.Linear(query_size, size, bias=False)
        self.U_a = nn.Linear(key_size, size, bias=self.key_bias)
        self.v_a = nn.Linear(size, 1, bias=False)
        self.w_c = nn.Linear(1, size, bias=False) if cfg.coverage else None

    def project_keys(self, keys):
        return self.U_a(keys)

    def forward(self, query, keys, index=None, coverage=None):
        hidden = self.W_a(query).unsqueeze(2) + as_windows(keys)
        if self.w_c is not None and coverage is not None:
            hidden = hidden + self.w_c(coverage.unsqueeze(-1))
        return self.v_a(torch.tanh(hidden)).squeeze(-1)


@SCORES.register("concat")
class ConcatScore(AdditiveScore):
    """Luong concat: e = v_a^T tanh(W_a [h_t ; h_s]).

    W_a [h_t ; h_s] = W_q h_t + W_k h_s with W_a = [W_q  W_k], so this is the additive form
    with the key half projected once per batch; the parameters are the two halves of W_a
    (no bias, as in the paper).
    """

    key_bias = False
