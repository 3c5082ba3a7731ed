"""Sampling (sampling=topk|topp|epsilon, temperature, seed): every drawn word is inside its
cut of the model's distribution, the words come with the frequencies the (tempered, cut)
distribution gives them, a seed gives the same samples whatever the batch and another seed
others, the ONNX Runtime engine draws what PyTorch draws, shortlists, bad values, the CLI."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import numpy as np
import pytest
import torch

from nmt import Translator
from nmt.checkpoint import load_checkpoint, save_checkpoint
from nmt.config import DecodingOptions
from nmt.data.subwords import BOS, EOS
from nmt.decoding.factory import search_batch
from nmt.decoding.sampling import row_keys, uniforms
from nmt.engines.torch_engine import TorchEngine, decode_ids
from nmt.errors import ConfigError
from nmt.export.exporting import export_pretrained
from tests.cli import run_cli
from tests.test_search import MarkovToy, sharpen, sharpened
from tests.test_shortlist import SOURCES, decode, padded_rows, some_words
from tests.tiny_run import tiny_checkpoint

CPU = torch.device("cpu")
# the first word's distribution of the toy model; every word then ends the sentence
FIRST = {4: 0.4, 5: 0.3, 6: 0.2, 7: 0.1}
TOY = MarkovToy({BOS: FIRST, **{w: {EOS: 1.0} for w in FIRST}}, vocab=8)
LINES = ["a b c d", "e f", "g h i j k l", "b", "c c d d e e f f g"]


def peaked(decoder: str):
    """A random model whose next-word distributions hold most of their mass in a few words
    (weights x 9: x 3 leaves them almost flat over the 50 words), as a trained one's do."""
    return sharpen(sharpened(decoder))


def model_log_probs(model, source: np.ndarray, tokens: list[int]) -> torch.Tensor:
    """The model's log-probabilities (len(tokens) + 1, V) of every next word given the
    previous ones, by teacher forcing (source without eos)."""
    src = torch.tensor([[*source.tolist(), EOS]])
    with torch.no_grad():
        logits = model.logits(src, torch.tensor([src.size(1)]), torch.tensor([[BOS, *tokens]]))
    return logits.logits[0].log_softmax(-1)


def drawn_words(model, options: DecodingOptions):
    """Every sampled word of SOURCES with the teacher-forced distribution (V,) it was drawn
    from, and each sample's score with the teacher-forced log-probability of it (and eos)."""
    words, scores = [], []
    for source, hyps in zip(SOURCES, decode_ids(model, SOURCES, CPU, options), strict=True):
        for hyp in hyps:
            log_probs = model_log_probs(model, source, hyp.tokens)
            words += [(row, word) for row, word in zip(log_probs, hyp.tokens, strict=False)]
            target = [*hyp.tokens, EOS]
            scores.append((hyp.score, float(log_probs[range(len(target)), target].sum())))
    return words, scores


def tempered(log_probs: torch.Tensor, temperature: float) -> torch.Tensor:
    """softmax(log_probs / temperature) of one distribution (V,)."""
    return (log_probs / temperature).softmax(-1)


def inside_top_k(row: torch.Tensor, word: int, options: DecodingOptions) -> bool:
    return int((row > row[word]).sum()) < options.sampling_k


def inside_nucleus(row: torch.Tensor, word: int, options: DecodingOptions) -> bool:
    probs = tempered(row, options.temperature)
    # the words more likely than it hold less than p (float32 sums: a little slack)
    return float(probs[probs > probs[word]].sum()) < options.sampling_p + 1e-5


def above_epsilon(row: torch.Tensor, word: int, options: DecodingOptions) -> bool:
    probs = tempered(row, options.temperature)
    return float(probs[word]) >= options.sampling_epsilon - 1e-6 or word == int(row.argmax())


INSIDE = {"topk": inside_top_k, "topp": inside_nucleus, "epsilon": above_epsilon}


