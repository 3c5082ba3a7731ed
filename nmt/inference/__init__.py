"""Inference: greedy and beam search, the Translator API, loading and exporting models."""
