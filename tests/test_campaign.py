"""A sweep that survives interruption (docs/how-to/campaign.md): ``nmt-train -m ...
resume=auto``, run again with the same arguments after any stop, resumes each unfinished run
from its last.pt, starts the runs it had not reached and leaves the finished ones alone,
under Hydra's joblib launcher (runs side by side) and submitit's local executor (the SLURM
launcher's stand-in on one machine)."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hydra import compose, initialize_config_module

from nmt.apps.report import main as report_main
from nmt.checkpoint import load_checkpoint
from nmt.training.records import RESULTS_FILE
from tests.conftest import load_script
from tests.processes import ENV, REPO, TRAIN_ARGS, app_command, run_app, train_steps

# TRAIN_ARGS' tiny model, long enough to be stopped midway and to validate 13 times (every 15
# steps; 19 batches an epoch: the epoch limit must not end it first)
STEPS = 200
RUN_ARGS = [arg for arg in TRAIN_ARGS if not arg.startswith("train.max_steps=")]
RESUMED = re.compile(r"resuming from (\S+)/last\.pt at step (\d+)")


def sweep_args(root: Path, steps: int, *launcher: str) -> list[str]:
    """The sweep's command line: two seeds, resume=auto, in ``root``."""
    return ["-m", *RUN_ARGS, f"train.max_steps={steps}", "train.max_epochs=1000", "seed=1,2",
            "resume=auto", f"hydra.sweep.dir={root}", *launcher]


JOBLIB = ("hydra/launcher=joblib", "hydra.launcher.n_jobs=2")


def run_dirs(root: Path) -> list[Path]:
    """The sweep's run folders, in job order."""
    return sorted(p for p in root.iterdir() if p.is_dir())


def checkpoint_step(path: Path) -> int:
    """The training step a checkpoint was written at."""
    return load_checkpoint(path, mmap=True)["train_state"]["step"]