@pytest.mark.parametrize(("sampling", "parameter", "temperature"), [
    ("topk", {"sampling_k": 3}, 1.0), ("topk", {"sampling_k": 2}, 1.5),
    ("topp", {"sampling_p": 0.6}, 1.0), ("topp", {"sampling_p": 0.8}, 0.7),
    ("epsilon", {"sampling_epsilon": 0.05}, 1.0), ("epsilon", {"sampling_epsilon": 0.1}, 1.3)])
def test_every_drawn_word_is_inside_the_cut_of_the_models_distribution(sampling, parameter,
                                                                        temperature):
    model = peaked("luong")
    options = DecodingOptions(sampling=sampling, temperature=temperature, nbest=6, seed=4,
                              max_len_a=1.0, max_len_b=3, **parameter)
    words, scores = drawn_words(model, options)
    assert all(INSIDE[sampling](row, word, options) for row, word in words)
    # the samples are not the most likely words alone: the cut really leaves a choice
    assert sum(word != int(row.argmax()) for row, word in words) >= 0.1 * len(words)
    for score, expected in scores:  # scores are the model's log-probabilities
        assert score == pytest.approx(expected, abs=1e-4)


def toy_first_words(options: DecodingOptions, sentences: int = 2, samples: int = 2000
                    ) -> dict[int, float]:
    """The frequency of each first word in ``samples`` samples of the toy model for each of
    ``sentences`` sources."""
    src = torch.arange(4, 4 + sentences)[:, None].repeat(1, 3)
    options = dataclasses.replace(options, nbest=samples)
    toy_engine = TorchEngine(TOY)
    with toy_engine.decoding():
        results = search_batch(toy_engine, src, torch.full((sentences,), 3), options)
    firsts = [hyp.tokens[0] for hyps in results for hyp in hyps]
    return {word: firsts.count(word) / len(firsts) for word in set(firsts)}


def cut_distribution(words: list[int], temperature: float) -> dict[int, float]:
    """FIRST kept to ``words`` at ``temperature``, renormalised."""
    weights = {w: FIRST[w] ** (1 / temperature) for w in words}
    return {w: weight / sum(weights.values()) for w, weight in weights.items()}


@pytest.mark.parametrize(("options", "kept", "temperature"), [
    ({"sampling": "topk", "sampling_k": 2}, [4, 5], 1.0),
    ({"sampling": "topk", "sampling_k": 4}, [4, 5, 6, 7], 1.0),
    ({"sampling": "topp", "sampling_p": 0.6}, [4, 5], 1.0),
    ({"sampling": "topp", "sampling_p": 0.75}, [4, 5, 6], 1.0),
    ({"sampling": "epsilon", "sampling_epsilon": 0.15}, [4, 5, 6], 1.0),
    ({"sampling": "topk", "sampling_k": 4}, [4, 5, 6, 7], 0.5),
    ({"sampling": "topk", "sampling_k": 4}, [4, 5, 6, 7], 2.0),
    # at temperature 0.5 the probabilities are 0.53, 0.30, 0.13, 0.03: the nucleus of 0.8
    # is two words, that of the untempered distribution three
    ({"sampling": "topp", "sampling_p": 0.8}, [4, 5], 0.5),
    ({"sampling": "epsilon", "sampling_epsilon": 0.12}, [4, 5, 6], 0.5)])
def test_words_come_with_the_frequencies_of_the_tempered_cut_distribution(options, kept,
                                                                           temperature):
    frequencies = toy_first_words(DecodingOptions(**options, temperature=temperature, seed=7))
    expected = cut_distribution(kept, temperature)
    assert set(frequencies) == set(kept)
    for word, p in expected.items():  # 4000 draws: a standard error of at most 0.008
        assert abs(frequencies[word] - p) < 4.5 * math.sqrt(p * (1 - p) / 4000), (word, p)


