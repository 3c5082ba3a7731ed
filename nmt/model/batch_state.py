"""Batch-first recurrent state and per-batch caches, reordered as one (for beam search)."""

from __future__ import annotations

import dataclasses
from typing import Any

import torch


def select_batch(obj: Any, index: torch.Tensor) -> Any:
    """Index-select dimension 0 of every tensor inside ``obj``.

    ``obj`` may be a tensor, None, or a dict / list / tuple / dataclass of those, nested.
    Every tensor in it must be batch-first. Used to reorder or shrink decoder state, encoder
    outputs and attention caches together, so no piece of state is forgotten. A tensor that
    appears in several places (the encoder states are also the attention values) is selected
    once and stays one tensor.
    """
    return _select(obj, index, {})


def beams_per_sentence(rows: int, sentences: int) -> int:
    """How many beam rows each of ``sentences`` sentences has among ``rows`` rows; ValueError
    when they do not divide evenly."""
    if rows % sentences:
        raise ValueError(f"{rows} beam rows do not divide among {sentences} sentences")
    return rows // sentences


def beam_rows(x: torch.Tensor, rows: int) -> torch.Tensor:
    """Per-sentence rows x (n, ...) for ``rows`` rows of beams, a sentence's beams in
    consecutive rows: (rows, ...), each sentence's row repeated rows // n times (x itself when
    rows == n)."""
    width = beams_per_sentence(rows, x.size(0))
    return x if width == 1 else x.repeat_interleave(width, 0)


def _select(obj: Any, index: torch.Tensor, done: dict[int, torch.Tensor]) -> Any:
    if obj is None:
        return None
    if isinstance(obj, torch.Tensor):
        if id(obj) not in done:
            done[id(obj)] = obj.index_select(0, index)
        return done[id(obj)]
    if isinstance(obj, dict):
        return {k: _select(v, index, done) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(_select(v, index, done) for v in obj)
    if dataclasses.is_dataclass(obj):
        return dataclasses.replace(
            obj, **{f.name: _select(getattr(obj, f.name), index, done)
                    for f in dataclasses.fields(obj)}
        )
    return obj
