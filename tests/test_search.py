"""Greedy and beam search: beam 1 is greedy, beams find what greedy misses, beams keep their
own state when reordered, n-best lists, length limits, empty and one-token sources."""

from __future__ import annotations

import dataclasses
import itertools
import math

import numpy as np
import pytest
import torch

from nmt import config
from nmt.config import DecodingOptions
from nmt.data.subwords import BOS, EOS
from nmt.decoding import batches
from nmt.decoding.hypothesis import length_penalty
from nmt.decoding.search import beam_search, greedy_search
from nmt.engines.torch_engine import TorchEngine, best_words, decode_ids
from nmt.errors import ConfigError
from nmt.model.encoder import EncoderOutput
from nmt.model.seq2seq import Encoded
from tests.test_model import DECODERS, make_model, padded_batch

A, B = 4, 5  # the two words of the toy model


class MarkovToy:
    """A hand-built model whose next-word distribution depends only on the previous word,
    so the probability of every output is known: log_probs[prev] is a (V,) row."""

    def __init__(self, table: dict[int, dict[int, float]], vocab: int = 6) -> None:
        self.log_probs = torch.full((vocab, vocab), -math.inf)
        for prev, row in table.items():
            for word, p in row.items():
                self.log_probs[prev, word] = math.log(p)

    def encode(self, src, src_lengths):
        mask = torch.arange(src.size(1)).unsqueeze(0) < src_lengths.unsqueeze(1)
        states = torch.zeros(*src.shape, 2)
        return Encoded(EncoderOutput(states, mask, src_lengths, states[:, 0]), None)

    def init_state(self, encoded):
        return {"hidden": torch.zeros(encoded.enc.lengths.size(0), 1)}

    def step(self, prev, state, encoded, t):
        return self.log_probs[prev].clone(), None, state

    step_logits = step  # normalised log-probabilities are their own logits

    def probability(self, tokens: list[int]) -> float:
        path = [BOS, *tokens, EOS]
        return float(sum(self.log_probs[a, b] for a, b in itertools.pairwise(path)))


# Greedy takes A (0.6) and then ends: 0.6 * 0.36 = 0.216. B then eos is 0.4 * 0.9 = 0.36.
GARDEN_PATH = {BOS: {A: 0.6, B: 0.4}, A: {EOS: 0.36, A: 0.34, B: 0.30},
               B: {EOS: 0.9, A: 0.05, B: 0.05}}



def run_beam(model, src, lengths, beam, return_attention=False, **options):
    """beam_search of the PyTorch engine over ``model``, the options as keyword arguments."""
    torch_engine = TorchEngine(model)
    with torch_engine.decoding():
        return beam_search(torch_engine, src, lengths, DecodingOptions(beam=beam, **options),
                           return_attention)


def run_greedy(model, src, lengths, return_attention=False, **options):
    """greedy_search of the PyTorch engine over ``model``, the options as keyword arguments."""
    torch_engine = TorchEngine(model)
    with torch_engine.decoding():
        return greedy_search(torch_engine, src, lengths, DecodingOptions(**options),
                             return_attention)

def one_source(batch: int = 1, length: int = 3):
    return torch.full((batch, length), 7), torch.full((batch,), length)


def test_beam_finds_the_best_sequence_that_greedy_misses():
    toy = MarkovToy(GARDEN_PATH)
    src, lengths = one_source()
    greedy = run_greedy(toy, src, lengths)[0]
    assert greedy.tokens == [A]
    assert greedy.score == pytest.approx(math.log(0.6 * 0.36), abs=1e-6)
    best = run_beam(toy, src, lengths, beam=2, nbest=2)[0]
    assert [h.tokens for h in best] == [[B], [A]]
    assert best[0].score == pytest.approx(math.log(0.4 * 0.9), abs=1e-6)


@pytest.mark.parametrize("alpha", [0.0, 0.6, 2.0])
def test_a_wide_beam_is_exhaustive_search_with_length_penalty(alpha):
    # a beam at least as wide as the number of candidates at any step (12 here) keeps every
    # prefix, so its n-best list must equal brute force, hypotheses that finished at the
    # first step included
    toy = MarkovToy({BOS: {A: 0.5, B: 0.3, EOS: 0.2}, A: {EOS: 0.2, A: 0.5, B: 0.3},
                     B: {EOS: 0.1, A: 0.2, B: 0.7}})
    src, lengths = one_source(length=2)
    limit = 4  # outputs of at most 3 words and eos
    everything = [list(words) for n in range(limit) for words in
                  itertools.product([A, B], repeat=n)]
    brute = sorted(((toy.probability(w) / length_penalty(len(w) + 1, alpha), w)
                    for w in everything), reverse=True)[:6]
    found = run_beam(toy, src, lengths, beam=12, nbest=6, alpha=alpha, max_len_a=0,
                        max_len_b=limit)[0]
    assert [h.tokens for h in found] == [w for _, w in brute]
    assert [h.score for h in found] == pytest.approx([s for s, _ in brute], abs=1e-5)


