"""The decoder contract shared by every family, so search and training need no special cases."""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch import nn

from nmt.model.attention import AttentionKeys
from nmt.model.encoder import EncoderOutput
from nmt.registry import Registry

DECODERS: Registry[type[Decoder]] = Registry("model.decoder")

State = dict[str, torch.Tensor]


@dataclass
class DecoderOutput:
    """features: (B, T, output_size) fed to the output layer; attention: (B, T, S) or None;
    aux: extra tensors for auxiliary losses (e.g. coverage), keyed by name."""

    features: torch.Tensor
    attention: torch.Tensor | None = None
    aux: dict[str, torch.Tensor] = field(default_factory=dict)


class Decoder(nn.Module):
    """Base class of decoders.

    Every tensor in a decoder's state is batch-first, so beam search reorders state with
    :func:`nmt.model.batch_state.select_batch` without knowing what the state holds.
    ``output_size`` is the size of the features the output layer receives.
    """

    output_size: int

    def __init__(self) -> None:
        super().__init__()
        # target positions t, sliced per step instead of allocated (no per-step allocations)
        self.register_buffer("positions", torch.arange(1024), persistent=False)

    def steps(self, start: int, count: int) -> torch.Tensor:
        """Target positions start .. start + count - 1 as an int64 tensor (count,)."""
        if start + count > self.positions.numel():
            return torch.arange(start, start + count, device=self.positions.device)
        return self.positions[start : start + count]

    @classmethod
    def from_config(cls, cfg, emb_size: int, enc_size: int) -> Decoder:
        """Build from ``cfg`` (ModelConfig) for encoder states of ``enc_size`` features."""
        raise NotImplementedError

    def precompute(self, enc: EncoderOutput) -> AttentionKeys | None:
        """Per-batch attention cache (key projections); None for decoders without attention."""
        raise NotImplementedError

    def init_state(self, enc: EncoderOutput) -> State:
        """The state before the first target word."""
        raise NotImplementedError

    def forward(self, embedded: torch.Tensor, state: State, enc: EncoderOutput,
                keys: AttentionKeys | None, return_attention: bool = False) -> DecoderOutput:
        """Teacher forcing: embedded targets (B, T, E) (bos + y_1..y_{T-1}) -> features."""
        raise NotImplementedError

    def step(self, embedded: torch.Tensor, state: State, enc: EncoderOutput,
             keys: AttentionKeys | None, t: int) -> tuple[torch.Tensor, torch.Tensor | None,
                                                          State]:
        """One step at target position t: embedded (B, E) of the previous word ->
        features (B, output_size), attention (B, S) or None, and the new state."""
        raise NotImplementedError
