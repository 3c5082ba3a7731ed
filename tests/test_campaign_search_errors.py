"""scripts/campaign/search_errors.py: the greedy translations a model itself scores below
its beam's are counted as search errors, and mending them is measured with sacrebleu."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import sacrebleu

from tests.conftest import REPO

SCRIPT = REPO / "scripts" / "campaign" / "search_errors.py"
REFERENCES = ["a man rides a red bike", "two dogs play in the snow", "a girl is reading",
              "people walk on a busy street"]
GREEDY = ["a man rides a bike", "two dogs play in the snow", "a girl reads a book",
          "people walk down a street"]
BEAM = ["a man rides a red bike", "two dogs play in the snow", "a girl is reading a book",
        "people are walking"]


def write(folder: Path, name: str, lines: list[str]) -> Path:
    """``lines`` as a file ``name`` in ``folder``."""
    path = folder / name
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return path


def scores(folder: Path, name: str, log_probs: list[float]) -> Path:
    """A file as nmt-score writes it: log-probability, per token, tokens."""
    return write(folder, name, [f"{lp:.4f}\t{lp / 5:.4f}\t5" for lp in log_probs])


def run(tmp_path: Path, greedy_scores: list[float], beam_scores: list[float]
        ) -> subprocess.CompletedProcess:
    """The script on the four sentences above with these log-probabilities."""
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--reference", str(write(tmp_path, "ref", REFERENCES)),
         "--greedy", str(write(tmp_path, "g", GREEDY)),
         str(scores(tmp_path, "g.scores", greedy_scores)),
         "--beam", str(write(tmp_path, "b", BEAM)),
         str(scores(tmp_path, "b.scores", beam_scores))],
        capture_output=True, text=True, timeout=60)


def test_the_search_errors_are_the_sentences_the_model_prefers_from_the_beam(tmp_path):
    # sentence 2 is the same in both; the model prefers the beam's 1 and 3, greedy's 4
    done = run(tmp_path, [-6.0, -2.0, -5.0, -4.0], [-3.0, -2.0, -4.5, -7.0])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == ("sentences: 4; greedy and beam differ on 3; the model prefers the "
                        "beam's on 2 (greedy search errors), greedy's on 1")
    mended = [BEAM[0], GREEDY[1], BEAM[2], GREEDY[3]]
    expected = sacrebleu.corpus_bleu(mended, [REFERENCES]).score
    assert lines[-1] == f"greedy with its search errors mended: {expected:.2f}"
    greedy = sacrebleu.corpus_bleu(GREEDY, [REFERENCES]).score
    assert f"BLEU on all: greedy {greedy:.2f}," in lines[1] and expected > greedy


def test_a_scores_file_of_another_length_is_refused_naming_it(tmp_path):
    done = run(tmp_path, [-1.0, -2.0, -3.0], [-1.0] * 4)
    assert done.returncode != 0
    assert "g.scores has 3 scores" in done.stderr and "has 4 lines" in done.stderr
