"""Minimum Bayes risk decoding (mbr=true): the candidate of highest mean utility against the
pseudo-references, checked by brute force with sacrebleu, over samples, a beam's n-best or
both; through the Translator and nmt-evaluate; bad values named."""

from __future__ import annotations

import numpy as np
import pytest
from sacrebleu import sentence_bleu
from sacrebleu.metrics import CHRF

from nmt import Translator
from nmt.config import MBR_BEAM, DecodingOptions
from nmt.decoding.mbr import expected_utilities, ranked
from nmt.errors import ConfigError
from tests.cli import run_cli
from tests.test_sampling import LINES, peaked_checkpoint


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return peaked_checkpoint(tmp_path_factory.mktemp("mbr"))


SACREBLEU = {"chrf": lambda h, r: CHRF().sentence_score(h, [r]).score,
             "bleu": lambda h, r: sentence_bleu(h, [r]).score}
CANDIDATES = ["A man rides a bike .", "A man is riding a bicycle.", "A man rides a bicycle.",
              "A man is riding a bicycle.", "A woman rides a bike.", "", "Ein Mann fährt Rad.",
              "A man rides a bicycle down the street."]


def brute_force(hypotheses: list[str], references: list[str], utility: str) -> list[float]:
    """The mean sacrebleu utility of each hypothesis against the references, pair by pair."""
    score = SACREBLEU[utility]
    return [float(np.mean([score(h, r) for r in references])) for h in hypotheses]


@pytest.mark.parametrize("utility", ["chrf", "bleu"])
def test_expected_utilities_and_the_choice_are_sacrebleus(utility):
    references = CANDIDATES[1:] + CANDIDATES[1:3]  # duplicates weigh more
    expected = brute_force(CANDIDATES, references, utility)
    np.testing.assert_allclose(expected_utilities(CANDIDATES, references, utility), expected,
                               rtol=0, atol=1e-9)
    best = ranked(CANDIDATES, references, utility, nbest=3)
    assert best[0] == (int(np.argmax(expected)), pytest.approx(max(expected)))
    # each text once (index 3 repeats index 1), highest first
    assert len({CANDIDATES[i] for i, _ in best}) == 3 and 3 not in [i for i, _ in best]
    assert [u for _, u in best] == sorted((u for _, u in best), reverse=True)


def test_ties_keep_the_candidates_order():
    assert ranked(["b", "a", "c"], ["x"], "chrf", nbest=3) == [(0, 0.0), (1, 0.0), (2, 0.0)]


@pytest.mark.parametrize(("options", "utility"), [
    ({"sampling": "topk", "sampling_k": 8}, "chrf"),
    ({"sampling": "epsilon", "sampling_epsilon": 0.02, "temperature": 1.5}, "bleu")])
def test_mbr_over_samples_picks_the_sample_of_highest_mean_utility(checkpoint, options,
                                                                  utility):
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    samples = translator.translate_nbest(LINES, nbest=12, seed=3, **options)
    chosen = translator.translate_nbest(LINES, nbest=2, seed=3, mbr=True, mbr_samples=12,
                                        mbr_utility=utility, **options)
    for drawn, (best, second) in zip(samples, chosen, strict=True):
        texts = [text for text, _ in drawn]
        expected = brute_force(texts, texts, utility)
        assert best[1] == pytest.approx(max(expected), abs=1e-6)
        assert best[0] == texts[int(np.argmax(expected))] or \
            expected[texts.index(best[0])] == pytest.approx(max(expected), abs=1e-9)
        assert second[0] != best[0] and second[1] <= best[1]
    assert len({text for hyps in samples for text, _ in hyps}) > 2 * len(LINES)