def test_temperature_moves_the_frequencies_as_it_should():
    options = DecodingOptions(sampling="topk", sampling_k=4, seed=1)
    cold, warm = (toy_first_words(dataclasses.replace(options, temperature=t)) for t in
                  (0.5, 2.0))
    assert cold[4] > FIRST[4] + 0.08 and cold[7] < FIRST[7]  # more peaked
    assert warm[4] < FIRST[4] - 0.05 and warm[7] > FIRST[7]  # flatter


def test_random_numbers_are_uniform_and_depend_on_seed_source_sample_and_step():
    keys = row_keys(3, [[5, 6, EOS]], 20000)
    numbers = uniforms(keys, 0)
    assert numbers.dtype == np.float32 and numbers.min() >= 0 and numbers.max() < 1
    assert np.histogram(numbers, bins=10, range=(0, 1))[0].min() > 1800  # 2000 expected
    assert len(set(keys.tolist())) == 20000
    assert not np.array_equal(numbers, uniforms(keys, 1))
    assert row_keys(3, [[5, 6, EOS]], 4)[0] != row_keys(4, [[5, 6, EOS]], 4)[0]
    assert row_keys(3, [[5, 6, EOS]], 4)[0] != row_keys(3, [[5, 7, EOS]], 4)[0]
    assert np.array_equal(row_keys(3, [[5, 6, EOS]], 4), row_keys(3, [[9], [5, 6, EOS]], 4)[4:])


def token_lists(results) -> list[list[list[int]]]:
    return [[hyp.tokens for hyp in hyps] for hyps in results]


def test_a_seed_gives_the_same_samples_whatever_the_batch_and_another_seed_others():
    model = peaked("rnnsearch")
    options = DecodingOptions(sampling="topp", sampling_p=0.9, nbest=3, seed=11, max_len_a=1.0,
                              max_len_b=3)
    together = token_lists(decode_ids(model, SOURCES, CPU, options))
    assert together == token_lists(decode_ids(model, SOURCES, CPU, options))
    alone = token_lists(decode_ids(model, SOURCES, CPU, dataclasses.replace(options,
                                                                           batch_size=1)))
    assert alone == together
    reordered = token_lists(decode_ids(model, SOURCES[::-1] + SOURCES[:2], CPU, options))
    assert reordered[: len(SOURCES)][::-1] == together and reordered[-2:] == together[:2]
    other = token_lists(decode_ids(model, SOURCES, CPU, dataclasses.replace(options, seed=12)))
    assert other != together
    # and the samples of one input differ among themselves
    assert any(len({tuple(t) for t in samples}) > 1 for samples in together)


def test_samples_come_most_likely_first_with_the_words_of_a_shortlist():
    model = peaked("rnnsearch")
    lexicon = some_words(seed=3, k=2)
    results = decode(model, lexicon, sampling="topk", sampling_k=5, nbest=4, shortlist=2,
                     shortlist_frequent=0, batch_size=1, seed=2)
    for hyps, source in zip(results, SOURCES, strict=True):
        candidates = lexicon.candidates(np.append(source, EOS), 2, 2)
        allowed = set(lexicon.grown(candidates, padded_rows(len(candidates))).tolist())
        assert len(hyps) == 4
        assert [h.score for h in hyps] == sorted((h.score for h in hyps), reverse=True)
        for hyp in hyps:
            assert set(hyp.tokens) <= allowed and math.isfinite(hyp.score)


def peaked_checkpoint(folder: Path) -> Path:
    """A tiny checkpoint in ``folder``, its weights tripled: peaky distributions."""
    checkpoint = tiny_checkpoint(folder, seed=5)
    payload = load_checkpoint(checkpoint)
    payload["model"] = {name: value * 3 if value.is_floating_point() else value
                        for name, value in payload["model"].items()}
    save_checkpoint(checkpoint, payload)
    return checkpoint


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """:func:`peaked_checkpoint` and its ONNX export."""
    root = tmp_path_factory.mktemp("sampling")
    checkpoint = peaked_checkpoint(root / "run")
    return checkpoint, export_pretrained(checkpoint, root / "onnx", export_format="onnx")


