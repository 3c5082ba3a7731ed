"""The GPU check: one command that proves nmt's CUDA code paths on a GPU machine and measures
them, writing one JSON file and a log.

    python scripts/gpu_check.py                       # data: ../shared/data/multi30k
    python scripts/gpu_check.py --data DIR --out DIR --budget 420

It needs the checkout (nmt need not be installed: it is put on PYTHONPATH), a torch that sees
a CUDA GPU, nmt's dependencies, and Multi30k's {train,val}.{de,en}. Each step runs under its
own time limit, cut to what is left of ``--budget`` seconds for the whole check; a step that
runs out is stopped (SIGTERM, then SIGKILL) and recorded as ``timeout``, and the steps for
which no time is left as ``skipped``. The JSON is rewritten at the start and end of every
step, so that a check killed from outside leaves a valid file saying where it was.

The steps, most important first:

- ``environment``: python, CPU, torch, CUDA, cuDNN, NCCL, the GPU, missing packages;
- ``cuda_tests``: ``pytest -m cuda tests/test_cuda.py`` (they skip without CUDA);
- ``prepare_data``: SentencePiece and the token arrays, once, into a cache every run reads;
- ``train_{fp32,bf16}_b{64,256,1024}``: ``nmt-train experiment=reference device=cuda`` for a
  fixed number of steps at batches of 64 (the reference), 256 and 1024 sentences: target
  tokens/s and time per step (medians of the logged windows after the first, which holds
  the warm-up; from metrics.jsonl), peak GPU memory (torch.cuda.max_memory_allocated);
- ``decode``: greedy and beam 5 over Multi30k val on the GPU, fp32 and bf16 (sentences/s,
  BLEU; scripts/benchmark.py) with the checkpoint of ``train_fp32_b64`` (a model of a few
  hundred steps: its BLEU proves that decoding works, not what the model can reach; give
  ``--checkpoint`` to decode a trained one);
- ``ddp``: torchrun with two ranks on the one GPU over NCCL, else over gloo, else one
  process; each attempt and why it failed is recorded;
- ``profile``: where a step's time goes (scripts/gpu_profile.py): CUDA kernels per training
  step and per decoder step, and the share of the wall time the GPU is busy;
- ``train_fp32_b64_no_input_feeding``, ``train_fp32_b1024_fused_loss_off`` and
  ``train_fp32_b64_tape_off``: the reference without input feeding (its decoder GRU runs
  over the whole sequence in one cuDNN call instead of a step loop), and without the two
  speed tricks of nmt/kernels that run on CUDA too (the output layer and loss in chunks of
  64 rows, tuned for a CPU's cache; one weight-gradient product per weight over all steps).

Without CUDA the check records ``"cuda": false`` and why, runs the CUDA tests (which skip),
skips every GPU step with that reason and exits 0 within seconds. The exit status is 1 when
a step failed, else 0 (a step stopped at its time limit is recorded, not failed).
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import datetime
import importlib.util
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from nmt.files import atomic_write_bytes  # noqa: E402 (after the checkout is on the path)
from nmt.training.records import read_metrics  # noqa: E402

FORMAT, VERSION = "nmt-gpu-check", 1
DATA_CANDIDATES = (REPO.parent / "shared" / "data" / "multi30k",
                   REPO / "shared" / "data" / "multi30k")
BUDGET_S = 420  # the whole check; under 8 minutes with the interpreter's and CUDA's start
GRACE_S = 10  # after SIGTERM, before SIGKILL: nmt-train finishes its step and writes last.pt
MIN_STEP_S = 15  # a step with less time left is skipped, not started
PACKAGES = ("omegaconf", "hydra", "sentencepiece", "sacrebleu", "entmax", "tensorboard",
            "matplotlib", "safetensors", "tqdm", "pytest", "sentencex", "spellchecker")
REFERENCE = ["experiment=reference", "device=cuda", "train.valid_every=0",
             "train.valid_heatmaps=0", "train.lexicon=false"]


@dataclasses.dataclass(frozen=True)
class Training:
    """One fixed-length nmt-train run: its batch size, precision, steps, logging window and
    what else it changes (overrides, environment)."""

    name: str
    batch: int
    precision: str
    steps: int
    log_every: int
    limit_s: int
    overrides: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()


# steps per batch size: at least 4 timed windows each; batch 1024 (28 batches an epoch)
# crosses epoch ends, whose validations the logged windows leave out
SIZES = {64: (200, 25, 75), 256: (100, 20, 60), 1024: (60, 10, 75)}
TRAININGS = {f"train_{p}_b{b}": Training(f"train_{p}_b{b}", b, p, *SIZES[b])
             for b in SIZES for p in ("fp32", "bf16")}
# what would change next, measured (docs/performance/gpu.md): the decoder's step loop, and
# the two tricks that also run on CUDA (nmt/kernels/README.md)
VARIANTS = [Training("train_fp32_b64_no_input_feeding", 64, "fp32", *SIZES[64],
                     overrides=("model.input_feeding=false",)),
            Training("train_fp32_b1024_fused_loss_off", 1024, "fp32", *SIZES[1024],
                     env=(("NMT_KERNELS_OFF", "fused_loss"),)),
            Training("train_fp32_b64_tape_off", 64, "fp32", *SIZES[64],
                     env=(("NMT_KERNELS_OFF", "tape"),))]
# two ranks over NCCL (which may refuse two ranks on one GPU), over gloo, then one process
DDP_ATTEMPTS = (("nccl", 2), ("gloo", 2), ("auto", 1))
DDP_STEPS, DDP_LIMIT_S = 60, 75


class Interrupted(Exception):
    """The check itself got SIGTERM or SIGINT."""


def _interrupt(signum: int, _frame: Any) -> None:
    raise Interrupted(signal.Signals(signum).name)


class Check:
    """The report being built (``report``), its JSON and log files in ``out``, the work
    folder for runs and caches, and the deadline of the whole check."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.out, self.work, self.data = args.out, args.work, args.data
        self.out.mkdir(parents=True, exist_ok=True)
        self.work.mkdir(parents=True, exist_ok=True)
        self.json_path, self.log_path = self.out / "gpu_check.json", self.out / "gpu_check.log"
        self.log = open(self.log_path, "w", encoding="utf-8")  # noqa: SIM115 (closed at exit)
        self.started = time.monotonic()
        self.deadline = self.started + args.budget
        self.child: subprocess.Popen | None = None
        self.report: dict[str, Any] = {
            "format": FORMAT, "version": VERSION,
            "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "command": [sys.executable, *sys.argv], "budget_s": args.budget,
            "data": str(self.data), "work": str(self.work), "finished": False,
            "cuda": None, "cuda_reason": None, "summary": {}, "steps": {}}

    # ---- the files ---------------------------------------------------------------------
    def say(self, message: str) -> None:
        """One line to the log and to stderr."""
        line = f"[gpu_check {time.monotonic() - self.started:6.1f}s] {message}"
        print(line, file=sys.stderr, flush=True)
        self.log.write(line + "\n")
        self.log.flush()

    def write(self) -> None:
        """Rewrite the JSON (atomically) with the figures so far."""
        self.report["elapsed_s"] = round(time.monotonic() - self.started, 1)
        self.report["summary"] = summary(self.report["steps"])
        atomic_write_bytes(self.json_path, (json.dumps(self.report, indent=1) + "\n").encode())

    # ---- steps -------------------------------------------------------------------------
    def left(self) -> float:
        """Seconds left of the whole check's budget."""
        return self.deadline - time.monotonic()

    def step(self, name: str, limit_s: float, task: Callable[[float], dict]) -> dict:
        """Run ``task(limit)`` as step ``name`` with ``limit`` = its own limit cut to the time
        left; record its status (``passed`` unless it says otherwise, ``error`` if it
        raised), seconds and figures. Skipped when less than MIN_STEP_S is left."""
        limit = min(limit_s, self.left() - GRACE_S)  # a stopped command may take GRACE_S
        if limit < MIN_STEP_S:
            return self.skip(name, f"out of time: {max(self.left(), 0):.0f} s of the "
                                   f"{self.report['budget_s']} s budget left")
        began = time.monotonic()
        self.report["steps"][name] = {"status": "running", "limit_s": round(limit)}
        try:
            self.write()
            self.say(f"{name}: start (limit {limit:.0f} s)")
            entry = {"status": "passed", **task(limit)}
        except Interrupted:
            self.report["steps"][name] = {"status": "interrupted", "limit_s": round(limit),
                                          "seconds": round(time.monotonic() - began, 1)}
            raise
        except Exception as err:  # a broken step is recorded; the next steps still run
            entry = {"status": "error", "error": f"{type(err).__name__}: {err}"}
        entry |= {"limit_s": round(limit), "seconds": round(time.monotonic() - began, 1)}
        self.report["steps"][name] = entry
        self.write()
        self.say(f"{name}: {entry['status']} in {entry['seconds']} s")
        return entry

    def skip(self, name: str, reason: str) -> dict:
        """Record step ``name`` as skipped for ``reason``."""
        entry = self.report["steps"][name] = {"status": "skipped", "reason": reason}
        self.write()
        self.say(f"{name}: skipped ({reason})")
        return entry

    def command(self, argv: list[str], limit: float, env: dict[str, str] | None = None,
                stdout: int | None = None) -> Ran:
        """Run ``argv`` in the checkout, its output into the log (stdout returned instead
        when ``stdout`` is subprocess.PIPE); stopped at ``limit`` seconds."""
        self.say("$ " + " ".join(argv))
        mark = self.log_path.stat().st_size
        environment = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {}),
                       "PYTHONPATH": os.pathsep.join(
                           [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])])}
        self.child = subprocess.Popen(argv, cwd=REPO, env=environment, text=True,
                                      stdout=stdout or self.log, stderr=self.log,
                                      start_new_session=True)
        try:
            out, _ = self.child.communicate(timeout=limit)
            code = self.child.returncode
            return Ran(code, out or "", error_lines(self.log_path, mark) if code else [])
        except subprocess.TimeoutExpired:
            self.say(f"time limit of {limit:.0f} s reached: stopping it")
            self.stop_child()
            return Ran(None, "", [])
        except Interrupted:
            self.stop_child()
            raise
        finally:
            self.child = None

    def stop_child(self) -> None:
        """Stop the running command and every process it started: SIGTERM, then SIGKILL."""
        child = self.child
        if child is None or child.poll() is not None:
            return
        try:
            os.killpg(child.pid, signal.SIGTERM)
            child.communicate(timeout=GRACE_S)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.communicate()
        except ProcessLookupError:
            pass


