"""What ``nmt-translate`` prints for each input: the translation, its n-best list, with
``alignments`` a tab and its Pharaoh word alignment, with ``show_attention`` the source piece
each target piece attends to most, plus PNG heatmaps."""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any

import numpy as np
from omegaconf import DictConfig

from nmt.analysis.word_alignment import pharaoh
from nmt.config import DecodingOptions, Steering
from nmt.errors import ConfigError
from nmt.translation.translator import Translator
from nmt.translation.types import Translation

log = logging.getLogger(__name__)


def strongest_alignments(translation: Translation) -> list[str]:
    """One line per target piece (eos included): the source piece with the largest weight,
    e.g. ``"  ▁man -> ▁Mann (0.87)"``, and for local attention the window centre p_t (a
    0-based source position; one per head), e.g. ``"  ▁man -> ▁Mann (0.87)  p_t 1.3"``."""
    _, tgt_labels = translation.attention_labels()
    return [f"  {tgt} -> {strongest}"
            for tgt, strongest in zip(tgt_labels, strongest_sources(translation), strict=True)]


def strongest_sources(translation: Translation) -> list[str]:
    """For each target piece (eos included) the source piece it attends to most with its
    weight, e.g. ``"▁Mann (0.87)"``, and for local attention the window centre p_t."""
    src_labels, _ = translation.attention_labels()
    matrix = np.asarray(translation.attention)  # float32 on the CPU: a tensor or numpy
    positions = matrix.argmax(1).tolist()
    lines = [f"{src_labels[pos]} ({matrix[row, pos]:.2f})" for row, pos in enumerate(positions)]
    if translation.positions is None:
        return lines
    return [f"{line}  p_t {'/'.join(f'{p:.1f}' for p in centres)}"
            for line, centres in zip(lines, translation.positions.tolist(), strict=True)]


def suggestion_line(translation: Translation) -> str:
    """The next words after the prefix with their probabilities, most likely first, e.g.
    ``"  next: rides (0.412)  is (0.201)"``."""
    return "  next: " + "  ".join(f"{s.word} ({s.probability:.3f})"
                                  for s in translation.suggestions)


# a weight as a shade, from below 1/8 (a dot) to above 7/8 (a full block)
SHADES = "·░▒▓█"


def shaded_attention(translation: Translation) -> list[str]:
    """The attention as a text heatmap: a line of the source pieces, then one line per
    target piece (eos included) with a shade per source piece under it (darker is more
    weight, see SHADES) and the source piece it attends to most."""
    src_labels, tgt_labels = translation.attention_labels()
    matrix = np.asarray(translation.attention, dtype=np.float64)
    width = max(len(label) for label in tgt_labels)
    steps = np.clip(np.rint(matrix * (len(SHADES) - 1)), 0, len(SHADES) - 1).astype(int)
    lines = [" " * width + "  " + " ".join(src_labels)]
    for tgt, row, strongest in zip(tgt_labels, steps, strongest_sources(translation),
                                   strict=True):
        cells = " ".join(SHADES[step] * len(src) for step, src in zip(row, src_labels,
                                                                    strict=True))
        lines.append(f"{tgt:<{width}}  {cells}  -> {strongest}")
    return lines


def save_heatmap(translation: Translation, path: Path, title: str) -> None:
    """Write the translation's attention heatmap to ``path`` (PNG)."""
    from nmt.plotting import save_png  # with matplotlib, only once a heatmap is asked for

    save_png(path, translation.heatmap(title))


def check_attention_dir(folder: Path) -> None:
    """ConfigError when ``folder`` already holds PNG files (they would be overwritten)."""
    existing = sorted(p.name for p in folder.glob("*.png")) if folder.is_dir() else []
    if existing:
        raise ConfigError(f"attention_dir={folder} already holds heatmaps ({existing[0]}, ...):"
                          f" choose another folder, or remove them first")
    if folder.exists() and not folder.is_dir():
        raise ConfigError(f"attention_dir={folder} is a file, not a folder")


