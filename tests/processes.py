"""Real subprocesses of the command-line apps, for tests that kill, signal or pipe them."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import torch

from nmt.training.records import read_metrics
from tests.conftest import REPO

# one thread: the same float summation order in every run, and no oversubscribed cores
ENV = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONUNBUFFERED": "1"}

# a tiny model on a small synthetic corpus, a record per step; dropout on, so that resume
# must restore the RNG that draws the masks. 19 batches per epoch.
TRAIN_ARGS = [
    "model.emb_size=16", "model.hidden_size=32", "model.dropout=0.3", "device=cpu",
    "data.synthetic_sizes={train:300,val:20,test:20}", "train.batch_size=16",
    "train.max_steps=32", "train.log_every=1", "train.valid_every=15",
    "train.checkpoint_every=10", "train.valid_max_sentences=5",
]


def app_command(app: str, *args: str) -> list[str]:
    """The command line of ``nmt-<app> args`` run with this interpreter."""
    return [sys.executable, "-m", f"nmt.apps.{app}", *args]


def run_app(app: str, *args: str, stdin: bytes | None = None, timeout: float = 300
            ) -> subprocess.CompletedProcess:
    """Run ``nmt-<app> args`` to the end; stdout and stderr as text."""
    return subprocess.run(app_command(app, *args), input=stdin, capture_output=True,
                          cwd=REPO, env=ENV, timeout=timeout)


def start_app(app: str, *args: str, stdin: int | None = None,
              stderr: int = subprocess.STDOUT) -> subprocess.Popen:
    """Start ``nmt-<app> args``; stdout and (by default) stderr go to one pipe.

    SIGINT is reset to its default in the child, as in a terminal: a test run from a
    background job would otherwise hand down an ignored SIGINT.
    """
    return subprocess.Popen(app_command(app, *args), stdin=stdin, stdout=subprocess.PIPE,
                            stderr=stderr, cwd=REPO, env=ENV,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def train_tiny(run_dir: Path, steps: int, *overrides: str) -> Path:
    """Train TRAIN_ARGS (+ ``overrides``) in this process for ``steps`` steps; the path of its
    last.pt."""
    from nmt.training.run import run_training
    from tests.conftest import compose_config

    cfg = compose_config(overrides=[*TRAIN_ARGS, f"train.max_steps={steps}",
                                    "train.valid_every=0", *overrides])
    with one_thread():
        run_training(cfg, run_dir, [])
    return run_dir / "last.pt"


@contextlib.contextmanager
def one_thread() -> Iterator[None]:
    """Torch on one thread inside: in-process training then runs as the subprocesses do
    (OMP_NUM_THREADS=1) and spends no time in OpenMP spin-waits on a busy machine."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def train_steps(run_dir: Path) -> list[int]:
    """The steps of the training records in ``run_dir``'s metrics.jsonl."""
    return [r["step"] for r in read_metrics(run_dir / "metrics.jsonl") if r["kind"] == "train"]


def wait_for_step(proc: subprocess.Popen, run_dir: Path, step: int, timeout: float = 240
                  ) -> None:
    """Block until ``proc`` has logged training step ``step`` (it must not exit before)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        steps = train_steps(run_dir)
        if steps and steps[-1] >= step:
            return
        if proc.poll() is not None:
            raise AssertionError(f"exited ({proc.returncode}) before step {step}:\n"
                                 f"{proc.stdout.read().decode(errors='replace')}")
        time.sleep(0.02)
    proc.kill()
    raise AssertionError(f"no step {step} within {timeout} s")
