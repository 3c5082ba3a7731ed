"""Validation: dev loss and perplexity under teacher forcing, and decoding BLEU (greedy, or
beam search with train.valid_beam > 1)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from nmt.data.pipeline import ParallelSplit
from nmt.data.subwords import Subwords
from nmt.device import autocast
from nmt.inference.decoding import SearchOptions, decode_ids
from nmt.kernels.output_loss import linear_nll
from nmt.metrics import bleu
from nmt.model.seq2seq import Seq2Seq

# sentences per batch when a training run decodes (validations, the final scores), fewer than
# decoding's default: a run's peak RSS comes while it decodes, on top of training's memory,
# and greedy decoding of val grew the process by 44 MiB in batches of 64 against 195 MiB in
# batches of 320 (2026-11-30)
VALIDATION_BATCH = 64


@dataclass
class Validation:
    """Dev loss (nats per target token), perplexity and BLEU, with a few sample outputs."""

    loss: float
    ppl: float
    bleu: float
    samples: list[tuple[str, str, str]]  # (source, reference, hypothesis)


@torch.inference_mode()
def dev_loss(model: Seq2Seq, dev: ParallelSplit, device: torch.device, precision: str,
             batch_tokens: int) -> float:
    """Mean per-token cross-entropy over the whole dev split."""
    total, tokens = 0.0, 0
    for indices in dev.batches(batch_tokens, 0, seed=0, epoch=0, shuffle=False):
        batch = dev.collate(indices).to(device)
        with autocast(device, precision):
            output = model(batch.src, batch.src_lengths, batch.tgt_in, features_only=True)
            nll_sum, _ = linear_nll(output.features, model.generator,
                                    output.targets(batch.tgt_out))
        total += float(nll_sum)
        tokens += batch.num_tgt_tokens
    return total / max(tokens, 1)


def search_options(cfg) -> SearchOptions:
    """How validation decodes, from ``cfg`` (TrainConfig): train.valid_beam, valid_alpha,
    max_len_a, max_len_b and the training precision."""
    return SearchOptions(beam=cfg.valid_beam, alpha=cfg.valid_alpha, max_len_a=cfg.max_len_a,
                         max_len_b=cfg.max_len_b, precision=cfg.precision,
                         batch_size=VALIDATION_BATCH)


def validate(model: Seq2Seq, dev: ParallelSplit, subwords: Subwords, device: torch.device,
             cfg) -> Validation:
    """Run a validation with ``cfg`` (TrainConfig) on ``dev``; restores train mode after."""
    was_training = model.training
    model.eval()
    loss = dev_loss(model, dev, device, cfg.precision, cfg.batch_tokens)
    count = len(dev) if cfg.valid_max_sentences <= 0 else min(len(dev), cfg.valid_max_sentences)
    results = decode_ids(model, dev.src_ids[:count], device, search_options(cfg))
    hypotheses = subwords.decode_tgt([hyps[0].tokens for hyps in results])
    references = dev.tgt_text[:count]
    model.train(was_training)
    samples = [(dev.src_text[i], references[i], hypotheses[i]) for i in range(min(3, count))]
    return Validation(loss, math.exp(min(loss, 100.0)), bleu(hypotheses, references), samples)

