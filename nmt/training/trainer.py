"""The training loop: Adam, clipping, schedule, validation, early stopping, checkpoints."""

from __future__ import annotations

import contextlib
import logging
import math
import shlex
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import torch
from omegaconf import DictConfig, OmegaConf
from torch.utils.tensorboard import SummaryWriter
from tqdm import tqdm

from nmt.checkpoint import load_checkpoint, rng_state, save_checkpoint, set_rng_state
from nmt.data.examples import TrainingExamples
from nmt.data.lexicon import Lexicon, estimate_lexicon
from nmt.data.pipeline import EvalSplit, ParallelSplit
from nmt.data.subwords import Subwords
from nmt.device import autocast
from nmt.errors import CheckpointError, ConfigError, NmtError
from nmt.files import atomic_copy
from nmt.model.seq2seq import Seq2Seq
from nmt.safety_nets import CHECKPOINT_KEY, corpus_tables
from nmt.text.safety_tables import SafetyTables
from nmt.training.averaging import averaged_model
from nmt.training.distributed import Distributed, shard_batches
from nmt.training.heatmaps import log_alignment, log_heatmaps
from nmt.training.objectives.risk import SequenceRisk
from nmt.training.objectives.teacher import CACHE_FILE, Teacher
from nmt.training.records import FILENAME as METRICS_FILE
from nmt.training.records import MetricsLog
from nmt.training.schedule import LrSchedule
from nmt.training.signals import StopRequest
from nmt.training.state import TrainClock, TrainState
from nmt.training.validation import Validation, validate

log = logging.getLogger(__name__)


def parameter_groups(model: torch.nn.Module, lr: float) -> list[dict]:
    """The optimiser's parameter groups: one per (learning-rate factor, weight decay), read
    from a parameter's ``lr_scale`` and ``weight_decay`` attributes (factor 1 and the
    optimiser's own decay when it has none; set e.g. by local-p's ``local_p_lr_scale`` and
    ``local_p_weight_decay``), in the order they first appear (the first group, whose lr is
    logged, holds the first parameter). The schedule scales every group alike."""
    groups: dict[tuple[float, float | None], list[torch.nn.Parameter]] = {}
    for param in model.parameters():
        decay = getattr(param, "weight_decay", None)
        key = (float(getattr(param, "lr_scale", 1.0)), None if decay is None else float(decay))
        groups.setdefault(key, []).append(param)
    return [{"params": params, "lr": lr * scale, **({} if decay is None else
                                                     {"weight_decay": decay})}
            for (scale, decay), params in groups.items()]


class TrainingAborted(NmtError):
    """Training cannot go on (e.g. the loss stays non-finite); the last good checkpoint stays."""


def lexicon_tensors(lexicon: Lexicon) -> dict[str, torch.Tensor]:
    """The lexical table as a checkpoint stores it (tensors: loading runs no code)."""
    return {name: torch.from_numpy(array) for name, array in lexicon.arrays().items()}


