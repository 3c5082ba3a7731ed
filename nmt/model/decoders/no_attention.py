"""The encoder-decoder without attention: the bottleneck baseline attention is measured against."""

from __future__ import annotations

import dataclasses

import torch

from nmt.config import AttentionConfig
from nmt.errors import ConfigError
from nmt.kernels.products import Linear
from nmt.model.batch_state import beam_rows
from nmt.model.decoders.base import DECODERS, Decoder, DecoderOutput, State
from nmt.model.decoders.deep_output import MaxoutOutput
from nmt.model.encoder import EncoderOutput
from nmt.model.gru import StackedGRU


def check_no_attention_options(attention_cfg) -> None:
    """ConfigError naming every model.attention.* key set away from its default: a decoder
    without attention would silently ignore it."""
    defaults = AttentionConfig()
    changed = [f"model.attention.{f.name}={getattr(attention_cfg, f.name)}"
               for f in dataclasses.fields(AttentionConfig)
               if getattr(attention_cfg, f.name) != getattr(defaults, f.name)]
    if changed:
        raise ConfigError(f"model.decoder=no_attention has no attention, so {', '.join(changed)} "
                          f"would have no effect; drop it or use model=rnnsearch / model=luong")


@DECODERS.register("no_attention")
class NoAttentionDecoder(Decoder):
    """The RNN encoder-decoder of Cho et al. (2014): one context for the whole sentence,
    c = the encoder's final state [fwd_S ; bwd_1] (the bottleneck).

    s_0 = tanh(W_s c);  s_i = GRU(s_{i-1}, [E y_{i-1} ; c]);
    t_i = maxout(U_o s_i + V_o E y_{i-1} + C_o c), as RNNsearch's deep output with c fixed.
    c is known before decoding, so teacher forcing is one GRU call.
    """

    def __init__(self, emb_size: int, enc_size: int, hidden_size: int, layers: int,
                 maxout_size: int, dropout: float) -> None:
        super().__init__()
        self.init = Linear(enc_size, hidden_size)
        self.rnn = StackedGRU(emb_size + enc_size, 0, hidden_size, layers, dropout)
        self.output = MaxoutOutput(hidden_size, emb_size, enc_size, maxout_size, dropout)
        self.layers = layers
        self.output_size = maxout_size

    @classmethod
    def from_config(cls, cfg, emb_size: int, enc_size: int) -> NoAttentionDecoder:
        check_no_attention_options(cfg.attention)
        return cls(emb_size, enc_size, cfg.hidden_size, cfg.dec_layers,
                   cfg.maxout_size or emb_size, cfg.dropout)

    def precompute(self, enc: EncoderOutput) -> None:
        return None

    def init_state(self, enc: EncoderOutput) -> State:
        s0 = torch.tanh(self.init(enc.final))
        return {"hidden": s0.unsqueeze(1).expand(-1, self.layers, -1).contiguous()}

    def forward(self, embedded, state, enc, keys, return_attention=False):
        context = enc.final.unsqueeze(1).expand(-1, embedded.size(1), -1)
        states, _ = self.rnn.run(torch.cat([embedded, context], dim=-1), state["hidden"])
        return DecoderOutput(self.output(states, embedded, context))

    def step(self, embedded, state, enc, keys, t):
        final = beam_rows(enc.final, embedded.size(0))
        gates = self.rnn.project_static(torch.cat([embedded, final], dim=-1))
        hidden = self.rnn.step(gates, None, state["hidden"])
        return self.output(hidden[:, -1], embedded, final), None, {"hidden": hidden}
