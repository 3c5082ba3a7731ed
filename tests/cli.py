"""Running the installed console scripts the way a user does (real subprocesses)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent


def run_cli(app: str, *args: str, stdin: str | None = None, check: bool = True,
            timeout: float = 600, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run ``nmt-<app> args...`` and return the finished process (text mode)."""
    script = BIN / f"nmt-{app}"
    command = [str(script)] if script.exists() else [sys.executable, "-m", f"nmt.apps.{app}"]
    env = {"OMP_NUM_THREADS": "2", **os.environ, "HYDRA_FULL_ERROR": "1"}
    done = subprocess.run([*command, *args], input=stdin, capture_output=True, text=True,
                          timeout=timeout, cwd=cwd, env=env)
    if check and done.returncode != 0:
        raise AssertionError(f"nmt-{app} failed ({done.returncode}):\n{done.stderr[-3000:]}")
    return done


def bleu_from(output: str) -> float:
    """The BLEU score printed by nmt-evaluate ("BLEU = 85.3 ...")."""
    for line in output.splitlines():
        if line.startswith("BLEU = "):
            return float(line.split()[2])
    raise AssertionError(f"no BLEU line in:\n{output}")
