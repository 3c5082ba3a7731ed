"""Batch-first recurrent state and per-batch caches, reordered as one (for beam search)."""

from __future__ import annotations

import dataclasses
from typing import Any

import torch


def select_batch(obj: Any, index: torch.Tensor) -> Any:
    """Index-select dimension 0 of every tensor inside ``obj``.

    ``obj`` may be a tensor, None, or a dict / list / tuple / dataclass of those, nested.
    Every tensor in it must be batch-first. Used to reorder or shrink decoder state, encoder
    outputs and attention caches together, so no piece of state is forgotten.
    """
    if obj is None:
        return None
    if isinstance(obj, torch.Tensor):
        return obj.index_select(0, index)
    if isinstance(obj, dict):
        return {k: select_batch(v, index) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(select_batch(v, index) for v in obj)
    if dataclasses.is_dataclass(obj):
        return dataclasses.replace(
            obj, **{f.name: select_batch(getattr(obj, f.name), index)
                    for f in dataclasses.fields(obj)}
        )
    return obj
