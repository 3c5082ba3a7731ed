"""Steering the search (nmt.decoding.guide, prefix, constraints, suggestions) on a tiny real
model with real SentencePiece models: prefixes forced exactly, per sentence, in greedy and
beam search, n-best lists, ensembles and shortlists; a prefix that ends inside a word
completed by pieces that spell it; scores that are the force-decoded log-probability of the
whole output; every constraint in the output, or reported dropped; next-word suggestions."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest
import torch

from nmt.analysis.scoring import score_split
from nmt.checkpoint import load_checkpoint, save_checkpoint
from nmt.config import Steering
from nmt.data.lexicon import Lexicon
from nmt.data.pipeline import IdSplit
from nmt.decoding.allocation import allocation_order, banks
from nmt.decoding.arrays import NumpyArrays
from nmt.decoding.constraints import Progress, advance, expected_tokens
from nmt.decoding.encoder_cache import CachingEngine, EncoderCache
from nmt.decoding.engine import Engine
from nmt.decoding.prefix import WORD_START, PrefixTables
from nmt.engines.ensemble import Ensemble
from nmt.errors import DataError
from nmt.export.exporting import export_pretrained
from nmt.translation.steering import steering_list
from nmt.translation.translator import Translator
from tests.processes import one_thread
from tests.tiny_run import tiny_checkpoint

SOURCES = ["bafo kigo dema", "tuvi", "soku pane bida gomi", "bafo bafo"]
# target words of the tiny model's vocabulary (whole pieces), and the start of one
FIRST, SECOND, THIRD = "plyspy", "freetroa", "shyplai"


@pytest.fixture(scope="module")
def checkpoints(tmp_path_factory):
    """Two tiny checkpoints (different seeds) with the same SentencePiece models."""
    root = tmp_path_factory.mktemp("steering")
    return tiny_checkpoint(root, seed=0), tiny_checkpoint(root, seed=1, name="other.pt")


@pytest.fixture(scope="module")
def translator(checkpoints):
    return Translator.from_pretrained(checkpoints[0], device="cpu")


def translate(translator, *args, **kwargs):
    """translator.translations on one torch thread (the same sums in every run)."""
    with one_thread():
        return translator.translations(*args, **kwargs)


def forced_score(translator, source: str, tokens: list[int]) -> float:
    """nmt-score's force-decoded log-probability of ``tokens`` (and eos) given ``source``."""
    models = list(translator.model.members) if isinstance(translator.model, Ensemble) \
        else [translator.model]
    split = IdSplit("score", translator.encode([source]), [np.asarray(tokens, np.int64)])
    with one_thread():
        return score_split(models, split, torch.device("cpu"))[0].log_prob


def ids(translator, hyp_text: str) -> list[int]:
    return translator.subwords.encode_tgt([hyp_text])[0]


PREFIXES = [f"{FIRST} {SECOND} ", "", "shy", f"{SECOND} pl"]


@pytest.mark.parametrize("options", [{"beam": 1}, {"beam": 3, "nbest": 3},
                                     {"beam": 4, "nbest": 2, "alpha": 0.6}])
def test_each_sentence_starts_with_its_own_prefix_or_none(translator, options):
    steered = translate(translator, SOURCES, prefix=PREFIXES, **options)
    plain = translate(translator, SOURCES, **options)
    index = translator.piece_index
    for prefix, hyps, free in zip(PREFIXES, steered, plain, strict=True):
        assert len(hyps) == options.get("nbest", 1)
        forced = index.split(prefix).forced
        for hyp in hyps:
            assert hyp.text.startswith(prefix.rstrip())
            assert ids(translator, hyp.text)[: len(forced)] == forced
        if not prefix:  # the other sentences' prefixes do not change it
            assert [h.text for h in hyps] == [h.text for h in free]
            assert [h.score for h in hyps] == pytest.approx([h.score for h in free], abs=1e-4)
    for number, prefix in enumerate(PREFIXES):  # nor what else is in the batch
        alone = translate(translator, [SOURCES[number]], prefix=prefix, **options)[0]
        assert [h.text for h in alone] == [h.text for h in steered[number]]
        assert [h.score for h in alone] == pytest.approx(
            [h.score for h in steered[number]], abs=1e-4)


@pytest.mark.parametrize("beam", [1, 3])
def test_the_score_is_the_force_decoded_log_probability_of_the_whole_output(translator, beam):
    results = translate(translator, SOURCES, beam=beam, nbest=beam, prefix=PREFIXES)
    for source, hyps in zip(SOURCES, results, strict=True):
        for hyp in hyps:
            tokens = ids(translator, hyp.text)
            assert translator.subwords.tgt.decode(tokens) == hyp.text
            assert hyp.score == pytest.approx(forced_score(translator, source, tokens),
                                              abs=1e-3)


