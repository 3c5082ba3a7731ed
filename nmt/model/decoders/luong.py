"""The Luong et al. (2015) decoder: attention after the recurrence, from the current state."""

from __future__ import annotations

import torch

from nmt.kernels.dropout import Dropout
from nmt.kernels.products import Linear
from nmt.model.attention import AttentionKeys, AttentionOutput
from nmt.model.decoders.base import DECODERS, AttentionalDecoder, AttentionTrace, State
from nmt.model.encoder import EncoderOutput
from nmt.model.gru import StackedGRU


@DECODERS.register("luong")
class LuongDecoder(AttentionalDecoder):
    """h_t = GRU(h_{t-1}, [E y_{t-1} ; h~_{t-1}]) (input feeding; without it, E y_{t-1});
    c_t = attend(h_t);  h~_t = tanh(W_c [c_t ; h_t]).

    h_0 is the encoder's final state [fwd_S ; bwd_1] for every layer, through a learned
    tanh(W h) bridge when ``bridge`` is set or the sizes differ. Dropout is applied to h~_t
    before it is fed back and before the output layer. Without input feeding (and without
    coverage, which makes each step's attention depend on the earlier ones) the whole target
    side runs as one GRU call and one batched attention: no step loop in training.
    """

    def __init__(self, emb_size: int, enc_size: int, hidden_size: int, layers: int,
                 dropout: float, input_feeding: bool, bridge: bool, attention_cfg) -> None:
        super().__init__(hidden_size, enc_size, attention_cfg)
        self.input_feeding = input_feeding
        self.rnn = StackedGRU(emb_size, hidden_size if input_feeding else 0, hidden_size,
                              layers, dropout)
        self.W_c = Linear(enc_size + hidden_size, hidden_size, bias=False)
        self.bridge = Linear(enc_size, hidden_size) if bridge or enc_size != hidden_size \
            else None
        self.dropout = Dropout(dropout)
        self.layers = layers
        self.hidden_size = hidden_size
        self.output_size = hidden_size

    @classmethod
    def from_config(cls, cfg, emb_size: int, enc_size: int) -> LuongDecoder:
        return cls(emb_size, enc_size, cfg.hidden_size, cfg.dec_layers, cfg.dropout,
                   cfg.input_feeding, cfg.bridge, cfg.attention)

    def init_state(self, enc: EncoderOutput) -> State:
        h0 = enc.final if self.bridge is None else torch.tanh(self.bridge(enc.final))
        state = {"hidden": h0.unsqueeze(1).expand(-1, self.layers, -1).contiguous()}
        if self.input_feeding:
            state["feed"] = h0.new_zeros(h0.size(0), self.hidden_size)
        return self.with_attention_state(state, enc)

    def _attentional(self, context: torch.Tensor, top: torch.Tensor) -> torch.Tensor:
        """h~ = dropout(tanh(W_c [c ; h])): context (..., enc_size), top (..., H) -> (..., H)."""
        return self.dropout(torch.tanh(self.W_c(torch.cat([context, top], dim=-1))))

    def _step(self, gates: torch.Tensor, state: State, keys: AttentionKeys, t: int
              ) -> tuple[torch.Tensor, AttentionOutput, State]:
        hidden = self.rnn.step(gates, state.get("feed"), state["hidden"])
        attended = self.attend(hidden[:, -1:], keys, t, state)
        features = self._attentional(attended.context[:, 0], hidden[:, -1])
        new_state = {"hidden": hidden}
        if self.input_feeding:
            new_state["feed"] = features
        return features, attended, self.carry(new_state, attended)

    def forward(self, embedded, state, enc, keys, return_attention=False):
        trace = AttentionTrace(enc.states.size(1), return_attention)
        if not self.input_feeding and not self.attention.stateful:
            top, _ = self.rnn.run(embedded, state["hidden"])
            attended = self.attention(top, keys, self.steps(0, embedded.size(1)))
            trace.add(attended)
            return trace.output(self._attentional(attended.context, top))
        # unbind, not gates[:, t]: each slice's backward would add a full-size gradient
        all_gates, outputs = self.rnn.project_static(embedded).unbind(1), []
        with self.products.recording():
            for t, gates in enumerate(all_gates):
                features, attended, state = self._step(gates, state, keys, t)
                outputs.append(features)
                trace.add(attended)
        return trace.output(torch.stack(outputs, 1))

    def step(self, embedded, state, enc, keys, t):
        features, attended, state = self._step(self.rnn.project_static(embedded), state, keys,
                                               t)
        return features, attended.dense(enc.states.size(1))[:, 0], state
