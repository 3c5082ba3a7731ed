"""Decoding with PyTorch: the model prepared for decoding, the engine the search drives over it
(nmt.inference.engine), and :func:`decode_ids`, what training's validation and the tools use."""

from __future__ import annotations

import contextlib

import numpy as np
import torch
from torch import nn

from nmt.config import DecodingOptions
from nmt.data.subwords import EOS
from nmt.device import DTYPES, autocast
from nmt.errors import ConfigError
from nmt.inference.arrays import Arrays
from nmt.inference.engine import Engine, Engines, StepOutput, decode_sources
from nmt.inference.search import Hypothesis
from nmt.kernels.int8 import int8_problem, quantized_gru
from nmt.kernels.products import inference_copy, int8_copy
from nmt.model.batch_state import select_batch
from nmt.model.encoder import Encoder
from nmt.model.seq2seq import Encoded, Seq2Seq


class TorchArrays(Arrays):
    """:class:`nmt.inference.arrays.Arrays` for torch tensors on ``device``."""

    def __init__(self, device: torch.device) -> None:
        self.device = device

    def asarray(self, x):
        return torch.from_numpy(np.ascontiguousarray(x)).to(self.device)

    def full(self, shape, value, integer=False):
        return torch.full(shape, value, dtype=torch.long if integer else torch.float32,
                          device=self.device)

    def arange(self, start, stop, step=1):
        return torch.arange(start, stop, step, device=self.device)

    def as_float(self, x):
        return x.float()

    def as_int(self, x):
        return x.long()

    def floor(self, x):
        return x.floor()

    def log(self, x):
        return x.log()

    def clip(self, x, low=None, high=None):
        return x.clamp(low, high)

    def where(self, condition, a, b):
        return torch.where(condition, a, b)

    def copy(self, x):
        return x.clone()

    def take_along(self, x, index):
        return x.gather(1, index)

    def topk(self, x, k):
        return x.topk(k, dim=1)

    def nonzero(self, mask):
        return mask.nonzero().squeeze(1)

    def argwhere(self, mask):
        return mask.nonzero()

    def concat(self, arrays, axis=0):
        return torch.cat(arrays, axis)

    def stack(self, arrays):
        return torch.stack(arrays)

    def repeat(self, x, times):
        return x if times == 1 else x.repeat_interleave(times, 0)

    def to_host(self, x):
        return x.cpu()


class TorchEngine(Engine):
    """The search's engine over a model with the Seq2Seq decoding interface (``encode``,
    ``init_state``, ``step``), on ``device`` at ``precision`` (autocast for bf16; int8 is
    in the prepared model's products, the rest of it float32)."""

    def __init__(self, model: Seq2Seq, device: torch.device | None = None,
                 precision: str = "fp32") -> None:
        self.model = model
        self.precision = "fp32" if precision == "int8" else precision
        self.device = device or torch.device("cpu")
        self.ops = TorchArrays(self.device)

    def encode(self, src, src_lengths):
        encoded = self.model.encode(src, src_lengths)
        return encoded, self.model.init_state(encoded)

    def step(self, prev, state, encoded, t, k):
        log_probs, attention, state = self.model.step(prev, state, encoded, t)
        scores, tokens = log_probs.topk(min(k, log_probs.size(1)), dim=1)
        return StepOutput(scores, tokens, log_probs[:, EOS], attention, state)

    def select(self, obj, index):
        return select_batch(obj, index)

    def source_mask(self, encoded: Encoded) -> torch.Tensor:
        return encoded.enc.mask

    @contextlib.contextmanager
    def decoding(self):
        with torch.inference_mode(), autocast(self.device, self.precision):
            yield


class TorchEngines(Engines):
    """A model decoded by PyTorch on ``device``: one prepared copy (:func:`prepare`) per
    precision and batch size, made at first use and kept."""

    def __init__(self, model: Seq2Seq, device: torch.device) -> None:
        self.model = model.to(device).eval()
        self.device = device
        self._engines: dict[tuple[str, int], TorchEngine] = {}

    def engine(self, options: DecodingOptions) -> TorchEngine:
        key = (options.precision, options.sentences_per_batch() * options.beam)
        if key not in self._engines:
            self._engines[key] = TorchEngine(prepare(self.model, self.device, options),
                                             self.device, options.precision)
        return self._engines[key]


def prepare(model: Seq2Seq, device: torch.device, options: DecodingOptions) -> nn.Module:
    """The model as decoding with ``options`` runs it (nmt.kernels.products.inference_copy):
    eval mode, products packed for oneDNN in the options' precision where the CPU can, or
    int8 products and an int8 encoder GRU for precision=int8 (ConfigError where int8 cannot
    run). The model itself is left as it was."""
    if options.precision == "int8":
        return prepare_int8(model, device)
    # under a caller's autocast (validation in bf16 training) float32 packing would undo it
    pack = options.precision == "bf16" or not torch.is_autocast_enabled(device.type)
    return inference_copy(model, device, DTYPES[options.precision],
                          options.sentences_per_batch() * options.beam, pack)


def prepare_int8(model: Seq2Seq, device: torch.device) -> nn.Module:
    """The model for int8 decoding (nmt.kernels.products.int8_copy), its encoders' GRUs
    dynamically quantised too; ConfigError where int8 cannot run on ``device``."""
    problem = int8_problem(device)
    if problem:
        raise ConfigError(problem)
    prepared = int8_copy(model)
    for encoder in [m for m in prepared.modules() if isinstance(m, Encoder)]:
        # the copy's own attribute: the caller's encoder keeps its float GRU
        encoder.rnn = quantized_gru(encoder.rnn)
    return prepared


def decode_ids(model: Seq2Seq, sources: list[np.ndarray], device: torch.device,
               options: DecodingOptions, return_attention: bool = False,
               progress: bool = False) -> list[list[Hypothesis]]:
    """Decode source id arrays (no specials) -> n-best lists, in the order of ``sources``."""
    options.check()
    engine = TorchEngine(prepare(model, device, options), device, options.precision)
    return decode_sources(engine, sources, options, return_attention, progress)
