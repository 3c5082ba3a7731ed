"""``nmt-report --progress``: where each run of a sweep in progress stands.

One row per run folder that training has started (its config.yaml): steps done of
train.max_steps, the best dev BLEU so far and its step, the latest validation, the wall and
CPU seconds a step takes lately (metrics.jsonl's ``step_seconds``, ``cpu_step_seconds``),
the CPU time of its steps so far (the core-hours it took on one thread, whatever else shared
the machine), the training time left at the wall pace (validations not counted), and when
the run last wrote a record, so that a stopped run stands out from a running one. Runs that
have not started have no folder yet and no row.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from pathlib import Path

from omegaconf import OmegaConf

from nmt.apps.tables import format_seconds, markdown_table, natural_key
from nmt.errors import DataError
from nmt.training.records import FILENAME as METRICS_FILE
from nmt.training.records import RESULTS_FILE, cpu_seconds_by_step, read_metrics

# the step time is the median of the latest training windows: the first ones include warm-up
PACE_WINDOWS = 5
HEADER = ["run", "steps", "best dev BLEU", "at step", "latest dev BLEU", "s/step",
          "CPU s/step", "CPU time", "time left", "state"]


@dataclass
class Progress:
    """One run's standing: ``step`` of ``max_steps`` (0: no step limit), validations as
    (step, BLEU), the recent seconds a step, whether it finished, and the age in seconds of
    its last record."""

    path: str
    step: int
    max_steps: int
    validations: list[tuple[int, float]]
    step_seconds: float | None
    cpu_step_seconds: float | None
    cpu_seconds: float
    finished: bool
    idle_seconds: float

    def row(self) -> list[str]:
        """The table row: see HEADER."""
        best = max(self.validations, key=lambda v: v[1], default=None)
        latest = self.validations[-1] if self.validations else None
        left = None
        if self.max_steps and self.step_seconds is not None and not self.finished:
            left = format_seconds(max(0, self.max_steps - self.step) * self.step_seconds)
        return [self.path, f"{self.step} / {self.max_steps or '-'}",
                _bleu(best), str(best[0]) if best else "", _bleu(latest),
                _pace(self.step_seconds), _pace(self.cpu_step_seconds),
                format_seconds(self.cpu_seconds),
                "0s" if self.finished else (left or "?"), self.state()]

    def state(self) -> str:
        """"finished", or how long ago the run last wrote a record."""
        if self.finished:
            return "finished"
        return f"last record {format_seconds(self.idle_seconds)} ago"


def _pace(seconds: float | None) -> str:
    return "" if seconds is None else f"{seconds:.2f}"


def _bleu(validation: tuple[int, float] | None) -> str:
    return "" if validation is None else f"{validation[1]:.2f}"


def run_progress(run_dir: Path, root: Path, now: float) -> Progress:
    """The standing of the run in ``run_dir`` (named relative to ``root``) at time ``now``."""
    cfg = OmegaConf.load(run_dir / "config.yaml")
    records = read_metrics(run_dir / METRICS_FILE)
    train = [r for r in records if r.get("kind") == "train"]
    paces = [r["step_seconds"] for r in train[-PACE_WINDOWS:] if "step_seconds" in r]
    cpu_paces = [r["cpu_step_seconds"] for r in train[-PACE_WINDOWS:]
                 if "cpu_step_seconds" in r]
    metrics = run_dir / METRICS_FILE
    written = metrics.stat().st_mtime if metrics.is_file() else (run_dir / "config.yaml"
                                                                    ).stat().st_mtime
    return Progress(
        path=str(run_dir.relative_to(root)) if run_dir != root else ".",
        step=max((r.get("step", 0) for r in records), default=0),
        max_steps=int(OmegaConf.select(cfg, "train.max_steps", default=0) or 0),
        validations=[(r["step"], float(r["bleu"])) for r in records
                     if r.get("kind") == "valid" and "bleu" in r],
        step_seconds=statistics.median(paces) if paces else None,
        cpu_step_seconds=statistics.median(cpu_paces) if cpu_paces else None,
        cpu_seconds=(cpu_seconds_by_step(records) or [(0, 0.0)])[-1][1],
        finished=(run_dir / RESULTS_FILE).is_file(),
        idle_seconds=max(0.0, now - written))


def progress_report(root: Path) -> str:
    """The Markdown table of every started run under ``root``; DataError when none is."""
    if not root.is_dir():
        raise DataError(f"{root}: no such folder")
    started = sorted((p.parent for p in root.rglob("config.yaml")
                      if (p.parent / ".hydra").is_dir()), key=lambda p: natural_key(str(p)))
    if not started:
        raise DataError(f"{root}: no training run has started under it (no config.yaml "
                        f"beside a .hydra folder)")
    now = time.time()
    rows = [run_progress(run, root, now).row() for run in started]
    numeric = [False, *[True] * (len(HEADER) - 2), False]
    done = sum(row[-1] == "finished" for row in rows)
    return (markdown_table(HEADER, rows, numeric) + f"\n\n{len(rows)} runs started in "
            f"`{root}`, {done} finished. Dev BLEU: the validations so far (as the run "
            f"decodes them, train.decoding); time left: training steps at the median pace of "
            f"the latest {PACE_WINDOWS} logged windows, validations not counted.\n")
