"""The array operations the search needs beyond what numpy arrays and torch tensors share.

Greedy and beam search (nmt.decoding.search) are written once, for any engine: indexing,
arithmetic, comparisons, ``reshape``, ``sum``, ``any``, ``all``, ``max`` and ``tolist`` read
the same on numpy arrays and torch tensors, and everything else goes through the engine's
``ops``, an :class:`Arrays`. :class:`NumpyArrays` serves the ONNX Runtime engine (no torch
at run time); nmt.engines.torch_engine has the torch one. Integers are int64, floats float32.
"""

from __future__ import annotations

from typing import Any

import numpy as np

Array = Any  # a numpy array or a torch tensor, as the engine's Arrays make them


class Arrays:
    """The operations, one method each; shapes are documented per method."""

    def asarray(self, x: np.ndarray) -> Array:
        """A numpy array (int64 or float32) as an array of this kind (on its device)."""
        raise NotImplementedError

    def full(self, shape: tuple[int, ...], value: float, integer: bool = False) -> Array:
        """An array of ``shape`` filled with ``value``: int64 if ``integer``, else float32."""
        raise NotImplementedError

    def arange(self, start: int, stop: int, step: int = 1) -> Array:
        """start, start + step, ... below stop, int64 (n,)."""
        raise NotImplementedError

    def as_float(self, x: Array) -> Array:
        """x as float32."""
        raise NotImplementedError

    def as_int(self, x: Array) -> Array:
        """x as int64 (floats truncated towards zero)."""
        raise NotImplementedError

    def floor(self, x: Array) -> Array:
        """Elementwise floor."""
        raise NotImplementedError

    def log(self, x: Array) -> Array:
        """Elementwise natural logarithm."""
        raise NotImplementedError

    def exp(self, x: Array) -> Array:
        """Elementwise exponential."""
        raise NotImplementedError

    def cumsum(self, x: Array) -> Array:
        """The running sums along each row of x (n, m) -> (n, m), in x's type."""
        raise NotImplementedError

    def clip(self, x: Array, low: float | None = None, high: float | None = None) -> Array:
        """x clamped into [low, high] (None: no bound on that side)."""
        raise NotImplementedError

    def where(self, condition: Array, a: Array | float, b: Array | float) -> Array:
        """a where condition holds, else b (broadcast)."""
        raise NotImplementedError

    def copy(self, x: Array) -> Array:
        """A copy of x that owns its memory."""
        raise NotImplementedError

    def take_along(self, x: Array, index: Array) -> Array:
        """x (n, m) picked along axis 1 by index (n, k) -> (n, k)."""
        raise NotImplementedError

    def topk(self, x: Array, k: int) -> tuple[Array, Array]:
        """The k largest of each row of x (n, m), largest first: values (n, k) and their
        column indices (n, k) int64."""
        raise NotImplementedError

    def nonzero(self, mask: Array) -> Array:
        """The indices (m,) int64 of the True entries of mask (n,) bool, in order."""
        raise NotImplementedError

    def argwhere(self, mask: Array) -> Array:
        """The (row, column) pairs (m, 2) int64 of the True entries of mask (n, k) bool,
        row-major."""
        raise NotImplementedError

    def amax(self, x: Array, axis: int) -> Array:
        """The largest entry along ``axis`` (that axis removed)."""
        raise NotImplementedError

    def concat(self, arrays: list[Array], axis: int = 0) -> Array:
        """Arrays joined along ``axis``."""
        raise NotImplementedError

    def stack(self, arrays: list[Array]) -> Array:
        """Arrays of one shape stacked along a new first axis."""
        raise NotImplementedError

    def repeat(self, x: Array, times: int) -> Array:
        """Each row of x repeated ``times`` times in consecutive rows:
        (n, ...) -> (n * times, ...)."""
        raise NotImplementedError

    def to_host(self, x: Array) -> Array:
        """x where the caller can read it (on the CPU)."""
        raise NotImplementedError


class NumpyArrays(Arrays):
    """:class:`Arrays` for numpy arrays."""

    def asarray(self, x):
        return np.asarray(x)

    def full(self, shape, value, integer=False):
        return np.full(shape, value, dtype=np.int64 if integer else np.float32)

    def arange(self, start, stop, step=1):
        return np.arange(start, stop, step, dtype=np.int64)

    def as_float(self, x):
        return x.astype(np.float32, copy=False)

    def as_int(self, x):
        return x.astype(np.int64)

    def floor(self, x):
        return np.floor(x)

    def log(self, x):
        return np.log(x)

    def exp(self, x):
        return np.exp(x)

    def cumsum(self, x):
        return np.cumsum(x, axis=1, dtype=x.dtype)

    def clip(self, x, low=None, high=None):
        return np.clip(x, low, high)

    def where(self, condition, a, b):
        out = np.where(condition, a, b)
        # a Python float beside a float32 array must not make the result float64
        return out.astype(np.float32) if out.dtype == np.float64 else out

    def copy(self, x):
        return x.copy()

    def take_along(self, x, index):
        return np.take_along_axis(x, index, axis=1)

    def topk(self, x, k):
        if k < x.shape[1]:
            part = np.argpartition(-x, k - 1, axis=1)[:, :k]
        else:
            part = np.broadcast_to(np.arange(x.shape[1]), x.shape)
        # a stable sort of the k: ties keep the lower index first
        order = np.argsort(-np.take_along_axis(x, part, axis=1), axis=1, kind="stable")
        index = np.take_along_axis(part, order, axis=1).astype(np.int64)
        return np.take_along_axis(x, index, axis=1), index

    def nonzero(self, mask):
        return np.flatnonzero(mask)

    def argwhere(self, mask):
        return np.argwhere(mask)

    def amax(self, x, axis):
        return x.max(axis=axis)

    def concat(self, arrays, axis=0):
        return np.concatenate(arrays, axis=axis)

    def stack(self, arrays):
        return np.stack(arrays)

    def repeat(self, x, times):
        return x if times == 1 else np.repeat(x, times, axis=0)

    def to_host(self, x):
        return x
