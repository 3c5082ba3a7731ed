"""Attention heatmaps of a few fixed dev sentences, logged to TensorBoard at each validation,
so that a user watches the alignments form."""

from __future__ import annotations

import torch
from torch.utils.tensorboard import SummaryWriter

from nmt.data.pipeline import ParallelSplit
from nmt.data.subwords import Subwords
from nmt.inference.decoding import decode_ids
from nmt.inference.translator import to_translation
from nmt.model.seq2seq import Seq2Seq
from nmt.plotting import figure_rgb
from nmt.training.validation import validation_options


def log_heatmaps(writer: SummaryWriter, model: Seq2Seq, dev: ParallelSplit,
                 subwords: Subwords, device: torch.device, cfg, step: int) -> None:
    """Decode the first ``cfg.valid_heatmaps`` dev sentences (cfg: TrainConfig, the
    validation search settings) and log each attention matrix as image ``attention/N``."""
    count = min(cfg.valid_heatmaps, len(dev))
    if count <= 0:
        return
    sources = dev.src_ids[:count]
    results = decode_ids(model, sources, device, validation_options(cfg), return_attention=True)
    for number, (src, hyps) in enumerate(zip(sources, results, strict=True)):
        translation = to_translation(subwords, src, hyps[0])
        figure = translation.heatmap(f"step {step}: {translation.text}"[:100])
        writer.add_image(f"attention/{number}", figure_rgb(figure), step, dataformats="HWC")
