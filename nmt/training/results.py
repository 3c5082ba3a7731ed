"""What a finished run achieved, machine-readable: ``results.json`` and TensorBoard hparams.

After training, best.pt decodes the dev split (and the test split when the corpus has one)
with greedy search; BLEU and chrF are sacrebleu's, on detokenised text. The results file is
what ``nmt-report`` turns into a table; the hparams let TensorBoard compare a sweep's runs.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import torch
from omegaconf import DictConfig, OmegaConf
from torch.utils.tensorboard import SummaryWriter
from torch.utils.tensorboard.summary import hparams as hparams_summaries

from nmt.data.corpus import load_split
from nmt.errors import NmtError
from nmt.files import atomic_write_bytes
from nmt.inference.translator import Translator
from nmt.metrics import corpus_scores
from nmt.model.build import parameter_count
from nmt.training.state import TrainState
from nmt.training.trainer import Trainer
from nmt.training.validation import VALIDATION_BATCH

log = logging.getLogger(__name__)

RESULTS_FILE = "results.json"
RESULTS_FORMAT = "nmt-results"
RESULTS_VERSION = 1


def train_and_record(trainer: Trainer, overrides: list[str], *fit_args: Any) -> TrainState:
    """Run ``trainer.fit(*fit_args)`` and time it; when training finished, score best.pt and
    write ``results.json`` and the TensorBoard hparams into the run directory (rank 0 only,
    under torchrun).

    overrides: the run's command-line overrides (they label the run in ``nmt-report``).
    """
    start = time.perf_counter()
    state = trainer.fit(*fit_args)
    seconds = time.perf_counter() - start
    if not trainer.dist.is_main:
        return state
    if not state.finished:
        log.info("training did not finish: no %s written", RESULTS_FILE)
        return state
    run_dir, cfg = trainer.run_dir, trainer.cfg
    results = collect_results(run_dir, cfg, trainer.device, state, overrides, seconds)
    atomic_write_bytes(run_dir / RESULTS_FILE, (json.dumps(results, indent=2) + "\n").encode())
    write_hparams(run_dir / "tensorboard", cfg, results)
    log.info("results: %s", summary_line(results))
    return state


def collect_results(run_dir: Path, cfg: DictConfig, device: torch.device, state: TrainState,
                    overrides: list[str], seconds: float) -> dict:
    """Everything results.json holds (see the module docstring); decodes with best.pt, or
    last.pt when there is none (a run resumed from a lone checkpoint file)."""
    scored = run_dir / "best.pt"
    if not scored.is_file():
        log.warning("no best.pt in %s: results.json scores last.pt", run_dir)
        scored = run_dir / "last.pt"
    translator = Translator.from_pretrained(scored, device=str(device),
                                            progress=sys.stderr.isatty())
    data = cfg.data
    test = None
    if data.test_split:
        try:
            test = score_split(translator, cfg, data.test_split, run_dir)
        except NmtError as err:  # the run is done: a missing test split must not fail it
            log.warning("no test scores: %s", err)
            test = {"split": data.test_split, "error": str(err)}
    return {
        "format": RESULTS_FORMAT,
        "version": RESULTS_VERSION,
        "run_dir": str(run_dir.resolve()),
        "finished_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "overrides": list(overrides),
        "data": {"name": data.name, "src_lang": data.src_lang, "tgt_lang": data.tgt_lang},
        "model": {"decoder": cfg.model.decoder,
                  **OmegaConf.to_container(cfg.model.attention, resolve=True)},
        "parameters": parameter_count(translator.model),
        "steps": state.step,
        "epochs": state.epoch,
        "best_step": state.best_step,
        "best_valid_bleu": state.best_bleu,
        "train_seconds": round(seconds, 1),
        "device": str(device),
        "threads": torch.get_num_threads(),
        "dev": score_split(translator, cfg, data.dev_split, run_dir),
        "test": test,
    }


def score_split(translator: Translator, cfg: DictConfig, split: str, run_dir: Path) -> dict:
    """Greedy-decode ``split`` with ``translator``, write the hypotheses to
    ``run_dir/hyp.{split}.{tgt_lang}`` and return BLEU and chrF with their signatures."""
    data = cfg.data
    pairs = load_split(data, split)
    hypotheses = translator.translate(pairs.src, beam=1, max_len_a=cfg.train.max_len_a,
                                      max_len_b=cfg.train.max_len_b, batch_size=VALIDATION_BATCH)
    output = run_dir / f"hyp.{split}.{data.tgt_lang}"
    atomic_write_bytes(output, "".join(h + "\n" for h in hypotheses).encode())
    scores = corpus_scores(hypotheses, pairs.tgt)
    return {"split": split, "sentences": len(hypotheses), "hypotheses": output.name,
            **{name: round(s.score, 2) for name, s in scores.items()},
            **{f"{name}_signature": s.signature for name, s in scores.items()}}


def write_hparams(log_dir: Path, cfg: DictConfig, results: dict) -> None:
    """The run's hyperparameters with its final scores, for TensorBoard's HParams tab."""
    metrics = {f"hparam/{split}_{name}": results[split][name]
               for split in ("dev", "test") if results.get(split)
               for name in ("bleu", "chrf") if name in results[split]}
    experiment, start, end = hparams_summaries(hparams(cfg), metrics)
    # beside the run's own curves (not in a subfolder as add_hparams would): one run in
    # TensorBoard with both
    with SummaryWriter(str(log_dir)) as writer:
        for summary in (experiment, start, end):
            writer.file_writer.add_summary(summary)
        for name, value in metrics.items():
            writer.add_scalar(name, value)


def hparams(cfg: DictConfig) -> dict[str, int | float | str | bool]:
    """The model's config and the main data and training keys, flattened to dotted keys;
    None becomes "none" and lists are left out (TensorBoard takes scalars only)."""
    chosen = {"model": cfg.model, "data.name": cfg.data.name,
              "data.src_lang": cfg.data.src_lang, "data.tgt_lang": cfg.data.tgt_lang,
              "data.spm.vocab_size": cfg.data.spm.vocab_size, "train.lr": cfg.train.lr,
              "train.batch_tokens": cfg.train.batch_tokens,
              "train.batch_size": cfg.train.batch_size, "seed": cfg.seed}
    flat: dict[str, int | float | str | bool] = {}
    for key, value in chosen.items():
        if isinstance(value, DictConfig):
            for sub, leaf in _flatten(OmegaConf.to_container(value, resolve=True), key):
                flat[sub] = leaf
        else:
            flat[key] = value
    return {k: ("none" if v is None else v) for k, v in flat.items()
            if not isinstance(v, (list, dict))}


def _flatten(node: dict, prefix: str) -> Iterator[tuple[str, Any]]:
    for key, value in node.items():
        if isinstance(value, dict):
            yield from _flatten(value, f"{prefix}.{key}")
        else:
            yield f"{prefix}.{key}", value


def summary_line(results: dict) -> str:
    """One line for the log: dev (and test) BLEU / chrF, parameters, steps, time."""
    parts = [f"{split} {results[split]['split']} BLEU {results[split]['bleu']:.2f} chrF "
             f"{results[split]['chrf']:.2f}"
             for split in ("dev", "test") if results.get(split) and "bleu" in results[split]]
    return (f"{'; '.join(parts)}; {results['parameters']:,} parameters, {results['steps']} "
            f"steps, {results['train_seconds']:.0f} s of training")