def wait_for_checkpoints(proc: subprocess.Popen, root: Path, count: int,
                         timeout: float = 240) -> None:
    """Block until ``count`` runs of the sweep in ``root`` have written a last.pt."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if len(list(root.glob("*/last.pt"))) >= count:
            return
        if proc.poll() is not None:
            raise AssertionError(f"the sweep exited ({proc.returncode}) before {count} "
                                 f"checkpoints:\n{proc.stdout.read().decode(errors='replace')}")
        time.sleep(0.05)
    raise AssertionError(f"no {count} checkpoints within {timeout} s")


def stop_sweep(args: list[str], root: Path, checkpoints: int, signum: int
               ) -> tuple[int, str]:
    """Start the sweep ``args`` in its own process group, signal the group once
    ``checkpoints`` of its runs in ``root`` have a last.pt, and return its exit status and
    output (the group is killed if the sweep has not ended within 2 minutes)."""
    proc = subprocess.Popen(app_command("train", *args), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, cwd=REPO, env=ENV, start_new_session=True)
    try:
        wait_for_checkpoints(proc, root, checkpoints)
        os.killpg(proc.pid, signum)
        output = proc.communicate(timeout=120)[0].decode(errors="replace")
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=60)
    return proc.returncode, output


def test_a_killed_sweep_resumes_each_run_from_its_last_checkpoint(tmp_path):
    root = tmp_path / "sweep"
    args = sweep_args(root, STEPS, *JOBLIB)
    # the launcher and its joblib workers, at once
    stop_sweep(args, root, 2, signal.SIGKILL)
    at_kill = {run.name: checkpoint_step(run / "last.pt") for run in run_dirs(root)}
    again = run_app("train", *args, timeout=600)
    assert again.returncode == 0, again.stdout.decode(errors="replace")[-3000:]
    for run in run_dirs(root):
        log = (run / "train.log").read_text(encoding="utf-8")
        resumed = [int(step) for _, step in RESUMED.findall(log)]
        finished_before = "left alone" in log
        # a run that got to the end before the kill is left alone; the others go on from
        # the step their last.pt holds, not from the start
        assert finished_before or resumed == [at_kill[run.name]], log[-2000:]
        assert (run / RESULTS_FILE).is_file()
        steps = train_steps(run)
        assert steps[-1] == STEPS
        assert steps[0] == 1 and steps.count(1) == 1  # one start, never from scratch again
    assert any(RESUMED.search((run / "train.log").read_text()) for run in run_dirs(root))
    # the learning curves of the resumed runs: each validation once, in step order, at
    # the CPU time trained by then, and a PNG of them
    curves = load_script("scripts/campaign/curves.py")
    script = Path(curves.__file__)
    for run in run_dirs(root):
        points = curves.curve(run)
        assert len(points["step"]) > 10 and points["step"] == sorted(set(points["step"]))
        assert 0 < points["cpu_hours"][0] < points["cpu_hours"][-1]
    out = tmp_path / "curves.png"
    done = subprocess.run([sys.executable, str(script), str(root), "--out", str(out)],
                          capture_output=True, text=True, env=ENV, timeout=120)
    assert done.returncode == 0 and "2 runs" in done.stdout, done.stderr[-2000:]
    assert out.read_bytes().startswith(b"\x89PNG")


def test_sigterm_stops_a_sequential_sweep_not_just_its_run(tmp_path):
    # one run at a time in the launching process (joblib with n_jobs=1, as Hydra's basic
    # launcher): the run catches the signal, writes last.pt, and the sweep must end there
    # instead of starting its next run
    # (100 steps: the signal lands within a few steps of the first last.pt, at step 10, and
    # the resumed sweep trains both runs to the end one after the other)
    launcher, steps = ("hydra/launcher=joblib", "hydra.launcher.n_jobs=1"), 100
    root = tmp_path / "sweep"
    args = sweep_args(root, steps, *launcher)
    returncode, output = stop_sweep(args, root, 1, signal.SIGTERM)
    assert returncode == 128 + signal.SIGTERM, output[-3000:]
    first, = run_dirs(root)  # the second run never started
    stopped = checkpoint_step(first / "last.pt")
    assert 0 < stopped < steps and not (first / RESULTS_FILE).exists()
    again = run_app("train", *args, timeout=600)
    assert again.returncode == 0, again.stdout.decode(errors="replace")[-3000:]
    runs = run_dirs(root)
    assert len(runs) == 2 and all(checkpoint_step(r / "last.pt") == steps for r in runs)
    assert RESUMED.findall((first / "train.log").read_text())[-1][1] == str(stopped)


def clock_times(run: Path) -> tuple[float, float]:
    """The wall and CPU seconds of the run's training steps, all sessions (last.pt's clock),
    after checking that results.json reports them."""
    results = json.loads((run / RESULTS_FILE).read_text())
    assert results["steps_seconds"] >= 0 and results["cpu_seconds"] >= 0
    clock = load_checkpoint(run / "last.pt", mmap=True)["clock"]
    return clock["steps_seconds"], clock["cpu_seconds"]


def test_the_same_sweep_runs_under_submitit_and_reports_its_progress(tmp_path, capsys):
    root = tmp_path / "sweep"
    launcher = ("hydra/launcher=submitit_local", "hydra.launcher.timeout_min=10")
    first = run_app("train", *sweep_args(root, 4, *launcher))
    assert first.returncode == 0, first.stdout.decode(errors="replace")[-3000:]
    runs = [p for p in run_dirs(root) if (p / "config.yaml").is_file()]
    assert len(runs) == 2 and all((run / RESULTS_FILE).is_file() for run in runs)
    again = run_app("train", *sweep_args(root, 4, *launcher))
    assert again.returncode == 0
    assert all("left alone" in (run / "train.log").read_text() for run in runs)
    # a run stopped before it logged a step: its folder has a config and no records yet
    unlogged = root / "2_seed=3"
    shutil.copytree(runs[0] / ".hydra", unlogged / ".hydra")
    shutil.copy(runs[0] / "config.yaml", unlogged)
    (unlogged / "metrics.jsonl").touch()
    report_main(["--progress", str(root)])
    table = capsys.readouterr().out
    for run in runs:
        assert re.search(rf"\| {re.escape(run.name)} +\| +4 / 4 +\|", table), table
    assert re.search(r"\| 2_seed=3 +\| +0 / 4 +\|", table), table


@pytest.mark.parametrize("launcher", ["joblib", "submitit_slurm"])
def test_the_launchers_are_hydras_own_plugins(launcher):
    # composed as nmt-train composes its config (real Hydra, its plugins found on the path)
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        cfg = compose(config_name="config", overrides=[f"hydra/launcher={launcher}"],
                      return_hydra_config=True)
    assert cfg.hydra.launcher._target_.startswith(
        f"hydra_plugins.hydra_{launcher.split('_')[0]}_launcher.")


def test_a_sweep_over_arms_of_its_own_config_group_resumes(tmp_path):
    # a campaign's arms: a config group of its own on hydra.searchpath, which a resumed run
    # must leave out like the project's own groups (its values are in the checkpoint)
    arms = tmp_path / "configs" / "arm"
    arms.mkdir(parents=True)
    for seed in (1, 2):
        (arms / f"s{seed}.yaml").write_text(f"# @package _global_\nseed: {seed}\n")
    root = tmp_path / "sweep"

    def arm_sweep(steps: int) -> list[Path]:
        done = run_app("train", "-m", *RUN_ARGS, f"train.max_steps={steps}",
                       f"hydra.searchpath=[file://{arms.parent}]", "+arm=s1,s2",
                       "resume=auto", f"hydra.sweep.dir={root}", *JOBLIB)
        assert done.returncode == 0, done.stdout.decode(errors="replace")[-3000:]
        return run_dirs(root)

    runs = arm_sweep(4)
    assert len(runs) == 2
    before = (runs[0] / "last.pt").stat().st_mtime_ns
    first_times = clock_times(runs[0])
    assert min(first_times) > 0
    # a finished run is left alone; a run the sweep had not reached when it stopped (its
    # folder does not exist yet) starts
    shutil.rmtree(runs[1])
    arm_sweep(4)
    assert "left alone" in (runs[0] / "train.log").read_text()
    assert (runs[0] / "last.pt").stat().st_mtime_ns == before
    assert "starting this run" in (runs[1] / "train.log").read_text()
    assert checkpoint_step(runs[1] / "last.pt") == 4
    # raised limits make both go on from their last.pt; an arm edited after its run started
    # changes nothing, and the run's log says so
    (arms / "s2.yaml").write_text("# @package _global_\nseed: 2\ntrain:\n  lr: 0.01\n")
    arm_sweep(6)
    seeds = []
    for run in runs:
        assert RESUMED.findall((run / "train.log").read_text())[-1][1] == "4"
        payload = load_checkpoint(run / "last.pt", mmap=True)
        assert payload["train_state"]["step"] == 6
        seeds.append(payload["config"]["seed"])
    assert seeds == [1, 2]
    logs = [(run / "train.log").read_text() for run in runs]
    assert "keeps its" not in logs[0]
    assert re.search(r"keeps its train\.lr=0\.001 from when it started \(this sweep's "
                     r"config gives 0\.01\)", logs[1]), logs[1][-2000:]
    assert load_checkpoint(runs[1] / "last.pt", mmap=True)["config"]["train"]["lr"] == 0.001
    # the steps' wall and CPU time add up over the sessions of a resumed run (the clock of
    # last.pt: results.json rounds to 0.1 s, more than two tiny steps take)
    assert all(t > t0 for t, t0 in zip(clock_times(runs[0]), first_times, strict=True))
