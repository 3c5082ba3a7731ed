"""Speed of sampling and MBR decoding beside beam search, and of the array chrF beside
sacrebleu's, measured interleaved (every mode once per round, rounds repeated, medians), so
that a machine busy with other work slows all modes alike. Prints one JSON object.

    python scripts/mbr_speed.py --checkpoint RUN/best.pt --source DATA/val.de \
        --reference DATA/val.en --sentences 200 --rounds 3 --samples 16 32 --threads 1

Modes: greedy, beam 5, ``--samples`` N epsilon samples (epsilon 0.02) alone, and MBR over
them with chrF and with BLEU (and over a beam of 8's n-best). Each mode decodes the same
first ``--sentences`` lines, once untimed to warm up (oneDNN compiles kernels per shape),
then once per round; the report gives each mode's median sentences/s, its ratio to beam 5,
and the BLEU and chrF of its output against ``--reference`` (one seed: a sanity check, not
a quality result). The utility part times, for the first ``--utility-sentences`` sentences'
N samples, the N x N chrF matrix by nmt.metrics.chrf against N^2 calls of sacrebleu's
``CHRF().sentence_score``, interleaved as well.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from pathlib import Path

import numpy as np
import torch
from sacrebleu.metrics import CHRF

from nmt.metrics import corpus_scores
from nmt.metrics.chrf import chrf_matrix
from nmt.translation.translator import Translator

EPSILON = {"sampling": "epsilon", "sampling_epsilon": 0.02, "seed": 1}


def modes(samples: list[int]) -> dict[str, dict]:
    """The decodings compared: name -> Translator options."""
    out: dict[str, dict] = {"greedy": {}, "beam 5": {"beam": 5}}
    for n in samples:
        out[f"{n} samples"] = {**EPSILON, "nbest": n}
        out[f"MBR chrF, {n} samples"] = {**EPSILON, "mbr": True, "mbr_samples": n}
        out[f"MBR BLEU, {n} samples"] = {**EPSILON, "mbr": True, "mbr_samples": n,
                                         "mbr_utility": "bleu"}
    out["MBR chrF, beam 8 n-best"] = {"beam": 8, "mbr": True, "mbr_candidates": "beam"}
    return out


def timed(work) -> tuple[float, object]:
    """Seconds ``work()`` takes, and what it returns."""
    start = time.perf_counter()
    result = work()
    return time.perf_counter() - start, result


def decode_rounds(translator: Translator, lines: list[str], references: list[str],
                  decodings: dict[str, dict], rounds: int) -> dict[str, dict]:
    """Every decoding once untimed, then ``rounds`` rounds of every decoding in turn."""
    seconds: dict[str, list[float]] = {name: [] for name in decodings}
    outputs: dict[str, list[str]] = {}
    for name, options in decodings.items():
        outputs[name] = [h[0].text for h in translator.translations(lines, **options)]
    for _ in range(rounds):
        for name, options in decodings.items():
            took, _ = timed(lambda options=options: translator.translations(lines, **options))
            seconds[name].append(took)
    beam = statistics.median(seconds["beam 5"])
    report = {}
    for name, times in seconds.items():
        median = statistics.median(times)
        scores = corpus_scores(outputs[name], references)
        report[name] = {"sentences_per_s": round(len(lines) / median, 2),
                        "seconds": [round(t, 2) for t in times],
                        "time_vs_beam5": round(median / beam, 2),
                        "bleu": round(scores["bleu"].score, 2),
                        "chrf": round(scores["chrf"].score, 2)}
    return report


def utility_rounds(groups: list[list[str]], rounds: int) -> dict:
    """N x N chrF of each group: nmt.metrics.chrf's matrix against N^2 sacrebleu calls."""
    metric = CHRF()

    def ours():
        return [chrf_matrix(g) for g in groups]

    def theirs():
        return [[[metric.sentence_score(h, [r]).score for r in g] for h in g] for g in groups]

    fast, slow = [], []
    for _ in range(rounds):
        fast.append(timed(ours)[0])
        slow.append(timed(theirs)[0])
    difference = max(float(abs(m - s).max()) for m, s in zip(ours(), [
        np.array(t) for t in theirs()], strict=True))
    n = len(groups)
    return {"groups": n, "candidates": len(groups[0]),
            "ms_per_sentence_ours": round(1000 * statistics.median(fast) / n, 2),
            "ms_per_sentence_sacrebleu": round(1000 * statistics.median(slow) / n, 2),
            "speedup": round(statistics.median(slow) / statistics.median(fast), 1),
            "max_abs_difference": difference}


def main() -> None:
    """Parse the arguments, run both measurements, print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--reference", required=True)
    parser.add_argument("--sentences", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--samples", type=int, nargs="+", default=[16, 32])
    parser.add_argument("--utility-sentences", type=int, default=20)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    lines = Path(args.source).read_text(encoding="utf-8").splitlines()[: args.sentences]
    references = Path(args.reference).read_text(encoding="utf-8").splitlines()[: args.sentences]
    translator = Translator.from_pretrained(args.checkpoint, device="cpu")
    report = {"checkpoint": args.checkpoint, "sentences": len(lines), "rounds": args.rounds,
              "threads": args.threads, "cpu": platform.processor() or platform.machine(),
              "torch": torch.__version__,
              "decoding": decode_rounds(translator, lines, references, modes(args.samples),
                                        args.rounds)}
    for n in args.samples:
        groups = [[t.text for t in hyps] for hyps in translator.translations(
            lines[: args.utility_sentences], **EPSILON, nbest=n)]
        report[f"chrf_{n}x{n}"] = utility_rounds(groups, args.rounds)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
