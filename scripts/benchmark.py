"""Speed benchmark: decode a dev split with a checkpoint at each beam size and print one JSON
object (sentences/s, peak memory, versions).

    python scripts/benchmark.py bench.checkpoint=outputs/ref/best.pt
    python scripts/benchmark.py bench.checkpoint=... data=multi30k data.dir=DIR bench.beams=[1,5]

Arguments are Hydra overrides: ``bench.*`` keys configure the benchmark (see BenchConfig),
every other one goes to the training config (``experiment=reference data.dir=DIR``), whose
data section names the split to decode when given; otherwise the checkpoint's own is used.
Decoding time covers the search only: model loading and SentencePiece are outside the timer.
Each beam size is timed ``bench.repeats`` times after a warm-up batch; the median is reported.
"""

from __future__ import annotations

import json
import logging
import resource
import statistics
import sys
import time
from dataclasses import dataclass, field

import numpy as np
import torch
from hydra import compose, initialize_config_module
from omegaconf import DictConfig, OmegaConf

from nmt.config import register_configs
from nmt.data.corpus import load_split
from nmt.decoding import SearchOptions, decode_ids
from nmt.evaluate import data_config
from nmt.metrics import bleu
from nmt.model.seq2seq import Seq2Seq
from nmt.translator import Translator

log = logging.getLogger("benchmark")


@dataclass
class BenchConfig:
    """The benchmark's own settings, given as ``bench.KEY=VALUE``."""

    checkpoint: str | None = None  # the model to decode with
    beams: list[int] = field(default_factory=lambda: [1, 5])
    batch_size: int = 64  # sentences per batch
    alpha: float = 0.0
    precision: str = "fp32"  # fp32 | bf16
    repeats: int = 3  # timed decodes per beam size; the median counts
    device: str = "cpu"
    threads: int = 0  # torch intra-op threads; 0 keeps torch's default (OMP_NUM_THREADS)


def split_arguments(args: list[str]) -> tuple[DictConfig, list[str]]:
    """Command-line overrides -> (bench config, the overrides for the training config)."""
    bench = [a.removeprefix("bench.") for a in args if a.startswith("bench.")]
    schema = OmegaConf.structured(BenchConfig)
    return OmegaConf.merge(schema, OmegaConf.from_dotlist(bench)), \
        [a for a in args if not a.startswith("bench.")]


def timed_decode(model: Seq2Seq, sources: list[np.ndarray], device: torch.device,
                 options: SearchOptions) -> tuple[float, list[list[int]]]:
    """Seconds to decode ``sources`` (no specials) and the best token ids of each."""
    start = time.perf_counter()
    results = decode_ids(model, sources, device, options)
    seconds = time.perf_counter() - start
    return seconds, [hyps[0].tokens for hyps in results]


def decode_benchmark(translator: Translator, lines: list[str], references: list[str],
                     bench: DictConfig) -> dict:
    """Decode ``lines`` at every beam size of ``bench``; figures keyed ``greedy_*`` for beam
    1 and ``beam{K}_*`` otherwise: sentences/s (median), the runs' seconds and BLEU."""
    sources = translator.encode(lines)
    model, device = translator.model, translator.device
    out: dict = {"sentences": len(sources), "batch_size": bench.batch_size,
                 "precision": bench.precision}
    for beam in bench.beams:
        options = SearchOptions(beam=beam, alpha=bench.alpha, batch_size=bench.batch_size,
                                precision=bench.precision)
        # warm-up: one batch of the longest sentences (allocator, thread pool, caches)
        timed_decode(model, sorted(sources, key=len)[-bench.batch_size :], device, options)
        runs = [timed_decode(model, sources, device, options) for _ in range(bench.repeats)]
        seconds = [s for s, _ in runs]
        name = "greedy" if beam == 1 else f"beam{beam}"
        out[f"{name}_sents_per_s"] = round(len(sources) / statistics.median(seconds), 1)
        out[f"{name}_seconds"] = [round(s, 3) for s in seconds]
        hypotheses = translator.subwords.decode_tgt(runs[0][1])
        out[f"{name}_bleu"] = round(bleu(hypotheses, references), 2)
        log.info("beam %d: %.1f sentences/s, BLEU %.2f", beam, out[f"{name}_sents_per_s"],
                 out[f"{name}_bleu"])
    return out


def main(args: list[str]) -> dict:
    """Run the benchmark for the command-line overrides ``args``; the JSON-ready result."""
    logging.basicConfig(level=logging.INFO, format="[%(name)s] %(message)s", stream=sys.stderr)
    register_configs()
    bench, overrides = split_arguments(args)
    if bench.threads > 0:
        torch.set_num_threads(bench.threads)
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        cfg = compose(config_name="config", overrides=overrides)
    result: dict = {}
    if bench.checkpoint:
        translator = Translator.from_pretrained(bench.checkpoint, device=bench.device)
        data = data_config(cfg, translator.config, overrides)
        split = load_split(data, data.dev_split)
        result |= {"checkpoint": bench.checkpoint, "split": f"{data.name} {data.dev_split}"}
        result |= decode_benchmark(translator, list(split["src"]), list(split["tgt"]), bench)
    else:
        sys.exit("nothing to benchmark: give bench.checkpoint=PATH")
    result |= {"peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
               "torch": torch.__version__, "threads": torch.get_num_threads(),
               "device": bench.device}
    return result


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1:]), indent=1))
