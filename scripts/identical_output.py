"""Byte-identical output before and after a change: decode Multi30k val through
``nmt-translate`` in the ways users decode, one output file per way, and compare two such
folders byte for byte.

    python scripts/identical_output.py decode --checkpoint RUN/best.pt --out before/
    python scripts/identical_output.py decode --checkpoint RUN/best.pt --out after/
    python scripts/identical_output.py compare before/ after/

``decode`` runs the ``nmt-translate`` (and, for ONNX, the ``nmt-export``) found next to the
Python that runs this script, so the code under test is what that Python imports (an older
commit: ``PYTHONPATH=OLD_CHECKOUT``). The ways: beam 5, greedy, int8 with a shortlist (the
checkpoint needs a lexicon: ``train.lexicon=true``), ONNX Runtime over an fp32 export, target
prefixes, terminology constraints, and MBR over samples. Prefixes and constraints are made
from the references (val.<tgt>): the first word and the start of the second as the prefix,
the longest word as a constraint of every other line, so that both files are the same on
every run. ``compare`` prints one line per file and exits 1 when any differs or is missing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

# the whole Multi30k: NMT_MULTI30K, the scripts' one setting (read here from the environment
# alone, so that the script also runs against a commit older than nmt.data.multi30k)
MULTI30K = os.environ.get("NMT_MULTI30K")
BIN = Path(sys.executable).parent

# each way of decoding: its output file's name and its nmt-translate overrides ({prefixes}
# and {constraints} are filled in with the files this script writes); "onnx" decodes the
# export of the checkpoint instead of the checkpoint
WAYS = {
    "beam5": ["beam=5"],
    "greedy": ["beam=1"],
    "int8_shortlist": ["beam=5", "precision=int8", "shortlist=50"],
    "onnx": ["engine=onnxruntime", "beam=5"],
    "prefixes": ["beam=5", "prefixes={prefixes}"],
    "constraints": ["beam=5", "constraints={constraints}"],
    "mbr": ["mbr=true", "sampling=epsilon", "mbr_samples=8", "seed=1"],
}


def prefix_of(reference: str) -> str:
    """The first word of ``reference`` and the first half of its second (no space after,
    so the search completes a partial word); the whole of a one-word reference."""
    words = reference.split()
    if len(words) < 2:
        return reference
    return f"{words[0]} {words[1][: max(1, len(words[1]) // 2)]}"


def constraints_of(index: int, reference: str) -> list[str]:
    """The longest word of every other reference (letters only), none for the others."""
    words = ["".join(c for c in w if c.isalpha()) for w in reference.split()]
    words = [w for w in words if w]
    return [max(words, key=len)] if index % 2 == 0 and words else []


def write_steering(references: Path, out: Path) -> dict[str, Path]:
    """The prefixes and constraints files made from ``references``, in ``out``/inputs (apart
    from the outputs, whose names they would otherwise share)."""
    lines = references.read_text(encoding="utf-8").splitlines()
    (out / "inputs").mkdir(exist_ok=True)
    prefixes, constraints = out / "inputs" / "prefixes.txt", out / "inputs" / "constraints.jsonl"
    prefixes.write_text("".join(prefix_of(r) + "\n" for r in lines), encoding="utf-8")
    constraints.write_text("".join(json.dumps(constraints_of(i, r), ensure_ascii=False) + "\n"
                                   for i, r in enumerate(lines)), encoding="utf-8")
    return {"prefixes": prefixes, "constraints": constraints}


def run(command: list[str]) -> None:
    """Run ``command`` with one torch thread, failing loudly."""
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, env={**os.environ, "OMP_NUM_THREADS": "1"})


def decode(args: argparse.Namespace) -> None:
    """Write one output file per way of decoding into ``args.out``."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    files = {k: str(v) for k, v in
             write_steering(Path(args.data) / f"val.{args.tgt}", out).items()}
    files["onnx"] = str(out / "onnx")
    ways = {k: v for k, v in WAYS.items() if not args.only or k in args.only}
    if "onnx" in ways:
        run([str(BIN / "nmt-export"), f"checkpoint={args.checkpoint}", f"out={files['onnx']}",
             "format=onnx", "overwrite=true"])
    source = Path(args.data) / f"val.{args.src}"
    for name, overrides in ways.items():
        checkpoint = files["onnx"] if name == "onnx" else args.checkpoint
        run([str(BIN / "nmt-translate"), f"checkpoint={checkpoint}", f"input={source}",
             f"output={out / (name + '.txt')}", "device=cpu",
             *(o.format(**files) for o in overrides)])


def compare(args: argparse.Namespace) -> int:
    """0 when every output file of ``args.before`` is in ``args.after`` byte for byte."""
    differing = 0
    for name in WAYS:
        a, b = Path(args.before) / f"{name}.txt", Path(args.after) / f"{name}.txt"
        if not a.exists() or not b.exists():
            print(f"{name}: missing ({a if not a.exists() else b})")
            differing += 1
            continue
        same = a.read_bytes() == b.read_bytes()
        lines = len(a.read_bytes().splitlines())
        print(f"{name}: {'identical' if same else 'DIFFERENT'} ({lines} lines)")
        differing += not same
    print("all identical" if not differing else f"{differing} of {len(WAYS)} differ")
    return 1 if differing else 0


def main() -> int:
    """Parse the command line and run ``decode`` or ``compare``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    dec = commands.add_parser("decode", help="decode val every way into a folder")
    dec.add_argument("--checkpoint", required=True, help="best.pt of a run with a lexicon")
    dec.add_argument("--out", required=True, help="the folder to write the outputs to")
    dec.add_argument("--data", default=MULTI30K, required=MULTI30K is None,
                     help="the folder of val.de, val.en (default: $NMT_MULTI30K)")
    dec.add_argument("--src", default="de")
    dec.add_argument("--tgt", default="en")
    dec.add_argument("--only", nargs="*", choices=list(WAYS), help="these ways alone")
    cmp = commands.add_parser("compare", help="compare two folders byte for byte")
    cmp.add_argument("before")
    cmp.add_argument("after")
    args = parser.parse_args()
    if args.command == "decode":
        decode(args)
        return 0
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
