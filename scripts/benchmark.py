"""Speed benchmark: train a few steps and decode a dev split at each beam size, then print one
JSON object (tokens/s, sentences/s, peak memory, versions).

    python scripts/benchmark.py experiment=reference data.dir=DIR bench.steps=200
    python scripts/benchmark.py experiment=reference data.dir=DIR bench.steps=200 \
        train.precision=bf16 bench.checkpoint=outputs/ref/best.pt
    python scripts/benchmark.py bench.checkpoint=outputs/ref/best.pt   # decoding only
    python scripts/benchmark.py bench.checkpoint=EXPORT bench.engine=onnxruntime \
        data.dir=DIR    # ONNX Runtime over a folder written by nmt-export format=onnx

Arguments are Hydra overrides: ``bench.*`` keys configure the benchmark (see BenchConfig),
every other one goes to the training config (``experiment=reference data.dir=DIR``).
Training (``bench.steps`` > 0) builds the configured model in ``bench.work_dir`` (its
SentencePiece models are cached there), runs ``bench.warmup`` untimed steps and then times
``bench.steps`` steps of the real training step (batch collation included, validation and
checkpoints excluded), in wall seconds and in the process's CPU seconds a step; ``init_from=``
times a fine-tuning run from a checkpoint's model and subword models (a student with
``train.teacher=[...]``, say); ``peak_rss_mb`` is the process's peak at the end of training.
Decoding uses ``bench.checkpoint`` when given (a trained model decodes outputs of realistic
length), otherwise the model just trained; the data section names the split to decode when
given, otherwise the checkpoint's own. Decoding time covers the search only: model loading and
SentencePiece are outside the timer. Each beam size decodes the split once untimed, its time
reported as ``*_first_seconds`` (what one fresh pass costs: oneDNN compiles a kernel for each
new product shape, the process first touches its memory), then ``bench.repeats`` timed times;
the median of those is reported. ``model_size_mb`` is what ``bench.checkpoint`` holds
on disk (the file, or every file of an exported folder). ``bench.bound=true`` adds the fp32
decode's arithmetic bound (arithmetic_bound.py): ``matmul_peak_gflops`` and, per beam size,
the decode's ``*_gflop``, the ``*_bound_sents_per_s`` it would reach if all of it ran at that
peak, and the ``*_fraction_of_bound`` its median speed reaches. ``bench.isolate=true`` decodes
each of ``bench.modes`` in a child process of its own (this script for that mode alone,
``bench.default=false``), which reports its own ``decode_peak_rss_mb`` under the mode; the top
level's is then the default mode's alone.
"""

from __future__ import annotations

import json
import logging
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
from arithmetic_bound import decode_flops, peak_gflops
from hydra import compose, initialize_config_module
from omegaconf import DictConfig, OmegaConf

from nmt.apps.evaluate import data_config
from nmt.config import DECODING_PRECISIONS, DecodingOptions, check_engine, register_configs
from nmt.data.corpus import load_split
from nmt.data.pairs import TextPairs
from nmt.decoding.batches import decode_sources
from nmt.device import select_device
from nmt.errors import ConfigError
from nmt.export.exporting import training_lexicon
from nmt.kernels.allocator import keep_freed_memory
from nmt.metrics import bleu
from nmt.training.distributed import Distributed
from nmt.training.run import load_initial_checkpoint, setup_trainer
from nmt.training.trainer import Trainer
from nmt.translation.translator import Translator

log = logging.getLogger("benchmark")


@dataclass
class BenchConfig:
    """The benchmark's own settings, given as ``bench.KEY=VALUE``."""

    steps: int = 0  # timed training steps; 0: no training
    warmup: int = 10  # untimed training steps first (allocator, thread pool, caches)
    work_dir: str = "outputs/benchmark"  # the training run's directory (SentencePiece cache)
    checkpoint: str | None = None  # the model to decode with; default: the one just trained
    beams: list[int] = field(default_factory=lambda: [1, 5])  # []: no decoding
    batch_size: int = 0  # sentences per batch; 0: the decoders' default (DecodingOptions)
    alpha: float = 0.0
    precision: str | None = None  # decoding: fp32 | bf16 | int8; default: train.precision
    # more decoding modes, each timed like the default one and reported under "modes": a
    # precision (fp32, bf16, int8), "shortlist" (fp32 with shortlist=bench.shortlist) or
    # "int8+shortlist"
    modes: list[str] = field(default_factory=list)
    shortlist: int = 50  # K of the shortlist modes
    # each of bench.modes decodes in a process of its own (this script, for that mode alone),
    # with its own decode_peak_rss_mb: in one process a mode decoded after others can run
    # ~10% slower than alone (docs/performance/index.md); nmt-translate decodes in one mode
    isolate: bool = False
    default: bool = True  # decode the default mode (bench.precision); false: bench.modes only
    repeats: int = 3  # timed decodes per beam size; the median counts
    threads: int = 0  # torch intra-op threads; 0 keeps torch's default (OMP_NUM_THREADS)
    # torch | onnxruntime (bench.checkpoint: a folder written by nmt-export format=onnx,
    # decoded in its graphs' precision; ONNX Runtime's threads follow OMP_NUM_THREADS)
    engine: str = "torch"
    # the default mode's arithmetic bound (fp32, torch engine): the operations of each beam
    # size's decode against the machine's best float32 product speed (arithmetic_bound.py)
    bound: bool = False


