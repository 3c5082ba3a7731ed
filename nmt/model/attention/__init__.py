"""The general attention model (Galassi et al. 2019): energies e = f(q, K) (score),
positions that may be attended (alignment), weights a = g(e, mask) (distribution), and the
context c = sum_i a_i v_i. Each part is chosen by name from its registry; ``build_attention``
adds multi-head attention on top."""

from nmt.model.attention.attention import Attention
from nmt.model.attention.base import AttentionKeys, AttentionOutput, Window
from nmt.model.attention.multihead import MultiHeadAttention, build_attention

__all__ = ["Attention", "AttentionKeys", "AttentionOutput", "MultiHeadAttention", "Window",
           "build_attention"]
