"""Where the GPU's time goes in the reference model's training step and decoder step: the
operators the host dispatches per step, the CUDA kernels they launch, the GPU time those take,
and the share of the wall time that is.

    python scripts/gpu_profile.py --data ../shared/data/multi30k [--cache DIR] [--work DIR]
    NMT_KERNELS_OFF=packed,dropout python scripts/gpu_profile.py --device cpu --data ...

Prints one JSON object. For each training setup (fp32 and bf16 at batch 64, fp32 at 1024)
it times ``--steps`` real training steps (synchronised, untraced), then runs the same batches
again under torch.profiler and counts the operators (``ops``: top-level aten calls, each one
or more kernel launches on a GPU), the kernels (memory copies and sets included) and their
summed GPU time; for greedy and beam-5 decoding of the first ``--sentences`` dev sentences it
does the same per decoder step. ``gpu_busy_share`` = kernel time / untraced wall time: far
below 1, the GPU waits for the host to launch work (each kernel costs the host several
microseconds), and a larger batch, CUDA graphs or fused kernels are what would help; near 1,
the kernels themselves bound the step. scripts/gpu_check.py runs this as its ``profile``
step, with the data cache its training runs prepared.

``--device cpu`` counts the operators without a GPU (fp32 at batch 64 only): with the
CPU-only tricks off (``NMT_KERNELS_OFF=packed,dropout``) the model runs the operators it
runs on CUDA, so the count per step is the number of kernel launches a GPU would wait for.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import torch
from hydra import compose, initialize_config_module
from torch.profiler import ProfilerActivity
from torch.profiler import profile as torch_profile

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from nmt.config import DecodingOptions, register_configs  # noqa: E402
from nmt.decoding.batches import decode_sources  # noqa: E402
from nmt.engines.preparation import prepare  # noqa: E402
from nmt.engines.torch_engine import TorchEngine  # noqa: E402
from nmt.kernels.switches import VARIABLE  # noqa: E402
from nmt.training.distributed import Distributed  # noqa: E402
from nmt.training.run import setup_trainer  # noqa: E402
from nmt.training.trainer import Trainer  # noqa: E402

SETUPS = (("fp32", 64), ("bf16", 64), ("fp32", 1024))  # (precision, sentences per batch)
WARMUP = 5


def kernel_time(prof: torch_profile) -> tuple[int, float]:
    """The CUDA kernels (and copies, sets) a profile saw and their summed GPU time (ms)."""
    count, micros = 0, 0.0
    for event in prof.key_averages():
        if event.device_type != torch.autograd.DeviceType.CUDA:
            continue
        count += event.count
        micros += getattr(event, "self_device_time_total", None) or \
            getattr(event, "self_cuda_time_total", 0.0)
    return count, micros / 1000


def top_level_ops(prof: torch_profile) -> int:
    """The aten operators called from outside another aten operator (by Python or by
    autograd's backward): what the host dispatches one by one."""
    return sum(1 for e in prof.events() if e.name.startswith("aten::") and not (
        e.cpu_parent is not None and e.cpu_parent.name.startswith("aten::")))


def synchronize(device: torch.device) -> None:
    """Wait for the GPU's queued work (nothing to wait for on the CPU)."""
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def measured(work, device: torch.device, units: int) -> dict:
    """``work()`` timed untraced, then once under the profiler: per unit (``units`` steps of
    it) the wall ms, the operators, the kernels and their GPU ms, and the GPU's busy share."""
    synchronize(device)
    began = time.perf_counter()
    work()
    synchronize(device)
    wall = (time.perf_counter() - began) * 1000
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device.type == "cuda"
                                           else [])
    with torch_profile(activities=activities) as prof:
        work()
        synchronize(device)
    kernels, gpu_ms = kernel_time(prof)
    ops = top_level_ops(prof)
    out = {"wall_ms": round(wall / units, 3), "ops": round(ops / units, 1),
           "host_us_per_op": round(1000 * wall / ops, 2) if ops else None}
    if device.type == "cuda":
        out |= {"kernels": round(kernels / units, 1), "gpu_ms": round(gpu_ms / units, 3),
                "gpu_busy_share": round(gpu_ms / wall, 3) if wall else None}
    return out


