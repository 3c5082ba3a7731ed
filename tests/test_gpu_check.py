"""scripts/gpu_check.py without CUDA: it says so in its JSON, runs the CUDA tests (which
skip), skips every GPU step with that reason, and exits 0 within seconds."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

from tests.processes import ENV, REPO

GPU_STEPS = {"prepare_data", "train_fp32_b64", "train_bf16_b64", "train_fp32_b256",
             "train_bf16_b256", "train_fp32_b1024", "train_bf16_b1024", "decode", "ddp",
             "profile", "train_fp32_b64_no_input_feeding", "train_fp32_b1024_fused_loss_off",
             "train_fp32_b64_tape_off"}


def test_without_cuda_the_check_says_why_skips_the_gpu_steps_and_writes_valid_json(
        tmp_path, multi30k_dir):
    out, work = tmp_path / "out", tmp_path / "work"
    # no GPU visible even on a machine that has one: the check's no-CUDA mode
    env = {**ENV, "CUDA_VISIBLE_DEVICES": "", "OUT": str(tmp_path / "unused")}
    done = subprocess.run([sys.executable, "scripts/gpu_check.py", "--data", str(multi30k_dir),
                           "--out", str(out), "--work", str(work)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads((out / "gpu_check.json").read_text())
    assert report["format"] == "nmt-gpu-check" and report["finished"] is True
    assert report["cuda"] is False and report["cuda_reason"]
    steps = report["steps"]
    environment = steps["environment"]
    assert environment["status"] == "passed" and environment["torch"]
    assert all(environment["data_files"].values())
    tests = steps["cuda_tests"]
    assert tests["status"] == "passed" and tests["tests"] > 0
    assert tests["skipped"] == tests["tests"] and tests["failed_tests"] == []
    assert list(tests["skip_reasons"]) == [f"needs CUDA: {report['cuda_reason']}"]
    assert set(steps) == {"environment", "cuda_tests", *GPU_STEPS}
    for name in GPU_STEPS:
        assert steps[name] == {"status": "skipped",
                               "reason": f"no CUDA: {report['cuda_reason']}"}, name
    assert report["failed_steps"] == [] and report["summary"]["cuda_tests"]["skipped"] > 0
    log = (out / "gpu_check.log").read_text()
    assert "tests/test_cuda.py" in log and "skipped" in log
    assert not (tmp_path / "unused").exists()  # --out wins over $OUT


def test_a_check_stopped_by_sigterm_stops_its_step_and_leaves_a_valid_json(tmp_path,
                                                                           multi30k_dir):
    out = tmp_path / "out"
    env = {**ENV, "CUDA_VISIBLE_DEVICES": ""}
    proc = subprocess.Popen([sys.executable, "scripts/gpu_check.py", "--data",
                             str(multi30k_dir), "--out", str(out), "--work",
                             str(tmp_path / "work")], cwd=REPO, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    report = out / "gpu_check.json"
    deadline = time.monotonic() + 120
    while not running(report, "cuda_tests"):
        assert proc.poll() is None and time.monotonic() < deadline, "the tests never started"
        time.sleep(0.02)
    proc.send_signal(signal.SIGTERM)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM, stderr[-3000:]
    stopped = json.loads(report.read_text())
    assert stopped["finished"] is False and stopped["interrupted_by"] == "SIGTERM"
    assert stopped["steps"]["environment"]["status"] == "passed"
    assert stopped["steps"]["cuda_tests"]["status"] == "interrupted"
    assert "prepare_data" not in stopped["steps"]


def running(report, step: str) -> bool:
    """Whether the check's JSON says that ``step`` is running."""
    try:
        steps = json.loads(report.read_text())["steps"]
    except (OSError, json.JSONDecodeError):
        return False
    return steps.get(step, {}).get("status") == "running"
