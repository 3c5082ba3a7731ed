"""Decode many sentences: length-sorted batches through a search, results in input order."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch
from tqdm import tqdm

from nmt.data.batching import pad_ids
from nmt.data.subwords import EOS
from nmt.device import DTYPES, PRECISIONS, autocast
from nmt.errors import ConfigError
from nmt.inference.search import Hypothesis, beam_search, greedy_search
from nmt.kernels.packed import packed_linears, packing_available
from nmt.model.seq2seq import Seq2Seq

# batch_size=0 fills about this many decoder rows (sentences x beam): val of the reference
# model decoded greedily at 430 sents/s in batches of 64 sentences, 505 at 128 and 560-580 at
# 256-320 (fewer steps' fixed costs, fuller products); beam 5 ran the same at 64 and 128
# sentences and slower at 256 (2026-11-30, 2 threads). The price is memory: greedy decoding of
# val grew the process by 195 MiB at 320 sentences against 44 MiB at 64 (more row counts,
# so more compiled oneDNN products)
DECODE_ROWS = 320


@dataclass
class SearchOptions:
    """How to decode: beam size, n-best, GNMT length normalisation (alpha) and coverage
    penalty (beta), output length a * S + b, sentences per batch (0: as many as fill
    :data:`DECODE_ROWS` rows of beams, 320 greedy and 64 at beam 5), and the precision of the
    model's matrix products (bf16: autocast, log-probabilities stay float32). beam=1 is
    greedy search."""

    beam: int = 1
    nbest: int = 1
    alpha: float = 0.0
    beta: float = 0.0
    max_len_a: float = 1.5
    max_len_b: int = 10
    batch_size: int = 0
    precision: str = "fp32"

    def sentences_per_batch(self) -> int:
        """The sentences decoded together: ``batch_size``, or for 0 DECODE_ROWS // beam."""
        return self.batch_size or max(1, DECODE_ROWS // self.beam)

    def check(self) -> None:
        """ConfigError naming the option for values that cannot work."""
        if self.beam < 1:
            raise ConfigError(f"beam={self.beam} must be at least 1")
        if not 1 <= self.nbest <= self.beam:
            raise ConfigError(f"nbest={self.nbest} must be between 1 and beam={self.beam}")
        if self.batch_size < 0:
            raise ConfigError(f"batch_size={self.batch_size} must be at least 1 sentence, or "
                              f"0 for about {DECODE_ROWS} rows of beams")
        if self.alpha < 0:
            raise ConfigError(f"alpha={self.alpha} must be at least 0 (0: no length penalty)")
        if self.beta < 0:
            raise ConfigError(f"beta={self.beta} must be at least 0 (0: no coverage penalty)")
        if self.precision not in PRECISIONS:
            raise ConfigError(f"precision={self.precision!r} is not one of "
                              f"{', '.join(PRECISIONS)}")


def search_batch(model: Seq2Seq, src: torch.Tensor, src_lengths: torch.Tensor,
                 options: SearchOptions, return_attention: bool = False
                 ) -> list[list[Hypothesis]]:
    """Decode one padded batch, src (B, S), src_lengths (B,) -> for each sentence its
    n-best list (best first): greedy search for beam=1, else batched beam search."""
    if options.beam == 1:
        hyps = greedy_search(model, src, src_lengths, options.max_len_a, options.max_len_b,
                             return_attention)
        return [[h] for h in hyps]
    return beam_search(model, src, src_lengths, options.beam, options.nbest, options.alpha,
                       options.beta, options.max_len_a, options.max_len_b, return_attention)


def decode_ids(model: Seq2Seq, sources: list[np.ndarray], device: torch.device,
               options: SearchOptions, return_attention: bool = False,
               progress: bool = False) -> list[list[Hypothesis]]:
    """Decode source id arrays (no specials) -> n-best lists, in the order of ``sources``.

    On the CPU the model's linear layers run with oneDNN-packed weights (float32, or bf16 for
    precision=bf16) for the duration (see nmt.kernels.packed); the model is left as it was.
    """
    options.check()
    was_training = model.training
    model.eval()
    order = np.argsort([len(s) for s in sources], kind="stable")[::-1]
    results: list[list[Hypothesis]] = [[] for _ in sources]
    batch_size = options.sentences_per_batch()
    starts = range(0, len(order), batch_size)
    # under a caller's autocast (validation in bf16 training) float32 packing would undo it
    pack = packing_available(device, options.precision) and \
        (options.precision == "bf16" or not torch.is_autocast_enabled(device.type))
    with packed_linears(model, batch_size * options.beam, enabled=pack,
                        dtype=DTYPES[options.precision]):
        for start in tqdm(starts, desc="decode", disable=not progress, leave=False):
            chunk = order[start : start + batch_size]
            src, lengths = pad_ids([sources[i] for i in chunk], suffix=EOS)
            with autocast(device, options.precision):
                nbest = search_batch(model, src.to(device), lengths.to(device), options,
                                     return_attention)
            for index, hyps in zip(chunk, nbest, strict=True):
                results[index] = hyps
    model.train(was_training)
    return results
