"""How much of a perturbed dev source the spelling safety net (nmt.text.spelling) gives back,
and how much of the clean source it changes:

    python scripts/spelling_accuracy.py /work/shared/data/multi30k de
    python scripts/spelling_accuracy.py DATA_DIR LANG --train train --dev val --seed 1

The net is built from DATA_DIR/{train}.{LANG} (as a model's net is from its training
corpus) and pyspellchecker's word list of LANG. For the clean dev source and each of its
perturbations of the robustness report (``typos``, ``translit``, seeded per sentence as
nmt-evaluate perturb_seed=... seeds them), a Markdown row: lines changed by the
perturbation, lines the net gives back exactly as they were, lines the net changes, and
sentences per second; then the clean lines it changes, word by word.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from nmt.apps.robustness import perturb_sources
from nmt.text.spelling import Respeller, dictionary


def main() -> None:
    """Print the table of the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", type=Path)
    parser.add_argument("lang")
    parser.add_argument("--train", default="train")
    parser.add_argument("--dev", default="val")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    read = lambda split: (args.data / f"{split}.{args.lang}").read_text(  # noqa: E731
        encoding="utf-8").splitlines()
    start = time.perf_counter()
    respell = Respeller.from_lines(read(args.train), args.lang, dictionary(args.lang))
    print(f"net built in {time.perf_counter() - start:.2f} s")
    clean = read(args.dev)
    print("| source | lines | changed by the perturbation | given back exactly | "
          "changed by the net | sentences/s |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in ("clean", "typos", "translit"):
        noisy = perturb_sources(clean, name, args.lang, args.seed)
        start = time.perf_counter()
        fixed = [respell(line) for line in noisy]
        rate = len(noisy) / (time.perf_counter() - start)
        perturbed, back, changed = (sum(a != b for a, b in zip(x, y, strict=True)) for x, y in
                                    ((noisy, clean), (fixed, clean), (fixed, noisy)))
        print(f"| {name} | {len(clean)} | {perturbed} | {len(clean) - back} | {changed} | "
              f"{rate:,.0f} |")
    print("\nclean words the net changes:")
    for line in clean:
        pairs = zip(line.split(), respell(line).split(), strict=True)
        words = [f"{a} -> {b}" for a, b in pairs if a != b]
        if words:
            print("  " + "; ".join(words))


if __name__ == "__main__":
    main()
