"""scripts/campaign/prune.py: a campaign's finished runs give back their older step
checkpoints; the newest few, the ones named, last.pt, best.pt and unfinished runs stay."""

from __future__ import annotations

from pathlib import Path

import pytest

from nmt.training.records import RESULTS_FILE
from tests.conftest import load_script

PRUNE = load_script("scripts/campaign/prune.py")


def make_run(folder: Path, steps: list[int], finished: bool) -> Path:
    """A run folder as nmt-train leaves it: last.pt, best.pt, step-N.pt for each of
    ``steps`` and, once finished, results.json. The checkpoints' bytes are never read."""
    folder.mkdir(parents=True)
    for name in ["last.pt", "best.pt", *(f"step-{step:08d}.pt" for step in steps)]:
        (folder / name).write_bytes(b"x" * 1000)
    if finished:
        (folder / RESULTS_FILE).write_text("{}")
    return folder


def names(run: Path) -> list[str]:
    """The checkpoint files left in ``run``."""
    return sorted(path.name for path in run.glob("*.pt"))


@pytest.fixture
def campaign(tmp_path: Path) -> dict[str, Path]:
    """Two stages: a finished run and an unfinished one in s1, a finished one in s2."""
    steps = [454, 908, 1000, 1362, 2000, 9000, 10000]
    return {"done": make_run(tmp_path / "s1" / "0_+arm=a", steps, finished=True),
            "going": make_run(tmp_path / "s1" / "1_+arm=b", steps, finished=False),
            "other": make_run(tmp_path / "s2" / "0_+arm=c", steps[:3], finished=True)}


def test_finished_runs_keep_their_newest_and_named_checkpoints(campaign, tmp_path, capsys,
                                                             monkeypatch):
    done = campaign["done"]
    # the name as a user might type it: relative, with a doubled slash
    monkeypatch.chdir(tmp_path)
    PRUNE.main([str(tmp_path / "s1"), "--keep-last", "2",
                "--keep", "s1//0_+arm=a/step-00001000.pt"])
    assert names(done) == ["best.pt", "last.pt", "step-00001000.pt", "step-00009000.pt",
                           "step-00010000.pt"]
    assert len(names(campaign["going"])) == 9  # unfinished: the trainer's to prune
    assert len(names(campaign["other"])) == 5  # not under the path given
    out = capsys.readouterr().out
    assert "removed " + str(done / "step-00000454.pt") in out
    assert "1 finished runs: 4 step checkpoints, freed 0.0 GB" in out


def test_a_dry_run_removes_nothing_and_keep_last_zero_keeps_only_the_named(campaign, tmp_path,
                                                                          capsys):
    before = {key: names(run) for key, run in campaign.items()}
    PRUNE.main([str(tmp_path), "--keep-last", "0", "--dry-run"])
    assert {key: names(run) for key, run in campaign.items()} == before
    out = capsys.readouterr().out
    assert out.count("would remove ") == 7 + 3
    assert str(campaign["going"]) not in out
    PRUNE.main([str(tmp_path), "--keep-last", "0",
                "--keep", str(campaign["other"] / "step-00000908.pt")])
    assert names(campaign["done"]) == ["best.pt", "last.pt"]
    assert names(campaign["other"]) == ["best.pt", "last.pt", "step-00000908.pt"]


@pytest.mark.parametrize("keep", ["s1/0_+arm=a/step-00000455.pt", "s1/1_+arm=b/step-00000454.pt"])
def test_a_keep_that_names_no_finished_runs_checkpoint_stops_before_removing(
        campaign, tmp_path, keep):
    # a typo, or a checkpoint of a run still training: nothing is removed, and the error
    # names the path
    with pytest.raises(SystemExit, match="--keep names no step checkpoint.*" + keep.split("/")[-1]):
        PRUNE.main([str(tmp_path), "--keep", str(tmp_path / keep)])
    assert len(names(campaign["done"])) == 9


def test_a_negative_keep_last_is_refused(campaign, tmp_path, capsys):
    with pytest.raises(SystemExit):
        PRUNE.main([str(tmp_path), "--keep-last", "-1"])
    assert "--keep-last -1: must be 0 or more" in capsys.readouterr().err
    assert len(names(campaign["done"])) == 9
