"""Alignments: which source positions each query may attend (global, local-m, local-p).

Local windows are gathered (2D+1 positions per query), so their cost per target step does not
grow with the source length. Windows are computed with tensor ops for the whole batch: no
per-sentence loops, no host syncs.
"""

from __future__ import annotations

import torch
from torch import nn

from nmt.config import LOCAL_P_CENTRES, LOCAL_P_GAUSSIANS, LOCAL_P_INITS, LOCAL_P_POSITIONS
from nmt.errors import ConfigError
from nmt.kernels.products import Linear
from nmt.model.attention.base import AttentionKeys, Window, own_weight_decay
from nmt.registry import Registry

ALIGNMENTS: Registry[type[Alignment]] = Registry("model.attention.align")


class Alignment(nn.Module):
    """Base class: ``forward(query, keys, steps) -> Window``.

    ``every_position``: whether its windows are always the whole sentence (no index), so the
    score runs as one batched product over all keys, which autocast computes in its dtype."""

    every_position = False

    def __init__(self, query_size: int, cfg) -> None:
        super().__init__()

    def forward(self, query: torch.Tensor, keys: AttentionKeys, steps: torch.Tensor) -> Window:
        """query (B, T, Q), keys the batch's AttentionKeys, steps (T,) int64 the target
        positions t of the queries -> the Window of positions each query may attend."""
        raise NotImplementedError


@ALIGNMENTS.register("global")
class GlobalAlignment(Alignment):
    """Global attention: every valid position 0..S_i - 1."""

    every_position = True

    def forward(self, query, keys, steps):
        return Window(index=None, mask=keys.mask.unsqueeze(1))


class LocalAlignment(Alignment):
    """Shared window logic: positions [floor(p_t) - D, floor(p_t) + D] clipped to the sentence."""

    def __init__(self, query_size: int, cfg) -> None:
        super().__init__(query_size, cfg)
        if cfg.window < 1:
            raise ConfigError(f"model.attention.window={cfg.window}: D must be at least 1")
        self.D = cfg.window
        self.register_buffer("offsets", torch.arange(-self.D, self.D + 1), persistent=False)

    def window_around(self, center: torch.Tensor, lengths: torch.Tensor) -> tuple[torch.Tensor,
                                                                                 torch.Tensor]:
        """center (B, T) int64 in [0, S_i - 1], lengths (B,) -> index (B, T, W) clamped into
        the sentence and mask (B, T, W) True at positions inside it."""
        raw = center.unsqueeze(-1) + self.offsets
        limit = lengths.view(-1, 1, 1)
        mask = (raw >= 0) & (raw < limit)
        return torch.minimum(raw.clamp(min=0), limit - 1), mask


@ALIGNMENTS.register("local_m")
class LocalMonotonicAlignment(LocalAlignment):
    """Local-m: p_t = t, clipped to the last source word so the window is never empty."""

    def forward(self, query, keys, steps):
        lengths = keys.lengths
        center = torch.minimum(steps.view(1, -1), (lengths - 1).view(-1, 1))
        index, mask = self.window_around(center, lengths)
        return Window(index=index, mask=mask, position=center.float())


def check_local_p_options(cfg) -> None:
    """ConfigError naming the key for local-p options that are not known or not valid."""
    for key, known in (("local_p_position", LOCAL_P_POSITIONS),
                       ("local_p_gaussian", LOCAL_P_GAUSSIANS), ("local_p_init", LOCAL_P_INITS),
                       ("local_p_centre", LOCAL_P_CENTRES)):
        value = getattr(cfg, key)
        if value not in known:
            raise ConfigError(f"model.attention.{key}={value!r} is not one of: "
                              f"{', '.join(known)}")
    if cfg.local_p_sigma is not None and not cfg.local_p_sigma > 0:
        raise ConfigError(f"model.attention.local_p_sigma={cfg.local_p_sigma} must be > 0 "
                          f"(or null for D x local_p_sigma_ratio)")
    if not cfg.local_p_sigma_ratio > 0:
        raise ConfigError(f"model.attention.local_p_sigma_ratio={cfg.local_p_sigma_ratio} "
                          f"must be > 0")
    if not cfg.local_p_lr_scale > 0:
        raise ConfigError(f"model.attention.local_p_lr_scale={cfg.local_p_lr_scale} must be "
                          f"> 0")


def gaussian_sigma(cfg, D: int) -> float:
    """Local-p's sigma in words: ``local_p_sigma``, else D / 2 for the paper's form
    (``local_p_paper``), else D x ``local_p_sigma_ratio``."""
    if cfg.local_p_sigma is not None:
        return float(cfg.local_p_sigma)
    return D / 2 if cfg.local_p_paper else D * float(cfg.local_p_sigma_ratio)


