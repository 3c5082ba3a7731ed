"""Time per decoder step at two source lengths for global, local-m and local-p attention.

Local attention gathers the 2D+1 window positions per step, so its cost per step should not
grow with the source length; global attention's does. Run from the repository root:

    .venv/bin/python scripts/attention_cost.py [--decoder luong] [--score general]

Figures depend on the machine; on CPU they are CPU time of one thread, so other work on a
shared machine disturbs them less than wall-clock time (caches are still shared).
"""

from __future__ import annotations

import argparse
import time

import torch
from omegaconf import OmegaConf

from nmt.config import ModelConfig
from nmt.model.build import build_model

VOCAB = 1000


def best_time(fn, steps: int, repeats: int, device: torch.device) -> float:
    """Fastest of ``repeats`` runs (after a warm-up) of ``fn(t)`` for t < steps, in ms per
    step. On CPU this is the process's CPU time (one thread), which time slices lost to
    other processes on a shared machine do not inflate; on CUDA, synchronised wall time."""
    clock = time.perf_counter if device.type == "cuda" else time.process_time
    timings = []
    for repeat in range(repeats + 1):
        start = clock()
        for t in range(steps):
            fn(t)
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        if repeat:
            timings.append((clock() - start) / steps * 1000)
    return min(timings)


@torch.inference_mode()
def step_costs(decoder: str, score: str, align: str, src_len: int, args
               ) -> tuple[float, float]:
    """ms per decoder step (attention included, output layer excluded) and ms per step of
    the attention alone, for a batch of sources of ``src_len`` words."""
    cfg = OmegaConf.structured(ModelConfig(decoder=decoder, emb_size=args.emb,
                                           hidden_size=args.hidden, dropout=0.0))
    cfg.attention.score, cfg.attention.align = score, align
    cfg.attention.window, cfg.attention.max_src_len = args.window, max(args.lengths)
    torch.manual_seed(0)
    device = torch.device(args.device)
    model = build_model(cfg, VOCAB, VOCAB).eval().to(device)
    src = torch.randint(4, VOCAB, (args.batch, src_len), device=device)
    lengths = torch.full((args.batch,), src_len, device=device)
    encoded = model.encode(src, lengths)
    embedded = model.tgt_embed(torch.randint(4, VOCAB, (args.batch,), device=device))
    state = model.init_state(encoded)
    query = torch.randn(args.batch, 1, args.hidden, device=device)
    decoder_ms = best_time(
        lambda t: model.decoder.step(embedded, state, encoded.enc, encoded.keys, t),
        args.steps, args.repeats, device)
    attention_ms = best_time(
        lambda t: model.decoder.attention(query, encoded.keys, model.decoder.steps(t, 1)),
        args.steps, args.repeats, device)
    return decoder_ms, attention_ms


def main() -> None:
    """Print a Markdown table: ms per decoder step per alignment and source length."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decoder", default="luong", choices=["luong", "rnnsearch"])
    parser.add_argument("--score", default="general")
    parser.add_argument("--lengths", type=int, nargs=2, default=[20, 200])
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--emb", type=int, default=128)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--window", type=int, default=10, help="D of local attention")
    parser.add_argument("--steps", type=int, default=20, help="decoder steps per repeat")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    short, long = args.lengths
    print(f"device={args.device} decoder={args.decoder} score={args.score} batch={args.batch} "
          f"hidden={args.hidden} D={args.window} threads={args.threads} "
          f"torch {torch.__version__}")
    print(f"\n| alignment | decoder step S={short} | S={long} | ratio "
          f"| attention alone S={short} | S={long} | ratio |")
    print("|---|---|---|---|---|---|---|")
    for align in ("global", "local_m", "local_p"):
        (step_a, att_a), (step_b, att_b) = (step_costs(args.decoder, args.score, align, n, args)
                                            for n in (short, long))
        print(f"| {align} | {step_a:.3f} ms | {step_b:.3f} ms | {step_b / step_a:.2f} "
              f"| {att_a:.3f} ms | {att_b:.3f} ms | {att_b / att_a:.2f} |")


if __name__ == "__main__":
    main()
