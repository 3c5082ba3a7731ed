"""The casing safety net (issue 44, item 2) measured: a model's dev split with the source in
capitals, with Every Word Capitalised and in lower case, translated with recase=true and
recase=false; sacrebleu BLEU lowercased (casing of the output not counted, as in the issue)
and cased (the output's casing counted: capitals in should give capitals out, which the
cased reference does not have, so that column is low for capitals and headlines by design).
First, without decoding, the share of source words that recasing gives back as written,
with the truecasing table and with the source vocabulary alone.

    python scripts/casing_bleu.py /work/runs/base_s1/best.pt --beam 5
    python scripts/casing_bleu.py /work/runs/base_s1/best.pt --words-only
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from sacrebleu.metrics import BLEU

from nmt.data.corpus import load_split
from nmt.text.casing import capitalise_first, recase
from nmt.translation.translator import Translator

CHANGES: dict[str, Callable[[str], str]] = {
    "as it is": str,
    "ALL CAPITALS": str.upper,
    "Every Word Capitalised": lambda s: " ".join(capitalise_first(w) for w in s.split(" ")),
    "all lower case": str.lower,
}


def words_back(translator: Translator, sources: list[str]) -> None:
    """Print the share of words of ``sources`` that recasing each change gives back."""
    recaser = translator.recaser
    print("| source | words as written, table | vocabulary alone |\n|---|---:|---:|")
    for name, change in list(CHANGES.items())[1:]:
        shares = []
        for table in (recaser.table(), None):
            pairs = [(a, b) for s in sources
                     for a, b in zip(recase(change(s), table, recaser.fallback).split(),
                                     s.split(), strict=True)]
            shares.append(100 * sum(a == b for a, b in pairs) / len(pairs))
        print(f"| {name} | {shares[0]:.1f}% | {shares[1]:.1f}% |")


def main() -> None:
    """Print a Markdown table: a row per change of the source, BLEU with and without recasing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--device", default="auto")
    parser.add_argument("--words-only", action="store_true", help="no decoding")
    args = parser.parse_args()
    translator = Translator.from_pretrained(args.checkpoint, device=args.device)
    data = translator.config.data
    pairs = load_split(data, data.dev_split)
    words_back(translator, pairs.src)
    if args.words_only:
        return
    lowercased, cased = BLEU(lowercase=True), BLEU()
    print(f"{args.checkpoint}: {data.name} {data.dev_split}, beam {args.beam}")
    print("| source | BLEU lc, recase=false | BLEU lc, recase=true | "
          "BLEU cased, recase=false | BLEU cased, recase=true |")
    print("|---|---:|---:|---:|---:|")
    for name, change in CHANGES.items():
        sources = [change(s) for s in pairs.src]
        scores = {}
        for recased in (False, True):
            hyps = translator.translate(sources, beam=args.beam, recase=recased)
            scores[recased] = (lowercased.corpus_score(hyps, [pairs.tgt]).score,
                              cased.corpus_score(hyps, [pairs.tgt]).score)
        print(f"| {name} | {scores[False][0]:.2f} | {scores[True][0]:.2f} | "
              f"{scores[False][1]:.2f} | {scores[True][1]:.2f} |", flush=True)
    print(f"signatures: {lowercased.get_signature()} / {cased.get_signature()}")


if __name__ == "__main__":
    main()
