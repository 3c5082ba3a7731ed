"""Exporting a model as ONNX graphs for the ONNX Runtime engine (``nmt-export format=onnx``).

The graphs (nmt.engines.onnx_format) are traced from the model's own ``encode``,
``decoder.precompute``, ``init_state`` and ``step`` by the TorchScript exporter
(``torch.onnx.export(..., dynamo=False)``): the dynamo exporter cannot export the encoder's
packed sequences (``torch.export`` fails on their data-dependent batch sizes) and would need
onnxscript besides. The decoder state and the encoder's cache are whatever the decoder keeps
(hidden, input feed, coverage, multi-head keys, ...): they are flattened into named tensors
and rebuilt inside the graph, so every decoder exports through the same code.

Tracing records one path through the Python code, so the step is traced with beams (the
shared-keys path that serves one beam per sentence too) and every graph is checked against
PyTorch on batches of other sizes, lengths and positions than the traced ones; a model whose
graphs disagree is refused, naming its options. ``precision=int8`` quantises the graphs'
weight products and embeddings with ONNX Runtime's dynamic quantisation (int8 weights,
activations quantised at run time; the encoder's GRU stays float32, for which ONNX Runtime
has no quantised kernel).
"""

from __future__ import annotations

import dataclasses
import io
import logging
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from nmt.data.subwords import EOS
from nmt.engines import onnx_format as fmt
from nmt.errors import ConfigError
from nmt.files import atomic_write_bytes
from nmt.kernels.products import shared_copy
from nmt.model.batch_state import beam_rows
from nmt.model.seq2seq import Encoded, Seq2Seq

# (sentences, source length, beams) of the traced batch, of a second one whose shapes tell
# the dynamic axes apart (no size of one equals another's), and of the checks
TRACED, SECOND = (2, 7, 3), (5, 13, 2)
CHECKS = ((3, 9, 1, 0), (4, 5, 4, 11), (1, 16, 2, 30))  # + the target position t
# largest difference from PyTorch the float32 graphs may show in a log-probability, a
# state or an attention weight
TOLERANCE = 1e-4


@dataclass
class Flat:
    """The tensors of a nested structure (tensors in dicts and dataclasses), each named by
    its path ("enc.states", "state.hidden"); a tensor met twice is listed once, under its
    first name, and ``name_of`` maps every tensor's id to that name."""

    names: list[str]
    tensors: list[torch.Tensor]
    name_of: dict[int, str]


def flatten(obj: Any, prefix: str = "", flat: Flat | None = None) -> Flat:
    """:class:`Flat` of ``obj`` (None, a tensor, or dicts / dataclasses of those), names
    starting with ``prefix``; ``flat`` continues an earlier one (whose tensors are then
    known aliases)."""
    flat = flat if flat is not None else Flat([], [], {})
    if isinstance(obj, torch.Tensor):
        if id(obj) not in flat.name_of:
            flat.name_of[id(obj)] = prefix
            flat.names.append(prefix)
            flat.tensors.append(obj)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            flatten(value, f"{prefix}.{key}" if prefix else key, flat)
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            flatten(getattr(obj, f.name), f"{prefix}.{f.name}" if prefix else f.name, flat)
    elif obj is not None:
        raise TypeError(f"cannot flatten a {type(obj).__name__} for ONNX export")
    return flat


def rebuild(template: Any, flat: Flat, values: dict[str, torch.Tensor]) -> Any:
    """``template`` (what :func:`flatten` made ``flat`` of) with every tensor replaced by
    ``values`` of its name: aliases stay aliases."""
    if isinstance(template, torch.Tensor):
        return values[flat.name_of[id(template)]]
    if isinstance(template, dict):
        return {key: rebuild(value, flat, values) for key, value in template.items()}
    if dataclasses.is_dataclass(template):
        return dataclasses.replace(template, **{
            f.name: rebuild(getattr(template, f.name), flat, values)
            for f in dataclasses.fields(template)})
    return template


