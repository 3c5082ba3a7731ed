"""The RNNsearch decoder of Bahdanau et al. (2015): attention before the recurrence."""

from __future__ import annotations

import torch

from nmt.kernels.products import Linear
from nmt.model.attention import AttentionKeys, AttentionOutput
from nmt.model.decoders.base import DECODERS, AttentionalDecoder, AttentionTrace, State
from nmt.model.decoders.deep_output import MaxoutOutput
from nmt.model.encoder import EncoderOutput
from nmt.model.gru import StackedGRU


@DECODERS.register("rnnsearch")
class RNNSearchDecoder(AttentionalDecoder):
    """s_0 = tanh(W_s bwd_1);  c_i = attend(s_{i-1});  s_i = GRU(s_{i-1}, [E y_{i-1} ; c_i]);
    t_i = maxout(U_o s_i + V_o E y_{i-1} + C_o c_i) with pools of 2.

    The deep output conditions on s_i, as in eq. 4 of the paper (p(y_i) = g(y_{i-1}, s_i,
    c_i)); its appendix A.2.2 writes s_{i-1}. With several layers, s_i is the top layer's state.
    """

    def __init__(self, emb_size: int, enc_size: int, hidden_size: int, layers: int,
                 maxout_size: int, dropout: float, attention_cfg) -> None:
        super().__init__(hidden_size, enc_size, attention_cfg)
        self.init = Linear(enc_size // 2, hidden_size)
        self.rnn = StackedGRU(emb_size, enc_size, hidden_size, layers, dropout)
        self.output = MaxoutOutput(hidden_size, emb_size, enc_size, maxout_size, dropout)
        self.layers = layers
        self.output_size = maxout_size

    @classmethod
    def from_config(cls, cfg, emb_size: int, enc_size: int) -> RNNSearchDecoder:
        return cls(emb_size, enc_size, cfg.hidden_size, cfg.dec_layers,
                   cfg.maxout_size or emb_size, cfg.dropout, cfg.attention)

    def init_state(self, enc: EncoderOutput) -> State:
        backward_first = enc.final[:, enc.final.size(1) // 2 :]
        s0 = torch.tanh(self.init(backward_first))
        return self.with_attention_state(
            {"hidden": s0.unsqueeze(1).expand(-1, self.layers, -1).contiguous()}, enc)

    def _recur(self, gates: torch.Tensor, state: State, keys: AttentionKeys, t: int
               ) -> tuple[State, AttentionOutput]:
        hidden = state["hidden"]
        attended = self.attend(hidden[:, -1:], keys, t, state)  # from s_{i-1}, (B, 1, H)
        new_state = {"hidden": self.rnn.step(gates, attended.context[:, 0], hidden)}
        return self.carry(new_state, attended), attended

    def forward(self, embedded, state, enc, keys, return_attention=False):
        trace = AttentionTrace(enc.states.size(1), return_attention)
        states, contexts = [], []
        # the E y part of the GRU input for all steps at once; unbind, not gates[:, t]: each
        # slice's backward would add a full-size gradient
        all_gates = self.rnn.project_static(embedded).unbind(1)
        with self.products.recording():
            for t, gates in enumerate(all_gates):
                state, attended = self._recur(gates, state, keys, t)
                states.append(state["hidden"][:, -1])
                contexts.append(attended.context[:, 0])
                trace.add(attended)
        return trace.output(self.output(torch.stack(states, 1), embedded,
                                        torch.stack(contexts, 1)))

    def step(self, embedded, state, enc, keys, t):
        gates = self.rnn.project_static(embedded)
        state, attended = self._recur(gates, state, keys, t)
        features = self.output(state["hidden"][:, -1], embedded, attended.context[:, 0])
        return features, attended.dense(enc.states.size(1))[:, 0], state
