"""Checkpoints: round trip, plain containers only, and refusal of anything that runs code."""

from __future__ import annotations

import errno
import json
import logging
import random
import re
from pathlib import Path

import pytest
import torch
from omegaconf import OmegaConf

from nmt.apps.train import resumed_config
from nmt.checkpoint import load_checkpoint, rng_state, save_checkpoint, set_rng_state
from nmt.data.corpus import load_split
from nmt.engines.loading import load_pretrained
from nmt.errors import CheckpointError
from nmt.files import atomic_write
from nmt.training.run import run_training
from nmt.translation.translator import Translator
from tests.conftest import TINY_MODEL, compose_config
from tests.processes import run_app, train_tiny
from tests.test_model import make_model, padded_batch
from tests.tiny_run import tiny_checkpoint


def test_round_trip_gives_identical_outputs(tmp_path):
    model = make_model("luong")
    path = tmp_path / "model.pt"
    save_checkpoint(path, {"model": model.state_dict(), "config": {"a": [1, 2]}})
    payload = torch.load(path, weights_only=True)  # plain containers only
    again = make_model("luong", **{"attention.score": "general"})
    for param in again.parameters():
        param.data.zero_()
    again.load_state_dict(load_checkpoint(path)["model"])
    src, lengths, tgt = padded_batch([5, 3])
    assert torch.equal(model.logits(src, lengths, tgt).logits,
                       again.logits(src, lengths, tgt).logits)
    assert payload["config"] == {"a": [1, 2]}


def test_atomic_write_leaves_no_temp_files(tmp_path):
    save_checkpoint(tmp_path / "last.pt", {"x": torch.ones(3)})
    save_checkpoint(tmp_path / "last.pt", {"x": torch.zeros(3)})
    assert [p.name for p in tmp_path.iterdir()] == ["last.pt"]
    assert torch.equal(load_checkpoint(tmp_path / "last.pt")["x"], torch.zeros(3))


class _Evil:
    def __init__(self, target):
        self.target = target

    def __reduce__(self):
        return (open, (self.target, "w"))


def test_malicious_pickle_is_refused_and_never_runs(tmp_path):
    marker = tmp_path / "pwned"
    path = tmp_path / "evil.pt"
    torch.save({"format": "nmt-checkpoint", "model": _Evil(str(marker))}, path)
    marker.unlink(missing_ok=True)  # torch.save itself does not run __reduce__'s result
    with pytest.raises(CheckpointError, match="evil.pt: refused to load"):
        load_checkpoint(path)
    assert not marker.exists()


@pytest.mark.parametrize("content", [b"", b"random bytes \x00\x01\x02" * 50])
def test_garbage_and_truncated_files_are_named(tmp_path, content):
    path = tmp_path / "bad.pt"
    path.write_bytes(content)
    with pytest.raises(CheckpointError, match="bad.pt"):
        load_checkpoint(path)


def test_truncated_checkpoint(tmp_path):
    path = tmp_path / "cut.pt"
    save_checkpoint(path, {"x": torch.randn(1000)})
    path.write_bytes(path.read_bytes()[:2000])
    with pytest.raises(CheckpointError, match="cut.pt"):
        load_checkpoint(path)


def test_foreign_checkpoint_is_named(tmp_path):
    path = tmp_path / "other.pt"
    torch.save({"state_dict": {"w": torch.ones(2)}}, path)
    with pytest.raises(CheckpointError, match="other.pt: not an nmt checkpoint"):
        load_checkpoint(path)


def test_rng_state_round_trip(tmp_path):
    path = tmp_path / "rng.pt"
    save_checkpoint(path, {"rng": rng_state()})
    expected = torch.rand(3)
    set_rng_state(load_checkpoint(path)["rng"])
    assert torch.equal(torch.rand(3), expected)


# ---- bad checkpoint files through every entry point that reads one ------------------------

BAD_KINDS = ("truncated", "random bytes", "another format", "newer version", "runs code")


