"""scripts/benchmark.py: the JSON figures the performance comparison reads, from a real run."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import REPO, TINY_MODEL
from tests.tiny_run import TINY_RUN, tiny_checkpoint

KEYS = {"train_tgt_tokens_per_s", "train_tokens_per_s", "train_cpu_seconds_per_step",
        "peak_rss_mb", "greedy_sents_per_s", "beam5_sents_per_s", "torch", "threads"}


def run_benchmark(*args: str, cwd) -> subprocess.CompletedProcess:
    """``python scripts/benchmark.py args...`` on one thread, in ``cwd``."""
    env = {"OMP_NUM_THREADS": "1", "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, str(REPO / "scripts/benchmark.py"), *args],
                          capture_output=True, text=True, cwd=cwd, env=env, timeout=300)


def test_training_and_decoding_figures_are_printed_as_one_json_object(tmp_path):
    done = run_benchmark(*TINY_MODEL, "data.synthetic_sizes.train=300",
                         "data.synthetic_sizes.val=40", "bench.steps=4", "bench.warmup=1",
                         "bench.repeats=1", f"bench.work_dir={tmp_path / 'work'}",
                         "bench.modes=[int8,int8+shortlist]", "bench.shortlist=5",
                         "bench.bound=true", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(done.stdout)
    assert figures.keys() >= KEYS
    assert figures["train_steps"] == 4 and figures["sentences"] == 40
    # source + target tokens over the same time: more than the target tokens alone
    assert figures["train_tokens_per_s"] > figures["train_tgt_tokens_per_s"] > 0
    assert 0 < figures["train_cpu_seconds_per_step"] * 4 < figures["train_seconds"] * 2
    assert figures["greedy_sents_per_s"] > 0 and figures["beam5_sents_per_s"] > 0
    # the untimed first pass is reported beside the timed ones
    assert figures["greedy_first_seconds"] > 0 and len(figures["greedy_seconds"]) == 1
    assert figures["threads"] == 1 and figures["peak_rss_mb"] > 0
    # each extra mode decodes with its own options, its figures under its name
    assert figures["modes"].keys() == {"int8", "int8+shortlist"}
    for mode, shortlist in (("int8", 0), ("int8+shortlist", 5)):
        got = figures["modes"][mode]
        assert (got["precision"], got["shortlist"]) == ("int8", shortlist)
        assert got["greedy_sents_per_s"] > 0 and got["beam5_sents_per_s"] > 0
        assert 0 <= got["beam5_bleu"] <= 100
    assert (tmp_path / "work/spm").is_dir()  # the SentencePiece models are cached there
    # the arithmetic bound: five beams do more operations than one; no decode runs faster
    # than its operations allow at the machine's best product speed
    assert figures["matmul_peak_gflops"] > 0
    assert figures["beam5_gflop"] > figures["greedy_gflop"] > 0
    for name in ("greedy", "beam5"):
        assert 0 < figures[f"{name}_fraction_of_bound"] < 1
        assert figures[f"{name}_bound_sents_per_s"] > figures[f"{name}_sents_per_s"]


def test_nothing_to_benchmark_is_a_clear_exit(tmp_path):
    done = run_benchmark(cwd=tmp_path)
    assert done.returncode != 0
    assert "bench.steps=N" in done.stderr and "bench.checkpoint=PATH" in done.stderr
    done = run_benchmark("bench.steps=1", "bench.modes=[int4]", cwd=tmp_path)
    assert done.returncode != 0 and "'int4' is not a precision (fp32, bf16, int8)" in done.stderr
    done = run_benchmark("bench.steps=1", "bench.bound=true", "bench.precision=int8",
                         cwd=tmp_path)
    assert done.returncode != 0
    assert "bench.bound=true counts the operations of an fp32 decode" in done.stderr
    assert "bench.precision=int8" in done.stderr


def test_onnx_runtime_rows_decode_an_onnx_export(tmp_path):
    from nmt.export.exporting import export_pretrained

    checkpoint = tiny_checkpoint(tmp_path / "run")
    folder = export_pretrained(checkpoint, tmp_path / "onnx", export_format="onnx")
    done = run_benchmark(f"bench.checkpoint={folder}", "bench.engine=onnxruntime",
                         "bench.repeats=1", "bench.beams=[1,2]", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(done.stdout)
    assert figures["engine"] == "onnxruntime" and figures["onnx_precision"] == "fp32"
    assert figures["greedy_sents_per_s"] > 0 and figures["beam2_sents_per_s"] > 0
    files = [p for p in folder.rglob("*") if p.is_file()]
    assert figures["model_size_mb"] == round(sum(p.stat().st_size for p in files) / 2**20, 2)
    refused = run_benchmark(f"bench.checkpoint={folder}", "bench.engine=onnxruntime",
                            "bench.steps=2", cwd=tmp_path)
    assert refused.returncode != 0 and "trains nothing" in refused.stderr
    unknown = run_benchmark(f"bench.checkpoint={folder}", "bench.engine=tvm", cwd=tmp_path)
    assert unknown.returncode != 0 and "bench.engine='tvm' is not one of" in unknown.stderr


def test_isolated_modes_decode_in_processes_of_their_own(tmp_path):
    checkpoint = tiny_checkpoint(tmp_path / "run")
    common = (f"bench.checkpoint={checkpoint}", "bench.repeats=1", "bench.beams=[1]",
              "bench.modes=[int8,bf16]")
    isolated = run_benchmark(*common, "bench.isolate=true", cwd=tmp_path)
    assert isolated.returncode == 0, isolated.stderr[-3000:]
    figures = json.loads(isolated.stdout)
    assert figures["greedy_sents_per_s"] > 0 and figures["precision"] == "fp32"
    assert figures["modes"].keys() == {"int8", "bf16"}
    together = json.loads(run_benchmark(*common, cwd=tmp_path).stdout)
    for mode in ("int8", "bf16"):
        got = figures["modes"][mode]
        assert got["precision"] == mode and got["greedy_sents_per_s"] > 0
        assert got["decode_peak_rss_mb"] > 0  # the child's own peak
        # the same decode as in one process: the same words
        assert got["greedy_bleu"] == together["modes"][mode]["greedy_bleu"]
    assert "decode_peak_rss_mb" not in together["modes"]["int8"]
    assert isolated.stderr.count("beam 1:") == 3  # the children's log lines pass through
    only = run_benchmark(*common[:-1], "bench.default=false", cwd=tmp_path)
    assert only.returncode != 0 and "bench.modes is empty" in only.stderr
    untrained = run_benchmark("bench.steps=1", "bench.isolate=true", cwd=tmp_path)
    assert untrained.returncode != 0 and "the model just trained has no file" in untrained.stderr


def test_a_fine_tuning_run_with_a_teacher_is_timed_from_its_checkpoint(tmp_path):
    # init_from: the student's model and subword models; train.teacher reads them as well
    start = tiny_checkpoint(tmp_path / "start")
    done = run_benchmark(*TINY_RUN, f"init_from={start}", f"train.teacher=[{start},{start}]",
                         "bench.steps=2", "bench.warmup=1",
                         "bench.repeats=1", f"bench.work_dir={tmp_path / 'work'}",
                         cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout)["train_cpu_seconds_per_step"] > 0
    assert "word-level distillation: 2 teacher model(s)" in done.stderr
