"""``nmt-average``: the mean of a run's last step checkpoints, as a checkpoint that
translates and evaluates, refused clearly for checkpoints that do not average."""

from __future__ import annotations

import pytest
import torch

from nmt.checkpoint import load_checkpoint, save_checkpoint
from nmt.errors import CheckpointError
from nmt.training.averaging import average_checkpoints
from tests.processes import run_app, train_tiny


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    """A tiny run of 30 steps that kept its last three step checkpoints (of those written
    every 10 steps and at the end of each 19-batch epoch)."""
    run = tmp_path_factory.mktemp("run")
    train_tiny(run, 30, "train.keep_last=3", "train.ema_decay=0.9")
    return run


def step_files(run_dir):
    """The run's step-N.pt files, oldest first."""
    return sorted(run_dir.glob("step-*.pt"))


def test_the_last_checkpoints_average_into_one_that_translates(run_dir, tmp_path):
    out = tmp_path / "average.pt"
    done = run_app("average", f"run={run_dir}", "last=2", f"out={out}")
    assert done.returncode == 0, done.stderr.decode()
    averaged = load_checkpoint(out)
    a, b = (load_checkpoint(path)["model"] for path in step_files(run_dir)[-2:])
    for name, tensor in averaged["model"].items():
        torch.testing.assert_close(tensor, (a[name] + b[name]) / 2)
    assert not torch.equal(averaged["model"][name], b[name])  # not just the last one
    assert "optimizer" not in averaged and len(averaged["averaged_from"]) == 2
    evaluated = run_app("evaluate", f"checkpoint={out}", "data.split=val")
    assert evaluated.returncode == 0, evaluated.stderr.decode()
    assert "BLEU" in evaluated.stdout.decode()
    resumed = run_app("train", f"resume={out}", f"hydra.run.dir={tmp_path / 'again'}")
    assert resumed.returncode != 0
    assert "cannot continue training from it" in resumed.stderr.decode()


def test_explicit_checkpoints_average_and_an_existing_out_is_kept(run_dir, tmp_path):
    out = tmp_path / "average.pt"
    out.write_bytes(b"mine")
    files = [str(path) for path in step_files(run_dir)]
    refused = run_app("average", f"checkpoints=[{','.join(files)}]", f"out={out}")
    assert refused.returncode != 0 and "overwrite=true" in refused.stderr.decode()
    assert out.read_bytes() == b"mine"
    done = run_app("average", f"checkpoints=[{','.join(files)}]", f"out={out}",
                   "overwrite=true")
    assert done.returncode == 0, done.stderr.decode()
    assert load_checkpoint(out)["averaged_from"] == files


def test_more_checkpoints_than_the_run_kept_names_the_keys(run_dir, tmp_path):
    done = run_app("average", f"run={run_dir}", "last=5", f"out={tmp_path / 'a.pt'}")
    assert done.returncode != 0
    message = done.stderr.decode()
    assert "last=5" in message and "3 step-N.pt" in message and "train.keep_last" in message
    assert not (tmp_path / "a.pt").exists()


def test_a_checkpoint_of_another_model_is_named(run_dir, tmp_path):
    first, last = step_files(run_dir)[-2:]
    other = load_checkpoint(last)
    name = next(iter(other["model"]))
    other["model"][name] = torch.zeros(3, 3)
    stranger = tmp_path / "stranger.pt"
    save_checkpoint(stranger, {k: v for k, v in other.items() if k not in ("format",
                                                                          "version")})
    with pytest.raises(CheckpointError, match=rf"stranger\.pt.*first at {name}"):
        average_checkpoints([first, stranger])
