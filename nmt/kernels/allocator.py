"""glibc malloc settings for the decoding commands: keep freed memory for the next step.

Every decoding step allocates and frees (rows, V) float32 tensors (logits, log-probabilities:
10 MB each for 320 rows of the reference model). glibc serves them from the heap, but once
more than twice its (self-adjusting) mmap threshold is free at the top of the heap it returns
those pages to the OS, so the next step maps them anew and its first write to each 4 KiB
page is a page fault, about 2.4 us apiece on this project's VM. Val of the reference model
took 249,000 page faults greedy (batches of 320) and 408,000 at beam 5; with the settings
below 133,000 and 106,000, and decoded at 578 instead of 532 sents/s greedy, 160 instead of
153 at beam 5 (2026-11-30, one run each, 2 threads).

The price is that memory freed after a peak stays with the process, so training does not use
this: its peak RSS is a target, and a 300-step reference run peaked 37 MiB higher with it.
PyTorch's CPU tuning guide makes the same trade with jemalloc or tcmalloc.
"""

from __future__ import annotations

import ctypes
import functools

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
    took the settings, False where the C library has no ``mallopt`` (not glibc) or refused."""
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and \
        bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
