"""The training loop: Adam, clipping, schedule, validation, early stopping, checkpoints."""

from __future__ import annotations

import logging
import math
import shlex
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
from nmt.errors import CheckpointError, NmtError
from nmt.files import atomic_copy
from nmt.model.seq2seq import Seq2Seq
from nmt.training.loss import token_nll
from nmt.training.metrics_log import FILENAME as METRICS_FILE
from nmt.training.metrics_log import MetricsLog
from nmt.training.schedule import build_scheduler
from nmt.training.signals import StopRequest
from nmt.training.state import TrainState
from nmt.training.validation import validate

log = logging.getLogger(__name__)


class TrainingAborted(NmtError):
    """Training cannot go on (e.g. the loss stays non-finite); the last good checkpoint stays."""


class Trainer:
    """Runs epochs of ``train`` through ``model``, validating on ``dev``.

    cfg is the whole TrainAppConfig; everything of the run is written to ``run_dir``.
    A run resumed from a checkpoint (:meth:`restore`) continues exactly where the checkpoint
    was taken: same batches in the same order, same dropout masks, same losses.
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
        self.stop = StopRequest()  # replaced by fit's; never set when fit is given none
        self.checkpoint_step: int | None = None  # step of the newest last.pt on disk
        self.writer: SummaryWriter | None = None
        self.metrics: MetricsLog | None = None
        self._window = self._empty_window()

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

    def restore(self, payload: dict, where: str) -> None:
        """Continue from a checkpoint payload read from ``where`` (weights are loaded by the
        caller). A run that had finished may go on when its limits were raised."""
        try:
            self.optimizer.load_state_dict(payload["optimizer"])
            if self.scheduler is not None and payload.get("scheduler"):
                self.scheduler.load_state_dict(payload["scheduler"])
        except (ValueError, KeyError, RuntimeError) as err:
            raise CheckpointError(f"{where}: its optimiser state does not fit this model and "
                                  f"config: {str(err).splitlines()[0]}") from None
        self.state = TrainState.from_dict(payload["train_state"])
        self.state.finished = False  # the limits, perhaps raised on the command line, decide
        self.checkpoint_step = self.state.step
        set_rng_state(payload["rng"])

    def save(self, name: str) -> Path:
        """Write checkpoint ``name`` (e.g. last.pt) into the run directory."""
        path = self.run_dir / name
        save_checkpoint(path, self.payload())
        return path

    def save_last(self) -> None:
        """Write last.pt, and a step-N.pt beside it when train.keep_last > 0 (the oldest
        beyond keep_last are deleted)."""
        last = self.save("last.pt")
        self.checkpoint_step = self.state.step
        if self.tcfg.keep_last > 0:
            atomic_copy(last, self.run_dir / f"step-{self.state.step:08d}.pt")
            for path in sorted(self.run_dir.glob("step-*.pt"))[: -self.tcfg.keep_last]:
                path.unlink(missing_ok=True)

    # ---- the loop ----------------------------------------------------------------------
    def fit(self, stop: StopRequest | None = None) -> TrainState:
        """Train until max_epochs / max_steps / early stopping, or until ``stop`` is
        requested (then last.pt is written and the way to resume logged); returns the state."""
        if stop is not None:
            self.stop = stop
        self.writer = SummaryWriter(str(self.run_dir / "tensorboard"),
                                    purge_step=self.state.step + 1)
        self.metrics = MetricsLog(self.run_dir / METRICS_FILE, keep_until=self.state.step)
        try:
            while not self._should_stop() and not self.stop.requested:
                self._run_epoch()
            if self.stop.requested:
                self.save_last()
            else:
                self._finish()
        finally:
            self.writer.close()
            self.metrics.close()
        if self.stop.requested:
            log.warning("stopped by %s after step %d; last.pt holds it. Resume with:\n  %s",
                        self.stop.signal, self.state.step, self.resume_command())
        else:
            log.info("training finished at step %d after %d full epochs; best dev BLEU %.2f "
                     "at step %d; best checkpoint: %s", self.state.step, self.state.epoch,
                     self.state.best_bleu, self.state.best_step, self.run_dir / "best.pt")
        return self.state

    def resume_command(self) -> str:
        """The command line that continues this run from its last.pt."""
        run_dir = shlex.quote(f"hydra.run.dir={self.run_dir.resolve()}")
        return f"nmt-train resume=auto {run_dir}"

    def _finish(self) -> None:
        if self.state.last_valid_step != self.state.step:
            self._validate()
        self.state.finished = True
        self.save("last.pt")
        self.checkpoint_step = self.state.step

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
            while (self.state.batch_in_epoch < len(batches) and not self._should_stop()
                   and not self.stop.requested):
                batch = self.train_split.collate(batches[self.state.batch_in_epoch])
                stepped = self._train_step(batch.to(self.device))
                self.state.batch_in_epoch += 1
                bar.update(1)
                if stepped:
                    self._after_step(bar)
        finally:
            bar.close()
        # a stopped run ends the epoch when it resumes, validation included, as an
        # uninterrupted one would
        if self.state.batch_in_epoch >= len(batches) and not self.stop.requested:
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
            self.save_last()

    def _train_step(self, batch) -> bool:
        """One optimiser step on ``batch``; False when it was skipped as non-finite."""
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
            return False
        self.optimizer.step()
        self.state.step += 1
        self.state.bad_steps = 0
        w = self._window
        w["loss"] += loss_value * tokens
        w["tokens"] += tokens
        w["src_tokens"] += batch.num_src_tokens
        w["steps"] += 1
        w["grad_norm"] = float(grad_norm)
        return True

    def _bad_step(self, loss: float, grad_norm: float) -> None:
        self.optimizer.zero_grad(set_to_none=True)
        self.state.bad_steps += 1
        log.warning("step %d (epoch %d, batch %d): non-finite loss %s or gradient norm %s: "
                    "step skipped (%d in a row)", self.state.step + 1, self.state.epoch + 1,
                    self.state.batch_in_epoch + 1, loss, grad_norm, self.state.bad_steps)
        if self.state.bad_steps >= self.tcfg.max_bad_steps:
            if self.checkpoint_step is None:
                kept = "no checkpoint had been written yet"
            else:
                kept = (f"the last good checkpoint, {self.run_dir / 'last.pt'} (step "
                        f"{self.checkpoint_step}), is kept")
            raise TrainingAborted(
                f"training aborted: {self.state.bad_steps} consecutive non-finite steps after "
                f"step {self.state.step} (train.max_bad_steps={self.tcfg.max_bad_steps}); "
                f"{kept}. Try a lower train.lr or train.clip_norm."
            )

    @staticmethod
    def _empty_window() -> dict:
        return {"loss": 0.0, "tokens": 0, "src_tokens": 0, "steps": 0,
                "start": time.perf_counter()}

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
        self.metrics.write("train", step, epoch=self.state.epoch + 1, loss=loss, lr=lr,
                           grad_norm=w["grad_norm"], tgt_tokens_per_s=tgt_rate)
        bar.set_postfix(loss=f"{loss:.3f}", tok_s=f"{tgt_rate:.0f}")
        log.info("step %d epoch %d loss %.4f lr %.2e grad_norm %.2f tgt_tok/s %.0f", step,
                 self.state.epoch + 1, loss, lr, w["grad_norm"], tgt_rate)
        self._window = self._empty_window()

    def _validate(self) -> None:
        # validation must not move the training RNG streams: a run validated at other steps,
        # or resumed, then draws the same dropout masks
        rng = rng_state()
        try:
            result = validate(self.model, self.dev, self.subwords, self.device, self.tcfg)
        finally:
            set_rng_state(rng)
        step = self.state.step
        self.state.last_valid_step = step
        for name, value in (("dev/loss", result.loss), ("dev/ppl", result.ppl),
                            ("dev/bleu", result.bleu)):
            self.writer.add_scalar(name, value, step)
        self.metrics.write("valid", step, loss=result.loss, ppl=result.ppl, bleu=result.bleu)
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
        self.save_last()
