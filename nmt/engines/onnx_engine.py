"""Decoding with ONNX Runtime over the graphs ``nmt-export format=onnx`` writes
(nmt.engines.onnx_format): the same greedy and beam search as PyTorch's
(nmt.decoding.search), over numpy arrays; nothing here imports torch.

ONNX Runtime runs on the CPU with as many threads as ``OMP_NUM_THREADS`` says, as PyTorch
does (its own default, the physical cores, when the variable is unset).
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
from omegaconf import DictConfig

from nmt.config import DecodingOptions
from nmt.data.subwords import Subwords
from nmt.decoding.arrays import NumpyArrays
from nmt.decoding.engine import Engine, StepDistribution, StepOutput
from nmt.engines import onnx_format as fmt
from nmt.engines.export_files import (
    CONFIG,
    META,
    read_meta,
    read_subwords,
    read_yaml,
    validated_config,
)
from nmt.engines.loaded import Engines
from nmt.errors import CheckpointError, ConfigError


def import_onnxruntime() -> ModuleType:
    """The onnxruntime module; ConfigError saying which extra to install without it."""
    try:
        import onnxruntime
    except ImportError:
        raise ConfigError(f"engine=onnxruntime needs ONNX Runtime, which is not installed: "
                          f"{fmt.INSTALL}") from None
    return onnxruntime


def load_onnx(path: str | Path, device: str = "auto") -> OnnxModel:
    """The ONNX Runtime model of a folder written by ``nmt-export format=onnx``;
    CheckpointError naming the file when it cannot be used, ConfigError for a device it
    cannot use."""
    folder = Path(path)
    if device not in ("auto", "cpu"):
        raise ConfigError(f"device={device}: engine=onnxruntime decodes on the CPU (device=cpu "
                          f"or auto); use engine=torch for a GPU")
    ort = import_onnxruntime()
    if not folder.is_dir():
        raise CheckpointError(f"{folder}: engine=onnxruntime decodes a folder written by "
                              f"nmt-export format=onnx, and this is no folder; export it "
                              f"first: nmt-export checkpoint={folder} out=DIR format=onnx")
    meta = read_meta(folder / META)
    graphs = meta.get("onnx")
    if not isinstance(graphs, dict):
        raise CheckpointError(f"{folder / META}: this folder holds no ONNX graphs (it was "
                              f"exported for PyTorch): decode it with engine=torch, or export "
                              f"it with format=onnx")
    if graphs.get("version") != fmt.ONNX_VERSION:
        raise CheckpointError(f"{folder / META}: ONNX export format version "
                              f"{graphs.get('version')}, but this nmt reads version "
                              f"{fmt.ONNX_VERSION}: export the model again with this nmt "
                              f"(nmt-export ... format=onnx)")
    cfg = validated_config(read_yaml(folder / CONFIG), str(folder / CONFIG))
    sessions = {name: _session(ort, folder / name) for name in fmt.GRAPHS}
    return OnnxModel(sessions, read_subwords(folder), cfg, graphs.get("precision", "fp32"),
                     folder)


def _session(ort: ModuleType, path: Path) -> Any:
    """An inference session of the graph at ``path`` on the CPU."""
    if not path.is_file():
        raise CheckpointError(f"{path}: missing; export the model again (nmt-export ... "
                              f"format=onnx)")
    options = ort.SessionOptions()
    options.intra_op_num_threads = _threads()
    options.inter_op_num_threads = 1
    options.log_severity_level = 3  # errors only: its notes on unused initializers are noise
    try:
        return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    except Exception as err:  # onnxruntime raises its own types for unreadable graphs
        raise CheckpointError(f"{path}: not a usable ONNX graph: "
                              f"{str(err).splitlines()[0]}") from None


def _threads() -> int:
    """ONNX Runtime's intra-op threads: OMP_NUM_THREADS when set, else its default (0)."""
    value = os.environ.get("OMP_NUM_THREADS", "")
    return int(value) if value.isdigit() else 0


