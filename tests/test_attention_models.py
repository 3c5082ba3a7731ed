"""Every decoder x score x alignment combination inside the whole model: padding invariance,
step-by-step decoding equal to teacher forcing, attention returned to the caller, coverage
in the state, auxiliary losses routed to the training loop, and the no-attention baseline."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from nmt.config import DecodingOptions
from nmt.data.subwords import PAD
from nmt.engines.torch_engine import decode_ids
from nmt.errors import ConfigError
from nmt.model.batch_state import select_batch
from nmt.model.seq2seq import output_positions
from tests.test_model import make_model, padded_batch
from tests.test_search import sharpen

DECODERS = [("rnnsearch", {}), ("luong", {}), ("luong", {"input_feeding": False})]
SCORES = ["dot", "scaled_dot", "general", "additive", "concat", "location"]
ALIGNS = ["global", "local_m", "local_p"]
COMBINATIONS = [(decoder, extra, score, align) for decoder, extra in DECODERS
                for score in SCORES for align in ALIGNS]
# further options, each on every decoder with a representative score and alignment
VARIANTS = [
    {"attention.distribution": "sparsemax"},
    {"attention.distribution": "entmax15", "attention.align": "local_p"},
    {"attention.align": "local_p", "attention.local_p_init": "zeros"},
    {"attention.align": "local_p", "attention.local_p_paper": True, "attention.heads": 2,
     "attention.local_p_sigma": 1.5},
    {"attention.distribution": "sigmoid", "attention.align": "local_m"},
    {"attention.distribution": "hard"},
    {"attention.heads": 2},
    {"attention.heads": 4, "attention.align": "local_p", "attention.score": "additive"},
    {"attention.coverage": True, "attention.score": "concat", "attention.coverage_loss": 1.0},
    {"attention.coverage": True, "attention.score": "additive", "attention.align": "local_m",
     "attention.heads": 2},
]


def token_nll(logits: torch.Tensor, tgt: torch.Tensor) -> torch.Tensor:
    """Per-token loss (B, T), 0 at padding, of logits (B, T, V)."""
    return F.cross_entropy(logits.flatten(0, 1), tgt.flatten(), ignore_index=PAD,
                           reduction="none").view_as(tgt)


def combination_id(value):
    if isinstance(value, dict):
        return "-".join(f"{k.split('.')[-1]}={v}" for k, v in value.items()) or "default"
    return str(value)


def build(decoder, extra, **attention):
    options = {"attention.window": 2, "attention.max_src_len": 7, **extra}
    options.update({k if "." in k else f"attention.{k}": v for k, v in attention.items()})
    return make_model(decoder, **options)


def model_cases():
    for decoder, extra, score, align in COMBINATIONS:
        yield pytest.param(decoder, extra, {"score": score, "align": align},
                           id=f"{decoder}{'-nofeed' if extra else ''}-{score}-{align}")
    for decoder, extra in DECODERS:
        for variant in VARIANTS:
            yield pytest.param(decoder, extra, variant,
                               id=f"{decoder}{'-nofeed' if extra else ''}-"
                                  f"{combination_id(variant)}")


@pytest.mark.parametrize(("decoder", "extra", "attention"), list(model_cases()))
def test_padding_invariance(decoder, extra, attention):
    model = build(decoder, extra, **attention)
    src, lengths, tgt = padded_batch([9, 2, 6])  # 9 > max_src_len: location drops 2 words
    batched = model.logits(src, lengths, tgt, return_attention=True)
    assert batched.attention.shape == (3, 6, 9)
    assert torch.all(batched.attention[1, :, 2:] == 0)
    for row in range(3):
        alone = model.logits(src[row : row + 1, : lengths[row]], lengths[row : row + 1],
                      tgt[row : row + 1], return_attention=True)
        torch.testing.assert_close(alone.logits, batched.logits[row : row + 1], atol=1e-5,
                                   rtol=0)
        torch.testing.assert_close(alone.attention,
                                   batched.attention[row : row + 1, :, : lengths[row]],
                                   atol=1e-6, rtol=0)


@pytest.mark.parametrize(("decoder", "extra", "attention"), list(model_cases()))
def test_step_by_step_equals_teacher_forcing(decoder, extra, attention):
    model = build(decoder, extra, **attention)
    src, lengths, tgt = padded_batch([8, 5])
    full = model.logits(src, lengths, tgt, return_attention=True)
    encoded = model.encode(src, lengths)
    state = model.init_state(encoded)
    for t in range(tgt.size(1)):
        log_probs, weights, state = model.step(tgt[:, t], state, encoded, t)
        torch.testing.assert_close(log_probs, full.logits[:, t].log_softmax(-1), atol=1e-5,
                                   rtol=0)
        torch.testing.assert_close(weights, full.attention[:, t], atol=1e-6, rtol=0)


def no_attention_case():
    return pytest.param("no_attention", {}, {}, id="no_attention")


@pytest.mark.parametrize(("decoder", "extra", "attention"),
                         [*model_cases(), no_attention_case()])
def test_beams_sharing_their_sentence_encoder_rows_step_like_copies(decoder, extra, attention):
    # Beam search gives the model one encoder row per sentence for its w beam rows; each
    # beam must get what it gets from its own copy of the rows (coverage, local windows,
    # heads and the hard argmax included), over several steps with distinct words per beam.
    # sharpened: peakier attention, so that a beam given the wrong rows shows
    model = sharpen(build(decoder, extra, **attention) if attention else make_model(decoder))
    src, lengths, _ = padded_batch([8, 5])
    width = 3
    encoded = model.encode(src, lengths)
    per_beam = torch.arange(2).repeat_interleave(width)
    copied = select_batch(encoded, per_beam)
    shared_state = copied_state = select_batch(model.init_state(encoded), per_beam)
    words = torch.randint(4, 50, (4, 2 * width), generator=torch.Generator().manual_seed(1))
    for t in range(words.size(0)):
        shared = model.step(words[t], shared_state, encoded, t)
        copy = model.step(words[t], copied_state, copied, t)
        torch.testing.assert_close(shared[0], copy[0], atol=1e-5, rtol=0)
        if copy[1] is not None:
            torch.testing.assert_close(shared[1], copy[1], atol=1e-6, rtol=0)
        shared_state, copied_state = shared[2], copy[2]
    for name, value in copied_state.items():
        torch.testing.assert_close(shared_state[name], value, atol=1e-5, rtol=0)


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
@pytest.mark.parametrize("align", ALIGNS)
def test_attention_of_a_decoded_batch_is_returned(decoder, extra, align):
    model = build(decoder, extra, score="general", align=align)
    rng = np.random.default_rng(0)
    sources = [rng.integers(4, 40, size=n) for n in (6, 2, 4)]
    results = decode_ids(model, sources, torch.device("cpu"),
                         DecodingOptions(max_len_a=1.0, max_len_b=2), return_attention=True)
    for source, (hyp,) in zip(sources, results, strict=True):
        assert hyp.attention.shape == (len(hyp.tokens) + 1, len(source) + 1)  # + eos
        sums = hyp.attention.sum(-1)  # local-p's default renormalises its Gaussian
        torch.testing.assert_close(sums, torch.ones_like(sums))


@pytest.mark.parametrize("score", ["general", "concat", "additive"])
@pytest.mark.parametrize("heads", [1, 2])
def test_keys_are_projected_once_per_batch(score, heads):
    model = build("luong", {}, score=score, heads=heads)
    score_module = model.decoder.attention.score if heads == 1 else \
        model.decoder.attention.head.score
    calls = {"project_keys": 0, "forward": 0}
    project = score_module.project_keys

    def counted(keys):
        calls["project_keys"] += 1
        return project(keys)

    score_module.project_keys = counted
    score_module.register_forward_hook(lambda *_: calls.__setitem__("forward",
                                                                    calls["forward"] + 1))
    src, lengths, tgt = padded_batch([5, 4], tgt_len=9)
    model.logits(src, lengths, tgt)
    assert calls == {"project_keys": 1, "forward": 9}


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_coverage_is_batch_first_state_that_beams_reorder(decoder, extra):
    model = build(decoder, extra, score="additive", coverage=True)
    src, lengths, tgt = padded_batch([5, 3, 4])
    full = model.logits(src, lengths, tgt, return_attention=True)
    encoded = model.encode(src, lengths)
    state = model.init_state(encoded)
    for t in range(3):
        _, _, state = model.step(tgt[:, t], state, encoded, t)
    torch.testing.assert_close(state["attention"], full.attention[:, :3].sum(1))
    order = torch.tensor([2, 0, 0])
    torch.testing.assert_close(select_batch(state, order)["attention"], state["attention"][order])


def test_coverage_loss_is_the_mean_overlap_with_past_attention():
    model = build("luong", {}, score="concat", coverage=True, coverage_loss=0.5).train()
    src, lengths, tgt = padded_batch([5, 3], tgt_len=5)
    tgt[1, 3:] = 0  # padding in the target
    out = model.logits(src, lengths, tgt, return_attention=True)
    nll = token_nll(out.logits, tgt)
    coverage = out.attention.cumsum(1) - out.attention  # summed weights of earlier steps
    overlap = torch.minimum(out.attention, coverage).sum(-1)
    mask = (tgt != 0).float()
    expected = 0.5 * (overlap * mask).sum() / mask.sum()
    torch.testing.assert_close(model.auxiliary_loss(out.aux, nll, tgt != 0), expected)


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_hard_attention_learns_its_scores_through_the_auxiliary_loss_only(decoder, extra):
    model = build(decoder, extra, score="general", distribution="hard",
                  hard_entropy=0.01).train()
    src, lengths, tgt = padded_batch([5, 3], tgt_len=5)
    out = model.logits(src, lengths, tgt, return_attention=True)
    assert torch.all(out.attention.sum(-1) == 1) and torch.all(out.attention.amax(-1) == 1)
    nll = token_nll(out.logits, tgt)
    W_a = model.decoder.attention.score.W_a.weight
    (nll.sum() / (tgt != 0).sum()).backward(retain_graph=True)
    assert W_a.grad is None or torch.all(W_a.grad == 0)  # a sample has no gradient
    model.auxiliary_loss(out.aux, nll, tgt != 0).backward()
    assert W_a.grad.abs().sum() > 0


def test_output_positions_are_the_targets_then_padding_up_to_a_multiple():
    mask = torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0], [1, 0, 0, 0]], dtype=torch.bool)
    assert output_positions(mask, 4).tolist() == [0, 1, 2, 3, 4, 5, 8, 6]
    assert output_positions(mask, 7).tolist() == [0, 1, 2, 3, 4, 5, 8]
    assert output_positions(mask, 64).tolist() == [0, 1, 2, 3, 4, 5, 8, 6, 7, 9, 10, 11]


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
@pytest.mark.parametrize("attention", [{"score": "concat", "coverage": True,
                                        "coverage_loss": 0.5},
                                       {"score": "general", "distribution": "hard",
                                        "hard_entropy": 0.01}], ids=combination_id)
def test_the_training_loss_is_that_of_the_logits_at_the_target_positions(
        decoder, extra, attention):
    model = build(decoder, extra, **attention).train()
    src, lengths, tgt = padded_batch([5, 3, 4], tgt_len=50)
    tgt[1, 2:] = 0
    tgt[2, 24:] = 0
    tgt_out = tgt.roll(-1, 1)  # any targets with the same padding will do
    tgt_out[tgt == 0] = 0
    torch.manual_seed(1)  # the same dropout masks and hard-attention samples in both
    full = model.logits(src, lengths, tgt)
    torch.manual_seed(1)
    loss = model(src, lengths, tgt, tgt_out, label_smoothing=0.0)
    full_nll = token_nll(full.logits, tgt_out)
    torch.testing.assert_close(loss.token_loss, full_nll.detach())
    torch.testing.assert_close(loss.total, full_nll.sum())
    assert torch.equal(loss.tokens, tgt != 0)
    expected = model.auxiliary_loss(full.aux, full_nll, tgt != 0)
    assert float(expected.detach()) != 0
    torch.testing.assert_close(loss.auxiliary, expected)


def test_models_without_auxiliary_losses_add_zero():
    model = build("rnnsearch", {}, score="additive").train()
    src, lengths, tgt = padded_batch([5, 3])
    out = model.logits(src, lengths, tgt)
    assert out.aux == {}
    assert float(model.auxiliary_loss(out.aux, token_nll(out.logits, tgt), tgt != 0)) == 0.0


def test_multi_head_rnnsearch_context_keeps_the_annotation_size():
    model = build("rnnsearch", {}, score="additive", heads=4)
    src, lengths, _ = padded_batch([5, 3])
    encoded = model.encode(src, lengths)
    out = model.decoder.attention(torch.randn(2, 1, 16), encoded.keys, torch.tensor([0]))
    assert out.context.shape == (2, 1, encoded.enc.states.size(-1))


# ---- the no-attention baseline -------------------------------------------------------

def test_no_attention_decoder_uses_only_the_final_encoder_state():
    model = make_model("no_attention")
    src, lengths, tgt = padded_batch([7, 3, 5])
    out = model.logits(src, lengths, tgt, return_attention=True)
    assert out.logits.shape == (3, 6, 50) and out.attention is None
    for row in range(3):
        alone = model.logits(src[row : row + 1, : lengths[row]], lengths[row : row + 1],
                      tgt[row : row + 1]).logits
        torch.testing.assert_close(alone, out.logits[row : row + 1], atol=1e-5, rtol=0)
    encoded = model.encode(src, lengths)
    assert encoded.keys is None
    state = model.init_state(encoded)
    for t in range(tgt.size(1)):
        log_probs, weights, state = model.step(tgt[:, t], state, encoded, t)
        assert weights is None
        torch.testing.assert_close(log_probs, out.logits[:, t].log_softmax(-1), atol=1e-5,
                                   rtol=0)
    # the source enters only through the final state: other annotations change nothing
    blank = dataclasses.replace(encoded.enc, states=torch.zeros_like(encoded.enc.states))
    embedded = model.tgt_embed(tgt)
    torch.testing.assert_close(
        model.decoder(embedded, model.init_state(encoded), blank, None).features,
        model.decoder(embedded, model.init_state(encoded), encoded.enc, None).features)


def test_no_attention_rejects_attention_options():
    with pytest.raises(ConfigError, match=r"no_attention has no attention, so "
                                          r"model.attention.align=local_p"):
        make_model("no_attention", **{"attention.align": "local_p"})
