"""What changing training examples on the fly costs: training speed with and without each
feature (subword sampling, augmentation, joined pairs), measured interleaved in one process.

    OMP_NUM_THREADS=2 python scripts/examples_speed.py --cache /tmp/examples_cache
    python scripts/examples_speed.py --steps 20 --rounds 5 -- model.hidden_size=256

Every variant trains the same model (experiment=reference on Multi30k de-en unless other
overrides follow ``--``) with its own examples; a round runs ``--steps`` steps of each
variant in turn (the same batch numbers of the same epoch), the first round is a warm-up,
and each figure is the median over the other rounds. Per variant: original pairs trained on
per second, target pieces per second (sampled segmentations have more), the milliseconds
per batch spent making the batch (decoding, changing, encoding), and the ratios of pairs/s
and of batch making to the plain examples'. Prints one JSON object (and a table on stderr).

    python scripts/examples_speed.py --plan-rows 4500000

times one epoch's plan of data.concat (share 0.2, max 4) over that many rows of random
lengths instead (a WMT-size corpus), with its peak memory (tracemalloc).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import torch
from hydra import compose, initialize_config_module
from omegaconf import OmegaConf

from nmt.config import ConcatConfig, register_configs
from nmt.data.batch_index import BatchIndex
from nmt.data.concat import ConcatPlan
from nmt.data.examples import TrainingExamples
from nmt.data.multi30k import multi30k_folder
from nmt.training.distributed import Distributed
from nmt.training.run import setup_trainer

VARIANTS = {
    "plain": [],
    "sampling 0.1": ["data.spm.sampling_alpha=0.1"],
    "sampling 0.5": ["data.spm.sampling_alpha=0.5"],
    "augment 5 x 0.1": ["data.augment.upper=0.1", "data.augment.title=0.1",
                        "data.augment.lower=0.1", "data.augment.translit=0.1",
                        "data.augment.typos=0.1"],
    "concat 0.2 max 4": ["data.concat.share=0.2", "data.concat.max=4"],
    "all (0.5, augment, concat)": ["data.spm.sampling_alpha=0.5", "data.augment.upper=0.1",
                                   "data.augment.title=0.1", "data.augment.lower=0.1",
                                   "data.augment.translit=0.1", "data.augment.typos=0.1",
                                   "data.concat.share=0.2", "data.concat.max=4"],
}


def compose_config(overrides: list[str]):
    """The training config with ``overrides``, composed by Hydra."""
    register_configs()
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        return compose(config_name="config", overrides=overrides)


def measure(args: argparse.Namespace) -> dict:
    """Run the rounds; the medians per variant."""
    base = ["experiment=reference", f"data.dir={args.data}", f"data.cache_dir={args.cache}",
            "device=cpu", "train.lexicon=false", *args.overrides]
    cfg = compose_config(base)
    run_dir = Path(args.cache) / "speed-run"
    run_dir.mkdir(parents=True, exist_ok=True)
    trainer = setup_trainer(cfg, run_dir, None, None, torch.device("cpu"), Distributed())
    variants = {name: TrainingExamples(trainer.train_split, trainer.subwords,
                                       compose_config([*base, *extra]).data, cfg.seed)
                for name, extra in VARIANTS.items()}
    samples: dict[str, list[dict]] = {name: [] for name in variants}
    for round_number in range(args.rounds + 1):
        for name, examples in variants.items():
            batches = examples.batches(cfg.train.batch_tokens, cfg.train.batch_size,
                                       round_number)
            making = training = 0.0
            pairs = pieces = 0
            for number in range(args.steps):
                start = time.perf_counter()
                rows = batches[number]
                batch = examples.collate(rows, round_number)
                made = time.perf_counter()
                trainer.train_step(batch)
                making += made - start
                training += time.perf_counter() - made
                pairs += pairs_in(examples, rows, round_number)
                pieces += batch.num_tgt_tokens
            if round_number:  # the first round warms up
                total = making + training
                samples[name].append({"pairs_per_s": pairs / total,
                                      "tgt_pieces_per_s": pieces / total,
                                      "making_ms_per_batch": 1000 * making / args.steps})
    medians = {name: {key: statistics.median(s[key] for s in runs) for key in runs[0]}
               for name, runs in samples.items()}
    plain = medians["plain"]
    for figures in medians.values():
        figures["pairs_per_s_ratio"] = figures["pairs_per_s"] / plain["pairs_per_s"]
    return {"threads": torch.get_num_threads(), "steps": args.steps, "rounds": args.rounds,
            "overrides": base, "variants": VARIANTS, "medians": medians}


def plan_scale(rows: int) -> dict:
    """Seconds and peak bytes of one epoch's data.concat plan over ``rows`` rows of random
    lengths (3 to 59 pieces a side)."""
    rng = np.random.default_rng(0)
    lengths = [rng.integers(3, 60, rows).astype(np.uint16) for _ in range(2)]
    tokens = SimpleNamespace(src=SimpleNamespace(lengths=lengths[0]),
                             tgt=SimpleNamespace(lengths=lengths[1]))
    plan = ConcatPlan(tokens, np.ones(rows, bool),
                      OmegaConf.structured(ConcatConfig(share=0.2, max=4)), 100, 1)
    tracemalloc.start()
    start = time.perf_counter()
    _, counts, src, tgt = plan.draw(0)
    BatchIndex.from_lengths(src, tgt)
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"rows": rows, "seconds": seconds, "peak_bytes_per_row": peak / rows,
            "joined": float((counts > 1).mean())}


def pairs_in(examples: TrainingExamples, rows, epoch: int) -> int:
    """The corpus pairs a batch holds (joined examples count each of their pairs)."""
    if not examples.planned:
        return len(rows)
    return int(examples.epoch(epoch).counts[rows].sum())


def main() -> None:
    """Parse the command line, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", help="the whole Multi30k's folder (default: $NMT_MULTI30K)")
    parser.add_argument("--cache", default="/tmp/examples_speed", help="prepared corpus")
    parser.add_argument("--steps", type=int, default=10, help="steps per variant and round")
    parser.add_argument("--rounds", type=int, default=3, help="measured rounds")
    parser.add_argument("--plan-rows", type=int, default=0,
                        help="time data.concat's epoch plan over this many rows instead")
    parser.add_argument("overrides", nargs="*", help="training config overrides (after --)")
    args = parser.parse_args()
    args.data = multi30k_folder(args.data)
    if args.plan_rows:
        print(json.dumps(plan_scale(args.plan_rows), indent=1))
        return
    result = measure(args)
    for name, figures in result["medians"].items():
        print(f"{name:28s} pairs/s {figures['pairs_per_s']:7.1f} "
              f"({figures['pairs_per_s_ratio']:.3f})  tgt pieces/s "
              f"{figures['tgt_pieces_per_s']:7.0f}  batch making "
              f"{figures['making_ms_per_batch']:6.1f} ms", file=sys.stderr)
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
