"""The training loop: Adam, clipping, schedule, validation, early stopping, checkpoints."""

from __future__ import annotations

import logging
import math
import sys
import time
from pathlib import Path

import torch
from omegaconf import DictConfig, OmegaConf
from torch.utils.tensorboard import SummaryWriter
from tqdm import tqdm

from nmt.checkpoint import rng_state, save_checkpoint, set_rng_state
from nmt.data.pipeline import ParallelSplit
from nmt.data.subwords import Subwords
from nmt.device import autocast
from nmt.errors import NmtError
from nmt.model.seq2seq import Seq2Seq
from nmt.training.loss import token_nll
from nmt.training.schedule import build_scheduler
from nmt.training.state import TrainState
from nmt.training.validation import validate

log = logging.getLogger(__name__)


class TrainingAborted(NmtError):
    """Training cannot go on (e.g. the loss stays non-finite); the last good checkpoint stays."""


class Trainer:
    """Runs epochs of ``train`` through ``model``, validating on ``dev``.

    cfg is the whole TrainAppConfig; everything of the run is written to ``run_dir``.
    """

    def __init__(self, cfg: DictConfig, run_dir: Path, model: Seq2Seq, subwords: Subwords,
                 train: ParallelSplit, dev: ParallelSplit, device: torch.device) -> None:
        self.cfg, self.tcfg = cfg, cfg.train
        self.run_dir = run_dir
        self.model, self.subwords = model, subwords
        self.train_split, self.dev = train, dev
        self.device = device
        self.optimizer = torch.optim.Adam(model.parameters(), lr=self.tcfg.lr,
                                          betas=tuple(self.tcfg.betas),
                                          weight_decay=self.tcfg.weight_decay)
        self.scheduler = build_scheduler(self.optimizer, self.tcfg)
        self.state = TrainState()
        self.writer: SummaryWriter | None = None
        self._window = {"loss": 0.0, "tokens": 0, "src_tokens": 0, "steps": 0,
                        "start": time.perf_counter()}

    # ---- checkpoints -------------------------------------------------------------------
    def payload(self) -> dict:
        """Everything a checkpoint holds: weights, optimiser, schedule, progress, RNGs,
        the resolved config and the subword models."""
        return {
            "model": self.model.state_dict(),
            "optimizer": self.optimizer.state_dict(),
            "scheduler": self.scheduler.state_dict() if self.scheduler else None,
            "train_state": self.state.to_dict(),
            "rng": rng_state(),
            "config": OmegaConf.to_container(self.cfg, resolve=True),
            "subwords": {"src": self.subwords.src_proto, "tgt": self.subwords.tgt_proto},
        }

    def restore(self, payload: dict) -> None:
        """Continue from a checkpoint payload (weights are loaded by the caller)."""
        self.optimizer.load_state_dict(payload["optimizer"])
        if self.scheduler is not None and payload.get("scheduler"):
            self.scheduler.load_state_dict(payload["scheduler"])
        self.state = TrainState.from_dict(payload["train_state"])
        set_rng_state(payload["rng"])

    def save(self, name: str) -> Path:
        """Write checkpoint ``name`` (e.g. last.pt) into the run directory."""
        path = self.run_dir / name
        save_checkpoint(path, self.payload())
        return path

    def _save_step_checkpoint(self) -> None:
        self.save("last.pt")
        if self.tcfg.keep_last > 0:
            self.save(f"step-{self.state.step:08d}.pt")
            old = sorted(self.run_dir.glob("step-*.pt"))[: -self.tcfg.keep_last]
            for path in old:
                path.unlink(missing_ok=True)

    # ---- the loop ----------------------------------------------------------------------
    def fit(self) -> TrainState:
        """Train until max_epochs / max_steps / early stopping; returns the final state."""
        self.writer = SummaryWriter(str(self.run_dir / "tensorboard"),
                                    purge_step=self.state.step + 1 if self.state.step else None)
        try:
            while not self._should_stop():
                self._run_epoch()
            if self.state.last_valid_step != self.state.step:
                self._validate()
            if not self.state.finished:
                self.state.finished = True
                self.save("last.pt")
        finally:
            self.writer.close()
        log.info("training finished at step %d after %d full epochs; best dev BLEU %.2f at "
                 "step %d; best checkpoint: %s", self.state.step, self.state.epoch,
                 self.state.best_bleu, self.state.best_step, self.run_dir / "best.pt")
        return self.state

    def _should_stop(self) -> bool:
        s, t = self.state, self.tcfg
        return (s.finished or s.epoch >= t.max_epochs or (t.max_steps > 0 and s.step >= t.max_steps)
                or (t.patience > 0 and s.bad_validations >= t.patience))

    def _run_epoch(self) -> None:
        batches = self.train_split.batches(self.tcfg.batch_tokens, self.tcfg.batch_size,
                                           self.cfg.seed, self.state.epoch, shuffle=True)
        bar = tqdm(total=len(batches), initial=self.state.batch_in_epoch,
                   desc=f"epoch {self.state.epoch + 1}", disable=not sys.stderr.isatty(),
                   leave=False)
        try:
            while self.state.batch_in_epoch < len(batches) and not self._should_stop():
                batch = self.train_split.collate(batches[self.state.batch_in_epoch])
                self._train_step(batch.to(self.device))
                self.state.batch_in_epoch += 1
                bar.update(1)
                self._after_step(bar)
        finally:
            bar.close()
        if self.state.batch_in_epoch >= len(batches):
            self.state.epoch += 1
            self.state.batch_in_epoch = 0
            if self.state.last_valid_step != self.state.step:
                self._validate()

    def _after_step(self, bar: tqdm) -> None:
        step = self.state.step
        if step % self.tcfg.log_every == 0:
            self._log_window(bar)
        if self.tcfg.valid_every > 0 and step % self.tcfg.valid_every == 0:
            self._validate()
        elif self.tcfg.checkpoint_every > 0 and step % self.tcfg.checkpoint_every == 0:
            self._save_step_checkpoint()

    def _train_step(self, batch) -> None:
        self.model.train()
        self.optimizer.zero_grad(set_to_none=True)
        with autocast(self.device, self.tcfg.precision):
            output = self.model(batch.src, batch.src_lengths, batch.tgt_in)
        nll = token_nll(output.logits, batch.tgt_out, self.tcfg.label_smoothing)
        tokens = batch.num_tgt_tokens
        loss = nll.sum() / tokens + self.model.auxiliary_loss(output, nll)
        loss.backward()
        grad_norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.tcfg.clip_norm)
        loss_value = float(loss.detach())
        if not (math.isfinite(loss_value) and math.isfinite(float(grad_norm))):
            self._bad_step(loss_value, float(grad_norm))
            return
        self.optimizer.step()
        self.state.step += 1
        self.state.bad_steps = 0
        w = self._window
        w["loss"] += loss_value * tokens
        w["tokens"] += tokens
        w["src_tokens"] += batch.num_src_tokens
        w["steps"] += 1
        w["grad_norm"] = float(grad_norm)

    def _bad_step(self, loss: float, grad_norm: float) -> None:
        self.optimizer.zero_grad(set_to_none=True)
        self.state.bad_steps += 1
        log.warning("step %d: non-finite loss %s or gradient norm %s: step skipped (%d in a row)",
                    self.state.step + 1, loss, grad_norm, self.state.bad_steps)
        if self.state.bad_steps >= self.tcfg.max_bad_steps:
            raise TrainingAborted(
                f"{self.state.bad_steps} consecutive non-finite steps after step "
                f"{self.state.step} (train.max_bad_steps={self.tcfg.max_bad_steps}); the last "
                f"good checkpoint is {self.run_dir / 'last.pt'}. Try a lower train.lr."
            )

    def _log_window(self, bar: tqdm) -> None:
        w = self._window
        if not w["steps"]:
            return
        elapsed = max(time.perf_counter() - w["start"], 1e-9)
        loss = w["loss"] / max(w["tokens"], 1)
        tgt_rate, src_rate = w["tokens"] / elapsed, w["src_tokens"] / elapsed
        lr = self.optimizer.param_groups[0]["lr"]
        step = self.state.step
        for name, value in (("train/loss", loss), ("train/lr", lr),
                            ("train/grad_norm", w["grad_norm"]),
                            ("train/tgt_tokens_per_s", tgt_rate),
                            ("train/tokens_per_s", tgt_rate + src_rate)):
            self.writer.add_scalar(name, value, step)
        bar.set_postfix(loss=f"{loss:.3f}", tok_s=f"{tgt_rate:.0f}")
        log.info("step %d epoch %d loss %.4f lr %.2e grad_norm %.2f tgt_tok/s %.0f", step,
                 self.state.epoch + 1, loss, lr, w["grad_norm"], tgt_rate)
        self._window = {"loss": 0.0, "tokens": 0, "src_tokens": 0, "steps": 0,
                        "start": time.perf_counter()}

    def _validate(self) -> None:
        result = validate(self.model, self.dev, self.subwords, self.device, self.tcfg)
        step = self.state.step
        self.state.last_valid_step = step
        for name, value in (("dev/loss", result.loss), ("dev/ppl", result.ppl),
                            ("dev/bleu", result.bleu)):
            self.writer.add_scalar(name, value, step)
        improved = result.bleu > self.state.best_bleu
        if improved:
            self.state.best_bleu, self.state.best_step = result.bleu, step
            self.state.bad_validations = 0
        else:
            self.state.bad_validations += 1
        if self.scheduler is not None:
            self.scheduler.step(result.bleu)
        log.info("validation at step %d: dev loss %.4f ppl %.2f BLEU %.2f%s", step, result.loss,
                 result.ppl, result.bleu, " (new best)" if improved else "")
        for src, ref, hyp in result.samples[:1]:
            log.info("  source:     %s\n  reference:  %s\n  hypothesis: %s", src, ref, hyp)
        if improved:
            self.save("best.pt")
        self._save_step_checkpoint()