def test_a_prefix_that_ends_inside_a_word_is_spelled_on_by_pieces_that_continue_it(
        translator):
    index = translator.piece_index
    split = index.split(f"{FIRST} shy")
    assert (split.forced, split.partial) == (index.pieces(FIRST), f"{WORD_START}shy")
    assert index.split(f"{FIRST} ").partial == WORD_START
    assert index.split("   ").forced == [] and index.split("   ").partial == ""
    unknown = index.split(f"{FIRST} shyZ")  # Z is no target character
    assert unknown.partial == "" and 1 in unknown.forced  # forced as encoded: <unk>
    model = translator.subwords.tgt
    whole_words = 0
    for typed in ("shy", "pl", "fr", "tr", "wh"):
        partial = WORD_START + typed
        (hyp,) = translate(translator, SOURCES[:1], prefix=f"{FIRST} {typed}")[0]
        assert hyp.text.startswith(f"{FIRST} {typed}")
        # greedy takes the likeliest of the pieces that spell the typed characters on
        covering, starting = index.spelling(partial)
        after = next_log_probs(translator, SOURCES[0], index.pieces(FIRST))
        best = max(covering + starting, key=lambda i: after[i])
        assert hyp.tgt_pieces[1] == model.id_to_piece(best)
        # a whole word, where re-tokenising gives "▁" and the typed letters one by one
        whole_words += hyp.tgt_pieces[1].startswith(partial)
        spelled = "".join(hyp.tgt_pieces[1:])
        assert spelled.startswith(partial)
    assert whole_words >= 2
    for hyps in translate(translator, SOURCES[:2], beam=3, nbest=3, prefix=f"{FIRST} shy"):
        assert all(h.text.startswith(f"{FIRST} shy") for h in hyps)


def test_the_pieces_allowed_in_a_partial_word_are_exactly_those_that_spell_it(translator):
    index = translator.piece_index
    model = translator.subwords.tgt
    texts = {i: model.id_to_piece(i) for i in range(model.get_piece_size())
             if not (model.is_control(i) or model.is_unknown(i))}
    partial = f"{WORD_START}shy"
    tables = PrefixTables.build([index.split(f"{FIRST} shy")], index)
    assert tables.forced[0].tolist() == index.pieces(FIRST) and tables.start.tolist() == [0]
    for offset in range(len(partial)):
        rest = partial[offset:]
        covering = {i for i, t in texts.items() if t.startswith(rest)}
        # a proper start of the rest from which single characters spell on
        starting = {i for i, t in texts.items() if rest.startswith(t) and t != rest}
        assert set(np.flatnonzero(tables.covers[offset])) == covering
        assert set(np.flatnonzero(tables.allowed[offset])) == covering | starting
    assert tables.horizon == len(index.pieces(FIRST)) + len(partial)


def test_every_constraint_is_in_the_output_with_or_without_a_prefix(translator):
    # the random model never ends a sentence: every hypothesis runs to the length limit,
    # where the end is forced also on those that lack a constraint (listed; ranked last)
    phrases = [[f"{THIRD} {FIRST}", SECOND], [], [THIRD], [FIRST, SECOND, THIRD]]
    for prefix in (None, ["", f"{SECOND} ", "shy", f"{THIRD} {FIRST}"]):
        results = translate(translator, SOURCES, beam=4, nbest=3, constraints=phrases,
                            prefix=prefix)
        for number, (wanted, hyps) in enumerate(zip(phrases, results, strict=True)):
            assert hyps[0].dropped_constraints == []
            for hyp in hyps:
                tokens = ids(translator, hyp.text)
                assert hyp.dropped_constraints == [
                    p for p in wanted if not has_words(hyp.text, p)]
                if prefix is not None:
                    assert hyp.text.startswith(prefix[number].rstrip())
                assert hyp.score == pytest.approx(
                    forced_score(translator, SOURCES[number], tokens), abs=1e-3)


def has_words(text: str, phrase: str) -> bool:
    """Whether ``phrase`` stands in ``text`` as whole words."""
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text) is not None


