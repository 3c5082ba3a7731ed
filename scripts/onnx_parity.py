"""Parity of the ONNX Runtime engine with PyTorch on real text: the share of sentences whose
translations are identical at each beam size, BLEU of both, and the largest difference of a
teacher-forced log-probability. Prints one JSON object.

    python scripts/onnx_parity.py CHECKPOINT EXPORT SOURCE REFERENCE [--beams 1 5]
    python scripts/onnx_parity.py runs/ref/best.pt runs/ref-onnx \\
        ../shared/data/multi30k/val.de ../shared/data/multi30k/val.en

EXPORT is ``nmt-export checkpoint=CHECKPOINT out=EXPORT format=onnx`` (or ``precision=int8``,
whose figures then say how far quantisation moves the outputs). The teacher-forced batch is
the first ``--forced`` sentences of SOURCE with their REFERENCE translations; the difference
is taken at the target positions (padding excluded), over the whole vocabulary.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
import torch

from nmt.data.padding import pad_arrays
from nmt.data.subwords import BOS, EOS
from nmt.metrics import bleu
from nmt.translation.translator import Translator


def read(path: str) -> list[str]:
    """The lines of a text file, without their line ends."""
    return Path(path).read_text(encoding="utf-8").splitlines()


def forced_difference(reference: Translator, onnx: Translator, sources: list[str],
                      targets: list[str]) -> float:
    """The largest |log p| difference between the two engines on one teacher-forced batch
    of ``sources`` and their ``targets``, at the batch's target positions."""
    src, src_lengths = pad_arrays(reference.encode(sources), suffix=EOS)
    tgt_in, tgt_lengths = pad_arrays(
        [np.asarray(ids) for ids in reference.subwords.encode_tgt(targets)], prefix=BOS)
    with torch.no_grad():
        expected = reference.model.logits(torch.from_numpy(src), torch.from_numpy(src_lengths),
                                          torch.from_numpy(tgt_in)).logits.log_softmax(-1)
    got = onnx.engines.teacher_forced(src, src_lengths, tgt_in)
    valid = np.arange(tgt_in.shape[1]) < tgt_lengths[:, None]
    return float(np.abs(got - expected.numpy())[valid].max())


def parity(checkpoint: str, export: str, lines: list[str], references: list[str],
           beams: list[int], forced: int) -> dict:
    """The figures of the module's docstring for ``lines`` (and their ``references``)."""
    reference = Translator.from_pretrained(checkpoint, device="cpu")
    onnx = Translator.from_pretrained(export, engine="onnxruntime")
    out: dict = {"checkpoint": checkpoint, "export": export, "sentences": len(lines),
                 "onnx_precision": onnx.engines.precision}
    for beam in beams:
        ours, theirs = onnx.translate(lines, beam=beam), reference.translate(lines, beam=beam)
        same = sum(a == b for a, b in zip(ours, theirs, strict=True))
        name = "greedy" if beam == 1 else f"beam{beam}"
        out |= {f"{name}_identical": same, f"{name}_identical_share": round(same / len(lines), 4),
                f"{name}_bleu_torch": round(bleu(theirs, references), 2),
                f"{name}_bleu_onnx": round(bleu(ours, references), 2)}
    out["forced_sentences"] = min(forced, len(lines))
    out["forced_max_difference"] = forced_difference(reference, onnx, lines[:forced],
                                                     references[:forced])
    return out


def main(argv: list[str]) -> dict:
    """Parse the command line and measure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("export")
    parser.add_argument("source")
    parser.add_argument("reference")
    parser.add_argument("--beams", type=int, nargs="+", default=[1, 5])
    parser.add_argument("--forced", type=int, default=64, help="teacher-forced sentences")
    args = parser.parse_args(argv)
    lines, references = read(args.source), read(args.reference)
    if len(lines) != len(references):
        sys.exit(f"{args.source} has {len(lines)} lines, {args.reference} {len(references)}")
    return parity(args.checkpoint, args.export, lines, references, args.beams, args.forced)


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1:]), indent=1))
