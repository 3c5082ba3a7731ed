"""The figures that need the whole Multi30k corpus, checked against their floors: what the
test suite measures on its slice (tests/data/multi30k: 5,000 train lines), measured on all
29,000 training lines, as a model trained on them builds its safety nets.

    NMT_MULTI30K=/path/to/multi30k python scripts/multi30k_figures.py

A Markdown row per figure (measured, floor); exit status 1 when one is below its floor.
The corpus: data/README.md (section Multi30k) says how to download it.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from nmt.data.multi30k import multi30k_folder
from nmt.text.casing import CasingTable, recase
from nmt.text.perturbations import PERTURBATIONS
from nmt.text.spelling import Respeller, dictionary

# the whole corpus's floors, as the tests held them before the suite read a slice
FLOORS = {"spelling: val lines left as they were": 0.98,
          "spelling: translit lines given back": 0.9,
          "spelling: typos lines given back": 0.65,
          "casing: words of upper-case val given back": 0.95,
          "casing: words of lower-case val given back": 0.95}


def spelling_shares(respell: Respeller, val: list[str]) -> dict[str, float]:
    """The shares of ``val`` that ``respell`` leaves as they were, and of its lines
    perturbed (translit, typos; seeded as nmt-evaluate seeds them) that it gives back
    exactly; "noisy <name>": the share the perturbation left as it was."""
    shares = {"kept": sum(respell(line) == line for line in val) / len(val)}
    for name in ("translit", "typos"):
        rng = random.Random(1)
        noisy = [PERTURBATIONS[name](line, "de", random.Random(rng.random())) for line in val]
        pairs = list(zip(noisy, val, strict=True))
        shares[name] = sum(respell(n) == line for n, line in pairs) / len(val)
        shares[f"noisy {name}"] = sum(n == line for n, line in pairs) / len(val)
    return shares


def recasing_shares(table: CasingTable, val: list[str]) -> dict[str, float]:
    """The share of words of ``val`` written in capitals and in lower case that recasing
    with ``table`` gives back as they were."""
    shares = {}
    for change in (str.upper, str.lower):
        words = [a == b for line in val
                 for a, b in zip(recase(change(line), table, str).split(), line.split(),
                                 strict=True)]
        shares[change.__name__] = sum(words) / len(words)
    return shares


def read(folder: Path, split: str) -> list[str]:
    """The German lines of ``split`` in ``folder``."""
    return (folder / f"{split}.de").read_text(encoding="utf-8").splitlines()


def main() -> None:
    """Measure, print the table, exit 1 below a floor."""
    folder = multi30k_folder()
    train, val = read(folder, "train"), read(folder, "val")
    spelling = spelling_shares(Respeller.from_lines(train, "de", dictionary("de")), val)
    casing = recasing_shares(CasingTable.from_lines(train), val[:300])
    measured = dict(zip(FLOORS, (spelling["kept"], spelling["translit"], spelling["typos"],
                                 casing["upper"], casing["lower"]), strict=True))
    print(f"Multi30k at {folder}: {len(train)} train, {len(val)} val lines (de)\n")
    print("| figure | measured | floor |\n|---|---:|---:|")
    for name, value in measured.items():
        print(f"| {name} | {value:.3f} | {FLOORS[name]:.2f} |")
    below = [name for name, value in measured.items() if value < FLOORS[name]]
    if below:
        print(f"below the floor: {', '.join(below)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
