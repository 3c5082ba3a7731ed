"""Exporting a checkpoint: the export folder, ONNX graphs and the model card."""
