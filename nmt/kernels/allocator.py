"""glibc malloc settings for the decoding commands: keep freed memory for the next step.

Every decoding step allocates and frees (rows, V) float32 tensors (logits, log-probabilities).
glibc serves them from the heap, but once more than twice its (self-adjusting) mmap threshold
is free at the top of the heap it returns those pages to the OS, so the next step maps them
anew and its first write to each 4 KiB page is a page fault. The settings here keep that
memory in the process (README.md of this folder says what that buys).

The price is that memory freed after a peak stays with the process, so training does not use
this: its peak RSS is a target. PyTorch's CPU tuning guide makes the same trade with jemalloc
or tcmalloc.
"""

from __future__ import annotations

import ctypes
import functools

from nmt.kernels.switches import enabled

# mallopt parameters, from glibc's malloc.h
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
# allocations below this come from the heap, not from a mapping of their own (which is
# unmapped, and faulted in again, every time)
MMAP_THRESHOLD = 256 << 20
# free memory at the top of the heap is returned to the OS only beyond this
TRIM_THRESHOLD = 1 << 30


@functools.cache
def keep_freed_memory() -> bool:
    """Make glibc keep freed memory in the process (see the module docstring); True when it
    took the settings, False where the C library has no ``mallopt`` (not glibc) or refused,
    or the ``malloc`` trick is off."""
    if not enabled("malloc"):
        return False
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and \
        bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
