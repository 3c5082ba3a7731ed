"""Decode many sentences: length-sorted batches through a search, results in input order."""

from __future__ import annotations

import numpy as np
import torch
from torch import nn
from tqdm import tqdm

from nmt.config import DecodingOptions
from nmt.data.batching import pad_ids
from nmt.data.subwords import EOS
from nmt.device import DTYPES, autocast
from nmt.inference.search import Hypothesis, beam_search, greedy_search
from nmt.kernels.products import inference_copy
from nmt.model.seq2seq import Seq2Seq


def search_batch(model: Seq2Seq, src: torch.Tensor, src_lengths: torch.Tensor,
                 options: DecodingOptions, return_attention: bool = False
                 ) -> list[list[Hypothesis]]:
    """Decode one padded batch, src (B, S), src_lengths (B,) -> for each sentence its
    n-best list (best first): greedy search for beam=1, else batched beam search."""
    if options.beam == 1:
        return [[h] for h in greedy_search(model, src, src_lengths, options, return_attention)]
    return beam_search(model, src, src_lengths, options, return_attention)


def prepare(model: Seq2Seq, device: torch.device, options: DecodingOptions) -> nn.Module:
    """The model as decoding with ``options`` runs it (nmt.kernels.products.inference_copy):
    eval mode, products packed for oneDNN in the options' precision where the CPU can. The
    model itself is left as it was."""
    # under a caller's autocast (validation in bf16 training) float32 packing would undo it
    pack = options.precision == "bf16" or not torch.is_autocast_enabled(device.type)
    return inference_copy(model, device, DTYPES[options.precision],
                          options.sentences_per_batch() * options.beam, pack)


def decode_ids(model: Seq2Seq, sources: list[np.ndarray], device: torch.device,
               options: DecodingOptions, return_attention: bool = False,
               progress: bool = False) -> list[list[Hypothesis]]:
    """Decode source id arrays (no specials) -> n-best lists, in the order of ``sources``."""
    options.check()
    return decode_prepared(prepare(model, device, options), sources, device, options,
                           return_attention, progress)


def decode_prepared(model: nn.Module, sources: list[np.ndarray], device: torch.device,
                    options: DecodingOptions, return_attention: bool = False,
                    progress: bool = False) -> list[list[Hypothesis]]:
    """:func:`decode_ids` with a model that :func:`prepare` made for these options."""
    order = np.argsort([len(s) for s in sources], kind="stable")[::-1]
    results: list[list[Hypothesis]] = [[] for _ in sources]
    batch_size = options.sentences_per_batch()
    starts = range(0, len(order), batch_size)
    for start in tqdm(starts, desc="decode", disable=not progress, leave=False):
        chunk = order[start : start + batch_size]
        src, lengths = pad_ids([sources[i] for i in chunk], suffix=EOS)
        with autocast(device, options.precision):
            nbest = search_batch(model, src.to(device), lengths.to(device), options,
                                 return_attention)
        for index, hyps in zip(chunk, nbest, strict=True):
            results[index] = hyps
    return results
