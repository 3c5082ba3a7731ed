"""Train every decoder x score x alignment combination (and the no-attention baseline) on the
synthetic corpus under one equal budget of training steps, then print a Markdown table of
BLEU on the held-out ``test`` split.

Each run goes through what ``nmt-train`` runs: the packaged Hydra config composed with the
overrides, then ``run_training`` into its own run directory, which decodes the dev and test
splits with best.pt and scores them with sacrebleu (detokenised, cased) into results.json;
``nmt-report OUT`` tabulates the same runs. A run whose results.json exists is not trained
again, so an interrupted table resumes.

    .venv/bin/python scripts/attention_table.py --out outputs/attention-table --steps 600

Wall times depend on what else runs on the machine; the equal budget is the step count.
"""

from __future__ import annotations

import argparse
import json
import logging
from pathlib import Path

import torch
from hydra import compose, initialize_config_module

from nmt.config import register_configs
from nmt.data.corpus import load_split
from nmt.metrics import bleu
from nmt.training.records import RESULTS_FILE
from nmt.training.run import run_training

DECODERS = ["rnnsearch", "luong"]
SCORES = ["dot", "scaled_dot", "general", "additive", "concat", "location"]
ALIGNS = ["global", "local_m", "local_p"]
# Beyond the grid: other distributions, heads, coverage and Luong without input feeding,
# each on Luong general/global (the paper's best global model family).
EXTRAS = {
    "luong general global, no input feeding": ["model.input_feeding=false"],
    "luong general global, sparsemax": ["model.attention.distribution=sparsemax"],
    "luong general global, entmax15": ["model.attention.distribution=entmax15"],
    "luong general global, sigmoid": ["model.attention.distribution=sigmoid"],
    "luong general global, hard": ["model.attention.distribution=hard"],
    "luong general global, heads=4": ["model.attention.heads=4"],
    "luong concat global, coverage + loss": ["model.attention.score=concat",
                                             "model.attention.coverage=true",
                                             "model.attention.coverage_loss=1.0"],
}


def runs() -> dict[str, list[str]]:
    """Label -> overrides of every run in the table, in table order."""
    table = {"no_attention": ["model=no_attention"]}
    for decoder in DECODERS:
        for score in SCORES:
            for align in ALIGNS:
                table[f"{decoder} {score} {align}"] = [
                    f"model={decoder}", f"model.attention.score={score}",
                    f"model.attention.align={align}"]
    for label, overrides in EXTRAS.items():
        table[label] = ["model=luong", *overrides]
    return table


def common_overrides(args) -> list[str]:
    """The settings every run shares: model size, data, the step budget."""
    return [
        f"model.emb_size={args.emb}", f"model.hidden_size={args.hidden}",
        f"model.dropout={args.dropout}", f"data.synthetic_max_words={args.max_words}",
        f"train.max_steps={args.steps}", f"train.batch_size={args.batch}",
        f"train.lr={args.lr}", f"train.valid_every={args.steps}",
        "train.valid_max_sentences=200", "train.log_every=100", "device=cpu",
        f"seed={args.seed}",
    ]


def train_and_score(label: str, overrides: list[str], run_dir: Path, args) -> dict:
    """Train one run (unless it finished before) and return its results.json, with the BLEU
    of its test hypotheses on the sources of at least ``args.long_words`` words added."""
    results_file = run_dir / RESULTS_FILE
    if not results_file.is_file():
        with initialize_config_module(config_module="nmt.configs", version_base=None):
            cfg = compose(config_name="config",
                          overrides=[*common_overrides(args), *overrides, "overwrite=true"])
        run_training(cfg, run_dir, overrides)
    results = json.loads(results_file.read_text())
    test_split = results["test"]["split"]
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        cfg = compose(config_name="config", overrides=common_overrides(args))
    test = load_split(cfg.data, test_split)
    hypotheses = (run_dir / results["test"]["hypotheses"]).read_text().splitlines()
    long = [i for i, src in enumerate(test.src) if len(src.split()) >= args.long_words]
    results["label"] = label
    results["test_long"] = {
        "sentences": len(long),
        "bleu": bleu([hypotheses[i] for i in long], [test.tgt[i] for i in long])}
    return results


def markdown(results: list[dict], args) -> str:
    """The results as a Markdown table."""
    lines = [f"| model | test BLEU | test BLEU, sources of {args.long_words}+ words "
             f"| dev BLEU | parameters | training wall time |",
             "|---|---|---|---|---|---|"]
    for r in results:
        lines.append(f"| {r['label']} | {r['test']['bleu']:.1f} | {r['test_long']['bleu']:.1f} "
                     f"| {r['dev']['bleu']:.1f} | {r['parameters']:,} "
                     f"| {r['train_seconds']:.0f} s |")
    return "\n".join(lines)


def main() -> None:
    """Run the table (or the runs named by --only) and print it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("outputs/attention-table"))
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--lr", type=float, default=0.003)
    parser.add_argument("--emb", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--dropout", type=float, default=0.0)
    parser.add_argument("--max-words", type=int, default=20)
    parser.add_argument("--long-words", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--only", nargs="*", help="labels of the runs to do (default: all)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    register_configs()
    logging.basicConfig(level=logging.WARNING)
    selected = {k: v for k, v in runs().items() if not args.only or k in args.only}
    results = []
    for number, (label, overrides) in enumerate(selected.items(), start=1):
        run_dir = args.out / label.replace(" ", "_").replace(",", "").replace("+", "")
        result = train_and_score(label, overrides, run_dir, args)
        print(f"[{number}/{len(selected)}] {label}: test BLEU {result['test']['bleu']:.1f} "
              f"({result['train_seconds']:.0f} s)", flush=True)
        results.append(result)
    print(f"\n{results[0]['steps']} steps each; sacrebleu {results[0]['test']['bleu_signature']}"
          f"\n")
    print(markdown(results, args))
    (args.out / "table.md").write_text(markdown(results, args) + "\n")


if __name__ == "__main__":
    main()