def split_arguments(args: list[str]) -> tuple[DictConfig, list[str]]:
    """Command-line overrides -> (bench config, the overrides for the training config)."""
    bench = [a.removeprefix("bench.") for a in args if a.startswith("bench.")]
    schema = OmegaConf.structured(BenchConfig)
    return OmegaConf.merge(schema, OmegaConf.from_dotlist(bench)), \
        [a for a in args if not a.startswith("bench.")]


def peak_rss_mb() -> int:
    """The process's peak resident memory so far, in MiB."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)


def synchronize(device: torch.device | str) -> None:
    """Wait for the device's queued work, so that a timer reads finished work (ONNX
    Runtime's device is "cpu", its calls synchronous)."""
    if isinstance(device, torch.device) and device.type == "cuda":
        torch.cuda.synchronize(device)


def timed_steps(trainer: Trainer, batches: list[np.ndarray], start: int, count: int
                ) -> tuple[float, float, int, int]:
    """Run ``count`` training steps on ``batches`` from index ``start`` (wrapping around):
    the seconds taken, the process's CPU seconds (what a busy machine's other work does not
    add to, on one thread), and the target and source tokens trained on."""
    split, device = trainer.train_split, trainer.device
    tgt_tokens = src_tokens = 0
    synchronize(device)
    began, cpu = time.perf_counter(), time.process_time()
    for i in range(start, start + count):
        batch = split.collate(batches[i % len(batches)])
        trainer.train_step(batch.to(device))
        tgt_tokens += batch.num_tgt_tokens
        src_tokens += batch.num_src_tokens
    synchronize(device)
    return (time.perf_counter() - began, time.process_time() - cpu, tgt_tokens,
            src_tokens)


