"""What a checkpoint's local attention does on a corpus split: the figures that training logs
at every validation (TensorBoard ``alignment/*``), for any split and any checkpoint.

Teacher-forces the split through the model (nmt.training.validation.dev_loss with
nmt.model.attention.probe.AlignmentStats) and prints, over the target positions t < T_i of
every sentence and head: the dev loss and perplexity; the share of saturated p_t
(p_t / S_i > 0.95 or < 0.05, and each side apart) beside the share of the diagonal
t S_i / T_i itself (the floor a predictor following the diagonal would reach on this split);
the mean attention mass that reaches the context and the same before renormalising; the
mean |p_t - t S_i / T_i| / S_i (distance from the diagonal), the mean
|p_t - min(t, S_i - 1)| / S_i (distance from local-m's position: 0 when the predictor learned
nothing), the mean p_t / S_i and the energy spread (the mean standard deviation of the
score's energies over a query's positions, against the Gaussian log-prior's range of
D^2 / (2 sigma^2), 2 at the paper's sigma). S_i is the true source length (eos included), T_i the
target length (eos included). Local-m's position is min(t, S_i - 1); global attention has no
position (only the masses are printed).

    OMP_NUM_THREADS=1 .venv/bin/python scripts/local_p_diagnostics.py RUN/best.pt \\
        ../shared/data/multi30k [--split val] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import math
import tempfile
from pathlib import Path

import torch
from omegaconf import OmegaConf

from nmt.data.pipeline import prepare_eval_split
from nmt.engines.loading import load_pretrained
from nmt.model.attention.probe import AlignmentStats
from nmt.training.validation import dev_loss


def diagnose(checkpoint: str, data_dir: str | None, split: str | None = None,
             batch_tokens: int = 4096) -> dict:
    """The figures of ``checkpoint`` on ``split`` (default: the dev split of its config) of
    the corpus in ``data_dir`` (default: its config's)."""
    loaded = load_pretrained(checkpoint)
    model, cfg = loaded.model.eval(), loaded.config
    data_cfg = OmegaConf.merge(cfg.data, {"dir": data_dir} if data_dir else {})
    split = split or data_cfg.dev_split
    with tempfile.TemporaryDirectory() as scratch:  # its cache/, unless data.cache_dir
        data = prepare_eval_split(data_cfg, split, loaded.subwords, Path(scratch))
        stats = AlignmentStats()
        loss = dev_loss(model, data, torch.device("cpu"), "fp32", batch_tokens, stats)
    att = cfg.model.attention
    return {"checkpoint": str(checkpoint), "split": split, "sentences": len(data),
            "align": att.align, "score": att.score, "heads": att.heads,
            "local_p": {k: att[k] for k in att if k.startswith("local_p")},
            "step": loaded.train_state.get("step"), "loss": loss,
            "ppl": math.exp(min(loss, 100.0)), "positions": stats.count, **stats.summary()}


def main(argv: list[str] | None = None) -> None:
    """Print the figures as JSON and one summary line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoint", help="best.pt / last.pt of a run, or an exported folder")
    parser.add_argument("data_dir", nargs="?", default=None,
                        help="the corpus folder (default: the checkpoint's data.dir)")
    parser.add_argument("--split", default=None, help="default: the dev split")
    parser.add_argument("--batch-tokens", type=int, default=4096)
    parser.add_argument("--json", default=None, help="also write the result to this file")
    args = parser.parse_args(argv)
    result = diagnose(args.checkpoint, args.data_dir, args.split, args.batch_tokens)
    text = json.dumps(result, indent=1)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n")
    if "saturated" in result:
        print(f"saturated {100 * result['saturated']:.1f}% (high "
              f"{100 * result['saturated_high']:.1f}%, low {100 * result['saturated_low']:.1f}%;"
              f" the diagonal's {100 * result['diagonal_saturated']:.1f}%), mass to the context "
              f"{result['context_mass']:.3f} (before renormalising "
              f"{result['gaussian_mass']:.3f}), |p - diagonal|/S "
              f"{result['diagonal_distance']:.3f}, |p - local-m's t|/S "
              f"{result['local_m_distance']:.3f}, mean p/S {result['p_over_S']:.3f}, "
              f"energy spread {result['energy_spread']:.2f}, ppl {result['ppl']:.2f}")
    else:
        print(f"no position ({result['align']}); mass to the context "
              f"{result['context_mass']:.3f}, ppl {result['ppl']:.2f}")


if __name__ == "__main__":
    main()
