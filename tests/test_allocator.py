"""The decoding commands' malloc settings: a freed buffer's memory stays in the process and
serves the next buffer, instead of going back to the OS and being mapped (and page-faulted in)
anew.

The test reads the resident set, not page-fault counts: a kernel with automatic NUMA balancing
write-protects resident pages now and then to sample their accesses, and each of those counts
as a minor fault on the next write, kept memory or not."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys

import pytest

# mallocs, touches and frees a 64 MiB block (above glibc's largest self-adjusted mmap
# threshold, 32 MiB) a few times, as decoding steps do with their (rows, V) tensors, then
# measures the next few. The blocks come from glibc's malloc itself, not through torch: torch's
# 64-byte aligned requests can land a few bytes short of a freed block and take fresh memory
# instead, depending on the heap's history, which says nothing about the settings
KEEP = """
import ctypes, json, os, resource, sys
from nmt.kernels.allocator import keep_freed_memory
if sys.argv[1] == "keep":
    assert keep_freed_memory()
libc = ctypes.CDLL(None)
libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
SIZE = 64 << 20
# opened once and read with pread: a file object's buffer would be malloc'd in the freed block
STATM = os.open("/proc/self/statm", os.O_RDONLY)

def resident() -> int:
    return int(os.pread(STATM, 100, 0).split()[1]) * resource.getpagesize()

def touched() -> int:
    block = libc.malloc(SIZE)
    ctypes.memset(block, 1, SIZE)
    return block

before = resident()
for _ in range(3):
    libc.free(touched())
freed = resident()
grown = 0
for _ in range(4):
    start = resident()
    block = touched()
    grown = max(grown, resident() - start)
    libc.free(block)
print(json.dumps({"kept": freed - before, "grown": grown}))
"""
MIB = 1 << 20


def freed_buffer(mode: str) -> dict:
    """What became of a 64 MiB block freed a few times in a fresh interpreter: the bytes of it
    still resident after it was freed (``kept``), and how much the resident set then grew, at
    most, to hold each of the next blocks of its size (``grown``)."""
    done = subprocess.run([sys.executable, "-c", KEEP, mode], capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout)


@pytest.mark.skipif(platform.system() != "Linux" or platform.libc_ver()[0] != "glibc",
                    reason="mallopt is glibc's, /proc/self/statm Linux's")
def test_freed_memory_stays_and_serves_the_next_buffer():
    default = freed_buffer("default")
    assert default["kept"] < 8 * MIB and default["grown"] > 60 * MIB
    keep = freed_buffer("keep")
    # an allocator preloaded in place of glibc's would take no notice of mallopt
    assert keep["kept"] > 60 * MIB and keep["grown"] < 8 * MIB, \
        f"{keep}, LD_PRELOAD={os.environ.get('LD_PRELOAD')!r}"
