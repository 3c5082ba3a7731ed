"""Data parallel training under torchrun: epoch shards, and real 2-process runs on CPU (gloo).

The end-to-end test compares 2 ranks x batch B with 1 process x batch 2B: with fixed-size
sentence batches and dropout 0 both see the same sentences at every step, so their losses
and weights differ by float32 rounding only.
"""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from nmt.checkpoint import load_checkpoint
from nmt.data.batch_index import BatchIndex
from nmt.errors import ConfigError
from nmt.training.distributed import choose_backend, rank_device, shard_batches
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from nmt.translation.translator import Translator
from tests.conftest import compose_config
from tests.processes import ENV, REPO, one_thread

# 300 pairs in batches of B = 15 sentences: 20 per epoch, 10 steps of 2 x 15 or 1 x 30
DDP_ARGS = [
    "model=luong", "model.emb_size=16", "model.hidden_size=32", "model.dropout=0",
    "device=cpu", "data.synthetic_sizes={train:300,val:10,test:1}", "data.test_split=null",
    "train.log_every=1", "train.valid_every=0", "train.valid_max_sentences=5",
    # with a moving average: its jobs once deadlocked at exit (see Distributed.close)
    "train.ema_decay=0.9",
]
B = 15
STEPS = 8
TOLERANCE = 1e-5  # float32 rounding of sums taken in another order; measured ~2.4e-7


def torchrun(nproc: int, *args: str) -> subprocess.CompletedProcess:
    """``torchrun --standalone --nproc_per_node=nproc -m nmt.train args`` to the end."""
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone",
               f"--nproc_per_node={nproc}", "-m", "nmt.train", *args]
    return subprocess.run(command, capture_output=True, cwd=REPO, env=ENV, timeout=300)


@pytest.mark.parametrize("count,world", [(20, 2), (21, 2), (7, 3), (2, 4), (9, 1)])
def test_shards_are_distinct_cover_the_batches_and_have_equal_counts(count, world):
    batches = list(range(count))
    shards = [shard_batches(batches, rank, world) for rank in range(world)]
    assert len({len(shard) for shard in shards}) == 1
    taken = [b for shard in shards for b in shard]
    assert len(taken) == len(set(taken))
    assert sorted(taken) == batches[: count - count % world]


@pytest.mark.parametrize("requested, device, shared, chosen", [
    ("auto", "cuda:0", False, "nccl"), ("auto", "cuda:1", True, "gloo"),
    ("auto", "cpu", False, "gloo"), ("gloo", "cuda:0", False, "gloo"),
    ("nccl", "cuda:0", True, "nccl")])
def test_auto_takes_nccl_only_where_every_rank_has_a_gpu_of_its_own(requested, device, shared,
                                                                    chosen):
    assert choose_backend(requested, torch.device(device), shared) == chosen


def test_nccl_on_the_cpu_is_refused_and_ranks_beyond_the_gpus_share_them():
    with pytest.raises(ConfigError, match="dist_backend=nccl reduces tensors on CUDA GPUs"):
        choose_backend("nccl", torch.device("cpu"), False)
    assert [rank_device(rank, 2).index for rank in range(5)] == [0, 1, 0, 1, 0]
    assert rank_device(1, 1) == torch.device("cuda", 0)


def test_one_step_of_two_ranks_holds_the_sentences_of_one_batch_twice_as_large():
    rng = np.random.default_rng(0)
    src, tgt = rng.integers(1, 40, 300), rng.integers(1, 40, 300)
    index = BatchIndex.from_lengths(src, tgt)
    for epoch in range(3):
        whole = index.batches(0, 2 * B, seed=5, epoch=epoch)
        halves = index.batches(0, B, seed=5, epoch=epoch, group=2)
        ranks = [shard_batches(halves, rank, 2) for rank in range(2)]
        for step, batch in enumerate(whole):
            assert sorted(batch) == sorted(np.concatenate([r[step] for r in ranks]))


def test_a_ragged_epoch_drops_random_batches_not_the_longest():
    src = tgt = np.arange(1, 301)
    dropped, index = set(), BatchIndex.from_lengths(src, tgt)
    for epoch in range(6):
        batches = index.batches(0, 20, seed=1, epoch=epoch, group=2)  # 15 batches
        assert len(batches) == 14
        dropped |= set(range(300)) - set(np.concatenate(list(batches)).tolist())
    assert len(dropped) > 20  # several different batches of 20 over the epochs


def _train_losses(run_dir: Path) -> list[tuple[int, float]]:
    return [(r["step"], r["loss"]) for r in read_metrics(run_dir / "metrics.jsonl")
            if r["kind"] == "train"]


