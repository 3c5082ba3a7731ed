"""The decoder contract shared by every family, so search and training need no special cases."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import torch
from torch import nn

from nmt.kernels.products import UsesProducts
from nmt.model.attention import AttentionKeys, AttentionOutput, build_attention
from nmt.model.batch_state import beam_rows, beams_per_sentence
from nmt.model.encoder import EncoderOutput
from nmt.registry import Registry

DECODERS: Registry[type[Decoder]] = Registry("model.decoder")

State = dict[str, torch.Tensor]


@dataclass
class DecoderOutput:
    """features: (B, T, output_size) fed to the output layer; attention: (B, T, S) or None;
    aux: extra (B, T) tensors for auxiliary losses (e.g. coverage), keyed by name."""

    features: torch.Tensor
    attention: torch.Tensor | None = None
    aux: dict[str, torch.Tensor] = field(default_factory=dict)


class Decoder(UsesProducts, nn.Module):
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

    def steps(self, start: int | torch.Tensor, count: int) -> torch.Tensor:
        """Target positions start .. start + count - 1 as an int64 tensor (count,).

        ``start`` may be a 0-d int64 tensor: an exported step graph's input
        (nmt.export.onnx_export), where a slice of the buffer would be traced with
        today's bounds."""
        if isinstance(start, torch.Tensor):
            return start + self.positions[:count]
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
        """One step at target position t: embedded (R, E) of the previous word ->
        features (R, output_size), attention (R, S) or None, and the new state (R rows).

        ``enc`` and ``keys`` hold R rows, or one per sentence for R = n * w rows of beams (a
        sentence's w beams in consecutive rows), which then share their sentence's rows."""
        raise NotImplementedError

    def auxiliary_loss(self, aux: dict[str, torch.Tensor], token_nll: torch.Tensor,
                       target_mask: torch.Tensor) -> torch.Tensor:
        """Extra training loss (0-d) from the ``aux`` of a teacher-forced pass, the per-token
        NLL (B, T) and the target mask (B, T) bool; zero unless a decoder adds one."""
        return token_nll.new_zeros(())


class AttentionalDecoder(Decoder):
    """A decoder with an attention module over the encoder states (``self.attention``).

    It owns the per-batch key cache, carries the attention's own state (coverage) under
    ``state["attention"]`` without looking into it (batch-first like the rest, so beam search
    reorders it), and routes the attention's auxiliary losses (hard attention's REINFORCE,
    the coverage loss) to the training loop.
    """

    def __init__(self, query_size: int, enc_size: int, attention_cfg) -> None:
        super().__init__()
        self.attention = build_attention(query_size, enc_size, attention_cfg)

    def precompute(self, enc: EncoderOutput) -> AttentionKeys:
        return self.attention.precompute(enc.states, enc.mask, enc.lengths)

    def with_attention_state(self, state: State, enc: EncoderOutput) -> State:
        """``state`` with the attention's initial state added, when it has one."""
        initial = self.attention.initial_state(enc.mask)
        return state if initial is None else {**state, "attention": initial}

    @staticmethod
    def carry(new_state: State, attended: AttentionOutput) -> State:
        """``new_state`` with the attention's state after this step, when it has one."""
        if attended.state is not None:
            new_state["attention"] = attended.state
        return new_state

    def attend(self, query: torch.Tensor, keys: AttentionKeys, t: int, state: State
               ) -> AttentionOutput:
        """One step's attention: query (R, 1, Q) at target position t, with the attention
        state held in ``state`` (the output carries the next one).

        ``keys`` may hold one row per sentence for R = n * w query rows (beam search: a
        sentence's w beams in consecutive rows share its keys). The beams then attend as w
        queries of their sentence: one (w x K) by (K x S) product per sentence instead of w
        matrix-vector products over w copies of the keys.
        """
        carried, rows = state.get("attention"), query.size(0)
        if rows == keys.lengths.size(0):
            return self.attention(query, keys, self.steps(t, 1), carried)
        if carried is not None:
            # each beam feeds its own state to the score: it needs its own rows of keys
            return self.attention(query, keys.map(lambda x: beam_rows(x, rows)),
                                  self.steps(t, 1), carried)
        width = beams_per_sentence(rows, keys.lengths.size(0))
        grouped = query.view(-1, width, query.size(-1))
        return self.attention(grouped, keys, self.steps(t, 1).expand(width)).one_query_per_row()

    def auxiliary_loss(self, aux, token_nll, target_mask):
        return self.attention.auxiliary_loss(aux, token_nll, target_mask)


class AttentionTrace:
    """Collects attention over the steps of a teacher-forced pass: the dense weights
    (B, T, S), only when asked for, and the aux tensors, each concatenated along T."""

    def __init__(self, src_len: int, keep_weights: bool) -> None:
        self.src_len = src_len
        self.keep_weights = keep_weights
        self.weights: list[torch.Tensor] = []
        self.aux: dict[str, list[torch.Tensor]] = defaultdict(list)

    def add(self, attended: AttentionOutput) -> None:
        """Record the output of attending with T' >= 1 queries per sentence."""
        if self.keep_weights:
            self.weights.append(attended.dense(self.src_len))
        for name, value in attended.aux.items():
            self.aux[name].append(value)

    def output(self, features: torch.Tensor) -> DecoderOutput:
        """The DecoderOutput of ``features`` (B, T, F) with what was recorded."""
        attention = torch.cat(self.weights, 1) if self.keep_weights else None
        return DecoderOutput(features, attention,
                             {name: torch.cat(values, 1) for name, values in self.aux.items()})
