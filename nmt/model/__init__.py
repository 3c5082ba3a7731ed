"""Encoder, attention family, decoders and the encoder-decoder that ties them together."""