@pytest.fixture(scope="module")
def good_checkpoint(tmp_path_factory) -> Path:
    """A real last.pt of a two-step run."""
    return train_tiny(tmp_path_factory.mktemp("good"), steps=2)


def bad_checkpoint(kind: str, folder: Path, good: Path) -> tuple[Path, Path]:
    """A bad checkpoint of ``kind`` in ``folder``, and the file its code would create."""
    path, marker = folder / f"{kind.replace(' ', '-')}.pt", folder / "pwned"
    if kind == "truncated":
        path.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    elif kind == "random bytes":
        path.write_bytes(random.Random(0).randbytes(5000))
    elif kind == "another format":  # e.g. a bare state_dict of some other toolkit
        torch.save({"state_dict": {"w": torch.ones(2)}, "args": {"arch": "lstm"}}, path)
    elif kind == "newer version":
        torch.save({**torch.load(good, weights_only=True), "version": 99}, path)
    else:
        torch.save({"format": "nmt-checkpoint", "model": _Evil(str(marker))}, path)
        marker.unlink(missing_ok=True)  # saving never runs it; be sure nothing did
    return path, marker


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_bad_checkpoint_is_refused_by_translator_and_resume(tmp_path, good_checkpoint, kind):
    path, marker = bad_checkpoint(kind, tmp_path, good_checkpoint)
    with pytest.raises(CheckpointError, match=re.escape(str(path))):
        Translator.from_pretrained(path, device="cpu")
    with pytest.raises(CheckpointError, match=re.escape(str(path))):
        run_training(compose_config(overrides=[f"resume={path}", *TINY_MODEL]),
                     tmp_path / "run", [])
    assert not marker.exists()


@pytest.mark.parametrize("app", ["train", "evaluate", "translate"])
def test_every_cli_refuses_a_pickle_that_runs_code(tmp_path, good_checkpoint, app):
    path, marker = bad_checkpoint("runs code", tmp_path, good_checkpoint)
    key = "resume" if app == "train" else "checkpoint"
    done = run_app(app, f"{key}={path}", f"hydra.run.dir={tmp_path / 'run'}", stdin=b"")
    stderr = done.stderr.decode()
    assert done.returncode == 2, stderr
    assert f"error: {path}: refused to load" in stderr and "Traceback" not in stderr
    assert not marker.exists()


def test_a_failed_write_names_the_file_and_keeps_the_previous_one(tmp_path):
    save_checkpoint(tmp_path / "last.pt", {"x": torch.ones(3)})

    def fill_the_disk(handle):
        handle.write(b"half a checkpoint")
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(OSError, match="No space left"):
        atomic_write(tmp_path / "last.pt", fill_the_disk)
    assert torch.equal(load_checkpoint(tmp_path / "last.pt")["x"], torch.ones(3))
    assert [p.name for p in tmp_path.iterdir()] == ["last.pt"]  # no temp file left behind
    (tmp_path / "file").write_text("x")
    with pytest.raises(CheckpointError, match=r"file/last\.pt: could not write the checkpoint"):
        save_checkpoint(tmp_path / "file" / "last.pt", {"x": torch.ones(3)})


def test_a_checkpoint_with_a_retired_config_key_still_translates_and_resumes(tmp_path,
                                                                            good_checkpoint):
    old = load_checkpoint(good_checkpoint)
    old["config"]["train"]["compile"] = False  # written by versions before its removal
    old_run = tmp_path / "old"
    old_run.mkdir()
    save_checkpoint(old_run / "last.pt", old)
    assert Translator.from_pretrained(old_run / "last.pt", device="cpu").translate(["a b c"])
    # resumed into another directory: the old run's best.pt comes along, results score it
    (old_run / "best.pt").write_bytes((good_checkpoint.parent / "best.pt").read_bytes())
    cfg = compose_config(overrides=[f"resume={old_run / 'last.pt'}", *TINY_MODEL])
    state = run_training(resumed_config(cfg, tmp_path / "run", ["train.max_steps=3"]),
                         tmp_path / "run", ["train.max_steps=3"])
    assert state.step == 3
    assert (tmp_path / "run" / "best.pt").is_file()
    assert (tmp_path / "run" / "results.json").is_file()


