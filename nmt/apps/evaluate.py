"""``nmt-evaluate``: decode a split with one or more checkpoints and score it with sacrebleu.

BLEU, chrF and TER with their signatures for each checkpoint; with several checkpoints one
table compares them; with ``by_length=true`` BLEU per source-length bucket, as a table and a
PNG plot (the analysis of Bahdanau et al. 2015, Fig. 2, and Luong et al. 2015, Fig. 6). A
model may be an ensemble (a list of checkpoints, nmt.apps.checkpoints); ``alignments=true``
writes the word alignments of the hypotheses beside them; ``perturb=[...]`` adds the
robustness report (nmt.apps.robustness).
"""

from __future__ import annotations

import dataclasses
import logging
import sys
from dataclasses import dataclass
from pathlib import Path

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from nmt.analysis.word_alignment import pharaoh
from nmt.apps.checkpoints import check_alignments, model_label
from nmt.apps.cli import check_override_keys, report_errors
from nmt.apps.overrides import apply_overrides, command_line_overrides, group_choice
from nmt.apps.robustness import (
    Row,
    comparison_cells,
    perturbation_names,
    robustness_cells,
    robustness_rows,
    write_report,
)
from nmt.config import DecodingOptions, EvaluateAppConfig, check_engine, checkpoint_paths
from nmt.data.corpus import load_split
from nmt.data.pairs import TextPairs
from nmt.errors import ConfigError
from nmt.files import atomic_write_bytes
from nmt.kernels.allocator import keep_freed_memory
from nmt.metrics import Score, bleu_by_bucket, corpus_scores, length_buckets
from nmt.translation.translator import Translator

log = logging.getLogger(__name__)

METRICS = ("bleu", "chrf", "ter")


@dataclass
class Evaluation:
    """One checkpoint's result on the split: scores by metric name, hypotheses (one per
    source line), and where the hypotheses were written."""

    checkpoint: str
    scores: dict[str, Score]
    hypotheses: list[str]
    output: Path


def data_config(composed: DictConfig, trained: DictConfig, overrides: list[str]) -> DictConfig:
    """The corpus to evaluate on: the checkpoint's own data config with the command line's
    ``data.*`` keys on top, or the composed one when ``data=`` names another corpus."""
    choice = group_choice(overrides, "data")
    if choice is not None and choice != trained.data.name:
        return composed.data
    return apply_overrides(trained, overrides, prefix="data.").data


def checkpoint_list(cfg: DictConfig) -> list[list[str]]:
    """The models to evaluate, each a list of paths (several: an ensemble):
    ``checkpoint=PATH`` (or ``=[A,B]``, one ensemble) and/or ``checkpoints=[PATH,...]``
    (an entry ``[A,B]`` is an ensemble), in that order."""
    models = [] if cfg.checkpoint is None else [checkpoint_paths(cfg.checkpoint)]
    models += [checkpoint_paths(entry, f"checkpoints[{i}]")
               for i, entry in enumerate(cfg.checkpoints)]
    if not models:
        raise ConfigError("no checkpoint to evaluate: give checkpoint=PATH, "
                          "checkpoint=[A.pt,B.pt] for an ensemble, or checkpoints=[A.pt,B.pt] "
                          "to compare several")
    if cfg.output and len(models) > 1:
        raise ConfigError(f"output={cfg.output} names one file, but {len(models)} checkpoints "
                          f"are evaluated: leave output unset to write one per checkpoint")
    return models


def file_decoding(cfg: DictConfig, does: str) -> DecodingOptions:
    """The decoding options of an app that translates whole files (``does``: what it does
    with them) and its engine; ConfigError naming the key for bad values, and for
    suggestions, which only an editor reads."""
    options = DecodingOptions.from_config(cfg)
    if options.suggestions:
        raise ConfigError(f"suggestions={options.suggestions}: {does}; next-word suggestions "
                          f"are for nmt-translate, the Python API and nmt-serve")
    check_engine(cfg.engine)
    return options


def check_options(cfg: DictConfig) -> DecodingOptions:
    """The decoding options of the config; ConfigError naming the key for bad values."""
    options = file_decoding(cfg, "nmt-evaluate scores translations")
    try:
        length_buckets([], list(cfg.length_buckets))
    except ValueError as err:
        raise ConfigError(f"length_buckets: {err}") from None
    return options


def output_path(cfg: DictConfig, data: DictConfig, number: int, count: int) -> Path:
    """Where checkpoint ``number`` (from 1) of ``count`` writes its hypotheses."""
    if cfg.output:
        return Path(cfg.output)
    name = f"hyp.{data.split}.{data.tgt_lang}" if count == 1 else \
        f"hyp{number}.{data.split}.{data.tgt_lang}"
    return Path(HydraConfig.get().runtime.output_dir) / name


def evaluate_checkpoint(translator: Translator, checkpoint: str, sources: list[str],
                        references: list[str], options: DecodingOptions, output: Path,
                        alignments: bool = False) -> Evaluation:
    """Decode ``sources``, write the hypotheses to ``output`` (the n-best lists beside it
    when nbest > 1, ``output.align`` with the hypotheses' Pharaoh word alignments when
    ``alignments``), and score them against ``references``."""
    nbest = translator.translations(sources, return_attention=alignments,
                                    **dataclasses.asdict(options))
    hypotheses = [hyps[0].text for hyps in nbest]
    atomic_write_bytes(output, "".join(h + "\n" for h in hypotheses).encode())
    if options.nbest > 1:
        lines = (f"{i} ||| {t.text} ||| {t.score:.4f}\n" for i, hyps in enumerate(nbest)
                 for t in hyps)
        atomic_write_bytes(output.with_name(f"{output.name}.nbest"), "".join(lines).encode())
    if alignments:
        lines = (pharaoh(hyps[0].word_alignment()) + "\n" for hyps in nbest)
        atomic_write_bytes(output.with_name(f"{output.name}.align"), "".join(lines).encode())
    return Evaluation(checkpoint, corpus_scores(hypotheses, references, METRICS), hypotheses,
                      output)


