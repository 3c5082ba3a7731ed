"""Validation: dev loss and perplexity under teacher forcing, and the one decode-and-score path
behind every dev BLEU a run reports (each validation, TensorBoard, results.json)."""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass

import torch

from nmt.analysis.scoring import teacher_forced_batches
from nmt.config import DecodingOptions
from nmt.data.pipeline import EvalSplit
from nmt.data.subwords import PAD, Subwords
from nmt.engines.torch_engine import decode_ids
from nmt.metrics import Score, corpus_scores
from nmt.model.attention.probe import AlignmentStats, AttentionProbe
from nmt.model.seq2seq import Seq2Seq


@dataclass
class Validation:
    """Dev loss (nats per target token), perplexity and BLEU, with a few sample outputs, and
    for local attention what its windows did on the dev split (teacher-forced)."""

    loss: float
    ppl: float
    bleu: float
    samples: list[tuple[str, str, str]]  # (source, reference, hypothesis)
    alignment: AlignmentStats | None = None


@dataclass
class Scored:
    """A split decoded and scored: one hypothesis per sentence, BLEU and chrF by name."""

    hypotheses: list[str]
    scores: dict[str, Score]


@torch.inference_mode()
def dev_loss(model: Seq2Seq, dev: EvalSplit, device: torch.device, precision: str,
             batch_tokens: int, alignment: AlignmentStats | None = None) -> float:
    """Mean per-token cross-entropy over the dev split's pairs within its input limit (the
    batches and pass that nmt-score's reference scores sum, nmt.analysis.scoring);
    ``alignment``, when given, also sums what the attention did in the same passes
    (nmt.model.attention.probe)."""
    total, tokens = 0.0, 0
    probe = AttentionProbe(model) if alignment is not None else None
    with probe or contextlib.nullcontext():
        for batch, out in teacher_forced_batches(model, dev, device, precision, batch_tokens):
            total += float(out.total)
            tokens += batch.num_tgt_tokens
            if probe is not None:
                alignment.add(probe.take(batch.tgt_in != PAD))
    return total / max(tokens, 1)


def validation_options(cfg) -> DecodingOptions:
    """How a run decodes its dev and test splits: ``train.decoding`` of ``cfg`` (TrainConfig)."""
    return DecodingOptions.from_config(cfg.decoding, prefix="train.decoding.")


def decode_and_score(model: Seq2Seq, split: EvalSplit, subwords: Subwords,
                     device: torch.device, options: DecodingOptions, count: int = 0) -> Scored:
    """Decode the first ``count`` sentences of ``split`` (0: all) with ``options`` and score
    them against the split's references (sacrebleu BLEU and chrF on detokenised text).
    Sources come truncated to the split's input limit and outputs are capped by the
    options' max_len_a / max_len_b, so that the work is bounded whatever the lines hold."""
    sources = split.sources(count)
    results = decode_ids(model, sources, device, options)
    hypotheses = subwords.decode_tgt([hyps[0].tokens for hyps in results])
    return Scored(hypotheses, corpus_scores(hypotheses, split.tgt_text[: len(sources)]))


def validate(model: Seq2Seq, dev: EvalSplit, subwords: Subwords, device: torch.device,
             cfg) -> Validation:
    """Run a validation with ``cfg`` (TrainConfig) on ``dev``; restores train mode after."""
    was_training = model.training
    model.eval()
    alignment = AlignmentStats() if AttentionProbe(model).positioned else None
    loss = dev_loss(model, dev, device, cfg.precision, cfg.batch_tokens, alignment)
    model.train(was_training)
    scored = decode_and_score(model, dev, subwords, device, validation_options(cfg),
                              cfg.valid_max_sentences)
    hypotheses = scored.hypotheses
    samples = [(dev.src_text[i], dev.tgt_text[i], hypotheses[i])
               for i in range(min(3, len(hypotheses)))]
    return Validation(loss, math.exp(min(loss, 100.0)), scored.scores["bleu"].score, samples,
                      alignment)