def test_a_local_p_checkpoint_from_before_its_options_loads_as_eqs_9_10(tmp_path):
    path = tiny_checkpoint(tmp_path, overrides=("model.attention.align=local_p",))
    payload = load_checkpoint(path)
    now = load_pretrained(path).model.decoder.attention.align
    assert (now.position_kind, now.renormalise) == ("offset", True)  # today's defaults
    attention = payload["config"]["model"]["attention"]
    for key in [k for k in attention if k.startswith("local_p_")]:
        del attention[key]  # as written before the local-p options existed
    save_checkpoint(tmp_path / "old.pt", payload)
    old = load_pretrained(tmp_path / "old.pt")
    align = old.model.decoder.attention.align
    assert (align.position_kind, align.renormalise) == ("sigmoid", False)
    assert (old.config.model.attention.local_p_position,
            old.config.model.attention.local_p_gaussian) == ("sigmoid", "paper")
    assert "local_p_position" not in load_checkpoint(tmp_path / "old.pt")["config"]["model"][
        "attention"]  # the file itself is left as it was


def test_results_score_last_pt_when_a_resumed_run_has_no_best_pt(tmp_path, good_checkpoint,
                                                                 caplog):
    payload = load_checkpoint(good_checkpoint)
    payload["train_state"]["best_bleu"] = 100.0  # no validation of the resumed run beats it
    lone = tmp_path / "lone"
    lone.mkdir()
    save_checkpoint(lone / "last.pt", payload)  # and no best.pt beside it to carry over
    cfg = compose_config(overrides=[f"resume={lone / 'last.pt'}", *TINY_MODEL])
    run = tmp_path / "run"
    with caplog.at_level(logging.WARNING):
        cfg = resumed_config(cfg, run, ["train.max_steps=3"])
        assert run_training(cfg, run, ["train.max_steps=3"]).step == 3
    assert not (run / "best.pt").exists()
    assert f"no best.pt in {run}: results.json scores last.pt" in caplog.text
    results = json.loads((run / "results.json").read_text())
    trained = OmegaConf.create(load_checkpoint(run / "last.pt")["config"])  # the resumed run's
    dev = load_split(trained.data, trained.data.dev_split)
    expected = Translator.from_pretrained(run / "last.pt", device="cpu").translate(
        dev.src, **trained.train.decoding)
    scored = (run / results["dev"]["hypotheses"]).read_text().splitlines()
    assert scored == expected and results["dev"]["sentences"] == len(dev)


def test_an_offset_local_p_checkpoint_from_before_local_p_centre_keeps_its_clamped_centre(
        tmp_path):
    path = tiny_checkpoint(tmp_path, overrides=("model.attention.align=local_p",))
    assert load_pretrained(path).model.decoder.attention.align.free_centre  # today's default
    payload = load_checkpoint(path)
    for key in ("local_p_centre", "local_p_weight_decay", "local_p_sigma_ratio",
                "general_weight_decay"):
        del payload["config"]["model"]["attention"][key]  # as written before them
    save_checkpoint(tmp_path / "old.pt", payload)
    old = load_pretrained(tmp_path / "old.pt")
    assert old.config.model.attention.local_p_centre == "clamped"
    assert old.config.model.attention.local_p_weight_decay is None  # decayed as every weight
    assert old.config.model.attention.general_weight_decay is None
    window = old.config.model.attention.window
    assert old.model.decoder.attention.align.sigma == window / 2  # trained with D / 2
    assert old.model.decoder.attention.align.position_kind == "offset"
    assert not old.model.decoder.attention.align.free_centre