def test_a_constraint_that_cannot_fit_is_dropped_and_reported(translator):
    # the limit 0 * S + 2 pieces after the prefix: room for the first constraint's two
    # pieces, not for the second's; no pieces spell ZZZ
    phrases = [f"{FIRST} {THIRD}", SECOND, "ZZZ"]
    results = translate(translator, SOURCES[:2], beam=3, max_len_a=0.0, max_len_b=2,
                        prefix=[f"{SECOND} ", ""], constraints=phrases)
    for (hyp,), prefix in zip(results, [f"{SECOND} ", ""], strict=True):
        assert hyp.dropped_constraints == [SECOND, "ZZZ"]
        assert hyp.text == f"{prefix}{FIRST} {THIRD}"
    roomy = translate(translator, SOURCES[:1], beam=3, max_len_a=0.0, max_len_b=4,
                      constraints=phrases)[0][0]
    assert roomy.dropped_constraints == ["ZZZ"]
    assert all(has_words(roomy.text, p) for p in phrases[:2])


def test_dynamic_beam_allocation_takes_the_best_of_each_bank_in_turn_from_the_top():
    inf = -math.inf
    scores = np.array([[-1.0, -2.0, -3.0, -4.0, -0.5, -6.0, inf]], dtype=np.float32)
    banks = np.array([[0, 2, 1, 2, 0, 1, 2]])
    key = allocation_order(NumpyArrays(), scores, banks, np.array([2]), 2)
    order = np.argsort(-key[0], kind="stable")
    # bank 2 best (1), bank 1 best (2), bank 0 best (4); then the second of each
    assert order[:6].tolist() == [1, 2, 4, 3, 5, 0]
    assert key[0, 6] == inf * 1  # no candidate stays last


def test_a_constraint_is_met_as_whole_words():
    ops = NumpyArrays()
    # one row, two constraints: pieces [7, 8] that end a word, and [9] that need not
    tokens = np.array([[[7, 8], [9, -1]]])
    lengths, ends_word = np.array([[2, 1]]), np.array([[True, False]])
    now = Progress(np.zeros((1, 2), np.int64), np.zeros((1, 2), bool), np.zeros((1, 2), bool))

    def feed(token: int, apart: bool) -> Progress:
        expected = expected_tokens(ops, tokens, np.array([0]), now.pieces)
        return advance(ops, now, np.array([[token]]), np.array([[apart]]), expected,
                       tokens[:, :, 0], lengths, ends_word)

    for token, apart, pieces, met, pending, bank in [
            (7, True, [1, 0], [False, False], [False, False], 1),
            (8, False, [2, 0], [False, False], [True, False], 2),  # the word may go on
            (8, False, [0, 0], [False, False], [False, False], 0),  # it did: "clients"
            (7, True, [1, 0], [False, False], [False, False], 1),
            (8, False, [2, 0], [False, False], [True, False], 2),
            (9, True, [0, 0], [True, True], [False, False], 3)]:  # a new word: both met
        now = feed(token, apart)
        assert (now.pieces[0].tolist(), now.met[0].tolist(), now.pending[0].tolist()) == \
            (pieces, met, pending)
        assert banks(ops, now, lengths).tolist() == [bank]


def test_constraints_at_beam_1_decode_at_beam_5_and_bad_shapes_name_the_argument(translator):
    greedy = translate(translator, SOURCES[:1], constraints=[FIRST])
    assert [[(h.text, h.score) for h in hyps] for hyps in greedy] == [
        [(h.text, h.score) for h in hyps]
        for hyps in translate(translator, SOURCES[:1], beam=5, constraints=[FIRST])]
    with pytest.raises(DataError, match=r"prefix: 2 prefixes for 3 lines"):
        steering_list(3, ["a", "b"])
    with pytest.raises(DataError, match=r"constraints\[1\]\[0\]: an empty phrase"):
        steering_list(2, None, [["a"], [" "]])
    with pytest.raises(DataError, match=r"constraints: a list of phrases"):
        steering_list(1, None, "client")
    assert steering_list(2, "A ", ["b"]) == [Steering("A ", ["b"])] * 2
    assert steering_list(2, ["", ""], [[], []]) is None


def test_an_ensemble_is_steered_as_one_model(checkpoints):
    ensemble = Translator.from_pretrained(list(checkpoints), device="cpu")
    results = translate(ensemble, SOURCES[:3], beam=3, prefix=PREFIXES[:3],
                        constraints=[[THIRD], [], [FIRST]])
    for source, prefix, wanted, hyps in zip(SOURCES, PREFIXES, [[THIRD], [], [FIRST]], results,
                                            strict=False):
        tokens = ids(ensemble, hyps[0].text)
        assert hyps[0].text.startswith(prefix.rstrip())
        assert all(has_words(hyps[0].text, p) for p in wanted)
        assert hyps[0].score == pytest.approx(forced_score(ensemble, source, tokens), abs=1e-3)


