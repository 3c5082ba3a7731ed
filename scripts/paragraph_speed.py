"""The cost of splitting (issue 43): the same sentences translated as a file of one sentence a
line and as a file of paragraphs (every K consecutive lines joined), in one process, the two
taking turns (a busy machine slows both alike); sentences per second, median of the rounds,
and whether the translations are the same.

    python scripts/paragraph_speed.py /work/runs/base_s1/best.pt \\
        /work/shared/data/multi30k/val.de --per-line 4 --rounds 3 --beam 5
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from nmt.translation.translator import Translator


def main() -> None:
    """Print sentences/s of both files and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoint")
    parser.add_argument("file", type=Path, help="one sentence a line")
    parser.add_argument("--per-line", type=int, default=4, help="sentences per paragraph")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--beam", type=int, default=1)
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args()
    sentences = [s.strip() for s in args.file.read_text(encoding="utf-8").splitlines()]
    k = args.per_line
    paragraphs = [" ".join(sentences[i:i + k]) for i in range(0, len(sentences), k)]
    translator = Translator.from_pretrained(args.checkpoint, device=args.device)
    translator.translate(sentences[:64], beam=args.beam)  # packs the weights once
    times: dict[str, list[float]] = {"sentences": [], "paragraphs": []}
    outputs: dict[str, list[str]] = {}
    for _ in range(args.rounds):
        for name, lines in (("sentences", sentences), ("paragraphs", paragraphs)):
            start = time.perf_counter()
            outputs[name] = translator.translate(lines, beam=args.beam)
            times[name].append(time.perf_counter() - start)
    rejoined = [" ".join(outputs["sentences"][i:i + k]) for i in range(0, len(sentences), k)]
    same = sum(a == b for a, b in zip(rejoined, outputs["paragraphs"], strict=True))
    speeds = {name: len(sentences) / statistics.median(t) for name, t in times.items()}
    print(f"{len(sentences)} sentences, {len(paragraphs)} paragraphs of {k}, beam {args.beam}, "
          f"median of {args.rounds} interleaved rounds")
    for name, speed in speeds.items():
        print(f"  a file of {name}: {speed:,.1f} sentences/s")
    print(f"  paragraphs / sentences: {speeds['paragraphs'] / speeds['sentences']:.3f}")
    print(f"  paragraphs whose translation is the sentences' joined: {same} of "
          f"{len(paragraphs)}")


if __name__ == "__main__":
    main()
