"""The run directory: writable, with room for the checkpoints, never another run's overwritten.

The checks run twice on purpose: from a Hydra callback (nmt.apps.train.RunDirCheck) before
Hydra creates the directory and writes its own files there (so a refused run leaves an old
run's ``.hydra/`` untouched), and from :func:`nmt.training.run.run_training`, which is also
called without Hydra.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from nmt.errors import ConfigError

MB = 2**20


def check_writable(run_dir: Path) -> None:
    """Create ``run_dir`` and write a probe file there; ConfigError when that fails."""
    try:
        run_dir.mkdir(parents=True, exist_ok=True)
        probe = run_dir / f".write-test-{os.getpid()}"
        probe.write_bytes(b"ok")
        probe.unlink()
    except OSError as err:
        raise ConfigError(f"hydra.run.dir={run_dir}: cannot write there "
                          f"({err.strerror or err}); choose another hydra.run.dir") from None


def check_free_space(run_dir: Path, checkpoint_bytes: int, keep_last: int, min_free_mb: int
                     ) -> None:
    """ConfigError unless ``run_dir`` has room for the run's checkpoints and ``min_free_mb``.

    A run holds last.pt, best.pt, ``keep_last`` step checkpoints and, while writing, one
    temp copy.
    """
    copies = 3 + keep_last
    need = max(min_free_mb * MB, copies * checkpoint_bytes)
    free = shutil.disk_usage(run_dir).free
    if free < need:
        raise ConfigError(
            f"hydra.run.dir={run_dir}: only {free / MB:.0f} MB free, this run needs "
            f"{need / MB:.0f} MB ({copies} checkpoints of about {checkpoint_bytes / MB:.0f} MB "
            f"with train.keep_last={keep_last}, and at least train.min_free_mb={min_free_mb}); "
            f"free some space or choose another hydra.run.dir")


def check_fresh_run_dir(run_dir: Path, overwrite: bool) -> None:
    """Refuse to start a new run over an existing run's checkpoints unless told to."""
    existing = sorted(p.name for p in run_dir.glob("*.pt"))
    if existing and not overwrite:
        raise ConfigError(
            f"{run_dir} already holds checkpoints ({', '.join(existing)}): continue it with "
            f"resume=auto, or start over with overwrite=true"
        )