def config(args: argparse.Namespace, precision: str, batch: int):
    """The reference experiment on ``args.device`` at ``precision`` and ``batch`` sentences."""
    overrides = ["experiment=reference", f"data.dir={args.data}", f"device={args.device}",
                 f"train.precision={precision}", f"train.batch_size={batch}",
                 "train.lexicon=false", "train.valid_heatmaps=0"]
    if args.cache:
        overrides.append(f"data.cache_dir={args.cache}")
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        return compose(config_name="config", overrides=overrides)


def train_profile(trainer: Trainer, batch: int, steps: int) -> dict:
    """Per training step (``steps`` batches of ``batch`` sentences, collation included)."""
    split, device = trainer.train_split, trainer.device
    batches = split.batches(0, batch, 1, 0, shuffle=True)
    for indices in batches[:WARMUP]:
        trainer.train_step(split.collate(indices).to(device))
    chosen = batches[WARMUP:WARMUP + steps]
    tokens = sum(split.collate(indices).num_tgt_tokens for indices in chosen) / len(chosen)

    def work() -> None:
        for indices in chosen:
            trainer.train_step(split.collate(indices).to(device))

    return measured(work, device, len(chosen)) | {"tgt_tokens_per_step": round(tokens, 1)}


class CountingEngine(TorchEngine):
    """A TorchEngine that counts its decoder steps."""

    steps = 0

    def step(self, prev, state, encoded, t, k):
        self.steps += 1
        return super().step(prev, state, encoded, t, k)


def decode_profile(trainer: Trainer, beam: int, sentences: int) -> dict:
    """Per decoder step of decoding the first ``sentences`` dev sentences with ``beam``."""
    device = trainer.device
    options = DecodingOptions(beam=beam, batch_size=64)
    engine = CountingEngine(prepare(trainer.model, device, options), device, "fp32")
    sources = trainer.dev.sources(sentences)
    decode_sources(engine, sources, options)  # warm-up: every shape once
    engine.steps = 0
    decode_sources(engine, sources, options)
    steps = engine.steps
    return measured(lambda: decode_sources(engine, sources, options), device, steps) | {
        "decoder_steps": steps, "sentences": len(sources), "batch_size": options.batch_size}


def main(argv: list[str]) -> dict:
    """Profile every setup; the JSON-ready result."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True, help="Multi30k's folder")
    parser.add_argument("--cache", type=Path, help="the prepared data's cache folder")
    parser.add_argument("--work", type=Path, help="run folder (default: a temporary one)")
    parser.add_argument("--steps", type=int, default=5, help="training steps measured")
    parser.add_argument("--sentences", type=int, default=256, help="dev sentences decoded")
    parser.add_argument("--device", choices=("cuda", "cpu"), default="cuda",
                        help="cpu: count the operators only, fp32 at batch 64")
    args = parser.parse_args(argv)
    if args.device == "cuda" and not torch.cuda.is_available():
        sys.exit("gpu_profile.py measures CUDA kernels: torch sees no CUDA device "
                 "(--device cpu counts the operators alone)")
    register_configs()
    work = args.work or Path(tempfile.mkdtemp(prefix="nmt-gpu-profile-"))
    out: dict = {"train": {}, "decode": {}, "torch": torch.__version__, "device": args.device,
                 "kernels_off": os.environ.get(VARIABLE, "")}
    device = torch.device(args.device)
    for precision, batch in SETUPS if device.type == "cuda" else SETUPS[:1]:
        run_dir = work / f"{precision}_b{batch}"
        run_dir.mkdir(parents=True, exist_ok=True)
        cfg = config(args, precision, batch)
        trainer = setup_trainer(cfg, run_dir, None, None, device, Distributed())
        out["train"][f"{precision}_b{batch}"] = train_profile(trainer, batch, args.steps)
        if (precision, batch) == SETUPS[0]:
            for beam in (1, 5):
                name = "greedy" if beam == 1 else f"beam{beam}"
                out["decode"][f"{name}_fp32"] = decode_profile(trainer, beam, args.sentences)
        del trainer
        if device.type == "cuda":
            torch.cuda.empty_cache()
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1:]), indent=1))
