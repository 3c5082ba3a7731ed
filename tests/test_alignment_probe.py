"""Watching local attention: the probe's window centres and masses on teacher-forced batches,
the figures they are summed into, p_t in ``show_attention`` output, and TensorBoard's
``alignment/*`` at every validation."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import torch
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from nmt.analysis.positions import has_positions, teacher_forced_positions
from nmt.apps.translate_output import strongest_alignments
from nmt.data.batching import collate
from nmt.data.pipeline import prepare_training_data
from nmt.data.subwords import PAD
from nmt.model.attention.probe import AlignmentStats, AttentionProbe, ProbedBatch, energy_spread
from nmt.model.build import build_model
from nmt.plotting import figure_png, positions_figure
from nmt.training.validation import validate
from nmt.translation.translator import Translator
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN, tiny_checkpoint, tiny_training

# id sequences (no specials) of different lengths, targets longer and shorter than sources
SOURCES = [[5, 6, 7, 8, 9, 10, 11], [12, 13, 14], [15, 16, 17, 18, 19]]
TARGETS = [[20, 21, 22, 23], [24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34]]


def model_with(*overrides: str, seed: int = 0):
    cfg = compose_config("config", [*TINY_RUN, *overrides])
    torch.manual_seed(seed)
    return build_model(cfg.model, 40, 40)


def test_stats_of_a_hand_made_batch():
    # one sentence, S = 10 source positions, T = 4 target positions of which 3 are valid
    batch = ProbedBatch(position=torch.tensor([[[0.2, 5.0, 9.8, 3.0]]]),
                        mass=torch.tensor([[[1.0, 1.0, 1.0, 0.0]]]),
                        prior_mass=torch.tensor([[[0.5, 0.7, 0.3, 0.0]]]),
                        src_lengths=torch.tensor([10]), tgt_lengths=torch.tensor([3]))
    stats = AlignmentStats()
    stats.add(batch)
    got = stats.summary()
    # p/S = 0.02 (low), 0.5, 0.98 (high); diagonal t S / T = 0, 3.33, 6.67
    assert got["saturated_low"] == pytest.approx(1 / 3)
    assert got["saturated_high"] == pytest.approx(1 / 3)
    assert got["saturated"] == pytest.approx(2 / 3)
    assert got["diagonal_saturated"] == pytest.approx(1 / 3)  # t = 0 only
    assert got["p_over_S"] == pytest.approx((0.02 + 0.5 + 0.98) / 3)
    expected = (0.2 + abs(5 - 10 / 3) + abs(9.8 - 20 / 3)) / 10 / 3
    assert got["diagonal_distance"] == pytest.approx(expected)
    # local-m's t = 0, 1, 2: how far a predictor moved the centre
    assert got["local_m_distance"] == pytest.approx((0.2 + 4.0 + 7.8) / 10 / 3)
    assert got["context_mass"] == pytest.approx(1.0)
    assert got["gaussian_mass"] == pytest.approx(0.5)
    torch.testing.assert_close(stats.relative_positions(), torch.tensor([0.02, 0.5, 0.98]))


def probed(model):
    """The probe's record of one teacher-forced pass of SOURCES -> TARGETS, and the batch."""
    batch = collate([np.asarray(s) for s in SOURCES], [np.asarray(t) for t in TARGETS],
                    np.arange(len(SOURCES)))
    with torch.inference_mode(), AttentionProbe(model) as probe:
        model.eval()(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
        return probe.take(batch.tgt_in != PAD), batch


def test_local_m_positions_are_t_clipped_to_the_sentence():
    got, batch = probed(model_with("model.attention.align=local_m"))
    for row, length in enumerate(batch.src_lengths.tolist()):
        steps = torch.arange(len(TARGETS[row]) + 1)
        torch.testing.assert_close(got.sentence_positions(row)[:, 0],
                                   steps.clamp(max=length - 1).float())
    torch.testing.assert_close(got.mass[got.valid()], torch.ones(int(got.valid().sum())))
    stats = AlignmentStats()
    stats.add(got)
    assert stats.summary()["local_m_distance"] == 0.0  # local-m's own t, the stats' origin


@pytest.mark.parametrize("gaussian", ["paper", "renormalised"])
def test_local_p_masses_tell_the_gaussian_forms_apart(gaussian):
    got, _ = probed(model_with("model.attention.align=local_p",
                               f"model.attention.local_p_gaussian={gaussian}"))
    valid = got.valid()
    position = got.position[valid]
    assert torch.all(position >= 0) and torch.isfinite(position).all()
    prior = got.prior_mass[valid]
    assert torch.all(prior < 1) and torch.all(prior > 0)  # the Gaussian is below 1 off p_t
    if gaussian == "renormalised":
        torch.testing.assert_close(got.mass[valid], torch.ones_like(prior))
    else:
        torch.testing.assert_close(got.mass[valid], prior)


def test_energy_spread_is_the_deviation_over_the_valid_positions_only():
    energies = torch.tensor([[[1.0, 3.0, 5.0, 100.0], [2.0, 2.0, 2.0, -50.0]]])
    source_mask = torch.tensor([[True, True, True, False]])  # (R, N): one per sentence
    expected = torch.tensor([[math.sqrt(8 / 3), 0.0]])
    torch.testing.assert_close(energy_spread(energies, source_mask), expected)
    window_mask = torch.tensor([[[True, True, True, False], [True, False, False, False]]])
    torch.testing.assert_close(energy_spread(energies, window_mask),
                               torch.tensor([[math.sqrt(8 / 3), 0.0]]))  # one valid: 0


@pytest.mark.parametrize("align", ["global", "local_p"])
def test_the_probed_energy_spread_follows_the_general_scores_scale(align):
    # without input feeding the queries do not depend on the attention, so scaling W_a by 3
    # scales every energy, and their spread, by 3
    model = model_with(f"model.attention.align={align}", "model.attention.score=general",
                       "model.input_feeding=false")
    got, _ = probed(model)
    with torch.no_grad():
        model.decoder.attention.score.W_a.weight.mul_(3.0)
    tripled, _ = probed(model)
    valid = got.valid()
    assert torch.all(got.energy_spread[valid] > 0)
    torch.testing.assert_close(tripled.energy_spread[valid], 3 * got.energy_spread[valid])
    stats = AlignmentStats()
    stats.add(got)
    assert stats.summary()["energy_spread"] == pytest.approx(
        float(got.energy_spread[valid].mean()), rel=1e-5)


def test_global_attention_has_no_positions_and_full_mass():
    model = model_with("model.attention.align=global")
    assert not has_positions(model)
    got, _ = probed(model)
    assert got.position is None
    torch.testing.assert_close(got.mass[got.valid()], torch.ones(int(got.valid().sum())))


@pytest.mark.parametrize("overrides", [
    ("model.attention.align=local_p",),
    ("model.attention.align=local_p", "model.input_feeding=false"),  # one batched call
    ("model.attention.align=local_p", "model.attention.heads=2"),
    ("model=rnnsearch", "model.attention.align=local_p", "model.attention.score=additive"),
], ids=["feeding", "no-feeding", "two-heads", "rnnsearch"])
def test_positions_of_a_sentence_do_not_depend_on_its_batch(overrides):
    model = model_with(*overrides)
    together = teacher_forced_positions(model, SOURCES, TARGETS, torch.device("cpu"))
    heads = 2 if "model.attention.heads=2" in overrides else 1
    for src, tgt, positions in zip(SOURCES, TARGETS, together, strict=True):
        alone = teacher_forced_positions(model, [src], [tgt], torch.device("cpu"))[0]
        assert positions.shape == (len(tgt) + 1, heads)
        torch.testing.assert_close(positions, alone, atol=1e-5, rtol=1e-5)
        assert torch.all(positions >= 0) and torch.all(positions <= len(src) + 1)


def test_positions_figure_is_an_image():
    positions = [torch.tensor([[0.0], [1.5], [2.5]]), torch.tensor([[0.5, 1.0], [1.0, 2.0]])]
    data = figure_png(positions_figure(positions, [4, 3], ["a", "b"]))
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000


@pytest.fixture(scope="module")
def local_p_translator(tmp_path_factory):
    folder = tmp_path_factory.mktemp("local_p")
    path = tiny_checkpoint(folder, overrides=("model.attention.align=local_p",))
    return Translator.from_pretrained(path, device="cpu")


@pytest.mark.parametrize("beam", [1, 3])
def test_translation_positions_are_the_ones_decoding_used(local_p_translator, beam):
    translator = local_p_translator
    line = ["bakan faton dilan gedon"]
    decoding = translator.options(beam=beam, nbest=1)
    # what the decoder's attention computed while searching, step by step (one sentence)
    with AttentionProbe(translator.engines.engine(decoding).model) as probe:
        result = translator.translate_with_attention(line, beam=beam)[0]
        calls = probe._calls
        searched = torch.cat([out.position for out, _ in calls], 1)
    assert result.positions.shape == (len(result.tgt_pieces) + 1, 1)
    if beam == 1:  # greedy: one row throughout, the output's own
        torch.testing.assert_close(result.positions[:, 0],
                                   searched[0, : len(result.tgt_pieces) + 1], atol=1e-4,
                                   rtol=1e-4)
    lines = strongest_alignments(result)
    assert len(lines) == len(result.tgt_pieces) + 1
    for text, centre in zip(lines, result.positions[:, 0].tolist(), strict=True):
        assert text.endswith(f"  p_t {centre:.1f}")


def test_global_translations_have_no_positions(tmp_path):
    translator = Translator.from_pretrained(tiny_checkpoint(tmp_path), device="cpu")
    result = translator.translate_with_attention(["bakan faton"])[0]
    assert result.positions is None
    assert "p_t" not in "".join(strongest_alignments(result))


def scalars(folder):
    events = EventAccumulator(str(folder), size_guidance={"scalars": 0, "images": 0,
                                                          "histograms": 0})
    events.Reload()
    return events


def test_validation_logs_where_local_p_looks(tmp_path, caplog):
    caplog.set_level("INFO", logger="nmt.training.trainer")
    run_dir = tmp_path / "run"
    tiny_training(run_dir, 1, 1, "model.attention.align=local_p")
    events = scalars(run_dir / "tensorboard")
    tags = events.Tags()
    for name in ("saturated", "saturated_high", "saturated_low", "context_mass",
                 "gaussian_mass", "diagonal_distance", "p_over_S", "diagonal_saturated"):
        values = events.Scalars(f"alignment/{name}")
        assert [v.step for v in values] == [1]
        assert all(0 <= v.value <= 1 for v in values)
    assert "alignment/p_over_S" in tags["histograms"]
    assert [i.step for i in events.Images("alignment/positions")] == [1]
    records = [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]
    valid = [r for r in records if r["kind"] == "valid"]
    assert len(valid) == 1 and 0 <= valid[0]["alignment_saturated"] <= 1
    assert "attention windows: p_t/S mean" in caplog.text


@pytest.mark.parametrize("align", ["global", "local_p"])
def test_validation_sums_alignment_only_for_local_attention(tmp_path, align):
    cfg = compose_config("config", [*TINY_RUN, f"model.attention.align={align}"])
    subwords, _, dev = prepare_training_data(cfg.data, tmp_path)
    torch.manual_seed(0)
    model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    result = validate(model, dev, subwords, torch.device("cpu"), cfg.train)
    if align == "global":
        assert result.alignment is None
    else:
        summary = result.alignment.summary()
        assert result.alignment.count == sum(dev.tokens.tgt.length(r) + 1 for r in dev.rows())
        assert 0 < summary["gaussian_mass"] < 1 and 0 <= summary["saturated"] <= 1
