"""The array operations of the search (nmt.decoding.arrays) for torch tensors."""

from __future__ import annotations

import numpy as np
import torch

from nmt.decoding.arrays import Arrays


class TorchArrays(Arrays):
    """:class:`nmt.decoding.arrays.Arrays` for torch tensors on ``device``."""

    def __init__(self, device: torch.device) -> None:
        self.device = device

    def asarray(self, x):
        return torch.from_numpy(np.ascontiguousarray(x)).to(self.device)

    def full(self, shape, value, integer=False):
        return torch.full(shape, value, dtype=torch.long if integer else torch.float32,
                          device=self.device)

    def arange(self, start, stop, step=1):
        return torch.arange(start, stop, step, device=self.device)

    def as_float(self, x):
        return x.float()

    def as_int(self, x):
        return x.long()

    def floor(self, x):
        return x.floor()

    def log(self, x):
        return x.log()

    def exp(self, x):
        return x.exp()

    def cumsum(self, x):
        return x.cumsum(1)

    def clip(self, x, low=None, high=None):
        return x.clamp(low, high)

    def where(self, condition, a, b):
        return torch.where(condition, a, b)

    def copy(self, x):
        return x.clone()

    def take_along(self, x, index):
        return x.gather(1, index)

    def topk(self, x, k):
        return x.topk(k, dim=1)

    def nonzero(self, mask):
        return mask.nonzero().squeeze(1)

    def argwhere(self, mask):
        return mask.nonzero()

    def amax(self, x, axis):
        return x.amax(axis)

    def concat(self, arrays, axis=0):
        return torch.cat(arrays, axis)

    def stack(self, arrays):
        return torch.stack(arrays)

    def repeat(self, x, times):
        return x if times == 1 else x.repeat_interleave(times, 0)

    def to_host(self, x):
        return x.cpu()
