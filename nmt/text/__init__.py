"""Text processing shared by data and inference: normalising odd input (normalise), cutting a
text into sentences (sentences), and the casing safety net (casing). Nothing here imports
torch: the ONNX Runtime engine runs without it."""
