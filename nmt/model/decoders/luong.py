"""The Luong et al. (2015) decoder: attention after the recurrence, from the current state."""

from __future__ import annotations

import torch
from torch import nn

from nmt.model.attention import Attention, AttentionKeys
from nmt.model.decoders.base import DECODERS, Decoder, DecoderOutput, State
from nmt.model.encoder import EncoderOutput
from nmt.model.gru import StackedGRU


@DECODERS.register("luong")
class LuongDecoder(Decoder):
    """h_t = GRU(h_{t-1}, [E y_{t-1} ; h~_{t-1}]) (input feeding; without it, E y_{t-1});
    c_t = attend(h_t);  h~_t = tanh(W_c [c_t ; h_t]).

    h_0 is the encoder's final state [fwd_S ; bwd_1] for every layer, through a learned
    tanh(W h) bridge when ``bridge`` is set or the sizes differ. Dropout is applied to h~_t
    before it is fed back and before the output layer. Without input feeding the whole target
    side runs as one GRU call and one batched attention: no step loop in training.
    """

    def __init__(self, emb_size: int, enc_size: int, hidden_size: int, layers: int,
                 dropout: float, input_feeding: bool, bridge: bool, attention_cfg) -> None:
        super().__init__()
        self.input_feeding = input_feeding
        self.rnn = StackedGRU(emb_size, hidden_size if input_feeding else 0, hidden_size,
                              layers, dropout)
        self.attention = Attention(hidden_size, enc_size, attention_cfg)
        self.W_c = nn.Linear(enc_size + hidden_size, hidden_size, bias=False)
        self.bridge = nn.Linear(enc_size, hidden_size) if bridge or enc_size != hidden_size \
            else None
        self.dropout = nn.Dropout(dropout)
        self.layers = layers
        self.hidden_size = hidden_size
        self.output_size = hidden_size

    @classmethod
    def from_config(cls, cfg, emb_size: int, enc_size: int) -> LuongDecoder:
        return cls(emb_size, enc_size, cfg.hidden_size, cfg.dec_layers, cfg.dropout,
                   cfg.input_feeding, cfg.bridge, cfg.attention)

    def precompute(self, enc: EncoderOutput) -> AttentionKeys:
        return self.attention.precompute(enc.states, enc.mask, enc.lengths)

    def init_state(self, enc: EncoderOutput) -> State:
        h0 = enc.final if self.bridge is None else torch.tanh(self.bridge(enc.final))
        state = {"hidden": h0.unsqueeze(1).expand(-1, self.layers, -1).contiguous()}
        if self.input_feeding:
            state["feed"] = h0.new_zeros(h0.size(0), self.hidden_size)
        return state

    def _attentional(self, top: torch.Tensor, keys: AttentionKeys, steps: torch.Tensor):
        attended = self.attention(top, keys, steps)
        combined = torch.tanh(self.W_c(torch.cat([attended.context, top], dim=-1)))
        return self.dropout(combined), attended

    def forward(self, embedded, state, enc, keys, return_attention=False):
        steps = self.steps(0, embedded.size(1))
        if not self.input_feeding:
            top, _ = self.rnn.run(embedded, state["hidden"])
            features, attended = self._attentional(top, keys, steps)
            attention = attended.dense(enc.states.size(1)) if return_attention else None
            return DecoderOutput(features, attention)
        gates = self.rnn.project_static(embedded)
        hidden, feed = state["hidden"], state["feed"]
        outputs, weights = [], []
        for t in range(embedded.size(1)):
            hidden = self.rnn.step(gates[:, t], feed, hidden)
            feed, attended = self._attentional(hidden[:, -1:], keys, steps[t : t + 1])
            feed = feed[:, 0]
            outputs.append(feed)
            if return_attention:
                weights.append(attended.dense(enc.states.size(1))[:, 0])
        attention = torch.stack(weights, 1) if return_attention else None
        return DecoderOutput(torch.stack(outputs, 1), attention)

    def step(self, embedded, state, enc, keys, t):
        gates = self.rnn.project_static(embedded)
        hidden = self.rnn.step(gates, state.get("feed"), state["hidden"])
        features, attended = self._attentional(hidden[:, -1:], keys, self.steps(t, 1))
        new_state = {"hidden": hidden}
        if self.input_feeding:
            new_state["feed"] = features[:, 0]
        return features[:, 0], attended.dense(enc.states.size(1))[:, 0], new_state
