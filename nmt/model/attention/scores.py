"""Compatibility functions (scores): energies e = f(query, keys).

Every score projects the keys once per batch (:meth:`Score.project_keys`) and then scores
queries against either all positions (keys (B, S, K)) or gathered windows (keys (B, T, W, K)).
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import nn

from nmt.config import GENERAL_INITS
from nmt.errors import ConfigError
from nmt.kernels.products import Linear, UsesProducts
from nmt.model.attention.base import own_weight_decay
from nmt.registry import Registry

SCORES: Registry[type[Score]] = Registry("model.attention.score")


def dot_energies(query: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """query (B, T, K) . keys: (B, S, K) -> (B, T, S), or (B, T, W, K) -> (B, T, W)."""
    if keys.dim() == 3:
        return torch.bmm(query, keys.transpose(1, 2))
    # a multiply-and-sum: batched matrix-vector products (W x K by K) are slow on CPU
    return (keys * query.unsqueeze(2)).sum(-1)


def as_windows(keys: torch.Tensor) -> torch.Tensor:
    """(B, S, K) -> (B, 1, S, K) so it broadcasts like gathered windows (B, T, W, K)."""
    return keys.unsqueeze(1) if keys.dim() == 3 else keys


class Score(UsesProducts, nn.Module):
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

    def valid_positions(self, mask: torch.Tensor, lengths: torch.Tensor
                        ) -> tuple[torch.Tensor, torch.Tensor]:
        """The positions this score can weigh: mask (B, S) bool and lengths (B,) of the valid
        source positions -> the same, restricted. Applied once per batch; alignments and
        distributions then see only the restricted positions, so masking lives in one place."""
        return mask, lengths

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
    """Luong general: e = h_t^T W_a h_s; W_a h_s is computed once per batch.

    ``model.attention.general_weight_decay`` (default 0.01) gives W_a its own L2 decay (the
    parameter's ``weight_decay``, read by the trainer's optimiser; null:
    ``train.weight_decay``): it keeps the energies' spread down, so that local-p's Gaussian
    log-prior is not drowned by them.

    ``on_queries`` (set in a decoding copy, :func:`nmt.engines.preparation.prepare`) applies
    W_a to each step's queries instead of to the keys once per batch: the same energies, and
    the keys are then the encoder states themselves, which under autocast are one bf16 tensor
    with the values (nmt.model.attention.attention.Attention.precompute).
    """

    on_queries = False

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        if cfg.general_init not in GENERAL_INITS:
            raise ConfigError(f"model.attention.general_init={cfg.general_init!r} is not one "
                              f"of: {', '.join(GENERAL_INITS)}")
        decay = own_weight_decay(cfg, "general_weight_decay")
        self.W_a = Linear(key_size, query_size, bias=False)
        if decay is not None:
            self.W_a.weight.weight_decay = decay
        self.identity_init = cfg.general_init == "identity"

    def post_init(self) -> None:
        """After the model's uniform initialisation: W_a = I with ``general_init=identity``."""
        if self.identity_init:
            nn.init.eye_(self.W_a.weight)

    def project_keys(self, keys):
        return keys if self.on_queries else self.W_a(keys)

    def forward(self, query, keys, index=None, coverage=None):
        if self.on_queries:  # q^T (W_a h_s) = (W_a^T q)^T h_s
            query = self.products.linear(query, self.W_a.weight.t())
        return dot_energies(query, keys)


class HiddenLayerScore(Score):
    """e = v_a^T tanh(A q + B k [+ w_c cov]) with B k projected once per batch.

    Subclasses say how the query part A q and the key part B k are computed. The coverage
    term w_c cov_j (See et al. 2017) is added inside the tanh when coverage is on.
    """

    supports_coverage = True

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        self.hidden = cfg.size or query_size
        self.v_a = Linear(self.hidden, 1, bias=False)
        self.w_c = Linear(1, self.hidden, bias=False) if cfg.coverage else None

    def project_query(self, query: torch.Tensor) -> torch.Tensor:
        """(B, T, query_size) -> (B, T, hidden)."""
        raise NotImplementedError

    def forward(self, query, keys, index=None, coverage=None):
        hidden = self.project_query(query).unsqueeze(2) + as_windows(keys)
        if self.w_c is not None and coverage is not None:
            hidden = hidden + self.w_c(coverage.unsqueeze(-1).to(hidden.dtype))
        return self.v_a(torch.tanh(hidden)).squeeze(-1)


@SCORES.register("additive")
class AdditiveScore(HiddenLayerScore):
    """Bahdanau (eq. A.1.2): e_ij = v_a^T tanh(W_a s_{i-1} + U_a h_j), no biases;
    U_a h_j is computed once per batch."""

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        self.W_a = Linear(query_size, self.hidden, bias=False)
        self.U_a = Linear(key_size, self.hidden, bias=False)

    def project_query(self, query):
        return self.W_a(query)

    def project_keys(self, keys):
        return self.U_a(keys)


@SCORES.register("concat")
class ConcatScore(HiddenLayerScore):
    """Luong concat (eq. 8): e = v_a^T tanh(W_a [h_t ; h_s]), W_a of shape (size, Q + K).

    W_a [h_t ; h_s] = W_a[:, :Q] h_t + W_a[:, Q:] h_s, so the key half is applied once per
    batch. The function class equals additive's; the parameters are the paper's.
    """

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        self.W_a = Linear(query_size + key_size, self.hidden, bias=False)

    def project_query(self, query):
        return self.products.linear(query, self.W_a.weight[:, : self.query_size])

    def project_keys(self, keys):
        return self.products.linear(keys, self.W_a.weight[:, self.query_size :])


@SCORES.register("location")
class LocationScore(Score):
    """Luong location (eq. 8): a_t = softmax(W_a h_t) over a fixed maximum source length L
    (``model.attention.max_src_len``).

    The energies depend on the query only. A sentence shorter than L uses the first S_i of
    them; in a longer one the words past L cannot be attended (the paper's footnote), which
    :meth:`valid_positions` tells the rest of attention.
    """

    def __init__(self, query_size: int, key_size: int, cfg) -> None:
        super().__init__(query_size, key_size, cfg)
        if cfg.max_src_len < 1:
            raise ConfigError(f"model.attention.max_src_len={cfg.max_src_len} must be at "
                              f"least 1 (the location score's fixed source length)")
        self.max_len = cfg.max_src_len
        self.W_a = Linear(query_size, self.max_len, bias=False)

    def valid_positions(self, mask, lengths):
        positions = torch.arange(mask.size(-1), device=mask.device)
        return mask & (positions < self.max_len), lengths.clamp(max=self.max_len)

    def project_keys(self, keys):
        # the encoder states are not part of the score: keep no features, so that windows
        # gather nothing
        return keys[..., :0]

    def forward(self, query, keys, index=None, coverage=None):
        energies = self.W_a(query)  # (B, T, L)
        if index is not None:
            return energies.gather(-1, index)
        # cut to the batch's source length, or pad past L (masked by valid_positions): F.pad
        # crops where the padding is negative, so one call serves both, with no branch on
        # the length (which an exported graph would freeze)
        return F.pad(energies, (0, keys.size(1) - self.max_len))
