"""Every decoder x score x alignment (and input feeding, multi-head, coverage, the
distributions, several layers) exports to ONNX, and ONNX Runtime reproduces PyTorch's
encoder, key cache and decoder step on batches of other sizes, source lengths, beam counts
and target positions than the traced one (tiny random models)."""

from __future__ import annotations

import onnx
import pytest
import torch
from omegaconf import OmegaConf
from onnx import numpy_helper

from nmt.config import ModelConfig
from nmt.errors import ConfigError
from nmt.export import onnx_export
from nmt.export.onnx_export import (
    TOLERANCE,
    check_graphs,
    export_model,
    flatten,
    gemm_as_matmul,
    model_options,
    quantize,
    rebuild,
)
from tests.test_model import make_model
from tests.test_search import sharpen

SCORES = ["dot", "scaled_dot", "general", "concat", "additive", "location"]
ALIGNMENTS = ["global", "local_m", "local_p"]
COMBINATIONS = [(decoder, {"attention.score": score, "attention.align": align})
                for decoder in ("rnnsearch", "luong") for score in SCORES
                for align in ALIGNMENTS]
VARIANTS = [
    ("no_attention", {}),
    ("luong", {"input_feeding": False, "attention.score": "dot"}),
    ("luong", {"attention.heads": 2, "attention.align": "local_p"}),
    ("rnnsearch", {"attention.heads": 2, "attention.coverage": True}),
    ("luong", {"attention.coverage": True, "attention.score": "concat",
               "attention.align": "local_m"}),
    ("luong", {"attention.distribution": "sparsemax"}),
    ("rnnsearch", {"attention.distribution": "entmax15", "attention.align": "local_m"}),
    ("luong", {"attention.distribution": "hard"}),
    ("rnnsearch", {"attention.distribution": "sigmoid"}),
    ("luong", {"enc_layers": 2, "dec_layers": 2, "bridge": True, "tie_embeddings": True,
               "emb_size": 16}),
    # windows narrower than the checks' sources: the window is cut at both ends
    ("luong", {"attention.align": "local_p", "attention.window": 2}),
    ("rnnsearch", {"attention.align": "local_m", "attention.window": 2, "maxout_size": 8}),
    # a location score of fewer positions than the checks' sources: the energies are padded
    ("luong", {"attention.score": "location", "attention.max_src_len": 6}),
]


def exported(decoder: str, values: dict):
    """A sharpened tiny random model and its float32 graphs."""
    model = sharpen(make_model(decoder, **values))
    return model, export_model(model)


@pytest.mark.parametrize(("decoder", "values"), COMBINATIONS + VARIANTS,
                         ids=lambda v: v if isinstance(v, str) else
                         ",".join(f"{k}={x}" for k, x in v.items()))
def test_onnx_runtime_reproduces_the_pytorch_step(decoder, values):
    model, graphs = exported(decoder, values)
    assert check_graphs(model, graphs, f"{decoder} {values}") <= TOLERANCE


def test_graphs_that_disagree_with_the_model_are_refused_naming_its_options():
    model, graphs = exported("luong", {"attention.score": "location",
                                       "attention.max_src_len": 6})
    # graphs that no longer match the model (its weights changed after the export) stand
    # for a trace that recorded a wrong path
    with torch.no_grad():
        weight = model.decoder.attention.score.W_a.weight
        weight += torch.randn(weight.shape, generator=torch.Generator().manual_seed(0))
    cfg = OmegaConf.structured(ModelConfig(decoder="luong"))
    cfg.attention.score = "location"
    with pytest.raises(ConfigError, match=r"model.decoder=luong, model.attention.score="
                                          r"location, .* do not reproduce the model "
                                          r"\((log_probs|attention) differs by"):
        check_graphs(model, graphs, model_options(cfg))


def test_flatten_names_every_tensor_once_and_rebuild_keeps_aliases():
    shared = torch.zeros(2, 3)
    structure = {"a": shared, "b": {"c": torch.ones(2), "d": shared}, "e": None}
    flat = flatten(structure, "state")
    assert flat.names == ["state.a", "state.b.c"]
    values = {"state.a": torch.full((2, 3), 5.0), "state.b.c": torch.zeros(2)}
    rebuilt = rebuild(structure, flat, values)
    assert rebuilt["a"] is rebuilt["b"]["d"] is values["state.a"]
    assert rebuilt["e"] is None
    with pytest.raises(TypeError, match="cannot flatten a str"):
        flatten({"x": "text"})


def weight_bytes(graph: bytes) -> int:
    """The bytes of a graph's initializers (its weights and constants)."""
    return sum(numpy_helper.to_array(init).nbytes
               for init in onnx.load_from_string(graph).graph.initializer)


def test_int8_graphs_quantise_the_products_and_stay_close_to_float32(monkeypatch):
    model, graphs = exported("luong", {"attention.score": "general"})
    step = onnx.load_from_string(graphs["onnx/step.onnx"])
    assert "Gemm" in {node.op_type for node in step.graph.node}
    converted = gemm_as_matmul(step)
    assert "Gemm" not in {node.op_type for node in converted.graph.node}
    int8 = quantize(graphs["onnx/step.onnx"])
    ops = {node.op_type for node in onnx.load_from_string(int8).graph.node}
    assert {"MatMulInteger", "DynamicQuantizeLinear"} <= ops
    # the weights shrink (int8, with a scale per output channel); a tiny model's graph is
    # mostly nodes, which quantisation adds to
    assert weight_bytes(int8) < 0.6 * weight_bytes(graphs["onnx/step.onnx"])
    # int8 weights and activations: close to float32, not equal
    monkeypatch.setattr(onnx_export, "TOLERANCE", 0.5)
    difference = check_graphs(model, {**graphs, "onnx/step.onnx": int8}, "int8")
    assert 1e-4 < difference < 0.5
