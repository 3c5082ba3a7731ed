"""Faults during a run: a writer killed mid-write, non-finite steps, an unusable run
directory, a run directory that holds another run's checkpoints."""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import math
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
from torch.nn.modules.module import register_module_forward_hook

from nmt.checkpoint import load_checkpoint
from nmt.errors import ConfigError
from nmt.files import remove_stale_temps
from nmt.model.seq2seq import Seq2Seq
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from nmt.training.trainer import TrainingAborted
from tests.conftest import compose_config
from tests.processes import ENV, REPO, TRAIN_ARGS, run_app

pytestmark = pytest.mark.usefixtures("one_torch_thread")

WRITER = """
import itertools, sys, torch
from nmt.checkpoint import save_checkpoint
x = torch.zeros(8_000_000)  # 32 MB: a write takes a while
for i in itertools.count():
    x.fill_(i)
    save_checkpoint(sys.argv[1], {"i": i, "x": x})
"""


def train_config(*overrides: str):
    """TRAIN_ARGS (tiny model, small synthetic corpus) with ``overrides``, composed."""
    return compose_config(overrides=[*TRAIN_ARGS, *overrides])


def digest(path: Path) -> str:
    """sha256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_writer_killed_mid_write_leaves_the_previous_checkpoint(tmp_path):
    path = tmp_path / "last.pt"
    for trial in range(3):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=REPO, env=ENV)
        temp = tmp_path / f".last.pt.tmp{writer.pid}"
        deadline = time.monotonic() + 120
        while not (path.exists() and temp.exists()) and time.monotonic() < deadline:
            time.sleep(0.001)
        assert temp.exists(), "the writer never started a second write"
        time.sleep(random.uniform(0, 0.02) * trial)  # the first kill lands right at the start
        writer.kill()
        writer.wait()
        payload = load_checkpoint(path)
        assert torch.all(payload["x"] == payload["i"])  # one whole write, never a mix
    assert remove_stale_temps(tmp_path)  # at least one kill landed mid-write
    assert sorted(p.name for p in tmp_path.iterdir()) == ["last.pt"]


def test_non_finite_steps_are_skipped_then_abort_keeping_the_last_good_checkpoint(tmp_path,
                                                                                 caplog):
    cfg = train_config("train.lr=1e30", "train.max_bad_steps=3", "train.checkpoint_every=1",
                       "train.valid_every=0")
    with caplog.at_level(logging.WARNING), pytest.raises(TrainingAborted) as err:
        run_training(cfg, tmp_path, [])
    # step 1 is finite and wrecks the weights; every later step is skipped
    assert "3 consecutive non-finite steps after step 1 (train.max_bad_steps=3)" in str(err.value)
    assert f"{tmp_path / 'last.pt'} (step 1), is kept" in str(err.value)
    warnings = [r.getMessage() for r in caplog.records if "non-finite" in r.getMessage()]
    assert len(warnings) == 3 and all(w.startswith("step 2 (epoch 1, batch ") for w in warnings)
    kept = load_checkpoint(tmp_path / "last.pt")
    assert kept["train_state"]["step"] == 1
    assert all(torch.isfinite(w).all() for w in kept["model"].values())


def test_a_single_poisoned_batch_is_skipped_and_training_goes_on(tmp_path, caplog):
    forwards = []

    def poison_the_second_batch(module, inputs, output):
        if not isinstance(module, Seq2Seq):
            return output
        forwards.append(module.training)
        if len(forwards) == 2:
            return dataclasses.replace(output, total=output.total * math.nan)  # training
        return output

    hook = register_module_forward_hook(poison_the_second_batch)
    try:
        with caplog.at_level(logging.WARNING):
            state = run_training(train_config("train.max_steps=4", "train.valid_every=0"),
                                 tmp_path, [])
    finally:
        hook.remove()
    assert forwards[:5] == [True] * 5  # five training batches: four steps and a skipped one
    assert state.step == 4 and state.bad_steps == 0 and state.batch_in_epoch == 5
    assert [r.getMessage().split(":")[0] for r in caplog.records
            if "non-finite" in r.getMessage()] == ["step 2 (epoch 1, batch 2)"]
    assert [r["step"] for r in read_metrics(tmp_path / "metrics.jsonl")
            if r["kind"] == "train"] == [1, 2, 3, 4]


def test_checkpoints_every_n_steps_keep_the_last_k(tmp_path):
    cfg = train_config("train.max_steps=10", "train.valid_every=0", "train.checkpoint_every=2",
                       "train.keep_last=2")
    run_training(cfg, tmp_path, [])
    steps = sorted(p.name for p in tmp_path.glob("step-*.pt"))
    assert steps == ["step-00000008.pt", "step-00000010.pt"]
    for name in steps:
        assert load_checkpoint(tmp_path / name)["train_state"]["step"] == int(name[5:13])
    assert load_checkpoint(tmp_path / "last.pt")["train_state"]["finished"]


def test_an_unusable_run_directory_is_refused_before_hydra_writes(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    done = run_app("train", f"hydra.run.dir={blocker}/run")
    assert done.returncode == 2
    assert f"error: hydra.run.dir={blocker}/run: cannot write there (Not a directory)" in \
        done.stderr.decode()
    assert "Traceback" not in done.stderr.decode()


def test_an_unwritable_run_directory_is_refused_before_any_work(tmp_path):
    # a path below a regular file cannot be created by anyone, root included (chmod is not)
    (tmp_path / "file").write_text("x")
    with pytest.raises(ConfigError, match="cannot write there"):
        run_training(train_config(), tmp_path / "file" / "run", [])


def test_too_little_free_space_is_refused_before_any_work(tmp_path):
    with pytest.raises(ConfigError, match=r"MB free, this run needs .*train.min_free_mb="):
        run_training(train_config("train.min_free_mb=1000000000"), tmp_path, [])
    assert list(tmp_path.iterdir()) == []  # no config.yaml, no SentencePiece, no cache


def test_a_new_run_never_overwrites_checkpoints_unless_asked(tmp_path):
    run_training(train_config("train.max_steps=2"), tmp_path, [])
    before = {p.name: digest(p) for p in tmp_path.glob("*.pt")}
    assert "last.pt" in before
    with pytest.raises(ConfigError, match="already holds checkpoints .*resume=auto.*overwrite"):
        run_training(train_config("train.max_steps=3"), tmp_path, [])
    assert {p.name: digest(p) for p in tmp_path.glob("*.pt")} == before
    done = run_app("train", "train.max_steps=3", f"hydra.run.dir={tmp_path}")
    assert done.returncode == 2 and "already holds checkpoints" in done.stderr.decode()
    assert not (tmp_path / ".hydra").exists()  # refused before Hydra wrote its files
    assert {p.name: digest(p) for p in tmp_path.glob("*.pt")} == before
    state = run_training(train_config("train.max_steps=3", "overwrite=true"), tmp_path, [])
    assert state.step == 3
