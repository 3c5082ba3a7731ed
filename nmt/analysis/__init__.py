"""Analysis of translations with a model: reference scores, word alignments, local attention's
positions."""