def test_outputs_stop_at_the_length_limit_a_times_source_plus_b():
    # eos is never among the two best candidates, so both beams run to the limit of
    # S + 1 outputs (eos included), where eos is forced
    likely_a = {A: 0.7, B: 0.29, EOS: 0.01}
    toy = MarkovToy({BOS: likely_a, A: likely_a, B: {A: 0.6, B: 0.39, EOS: 0.01}})
    src, lengths = torch.full((2, 4), 7), torch.tensor([4, 2])
    greedy = run_greedy(toy, src, lengths, max_len_a=1.0, max_len_b=1)
    assert [h.tokens for h in greedy] == [[A] * 4, [A] * 2]
    beams = run_beam(toy, src, lengths, 2, nbest=2, max_len_a=1.0, max_len_b=1)
    assert [[h.tokens for h in hyps] for hyps in beams] == [
        [[A] * 4, [A] * 3 + [B]], [[A] * 2, [A, B]]]


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_beam_one_is_greedy_token_for_token(decoder, extra):
    model = make_model(decoder, **extra)
    src, lengths, _ = padded_batch([7, 3, 5, 1, 9, 2], seed=3)
    greedy = run_greedy(model, src, lengths, return_attention=True)
    beam = run_beam(model, src, lengths, beam=1, return_attention=True)
    for g, (b,) in zip(greedy, beam, strict=True):
        assert g.tokens == b.tokens
        assert g.score == pytest.approx(b.score, abs=1e-5)
        torch.testing.assert_close(g.attention, b.attention)


def sharpen(model):
    """``model`` with its weights tripled: peakier distributions, so that beams take different
    words and their states (hidden, input feed, attention) really differ."""
    with torch.no_grad():
        for param in model.parameters():
            param.mul_(3.0)
    return model


def sharpened(decoder: str, **extra):
    """A random model of ``decoder``, sharpened (see :func:`sharpen`)."""
    return sharpen(make_model(decoder, **extra))


def teacher_forced(model, src, length, tokens):
    """Log-probability of ``tokens`` + eos and the attention, by one forward pass."""
    tgt_in = torch.tensor([[BOS, *tokens]])
    tgt_out = torch.tensor([[*tokens, EOS]])
    with torch.no_grad():
        out = model.logits(src[:length].unsqueeze(0), torch.tensor([length]), tgt_in,
                    return_attention=True)
    log_probs = out.logits.log_softmax(-1).gather(2, tgt_out.unsqueeze(2))
    return float(log_probs.sum()), out.attention[0]


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_every_beam_keeps_its_own_state_when_beams_are_reordered(decoder, extra):
    # Each returned hypothesis was built across many reorderings of the beams. Its score
    # and attention must equal a teacher-forced pass over its tokens: that holds only if the
    # hidden state, the input-feed vector (and anything else in the state) followed the beam.
    # (Checked: leaving the input feed in place while the beams move breaks it by > 0.02.)
    model = sharpened(decoder, **extra)
    src, lengths, _ = padded_batch([6, 4, 8], seed=5)
    results = run_beam(model, src, lengths, beam=4, nbest=4, max_len_a=1.0, max_len_b=3,
                          return_attention=True)
    for row, hyps in enumerate(results):
        assert len(hyps) == 4
        for hyp in hyps:
            score, attention = teacher_forced(model, src[row], int(lengths[row]), hyp.tokens)
            assert hyp.score == pytest.approx(score, abs=1e-4)
            torch.testing.assert_close(hyp.attention, attention, atol=1e-5, rtol=0)


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_greedy_without_the_encoder_states_scores_as_teacher_forcing(decoder, extra):
    # the engine keeps the states as a (B, S, 0) view once the attention's keys exist; rows
    # that end leave the batch together, so every length of the batch is decoded
    model = sharpened(decoder, **extra)
    src, lengths, _ = padded_batch([6, 4, 8, 1, 5], seed=9)
    encoded, _ = TorchEngine(model).encode(src, lengths)
    assert encoded.enc.states.shape == (5, src.size(1), 0)
    for row, hyp in enumerate(run_greedy(model, src, lengths, return_attention=True)):
        score, attention = teacher_forced(model, src[row], int(lengths[row]), hyp.tokens)
        assert hyp.score == pytest.approx(score, abs=1e-4)
        torch.testing.assert_close(hyp.attention, attention, atol=1e-5, rtol=0)


def test_nbest_lists_are_sorted_and_distinct():
    model = make_model("luong")
    src, lengths, _ = padded_batch([5, 9, 2, 7], seed=11)
    for hyps in run_beam(model, src, lengths, beam=6, nbest=6, alpha=0.6, beta=0.2):
        assert len(hyps) == 6
        scores = [h.score for h in hyps]
        assert scores == sorted(scores, reverse=True)
        assert len({tuple(h.tokens) for h in hyps}) == 6