def format_table(header: list[str], rows: list[list[str]]) -> str:
    """A plain-text table: the first column left-aligned, the others right-aligned."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w)
                         for i, (cell, w) in enumerate(zip(cells, widths, strict=True)))

    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def scores_table(results: list[Evaluation]) -> str:
    """One row per checkpoint: BLEU, chrF2 and TER."""
    rows = [[r.checkpoint, *(f"{r.scores[m].score:.2f}" for m in METRICS)] for r in results]
    return format_table(["checkpoint", "BLEU", "chrF2", "TER"], rows)


def by_length_report(results: list[Evaluation], sources: list[str], references: list[str],
                     edges: list[int], plot: Path) -> str:
    """BLEU per source-length bucket (words) for every checkpoint, as a table; the plot of
    the same numbers is written to ``plot``."""
    from nmt.plotting import bleu_by_length_figure, save_png  # matplotlib: only when asked

    buckets = length_buckets([len(s.split()) for s in sources], edges)
    curves = {r.checkpoint: bleu_by_bucket(r.hypotheses, references, buckets) for r in results}
    rows = [[b.label, str(len(b.indices)), *(f"{curves[r.checkpoint][i]:.2f}" for r in results)]
            for i, b in enumerate(buckets)]
    save_png(plot, bleu_by_length_figure([f"{b.label}\n({len(b.indices)})" for b in buckets],
                                         curves))
    header = ["source words", "sentences", *(r.checkpoint for r in results)]
    return f"BLEU by source length\n{format_table(header, rows)}\nplot: {plot}"


def perturbed_report(translator: Translator, path: str, clean: Evaluation, split: TextPairs,
                     data: DictConfig, options: DecodingOptions, names: list[str],
                     seed: int) -> list[Row]:
    """Translate the split's sources changed by each perturbation of ``names`` (after
    clean, whose result is ``clean``) and print the robustness table; its rows."""

    def translate(sources: list[str], output: Path) -> list[str]:
        return evaluate_checkpoint(translator, path, sources, split.tgt, options,
                                   output).hypotheses

    rows = robustness_rows(translate, split.src, split.tgt, names, data.src_lang, seed,
                           clean.output, clean.hypotheses,
                           clean.output.parent / f"{data.split}.{data.src_lang}")
    print(f"\nrobustness of {path} on {data.name} {data.split} ({data.src_lang}->"
          f"{data.tgt_lang}; perturb_seed={seed}; in brackets: the difference from the "
          f"clean source; lc: lowercased)\n{format_table(*robustness_cells(rows))}\n",
          flush=True)
    return rows


@check_override_keys(EvaluateAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="evaluate")
@report_errors
def main(cfg: DictConfig) -> float:
    """Decode ``data.split`` with every checkpoint, print BLEU, chrF and TER with
    signatures (and a comparison table), write the hypotheses; returns the first BLEU."""
    models = checkpoint_list(cfg)
    options = check_options(cfg)
    perturbations = perturbation_names(list(cfg.perturb)) if cfg.perturb else []
    keep_freed_memory()
    overrides = command_line_overrides()
    results: list[Evaluation] = []
    reports: dict[str, list[Row]] = {}
    data = split = None
    for number, paths in enumerate(models, start=1):
        path = model_label(paths)
        translator = Translator.from_pretrained(paths, device=cfg.device,
                                                progress=sys.stderr.isatty(), engine=cfg.engine)
        if cfg.alignments:
            check_alignments(translator, path)
        if data is None:  # every checkpoint is scored on the first one's corpus
            data = data_config(cfg, translator.config, overrides)
            split = load_split(data, data.split)
        elif translator.config.data.name != data.name:
            log.warning("%s was trained on %s; it is evaluated on %s like the first",
                        path, translator.config.data.name, data.name)
        output = output_path(cfg, data, number, len(models))
        result = evaluate_checkpoint(translator, path, split.src, split.tgt,
                                     options, output, cfg.alignments)
        results.append(result)
        print(f"{data.name} {data.split} ({len(result.hypotheses)} sentences, {data.src_lang}->"
              f"{data.tgt_lang}, {options.describe()}) "
              f"{'ensemble' if len(paths) > 1 else 'checkpoint'} {path}")
        for score in result.scores.values():
            print(f"{score.text}\n  signature: {score.signature}")
        print(f"hypotheses: {output}", flush=True)
        if cfg.alignments:
            print(f"word alignments: {output}.align", flush=True)
        if perturbations:
            reports[path] = perturbed_report(translator, path, result, split, data, options,
                                             perturbations, cfg.perturb_seed)
    if len(results) > 1:
        print(f"\n{scores_table(results)}")
    if len(reports) > 1:
        print(f"\nrobustness, BLEU lowercased (in brackets: the difference from each model's "
              f"clean source)\n{format_table(*comparison_cells(reports))}")
    if reports:
        report = Path(HydraConfig.get().runtime.output_dir) / "robustness.json"
        write_report(report, reports, dataclasses.asdict(options))
        print(f"robustness report: {report}", flush=True)
    if cfg.by_length:
        plot = Path(HydraConfig.get().runtime.output_dir) / "bleu_by_length.png"
        print("\n" + by_length_report(results, split.src, split.tgt,
                                      list(cfg.length_buckets), plot))
    return results[0].scores["bleu"].score


if __name__ == "__main__":
    main()
