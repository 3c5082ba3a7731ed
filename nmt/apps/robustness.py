"""The robustness report of ``nmt-evaluate perturb=[...]``: a model scored on its split as it
is and with the source changed in one way at a time (CheckList's invariance tests, Ribeiro et
al. 2020), by the functions that training augmentation uses (nmt.text.perturbations).

Each perturbation that draws (typos) draws for each sentence from a generator of its own,
seeded by (perturb_seed, the sentence's line): the same seed changes the same letters
whatever else is evaluated. The decoding options are the evaluation's own, so a report with
and without an inference-time option (e.g. the casing safety net) is two commands.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from nmt.data.draws import example_keys, generator
from nmt.errors import ConfigError
from nmt.files import atomic_write_bytes
from nmt.metrics import corpus_scores
from nmt.text.perturbations import PERTURBATIONS

CLEAN = "clean"
# the columns of a row: name -> (metric, lowercased)
COLUMNS = {"BLEU": ("bleu", False), "BLEU lc": ("bleu", True), "chrF": ("chrf", False),
           "chrF lc": ("chrf", True)}
_PERTURB_USE = 40  # the draws' use number (nmt.data.draws)


def perturbation_names(names: list[str]) -> list[str]:
    """``perturb``'s names, clean first (added when missing: the losses are against it);
    ConfigError naming a name that is none of :data:`PERTURBATIONS`."""
    for name in names:
        if name not in PERTURBATIONS:
            raise ConfigError(f"perturb: {name!r} is not one of {', '.join(PERTURBATIONS)}")
    return [CLEAN, *dict.fromkeys(name for name in names if name != CLEAN)]


def perturb_sources(sources: list[str], name: str, lang: str, seed: int) -> list[str]:
    """``sources`` (in language ``lang``) changed by perturbation ``name``, each sentence
    from a generator seeded by (``seed``, its line)."""
    change = PERTURBATIONS[name]
    keys = example_keys(seed, 0, np.arange(len(sources))).tolist()
    return [change(text, lang, generator(key, _PERTURB_USE)) for text, key in
            zip(sources, keys, strict=True)]


@dataclass
class Row:
    """One perturbation's result: the scores by column, the share of sources it changed,
    and where its sources and hypotheses were written."""

    name: str
    scores: dict[str, float]
    changed: float
    sources: Path | None
    hypotheses: Path


def score_row(name: str, hypotheses: list[str], references: list[str], changed: float,
              sources: Path | None, output: Path) -> Row:
    """The row of perturbation ``name``: BLEU and chrF, cased and lowercased."""
    cased = corpus_scores(hypotheses, references)
    lowered = corpus_scores(hypotheses, references, lowercase=True)
    scores = {column: (lowered if lc else cased)[metric].score
              for column, (metric, lc) in COLUMNS.items()}
    return Row(name, scores, changed, sources, output)


def robustness_rows(translate: Callable[[list[str], Path], list[str]], sources: list[str],
                    references: list[str], names: list[str], lang: str, seed: int,
                    output: Path, clean: list[str], source_stem: Path) -> list[Row]:
    """A row per perturbation in ``names`` (clean first): ``translate(sources, output)``
    decodes and writes the hypotheses; ``clean`` are the hypotheses of the clean sources
    (already decoded, in ``output``). Each perturbation's hypotheses are written beside
    ``output`` (``OUTPUT.NAME``), its sources to ``SOURCE_STEM.NAME`` (e.g. val.de.typos)."""
    rows = [score_row(CLEAN, clean, references, 0.0, None, output)]
    for name in names[1:]:
        changed = perturb_sources(sources, name, lang, seed)
        source_file = source_stem.with_name(f"{source_stem.name}.{name}")
        atomic_write_bytes(source_file, "".join(line + "\n" for line in changed).encode())
        target = output.with_name(f"{output.name}.{name}")
        share = float(np.mean([a != b for a, b in zip(sources, changed, strict=True)]))
        rows.append(score_row(name, translate(changed, target), references, share,
                              source_file, target))
    return rows


def robustness_cells(rows: list[Row]) -> tuple[list[str], list[list[str]]]:
    """The rows as a table's header and cells: each score with its difference from the
    clean row's in brackets, and the share of the sources the perturbation changed."""
    clean = rows[0].scores
    body = []
    for row in rows:
        cells = [f"{row.scores[c]:.2f}" + ("" if row.name == CLEAN else
                                           f" ({row.scores[c] - clean[c]:+.2f})")
                 for c in COLUMNS]
        body.append([row.name, *cells, "" if row.name == CLEAN else f"{100 * row.changed:.0f}%"])
    return ["source", *COLUMNS, "changed"], body


def comparison_cells(reports: dict[str, list[Row]]) -> tuple[list[str], list[list[str]]]:
    """Several models side by side, as a table's header and cells: lowercased BLEU per
    perturbation with its difference from each model's clean source."""
    names = [row.name for row in next(iter(reports.values()))]
    body = []
    for i, name in enumerate(names):
        cells = []
        for rows in reports.values():
            score, clean = rows[i].scores["BLEU lc"], rows[0].scores["BLEU lc"]
            cells.append(f"{score:.2f}" + ("" if i == 0 else f" ({score - clean:+.2f})"))
        body.append([name, *cells])
    return ["BLEU lc", *reports], body


def write_report(path: Path, reports: dict[str, list[Row]], options: dict) -> None:
    """The reports as JSON: per model, per perturbation, the scores and the share changed,
    with the decoding options they were made with."""
    body = {"options": options, "models": {
        model: {row.name: {**row.scores, "changed": row.changed,
                           "hypotheses": str(row.hypotheses)} for row in rows}
        for model, rows in reports.items()}}
    atomic_write_bytes(path, json.dumps(body, indent=1).encode())
