"""Every decoder x score x alignment combination learns the synthetic task and, for the same
short budget, beats the no-attention baseline on the longest sentences.

The synthetic task reverses every block of three words, so the right source word for each
target position has to be found; a single fixed-size summary of the source (no_attention)
holds the long sentences worst. Small models, sentences of at most 8 words, 150 steps each:
a few minutes for the whole file on one core.

At so short a budget when an attention model "finds" the alignment varies with the seed:
over the seeds measured about one combination in 50 had not found it yet and lost to the
baseline, and a change that only reorders the parameters' initialisation moves which one.
So a combination that loses with its first initialisation gets a second one, and it must
beat the baseline with one of them: an attention that cannot learn the task loses with both.
The seeds are fixed (torch on CPU is deterministic), so the test is too.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from nmt.data.pipeline import prepare_training_data
from nmt.model.build import build_model
from tests.conftest import compose_config
from tests.processes import one_thread

STEPS, BATCH, LR = 150, 64, 0.01
SEEDS = (0, 1)  # the second only when the first loses
MAX_WORDS, LONG_WORDS = 8, 6
DATA = [
    "data.synthetic_vocab=10", f"data.synthetic_max_words={MAX_WORDS}",
    "data.synthetic_sizes={train:20000,val:400,test:10}",
]
MODEL = ["model.emb_size=64", "model.hidden_size=128", "model.dropout=0.0"]
ATTENTION = ["model.attention.window=4", f"model.attention.max_src_len={MAX_WORDS + 1}"]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module", autouse=True)
def torch_on_one_thread():
    """Small models train fastest on one thread, and far slower on two of a busy machine."""
    with one_thread():
        yield


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """The synthetic corpus through the real pipeline (SentencePiece included), and the dev
    sentences of LONG_WORDS words or more."""
    cfg = compose_config(overrides=DATA)
    subwords, train, dev = prepare_training_data(cfg.data, tmp_path_factory.mktemp("data"))
    long = np.array([i for i, text in enumerate(dev.src_text)
                     if len(text.split()) >= LONG_WORDS])
    assert len(long) > 100
    return subwords, train, dev, long


def long_sentence_loss(overrides: list[str], data, seed: int = 0) -> float:
    """Train a model for STEPS steps as the training loop does, from initialisation and batch
    order ``seed``; return its per-token loss on the long dev sentences."""
    subwords, train, dev, long = data
    cfg = compose_config(overrides=DATA + MODEL + overrides)
    torch.manual_seed(seed)
    model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    optimizer = torch.optim.Adam(model.parameters(), lr=LR)
    # random batches of mixed lengths: with length-sorted batches a budget this short
    # sees too few batches of the long sentences
    rng = np.random.default_rng(seed)
    for _ in range(STEPS):
        batch = train.collate(rng.choice(train.rows(), BATCH, replace=False))
        out = model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
        loss = out.total / batch.num_tgt_tokens + out.auxiliary
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        optimizer.step()
    model.eval()
    with torch.no_grad():
        batch = dev.collate(long)
        out = model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
        return float(out.total) / batch.num_tgt_tokens


@pytest.fixture(scope="module")
def baseline(data) -> float:
    """The no-attention model's long-sentence loss after the same budget."""
    return long_sentence_loss(["model=no_attention"], data)


@pytest.mark.parametrize("align", ["global", "local_m", "local_p"])
@pytest.mark.parametrize("score", ["dot", "scaled_dot", "general", "additive", "concat",
                                   "location"])
@pytest.mark.parametrize("decoder", ["rnnsearch", "luong"])
def test_attention_beats_no_attention_on_long_sentences(decoder, score, align, data,
                                                        baseline):
    losses = []
    for seed in SEEDS:
        losses.append(long_sentence_loss([f"model={decoder}", f"model.attention.score={score}",
                                          f"model.attention.align={align}", *ATTENTION],
                                         data, seed))
        if losses[-1] < baseline:
            break
    assert min(losses) < baseline, \
        f"{decoder} {score} {align}: losses {losses} >= no_attention's {baseline:.3f}"
