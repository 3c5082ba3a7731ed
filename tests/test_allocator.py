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

# allocates and frees a 64 MiB buffer (above glibc's largest self-adjusted mmap threshold,
# 32 MiB) a few times, as decoding steps do, then allocates the next one (the first frees can
# leave the buffer's aligned chunk a few bytes short of the next aligned request)
KEEP = """
import json, resource, sys, torch
from nmt.kernels.allocator import keep_freed_memory
if sys.argv[1] == "keep":
    assert keep_freed_memory()

def resident() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize()

before = resident()
for _ in range(3):
    buffer = torch.ones(16 << 20)
    del buffer
freed = resident()
buffer = torch.ones(16 << 20)
print(json.dumps({"kept": freed - before, "grown": resident() - freed}))
"""
MIB = 1 << 20


def freed_buffer(mode: str) -> dict:
    """What became of a 64 MiB buffer freed a few times in a fresh interpreter: the bytes of it
    still resident after it was freed (``kept``), and how much the resident set then grew to hold
    the next buffer of its size (``grown``)."""
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
