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
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ConfigError(f"device={name}: CUDA is not available on this machine; use device=cpu")
    if device.type not in ("cpu", "cuda"):
        raise ConfigError(f"device={name!r} is not one of auto, cpu, cuda, cuda:N")
    return device


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
