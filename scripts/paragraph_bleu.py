"""BLEU by input length (issue 43, item 3): a model's dev split with every N consecutive
pairs joined into one line (data.join=N), translated whole (split_sentences=false) and cut
into sentences (split_sentences=true), as a Markdown table; one model load for all rows.

    python scripts/paragraph_bleu.py /work/runs/base_s1/best.pt --joins 1 2 4 8 --beam 5
    python scripts/paragraph_bleu.py global/best.pt local_p/best.pt --device cuda

Each cell is sacrebleu's corpus BLEU (cased, 13a) of the joined hypotheses against the joined
references, with the mean output/reference length ratio; the same numbers come from
``nmt-evaluate checkpoint=CKPT data.join=N split_sentences=BOOL beam=5`` one at a time.
"""

from __future__ import annotations

import argparse
import time

from omegaconf import OmegaConf

from nmt.data.corpus import load_split
from nmt.metrics import corpus_scores
from nmt.translation.translator import Translator


def main() -> None:
    """Print one table per checkpoint: a row per join, split and unsplit BLEU side by side."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoints", nargs="+")
    parser.add_argument("--joins", type=int, nargs="+", default=[1, 2, 4, 8])
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--split", default=None, help="the split (default: data.dev_split)")
    parser.add_argument("--device", default="auto")
    args = parser.parse_args()
    for path in args.checkpoints:
        translator = Translator.from_pretrained(path, device=args.device)
        data = translator.config.data
        name = args.split or data.dev_split
        print(f"\n{path}: {data.name} {name} {data.src_lang}->{data.tgt_lang}, beam {args.beam}")
        print("| lines of | lines | unsplit BLEU | split BLEU | unsplit len ratio | "
              "split len ratio | seconds (unsplit / split) |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for join in args.joins:
            joined = OmegaConf.merge(data, {"join": join})
            pairs = load_split(joined, name)
            cells = []
            for split in (False, True):
                start = time.perf_counter()
                hyps = translator.translate(pairs.src, beam=args.beam, split_sentences=split)
                seconds = time.perf_counter() - start
                bleu = corpus_scores(hyps, pairs.tgt, ("bleu",))["bleu"]
                ratio = sum(len(h.split()) for h in hyps) / sum(len(r.split()) for r in pairs.tgt)
                cells.append((bleu.score, ratio, seconds))
            (ub, ur, us), (sb, sr, ss) = cells
            print(f"| {join} | {len(pairs.src)} | {ub:.2f} | {sb:.2f} | {ur:.2f} | {sr:.2f} | "
                  f"{us:.0f} / {ss:.0f} |", flush=True)


if __name__ == "__main__":
    main()
