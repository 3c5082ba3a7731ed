"""Alignments you can see: strongest source piece per target piece, PNG heatmaps, and
``nmt-translate show_attention=true attention_dir=DIR`` end to end."""

from __future__ import annotations

import dataclasses
import struct
import subprocess
import sys

import pytest
import torch
from omegaconf import OmegaConf

from nmt.apps.translate_output import TranslationOutput, check_attention_dir, strongest_alignments
from nmt.config import DecodingOptions
from nmt.errors import ConfigError
from nmt.plotting import attention_figure, figure_png, save_png
from nmt.translation.translator import Translator
from nmt.translation.types import Translation
from tests.tiny_run import tiny_checkpoint

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
    assert data[:8] == PNG_MAGIC
    return struct.unpack(">II", data[16:24])


def hand_made() -> Translation:
    attention = torch.tensor([[0.1, 0.8, 0.1],   # ▁man   -> ▁Mann
                              [0.7, 0.2, 0.1],   # ▁runs  -> ▁läuft
                              [0.0, 0.1, 0.9]])  # </s>   -> </s>
    return Translation("man runs", -1.5, ["▁läuft", "▁Mann"], ["▁man", "▁runs"], attention)


def test_each_target_piece_names_the_source_piece_it_attends_to_most():
    assert strongest_alignments(hand_made()) == ["  ▁man -> ▁Mann (0.80)",
                                                 "  ▁runs -> ▁läuft (0.70)",
                                                 "  </s> -> </s> (0.90)"]


def test_heatmap_png_is_written_and_grows_with_the_sentences(tmp_path):
    small = save_png(tmp_path / "small.png",
                     attention_figure(torch.rand(3, 4), list("abcd"), list("xyz")))
    data = small.read_bytes()
    assert len(data) > 1000
    wide = png_size(figure_png(attention_figure(torch.rand(3, 30), list("a" * 30),
                                                list("xyz"))))
    assert wide[0] > png_size(data)[0]


def test_heatmap_refuses_labels_that_do_not_fit():
    with pytest.raises(ValueError, match="does not fit"):
        attention_figure(torch.rand(3, 4), list("abc"), list("xyz"))


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return tiny_checkpoint(tmp_path_factory.mktemp("tiny"))


def translate(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "nmt.apps.translate", *args], capture_output=True,
                          text=True, timeout=300, cwd=cwd)


def test_translate_shows_alignments_and_writes_heatmaps(checkpoint, tmp_path):
    lines = ["ba ke lo", "mu"]
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n")
    heatmaps = tmp_path / "heatmaps"
    run = translate(f"checkpoint={checkpoint}", f"input={tmp_path / 'in.txt'}", "beam=3",
                    "show_attention=true", f"attention_dir={heatmaps}", "device=cpu", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    out = run.stdout.splitlines()
    # a translation line, then one "  piece -> piece (weight)" line per target piece + eos
    starts = [i for i, line in enumerate(out) if not line.startswith("  ")]
    assert len(starts) == 2
    for start, end in zip(starts, [*starts[1:], len(out)], strict=True):
        alignments = out[start + 1 : end]
        assert alignments and alignments[-1].startswith("  </s> -> ")
        assert all(" -> " in line and line.endswith(")") for line in alignments)
    for number in (1, 2):
        data = (heatmaps / f"{number:06d}.png").read_bytes()
        assert len(data) > 1000 and data[:8] == PNG_MAGIC
    with pytest.raises(ConfigError, match=f"attention_dir={heatmaps} already holds heatmaps"):
        check_attention_dir(heatmaps)  # a second run would overwrite them


def test_nbest_lines_count_inputs_and_are_sorted(checkpoint):
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    cfg = OmegaConf.create({**dataclasses.asdict(DecodingOptions(beam=4, nbest=3)),
                            "show_attention": False, "attention_dir": None,
                            "alignments": False})
    output = TranslationOutput(translator, cfg)
    blocks = output.render(["ba ke", "lo"]) + output.render(["mu"])
    rows = [[line.split(" ||| ") for line in block.splitlines()] for block in blocks]
    assert [[int(r[0]) for r in block] for block in rows] == [[0] * 3, [1] * 3, [2] * 3]
    for block in rows:
        scores = [float(r[2]) for r in block]
        assert scores == sorted(scores, reverse=True)
