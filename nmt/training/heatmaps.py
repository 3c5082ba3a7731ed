"""Attention heatmaps of a few fixed dev sentences, and for local attention its window centres
p_t against the target position, logged to TensorBoard at each validation, so that a user
watches the alignments form."""

from __future__ import annotations

import torch
from torch.utils.tensorboard import SummaryWriter

from nmt.analysis.positions import has_positions, teacher_forced_positions
from nmt.data.pipeline import EvalSplit
from nmt.data.subwords import Subwords
from nmt.engines.torch_engine import decode_ids
from nmt.model.attention.probe import AlignmentStats
from nmt.model.seq2seq import Seq2Seq
from nmt.training.validation import validation_options
from nmt.translation.types import to_translation


def log_heatmaps(writer: SummaryWriter, model: Seq2Seq, dev: EvalSplit,
                 subwords: Subwords, device: torch.device, cfg, step: int) -> None:
    """Decode the first ``cfg.valid_heatmaps`` dev sentences (cfg: TrainConfig, the
    validation search settings) and log each attention matrix as image ``attention/N``;
    for local attention also their reference translations' p_t as image
    ``alignment/positions``."""
    count = min(cfg.valid_heatmaps, len(dev))
    if count <= 0:
        return
    # matplotlib only once heatmaps are asked for: importing it slows every start
    from nmt.plotting import figure_rgb, positions_figure
    sources = dev.sources(count)
    results = decode_ids(model, sources, device, validation_options(cfg), return_attention=True)
    for number, (src, hyps) in enumerate(zip(sources, results, strict=True)):
        translation = to_translation(subwords, src, hyps[0])
        figure = translation.heatmap(f"step {step}: {translation.text}"[:100])
        writer.add_image(f"attention/{number}", figure_rgb(figure), step, dataformats="HWC")
    if has_positions(model):
        positions = teacher_forced_positions(model, sources, dev.targets(count), device)
        figure = positions_figure(positions, [len(s) + 1 for s in sources],
                                  [f"step {step}: {text}"[:60] for text in dev.tgt_text[:count]])
        writer.add_image("alignment/positions", figure_rgb(figure), step, dataformats="HWC")


def log_alignment(writer: SummaryWriter, stats: AlignmentStats, step: int) -> dict[str, float]:
    """Log what local attention did on the dev split (teacher-forced; see
    nmt.model.attention.probe): a histogram of p_t / S_i and its summary figures as scalars
    ``alignment/NAME``; returns the summary."""
    summary = stats.summary()
    for name, value in summary.items():
        writer.add_scalar(f"alignment/{name}", value, step)
    relative = stats.relative_positions()
    if relative.numel():
        writer.add_histogram("alignment/p_over_S", relative, step, bins=20)
    return summary