@ALIGNMENTS.register("local_p")
class LocalPredictiveAlignment(LocalAlignment):
    """Local-p: a predicted real-valued position p_t per query, a window of 2D + 1 words
    around it and a Gaussian prior centred on it (Luong et al. 2015, eqs. 9-10).

    ``model.attention.local_p_position`` (``local_p_paper=true``: sigmoid and eq. 10's
    Gaussian whatever ``local_p_position`` and ``local_p_gaussian`` say):

    - ``sigmoid`` (the paper): p_t = S_i * sigmoid(v_p^T tanh(W_p h_t)), S_i the true length;
      a p_t of exactly S_i centres the window on the last word.
    - ``offset`` (the default): p_t = clamp(min(t, S_i - 1) + D * tanh(v_p^T tanh(W_p h_t)),
      0, S_i - 1): local-m's centre moved by at most D words, so the position starts on the
      target position t (with ``local_p_init=zeros`` exactly local-m's) instead of S_i / 2,
      and cannot run to an end of the sentence for every t at once.

    The window is [floor(p_t) - D, floor(p_t) + D] clipped to the sentence; the weights are
    multiplied by exp(-(s - c_t)^2 / (2 sigma^2)), sigma = ``local_p_sigma`` or
    D x ``local_p_sigma_ratio`` (default D / 4; the paper's D / 2 with ``local_p_paper``), after
    the distribution: without renormalising (``local_p_gaussian=paper``, eq. 10) or divided
    by their sum over the window (``renormalised``, the default). The Gaussian's centre c_t
    is, for ``offset``, the position before its clamp into [0, S_i - 1]
    (``local_p_centre=free``, the default; within D of t), or p_t itself (``clamped``, and
    always for sigmoid): a clamped p_t gets no gradient once it reaches an end of the
    sentence, so an end holds it for good, while a free centre beyond an end is still
    pulled back by the weights inside. Gradients reach W_p and v_p through
    c_t (the window's integer centre is not differentiated).
    ``local_p_init=zeros`` starts v_p at 0; ``local_p_lr_scale`` marks W_p and v_p with a
    learning-rate factor (``lr_scale``, read by the trainer's optimiser) and, for
    ``offset``, ``local_p_weight_decay`` with their own L2 decay (``weight_decay``; default
    0.1): once tanh saturates the loss's gradient on them vanishes, the decay's does not,
    and Adam's normalised step walks the gate back towards 0, local-m's t (sigmoid's gate 0
    is mid-sentence, so there the key is not used).
    """

    def __init__(self, query_size: int, cfg) -> None:
        super().__init__(query_size, cfg)
        check_local_p_options(cfg)
        size = cfg.size or query_size
        self.W_p = Linear(query_size, size, bias=False)
        self.v_p = Linear(size, 1, bias=False)
        paper = bool(cfg.local_p_paper)
        self.position_kind = "sigmoid" if paper else cfg.local_p_position
        self.renormalise = not paper and cfg.local_p_gaussian == "renormalised"
        self.sigma = gaussian_sigma(cfg, self.D)
        self.zero_init = cfg.local_p_init == "zeros"
        self.free_centre = self.position_kind == "offset" and cfg.local_p_centre == "free"
        decay = own_weight_decay(cfg, "local_p_weight_decay")
        for param in (self.W_p.weight, self.v_p.weight):
            if cfg.local_p_lr_scale != 1.0:
                param.lr_scale = float(cfg.local_p_lr_scale)
            if decay is not None and self.position_kind == "offset":
                param.weight_decay = decay

    def post_init(self) -> None:
        """After the model's uniform initialisation: v_p = 0 with ``local_p_init=zeros``."""
        if self.zero_init:
            with torch.no_grad():
                self.v_p.weight.zero_()

    def predict_position(self, query: torch.Tensor, lengths: torch.Tensor,
                         steps: torch.Tensor | None = None) -> torch.Tensor:
        """p_t: query (B, T, Q), lengths (B,), steps (T,) the target positions (needed by
        ``offset``) -> (B, T) float32, real-valued in [0, S_i] (sigmoid) or [0, S_i - 1]."""
        return self.predict_centres(query, lengths, steps)[0]

    def predict_centres(self, query: torch.Tensor, lengths: torch.Tensor,
                        steps: torch.Tensor | None) -> tuple[torch.Tensor, torch.Tensor]:
        """query (B, T, Q), lengths (B,), steps (T,) -> (p_t, c_t), both (B, T) float32: the
        position (as ``predict_position``) and the Gaussian's centre (p_t, or for a free
        centre the offset position before its clamp, in [t - D, t + D])."""
        gate = self.v_p(torch.tanh(self.W_p(query))).squeeze(-1).float()
        if self.position_kind == "sigmoid":
            position = lengths.unsqueeze(1).float() * torch.sigmoid(gate)
            return position, position
        last = (lengths - 1).unsqueeze(1).float()
        free = torch.minimum(steps.view(1, -1).float(), last) + self.D * torch.tanh(gate)
        position = torch.minimum(free.clamp(min=0), last)
        return position, free if self.free_centre else position

    def forward(self, query, keys, steps):
        lengths = keys.lengths
        position, centre = self.predict_centres(query, lengths, steps)
        center = torch.minimum(position.detach().floor().long(), (lengths - 1).unsqueeze(1))
        index, mask = self.window_around(center, lengths)
        distance = index.float() - centre.unsqueeze(-1)
        prior = torch.exp(-(distance**2) / (2 * self.sigma**2))
        return Window(index=index, mask=mask, prior=prior, renormalise=self.renormalise,
                      position=position)
