"""Text processing shared by data preparation, training and inference, plain text in and plain
text out (no subwords, no tensors, no torch: the ONNX Runtime engine runs without it):
normalising odd input (normalise), cutting a text into sentences (sentences), the casing
safety net (casing), and the changes that training augmentation and the robustness report
make (noise, translit, perturbations)."""
