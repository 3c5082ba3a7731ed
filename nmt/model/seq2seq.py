"""The encoder-decoder: embeddings, encoder, decoder and the output layer.

The model knows nothing of files, configs or metrics: it maps id tensors to logits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from nmt.data.subwords import PAD
from nmt.kernels.dropout import Dropout
from nmt.model.attention import AttentionKeys
from nmt.model.decoders import Decoder
from nmt.model.decoders.base import State
from nmt.model.encoder import Encoder, EncoderOutput


@dataclass
class ModelOutput:
    """logits: (B, T, V), or None when the forward returned ``features`` (N, H) instead: the
    output layer's inputs at ``positions`` (N,) of the flattened (B * T) target positions;
    attention: (B, T, S) or None; aux: auxiliary-loss inputs (B, T); target_mask: (B, T)
    bool, True at the target positions that are not padding."""

    logits: torch.Tensor | None
    attention: torch.Tensor | None = None
    aux: dict[str, torch.Tensor] = field(default_factory=dict)
    target_mask: torch.Tensor | None = None
    features: torch.Tensor | None = None
    positions: torch.Tensor | None = None

    def targets(self, tgt_out: torch.Tensor) -> torch.Tensor:
        """The targets lined up with the output's rows: tgt_out (B, T) -> (B, T), or (N,)
        for ``features``."""
        return tgt_out if self.positions is None else tgt_out.flatten()[self.positions]

    def per_position(self, values: torch.Tensor) -> torch.Tensor:
        """Values per row of ``features`` (N,), or (B, T) -> (B, T), 0 at the positions
        that have no row."""
        if self.positions is None:
            return values
        mask = self.target_mask
        return values.new_zeros(mask.numel()).index_put((self.positions,), values).view_as(mask)


# Rows of features (see Seq2Seq.forward) come in multiples of this: bf16 matmuls
# go through oneDNN, which caches a primitive per shape (tens of MB each batch of new
# shapes); a batch of 64 sentences gave B * T rows, a multiple of 64, before.
ROW_MULTIPLE = 64


def output_positions(mask: torch.Tensor, multiple: int = ROW_MULTIPLE) -> torch.Tensor:
    """The flat positions (N,) of mask (B, T) bool that need logits: the True ones in
    row-major order, then as many False ones as make N a multiple of ``multiple`` (or all
    positions, when there are too few)."""
    flat = mask.flatten()
    keep = flat.nonzero().squeeze(1)
    missing = -keep.numel() % multiple
    if missing:
        keep = torch.cat([keep, (~flat).nonzero().squeeze(1)[:missing]])
    return keep


@dataclass
class Encoded:
    """Everything decoding needs about a source batch; batch-first, so beams reorder it."""

    enc: EncoderOutput
    keys: AttentionKeys | None


class Seq2Seq(nn.Module):
    """Source ids -> encoder -> attentional decoder -> logits over the target vocabulary."""

    def __init__(self, encoder: Encoder, decoder: Decoder, tgt_vocab_size: int, emb_size: int,
                 dropout: float, tie_embeddings: bool = False) -> None:
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.tgt_embed = nn.Embedding(tgt_vocab_size, emb_size, padding_idx=PAD)
        self.embed_dropout = Dropout(dropout)
        self.generator = nn.Linear(decoder.output_size, tgt_vocab_size)
        if tie_embeddings:
            self.generator.weight = self.tgt_embed.weight

    def encode(self, src: torch.Tensor, src_lengths: torch.Tensor) -> Encoded:
        """src (B, S), src_lengths (B,) -> encoder states and the attention key cache."""
        enc = self.encoder(src, src_lengths)
        return Encoded(enc, self.decoder.precompute(enc))

    def forward(self, src: torch.Tensor, src_lengths: torch.Tensor, tgt_in: torch.Tensor,
                return_attention: bool = False, features_only: bool = False) -> ModelOutput:
        """Teacher forcing: src (B, S), src_lengths (B,), tgt_in (B, T) -> logits (B, T, V).

        features_only: no logits; ``output.features`` (N, H) are the output layer's inputs
        at ``output.positions``: where tgt_in is not padding, and a few padded positions (see
        :func:`output_positions`). The loss applies the output layer, the model's largest
        product, itself (nmt.kernels.output_loss.linear_nll), and ignores padding anyway.
        """
        encoded = self.encode(src, src_lengths)
        state = self.decoder.init_state(encoded.enc)
        embedded = self.embed_dropout(self.tgt_embed(tgt_in))
        out = self.decoder(embedded, state, encoded.enc, encoded.keys, return_attention)
        mask = tgt_in != PAD
        if not features_only:
            return ModelOutput(self.generator(out.features), out.attention, out.aux, mask)
        positions = output_positions(mask)
        features = out.features.flatten(0, 1).index_select(0, positions)
        return ModelOutput(None, out.attention, out.aux, mask, features, positions)

    def init_state(self, encoded: Encoded) -> State:
        """Decoder state before the first target word."""
        return self.decoder.init_state(encoded.enc)

    def step(self, prev: torch.Tensor, state: State, encoded: Encoded, t: int
             ) -> tuple[torch.Tensor, torch.Tensor | None, State]:
        """One decoding step: prev (R,) previous ids at position t -> log-probs (R, V)
        (float32), attention (R, S) or None, new state. ``encoded`` holds R rows, or one per
        sentence for R = n * w rows of beams, a sentence's w beams in consecutive rows (beam
        search: no copy of the encoder states per beam)."""
        embedded = self.tgt_embed(prev)
        features, attention, state = self.decoder.step(embedded, state, encoded.enc,
                                                       encoded.keys, t)
        return F.log_softmax(self.generator(features).float(), dim=-1), attention, state

    def auxiliary_loss(self, output: ModelOutput, token_nll: torch.Tensor) -> torch.Tensor:
        """Extra training loss from ``output.aux`` (zero when the model has none).

        token_nll: per-token negative log-likelihood (0 at padding), (B, T), or (N,) per row
        of ``output.features``, for losses that use the translation quality as a reward (hard
        attention's REINFORCE). Returns a 0-d tensor, already normalised per target token
        like the NLL term.
        """
        if not output.aux:
            return token_nll.new_zeros(())
        return self.decoder.auxiliary_loss(output.aux, output.per_position(token_nll),
                                           output.target_mask)
