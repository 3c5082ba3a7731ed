"""The RNNsearch decoder of Bahdanau et al. (2015): attention before the recurrence."""

from __future__ import annotations

import torch
from torch import nn

from nmt.model.attention import Attention, AttentionKeys
from nmt.model.decoders.base import DECODERS, Decoder, DecoderOutput, State
from nmt.model.encoder import EncoderOutput
from nmt.model.gru import StackedGRU


@DECODERS.register("rnnsearch")
class RNNSearchDecoder(Decoder):
    """s_0 = tanh(W_s bwd_1);  c_i = attend(s_{i-1});  s_i = GRU(s_{i-1}, [E y_{i-1} ; c_i]);
    t_i = maxout(U_o s_i + V_o E y_{i-1} + C_o c_i) with pools of 2.

    The deep output conditions on s_i, as in eq. 4 of the paper (p(y_i) = g(y_{i-1}, s_i,
    c_i)); its appendix A.2.2 writes s_{i-1}. With several layers, s_i is the top layer's state.
    """

    def __init__(self, emb_size: int, enc_size: int, hidden_size: int, layers: int,
                 maxout_size: int, dropout: float, attention_cfg) -> None:
        super().__init__()
        self.init = nn.Linear(enc_size // 2, hidden_size)
        self.attention = Attention(hidden_size, enc_size, attention_cfg)
        self.rnn = StackedGRU(emb_size, enc_size, hidden_size, layers, dropout)
        self.U_o = nn.Linear(hidden_size, 2 * maxout_size)
        self.V_o = nn.Linear(emb_size, 2 * maxout_size, bias=False)
        self.C_o = nn.Linear(enc_size, 2 * maxout_size, bias=False)
        self.dropout = nn.Dropout(dropout)
        self.layers = layers
        self.output_size = maxout_size

    @classmethod
    def from_config(cls, cfg, emb_size: int, enc_size: int) -> RNNSearchDecoder:
        return cls(emb_size, enc_size, cfg.hidden_size, cfg.dec_layers,
                   cfg.maxout_size or emb_size, cfg.dropout, cfg.attention)

    def precompute(self, enc: EncoderOutput) -> AttentionKeys:
        return self.attention.precompute(enc.states, enc.mask, enc.lengths)

    def init_state(self, enc: EncoderOutput) -> State:
        backward_first = enc.final[:, enc.final.size(1) // 2 :]
        s0 = torch.tanh(self.init(backward_first))
        return {"hidden": s0.unsqueeze(1).expand(-1, self.layers, -1).contiguous()}

    def _recur(self, gates: torch.Tensor, hidden: torch.Tensor, keys: AttentionKeys,
               steps: torch.Tensor):
        query = hidden[:, -1:]  # s_{i-1} of the top layer, (B, 1, H)
        attended = self.attention(query, keys, steps)
        hidden = self.rnn.step(gates, attended.context[:, 0], hidden)
        return hidden, attended

    def _deep_output(self, states: torch.Tensor, embedded: torch.Tensor,
                     contexts: torch.Tensor) -> torch.Tensor:
        pre = self.U_o(states) + self.V_o(embedded) + self.C_o(contexts)
        return self.dropout(pre.unflatten(-1, (self.output_size, 2)).amax(-1))

    def forward(self, embedded, state, enc, keys, return_attention=False):
        gates = self.rnn.project_static(embedded)  # E y part of the GRU input, all steps at once
        hidden = state["hidden"]
        states, contexts, weights = [], [], []
        for t in range(embedded.size(1)):
            hidden, attended = self._recur(gates[:, t], hidden, keys, self.steps(t, 1))
            states.append(hidden[:, -1])
            contexts.append(attended.context[:, 0])
            if return_attention:
                weights.append(attended.dense(enc.states.size(1))[:, 0])
        features = self._deep_output(torch.stack(states, 1), embedded, torch.stack(contexts, 1))
        attention = torch.stack(weights, 1) if return_attention else None
        return DecoderOutput(features, attention)

    def step(self, embedded, state, enc, keys, t):
        gates = self.rnn.project_static(embedded)
        hidden, attended = self._recur(gates, state["hidden"], keys, self.steps(t, 1))
        features = self._deep_output(hidden[:, -1], embedded, attended.context[:, 0])
        return features, attended.dense(enc.states.size(1))[:, 0], {"hidden": hidden}
