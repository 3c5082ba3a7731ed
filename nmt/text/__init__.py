"""Text processing shared by data preparation, training and inference: plain text in, plain
text out, no subwords, no tensors."""