def median(values: list[float]) -> float | None:
    """The median, or None of nothing."""
    return statistics.median(values) if values else None


@dataclasses.dataclass(frozen=True)
class Ran:
    """A finished command: its exit status (None: stopped at its time limit), its stdout
    when captured, and the lines of its output that look like its error when it failed."""

    code: int | None
    out: str
    errors: list[str]

    def status(self) -> dict:
        """The step entry's status part."""
        if self.code is None:
            return {"status": "timeout"}
        if self.code == 0:
            return {"status": "passed", "exit_status": 0}
        return {"status": "failed", "exit_status": self.code, "error": self.errors}


# ---- environment -------------------------------------------------------------------------
def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo (the platform's name elsewhere)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def environment(check: Check) -> dict:
    """What the check ran on; sets the report's ``cuda`` and ``cuda_reason``."""
    import torch

    missing = [p for p in PACKAGES if importlib.util.find_spec(p) is None]
    try:
        from nmt.device import cuda_problem
    except ImportError as err:  # the step's error then says what to install
        raise RuntimeError(f"nmt cannot be imported ({err}); missing packages: "
                           f"{', '.join(missing) or 'none of ' + ', '.join(PACKAGES)}"
                           ) from None
    problem = cuda_problem()
    check.report["cuda"], check.report["cuda_reason"] = problem is None, problem
    info: dict[str, Any] = {
        "python": platform.python_version(), "platform": platform.platform(),
        "cpu": cpu_model(), "cpu_cores": os.cpu_count(), "torch": torch.__version__,
        "torch_cuda": torch.version.cuda, "torch_threads": torch.get_num_threads(),
        "missing_packages": missing,
        "data_files": {name: (check.data / name).is_file()
                       for name in ("train.de", "train.en", "val.de", "val.en")}}
    if problem is None:
        props = torch.cuda.get_device_properties(0)
        info |= {"device_count": torch.cuda.device_count(), "device": props.name,
                 "capability": f"{props.major}.{props.minor}",
                 "gpu_memory_gib": round(props.total_memory / 2**30, 1),
                 "multiprocessors": props.multi_processor_count,
                 "bf16": torch.cuda.is_bf16_supported(),
                 "cudnn": torch.backends.cudnn.version(), "nccl": nccl_version(),
                 "driver": nvidia_driver()}
    return info


def nccl_version() -> str | None:
    """NCCL's version as torch reports it (None where this build has none)."""
    import torch

    try:
        version = torch.cuda.nccl.version()
    except (AttributeError, RuntimeError):
        return None
    return ".".join(map(str, version)) if isinstance(version, tuple) else str(version)


def nvidia_driver() -> str | None:
    """The driver's version as nvidia-smi gives it (None without nvidia-smi)."""
    if shutil.which("nvidia-smi") is None:
        return None
    try:
        done = subprocess.run(["nvidia-smi", "--query-gpu=driver_version",
                               "--format=csv,noheader"], capture_output=True, text=True,
                              timeout=15, check=False)
    except subprocess.TimeoutExpired:
        return None
    return done.stdout.strip().splitlines()[0] if done.stdout.strip() else None


# ---- the steps -----------------------------------------------------------------------------
def cuda_tests(check: Check, limit: float) -> dict:
    """pytest -m cuda over tests/test_cuda.py (alone: collecting the whole suite would import
    what the serving and export tests need, which a GPU machine may lack); counts from its
    JUnit XML."""
    xml = check.work / "cuda_tests.xml"
    xml.unlink(missing_ok=True)
    ran = check.command([sys.executable, "-m", "pytest", "-q", "-rs", "-m", "cuda",
                             "-p", "no:cacheprovider", f"--junitxml={xml}",
                             "tests/test_cuda.py"], limit)
    entry = ran.status()
    if xml.is_file():
        suite = ET.parse(xml).getroot()
        suite = suite if suite.tag == "testsuite" else suite.find("testsuite")
        counts = {k: int(suite.get(k, 0)) for k in ("tests", "failures", "errors", "skipped")}
        entry |= counts | {"passed": counts["tests"] - counts["failures"] - counts["errors"]
                           - counts["skipped"]}
        outcomes = [(case.get("name"), child.tag, (child.get("message") or "")[:300])
                    for case in suite.iter("testcase") for child in case
                    if child.tag in ("failure", "error", "skipped")]
        entry["failed_tests"] = [f"{name}: {tag}: {message}" for name, tag, message in outcomes
                                 if tag != "skipped"][:20]
        entry["skip_reasons"] = dict(collections.Counter(
            message for _, tag, message in outcomes if tag == "skipped"))
    return entry


def data_overrides(check: Check) -> list[str]:
    """The overrides that point a run at the data and the shared prepared cache."""
    return [f"data.dir={check.data}", f"data.cache_dir={check.work / 'cache'}"]


def prepare_data(check: Check, limit: float) -> dict:
    """nmt-prepare of the reference's data into the cache that every run then reads."""
    return check.command([sys.executable, "-m", "nmt.apps.prepare", "experiment=reference",
                          *data_overrides(check),
                          f"hydra.run.dir={check.work / 'prepare'}"], limit).status()


def train_run(check: Check, run: Training, limit: float, extra: list[str] | None = None,
              launcher: list[str] | None = None) -> dict:
    """One nmt-train run (or torchrun job, ``launcher``) of ``run``; its figures."""
    run_dir = check.work / "runs" / run.name
    shutil.rmtree(run_dir, ignore_errors=True)
    argv = [*(launcher or [sys.executable, "-m", "nmt.train"]), *REFERENCE,
            *data_overrides(check), f"train.precision={run.precision}",
            f"train.batch_size={run.batch}", f"train.max_steps={run.steps}",
            f"train.log_every={run.log_every}", *run.overrides, *(extra or []),
            f"hydra.run.dir={run_dir}"]
    ran = check.command(argv, limit, dict(run.env))
    return ran.status() | {"batch_size": run.batch, "precision": run.precision,
                           "max_steps": run.steps, "run_dir": str(run_dir),
                           **({"overrides": list(run.overrides)} if run.overrides else {}),
                           **({"env": dict(run.env)} if run.env else {}),
                           **training_figures(run_dir)}


def training_figures(run_dir: Path) -> dict:
    """A run's speed from its metrics.jsonl: medians over the logged windows after the
    first (which holds CUDA's and the allocator's warm-up), the peak GPU memory, and the
    dev BLEU of results.json (greedy, after the run's few steps)."""
    records = [r for r in read_metrics(run_dir / "metrics.jsonl") if r.get("kind") == "train"]
    timed = records[1:] or records
    rates = [r["tgt_tokens_per_s"] for r in timed]
    steps = [r["step_seconds"] for r in timed if "step_seconds" in r]
    out: dict[str, Any] = {"steps_done": records[-1]["step"] if records else 0,
                           "timed_windows": len(timed) if records else 0}
    if rates:
        out["tgt_tokens_per_s"] = round(median(rates), 1)
        out["tgt_tokens_per_s_range"] = [round(min(rates), 1), round(max(rates), 1)]
    if steps:
        out["step_ms"] = round(1000 * median(steps), 2)
        out["tgt_tokens_per_step"] = round(median(rates) * median(steps), 1)
    peaks = [r["gpu_peak_mb"] for r in records if "gpu_peak_mb" in r]
    if peaks:
        out["gpu_peak_mb"] = round(max(peaks), 1)
    results = run_dir / "results.json"
    if results.is_file():
        done = json.loads(results.read_text())
        out |= {"dev_bleu_greedy": (done.get("dev") or {}).get("bleu"),
                "train_seconds": done.get("train_seconds")}
    return out


def decode(check: Check, limit: float, checkpoint: Path) -> dict:
    """Greedy and beam 5 over val on the GPU, fp32 and bf16, by scripts/benchmark.py."""
    if not checkpoint.is_file():
        return {"status": "skipped", "reason": f"no checkpoint at {checkpoint} (its training "
                                               f"failed or was not run)"}
    ran = check.command([sys.executable, str(REPO / "scripts" / "benchmark.py"),
                               f"bench.checkpoint={checkpoint}", "device=cuda",
                               f"data.dir={check.data}", "bench.beams=[1,5]",
                               "bench.repeats=2", "bench.precision=fp32",
                               "bench.modes=[bf16]"], limit, stdout=subprocess.PIPE)
    entry = ran.status() | {"checkpoint": str(checkpoint)}
    try:
        figures = json.loads(ran.out) if ran.code == 0 else None
    except json.JSONDecodeError:
        figures = None
    if figures:
        keep = ("sentences", "greedy_sents_per_s", "greedy_bleu", "beam5_sents_per_s",
                "beam5_bleu", "greedy_batch_size", "beam5_batch_size", "greedy_first_seconds",
                "beam5_first_seconds")
        entry["fp32"] = {k: figures[k] for k in keep if k in figures}
        entry["bf16"] = {k: v for k, v in figures.get("modes", {}).get("bf16", {}).items()
                         if k in keep}
    return entry


def ddp(check: Check, limit: float) -> dict:
    """torchrun on the one GPU: the first of DDP_ATTEMPTS that trains; every attempt."""
    attempts, chosen = [], None
    for backend, ranks in DDP_ATTEMPTS:
        left = min(DDP_LIMIT_S, limit - sum(a["seconds"] for a in attempts))
        if left < MIN_STEP_S:
            attempts.append({"backend": backend, "processes": ranks, "status": "skipped",
                             "reason": "out of the step's time"})
            break
        run = Training(f"ddp_{backend}_{ranks}", 64, "fp32", DDP_STEPS, 10, DDP_LIMIT_S)
        launcher = [sys.executable, "-m", "torch.distributed.run", "--standalone",
                    f"--nproc_per_node={ranks}", "-m", "nmt.train"]
        began = time.monotonic()
        result = train_run(check, run, left, [f"dist_backend={backend}"], launcher)
        result |= {"backend": backend if ranks > 1 else "none (one process, no process group)",
                   "processes": ranks, "global_batch_size": ranks * run.batch,
                   "seconds": round(time.monotonic() - began, 1)}
        attempts.append(result)
        if result["status"] == "passed":
            chosen = result
            break
    entry: dict[str, Any] = {"attempts": attempts}
    if chosen is None:
        return entry | {"status": "failed"}
    why = "; ".join(f"{a['backend']} with {a['processes']} processes: {a['status']}"
                    + (f" ({a['error'][0]})" if a.get("error") else "") for a in attempts[:-1])
    return entry | {"status": "passed", "backend": chosen["backend"],
                    "processes": chosen["processes"],
                    "tgt_tokens_per_s": chosen.get("tgt_tokens_per_s"),
                    "step_ms": chosen.get("step_ms"),
                    "why": why or "the first attempt trained"}


def error_lines(log: Path, since: int, count: int = 12) -> list[str]:
    """The last lines that look like an error in ``log`` after byte ``since``."""
    with open(log, encoding="utf-8", errors="replace") as file:
        file.seek(since)
        lines = file.read().splitlines()
    words = ("Error", "error", "NCCL", "refuse", "Duplicate", "failed", "Traceback")
    hits = list(dict.fromkeys(line[:400] for line in lines if any(w in line for w in words)))
    return hits[-count:] or [line[:400] for line in lines[-count:]]


def profile(check: Check, limit: float) -> dict:
    """scripts/gpu_profile.py: kernels per step and the GPU's busy share."""
    ran = check.command([sys.executable, str(REPO / "scripts" / "gpu_profile.py"),
                               "--data", str(check.data), "--cache",
                               str(check.work / "cache"), "--work",
                               str(check.work / "profile")], limit, stdout=subprocess.PIPE)
    entry = ran.status()
    try:
        return entry | (json.loads(ran.out) if ran.code == 0 else {})
    except json.JSONDecodeError:
        return entry | {"error": "gpu_profile.py printed no JSON"}


# ---- the summary -------------------------------------------------------------------------
def summary(steps: dict) -> dict:
    """The figures of the closing note, from the steps recorded so far."""
    train = {}
    for name, run in TRAININGS.items():
        entry = steps.get(name, {})
        if "tgt_tokens_per_s" in entry:
            train.setdefault(run.precision, {})[str(run.batch)] = {
                k: entry.get(k) for k in ("tgt_tokens_per_s", "step_ms", "gpu_peak_mb")}
    out: dict[str, Any] = {"train": train} if train else {}
    for variant in VARIANTS:
        entry = steps.get(variant.name, {})
        if "tgt_tokens_per_s" in entry:
            out.setdefault("variants", {})[variant.name] = entry["tgt_tokens_per_s"]
    decoded = steps.get("decode", {})
    for precision in ("fp32", "bf16"):
        if decoded.get(precision):
            out.setdefault("decode", {})[precision] = decoded[precision]
    if steps.get("ddp", {}).get("status") == "passed":
        out["ddp"] = {k: steps["ddp"][k] for k in ("backend", "processes",
                                                   "tgt_tokens_per_s", "why")}
    profiled = steps.get("profile", {})
    for part in ("train", "decode"):
        for name, figures in (profiled.get(part) or {}).items():
            out.setdefault("profile", {})[f"{part}_{name}"] = {
                k: figures.get(k) for k in ("kernels", "gpu_busy_share", "wall_ms")}
    if "cuda_tests" in steps:
        out["cuda_tests"] = {k: steps["cuda_tests"].get(k)
                             for k in ("status", "passed", "failures", "errors", "skipped")}
    return out


# ---- the check -----------------------------------------------------------------------------
def run_all(check: Check, args: argparse.Namespace) -> None:
    """Every step in order (see the module docstring)."""
    check.step("environment", 60, lambda limit: environment(check))
    check.step("cuda_tests", 120, lambda limit: cuda_tests(check, limit))
    gpu_steps = ["prepare_data", *TRAININGS, "decode", "ddp", "profile",
                 *(v.name for v in VARIANTS)]
    if not check.report["cuda"]:
        reason = (f"no CUDA: {check.report['cuda_reason']}" if check.report["cuda"] is False
                  else "the environment step failed: CUDA unknown")
        for name in gpu_steps:
            check.skip(name, reason)
        return
    if check.step("prepare_data", 120, lambda limit: prepare_data(check, limit)
                  )["status"] != "passed":
        for name in gpu_steps[1:]:
            check.skip(name, "the data could not be prepared (see prepare_data)")
        return
    first = [TRAININGS["train_fp32_b64"], TRAININGS["train_bf16_b64"]]
    for run in first:
        check.step(run.name, run.limit_s, lambda limit, run=run: train_run(check, run, limit))
    checkpoint = args.checkpoint or check.work / "runs" / "train_fp32_b64" / "best.pt"
    check.step("decode", 100, lambda limit: decode(check, limit, checkpoint))
    for run in TRAININGS.values():
        if run not in first:
            check.step(run.name, run.limit_s,
                       lambda limit, run=run: train_run(check, run, limit))
    check.step("ddp", 2 * DDP_LIMIT_S, lambda limit: ddp(check, limit))
    check.step("profile", 90, lambda limit: profile(check, limit))
    for run in VARIANTS:
        check.step(run.name, run.limit_s, lambda limit, run=run: train_run(check, run, limit))


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=None,
                        help="Multi30k's folder (default: ../shared/data/multi30k beside the "
                             "checkout, or shared/data/multi30k inside it)")
    parser.add_argument("--out", type=Path, default=None,
                        help="where gpu_check.json and gpu_check.log go (default: $OUT, "
                             "else outputs/gpu_check)")
    parser.add_argument("--work", type=Path, default=None,
                        help="the runs, their checkpoints and the prepared data (default: a "
                             "new temporary folder, removed at the end)")
    parser.add_argument("--budget", type=float, default=BUDGET_S,
                        help=f"seconds for the whole check (default {BUDGET_S})")
    parser.add_argument("--checkpoint", type=Path, default=None,
                        help="a trained checkpoint to decode (default: the one train_fp32_b64 "
                             "writes)")
    args = parser.parse_args(argv)
    if args.data is None:
        args.data = next((d for d in DATA_CANDIDATES if (d / "train.de").is_file()),
                         DATA_CANDIDATES[0])
    if args.out is None:
        args.out = Path(os.environ.get("OUT") or REPO / "outputs" / "gpu_check")
    args.keep_work = args.work is not None
    if args.work is None:
        args.work = Path(tempfile.mkdtemp(prefix="nmt-gpu-check-"))
    return args


def main(argv: list[str]) -> int:
    """Run the check; 1 when a step failed, else 0."""
    args = parse_args(argv)
    check = Check(args)
    previous = {s: signal.signal(s, _interrupt) for s in (signal.SIGTERM, signal.SIGINT)}
    code = 0
    try:
        run_all(check, args)
        check.report["finished"] = True
    except Interrupted as stop:
        check.stop_child()
        check.report["interrupted_by"] = str(stop)
        code = 128 + signal.Signals[str(stop)].value
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        failed = [n for n, s in check.report["steps"].items()
                  if s.get("status") in ("failed", "error")]
        check.report["failed_steps"] = failed
        code = code or (1 if failed else 0)
        check.write()
        check.say(f"done: {check.json_path} (exit status {code})")
        check.log.close()
        if not args.keep_work:
            shutil.rmtree(args.work, ignore_errors=True)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
