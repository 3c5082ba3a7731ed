"""Checkpoints: round trip, plain containers only, and refusal of anything that runs code."""

from __future__ import annotations

import pytest
import torch

from nmt.checkpoint import load_checkpoint, rng_state, save_checkpoint, set_rng_state
from nmt.errors import CheckpointError
from tests.test_model import make_model, padded_batch


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
    assert torch.equal(model(src, lengths, tgt).logits, again(src, lengths, tgt).logits)
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
