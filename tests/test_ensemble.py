"""Ensembles: the log of the members' mean probability at every step, each member keeping its
own state through beam reordering, a model with itself translating as the model, and
ensembles of models with other vocabularies refused."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from nmt import Translator
from nmt.analysis.scoring import score_split
from nmt.data.batching import pad_ids
from nmt.data.pipeline import IdSplit
from nmt.data.subwords import EOS
from nmt.engines.ensemble import Ensemble
from nmt.errors import ConfigError
from nmt.model.seq2seq import Seq2Seq
from tests.test_model import padded_batch
from tests.test_search import run_beam, run_greedy, sharpened
from tests.tiny_run import tiny_checkpoint

LINES = ["a b c d", "e f", "g h i j k l", ""]


@pytest.fixture(scope="module")
def checkpoints(tmp_path_factory):
    """Two tiny models over the same subword models (one folder), a Luong and an RNNsearch
    one, and a third with other subword models (another folder, another vocabulary size)."""
    folder = tmp_path_factory.mktemp("ensemble")
    luong = tiny_checkpoint(folder / "run", seed=3, name="luong.pt")
    rnnsearch = tiny_checkpoint(folder / "run", seed=4, overrides=("model=rnnsearch",),
                                name="rnnsearch.pt")
    other = tiny_checkpoint(folder / "other", seed=5, overrides=("data.spm.vocab_size=50",))
    return luong, rnnsearch, other


def test_a_model_with_itself_translates_as_the_model(checkpoints):
    luong = checkpoints[0]
    alone = Translator.from_pretrained(luong, device="cpu")
    twice = Translator.from_pretrained([luong, luong], device="cpu")
    assert isinstance(twice.model, Ensemble) and len(twice.pretrained) == 2
    assert twice.translate(LINES) == alone.translate(LINES)
    for options in ({"beam": 1}, {"beam": 4, "nbest": 3}, {"beam": 3, "alpha": 0.6}):
        ours, theirs = twice.translations(LINES, return_attention=True, **options), \
            alone.translations(LINES, return_attention=True, **options)
        for hyps, reference in zip(ours, theirs, strict=True):
            assert [h.text for h in hyps] == [h.text for h in reference]
            assert [h.score for h in hyps] == pytest.approx([h.score for h in reference],
                                                            abs=1e-4)
            torch.testing.assert_close(hyps[0].attention, reference[0].attention)


def test_one_path_in_a_list_is_the_model_alone(checkpoints):
    translator = Translator.from_pretrained([checkpoints[0]], device="cpu")
    assert isinstance(translator.model, Seq2Seq)
    with pytest.raises(ConfigError, match="no checkpoint"):
        Translator.from_pretrained([], device="cpu")


def test_a_step_is_the_log_of_the_members_mean_probability():
    members = [sharpened("luong"), sharpened("rnnsearch")]
    ensemble = Ensemble(members)
    src, lengths, tgt = padded_batch([5, 3, 4], seed=2)
    with torch.no_grad():
        encoded = ensemble.encode(src, lengths)
        state = ensemble.init_state(encoded)
        log_probs, attention, state = ensemble.step(tgt[:, 0], state, encoded, 0)
        alone = [m.step(tgt[:, 0], m.init_state(e), e, 0)
                 for m, e in zip(members, encoded.members, strict=True)]
    mean_probability = (alone[0][0].exp() + alone[1][0].exp()) / 2
    torch.testing.assert_close(log_probs, mean_probability.log())
    torch.testing.assert_close(attention, (alone[0][1] + alone[1][1]) / 2)
    for own, theirs in zip(state, alone, strict=True):  # each member's state is its own
        for key, value in own.items():
            torch.testing.assert_close(value, theirs[2][key])


def test_every_member_keeps_its_own_state_through_beam_reordering():
    # Each hypothesis was built over many reorderings of the beams; its score must be the
    # ensemble's log-probability of its tokens computed by teacher forcing, member by member:
    # that holds only if every member's state followed the beams.
    members = [sharpened("luong"), sharpened("rnnsearch")]
    ensemble = Ensemble(members)
    padded, lengths, _ = padded_batch([6, 4, 8], seed=5)
    sources = [padded[row, : int(lengths[row])].numpy() for row in range(len(lengths))]
    src, lengths = pad_ids(sources, suffix=EOS)  # as the scored split's batches hold them
    results = run_beam(ensemble, src, lengths, beam=4, nbest=4, max_len_a=1.0, max_len_b=3)
    hyps = [(row, h) for row, found in enumerate(results) for h in found]
    split = IdSplit("beams", [sources[row] for row, _ in hyps],
                    [np.asarray(h.tokens, dtype=np.int64) for _, h in hyps])
    forced = score_split(members, split, torch.device("cpu"))
    assert len({tuple(h.tokens) for _, h in hyps}) > len(results)  # the beams differ
    assert [h.score for _, h in hyps] == pytest.approx([s.log_prob for s in forced], abs=1e-4)
    greedy = run_greedy(ensemble, src, lengths, max_len_a=1.0, max_len_b=3)
    assert [g.tokens for g in greedy] == [found[0].tokens for found in
                                          run_beam(ensemble, src, lengths, beam=1,
                                                   max_len_a=1.0, max_len_b=3)]


def test_models_of_different_architectures_ensemble(checkpoints):
    luong, rnnsearch, _ = checkpoints
    ensemble = Translator.from_pretrained([luong, rnnsearch], device="cpu")
    result = ensemble.translate_with_attention(LINES[:3], beam=3)
    for translation in result:
        rows = len(translation.tgt_pieces) + 1
        assert translation.attention.shape == (rows, len(translation.src_pieces) + 1)
        torch.testing.assert_close(translation.attention.sum(1), torch.ones(rows))


def test_different_subword_models_are_refused_naming_both_files(checkpoints):
    luong, _, other = checkpoints
    with pytest.raises(ConfigError) as err:
        Translator.from_pretrained([luong, other], device="cpu")
    message = str(err.value)
    assert str(luong) in message and str(other) in message
    assert "different target SentencePiece models" in message
