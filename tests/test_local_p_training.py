"""Local-p that learns where to look (issue 17): a short training run on a word-for-word,
monotone task with a window much narrower than the sentences. The default form must keep
p_t off the sentence ends and the whole attention on the context; Luong's exact eqs. 9-10
(``local_p_paper=true``) are kept as the contrast: under the same budget their p_t runs to
an end of the sentence and most of the weight is switched off by the Gaussian, as on
Multi30k."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from nmt.data.batching import Batch, collate
from nmt.data.subwords import PAD
from nmt.model.attention.probe import AlignmentStats, AttentionProbe
from nmt.model.build import build_model
from nmt.training.trainer import parameter_groups
from tests.conftest import TINY_MODEL, compose_config

VOCAB, SHIFT = 42, 10  # source words 4..29 translate to 14..39


def monotone_batch(rng: np.random.Generator, size: int) -> Batch:
    """``size`` pairs of 8-16 source words, each translated to the word SHIFT above it."""
    sources = [rng.integers(4, VOCAB - SHIFT - 2, size=rng.integers(8, 17)) for _ in range(size)]
    return collate(sources, [s + SHIFT for s in sources], np.arange(size))


def where_it_looks(*overrides: str, steps: int = 40) -> dict[str, float]:
    """Train a tiny Luong local-p general model (D = 2) for ``steps`` Adam steps with the
    trainer's parameter groups; the probe's summary over 64 held-out pairs."""
    cfg = compose_config("config", [*TINY_MODEL, "model=luong", "model.attention.align=local_p",
                                    "model.attention.score=general", "model.attention.window=2",
                                    *overrides])
    torch.manual_seed(0)
    model = build_model(cfg.model, VOCAB, VOCAB)
    optimizer = torch.optim.Adam(parameter_groups(model, 0.01))
    rng = np.random.default_rng(0)
    for _ in range(steps):
        batch = monotone_batch(rng, 16)
        loss = model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out).total
        optimizer.zero_grad()
        (loss / batch.num_tgt_tokens).backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
    dev, stats = monotone_batch(np.random.default_rng(1), 64), AlignmentStats()
    with torch.inference_mode(), AttentionProbe(model.eval()) as probe:
        model(dev.src, dev.src_lengths, dev.tgt_in, dev.tgt_out)
        stats.add(probe.take(dev.tgt_in != PAD))
    return stats.summary()


def test_default_local_p_keeps_its_positions_inside_and_its_context_whole(one_torch_thread):
    got = where_it_looks()
    # the diagonal itself is "saturated" at t = 0 and the last positions (~8% here)
    assert got["saturated"] < 0.15
    assert got["context_mass"] > 0.95
    assert got["diagonal_distance"] < 0.1  # p_t / S_i near t / T_i


@pytest.mark.parametrize("paper", ["model.attention.local_p_paper=true",
                                   "model.attention.local_p_position=sigmoid"])
def test_eq_9_positions_run_to_a_sentence_end(one_torch_thread, paper):
    # the paper's form with the paper's general score: W_a not decayed, so that its energies
    # are free to move the weight under eq. 10's tails (with the decay here they shrink to
    # a spread near 0, and about half of the weight stays on the context)
    got = where_it_looks(paper, "model.attention.general_weight_decay=null")
    assert got["saturated"] > 0.5  # renormalising alone does not keep eq. 9's p_t inside
    if paper.endswith("local_p_paper=true"):  # eq. 10: the Gaussian switches the context off
        assert got["context_mass"] < 0.5
