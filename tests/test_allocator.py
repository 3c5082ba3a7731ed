"""The decoding commands' malloc settings: a freed buffer's memory is reused without the page
faults of mapping it anew."""

from __future__ import annotations

import platform
import subprocess
import sys

import pytest

# allocates and frees a 64 MiB buffer (above glibc's largest self-adjusted mmap threshold,
# 32 MiB) a few times, as decoding steps do, and prints the page faults of the last one's
# first writes
FAULTS = """
import resource, sys, torch
from nmt.allocator import keep_freed_memory
if sys.argv[1] == "keep":
    assert keep_freed_memory()
for _ in range(3):
    torch.ones(16 << 20)
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
torch.ones(16 << 20)
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""


def last_allocation_faults(mode: str) -> int:
    done = subprocess.run([sys.executable, "-c", FAULTS, mode], capture_output=True, text=True,
                          check=True)
    return int(done.stdout)


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt is glibc's")
def test_freed_memory_is_reused_without_page_faults():
    pages = (64 << 20) // 4096
    assert last_allocation_faults("default") > pages // 2
    assert last_allocation_faults("keep") < pages // 20
