"""Corpus readers, the synthetic task, SentencePiece and length-bucketed batching."""
