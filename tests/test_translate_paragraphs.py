"""nmt-translate on paragraphs, files and stdin alike: one output line per input line, blank
lines kept, each line translated as its sentences (as the Translator does), and the
n-best and alignment outputs of a split line."""

from __future__ import annotations

import pytest

from nmt.data.corpus import load_split
from nmt.translation.translator import Translator
from tests.processes import run_app
from tests.tiny_run import tiny_checkpoint


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return tiny_checkpoint(tmp_path_factory.mktemp("translate_paragraphs"))


@pytest.fixture(scope="module")
def translator(checkpoint):
    return Translator.from_pretrained(checkpoint, device="cpu")


@pytest.fixture(scope="module")
def lines(translator) -> list[str]:
    """Lines of one to three sentences, a blank one, one of spaces, one of punctuation."""
    val = [f"{s}." for s in load_split(translator.config.data, "val").src]
    return [" ".join(val[0:3]), "", val[3], "   ", " ".join(val[4:6]).upper(), "?!",
            " ".join(val[6:8])]


def test_a_file_of_paragraphs(checkpoint, translator, lines, tmp_path):
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    done = run_app("translate", f"checkpoint={checkpoint}", "device=cpu", f"input={source}",
                   f"output={target}", "beam=2")
    assert done.returncode == 0, done.stderr.decode()
    out = target.read_text(encoding="utf-8").split("\n")
    assert out[-1] == "" and len(out) == len(lines) + 1
    assert out[:-1] == translator.translate(lines, beam=2)
    assert out[1] == out[3] == "" and out[5] == "?!"
    assert out[4] == out[4].upper() and out[4]


def test_stdin_lines_are_split_too(checkpoint, translator, lines, tmp_path):
    stdin = "".join(f"{line}\n" for line in lines).encode()
    done = run_app("translate", f"checkpoint={checkpoint}", "device=cpu", "alignments=true",
                   f"hydra.run.dir={tmp_path}", stdin=stdin)
    assert done.returncode == 0, done.stderr.decode()
    out = done.stdout.decode().split("\n")
    assert len(out) == len(lines) + 1
    best = translator.translate_with_attention([lines[0]])[0]
    text, alignment = out[0].split("\t")
    assert text == best.text and len(best.sentences) == 3
    assert alignment == " ".join(f"{s}-{t}" for s, t in best.word_alignment())
    unsplit = run_app("translate", f"checkpoint={checkpoint}", "device=cpu",
                      "split_sentences=false", f"hydra.run.dir={tmp_path}", stdin=stdin)
    assert unsplit.stdout.decode().split("\n")[0] == translator.translate(
        [lines[0]], split_sentences=False)[0]


def test_nbest_of_a_split_line(checkpoint, translator, lines, tmp_path):
    source = tmp_path / "in.txt"
    source.write_text(f"{lines[0]}\n", encoding="utf-8")
    done = run_app("translate", f"checkpoint={checkpoint}", "device=cpu", f"input={source}",
                   "beam=3", "nbest=3")
    assert done.returncode == 0, done.stderr.decode()
    rows = [row.split(" ||| ") for row in done.stdout.decode().splitlines()]
    expected = translator.translate_nbest([lines[0]], beam=3, nbest=3)[0]
    assert [(r[0], r[1]) for r in rows] == [("0", text) for text, _ in expected]
    scores = [float(r[2]) for r in rows]
    assert scores == sorted(scores, reverse=True)
    assert scores == pytest.approx([score for _, score in expected], abs=1e-3)
