"""What local-p's position predictor and Gaussian do on a corpus split (issue 17).

Teacher-forces the dev split (or another) through a checkpoint and prints, over the target
positions t < T_i (eos included) of every sentence and every head:

- saturated: the share of positions with p_t / S_i > 0.95 or < 0.05 (and each side apart),
  and the same share for the diagonal t * S_i / T_i, the floor a perfect diagonal predictor
  would reach on this split;
- mass_context: the mean attention mass that reaches the context, the sum of the weights
  after the Gaussian (and after renormalising, with local_p_gaussian=renormalised: then 1);
- mass_gaussian: the same before any renormalisation, sum_s align(s) * G(s), i.e. how much
  of the distribution's weight lies where the Gaussian is;
- diag_error: the mean |p_t - t * S_i / T_i| / S_i (distance from the diagonal);
- p_over_S: the mean p_t / S_i; tm_error: the mean |p_t - min(t, S_i - 1)| / S_i (distance
  from local-m's centre).

S_i is the true source length (eos included, the positions attention may use), T_i the true
target length. Global attention has no position (only the masses are printed); local-m's
position is min(t, S_i - 1).

    OMP_NUM_THREADS=1 .venv/bin/python scripts/local_p_diagnostics.py RUN/best.pt \\
        /work/shared/data/multi30k [--split val] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch
from omegaconf import OmegaConf

from nmt.data.pipeline import load_pairs, tokenize
from nmt.data.subwords import PAD
from nmt.model.attention.attention import Attention
from nmt.inference.loading import load_pretrained


class Collector:
    """Forward hooks on every :class:`Attention` (and its alignment and distribution) that
    sum the statistics of each call over the valid target positions."""

    def __init__(self, model: torch.nn.Module) -> None:
        self.tgt_lengths: torch.Tensor | None = None  # (B,) of the batch being run
        self.sums: dict[str, float] = {}
        self.count = 0
        self.positioned = 0
        self._window = None
        self._raw = None
        for module in model.modules():
            if isinstance(module, Attention):
                module.align.register_forward_hook(self._on_align)
                module.distribution.register_forward_hook(self._on_distribution)
                module.register_forward_hook(self._on_attention)

    def _on_align(self, module, inputs, window):
        self._window = (window, inputs[1].lengths, inputs[2])

    def _on_distribution(self, module, inputs, weights):
        self._raw = weights

    def _add(self, name: str, values: torch.Tensor, valid: torch.Tensor) -> None:
        self.sums[name] = self.sums.get(name, 0.0) + float(values.double()[valid].sum())

    def _on_attention(self, module, inputs, out):
        window, lengths, steps = self._window
        rows = lengths.size(0)
        heads = rows // self.tgt_lengths.size(0)
        tgt = self.tgt_lengths.repeat_interleave(heads).view(-1, 1).double()  # (R, 1)
        t = steps.view(1, -1).double().expand(rows, -1)  # (R, T)
        valid = t < tgt
        self.count += int(valid.sum())
        raw = self._raw * window.prior if window.prior is not None else self._raw
        self._add("mass_gaussian", raw.sum(-1), valid)
        self._add("mass_context", out.weights.float().sum(-1), valid)
        S = lengths.view(-1, 1).double()
        diagonal = t * S / tgt
        self._add("diag_saturated", (diagonal / S > 0.95) | (diagonal / S < 0.05), valid)
        if window.position is None:
            return
        self.positioned += int(valid.sum())
        position = window.position.double()
        rel = position / S
        self._add("p_over_S", rel, valid)
        self._add("saturated_high", rel > 0.95, valid)
        self._add("saturated_low", rel < 0.05, valid)
        self._add("diag_error", (position - diagonal).abs() / S, valid)
        local_m = torch.minimum(t, S - 1)
        self._add("tm_error", (position - local_m).abs() / S, valid)

    def result(self) -> dict[str, float]:
        out = {"positions": self.count}
        for name in ("mass_context", "mass_gaussian", "diag_saturated"):
            out[name] = self.sums[name] / max(self.count, 1)
        if self.positioned:
            for name in ("p_over_S", "saturated_high", "saturated_low", "diag_error",
                         "tm_error"):
                out[name] = self.sums[name] / self.positioned
            out["saturated"] = out["saturated_high"] + out["saturated_low"]
        return out


def diagnose(checkpoint: str, data_dir: str | None, split: str | None = None,
             batch_tokens: int = 4096) -> dict:
    """The statistics of ``checkpoint`` on ``split`` (default: the dev split of its config)
    of the corpus in ``data_dir`` (default: its config's)."""
    loaded = load_pretrained(checkpoint)
    model, cfg = loaded.model, loaded.config
    data_cfg = OmegaConf.merge(cfg.data, {"dir": data_dir} if data_dir else {})
    split = split or data_cfg.dev_split
    data = tokenize(split, load_pairs(data_cfg, split), loaded.subwords, None)
    collector = Collector(model)
    with torch.inference_mode():
        for indices in data.batches(batch_tokens, 0, seed=0, epoch=0, shuffle=False):
            batch = data.collate(indices)
            collector.tgt_lengths = (batch.tgt_out != PAD).sum(1)
            model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
    att = cfg.model.attention
    return {"checkpoint": str(checkpoint), "split": split, "sentences": len(data),
            "align": att.align, "score": att.score, "heads": att.heads,
            "local_p": {k: att[k] for k in att if k.startswith("local_p")},
            "step": loaded.train_state.get("step"), **collector.result()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoint", help="best.pt / last.pt of a run, or an exported folder")
    parser.add_argument("data_dir", nargs="?", default=None,
                        help="the corpus folder (default: the checkpoint's data.dir)")
    parser.add_argument("--split", default=None, help="default: the dev split")
    parser.add_argument("--batch-tokens", type=int, default=4096)
    parser.add_argument("--json", default=None, help="also write the result to this file")
    args = parser.parse_args(argv)
    result = diagnose(args.checkpoint, args.data_dir, args.split, args.batch_tokens)
    text = json.dumps(result, indent=1)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n")
    if "saturated" in result:
        print(f"saturated {100 * result['saturated']:.1f}% (high "
              f"{100 * result['saturated_high']:.1f}%, low {100 * result['saturated_low']:.1f}%;"
              f" diagonal's floor {100 * result['diag_saturated']:.1f}%), mass to context "
              f"{result['mass_context']:.3f} (under the Gaussian {result['mass_gaussian']:.3f}),"
              f" |p - diagonal|/S {result['diag_error']:.3f}, mean p/S "
              f"{result['p_over_S']:.3f}")
    else:
        print(f"no position ({result['align']}); mass to context {result['mass_context']:.3f}")


if __name__ == "__main__":
    main()