def test_a_shortlist_holds_the_pieces_a_prefix_or_constraint_forces(checkpoints):
    translator = Translator.from_pretrained(checkpoints[0], device="cpu")
    source_vocab, target_vocab = translator.subwords.src_vocab_size, \
        translator.subwords.tgt_vocab_size
    needed = set(translator.subwords.encode_tgt([f"{FIRST} {SECOND} {THIRD}"])[0])
    others = np.array([i for i in range(4, target_vocab) if i not in needed], dtype=np.int32)
    # every source piece translates only to pieces that neither prefix nor constraint uses
    translator.engines.lexicon = Lexicon(np.tile(others[:3], (source_vocab, 1)),
                                         np.concatenate([others, sorted(needed)]).astype(
                                             np.int32))
    results = translate(translator, SOURCES[:2], beam=3, shortlist=3, shortlist_frequent=0,
                        prefix=[f"{FIRST} ", ""], constraints=[[SECOND], [THIRD]])
    for source, (hyp,), prefix, phrase in zip(SOURCES, results, [FIRST, ""], [SECOND, THIRD],
                                              strict=False):
        tokens = ids(translator, hyp.text)
        assert hyp.text.startswith(prefix) and has_words(hyp.text, phrase)
        # the shortlist: the three translations, the frequent pieces that pad it to 16, and
        # the pieces forced here (the least frequent of all, in no translation)
        assert set(tokens) <= set(others[:16].tolist()) | needed
        # renormalised over the shortlist, each piece is likelier than over all pieces
        assert forced_score(translator, source, tokens) - 1e-4 <= hyp.score < 0


def test_suggestions_are_whole_next_words_with_their_probabilities(translator):
    results = translate(translator, SOURCES[:3], beam=2, nbest=2, suggestions=3,
                        prefix=[f"{FIRST} ", f"{FIRST} shy", ""])
    model = translator.subwords.tgt
    whole = {model.id_to_piece(i)[1:]: i for i in range(model.get_piece_size())
             if model.id_to_piece(i).startswith(WORD_START) and len(model.id_to_piece(i)) > 1}
    going_on = [i for i in range(model.get_piece_size()) if model.id_to_piece(i)[0].isalpha()
                and not (model.is_control(i) or model.is_unknown(i))]
    for hyps, typed in zip(results, ["", "shy", ""], strict=True):
        words = hyps[0].suggestions
        assert len(words) == 3 and words == hyps[-1].suggestions
        probabilities = [w.probability for w in words]
        assert probabilities == sorted(probabilities, reverse=True)
        assert 0 < sum(probabilities) <= 1 + 1e-6
        assert all(w.word.startswith(typed) and w.word.isalpha() for w in words)
    # a word of one piece: P(piece | prefix) x P(no piece goes on with the word | ...), and
    # other spellings of the word add to it
    prefix = ids(translator, FIRST)
    for word in results[0][0].suggestions:
        if word.word in whole:
            after_prefix = next_log_probs(translator, SOURCES[0], prefix)
            after_word = next_log_probs(translator, SOURCES[0], [*prefix, whole[word.word]])
            one_spelling = math.exp(after_prefix[whole[word.word]]) * (
                1 - np.exp(after_word[going_on]).sum())
            assert word.probability >= one_spelling - 1e-5


def next_log_probs(translator, source: str, tokens: list[int]) -> np.ndarray:
    """The model's log-probabilities (V,) of the word after ``tokens`` (teacher forcing)."""
    return teacher_forced(translator, source, tokens).logits[0, -1].log_softmax(-1).double(
        ).numpy()


def teacher_forced_attention(translator, source: str, tokens: list[int]) -> np.ndarray:
    """The attention (len(tokens) + 1, S) of a teacher-forced pass over ``tokens``."""
    return teacher_forced(translator, source, tokens).attention[0].numpy()


def teacher_forced(translator, source: str, tokens: list[int]):
    """The model's teacher-forced pass over bos + ``tokens`` given ``source``."""
    src = torch.tensor([[*translator.encode([source])[0], 3]])
    with one_thread(), torch.no_grad():
        return translator.model.logits(src, torch.tensor([src.size(1)]),
                                       torch.tensor([[2, *tokens]]), return_attention=True)


