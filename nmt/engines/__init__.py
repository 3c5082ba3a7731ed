"""Engines: the models the search drives (nmt.decoding.engine.Engine) — PyTorch, ONNX Runtime,
ensembles — and loading checkpoints and exported folders."""
