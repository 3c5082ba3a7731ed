"""Decoder families, selected by ``model.decoder``."""

from nmt.model.decoders.base import DECODERS, Decoder, DecoderOutput
from nmt.model.decoders.luong import LuongDecoder
from nmt.model.decoders.rnnsearch import RNNSearchDecoder

__all__ = ["DECODERS", "Decoder", "DecoderOutput", "LuongDecoder", "RNNSearchDecoder"]
