"""Size and build time of the safety nets' stored tables (nmt.text.safety_tables) for a
large corpus: synthetic German-like sentences of words drawn Zipf-distributed from a large
vocabulary (as a web-crawled corpus's words are: a few frequent, a long tail of rare
forms and names), capitalised as German capitalises nouns.

    python scripts/safety_net_size.py --lines 1000000 --vocab 2000000 --words 50000

Prints the words seen, the words kept, the JSON size of the tables (what an exported folder
holds as safety_nets.json), the seconds to count them, and the peak memory of the process.
A model stores the tables of its first nmt.safety_nets.TABLE_LINES training sentences; this
counts all ``--lines`` to show that the stored size is bounded by ``--words`` alone.
"""

from __future__ import annotations

import argparse
import json
import resource
import string
import time

import numpy as np

from nmt.text.safety_tables import DEFAULT_WORDS, SafetyTables


def vocabulary(size: int, rng: np.random.Generator) -> list[str]:
    """``size`` distinct made-up words of 3 to 12 letters, a third capitalised (nouns)."""
    letters = np.array(list(string.ascii_lowercase + "äöüß"))
    words: set[str] = set()
    while len(words) < size:
        for length in rng.integers(3, 13, size - len(words)):
            word = "".join(rng.choice(letters, length))
            words.add(word.capitalize() if rng.random() < 1 / 3 else word)
    return sorted(words)


def sentences(lines: int, words: list[str], rng: np.random.Generator) -> list[str]:
    """``lines`` sentences of 5 to 20 words drawn Zipf-distributed (exponent 1.1) from
    ``words``, each with a capital first letter and a full stop."""
    lengths = rng.integers(5, 21, lines)
    draws = rng.zipf(1.1, int(lengths.sum())) - 1
    draws = draws[draws < len(words)]
    ids = np.resize(draws, int(lengths.sum()))
    out, start = [], 0
    for length in lengths:
        sentence = " ".join(words[i] for i in ids[start : start + length])
        out.append(sentence[:1].upper() + sentence[1:] + ".")
        start += length
    return out


def main() -> None:
    """Generate the corpus, count the tables, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--vocab", type=int, default=2_000_000)
    parser.add_argument("--words", type=int, default=DEFAULT_WORDS, help="words kept")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    corpus = sentences(args.lines, vocabulary(args.vocab, rng), rng)
    seen = len({w for line in corpus for w in line.rstrip(".").split()})
    start = time.perf_counter()
    tables = SafetyTables.from_lines(corpus, args.words)
    seconds = time.perf_counter() - start
    size = len(json.dumps(tables.to_plain(), ensure_ascii=False,
                          separators=(",", ":")).encode())
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"| lines | words seen | words kept | casing entries | tables (JSON) | "
          f"build | peak memory |\n|---:|---:|---:|---:|---:|---:|---:|\n"
          f"| {args.lines:,} | {seen:,} | {len(tables.counts):,} | "
          f"{len(tables.casing.forms):,} | {size / 2**20:.2f} MiB | {seconds:.1f} s | "
          f"{peak:,.0f} MiB |")


if __name__ == "__main__":
    main()