def test_mbr_over_a_beam_and_samples_compares_the_candidates_with_the_samples(checkpoint):
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    beam = translator.translate_nbest(LINES, beam=4, nbest=4)
    samples = translator.translate_nbest(LINES, sampling="topp", sampling_p=0.95, nbest=6,
                                         seed=1)
    chosen = translator.translate_nbest(LINES, beam=4, mbr=True, mbr_candidates="both",
                                        sampling="topp", sampling_p=0.95, mbr_samples=6,
                                        seed=1)
    for hyps, drawn, (best,) in zip(beam, samples, chosen, strict=True):
        candidates = [text for text, _ in hyps + drawn]
        expected = brute_force(candidates, [text for text, _ in drawn], "chrf")
        assert best == (candidates[int(np.argmax(expected))], pytest.approx(max(expected)))
    only_beam = translator.translate_nbest(LINES, beam=4, mbr=True, mbr_candidates="beam")
    for hyps, (best,) in zip(beam, only_beam, strict=True):
        texts = [text for text, _ in hyps]
        expected = brute_force(texts, texts, "chrf")
        assert best == (texts[int(np.argmax(expected))], pytest.approx(max(expected)))


def test_mbr_alone_chooses_among_the_n_best_of_a_beam_of_8(checkpoint):
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    beam = translator.translate_nbest(LINES, beam=MBR_BEAM, nbest=MBR_BEAM)
    chosen = translator.translate_nbest(LINES, mbr=True)
    for hyps, (best,) in zip(beam, chosen, strict=True):
        texts = [text for text, _ in hyps]
        expected = brute_force(texts, texts, "chrf")
        assert best == (texts[int(np.argmax(expected))], pytest.approx(max(expected)))
    # with a sampling method, auto takes the samples; a beam of its own is kept
    options = DecodingOptions(mbr=True, sampling="epsilon", beam=3)
    assert (options.mbr_source(), options.samples(), options.search_beam()) == (
        "samples", 32, 1)
    assert DecodingOptions(mbr=True, beam=3).describe() == "MBR (chrf) over the 3-best of beam 3"


@pytest.mark.parametrize(("changes", "message"), [
    ({"mbr_candidates": "all"}, "mbr_candidates='all' is not one of"),
    ({"mbr_utility": "comet"}, "mbr_utility='comet' is not one of"),
    ({"mbr_samples": 0}, "mbr_samples=0 must be at least 1"),
    ({"sampling": "none", "mbr_candidates": "samples"},
     "mbr_candidates=samples draws samples: choose how with sampling="),
    ({"sampling": "none", "nbest": 9}, "nbest=9: mbr=true has at most 8 candidates"),
    ({"nbest": 9}, "nbest=9: mbr=true has at most 8 candidates")])
def test_bad_mbr_values_are_named(changes, message):
    options = {"mbr": True, "sampling": "epsilon", "mbr_samples": 8, **changes}
    with pytest.raises(ConfigError, match=message):
        DecodingOptions(**options).check()


def test_evaluate_decodes_a_split_with_mbr(checkpoint, tmp_path):
    out = run_cli("evaluate", f"checkpoint={checkpoint}", f"hydra.run.dir={tmp_path}",
                  "mbr=true", "sampling=epsilon", "mbr_samples=6", "nbest=2", "seed=4")
    assert "MBR (chrf) over 6 samples (epsilon 0.02, temperature 1.0, seed 4)" in out.stdout
    assert "BLEU = " in out.stdout
    alone = run_cli("evaluate", f"checkpoint={checkpoint}", f"hydra.run.dir={tmp_path}/alone",
                    "mbr=true")
    assert "MBR (chrf) over the 8-best of beam 8" in alone.stdout
    hypotheses = (tmp_path / "hyp.test.tgt").read_text().splitlines()
    nbest = (tmp_path / "hyp.test.tgt.nbest").read_text().splitlines()
    assert len(nbest) == 2 * len(hypotheses) == 24
    utilities = [float(line.split(" ||| ")[2]) for line in nbest]
    assert all(0 <= u <= 100 for u in utilities) and utilities[0] >= utilities[1]