class OnnxModel(Engines, Engine):
    """The three ONNX Runtime sessions of an exported folder, with its subword models and
    training config: the search's :class:`nmt.decoding.engine.Engine` for every option.

    ``encoded`` and ``state`` are dicts of numpy arrays named as the graphs' inputs
    (enc.*, keys.*; state.*). ``precision``: the graphs' (fp32, or int8 weights).
    """

    device = "cpu"

    def __init__(self, sessions: dict[str, Any], subwords: Subwords, config: DictConfig,
                 precision: str, source: Path) -> None:
        self.sessions, self.subwords, self.config = sessions, subwords, config
        self.precision, self.source = precision, source
        self.ops = NumpyArrays()
        self.inputs = {name: [i.name for i in s.get_inputs()] for name, s in sessions.items()}
        self.outputs = {name: [o.name for o in s.get_outputs()] for name, s in sessions.items()}
        self.state_names = [name for name in self.inputs[fmt.STEP]
                            if name.startswith(fmt.STATE)]
        self.has_attention = fmt.ATTENTION in self.outputs[fmt.STEP]
        self.wanted = [fmt.SCORES, fmt.TOKENS, fmt.EOS_SCORE,
                       *([fmt.ATTENTION] if self.has_attention else []),
                       *map(fmt.next_name, self.state_names)]
        self.vocab_size = subwords.tgt_vocab_size

    def engine(self, options: DecodingOptions) -> OnnxModel:
        if options.precision not in ("fp32", self.precision):
            raise ConfigError(f"precision={options.precision}: engine=onnxruntime decodes in "
                              f"the precision of its graphs ({self.precision}, "
                              f"{self.source}); export them with nmt-export format=onnx "
                              f"precision=... for another")
        if options.shortlist:
            raise ConfigError(f"shortlist={options.shortlist}: engine=onnxruntime scores the "
                              f"whole vocabulary (the step graph holds the whole output "
                              f"layer); decode shortlists with engine=torch")
        return self

    def _run(self, graph: str, feed: dict[str, np.ndarray], outputs: list[str] | None = None
             ) -> dict[str, np.ndarray]:
        names = outputs or self.outputs[graph]
        values = self.sessions[graph].run(names, {name: feed[name] for name in self.inputs[graph]})
        return dict(zip(names, values, strict=True))

    def encode(self, src, src_lengths):
        enc = self._run(fmt.ENCODER, {fmt.SRC: src, fmt.SRC_LENGTHS: src_lengths})
        made = self._run(fmt.KEYS, enc)
        encoded = {**enc, **{k: v for k, v in made.items() if not k.startswith(fmt.STATE)}}
        return encoded, {k: v for k, v in made.items() if k.startswith(fmt.STATE)}

    def _feed(self, prev: np.ndarray, state: dict, encoded: dict, t: int, k: int
              ) -> dict[str, np.ndarray]:
        return {fmt.PREV: prev, fmt.POSITION: np.array(t, dtype=np.int64),
                fmt.COUNT: np.array([min(k, self.vocab_size)], dtype=np.int64),
                **state, **encoded}

    def step(self, prev, state, encoded, t, k):
        out = self._run(fmt.STEP, self._feed(prev, state, encoded, t, k), self.wanted)
        new_state = {name: out[fmt.next_name(name)] for name in self.state_names}
        return StepOutput(out[fmt.SCORES], out[fmt.TOKENS], out[fmt.EOS_SCORE],
                          out.get(fmt.ATTENTION), new_state)

    def distribution(self, prev, state, encoded, t):
        names = [fmt.LOG_PROBS, *([fmt.ATTENTION] if self.has_attention else []),
                 *map(fmt.next_name, self.state_names)]
        out = self._run(fmt.STEP, self._feed(prev, state, encoded, t, 1), names)
        new_state = {name: out[fmt.next_name(name)] for name in self.state_names}
        return StepDistribution(out[fmt.LOG_PROBS], out.get(fmt.ATTENTION), new_state)

    def select(self, obj, index):
        return {name: value[index] for name, value in obj.items()}

    def source_mask(self, encoded):
        return encoded[f"{fmt.ENC}mask"]

    def teacher_forced(self, src: np.ndarray, src_lengths: np.ndarray, tgt_in: np.ndarray
                       ) -> np.ndarray:
        """The log-probabilities (B, T, V) of every next word, given the previous ones:
        src (B, S) ids with eos, src_lengths (B,), tgt_in (B, T) bos + target."""
        encoded, state = self.encode(src, src_lengths)
        names = [fmt.LOG_PROBS, *map(fmt.next_name, self.state_names)]
        out = []
        for t in range(tgt_in.shape[1]):
            step = self._run(fmt.STEP, self._feed(tgt_in[:, t], state, encoded, t, 1), names)
            state = {name: step[fmt.next_name(name)] for name in self.state_names}
            out.append(step[fmt.LOG_PROBS])
        return np.stack(out, 1)