class Trainer:
    """Runs epochs of ``train`` through ``model``, validating on ``dev``.

    cfg is the whole TrainAppConfig; everything of the run is written to ``run_dir``.
    A run resumed from a checkpoint (:meth:`restore`) continues exactly where the checkpoint
    was taken: same batches in the same order, same dropout masks, same losses.

    Under torchrun (``dist`` with several ranks) every rank runs this loop on its shard of the
    batches; rank 0 alone validates and writes files, and every decision is taken from
    values all ranks share (see nmt.training.distributed).
    """

    def __init__(self, cfg: DictConfig, run_dir: Path, model: Seq2Seq, subwords: Subwords,
                 train: ParallelSplit, dev: EvalSplit, device: torch.device,
                 dist: Distributed | None = None) -> None:
        self.cfg, self.tcfg = cfg, cfg.train
        self.run_dir = run_dir
        self.model, self.subwords = model, subwords
        self.train_split, self.dev = train, dev
        self.examples = TrainingExamples(train, subwords, cfg.data, cfg.seed)
        self.device = device
        self.dist = dist or Distributed()
        # under DDP every rank keeps the average: the ranks' weights are equal after every
        # step, so are their averages, and any rank can continue a resumed run
        self.averaged = averaged_model(model, self.tcfg.ema_decay) \
            if self.tcfg.ema_decay > 0 else None
        self.forward_model = self.dist.wrap(model)
        self.teacher = Teacher.from_config(self.tcfg, subwords, train.tokens, device) \
            if self.tcfg.teacher is not None else None
        if self.teacher is not None:
            self.teacher.load_readings(run_dir / CACHE_FILE)
        self.risk = self._sequence_risk()
        # fused: one kernel over all parameters; on the CPU the default is a loop per
        # parameter, a noticeable share of a step (docs/performance/index.md)
        self.optimizer = torch.optim.Adam(parameter_groups(model, self.tcfg.lr),
                                          lr=self.tcfg.lr,
                                          betas=tuple(self.tcfg.betas),
                                          weight_decay=self.tcfg.weight_decay,
                                          fused=device.type in ("cpu", "cuda"))
        self.schedule = LrSchedule(self.optimizer, self.tcfg)
        self.state = TrainState(world_size=self.dist.world_size)
        self.clock = TrainClock()
        self.stop = StopRequest()  # replaced by fit's; never set when fit is given none
        self._stop_agreed = False  # under DDP: a rank had a stop request after the last step
        self.checkpoint_step: int | None = None  # step of the newest last.pt on disk
        self.writer: SummaryWriter | None = None
        self.metrics: MetricsLog | None = None
        self._window = self._empty_window()
        self.lexicon: Lexicon | None = None  # made at the end of training (train.lexicon)
        # the safety nets' tables, counted at the end of training (train.safety_net_words)
        self.safety: SafetyTables | None = None

    def _sequence_risk(self) -> SequenceRisk | None:
        """train.risk_weight's risk, None when it is 0; ConfigError under DDP, whose
        gradients are averaged only through the wrapped model's forward, not the risk's."""
        if not self.tcfg.risk_weight:
            return None
        if self.dist.world_size > 1:
            raise ConfigError(f"train.risk_weight={self.tcfg.risk_weight}: risk training runs in "
                              f"one process, not under torchrun's {self.dist.world_size}")
        return SequenceRisk.from_config(self.tcfg, self.subwords, self.device)

    @property
    def eval_model(self) -> Seq2Seq:
        """The weights to validate and translate with: the moving average when
        train.ema_decay > 0, else the trained ones."""
        return self.averaged.module if self.averaged is not None else self.model

    # ---- checkpoints -------------------------------------------------------------------
    def payload(self, rank_rngs: list[dict] | None = None) -> dict:
        """Everything a checkpoint holds: weights, optimiser, schedule, progress, RNGs,
        the resolved config and the subword models; ``rank_rngs``: every rank's RNG states
        (from :meth:`save` under DDP), so that each rank resumes its own dropout masks.
        "model" holds the weights to translate with (:attr:`eval_model`); with a moving
        average, "raw_model" holds the trained weights that training goes on from."""
        averaged = {} if self.averaged is None else {
            "raw_model": self.model.state_dict(),
            "averaged_steps": int(self.averaged.n_averaged)}
        return {
            "model": self.eval_model.state_dict(),
            **averaged,
            "optimizer": self.optimizer.state_dict(),
            "scheduler": self.schedule.state_dict(),
            "train_state": self.state.to_dict(),
            "clock": self.clock.to_dict(),
            "rng": rng_state(self.device),
            "config": OmegaConf.to_container(self.cfg, resolve=True),
            "subwords": {"src": self.subwords.src_proto, "tgt": self.subwords.tgt_proto},
            **({"rank_rng": rank_rngs} if rank_rngs and len(rank_rngs) > 1 else {}),
            **({} if self.lexicon is None else {"lexicon": lexicon_tensors(self.lexicon)}),
            **({} if self.safety is None else {CHECKPOINT_KEY: self.safety.to_plain()}),
        }

    def restore(self, payload: dict, where: str) -> None:
        """Continue from a checkpoint payload read from ``where`` (weights are loaded by the
        caller; with a moving average, "model" holds the average and the trained weights are
        loaded here). A run that had finished may go on when its limits were raised."""
        try:
            if "raw_model" in payload:
                self.model.load_state_dict(payload["raw_model"])
                if self.averaged is not None:
                    self.averaged.module.load_state_dict(payload["model"])
                    self.averaged.n_averaged.fill_(payload["averaged_steps"])
            self.optimizer.load_state_dict(payload["optimizer"])
            self.schedule.load_state_dict(payload.get("scheduler"))
        except (ValueError, KeyError, RuntimeError) as err:
            raise CheckpointError(f"{where}: its optimiser state or trained weights do not fit "
                                  f"this model and config: {str(err).splitlines()[0]}"
                                  ) from None
        self.state = TrainState.from_dict(payload["train_state"])
        self.clock = TrainClock.from_dict(payload.get("clock"))
        world_size = self.dist.world_size
        if self.state.batch_in_epoch and self.state.world_size != world_size:
            raise CheckpointError(
                f"{where}: taken in the middle of an epoch by {self.state.world_size} "
                f"process(es); continue it with as many (torchrun --nproc_per_node="
                f"{self.state.world_size}), not {world_size}, or from an epoch's end")
        self.state.world_size = world_size
        self.state.finished = False  # the limits, perhaps raised on the command line, decide
        self.checkpoint_step = self.state.step
        rngs = payload.get("rank_rng") or [payload["rng"]]
        set_rng_state(rngs[self.dist.rank] if self.dist.rank < len(rngs) else rngs[0],
                      self.device)

    def save(self, name: str) -> Path:
        """Write checkpoint ``name`` (e.g. last.pt) into the run directory. Under DDP every
        rank calls it (it gathers their RNG states) and rank 0 writes."""
        rank_rngs = self.dist.gather(rng_state(self.device))
        path = self.run_dir / name
        if self.dist.is_main:
            save_checkpoint(path, self.payload(rank_rngs))
        return path

    def save_last(self) -> None:
        """Write last.pt, and a step-N.pt beside it when train.keep_last > 0 (the oldest
        beyond keep_last are deleted)."""
        last = self.save("last.pt")
        self.checkpoint_step = self.state.step
        if self.teacher is not None and self.dist.is_main:
            self.teacher.save_readings(self.run_dir / CACHE_FILE)
        if self.tcfg.keep_last > 0 and self.dist.is_main:
            atomic_copy(last, self.run_dir / f"step-{self.state.step:08d}.pt")
            for path in sorted(self.run_dir.glob("step-*.pt"))[: -self.tcfg.keep_last]:
                path.unlink(missing_ok=True)

    # ---- the loop ----------------------------------------------------------------------
    def fit(self, stop: StopRequest | None = None) -> TrainState:
        """Train until max_epochs / max_steps / early stopping, or until ``stop`` is
        requested (then last.pt is written and the way to resume logged); returns the state."""
        if stop is not None:
            self.stop = stop
        if self.dist.is_main:
            self.writer = SummaryWriter(str(self.run_dir / "tensorboard"),
                                        purge_step=self.state.step + 1)
            self.metrics = MetricsLog(self.run_dir / METRICS_FILE, keep_until=self.state.step)
        try:
            while not self._should_stop() and not self._stopping:
                self._run_epoch()
            if self._stopping:
                self.save_last()
            else:
                self._finish()
        finally:
            if self.dist.is_main:
                self.writer.close()
                self.metrics.close()
        if self._stopping:
            log.warning("stopped by %s after step %d; last.pt holds it. Resume with:\n  %s",
                        self.stop.signal or "a stop signal to another rank", self.state.step,
                        self.resume_command())
        else:
            log.info("training finished at step %d after %d full epochs; best dev BLEU %.2f "
                     "at step %d; best checkpoint: %s", self.state.step, self.state.epoch,
                     self.state.best_bleu, self.state.best_step, self.run_dir / "best.pt")
        return self.state

    @property
    def _stopping(self) -> bool:
        # one process stops as soon as it is asked to; under DDP all ranks stop after the
        # step at which any rank had been asked, as every rank learns in that step's
        # all-reduce (a rank that stopped alone would leave the others waiting in theirs)
        return self._stop_agreed if self.dist.enabled else self.stop.requested

    def resume_command(self) -> str:
        """The command line that continues this run from its last.pt."""
        run_dir = shlex.quote(f"hydra.run.dir={self.run_dir.resolve()}")
        if self.dist.enabled:
            return (f"torchrun --nproc_per_node={self.dist.world_size} -m nmt.train "
                    f"resume=auto {run_dir}")
        return f"nmt-train resume=auto {run_dir}"

    def _finish(self) -> None:
        if self.tcfg.lexicon and self.dist.is_main:
            log.info("estimating the lexical table for shortlists (train.lexicon)")
            self.lexicon = estimate_lexicon(self.train_split.src_ids, self.train_split.tgt_ids,
                                            self.subwords.src_vocab_size,
                                            self.subwords.tgt_vocab_size,
                                            self.tcfg.lexicon_pairs, self.cfg.seed,
                                            release=self.train_split.tokens.release)
        if self.dist.is_main:
            self.safety = corpus_tables(self.cfg)
        if self.teacher is not None:
            log.info(self.teacher.summary())
        if self.state.last_valid_step != self.state.step:
            self._validate()
        self.state.finished = True
        self.save("last.pt")
        self.checkpoint_step = self.state.step
        self._complete_best()

    def _complete_best(self) -> None:
        """Give best.pt of an earlier validation the tables made at the end of training
        (the lexical table, the safety nets'), beside its weights."""
        best = self.run_dir / "best.pt"
        tables = {"lexicon": None if self.lexicon is None else lexicon_tensors(self.lexicon),
                  CHECKPOINT_KEY: None if self.safety is None else self.safety.to_plain()}
        tables = {key: value for key, value in tables.items() if value is not None}
        if not tables or not best.is_file():
            return
        payload = load_checkpoint(best)
        missing = {key: value for key, value in tables.items() if key not in payload}
        if missing:
            save_checkpoint(best, {**payload, **missing})

    def _should_stop(self) -> bool:
        t = self.tcfg
        return self.state.limits_reached(t.max_epochs, t.max_steps, t.patience)

    def _run_epoch(self) -> None:
        world = self.dist.world_size
        batches = self.examples.batches(self.tcfg.batch_tokens, self.tcfg.batch_size,
                                        self.state.epoch, shuffle=True, group=world)
        batches = shard_batches(batches, self.dist.rank, world)
        bar = tqdm(total=len(batches), initial=self.state.batch_in_epoch,
                   desc=f"epoch {self.state.epoch + 1}",
                   disable=not (sys.stderr.isatty() and self.dist.is_main), leave=False)
        try:
            while (self.state.batch_in_epoch < len(batches) and not self._should_stop()
                   and not self._stopping):
                batch = self.examples.collate(batches[self.state.batch_in_epoch],
                                              self.state.epoch)
                stepped = self.train_step(batch.to(self.device))
                self.state.batch_in_epoch += 1
                bar.update(1)
                if stepped:
                    self._after_step(bar)
        finally:
            bar.close()
        # a stopped run ends the epoch when it resumes, validation included, as an
        # uninterrupted one would
        if self.state.batch_in_epoch >= len(batches) and not self._stopping:
            self.state.epoch += 1
            self.state.batch_in_epoch = 0
            if self.state.last_valid_step != self.state.step:
                with self._off_the_clock():
                    self._validate()

    def _after_step(self, bar: tqdm) -> None:
        step = self.state.step
        if step % self.tcfg.log_every == 0:
            self._log_window(bar)
        with self._off_the_clock():
            if self.tcfg.valid_every > 0 and step % self.tcfg.valid_every == 0:
                self._validate()
            elif self.tcfg.checkpoint_every > 0 and step % self.tcfg.checkpoint_every == 0:
                self.save_last()

    @contextlib.contextmanager
    def _off_the_clock(self) -> Iterator[None]:
        """Leave the block's time (a validation, a checkpoint) out of the logging window's
        clock, so that its tokens/s and step time are training's alone: a window that held
        an epoch's end would otherwise count the decoding of the dev set as training."""
        start, cpu = time.perf_counter(), time.process_time()
        try:
            yield
        finally:
            self._window["start"] += time.perf_counter() - start
            self._window["cpu_start"] += time.process_time() - cpu

    def train_step(self, batch) -> bool:
        """One optimiser step on ``batch``; False when it was skipped as non-finite.

        Under DDP the loss is per target token of the global batch (all ranks' batches):
        DDP averages the gradients, so each rank's token loss sum is scaled by the world
        size over the global token count; the result equals one process's on the union of
        the batches. Clipping sees the averaged gradients. With train.normalization=sents
        the loss is per sentence instead: the per-token loss times the global batch's target
        tokens over its sentences.
        """
        self.model.train()
        self.optimizer.zero_grad(set_to_none=True)
        tokens, src_tokens, sentences = self.dist.sum(
            [batch.num_tgt_tokens, batch.num_src_tokens, batch.src.size(0)])
        with autocast(self.device, self.tcfg.precision):
            soft = self.teacher.soft_targets(batch) if self.teacher is not None else None
            out = self.forward_model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out,
                                     self.tcfg.label_smoothing, soft)
        loss = out.total / (tokens / self.dist.world_size) + out.auxiliary
        # the token loss is what the log reports as the loss, with the risk beside it
        token_loss, risk = loss.detach(), self._risk(batch)
        if risk is not None:
            loss = (1 - self.tcfg.risk_weight) * loss + self.tcfg.risk_weight * risk
        # per sentence: the whole per-token loss (auxiliary terms too) times tokens/sentences
        scale = tokens / sentences if self.tcfg.normalization == "sents" else 1.0
        (loss * scale).backward()
        grad_norm = float(torch.nn.utils.clip_grad_norm_(self.model.parameters(),
                                                         self.tcfg.clip_norm))
        loss_value = float(loss.detach())
        finite = math.isfinite(loss_value) and math.isfinite(grad_norm)
        # one all-reduce for what every rank must agree on: the loss, whether to skip, stop
        loss_sum, bad, stops = self.dist.sum([loss_value if finite else 0.0, not finite,
                                              self.stop.requested])
        self._stop_agreed = stops > 0
        if bad:
            self._bad_step(loss_value, grad_norm)
            return False
        loss_value = loss_sum / self.dist.world_size
        if self.risk is not None:  # one process (see _sequence_risk): nothing to average
            loss_value = float(token_loss)
        self.optimizer.step()
        if self.averaged is not None:
            self.averaged.update_parameters(self.model)
        self.state.step += 1
        self.schedule.after_update(self.state.step)
        self.state.bad_steps = 0
        w = self._window
        w["loss"] += loss_value * tokens
        w["tokens"] += tokens
        w["src_tokens"] += src_tokens
        w["steps"] += 1
        w["risk"] += float(risk.detach()) if risk is not None else 0.0
        w["grad_norm"] = grad_norm
        return True

    def _risk(self, batch) -> torch.Tensor | None:
        """The batch's expected cost per sentence (nmt.training.objectives.risk), 0-d and
        differentiable; None without risk training."""
        if self.risk is None:
            return None
        return self.risk.loss(self.model, batch) / batch.src.size(0)

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
        return {"loss": 0.0, "risk": 0.0, "tokens": 0, "src_tokens": 0, "steps": 0,
                "start": time.perf_counter(), "cpu_start": time.process_time()}

    def _log_window(self, bar: tqdm) -> None:
        w = self._window
        if not w["steps"] or not self.dist.is_main:
            self._window = self._empty_window()
            return
        elapsed = max(time.perf_counter() - w["start"], 1e-9)
        # CPU time of the process: on a machine shared with other work, the core-hours a run
        # took, where its wall time also counts the waits for a core
        cpu = time.process_time() - w["cpu_start"]
        self.clock.steps_seconds += elapsed
        self.clock.cpu_seconds += cpu
        loss = w["loss"] / max(w["tokens"], 1)
        tgt_rate, src_rate = w["tokens"] / elapsed, w["src_tokens"] / elapsed
        lr = self.optimizer.param_groups[0]["lr"]
        step = self.state.step
        for name, value in (("train/loss", loss), ("train/lr", lr),
                            ("train/grad_norm", w["grad_norm"]),
                            ("train/tgt_tokens_per_s", tgt_rate),
                            ("train/tokens_per_s", tgt_rate + src_rate)):
            self.writer.add_scalar(name, value, step)
        memory = self._gpu_memory()
        # the expected cost per sentence of the risk's candidates (nmt.training.objectives.risk)
        risk = {"risk": w["risk"] / w["steps"]} if self.risk is not None else {}
        for name, value in risk.items():
            self.writer.add_scalar(f"train/{name}", value, step)
        self.metrics.write("train", step, epoch=self.state.epoch + 1, loss=loss, lr=lr,
                           grad_norm=w["grad_norm"], tgt_tokens_per_s=tgt_rate,
                           step_seconds=elapsed / w["steps"],
                           cpu_step_seconds=cpu / w["steps"], **risk, **memory)
        bar.set_postfix(loss=f"{loss:.3f}", tok_s=f"{tgt_rate:.0f}")
        log.info("step %d epoch %d loss %.4f%s lr %.2e grad_norm %.2f tgt_tok/s %.0f%s", step,
                 self.state.epoch + 1, loss,
                 "".join(f" {name} {value:.4f}" for name, value in risk.items()), lr,
                 w["grad_norm"], tgt_rate,
                 "".join(f" {name} {value:.0f}" for name, value in memory.items()))
        self._window = self._empty_window()

    def _gpu_memory(self) -> dict[str, float]:
        """On CUDA, the most memory PyTorch's tensors have held on the device since the run
        started, validations included (``gpu_peak_mb``, MiB); nothing elsewhere."""
        if self.device.type != "cuda":
            return {}
        return {"gpu_peak_mb": torch.cuda.max_memory_allocated(self.device) / 2**20}

    def _validate(self) -> None:
        # rank 0 validates and the others wait for its BLEU: they would compute the same
        # (same weights, same dev set), and decoding is the slow part. The bookkeeping below
        # runs on every rank from that one number, so early stopping and the plateau
        # schedule take the same decisions everywhere.
        result = self._dev_result() if self.dist.is_main else None
        bleu = self.dist.broadcast(result.bleu if result else None)
        step = self.state.step
        self.state.last_valid_step = step
        improved = bleu > self.state.best_bleu
        if improved:
            self.state.best_bleu, self.state.best_step = bleu, step
            self.state.bad_validations = 0
        else:
            self.state.bad_validations += 1
        self.schedule.after_validation(bleu)
        if result is not None:
            self._report_validation(result, improved)
        if improved:
            self.save("best.pt")
        self.save_last()

    def _dev_result(self) -> Validation:
        # validation must not move the training RNG streams: a run validated at other steps,
        # or resumed, then draws the same dropout masks
        rng = rng_state(self.device)
        try:
            return validate(self.eval_model, self.dev, self.subwords, self.device, self.tcfg)
        finally:
            set_rng_state(rng, self.device)

    def _report_validation(self, result: Validation, improved: bool) -> None:
        step = self.state.step
        for name, value in (("dev/loss", result.loss), ("dev/ppl", result.ppl),
                            ("dev/bleu", result.bleu)):
            self.writer.add_scalar(name, value, step)
        alignment = {} if result.alignment is None else log_alignment(
            self.writer, result.alignment, step)
        self.metrics.write("valid", step, loss=result.loss, ppl=result.ppl, bleu=result.bleu,
                           **{f"alignment_{name}": value for name, value in alignment.items()})
        log.info("validation at step %d: dev loss %.4f ppl %.2f BLEU %.2f%s", step, result.loss,
                 result.ppl, result.bleu, " (new best)" if improved else "")
        if "saturated" in alignment:
            log.info("  attention windows: p_t/S mean %.3f, saturated %.1f%% (p_t/S > 0.95 or "
                     "< 0.05), mass to the context %.3f (before renormalising %.3f), "
                     "|p_t - diagonal|/S %.3f, |p_t - local-m's t|/S %.3f, energy spread %.2f",
                     alignment["p_over_S"], 100 * alignment["saturated"],
                     alignment["context_mass"], alignment["gaussian_mass"],
                     alignment["diagonal_distance"], alignment["local_m_distance"],
                     alignment.get("energy_spread", math.nan))
        for src, ref, hyp in result.samples[:1]:
            log.info("  source:     %s\n  reference:  %s\n  hypothesis: %s", src, ref, hyp)
        log_heatmaps(self.writer, self.eval_model, self.dev, self.subwords, self.device,
                     self.tcfg, step)
