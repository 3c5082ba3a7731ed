"""Figures: attention heatmaps, local attention's window positions and BLEU by sentence
length, as PNG files or image arrays.

Figures are drawn on matplotlib's Agg canvas without pyplot, so nothing needs a display and
no global figure state is kept between calls.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from nmt.files import atomic_write_bytes

if TYPE_CHECKING:
    import torch

CELL_INCHES = 0.28  # size of one heatmap cell, so that the piece labels stay readable
MAX_INCHES = 40.0


def attention_figure(weights: torch.Tensor | np.ndarray, src_labels: Sequence[str],
                     tgt_labels: Sequence[str], title: str | None = None) -> Figure:
    """A heatmap of attention weights (T, S): target pieces down the side, one row each,
    source pieces along the top, one column each (as in Bahdanau et al. 2015, Fig. 3)."""
    # a torch tensor on any device, or numpy (the ONNX Runtime engine's, without torch)
    tensor = hasattr(weights, "detach")
    matrix = np.asarray(weights.detach().float().cpu() if tensor else weights, dtype=np.float32)
    rows, cols = matrix.shape
    if (rows, cols) != (len(tgt_labels), len(src_labels)):
        raise ValueError(f"attention {matrix.shape} does not fit {len(tgt_labels)} target and "
                         f"{len(src_labels)} source labels")
    width = min(MAX_INCHES, 1.8 + CELL_INCHES * cols)
    height = min(MAX_INCHES, 1.6 + CELL_INCHES * rows + (0.3 if title else 0.0))
    figure = Figure(figsize=(width, height), dpi=100)
    axes = figure.add_subplot()
    axes.imshow(matrix, cmap="gray_r", vmin=0.0, vmax=1.0, aspect="auto",
                interpolation="nearest")
    axes.set_xticks(range(cols), labels=list(src_labels), rotation=90, fontsize=8)
    axes.set_yticks(range(rows), labels=list(tgt_labels), fontsize=8)
    axes.xaxis.tick_top()
    axes.xaxis.set_label_position("top")
    axes.set_xlabel("source")
    axes.set_ylabel("target")
    if title:
        figure.suptitle(title, fontsize=9)
    figure.tight_layout()
    return figure


def bleu_by_length_figure(labels: Sequence[str], curves: dict[str, Sequence[float]]
                          ) -> Figure:
    """BLEU per source-length bucket, one line per model (Bahdanau et al. Fig. 2, Luong et
    al. Fig. 6): labels (N,) the buckets, curves name -> N BLEU scores."""
    figure = Figure(figsize=(7.0, 4.5), dpi=100)
    axes = figure.add_subplot()
    for name, scores in curves.items():
        axes.plot(range(len(labels)), scores, marker="o", label=name)
    axes.set_xticks(range(len(labels)), labels=list(labels))
    axes.set_xlabel("source sentence length in words (sentences)")
    axes.set_ylabel("BLEU")
    axes.grid(alpha=0.3)
    axes.legend(fontsize=8)
    figure.tight_layout()
    return figure


def positions_figure(positions: Sequence[torch.Tensor], src_lengths: Sequence[int],
                     titles: Sequence[str]) -> Figure:
    """Local attention's window centres against the target position, one panel per
    sentence: positions[i] (T_i, N) p_t of each head over the T_i target positions (eos
    included), src_lengths[i] = S_i; the diagonal t S_i / T_i dashed, the sentence's ends
    (0 and S_i) dotted, so a predictor stuck at an end or off the diagonal shows at once."""
    count = len(positions)
    figure = Figure(figsize=(4.2 * count, 3.6), dpi=100)
    for number, (position, length, title) in enumerate(zip(positions, src_lengths, titles,
                                                           strict=True)):
        axes = figure.add_subplot(1, count, number + 1)
        values = np.asarray(position.float().cpu(), dtype=np.float32).reshape(len(position), -1)
        steps = np.arange(len(values))
        for head in range(values.shape[1]):
            axes.plot(steps, values[:, head], marker="o", markersize=3,
                      label="p_t" if values.shape[1] == 1 else f"p_t head {head + 1}")
        axes.plot(steps, steps * length / max(len(values), 1), linestyle="--", color="gray",
                  label="diagonal t S/T")
        for end in (0, length):
            axes.axhline(end, linestyle=":", color="black", linewidth=0.8)
        axes.set_ylim(-0.5, length + 0.5)
        axes.set_xlabel("target position t")
        axes.set_ylabel("source position")
        axes.set_title(title, fontsize=8)
        axes.legend(fontsize=7, loc="upper left")
    figure.tight_layout()
    return figure


def figure_png(figure: Figure) -> bytes:
    """The figure rendered as PNG bytes."""
    FigureCanvasAgg(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def save_png(path: str | Path, figure: Figure) -> Path:
    """Write the figure to ``path`` as PNG (atomically); returns the path."""
    path = Path(path)
    atomic_write_bytes(path, figure_png(figure))
    return path


def figure_rgb(figure: Figure) -> np.ndarray:
    """The figure rendered as an RGB image, (H, W, 3) uint8 (e.g. for TensorBoard)."""
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    return np.asarray(canvas.buffer_rgba())[..., :3].copy()
