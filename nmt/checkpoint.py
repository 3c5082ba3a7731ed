"""Self-contained checkpoints: weights, optimiser, schedule, progress, config, subword models.

A checkpoint holds only tensors and plain containers, is written atomically, and is loaded
with ``torch.load(weights_only=True)``: loading never runs code from the file.
"""

from __future__ import annotations

import pickle
import random
from pathlib import Path
from typing import Any

import numpy as np
import torch

from nmt.errors import CheckpointError
from nmt.files import atomic_write, check_format

FORMAT = "nmt-checkpoint"
VERSION = 1


def save_checkpoint(path: str | Path, payload: dict[str, Any]) -> None:
    """Write ``payload`` (plain containers and tensors) to ``path`` atomically.

    A failed write (full disk, unwritable folder) raises CheckpointError naming the file;
    the previous file at ``path``, if any, is left as it was.
    """
    payload = {"format": FORMAT, "version": VERSION, **payload}
    try:
        atomic_write(path, lambda handle: torch.save(payload, handle))
    except OSError as err:
        raise CheckpointError(f"{path}: could not write the checkpoint ({err.strerror or err}); "
                              f"the previous {Path(path).name}, if any, is intact") from None


def load_checkpoint(path: str | Path, map_location: str | torch.device = "cpu",
                    mmap: bool = False) -> dict[str, Any]:
    """Read a checkpoint written by :func:`save_checkpoint`; ``mmap``: map the file instead
    of reading it, so that tensors never used (the optimiser state, when translating) are
    never read.

    Raises CheckpointError naming the file for a missing, truncated, corrupt or foreign file,
    and for any pickle that would need code to load (nothing from the file is executed).
    """
    path = Path(path)
    if not path.is_file():
        raise CheckpointError(f"{path}: no such checkpoint file")
    try:
        payload = torch.load(path, map_location=map_location, weights_only=True, mmap=mmap)
    except pickle.UnpicklingError as err:
        raise CheckpointError(
            f"{path}: refused to load: the file needs code to be executed to load, or is not "
            f"a checkpoint ({str(err).splitlines()[0]})"
        ) from None
    except Exception as err:  # the unpickler fails in many ways on truncated or random bytes
        reason = (str(err).splitlines() or [type(err).__name__])[0]
        raise CheckpointError(f"{path}: not a readable checkpoint (truncated or corrupt: "
                              f"{reason})") from None
    check_format(payload, FORMAT, VERSION, path, "checkpoint")
    return payload


def rng_state(device: torch.device | None = None) -> dict[str, Any]:
    """Every random generator training uses, as tensors and plain containers: python's,
    numpy's, torch's CPU generator and, when ``device`` is a CUDA device, that device's
    generator (the one its dropout masks come from). Only that one: asking for every CUDA
    device's state would start a CUDA context on each GPU of the machine, in every rank."""
    np_state = np.random.get_state()
    state = {
        "python": random.getstate(),
        "numpy": {"key": torch.from_numpy(np_state[1].astype(np.int64)), "pos": int(np_state[2]),
                  "has_gauss": int(np_state[3]), "gauss": float(np_state[4])},
        "torch": torch.get_rng_state(),
    }
    if device is not None and device.type == "cuda":
        state["cuda"] = torch.cuda.get_rng_state(device)
    return state


def set_rng_state(state: dict[str, Any], device: torch.device | None = None) -> None:
    """Restore what :func:`rng_state` captured; the CUDA generator of ``device`` when it is a
    CUDA device and the state has one (a list, as checkpoints before the single-device form
    held: the entry of that device's index, or the first)."""
    random.setstate(_as_tuples(state["python"]))
    np_state = state["numpy"]
    np.random.set_state(("MT19937", np_state["key"].numpy().astype(np.uint32), np_state["pos"],
                         np_state["has_gauss"], np_state["gauss"]))
    torch.set_rng_state(state["torch"])
    cuda = state.get("cuda")
    if cuda is None or device is None or device.type != "cuda":
        return
    if isinstance(cuda, (list, tuple)):
        index = device.index or 0
        cuda = cuda[index] if index < len(cuda) else cuda[0]
    torch.cuda.set_rng_state(cuda, device)


def _as_tuples(value: Any) -> Any:
    # python's random state must be nested tuples; a round trip may hand back lists
    if isinstance(value, (list, tuple)):
        return tuple(_as_tuples(v) for v in value)
    return value
