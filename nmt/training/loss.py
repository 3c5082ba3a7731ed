"""Token-level cross-entropy over all decoder steps at once."""

from __future__ import annotations

import torch
import torch.nn.functional as F

from nmt.data.subwords import PAD


def token_nll(logits: torch.Tensor, targets: torch.Tensor, label_smoothing: float = 0.0
              ) -> torch.Tensor:
    """Per-token loss (B, T), float32, zero at padding: logits (B, T, V), targets (B, T).

    Computed in float32 even under bf16 autocast, in one call over every step.
    """
    loss = F.cross_entropy(logits.float().flatten(0, 1), targets.flatten(), ignore_index=PAD,
                           reduction="none", label_smoothing=label_smoothing)
    return loss.view_as(targets)