@pytest.mark.parametrize("options", [
    {"sampling": "topk", "sampling_k": 5, "temperature": 1.2},
    {"sampling": "topp", "sampling_p": 0.9},
    {"sampling": "epsilon", "sampling_epsilon": 0.02, "temperature": 0.8}])
def test_onnx_runtime_draws_the_samples_pytorch_draws(exported, options):
    checkpoint, folder = exported
    ours = Translator.from_pretrained(folder, engine="onnxruntime")
    theirs = Translator.from_pretrained(checkpoint, device="cpu")
    drawn = ours.translate_nbest(LINES, nbest=4, seed=9, **options)
    expected = theirs.translate_nbest(LINES, nbest=4, seed=9, **options)
    assert [[t for t, _ in hyps] for hyps in drawn] == [[t for t, _ in hyps] for hyps in expected]
    assert np.allclose([s for hyps in drawn for _, s in hyps],
                       [s for hyps in expected for _, s in hyps], atol=1e-3)
    assert len({t for hyps in drawn for t, _ in hyps}) > len(LINES)  # really samples


@pytest.mark.parametrize(("option", "value"), [
    ("sampling", "nucleus"), ("sampling_k", 0), ("sampling_p", 0.0), ("sampling_p", 1.5),
    ("sampling_epsilon", 0.0), ("sampling_epsilon", 1.0), ("temperature", 0.0),
    ("temperature", -1.0), ("temperature", math.inf), ("beam", 4)])
def test_bad_sampling_values_are_named(option, value):
    with pytest.raises(ConfigError, match=option):
        DecodingOptions(**{"sampling": "topk", "nbest": 3, option: value}).check()
    DecodingOptions(sampling="topk", nbest=3).check()  # more samples than beams is fine


def test_translate_draws_samples_from_the_command_line_with_a_seed(exported, tmp_path):
    checkpoint, _ = exported
    source = tmp_path / "in.txt"
    source.write_text("\n".join(LINES) + "\n")
    args = [f"checkpoint={checkpoint}", f"input={source}", "sampling=epsilon", "nbest=3",
            "temperature=1.5"]
    first = run_cli("translate", *args, "seed=5").stdout.splitlines()
    assert len(first) == 3 * len(LINES)
    assert [line.split(" ||| ")[0] for line in first] == [str(i) for i in range(len(LINES))
                                                          for _ in range(3)]
    # another process (another hash seed for Python's str) draws the same samples
    assert run_cli("translate", *args, "seed=5").stdout.splitlines() == first
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    options = {"sampling": "epsilon", "nbest": 3, "temperature": 1.5}
    assert [line.split(" ||| ")[1] for line in first] == [
        text for hyps in translator.translate_nbest(LINES, seed=5, **options) for text, _ in hyps]
    assert translator.translate_nbest(LINES, seed=6, **options) != translator.translate_nbest(
        LINES, seed=5, **options)
    bad = run_cli("translate", *args, "temperature=0", check=False)
    assert bad.returncode == 2 and "temperature=0.0 must be above 0" in bad.stderr


def test_an_ensemble_of_a_model_with_itself_draws_the_models_samples(exported):
    checkpoint, _ = exported
    options = {"sampling": "topp", "sampling_p": 0.95, "nbest": 3, "seed": 8}
    alone = Translator.from_pretrained(checkpoint, device="cpu").translate_nbest(LINES,
                                                                                **options)
    twice = Translator.from_pretrained([checkpoint, checkpoint], device="cpu")
    assert [[t for t, _ in hyps] for hyps in twice.translate_nbest(LINES, **options)] == \
        [[t for t, _ in hyps] for hyps in alone]