class TranslationOutput:
    """Turns input lines into the text ``nmt-translate`` writes for each of them.

    cfg: the translate config (its decoding options, alignments, show_attention,
    attention_dir).
    Heatmaps are numbered in the order the lines are translated: ``attention_dir/000001.png``
    for the first.
    """

    def __init__(self, translator: Translator, cfg: DictConfig) -> None:
        self.translator, self.cfg = translator, cfg
        self.options = DecodingOptions.from_config(cfg)
        self.count = 0
        self.attention_dir = Path(cfg.attention_dir) if cfg.attention_dir else None
        if self.attention_dir is not None:
            check_attention_dir(self.attention_dir)
            self.attention_dir.mkdir(parents=True, exist_ok=True)

    def decode(self, lines: list[str], options: DecodingOptions | None = None,
               attention: bool = False, **steering: Any) -> list[list[Translation]]:
        """For each line its n-best translations (best first) at ``options`` (default: the
        config's), with their attention where ``attention``, alignments or heatmaps need it;
        writes each line's heatmap to attention_dir. ``steering``: the Translator's other
        keyword arguments (a prefix, constraints)."""
        first = self.count
        self.count += len(lines)
        show = attention or self.attention_dir is not None or self.cfg.alignments
        results = self.translator.translations(
            lines, return_attention=show, **dataclasses.asdict(options or self.options),
            **steering)
        if self.attention_dir is not None:
            for i, (line, hyps) in enumerate(zip(lines, results, strict=True)):
                path = self.attention_dir / f"{first + i + 1:06d}.png"
                save_heatmap(hyps[0], path, line[:80])
                log.info("attention heatmap of input %d: %s", first + i + 1, path)
        return results

    def render(self, lines: list[str], steering: list[Steering] | None = None) -> list[str]:
        """For each line its output block (no trailing newline): the translation, or with
        nbest > 1 one ``index ||| translation ||| score`` line per hypothesis (index
        counting inputs from 0); with alignments a tab and the Pharaoh alignment after the
        translation (a fourth ``|||`` field of n-best lines); then the strongest-piece lines
        with show_attention, and with suggestions=k a line of the k next words after the
        prefix. ``steering``: each line's prefix and constraints (None: none); a constraint
        a translation lacks is reported in the log."""
        first = self.count
        results = self.decode(
            lines, attention=self.cfg.show_attention,
            prefix=[s.prefix for s in steering] if steering else None,
            constraints=[s.constraints for s in steering] if steering else None)
        out = []
        for i, hyps in enumerate(results):
            block = [self._hypothesis_line(first + i, t) for t in hyps]
            if hyps[0].dropped_constraints:
                log.warning("input line %d: the translation lacks the constraints %s: they "
                            "cannot fit within the length limit (max_len_a, max_len_b)",
                            first + i + 1, ", ".join(map(repr, hyps[0].dropped_constraints)))
            if self.options.suggestions:
                block.append(suggestion_line(hyps[0]))
            if self.cfg.show_attention:
                block += strongest_alignments(hyps[0])
            out.append("\n".join(block))
        return out

    def alignment(self, translation: Translation) -> str | None:
        """The Pharaoh word alignment of ``translation`` where the config asks for
        alignments, else None."""
        return pharaoh(translation.word_alignment()) if self.cfg.alignments else None

    def _hypothesis_line(self, index: int, translation: Translation) -> str:
        """A translation as nbest=1 prints it, or as an n-best line of input ``index``."""
        alignment = self.alignment(translation)
        if self.cfg.nbest == 1:
            return translation.text if alignment is None else f"{translation.text}\t{alignment}"
        line = f"{index} ||| {translation.text} ||| {translation.score:.4f}"
        return line if alignment is None else f"{line} ||| {alignment}"
