"""Requests that arrive together are decoded together: a queue that gathers the sentences of
requests with the same options into batches and decodes them on one worker thread, so that
the event loop never waits for the model."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

# decode(key, items) -> one result per item, in order; it runs on the worker thread
Decode = Callable[[Hashable, list[Any]], list[Any]]


class QueueFull(Exception):
    """More sentences are waiting than the queue holds (the server answers 503)."""


@dataclass
class Job:
    """One request's items (sentences), waiting for their results in ``future``."""

    items: list[Any]
    future: asyncio.Future
    arrived: float


@dataclass
class QueueStats:
    """What /health reports: sentences waiting or decoding, batches decoded, requests
    dropped because their client went away before they were decoded."""

    pending: int = 0
    batches: int = 0
    cancelled: int = 0
    decoding: bool = False


@dataclass
class DecodeQueue:
    """Gathers jobs by key (the decoding options) into batches for ``decode``.

    A batch holds the jobs of one key, oldest first, up to ``limit(key)`` items (a job larger
    than that goes alone: decode splits it). The oldest waiting job's batch starts when it is
    full or ``max_wait`` seconds after that job arrived; jobs that arrive while the worker
    decodes wait for the next batch. At most ``max_pending`` items wait or decode at once.
    """

    decode: Decode
    limit: Callable[[Hashable], int]
    max_wait: float
    max_pending: int
    stats: QueueStats = field(default_factory=QueueStats)

    def __post_init__(self) -> None:
        self._groups: dict[Hashable, list[Job]] = {}
        self._arrival = asyncio.Event()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="nmt-decode")
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        """Start the scheduler on the running event loop."""
        self._task = asyncio.get_running_loop().create_task(self._schedule())

    async def stop(self) -> None:
        """Stop the scheduler; waiting jobs are cancelled, a running batch is finished."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        for jobs in self._groups.values():
            for job in jobs:
                job.future.cancel()
        self._groups.clear()
        self._executor.shutdown(wait=True)

    async def submit(self, key: Hashable, items: list[Any]) -> list[Any]:
        """The results of ``items`` decoded with ``key``, one per item; QueueFull when the
        queue is full. Cancelling the caller drops the job if its batch has not started."""
        if self.stats.pending + len(items) > self.max_pending:
            raise QueueFull(f"{self.stats.pending} sentences are waiting; at most "
                            f"max_pending={self.max_pending}")
        loop = asyncio.get_running_loop()
        job = Job(items, loop.create_future(), loop.time())
        self._groups.setdefault(key, []).append(job)
        self.stats.pending += len(items)
        self._arrival.set()
        try:
            return await job.future
        finally:
            if job.future.cancelled():
                self._forget(key, job)

    def _forget(self, key: Hashable, job: Job) -> None:
        jobs = self._groups.get(key, [])
        if job in jobs:  # not taken into a batch yet: it will never be decoded
            jobs.remove(job)
            self.stats.pending -= len(job.items)
            self.stats.cancelled += 1
            if not jobs:
                del self._groups[key]

    async def _schedule(self) -> None:
        while True:
            if not self._groups:
                self._arrival.clear()
                await self._arrival.wait()
                continue
            key = min(self._groups, key=lambda k: self._groups[k][0].arrived)
            await self._gather(key)
            jobs = self._take(key)
            if jobs:
                await self._run(key, jobs)

    async def _gather(self, key: Hashable) -> None:
        """Wait until the oldest job of ``key`` has waited max_wait or its batch is full."""
        loop = asyncio.get_running_loop()
        deadline = self._groups[key][0].arrived + self.max_wait
        while key in self._groups and self._size(key) < self.limit(key):
            remaining = deadline - loop.time()
            if remaining <= 0:
                return
            self._arrival.clear()
            try:
                await asyncio.wait_for(self._arrival.wait(), remaining)
            except TimeoutError:
                return

    def _size(self, key: Hashable) -> int:
        return sum(len(job.items) for job in self._groups[key])

    def _take(self, key: Hashable) -> list[Job]:
        """Remove and return the oldest jobs of ``key`` that fit in one batch (at least one)."""
        jobs = self._groups.pop(key, [])
        taken, size = [], 0
        while jobs and (not taken or size + len(jobs[0].items) <= self.limit(key)):
            job = jobs.pop(0)
            taken.append(job)
            size += len(job.items)
        if jobs:
            self._groups[key] = jobs
        return taken

    async def _run(self, key: Hashable, jobs: list[Job]) -> None:
        items = [item for job in jobs for item in job.items]
        self.stats.decoding = True
        try:
            results = await asyncio.get_running_loop().run_in_executor(
                self._executor, self.decode, key, items)
        except asyncio.CancelledError:  # the server stops: nobody waits for these any more
            for job in jobs:
                job.future.cancel()
            raise
        except Exception as err:  # the requests get the error; the server goes on
            log.exception("decoding a batch of %d sentences failed", len(items))
            for job in jobs:
                if not job.future.done():
                    job.future.set_exception(err)
            return
        finally:
            self.stats.decoding = False
            self.stats.pending -= len(items)
            self.stats.batches += 1
        start = 0
        for job in jobs:
            if not job.future.done():  # its client may have gone while the batch decoded
                job.future.set_result(results[start : start + len(job.items)])
            start += len(job.items)
