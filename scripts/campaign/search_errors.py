"""How much of a model's greedy BLEU is lost to search: compare its greedy and beam
translations of a dev set, each scored by the same model with ``nmt-score``.

    nmt-evaluate checkpoint=M.pt data.dir=DATA beam=1          # hyp.val.en: greedy.en
    nmt-evaluate checkpoint=M.pt data.dir=DATA beam=5 alpha=1.0  # hyp.val.en: beam.en
    nmt-score checkpoint=M.pt input=DATA/val.de reference=greedy.en output=greedy.scores
    nmt-score checkpoint=M.pt input=DATA/val.de reference=beam.en output=beam.scores
    python scripts/campaign/search_errors.py --reference DATA/val.en \\
        --greedy greedy.en greedy.scores --beam beam.en beam.scores

A sentence where the two differ and the model gives the beam's translation the higher
log-probability is a greedy search error: the model prefers a translation greedy search did
not find. The last line is the greedy translations with those sentences taken from the
beam: what greedy decoding would score if it made no search error the beam can see.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

import sacrebleu


@dataclass
class Decoded:
    """One search's translations of a dev set and their log-probabilities under the model."""

    lines: list[str]
    log_probs: list[float]


def read_decoded(translations: Path, scores: Path) -> Decoded:
    """The lines of ``translations`` and the first column of nmt-score's ``scores`` file;
    SystemExit naming both files when their line counts differ."""
    lines = translations.read_text(encoding="utf-8").splitlines()
    log_probs = [float(row.split("\t")[0]) for row in scores.read_text().splitlines()]
    if len(lines) != len(log_probs):
        raise SystemExit(f"{translations} has {len(lines)} lines but {scores} has "
                         f"{len(log_probs)} scores: score that file with nmt-score")
    return Decoded(lines, log_probs)


def bleu(hypotheses: list[str], references: list[str], rows: list[int]) -> float:
    """Corpus BLEU of ``hypotheses`` on ``rows`` (sacrebleu's defaults, as nmt-evaluate)."""
    return sacrebleu.corpus_bleu([hypotheses[i] for i in rows],
                                 [[references[i] for i in rows]]).score


def report(references: list[str], greedy: Decoded, beam: Decoded) -> list[str]:
    """The report's lines: how many sentences differ, how many of those are greedy search
    errors, BLEU on each set, and greedy BLEU with its search errors mended."""
    if not len(references) == len(greedy.lines) == len(beam.lines):
        raise SystemExit(f"{len(references)} references, {len(greedy.lines)} greedy and "
                         f"{len(beam.lines)} beam translations: one of each per sentence")
    every = list(range(len(references)))
    differ = [i for i in every if greedy.lines[i] != beam.lines[i]]
    errors = [i for i in differ if beam.log_probs[i] > greedy.log_probs[i]]
    mended = list(greedy.lines)
    for i in errors:
        mended[i] = beam.lines[i]
    lines = [f"sentences: {len(every)}; greedy and beam differ on {len(differ)}; the model "
             f"prefers the beam's on {len(errors)} (greedy search errors), greedy's on "
             f"{len(differ) - len(errors)}",
             f"BLEU on all: greedy {bleu(greedy.lines, references, every):.2f}, beam "
             f"{bleu(beam.lines, references, every):.2f}"]
    for name, rows in (("where they differ", differ), ("on the search errors", errors)):
        if rows:
            lines.append(f"BLEU {name}: greedy {bleu(greedy.lines, references, rows):.2f}, "
                         f"beam {bleu(beam.lines, references, rows):.2f}")
    lines.append(f"greedy with its search errors mended: {bleu(mended, references, every):.2f}")
    return lines


def main() -> None:
    """Read the files named on the command line and print the report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference", type=Path, required=True)
    parser.add_argument("--greedy", type=Path, nargs=2, required=True,
                        metavar=("TRANSLATIONS", "SCORES"))
    parser.add_argument("--beam", type=Path, nargs=2, required=True,
                        metavar=("TRANSLATIONS", "SCORES"))
    args = parser.parse_args()
    references = args.reference.read_text(encoding="utf-8").splitlines()
    print("\n".join(report(references, read_decoded(*args.greedy), read_decoded(*args.beam))))


if __name__ == "__main__":
    main()
