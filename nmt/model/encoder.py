"""Bidirectional GRU encoder over packed sequences (padding never enters the recurrence)."""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from nmt.data.subwords import PAD
from nmt.kernels.dropout import Dropout


@dataclass
class EncoderOutput:
    """What the decoder sees of the source.

    states: (B, S, 2H) annotations h_j = [fwd_j ; bwd_j] of the top layer, zero at padding.
    mask: (B, S) bool, True at the S_i valid positions of each sentence.
    lengths: (B,) int64, the true lengths S_i.
    final: (B, 2H) [fwd state at S_i - 1 ; bwd state at position 0] of the top layer.
    """

    states: torch.Tensor
    mask: torch.Tensor
    lengths: torch.Tensor
    final: torch.Tensor


class Encoder(nn.Module):
    """Embeddings followed by a (multi-layer) bidirectional GRU.

    ``hidden_size`` is per direction, so annotations have 2 * hidden_size features. Dropout
    applies to the embeddings and between layers, not to the annotations, as in OpenNMT-py:
    dropping them too learned more slowly in short runs of the reference setup (the docs'
    performance page, "Figures behind defaults").
    """

    def __init__(self, vocab_size: int, emb_size: int, hidden_size: int, layers: int,
                 dropout: float) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb_size, padding_idx=PAD)
        self.dropout = Dropout(dropout)
        self.rnn = nn.GRU(emb_size, hidden_size, layers, batch_first=True, bidirectional=True,
                          dropout=dropout if layers > 1 else 0.0)
        self.output_size = 2 * hidden_size

    def forward(self, src: torch.Tensor, lengths: torch.Tensor) -> EncoderOutput:
        """Encode ``src`` (B, S) of true lengths ``lengths`` (B,) into an EncoderOutput."""
        embedded = self.dropout(self.embed(src))
        packed = pack_padded_sequence(embedded, lengths.cpu(), batch_first=True,
                                      enforce_sorted=False)
        outputs, final = self.rnn(packed)
        states, _ = pad_packed_sequence(outputs, batch_first=True, total_length=src.size(1))
        mask = torch.arange(src.size(1), device=src.device).unsqueeze(0) < lengths.unsqueeze(1)
        # final: (layers * 2, B, H); the last two rows are the top layer's fwd and bwd states
        top = torch.cat([final[-2], final[-1]], dim=-1)
        return EncoderOutput(states, mask, lengths, top)
