"""How well the sentence splitter (nmt.text.sentences) cuts text joined from a corpus of one
sentence a line, and how fast: consecutive lines of a file joined by k (as data.join=k joins
them) must come back cut exactly at the joins.

    python scripts/segmenter_accuracy.py /work/shared/data/multi30k/val.de de
    python scripts/segmenter_accuracy.py FILE LANG --joins 1 2 4 --train TRAIN_FILE

For each k: joined lines cut exactly right (every sentence boundary found, none added), the
boundaries found of those there are (recall) and of those found the right ones (precision),
for the splitter and for sentencex alone (pysbd too, where it is installed); then sentences
per second of each, median of --rounds interleaved rounds. ``--train``: the share of that
file's lines (one sentence each) that are cut at all (each cut is a wrong one).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import sentencex

from nmt.text.sentences import SentenceSplitter
from nmt.text.translit import base_language

Splitter = Callable[[str], list[str]]


def splitters(lang: str) -> dict[str, Splitter]:
    """The splitter, sentencex alone, and pysbd where it is installed and has ``lang``."""
    out: dict[str, Splitter] = {
        "nmt.text.sentences": SentenceSplitter(lang).split,
        "sentencex alone": lambda t: [s.strip() for s in sentencex.segment(lang, t) if s.strip()],
    }
    try:
        import pysbd
    except ImportError:
        return out
    try:
        segmenter = pysbd.Segmenter(language=base_language(lang), clean=False)
    except ValueError:  # a language pysbd does not have (Czech, ...)
        return out
    out["pysbd 0.3"] = lambda t: [s.strip() for s in segmenter.segment(t) if s.strip()]
    return out


def boundaries(sentences: list[str]) -> set[int]:
    """The character offsets (in the sentences joined with spaces) where sentences end."""
    ends, position = set(), 0
    for s in sentences[:-1]:
        position += len(s) + 1
        ends.add(position)
    return ends


def accuracy(split: Splitter, groups: list[list[str]]) -> tuple[float, float, float]:
    """(exact share, recall, precision) of ``split`` on the joined ``groups``."""
    exact = found = right = there = 0
    for group in groups:
        out = split(" ".join(group))
        exact += out == group
        truth, got = boundaries(group), boundaries(out)
        there, found, right = there + len(truth), found + len(got), right + len(truth & got)
    return exact / len(groups), right / max(there, 1), right / max(found, 1)


def speed(split: Splitter, lines: list[str], rounds: int, others: dict[str, Splitter]
          ) -> dict[str, float]:
    """Sentences per second of each of ``others`` on ``lines``, median of ``rounds`` rounds
    in which they take turns (a busy machine slows all alike)."""
    times: dict[str, list[float]] = {name: [] for name in others}
    for _ in range(rounds):
        for name, fn in others.items():
            start = time.perf_counter()
            for line in lines:
                fn(line)
            times[name].append(time.perf_counter() - start)
    return {name: len(lines) / statistics.median(t) for name, t in times.items()}


def main() -> None:
    """Print the accuracy table and the speeds."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", type=Path, help="one sentence a line")
    parser.add_argument("lang", help="its language code, e.g. de")
    parser.add_argument("--joins", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--train", type=Path, help="a larger file of single sentences")
    args = parser.parse_args()
    lines = [line.strip() for line in args.file.read_text(encoding="utf-8").splitlines()]
    fns = splitters(args.lang)
    print(f"{args.file} ({len(lines)} lines), language {args.lang}")
    print(f"{'joined by':>9}  {'splitter':<20} {'exact':>7} {'recall':>7} {'precision':>9}")
    for k in args.joins:
        groups = [lines[i:i + k] for i in range(0, len(lines), k)]
        for name, fn in fns.items():
            exact, recall, precision = accuracy(fn, groups)
            print(f"{k:>9}  {name:<20} {exact:>7.3f} {recall:>7.3f} {precision:>9.3f}")
    joined = [" ".join(lines[i:i + 4]) for i in range(0, len(lines), 4)]
    for name, per_second in speed(fns["nmt.text.sentences"], joined, args.rounds, fns).items():
        print(f"speed of {name}: {per_second * 4:,.0f} sentences/s (lines of 4 sentences, "
              f"median of {args.rounds} rounds)")
    if args.train:
        train = [line.strip() for line in args.train.read_text(encoding="utf-8").splitlines()]
        for name, fn in fns.items():
            cut = [line for line in train if len(fn(line)) > 1]
            print(f"{name}: {len(cut)} of {len(train)} single sentences cut "
                  f"({100 * len(cut) / len(train):.2f}%)")


if __name__ == "__main__":
    main()