def train_benchmark(cfg: DictConfig, bench: DictConfig) -> tuple[dict, Trainer]:
    """Time ``bench.steps`` training steps of the model ``cfg`` describes, after
    ``bench.warmup`` untimed ones: figures keyed ``train_*`` and the trainer."""
    run_dir = Path(bench.work_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    # init_from=CHECKPOINT: a fine-tuning run's steps, e.g. a student's with train.teacher
    initial = load_initial_checkpoint(Path(cfg.init_from)) if cfg.get("init_from") else None
    trainer = setup_trainer(cfg, run_dir, None, None, select_device(cfg.device), Distributed(),
                            initial=initial)
    tcfg = cfg.train
    batches = trainer.train_split.batches(tcfg.batch_tokens, tcfg.batch_size, cfg.seed, 0,
                                          shuffle=True)
    timed_steps(trainer, batches, 0, bench.warmup)
    seconds, cpu, tgt_tokens, src_tokens = timed_steps(trainer, batches, bench.warmup,
                                                       bench.steps)
    out = {"train_steps": bench.steps, "train_seconds": round(seconds, 2),
           "train_cpu_seconds_per_step": round(cpu / bench.steps, 3),
           "train_tgt_tokens_per_s": round(tgt_tokens / seconds, 1),
           "train_tokens_per_s": round((tgt_tokens + src_tokens) / seconds, 1),
           "train_precision": tcfg.precision, "peak_rss_mb": peak_rss_mb()}
    log.info("training: %.0f target tokens/s over %d steps", out["train_tgt_tokens_per_s"],
             bench.steps)
    return out, trainer


def timed_decode(translator: Translator, sources: list[np.ndarray], options: DecodingOptions
                 ) -> tuple[float, list[list[int]]]:
    """Seconds to decode ``sources`` (no specials) and the best token ids of each, by the
    translator's engine for ``options`` (prepared before the timer starts)."""
    engine, device = translator.engines.engine(options), translator.device
    synchronize(device)
    start = time.perf_counter()
    results = decode_sources(engine, sources, options)
    synchronize(device)
    seconds = time.perf_counter() - start
    return seconds, [hyps[0].tokens for hyps in results]


def mode_options(mode: str, shortlist: int) -> dict:
    """The DecodingOptions fields of a benchmark mode (see BenchConfig.modes)."""
    precision, _, extra = mode.partition("+")
    if precision == "shortlist":
        precision, extra = "fp32", "shortlist"
    if extra not in ("", "shortlist") or precision not in DECODING_PRECISIONS:
        sys.exit(f"bench.modes: {mode!r} is not a precision ({', '.join(DECODING_PRECISIONS)}),"
                 f" 'shortlist' or 'PRECISION+shortlist'")
    return {"precision": precision, "shortlist": shortlist if extra else 0}


def bound_figures(translator: Translator, sources: list[np.ndarray], options: DecodingOptions,
                  seconds: float, peak: float) -> dict:
    """A decode's operations (GFLOP), the sentences/s it would reach at ``peak`` GFLOP/s, and
    the share of that bound which its median ``seconds`` reach."""
    flops = decode_flops(lambda: timed_decode(translator, sources, options))
    bound = len(sources) / (flops / (peak * 1e9))
    return {"gflop": float(f"{flops / 1e9:.4g}"), "bound_sents_per_s": round(bound, 1),
            "fraction_of_bound": round(len(sources) / seconds / bound, 3)}


def decode_benchmark(translator: Translator, lines: list[str], references: list[str],
                     bench: DictConfig, precision: str, shortlist: int = 0,
                     peak: float | None = None) -> dict:
    """Decode ``lines`` at every beam size of ``bench``; figures keyed ``greedy_*`` for beam
    1 and ``beam{K}_*`` otherwise: sentences/s (median), the runs' seconds and BLEU, and with
    ``peak`` (GFLOP/s) the arithmetic bound's figures (:func:`bound_figures`)."""
    sources = translator.encode(lines)
    keep_freed_memory()  # as nmt-translate and nmt-evaluate do; after training's peak RSS
    out: dict = {"sentences": len(sources), "precision": precision, "shortlist": shortlist}
    for beam in bench.beams:
        options = DecodingOptions(beam=beam, alpha=bench.alpha, batch_size=bench.batch_size,
                                  precision=precision, shortlist=shortlist)
        name = "greedy" if beam == 1 else f"beam{beam}"
        out[f"{name}_batch_size"] = options.sentences_per_batch()
        # a whole pass, not one batch: every row count and shortlist size met is a new shape
        first, _ = timed_decode(translator, sources, options)
        out[f"{name}_first_seconds"] = round(first, 3)
        runs = [timed_decode(translator, sources, options) for _ in range(bench.repeats)]
        seconds = [s for s, _ in runs]
        out[f"{name}_sents_per_s"] = round(len(sources) / statistics.median(seconds), 1)
        out[f"{name}_seconds"] = [round(s, 3) for s in seconds]
        hypotheses = translator.subwords.decode_tgt(runs[0][1])
        out[f"{name}_bleu"] = round(bleu(hypotheses, references), 2)
        if peak is not None:
            figures = bound_figures(translator, sources, options, statistics.median(seconds),
                                    peak)
            out |= {f"{name}_{key}": value for key, value in figures.items()}
        log.info("beam %d: %.1f sentences/s, BLEU %.2f", beam, out[f"{name}_sents_per_s"],
                 out[f"{name}_bleu"])
    return out


# what the parent sets for a child of bench.isolate=true, in place of the user's values
CHILD_KEYS = ("bench.modes", "bench.isolate", "bench.default", "bench.steps", "bench.bound")


def isolated_mode(args: list[str], mode: str) -> dict:
    """The figures of ``mode`` (as :func:`decode_benchmark` gives them) from this script run
    for that mode alone in a child process with the same arguments ``args``, and the child's
    ``decode_peak_rss_mb``; its log lines pass through to stderr."""
    kept = [a for a in args if a.partition("=")[0] not in CHILD_KEYS]
    command = [sys.executable, str(Path(__file__).resolve()), *kept, f"bench.modes=[{mode}]",
               "bench.isolate=false", "bench.default=false", "bench.steps=0",
               "bench.bound=false"]
    done = subprocess.run(command, stdout=subprocess.PIPE, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"bench.isolate=true: the process decoding mode {mode!r} failed (exit "
                 f"{done.returncode}; its error is above)")
    child = json.loads(done.stdout)
    return child["modes"][mode] | {"decode_peak_rss_mb": child["decode_peak_rss_mb"]}


def check_bench(bench: DictConfig) -> None:
    """Exit with a message naming the bench.* keys that cannot go together."""
    if bench.steps <= 0 and not bench.checkpoint:
        sys.exit("nothing to benchmark: give bench.steps=N (training) and/or "
                 "bench.checkpoint=PATH (decoding)")
    try:
        check_engine(bench.engine, "bench.engine")
    except ConfigError as err:
        sys.exit(str(err))
    if bench.engine == "onnxruntime" and (bench.steps > 0 or not bench.checkpoint):
        sys.exit("bench.engine=onnxruntime decodes bench.checkpoint=EXPORT (written by "
                 "nmt-export format=onnx) and trains nothing (bench.steps=0)")
    if bench.isolate and not bench.checkpoint:
        sys.exit("bench.isolate=true decodes bench.checkpoint=PATH in a process per mode: the "
                 "model just trained has no file that they could load")
    if not bench.default and not bench.modes:
        sys.exit("bench.default=false decodes bench.modes only, and bench.modes is empty")
    if bench.bound and not bench.default:
        sys.exit("bench.bound=true counts the operations of the default mode's decode: it "
                 "needs bench.default=true")


def in_process_modes(translator: Translator, split: TextPairs, bench: DictConfig,
                     modes: dict) -> dict:
    """Each mode's figures (:func:`decode_benchmark`) on the dev ``split``, decoded one after
    another by this process; a shortlist without a lexical table in the checkpoint makes one
    from the checkpoint's training data."""
    if any(m["shortlist"] for m in modes.values()) and translator.engines.lexicon is None:
        translator.engines.lexicon = training_lexicon(translator.config, translator.subwords)
    return {mode: decode_benchmark(translator, split.src, split.tgt, bench, **options)
            for mode, options in modes.items()}


def size_on_disk_mb(path: Path) -> float:
    """The MiB a checkpoint file, or every file of an exported folder, takes."""
    files = [p for p in path.rglob("*") if p.is_file()] if path.is_dir() else [path]
    return round(sum(p.stat().st_size for p in files) / 2**20, 2)


def main(args: list[str]) -> dict:
    """Run the benchmark for the command-line overrides ``args``; the JSON-ready result."""
    logging.basicConfig(level=logging.INFO, format="[%(name)s] %(message)s", stream=sys.stderr)
    register_configs()
    bench, overrides = split_arguments(args)
    if bench.threads > 0:
        torch.set_num_threads(bench.threads)
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        cfg = compose(config_name="config", overrides=overrides)
    check_bench(bench)
    modes = {mode: mode_options(mode, bench.shortlist) for mode in bench.modes}
    if bench.precision is None:  # ONNX Runtime decodes in its graphs' precision
        bench.precision = "fp32" if bench.engine == "onnxruntime" else cfg.train.precision
    if bench.bound and (bench.engine != "torch" or bench.precision != "fp32"):
        sys.exit("bench.bound=true counts the operations of an fp32 decode by the torch engine"
                 f" (not bench.engine={bench.engine}, bench.precision={bench.precision})")
    result: dict = {}
    if bench.steps > 0:
        figures, trainer = train_benchmark(cfg, bench)
        result |= figures
    if bench.checkpoint:
        translator = Translator.from_pretrained(bench.checkpoint, device=cfg.device,
                                                engine=bench.engine)
        result |= {"checkpoint": bench.checkpoint, "engine": bench.engine,
                   "model_size_mb": size_on_disk_mb(Path(bench.checkpoint))}
        if bench.engine == "onnxruntime":
            result["onnx_precision"] = translator.engines.precision
    else:
        translator = Translator(trainer.model, trainer.subwords, cfg, trainer.device)
        result["checkpoint"] = "the model just trained"
    if bench.beams:
        data = data_config(cfg, translator.config, overrides)
        split = load_split(data, data.dev_split)
        result["split"] = f"{data.name} {data.dev_split}"
        peak = None
        if bench.bound:
            peak = result["matmul_peak_gflops"] = round(peak_gflops(), 1)
        if bench.default:
            result |= decode_benchmark(translator, split.src, split.tgt, bench,
                                       bench.precision, peak=peak)
        if bench.isolate:
            result["modes"] = {mode: isolated_mode(args, mode) for mode in modes}
        else:
            result["modes"] = in_process_modes(translator, split, bench, modes)
    result.setdefault("peak_rss_mb", peak_rss_mb())
    return result | {"decode_peak_rss_mb": peak_rss_mb(), "torch": torch.__version__,
                     "threads": torch.get_num_threads(), "device": str(translator.device)}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1:]), indent=1))
