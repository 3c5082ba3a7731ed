"""nmt-serve's batching queue on its own: which jobs share a batch, and what a failing or
cancelled job does to the others."""

from __future__ import annotations

import asyncio
import threading

import pytest

from nmt.apps.server.batcher import DecodeQueue, QueueFull


class Recorder:
    """A decode function that records its batches (key, items) and the thread it ran on;
    items "fail" raise, "slow" waits for ``release``."""

    def __init__(self) -> None:
        self.batches: list[tuple[str, list[str]]] = []
        self.threads: set[str] = set()
        self.release = threading.Event()

    def __call__(self, key, items):
        self.batches.append((key, list(items)))
        self.threads.add(threading.current_thread().name)
        if "slow" in items:
            self.release.wait(10)
        if "fail" in items:
            raise RuntimeError("the model broke")
        return [f"{key}:{item}" for item in items]


async def with_queue(recorder: Recorder, body, limit: int = 4, max_wait: float = 0.05,
                     max_pending: int = 100):
    queue = DecodeQueue(recorder, lambda key: limit, max_wait, max_pending)
    queue.start()
    try:
        return await body(queue)
    finally:
        await queue.stop()


def test_jobs_of_one_key_share_batches_up_to_the_limit_and_keys_never_mix():
    recorder = Recorder()

    async def body(queue):
        jobs = [("a", ["1"]), ("b", ["2"]), ("a", ["3", "4"]), ("a", ["5", "6"]),
                ("a", ["7", "8", "9", "10", "11"])]
        return await asyncio.gather(*(queue.submit(k, items) for k, items in jobs))

    results = asyncio.run(with_queue(recorder, body))
    assert results == [["a:1"], ["b:2"], ["a:3", "a:4"], ["a:5", "a:6"],
                       [f"a:{i}" for i in range(7, 12)]]
    # oldest first: a's first batch (1, 3, 4; 5-6 would pass the limit), then b, then the
    # rest of a, and a job larger than the limit alone
    assert recorder.batches == [("a", ["1", "3", "4"]), ("b", ["2"]), ("a", ["5", "6"]),
                                ("a", ["7", "8", "9", "10", "11"])]
    assert recorder.threads == {"nmt-decode_0"}


def test_a_failing_batch_fails_its_jobs_only():
    recorder = Recorder()

    async def body(queue):
        failing = await asyncio.gather(queue.submit("a", ["fail"]), queue.submit("a", ["x"]),
                                       return_exceptions=True)
        return failing, await queue.submit("a", ["y"])

    failing, after = asyncio.run(with_queue(recorder, body))
    assert [type(r) for r in failing] == [RuntimeError, RuntimeError]
    assert after == ["a:y"]


def test_a_cancelled_job_is_never_decoded_and_a_full_queue_refuses():
    recorder = Recorder()

    async def body(queue):
        slow = asyncio.ensure_future(queue.submit("a", ["slow"]))
        while not queue.stats.decoding:
            await asyncio.sleep(0.001)
        gone = asyncio.ensure_future(queue.submit("b", ["gone"]))
        await asyncio.sleep(0.01)
        gone.cancel()
        with pytest.raises(QueueFull, match="max_pending=3"):
            await queue.submit("c", ["1", "2", "3"])
        recorder.release.set()
        return await slow, queue.stats

    result, stats = asyncio.run(with_queue(recorder, body, max_pending=3))
    assert result == ["a:slow"]
    assert [key for key, _ in recorder.batches] == ["a"]
    assert (stats.cancelled, stats.pending, stats.batches) == (1, 0, 1)
