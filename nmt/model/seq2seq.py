"""The encoder-decoder: embeddings, encoder, decoder and the output layer.

The model knows nothing of files, configs or metrics: it maps id tensors to log-probabilities
(step by step, for search), to logits, and to its training loss (the contract with training,
:class:`Loss`). Its weight products are computed as nmt.kernels.products says: for training,
as it is built; for decoding, in a prepared copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from nmt.data.subwords import PAD
from nmt.kernels.dropout import Dropout
from nmt.kernels.output_loss import SoftTargets, linear_nll
from nmt.kernels.products import Linear, TrainingProducts, use_products
from nmt.model.attention import AttentionKeys
from nmt.model.decoders import Decoder
from nmt.model.decoders.base import DecoderOutput, State
from nmt.model.encoder import Encoder, EncoderOutput


@dataclass
class Logits:
    """A teacher-forced pass: logits (B, T, V); attention (B, T, S) or None; aux: per-position
    tensors (B, T) for the auxiliary losses (see :meth:`Seq2Seq.auxiliary_loss`)."""

    logits: torch.Tensor
    attention: torch.Tensor | None = None
    aux: dict[str, torch.Tensor] = field(default_factory=dict)


@dataclass
class Loss:
    """The training loss of a batch, the contract between the model and the training loop.

    total: 0-d, the summed token loss (cross-entropy, label-smoothed if asked), float32;
    token_loss: (B, T) that loss per target position, 0 at padding, detached; auxiliary: 0-d,
    the extra losses (hard attention's REINFORCE, coverage), already per target token;
    tokens: (B, T) bool, the target positions that are not padding.
    """

    total: torch.Tensor
    token_loss: torch.Tensor
    auxiliary: torch.Tensor
    tokens: torch.Tensor


# Rows of the output layer's inputs (see Seq2Seq.forward) come in multiples of this: products
# run through oneDNN, which caches a primitive per shape
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
    """Source ids -> encoder -> attentional decoder -> output layer over the target vocabulary."""

    def __init__(self, encoder: Encoder, decoder: Decoder, tgt_vocab_size: int, emb_size: int,
                 dropout: float, tie_embeddings: bool = False) -> None:
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.tgt_embed = nn.Embedding(tgt_vocab_size, emb_size, padding_idx=PAD)
        self.embed_dropout = Dropout(dropout)
        self.generator = Linear(decoder.output_size, tgt_vocab_size)
        if tie_embeddings:
            self.generator.weight = self.tgt_embed.weight
        use_products(self, TrainingProducts())

    def encode(self, src: torch.Tensor, src_lengths: torch.Tensor) -> Encoded:
        """src (B, S), src_lengths (B,) -> encoder states and the attention key cache."""
        enc = self.encoder(src, src_lengths)
        return Encoded(enc, self.decoder.precompute(enc))

    def _decode(self, src: torch.Tensor, src_lengths: torch.Tensor, tgt_in: torch.Tensor,
                return_attention: bool) -> DecoderOutput:
        encoded = self.encode(src, src_lengths)
        state = self.decoder.init_state(encoded.enc)
        embedded = self.embed_dropout(self.tgt_embed(tgt_in))
        return self.decoder(embedded, state, encoded.enc, encoded.keys, return_attention)

    def forward(self, src: torch.Tensor, src_lengths: torch.Tensor, tgt_in: torch.Tensor,
                tgt_out: torch.Tensor, label_smoothing: float = 0.0,
                soft_targets: SoftTargets | None = None) -> Loss:
        """The training loss under teacher forcing: src (B, S), src_lengths (B,), tgt_in
        (B, T) (bos + target), tgt_out (B, T) (target + eos, PAD-padded) -> :class:`Loss`.
        ``soft_targets`` (word-level distillation) hold (B * T, K) rows, one per target
        position in ``tgt_out.flatten()``'s order: the teacher's share of each target.

        The output layer, the model's largest product, runs only at the target positions
        that are not padding (and a few more, see :func:`output_positions`), fused with the
        loss (nmt.kernels.output_loss): no (B, T, V) logits are kept.
        """
        out = self._decode(src, src_lengths, tgt_in, return_attention=False)
        mask = tgt_in != PAD
        positions = output_positions(mask)
        features = out.features.flatten(0, 1).index_select(0, positions)
        soft = soft_targets.rows(positions) if soft_targets is not None else None
        total, rows = linear_nll(features, self.generator.weight, self.generator.bias,
                                 tgt_out.flatten()[positions], label_smoothing, soft)
        token_loss = rows.new_zeros(mask.numel()).index_put((positions,), rows).view_as(mask)
        return Loss(total, token_loss, self.auxiliary_loss(out.aux, token_loss, mask), mask)

    def position_log_probs(self, src: torch.Tensor, src_lengths: torch.Tensor,
                           tgt_in: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        """Teacher forcing's next-piece log-probabilities at some target positions (a
        teacher's distributions for word-level distillation): src (B, S), src_lengths (B,),
        tgt_in (B, T), positions (P,) int64 into the flattened (B * T) positions -> (P, V)
        float32. The output layer runs at those positions alone."""
        out = self._decode(src, src_lengths, tgt_in, return_attention=False)
        features = out.features.flatten(0, 1).index_select(0, positions)
        return torch.log_softmax(self.generator(features).float(), dim=-1)

    def sequence_log_probs(self, src: torch.Tensor, src_lengths: torch.Tensor,
                           tgt_in: torch.Tensor, tgt_out: torch.Tensor) -> torch.Tensor:
        """Each target's log-probability under teacher forcing, differentiable (sequence-level
        risk training): src (B, S), src_lengths (B,), tgt_in (B, T) (bos + target), tgt_out
        (B, T) (target + eos, PAD-padded) -> (B,) float32, the sum of its pieces' (eos's
        too) log-probabilities. The output layer runs at the positions that are not padding
        alone; unlike :meth:`forward` it keeps their logits for the backward pass."""
        out = self._decode(src, src_lengths, tgt_in, return_attention=False)
        positions = (tgt_out != PAD).flatten().nonzero().squeeze(1)
        features = out.features.flatten(0, 1).index_select(0, positions)
        picked = -F.cross_entropy(self.generator(features).float(),
                                  tgt_out.flatten()[positions], reduction="none")
        rows = torch.div(positions, tgt_out.size(1), rounding_mode="floor")
        return picked.new_zeros(tgt_out.size(0)).index_add(0, rows, picked)

    def logits(self, src: torch.Tensor, src_lengths: torch.Tensor, tgt_in: torch.Tensor,
               return_attention: bool = False) -> Logits:
        """Teacher forcing: src (B, S), src_lengths (B,), tgt_in (B, T) -> logits (B, T, V)
        at every position (padding included) and, when asked for, the attention."""
        out = self._decode(src, src_lengths, tgt_in, return_attention)
        return Logits(self.generator(out.features), out.attention, out.aux)

    def init_state(self, encoded: Encoded) -> State:
        """Decoder state before the first target word."""
        return self.decoder.init_state(encoded.enc)

    def step(self, prev: torch.Tensor, state: State, encoded: Encoded, t: int
             ) -> tuple[torch.Tensor, torch.Tensor | None, State]:
        """One decoding step: prev (R,) previous ids at position t -> log-probs (R, V)
        (float32), attention (R, S) or None, new state. ``encoded`` holds R rows, or one per
        sentence for R = n * w rows of beams, a sentence's w beams in consecutive rows (beam
        search: no copy of the encoder states per beam)."""
        logits, attention, state = self.step_logits(prev, state, encoded, t)
        return F.log_softmax(logits, dim=-1), attention, state

    def step_logits(self, prev: torch.Tensor, state: State, encoded: Encoded, t: int
                    ) -> tuple[torch.Tensor, torch.Tensor | None, State]:
        """:meth:`step` before its log-softmax: logits (R, V) float32, the attention and the
        new state (decoding's engine normalises them, picking the words it hands the search)."""
        features, attention, state = self.step_features(prev, state, encoded, t)
        return self.generator(features).float(), attention, state

    def step_features(self, prev: torch.Tensor, state: State, encoded: Encoded, t: int
                      ) -> tuple[torch.Tensor, torch.Tensor | None, State]:
        """:meth:`step` up to the output layer: the features (R, decoder.output_size) it
        multiplies (for a decoder that restricts the output layer), the attention and the
        new state."""
        return self.decoder.step(self.tgt_embed(prev), state, encoded.enc, encoded.keys, t)

    def forced_features(self, prev: torch.Tensor, state: State, encoded: Encoded, t: int
                        ) -> tuple[torch.Tensor, torch.Tensor | None, State]:
        """Teacher forcing from a decoding state: prev (R, T) the previous word of each of T
        steps from target position t -> the features (R, T, decoder.output_size) of every
        step, their attention (R, T, S) or None, and the state after the last step. The
        decoder runs step by step as it does in training; the output layer is left to the
        caller, which can then run it once over all R x T rows."""
        features, weights = [], []
        for i in range(prev.size(1)):
            step, attention, state = self.step_features(prev[:, i], state, encoded, t + i)
            features.append(step)
            weights.append(attention)
        attention = None if weights[0] is None else torch.stack(weights, 1)
        return torch.stack(features, 1), attention, state

    def forced_logits(self, prev: torch.Tensor, state: State, encoded: Encoded, t: int
                      ) -> tuple[torch.Tensor, torch.Tensor | None, State]:
        """:meth:`forced_features` with the output layer, once over all steps: the logits
        (R, T, V) float32, the attention and the state after the last step (a search forces
        a prefix at the cost of teacher forcing)."""
        features, attention, state = self.forced_features(prev, state, encoded, t)
        return self.generator(features).float(), attention, state

    def auxiliary_loss(self, aux: dict[str, torch.Tensor], token_loss: torch.Tensor,
                       tokens: torch.Tensor) -> torch.Tensor:
        """Extra training loss (0-d, per target token like the token loss; zero when the
        model has none) from the decoder's ``aux`` tensors (B, T), the per-token loss
        token_loss (B, T) (0 at padding), for losses that reward the translation quality
        (hard attention's REINFORCE), and tokens (B, T) bool, the positions not padding."""
        if not aux:
            return token_loss.new_zeros(())
        return self.decoder.auxiliary_loss(aux, token_loss, tokens)