@dataclass
class Example:
    """A batch of n sentences of w beams: the encoder's inputs, the encoded source, the
    decoder state of its R = n * w rows and their previous words."""

    src: torch.Tensor
    src_lengths: torch.Tensor
    encoded: Encoded
    state: dict[str, torch.Tensor]
    prev: torch.Tensor

    def sizes(self) -> dict[str, int]:
        """The sizes that name dynamic axes."""
        return {"sentences": self.src.size(0), "source": self.src.size(1),
                "rows": self.prev.size(0)}


def make_example(model: Seq2Seq, sentences: int, length: int, beams: int, seed: int = 0
                 ) -> Example:
    """A random batch for ``model``: the first sentence ``length`` ids long, the others
    shorter; the state perturbed so that beams differ."""
    generator = torch.Generator().manual_seed(seed)
    vocab_src = model.encoder.embed.num_embeddings
    vocab_tgt = model.tgt_embed.num_embeddings
    lengths = torch.randint(1, length + 1, (sentences,), generator=generator)
    lengths[0] = length
    src = torch.randint(4, vocab_src, (sentences, length), generator=generator)
    src = src.masked_fill(torch.arange(length) >= lengths.unsqueeze(1), 0)
    src[torch.arange(sentences), lengths - 1] = EOS
    with torch.no_grad():
        encoded = model.encode(src, lengths)
        state = {name: beam_rows(value, sentences * beams)
                 for name, value in model.init_state(encoded).items()}
        state = {name: value + 0.1 * torch.randn(value.shape, generator=generator)
                 if value.is_floating_point() and name != "attention" else value
                 for name, value in state.items()}
    prev = torch.randint(4, vocab_tgt, (sentences * beams,), generator=generator)
    return Example(src, lengths, encoded, state, prev)


def axes(flat_a: Flat, flat_b: Flat, sizes_a: dict[str, int], sizes_b: dict[str, int]
         ) -> dict[str, dict[int, str]]:
    """The dynamic axes of every tensor of ``flat_a``: those whose size differs in the
    same structure of another batch (``flat_b``), named by the size they follow."""
    out = {}
    for name, a, b in zip(flat_a.names, flat_a.tensors, flat_b.tensors, strict=True):
        dims = {}
        for dim, (x, y) in enumerate(zip(a.shape, b.shape, strict=True)):
            if x != y:
                dims[dim] = next((label for label in sizes_a
                                  if (sizes_a[label], sizes_b[label]) == (x, y)),
                                 f"{name}_{dim}")
        out[name] = dims
    return out


def keys_outputs(model: Seq2Seq, encoded: Encoded) -> Flat:
    """What the keys graph returns for ``encoded``: the key cache's tensors that are not
    encoder outputs, then the decoder's initial state."""
    whole = flatten(encoded)
    known = len(flatten(encoded.enc, "enc").names)
    state = flatten(model.init_state(encoded), fmt.STATE.rstrip("."))
    return Flat(whole.names[known:] + state.names, whole.tensors[known:] + state.tensors, {})


def step_inputs(example: Example) -> tuple[Flat, Flat]:
    """The step graph's state and encoded-source inputs for ``example``."""
    return flatten(example.state, fmt.STATE.rstrip(".")), flatten(example.encoded)


class EncoderGraph(nn.Module):
    """src (n, S), src_lengths (n,) -> the encoder's outputs, flattened."""

    def __init__(self, model: Seq2Seq) -> None:
        super().__init__()
        self.model = model

    def forward(self, src: torch.Tensor, src_lengths: torch.Tensor) -> tuple[torch.Tensor, ...]:
        return tuple(flatten(self.model.encoder(src, src_lengths), "enc").tensors)