def test_two_ranks_match_one_process_with_twice_the_batch_and_resume(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    cfg = compose_config(overrides=[*DDP_ARGS, f"train.batch_size={2 * B}",
                                    f"train.max_steps={STEPS}"])
    with one_thread():  # in this process: one interpreter start less
        run_training(cfg, one, [])
    # stopped in the middle of the first epoch, then continued by a second torchrun job
    half = torchrun(2, *DDP_ARGS, f"train.batch_size={B}", f"train.max_steps={STEPS // 2}",
                    f"hydra.run.dir={two}")
    assert half.returncode == 0, half.stderr.decode()[-3000:]
    assert load_checkpoint(two / "last.pt")["train_state"]["batch_in_epoch"] == STEPS // 2
    rest = torchrun(2, "resume=auto", f"train.max_steps={STEPS}", f"hydra.run.dir={two}")
    assert rest.returncode == 0, rest.stderr.decode()[-3000:]

    ours, theirs = _train_losses(two), _train_losses(one)
    assert [step for step, _ in ours] == [step for step, _ in theirs] == list(range(1, STEPS + 1))
    difference = max(abs(a - b) for (_, a), (_, b) in zip(ours, theirs, strict=True))
    assert difference < TOLERANCE
    state = load_checkpoint(two / "last.pt")
    reference = load_checkpoint(one / "last.pt")
    assert state["train_state"]["step"] == STEPS and state["train_state"]["world_size"] == 2
    assert len(state["rank_rng"]) == 2
    # the moving average ("model") and the trained weights both, across the resume
    assert state["averaged_steps"] == reference["averaged_steps"] == STEPS
    for key in ("model", "raw_model"):
        for name, weight in reference[key].items():
            torch.testing.assert_close(state[key][name], weight, rtol=0, atol=TOLERANCE)
    assert Translator.from_pretrained(two / "best.pt").translate(["a b c"])

    # rank 0 alone wrote: one metrics file, every step logged once, one writer of events
    assert sorted(p.name for p in two.glob("*.jsonl")) == ["metrics.jsonl"]
    log = (two / "train.log").read_text()
    assert all(log.count(f"step {s} epoch 1 loss") == 1 for s in range(1, STEPS + 1))
    writers = {p.name.split(".")[-2] for p in (two / "tensorboard").glob("events.out.*")}
    assert len(writers) == 2  # the first job's rank 0 and the second's; no other process
    assert (two / "results.json").is_file()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_two_nodes_on_loopback_match_one_process_with_the_same_global_batch(tmp_path):
    """Two torchrun agents, one rank each, joined by a c10d rendezvous on 127.0.0.1 as two
    machines would be; both prepare into one cache folder (one waits on its lock)."""
    steps, one, two = 4, tmp_path / "one", tmp_path / "two"
    # with examples changed on the fly: each rank collates its own batches, and an
    # example's changes are drawn from its own key, so both ranks' batches together are
    # the one process's batch
    changed = ["data.spm.sampling_alpha=0.2", "data.augment.typos=0.5", "data.concat.share=0.5"]
    cfg = compose_config(overrides=[*DDP_ARGS, *changed, f"train.batch_size={2 * B}",
                                    f"train.max_steps={steps}"])
    with one_thread():
        run_training(cfg, one, [])
    port = _free_port()
    nodes = [subprocess.Popen(
        [sys.executable, "-m", "torch.distributed.run", "--nnodes=2", "--nproc_per_node=1",
         "--rdzv-backend=c10d", f"--rdzv-endpoint=127.0.0.1:{port}", "--rdzv-id=nmt-test",
         f"--rdzv-conf=is_host={int(node == 0)}", "--local-addr=127.0.0.1", "-m", "nmt.train",
         *DDP_ARGS, *changed, f"train.batch_size={B}", f"train.max_steps={steps}",
         f"hydra.run.dir={two}", f"data.cache_dir={tmp_path / 'cache'}"],
        cwd=REPO, env={**ENV, "GLOO_SOCKET_IFNAME": "lo"}, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT) for node in range(2)]
    try:
        outputs = [node.communicate(timeout=300)[0].decode() for node in nodes]
    finally:
        for node in nodes:
            node.kill()
    assert [node.returncode for node in nodes] == [0, 0], "\n".join(o[-3000:] for o in outputs)
    ours, theirs = _train_losses(two), _train_losses(one)
    assert [step for step, _ in ours] == list(range(1, steps + 1))
    difference = max(abs(a - b) for (_, a), (_, b) in zip(ours, theirs, strict=True))
    assert difference < TOLERANCE
    assert len(list((tmp_path / "cache").glob("train-*"))) == 1  # prepared once
