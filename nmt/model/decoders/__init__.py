"""Decoder families, selected by ``model.decoder``."""

from nmt.model.decoders.base import DECODERS, AttentionalDecoder, Decoder, DecoderOutput
from nmt.model.decoders.luong import LuongDecoder
from nmt.model.decoders.no_attention import NoAttentionDecoder
from nmt.model.decoders.rnnsearch import RNNSearchDecoder

__all__ = ["DECODERS", "AttentionalDecoder", "Decoder", "DecoderOutput", "LuongDecoder",
           "NoAttentionDecoder", "RNNSearchDecoder"]
