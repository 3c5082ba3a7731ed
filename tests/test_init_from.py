"""init_from=CHECKPOINT: a new run starts from a checkpoint's model and subword models
(fine-tuning, e.g. a student on a distilled corpus), with its own optimiser, schedule and
steps (real nmt-train processes on the synthetic task)."""

from __future__ import annotations

from pathlib import Path

import pytest

from nmt.checkpoint import load_checkpoint
from nmt.training.records import read_metrics
from tests.processes import TRAIN_ARGS, run_app, train_steps

# the fine-tuning run on a corpus of its own (another size of the synthetic task), without
# the model's size on its command line: it comes from the checkpoint
FINE_TUNE = [a for a in TRAIN_ARGS if not a.startswith(("model.", "data.synthetic_sizes",
                                                          "train.max_steps"))]
FINE_TUNE += ["data.synthetic_sizes={train:200,val:20,test:20}", "train.max_steps=8"]


def losses(run: Path) -> list[float]:
    """The training records' losses, in step order."""
    return [r["loss"] for r in read_metrics(run / "metrics.jsonl") if r["kind"] == "train"]


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Path:
    """A finished run of TRAIN_ARGS (32 steps)."""
    run = tmp_path_factory.mktemp("base")
    done = run_app("train", *TRAIN_ARGS, f"hydra.run.dir={run}")
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    return run


def test_a_run_starts_from_the_weights_and_subwords_of_the_checkpoint(base, tmp_path):
    run = tmp_path / "fine"
    done = run_app("train", *FINE_TUNE, f"init_from={base}/last.pt", f"hydra.run.dir={run}")
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    log = (run / "train.log").read_text()
    assert "init_from: model.emb_size=16 as" in log
    # its own steps and optimiser, from 1
    assert train_steps(run) == list(range(1, 9))
    payload = load_checkpoint(run / "last.pt")
    assert payload["train_state"]["step"] == 8
    assert {int(s["step"]) for s in payload["optimizer"]["state"].values()} == {8}
    # the checkpoint's model and subword models: it starts near where the base ended,
    # far below the loss a fresh model starts at
    first, last = losses(base)[0], losses(base)[-1]
    assert losses(run)[0] < last + 0.25 * (first - last)
    assert payload["config"]["model"]["emb_size"] == 16
    for side in ("src", "tgt"):
        assert payload["subwords"][side] == load_checkpoint(base / "last.pt")["subwords"][side]
    # resumed, it goes on from its own last.pt, not from the checkpoint it started from
    again = run_app("train", *FINE_TUNE, f"init_from={base}/last.pt", "resume=auto",
                    "train.max_steps=10", f"hydra.run.dir={run}")
    assert again.returncode == 0, again.stderr.decode()[-3000:]
    assert "resuming from" in (run / "train.log").read_text()
    assert train_steps(run) == list(range(1, 11))


@pytest.mark.parametrize("extra,message", [
    (["model.hidden_size=48"], "encoder.rnn.weight_ih_l0 is (48, 16) there and (72, 16) here"),
    (["init_from=/nonexistent/last.pt"], "/nonexistent/last.pt: no such checkpoint file"),
])
def test_a_checkpoint_the_run_cannot_start_from_is_named(base, tmp_path, extra, message):
    done = run_app("train", *FINE_TUNE, f"init_from={base}/last.pt", *extra,
                   f"hydra.run.dir={tmp_path / 'run'}")
    assert done.returncode == 2 and message in done.stderr.decode(), done.stderr.decode()
    assert not list((tmp_path / "run").glob("*.pt")) and not (tmp_path / "run" / "spm").exists()