def test_batched_beam_search_equals_one_sentence_at_a_time():
    model = make_model("luong")
    src, lengths, _ = padded_batch([4, 9, 2], seed=7)
    batched = run_beam(model, src, lengths, beam=3, nbest=2, alpha=0.6)
    for row in range(3):
        length = int(lengths[row])
        alone = run_beam(model, src[row : row + 1, :length], lengths[row : row + 1],
                            beam=3, nbest=2, alpha=0.6)[0]
        assert [h.tokens for h in alone] == [h.tokens for h in batched[row]]
        assert [h.score for h in alone] == pytest.approx([h.score for h in batched[row]],
                                                         abs=1e-4)


@pytest.mark.parametrize("beam", [1, 4])
def test_empty_and_one_token_sources_decode(beam):
    model = make_model("luong")
    sources = [np.array([], dtype=np.int64), np.array([9]), np.array([], dtype=np.int64)]
    options = DecodingOptions(beam=beam, nbest=beam, max_len_a=1.0, max_len_b=2)
    results = decode_ids(model, sources, torch.device("cpu"), options, return_attention=True)
    assert [len(hyps) for hyps in results] == [beam] * 3
    for src, hyps in zip(sources, results, strict=True):
        for hyp in hyps:
            assert len(hyp.tokens) <= len(src) + 2  # +1 for the source eos, +2 - 1 for eos
            assert hyp.attention.shape == (len(hyp.tokens) + 1, len(src) + 1)
            assert math.isfinite(hyp.score)


@pytest.mark.parametrize("beam", [1, 3])
def test_default_batches_fill_the_decode_rows_and_decode_as_one_batch(beam, monkeypatch):
    model = make_model("luong")
    sources = [np.arange(4, 4 + n) for n in (3, 7, 5, 9, 2, 6, 4, 8, 1, 5)]
    options = DecodingOptions(beam=beam, nbest=beam, max_len_a=1.0, max_len_b=2)
    whole = decode_ids(model, sources, torch.device("cpu"),
                       dataclasses.replace(options, batch_size=len(sources)))
    monkeypatch.setattr(config, "DECODE_ROWS", 12)
    sizes = []
    real = batches.search_batch

    def recorded(torch_engine, src, lengths, *args):
        sizes.append(src.size(0))
        return real(torch_engine, src, lengths, *args)

    monkeypatch.setattr(batches, "search_batch", recorded)
    batched = decode_ids(model, sources, torch.device("cpu"), options)
    assert sizes == ([10] if beam == 1 else [4, 4, 2])
    for one, other in zip(whole, batched, strict=True):
        assert [h.tokens for h in one] == [h.tokens for h in other]
        assert [h.score for h in one] == pytest.approx([h.score for h in other], abs=1e-5)


def test_bf16_decoding_keeps_float32_scores_and_mostly_the_same_words():
    model = sharpened("luong")
    sources = [np.arange(4, 4 + n) for n in (3, 7, 5, 9)]
    results = {precision: decode_ids(model, sources, torch.device("cpu"),
                                     DecodingOptions(beam=3, precision=precision))
               for precision in ("fp32", "bf16")}
    same = 0
    for fp32, bf16 in zip(results["fp32"], results["bf16"], strict=True):
        assert isinstance(bf16[0].score, float) and math.isfinite(bf16[0].score)
        same += sum(a == b for a, b in zip(fp32[0].tokens, bf16[0].tokens, strict=False))
    assert same >= 0.5 * sum(len(r[0].tokens) for r in results["fp32"])
    # the products really ran in bf16: the scores move
    assert any(abs(a[0].score - b[0].score) > 1e-3
               for a, b in zip(results["fp32"], results["bf16"], strict=True))


@pytest.mark.parametrize(("option", "value"), [("beam", 0), ("nbest", 3), ("alpha", -1.0),
                                               ("beta", -0.5), ("batch_size", -1),
                                               ("precision", "fp16")])
def test_search_options_name_the_bad_value(option, value):
    with pytest.raises(ConfigError, match=option):
        DecodingOptions(**{"beam": 2, option: value}).check()


@pytest.mark.parametrize("k", [1, 3])
def test_best_words_are_the_log_softmax_top_k(k):
    logits = torch.randn(4, 9, generator=torch.Generator().manual_seed(0)) * 5
    logits[3] = -math.inf  # no word possible: -inf scores, not nan
    scores, index, eos = best_words(logits, k, EOS)
    expected, expected_index = torch.log_softmax(logits[:3], dim=1).topk(k, dim=1)
    torch.testing.assert_close(scores[:3], expected)
    assert torch.equal(index[:3], expected_index)
    torch.testing.assert_close(eos[:3], torch.log_softmax(logits[:3], dim=1)[:, EOS])
    assert torch.isneginf(scores[3]).all() and torch.isneginf(eos[3])
