"""Device selection and mixed precision, in one place so no module calls .cuda() by hand."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import torch

from nmt.config import PRECISIONS
from nmt.errors import ConfigError

DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16}  # precision name -> compute dtype


def select_device(name: str) -> torch.device:
    """``auto`` (CUDA when available, else CPU), ``cpu``, ``cuda`` or ``cuda:N``."""
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    try:
        device = torch.device(name)
    except RuntimeError:
        raise ConfigError(f"device={name!r} is not one of auto, cpu, cuda, cuda:N") from None
    if device.type not in ("cpu", "cuda"):
        raise ConfigError(f"device={name!r} is not one of auto, cpu, cuda, cuda:N")
    if device.type == "cuda":
        check_cuda_index(name, device)
    return device


def check_cuda_index(name: str, device: torch.device) -> None:
    """ConfigError unless CUDA is available and ``device`` (written ``name`` by the user)
    names one of its devices: torch would accept cuda:9 here and fail at the first tensor
    moved there with an unhelpful "invalid device ordinal"."""
    problem = cuda_problem()
    if problem:
        raise ConfigError(f"device={name}: CUDA is not available: {problem}; use device=cpu")
    count = torch.cuda.device_count()
    if device.index is not None and device.index >= count:
        raise ConfigError(f"device={name}: this machine has {count} CUDA device(s), cuda:0 to "
                          f"cuda:{count - 1}")


def cuda_problem() -> str | None:
    """Why this process cannot use CUDA (None when it can): a CPU-only build of torch, or a
    CUDA build that sees no device."""
    if torch.cuda.is_available():
        return None
    if torch.version.cuda is None:
        return f"torch {torch.__version__} is a CPU-only build"
    return (f"torch {torch.__version__} (built for CUDA {torch.version.cuda}) sees no CUDA "
            f"device: no GPU, no driver, or CUDA_VISIBLE_DEVICES hides them")


def check_precision(precision: str) -> None:
    """ConfigError unless ``precision`` is one of PRECISIONS."""
    if precision not in PRECISIONS:
        raise ConfigError(f"train.precision={precision!r} is not one of {', '.join(PRECISIONS)}")


@contextlib.contextmanager
def autocast(device: torch.device, precision: str) -> Iterator[None]:
    """bf16 autocast on ``device`` when precision is bf16 (softmax and loss stay float32)."""
    check_precision(precision)
    if precision == "fp32":
        yield
        return
    with torch.autocast(device.type, dtype=DTYPES[precision]):
        yield