class KeysGraph(nn.Module):
    """The encoder's outputs -> :func:`keys_outputs`."""

    def __init__(self, model: Seq2Seq, example: Example) -> None:
        super().__init__()
        self.model, self.template = model, example.encoded.enc
        self.flat = flatten(self.template, "enc")

    def forward(self, *tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
        enc = rebuild(self.template, self.flat, dict(zip(self.flat.names, tensors, strict=True)))
        return tuple(keys_outputs(self.model, Encoded(enc, self.model.decoder.precompute(enc))
                                  ).tensors)


class StepGraph(nn.Module):
    """prev (R,), t (), k (1,), the state (R rows) and the encoded source (n rows) ->
    log-probabilities, the k best words, eos's log-probability, the attention and the new
    state (see nmt.engines.onnx_format)."""

    def __init__(self, model: Seq2Seq, example: Example) -> None:
        super().__init__()
        self.model, self.example = model, example
        self.state_flat, self.encoded_flat = step_inputs(example)
        self.input_names = [*self.state_flat.names, *self.encoded_flat.names]

    def forward(self, prev: torch.Tensor, t: torch.Tensor, k: torch.Tensor,
                *tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
        values = dict(zip(self.input_names, tensors, strict=True))
        state = rebuild(self.example.state, self.state_flat, values)
        encoded = rebuild(self.example.encoded, self.encoded_flat, values)
        log_probs, attention, new_state = self.model.step(prev, state, encoded, t)
        scores, tokens = log_probs.topk(k, dim=1)
        attended = () if attention is None else (attention.float(),)
        new = [new_state[name] for name in state]
        return (log_probs, scores, tokens, log_probs[:, EOS], *attended, *new)

    def output_names(self, has_attention: bool) -> list[str]:
        """The outputs, in the order :meth:`forward` returns them."""
        attended = [fmt.ATTENTION] if has_attention else []
        return [fmt.LOG_PROBS, fmt.SCORES, fmt.TOKENS, fmt.EOS_SCORE, *attended,
                *(fmt.next_name(name) for name in self.state_flat.names)]


def trace_to_onnx(module: nn.Module, args: tuple, inputs: list[str], outputs: list[str],
                  dynamic: dict[str, dict[int, str]]) -> bytes:
    """The ONNX bytes of ``module`` traced on ``args`` (the TorchScript exporter)."""
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        # the exporter's deprecation notice and the tracer's notes on Python values (sizes
        # compared in branches): the checks after export are what tells a wrong trace
        warnings.simplefilter("ignore")
        torch.onnx.export(module.eval(), args, buffer, dynamo=False, opset_version=fmt.OPSET,
                          input_names=inputs, output_names=outputs,
                          dynamic_axes={name: dims for name, dims in dynamic.items() if dims})
    return buffer.getvalue()


def export_model(model: Seq2Seq) -> dict[str, bytes]:
    """The three float32 graphs of ``model`` (in eval mode), by file name
    (nmt.engines.onnx_format)."""
    examples = (make_example(model, *TRACED), make_example(model, *SECOND, seed=1))
    first = examples[0]
    sizes = [example.sizes() for example in examples]
    with torch.no_grad():
        enc = [flatten(example.encoded.enc, "enc") for example in examples]
        keys = [keys_outputs(model, example.encoded) for example in examples]
        states, encoded = zip(*(step_inputs(example) for example in examples), strict=True)
        has_attention = model.step(first.prev, first.state, first.encoded, 0)[1] is not None
    encoder = trace_to_onnx(
        EncoderGraph(model), (first.src, first.src_lengths), [fmt.SRC, fmt.SRC_LENGTHS],
        enc[0].names, {fmt.SRC: {0: "sentences", 1: "source"}, fmt.SRC_LENGTHS: {0: "sentences"},
                       **axes(*enc, *sizes)})
    keys_graph = trace_to_onnx(KeysGraph(model, first), tuple(enc[0].tensors), enc[0].names,
                               keys[0].names, {**axes(*enc, *sizes), **axes(*keys, *sizes)})
    step = StepGraph(model, first)
    dynamic = {fmt.PREV: {0: "rows"}, **axes(*states, *sizes), **axes(*encoded, *sizes),
               fmt.LOG_PROBS: {0: "rows"}, fmt.SCORES: {0: "rows", 1: "k"},
               fmt.TOKENS: {0: "rows", 1: "k"}, fmt.EOS_SCORE: {0: "rows"},
               fmt.ATTENTION: {0: "rows", 1: "source"}}
    dynamic |= {fmt.next_name(name): dynamic[name] for name in states[0].names}
    step_graph = trace_to_onnx(
        step, (first.prev, torch.tensor(0), torch.tensor([2]), *states[0].tensors,
               *encoded[0].tensors),
        [fmt.PREV, fmt.POSITION, fmt.COUNT, *step.input_names],
        step.output_names(has_attention), dynamic)
    return {fmt.ENCODER: encoder, fmt.KEYS: keys_graph, fmt.STEP: step_graph}


def check_graphs(model: Seq2Seq, graphs: dict[str, bytes], options: str) -> float:
    """Run the float32 ``graphs`` of ``model`` (in eval mode) on batches of :data:`CHECKS`
    (other sizes, lengths and positions than the traced ones) against PyTorch: the largest
    difference in an encoder output, key, state, attention weight or log-probability.
    ConfigError naming the model's ``options`` (:func:`model_options`) when one is above
    :data:`TOLERANCE`."""
    import onnxruntime as ort

    sessions = {name: ort.InferenceSession(graph, providers=["CPUExecutionProvider"])
                for name, graph in graphs.items()}
    worst, where = 0.0, ""
    for seed, (sentences, length, beams, t) in enumerate(CHECKS, start=2):
        example = make_example(model, sentences, length, beams, seed)
        for name, expected, got in _compare(model, sessions, example, t):
            difference = float("inf") if expected.shape != got.shape else float(
                np.abs(expected.astype(np.float64) - got).max(initial=0.0))
            if difference > worst:
                worst, where = difference, name
    if worst > TOLERANCE:
        raise ConfigError(f"{options}: the exported ONNX graphs do not reproduce "
                          f"the model ({where} differs by {worst:.3g} from PyTorch on a batch "
                          f"of other shapes than the traced one), so this model cannot be "
                          f"exported to ONNX")
    return worst


def _compare(model: Seq2Seq, sessions: dict, example: Example, t: int
             ) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """(name, PyTorch's value, the graphs' value) of every output of the three graphs."""
    def run(graph: str, feed: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        session = sessions[graph]
        wanted = {i.name: feed[i.name] for i in session.get_inputs()}
        names = [o.name for o in session.get_outputs()]
        return dict(zip(names, session.run(names, wanted), strict=True))

    with torch.no_grad():
        enc = flatten(example.encoded.enc, "enc")
        keys = keys_outputs(model, example.encoded)
        state, encoded = step_inputs(example)
        log_probs, attention, new_state = model.step(example.prev, example.state,
                                                     example.encoded, t)
    expected = {**dict(zip(enc.names, enc.tensors, strict=True)),
                **dict(zip(keys.names, keys.tensors, strict=True)),
                fmt.LOG_PROBS: log_probs, fmt.ATTENTION: attention,
                **{fmt.next_name(name): new_state[name.removeprefix(fmt.STATE)]
                   for name in state.names}}
    feed = {fmt.SRC: example.src, fmt.SRC_LENGTHS: example.src_lengths, fmt.PREV: example.prev,
            fmt.POSITION: torch.tensor(t), fmt.COUNT: torch.tensor([2]),
            **dict(zip(state.names, state.tensors, strict=True)),
            **dict(zip(encoded.names, encoded.tensors, strict=True))}
    feed = {name: value.numpy() for name, value in feed.items()}
    got = {**run(fmt.ENCODER, feed), **run(fmt.KEYS, feed), **run(fmt.STEP, feed)}
    return [(name, value.float().numpy() if value.is_floating_point() else value.numpy(),
             got[name]) for name, value in expected.items()
            if value is not None and name in got]


def model_options(cfg: Any) -> str:
    """The decoder and attention options of a ModelConfig, as config keys."""
    if cfg.decoder == "no_attention":
        return "model.decoder=no_attention"
    att = cfg.attention
    return (f"model.decoder={cfg.decoder}, model.attention.score={att.score}, "
            f"model.attention.align={att.align}, model.attention.distribution="
            f"{att.distribution}, model.attention.heads={att.heads}, "
            f"model.attention.coverage={str(att.coverage).lower()}")


def gemm_as_matmul(graph: Any) -> Any:
    """An onnx ModelProto with every Gemm of a constant weight (the exporter's linear
    layers on 2-D inputs, x W^T + b) as MatMul (+ Add): ONNX Runtime's dynamic quantisation
    quantises MatMul and leaves Gemm in float32. Changes ``graph`` in place; returns it."""
    from onnx import helper, numpy_helper

    weights = {init.name: init for init in graph.graph.initializer}
    nodes = []
    for node in graph.graph.node:
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        plain = (attrs.get("alpha", 1.0), attrs.get("beta", 1.0), attrs.get("transA", 0)) \
            == (1.0, 1.0, 0)
        if node.op_type != "Gemm" or node.input[1] not in weights or not plain:
            nodes.append(node)
            continue
        weight = numpy_helper.to_array(weights[node.input[1]])
        name = f"{node.input[1]}_matmul"
        if name not in weights:
            matrix = weight.T if attrs.get("transB", 0) else weight
            weights[name] = numpy_helper.from_array(np.ascontiguousarray(matrix), name)
            graph.graph.initializer.append(weights[name])
        biased = len(node.input) > 2 and node.input[2]
        product = f"{node.output[0]}_matmul" if biased else node.output[0]
        nodes.append(helper.make_node("MatMul", [node.input[0], name], [product],
                                      name=f"{node.name}_matmul"))
        if biased:
            nodes.append(helper.make_node("Add", [product, node.input[2]], [node.output[0]],
                                          name=f"{node.name}_bias"))
    del graph.graph.node[:]
    graph.graph.node.extend(nodes)
    used = {name for node in graph.graph.node for name in node.input}
    kept = [init for init in graph.graph.initializer if init.name in used]
    del graph.graph.initializer[:]
    graph.graph.initializer.extend(kept)
    return graph


def quantize(graph: bytes) -> bytes:
    """An int8 version of a float32 graph: ONNX Runtime's dynamic quantisation of its weight
    products and embeddings (per output channel; 7-bit weights, which keep AVX2's 8-bit
    products from saturating)."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    with tempfile.TemporaryDirectory(prefix="nmt-onnx-") as tmp:
        source, target = Path(tmp, "fp32.onnx"), Path(tmp, "int8.onnx")
        onnx.save(gemm_as_matmul(onnx.load_from_string(graph)), source)
        # it logs every product it leaves in float32 (the attention's, of two activations)
        # and a general advice on pre-processing, on the root logger, i.e. nmt-export's
        logging.disable(logging.WARNING)
        try:
            quantize_dynamic(source, target, weight_type=QuantType.QInt8, per_channel=True,
                             reduce_range=True)
        finally:
            logging.disable(logging.NOTSET)
        return target.read_bytes()


def write_graphs(model: Seq2Seq, model_cfg: Any, out: Path, precision: str) -> dict:
    """Export ``model`` (its ModelConfig ``model_cfg``) as the graphs of
    nmt.engines.onnx_format into the folder ``out`` (each file written atomically), in
    ``precision`` (fp32 | int8): what export.json records under "onnx"."""
    import onnx

    model = shared_copy(model).eval()  # the caller's model keeps its mode
    try:
        graphs = export_model(model)
    except Exception as err:  # the exporter fails in many ways on code it cannot trace
        raise ConfigError(f"{model_options(model_cfg)}: cannot be exported to ONNX: "
                          f"{type(err).__name__}: {str(err).splitlines()[0]}") from None
    difference = check_graphs(model, graphs, model_options(model_cfg))
    if precision == "int8":
        graphs = {name: quantize(graph) for name, graph in graphs.items()}
    (out / fmt.FOLDER).mkdir(parents=True, exist_ok=True)
    for name, graph in graphs.items():
        atomic_write_bytes(out / name, graph)
    return {"version": fmt.ONNX_VERSION, "precision": precision, "opset": fmt.OPSET,
            "exporter": "torch.onnx.export (TorchScript, dynamo=False)",
            "torch": torch.__version__, "onnx": onnx.__version__,
            "checked_max_difference": difference,
            "graphs": {name: len(graph) for name, graph in graphs.items()}}
