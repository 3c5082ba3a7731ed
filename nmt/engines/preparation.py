"""The model as decoding runs it: an inference copy per precision (fp32, bf16 with its own
forms of some parts, int8), made once per options by nmt.engines.torch_engine.TorchEngines."""

from __future__ import annotations

import logging

import torch
from torch import nn

from nmt.config import DecodingOptions
from nmt.device import DTYPES
from nmt.errors import ConfigError
from nmt.kernels.cast_gru import CastGRU
from nmt.kernels.int8 import int8_problem, quantized_gru
from nmt.kernels.packed import packed_available_for
from nmt.kernels.products import inference_copy, int8_copy
from nmt.kernels.switches import enabled
from nmt.model.attention.attention import Attention
from nmt.model.attention.scores import GeneralScore
from nmt.model.encoder import Encoder
from nmt.model.seq2seq import Seq2Seq

log = logging.getLogger(__name__)


def prepare(model: Seq2Seq, device: torch.device, options: DecodingOptions) -> nn.Module:
    """The model as decoding with ``options`` runs it (nmt.kernels.products.inference_copy):
    eval mode, products packed for oneDNN in the options' precision where the CPU can (in bf16
    with :func:`in_bf16`'s forms of its parts), or int8 products and an int8 encoder GRU for
    precision=int8 (ConfigError where int8 cannot run). The model itself is left as it was."""
    if options.precision == "int8":
        return prepare_int8(model, device)
    if options.precision == "bf16" and device.type == "cpu" and not packed_available_for(
            device, torch.bfloat16):
        log.warning("precision=bf16: this CPU has no native bf16 (AVX-512 BF16 / AMX), so "
                    "torch emulates it: it decodes correctly but several times slower than "
                    "fp32; precision=int8 is the fast one here")
    # under a caller's autocast (validation in bf16 training) float32 packing would undo it
    pack = options.precision == "bf16" or not torch.is_autocast_enabled(device.type)
    prepared = inference_copy(model, device, DTYPES[options.precision],
                              options.sentences_per_batch() * options.rows_per_sentence(),
                              pack)
    return in_bf16(prepared) if options.precision == "bf16" and device.type == "cpu" \
        else prepared


def in_bf16(prepared: nn.Module) -> nn.Module:
    """bf16 decoding's own forms, on the CPU, of the parts of a prepared copy, each a trick that
    ``NMT_KERNELS_OFF`` can turn off (nmt.kernels.switches): the encoders' GRUs as bf16 copies
    (``bf16_encoder``, nmt.kernels.cast_gru), and the general score over every position with
    W_a on the queries (``general_query``, GeneralScore.on_queries), where it then reads the
    one bf16 copy of the states as keys and values. Returns the copy."""
    for module in list(prepared.modules()):
        if isinstance(module, Encoder) and enabled("bf16_encoder"):
            module.rnn = CastGRU(module.rnn, torch.bfloat16)
        if (isinstance(module, Attention) and isinstance(module.score, GeneralScore)
                and module.align.every_position and enabled("general_query")):
            module.score.on_queries = True
    return prepared


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
