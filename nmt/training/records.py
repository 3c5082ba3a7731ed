"""The run directory's machine-readable records: metrics.jsonl, a record of every logged
training window and validation, and the name and format of results.json.

One JSON object per line, e.g. ``{"kind": "train", "step": 120, "loss": 3.21, ...}`` or
``{"kind": "valid", "step": 1000, "bleu": 12.3, ...}``. A resumed run first drops the records
of steps after its checkpoint (written by the run that died), so the file always reads as one
uninterrupted run, as TensorBoard's ``purge_step`` does for the event files.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

from nmt.files import atomic_write_bytes

FILENAME = "metrics.jsonl"
# what a finished run writes beside it (nmt.training.results), and nmt-report reads
RESULTS_FILE = "results.json"
RESULTS_FORMAT = "nmt-results"
RESULTS_VERSION = 1


def read_metrics(path: str | Path) -> list[dict[str, Any]]:
    """The records of a metrics.jsonl; a torn last line (a killed writer) is left out."""
    records = []
    path = Path(path)
    if not path.is_file():
        return records
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict):
            records.append(record)
    return records


def cpu_seconds_by_step(records: list[dict[str, Any]]) -> list[tuple[int, float]]:
    """(step, CPU seconds the run had trained for by then) after each train record, in order.

    A record's ``cpu_step_seconds`` counts for every step since the record before it.
    Records written before runs logged CPU time count at the median of those that have it,
    so that an old run's total is an estimate rather than zero.
    """
    train = [r for r in records if r.get("kind") == "train"]
    logged = [r["cpu_step_seconds"] for r in train if "cpu_step_seconds" in r]
    typical = statistics.median(logged) if logged else 0.0
    totals, cpu, before = [], 0.0, 0
    for record in train:
        cpu += record.get("cpu_step_seconds", typical) * (record["step"] - before)
        before = record["step"]
        totals.append((before, cpu))
    return totals


class MetricsLog:
    """Appends records to ``path``; at open, records of steps after ``keep_until`` go."""

    def __init__(self, path: str | Path, keep_until: int) -> None:
        self.path = Path(path)
        kept = [r for r in read_metrics(self.path) if r.get("step", 0) <= keep_until]
        atomic_write_bytes(self.path, "".join(json.dumps(r) + "\n" for r in kept).encode())
        self._file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 (closed by close())

    def write(self, kind: str, step: int, **values: float) -> None:
        """Append one record and flush it, so that a killed run loses at most a torn line."""
        self._file.write(json.dumps({"kind": kind, "step": step, **values}) + "\n")
        self._file.flush()

    def close(self) -> None:
        """Close the file (idempotent)."""
        self._file.close()