def test_onnx_runtime_steers_as_pytorch_does(tmp_path):
    checkpoint = tiny_checkpoint(tmp_path, seed=5)
    payload = load_checkpoint(checkpoint)  # weights tripled: peaky, no near-ties
    payload["model"] = {name: value * 3 if value.is_floating_point() else value
                        for name, value in payload["model"].items()}
    save_checkpoint(checkpoint, payload)
    torch_translator = Translator.from_pretrained(checkpoint, device="cpu")
    ort = Translator.from_pretrained(export_pretrained(checkpoint, tmp_path / "onnx",
                                                       export_format="onnx"),
                                     engine="onnxruntime")
    steering = {"prefix": PREFIXES, "constraints": [[THIRD], [], [f"{FIRST} {SECOND}"], []]}
    for options in ({"beam": 1, "prefix": PREFIXES}, {"beam": 3, "nbest": 2, **steering},
                    {"beam": 2, "suggestions": 2, **steering}):
        ours = translate(ort, SOURCES, **options)
        theirs = translate(torch_translator, SOURCES, **options)
        assert [[h.text for h in hyps] for hyps in ours] == \
            [[h.text for h in hyps] for hyps in theirs]
        assert [h.score for hyps in ours for h in hyps] == pytest.approx(
            [h.score for hyps in theirs for h in hyps], abs=1e-3)
        assert [[(w.word, round(w.probability, 4)) for w in hyps[0].suggestions]
                for hyps in ours] == [[(w.word, round(w.probability, 4))
                                       for w in hyps[0].suggestions] for hyps in theirs]


@pytest.mark.parametrize("precision", ["bf16", "int8"])
def test_every_precision_forces_the_prefix_and_keeps_the_constraints(translator, precision):
    phrases = [[THIRD], [], [f"{FIRST} {SECOND}"], [SECOND]]
    results = translate(translator, SOURCES, beam=3, precision=precision, prefix=PREFIXES,
                        constraints=phrases)
    full = translate(translator, SOURCES, beam=3, prefix=PREFIXES, constraints=phrases)
    for prefix, wanted, hyps, fp32 in zip(PREFIXES, phrases, results, full, strict=True):
        assert hyps[0].text.startswith(prefix.rstrip())
        assert hyps[0].dropped_constraints == []
        assert all(has_words(hyps[0].text, p) for p in wanted)
        assert hyps[0].score == pytest.approx(fp32[0].score, rel=0.1)


@pytest.mark.parametrize("beam", [1, 3])
def test_the_attention_of_a_prefixed_output_covers_every_piece(translator, beam):
    results = translate(translator, SOURCES, beam=beam, prefix=PREFIXES, beta=0.2,
                        return_attention=True)
    plain = translate(translator, SOURCES, beam=beam, beta=0.2, return_attention=True)
    for source, (hyp,), (free,), prefix in zip(SOURCES, results, plain, PREFIXES, strict=True):
        weights = np.asarray(hyp.attention)
        assert weights.shape == (len(hyp.tgt_pieces) + 1, len(hyp.src_pieces) + 1)
        assert np.allclose(weights.sum(1), 1, atol=1e-4)  # softmax rows, forced ones too
        assert np.allclose(weights, teacher_forced_attention(translator, source,
                                                             ids(translator, hyp.text)),
                           atol=1e-4)
        if not prefix:
            assert np.allclose(weights, np.asarray(free.attention), atol=1e-5)


def test_the_caching_engine_hands_every_engine_method_on():
    # one it inherited would run the base class's fallback (Engine.force steps one piece at
    # a time) instead of the wrapped engine's own
    methods = {name for name, value in vars(Engine).items()
               if callable(value) and not name.startswith("_")}
    assert methods <= set(vars(CachingEngine))


def test_a_cached_encoding_keeps_the_prefixes_forced_from_it(checkpoints):
    """The search and the suggestions of a request force the same prefix, the second read
    from the first; with the translator's cache a request that changes only the constraints
    reads it too. Counted on the model's output layer: a forced prefix is its one call over
    (rows, pieces, features), a step's over (rows, features)."""
    passes = []
    for cached in (False, True):
        translator = Translator.from_pretrained(checkpoints[0], device="cpu")
        forced: list[int] = []
        translator.model.generator.register_forward_hook(
            lambda module, inputs, output, seen=forced: seen.append(inputs[0].dim() == 3))
        if cached:
            translator.encoder_cache = EncoderCache(4)
        for constraints in ([], [THIRD]):
            forced.clear()
            translate(translator, SOURCES[:1], beam=2, prefix=f"{FIRST} {SECOND} ",
                      suggestions=2, constraints=constraints)
            passes.append(sum(forced))
    assert passes == [1, 1, 1, 0]
