"""What a finished run achieved, machine-readable: ``results.json`` and TensorBoard hparams.

After training, best.pt decodes the dev split (and the test split when the corpus has one)
through the same decode-and-score path as the run's validations, with the same options
(``train.decoding``), so that results.json's dev BLEU is the best validation's; BLEU and chrF
are sacrebleu's, on detokenised text. The results file is
what ``nmt-report`` turns into a table; the hparams let TensorBoard compare a sweep's runs.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import torch
from omegaconf import DictConfig, OmegaConf
from torch.utils.tensorboard import SummaryWriter
from torch.utils.tensorboard.summary import hparams as hparams_summaries

from nmt.data.pipeline import EvalSplit, prepare_eval_split
from nmt.engines.loading import load_pretrained
from nmt.errors import NmtError
from nmt.files import atomic_write_bytes
from nmt.model.build import parameter_count
from nmt.model.seq2seq import Seq2Seq
from nmt.training.records import RESULTS_FILE, RESULTS_FORMAT, RESULTS_VERSION
from nmt.training.state import TrainState
from nmt.training.trainer import Trainer
from nmt.training.validation import decode_and_score, validation_options

log = logging.getLogger(__name__)

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
    results = collect_results(trainer, state, overrides, seconds)
    atomic_write_bytes(run_dir / RESULTS_FILE, (json.dumps(results, indent=2) + "\n").encode())
    write_hparams(run_dir / "tensorboard", cfg, results)
    log.info("results: %s", summary_line(results))
    return state


def collect_results(trainer: Trainer, state: TrainState, overrides: list[str],
                    seconds: float) -> dict:
    """Everything results.json holds (see the module docstring); decodes with best.pt, or
    last.pt when there is none (a run resumed from a lone checkpoint file)."""
    run_dir, cfg, device = trainer.run_dir, trainer.cfg, trainer.device
    scored = run_dir / "best.pt"
    if not scored.is_file():
        log.warning("no best.pt in %s: results.json scores last.pt", run_dir)
        scored = run_dir / "last.pt"
    model = load_pretrained(scored).model.to(device)
    data = cfg.data
    test = None
    if data.test_split:
        try:
            split = prepare_eval_split(data, data.test_split, trainer.subwords, run_dir)
            test = score_split(model, trainer, split)
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
        "decoding": OmegaConf.to_container(cfg.train.decoding, resolve=True),
        "parameters": parameter_count(model),
        "steps": state.step,
        "epochs": state.epoch,
        "best_step": state.best_step,
        "best_valid_bleu": state.best_bleu,
        "train_seconds": round(seconds, 1),
        # over every session of a resumed run, training steps only
        "steps_seconds": round(trainer.clock.steps_seconds, 1),
        "cpu_seconds": round(trainer.clock.cpu_seconds, 1),
        "device": str(device),
        "threads": torch.get_num_threads(),
        "dev": score_split(model, trainer, trainer.dev),
        "test": test,
    }


def score_split(model: Seq2Seq, trainer: Trainer, split: EvalSplit) -> dict:
    """Decode ``split`` with ``model`` as the run's validations decode, write the hypotheses
    to ``hyp.{split}.{tgt_lang}`` in the run directory and return BLEU and chrF with their
    signatures."""
    options = validation_options(trainer.tcfg)
    scored = decode_and_score(model, split, trainer.subwords, trainer.device, options)
    output = trainer.run_dir / f"hyp.{split.name}.{trainer.cfg.data.tgt_lang}"
    atomic_write_bytes(output, "".join(h + "\n" for h in scored.hypotheses).encode())
    return {"split": split.name, "sentences": len(scored.hypotheses), "hypotheses": output.name,
            **{name: s.score for name, s in scored.scores.items()},
            **{f"{name}_signature": s.signature for name, s in scored.scores.items()}}


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
            f"steps, {results['steps_seconds']:.0f} s ({results['cpu_seconds']:.0f} CPU s) of "
            f"training steps over all its sessions")
