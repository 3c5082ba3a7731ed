"""Texts of several sentences in the Translator (nmt.translation.paragraphs, joining) with a
real tiny checkpoint: a text is translated as its sentences, scores sum, n-best lists are the
best combinations, attention is block-diagonal and word alignments count words in the whole
text, the sentences of all texts are decoded together, odd input gets an answer; a text
with a prefix or constraints is one sentence, steered beside split ones, its prefix and terms
left as typed by the casing safety net."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from nmt.config import DecodingOptions, Steering
from nmt.data.corpus import load_split
from nmt.text.casing import capitalise_first, restore_around
from nmt.translation.joining import best_combinations
from nmt.translation.paragraphs import splits, word_cuts
from nmt.translation.translator import Translator
from tests.tiny_run import tiny_checkpoint


@pytest.fixture(scope="module")
def translator(tmp_path_factory) -> Translator:
    path = tiny_checkpoint(tmp_path_factory.mktemp("paragraphs"))
    return Translator.from_pretrained(path, device="cpu")


@pytest.fixture(scope="module")
def sentences(translator) -> list[str]:
    """Dev sentences of the tiny model's synthetic corpus, each with a full stop."""
    return [f"{s}." for s in load_split(translator.config.data, "val").src]


def test_a_text_is_translated_as_its_sentences(translator, sentences):
    parts = sentences[:3]
    alone = translator.translations(parts, beam=3, nbest=3, return_attention=True)
    whole = translator.translations([" ".join(parts)], beam=3, nbest=3,
                                    return_attention=True)[0]
    best = whole[0]
    assert best.text == " ".join(hyps[0].text for hyps in alone)
    assert best.score == pytest.approx(sum(hyps[0].score for hyps in alone), abs=1e-5)
    assert [s.source for s in best.sentences] == parts
    assert [s.text for s in best.sentences] == [hyps[0].text for hyps in alone]
    # the n-best list: the three best of the 27 combinations, by summed score
    combos = sorted(itertools.product(*alone), key=lambda c: -sum(t.score for t in c))[:3]
    assert [t.score for t in whole] == pytest.approx([sum(t.score for t in c) for c in combos],
                                                     abs=1e-5)
    assert [t.text for t in whole] == [" ".join(t.text for t in c) for c in combos]
    # block-diagonal attention over the whole text's pieces, rows still summing to one
    attention = np.asarray(best.attention)
    assert attention.shape == (len(best.tgt_pieces) + 1, len(best.src_pieces) + 1)
    np.testing.assert_allclose(attention.sum(1), 1.0, atol=1e-4)
    row = col = 0
    for hyps in alone:
        own = np.asarray(hyps[0].attention)
        t, s = len(hyps[0].tgt_pieces), len(hyps[0].src_pieces)
        np.testing.assert_allclose(attention[row : row + t, col : col + s], own[:t, :s],
                                   atol=1e-6)
        np.testing.assert_allclose(attention[row : row + t, -1], own[:t, s], atol=1e-6)
        assert not attention[row : row + t, :col].any()
        row, col = row + t, col + s


def test_word_alignment_counts_words_in_the_whole_text(translator, sentences):
    parts = sentences[3:6]
    alone = translator.translate_with_attention(parts)
    best = translator.translate_with_attention(["\n".join(parts)])[0]
    expected, src_words, tgt_words = [], 0, 0
    for part in alone:
        expected += [(s + src_words, t + tgt_words) for s, t in part.word_alignment()]
        src_words += len(part.source.split())
        tgt_words += len(part.text.split())
    assert best.word_alignment() == expected
    assert len(best.text.split()) == tgt_words
    assert best.text == "\n".join(part.text for part in alone)


def test_the_sentences_of_all_lines_are_decoded_together(translator, sentences):
    paragraphs = [" ".join(sentences[i : i + 4]) for i in range(0, 12, 4)]
    options = translator.options(batch_size=4)
    batches = []
    encoder = translator.engines.engine(options).model.encoder
    handle = encoder.register_forward_hook(lambda module, args, out: batches.append(
        len(args[0])))
    try:
        from_paragraphs = translator.translate(paragraphs, batch_size=4)
        by_paragraph = list(batches)
        from_sentences = translator.translate(sentences[:12], batch_size=4)
        by_sentence = batches[len(by_paragraph):]
        batches.clear()
        translator.translate(paragraphs, batch_size=4, split_sentences=False)
    finally:
        handle.remove()
    # 12 sentences in batches of 4, whether they come four to a line or one
    assert by_paragraph == by_sentence == [4, 4, 4]
    assert batches == [3]  # unsplit: three lines, one batch
    assert from_paragraphs == [" ".join(from_sentences[i : i + 4]) for i in range(0, 12, 4)]


def test_unsplit_texts_are_one_sentence(translator, sentences):
    text = " ".join(sentences[:2])
    unsplit = translator.translations([text, f"{sentences[0]}\n{sentences[1]}"],
                                      split_sentences=False)
    assert [len(hyps[0].sentences) for hyps in unsplit] == [1, 1]
    assert unsplit[0][0].text == unsplit[1][0].text  # a line break is a space then
    assert len(unsplit[0][0].src_pieces) == len(translator.encode([text])[0])


def test_steered_texts_are_one_sentence(translator, sentences):
    assert splits(DecodingOptions())
    assert not splits(DecodingOptions(split_sentences=False))
    assert splits(DecodingOptions(), Steering())
    assert not splits(DecodingOptions(), Steering(prefix="A man"))
    assert not splits(DecodingOptions(), Steering(constraints=["hat"]))
    assert not splits(DecodingOptions(suggestions=3))
    texts = [" ".join(sentences[:2])] * 2
    free, steered = translator.translations(texts, beam=2, prefix=["", "x"])
    assert len(free[0].sentences) == 2 and len(steered[0].sentences) == 1
    assert steered[0].src_pieces == translator.translations(texts[:1], beam=2,
                                                            split_sentences=False
                                                            )[0][0].src_pieces


def test_empty_blank_and_odd_lines_get_answers(translator, sentences):
    texts = ["", "   ", "\n\n", "!!!", "Привет мир.", "😀 😀", "\u202eשלום\u202c",
             f"{sentences[0]} Привет.", "\x00\x1b\u200b", "12 34"]
    results = translator.translations(texts, beam=2, nbest=2, return_attention=True)
    got = [hyps[0].text for hyps in results]
    assert got[:3] == ["", "", "\n\n"]
    # no piece the model knows with a letter or digit: copied, not invented
    assert got[3:7] == ["!!!", "Привет мир.", "😀 😀", "שלום"]
    assert len(results[7][0].sentences) == 2 and results[7][0].sentences[1].text == "Привет."
    assert got[8] == ""  # only invisible characters: an empty line
    assert got[9] == translator.translate(["12 34"])[0]
    for hyps in results:
        assert np.asarray(hyps[0].attention).shape == (len(hyps[0].tgt_pieces) + 1,
                                                       len(hyps[0].src_pieces) + 1)


def test_a_line_longer_than_max_input_len_is_translated_in_parts(translator, sentences,
                                                                  caplog):
    words = " ".join([s.rstrip(".") for s in sentences] * 3)
    limit = 16
    short = Translator(translator.engines, translator.subwords, translator.config,
                       max_input_len=limit)
    best = short.translations([words])[0][0]
    pieces = len(translator.encode([words])[0])
    assert len(best.sentences) >= pieces / limit
    assert all(len(s.src_pieces) <= limit for s in best.sentences)
    assert " ".join(s.source for s in best.sentences) == words.strip()
    assert "translated in" in caplog.text
    whole = short.translations([words], split_sentences=False)[0][0]
    assert len(whole.src_pieces) == limit and "truncated" in caplog.text


def test_capitals_in_capitals_out_and_headlines_in_headlines_out(translator, sentences):
    text = " ".join(sentences[:2])
    normal = translator.translate([text])[0]
    assert translator.translate([text.upper()])[0] == normal.upper()
    headline = " ".join(capitalise_first(w) for w in text.split(" "))
    assert translator.translate([headline])[0] == \
        " ".join(capitalise_first(w) for w in normal.split(" "))
    # recase=false: the model reads the capitals as typed
    assert translator.translations([text.upper()], recase=False)[0][0].src_pieces != \
        translator.translations([text])[0][0].src_pieces


@pytest.fixture(scope="module")
def steering(translator) -> tuple[str, str, str]:
    """A prefix that ends inside a word, one that ends with a space, and a term: target
    words of the tiny model's synthetic corpus."""
    first, second = load_split(translator.config.data, "val").tgt[:2]
    return f"{first.split()[0]} {first.split()[1][:3]}", f"{first.split()[0]} ", \
        second.split()[-1]


def test_a_steered_text_is_one_sentence_beside_split_ones(translator, sentences, steering):
    typing, spaced, term = steering
    text = " ".join(sentences[:2])
    results = translator.translations([text] * 4, beam=3, nbest=2,
                                      prefix=["", typing, spaced, ""],
                                      constraints=[[], [], [], [term]])
    split, typed, prefixed, constrained = (hyps[0] for hyps in results)
    assert len(split.sentences) == 2
    assert [len(t.sentences) for t in (typed, prefixed, constrained)] == [1, 1, 1]
    assert typed.sentences[0].source == text
    assert typed.text.startswith(typing) and prefixed.text.startswith(spaced)
    assert term in constrained.text and constrained.dropped_constraints == []
    # each decodes as it would alone: the split text as its sentences, a steered one whole
    for got, prefix, phrases in ((split, "", []), (typed, typing, []),
                                 (prefixed, spaced, []), (constrained, "", [term])):
        alone = translator.translations([text], beam=3, nbest=2, prefix=prefix,
                                        constraints=phrases)[0][0]
        assert got.text == alone.text and got.score == pytest.approx(alone.score, abs=1e-4)
    # an empty text: nbest empty translations, which lack every constraint
    empty = translator.translations(["", text], beam=2, nbest=2, constraints=[[term], []])[0]
    assert [(t.text, t.dropped_constraints) for t in empty] == [("", [term])] * 2


def test_a_prefix_and_terms_survive_the_casing_safety_net(translator, sentences, steering):
    typing, spaced, term = steering
    text = " ".join(sentences[:2])
    headline = " ".join(capitalise_first(w) for w in text.split(" "))
    for source, style in ((text.upper(), "upper"), (headline, "title")):
        model_input = translator.recaser(source)[0]
        for prefix in (typing, spaced):
            steered = {"beam": 3, "prefix": prefix, "constraints": [term], "suggestions": 3}
            best = translator.translations([source], **steered)[0][0]
            # what the model wrote for the recased source, in the model's casing
            raw = translator.translations([model_input], recase=False, **steered)[0][0]
            assert best.src_pieces == raw.src_pieces
            assert best.text.startswith(prefix) and term in best.text
            assert best.text == restore_around(raw.text, style, prefix, [term])
            assert best.text != raw.text
            if style == "upper":
                rest = best.text[len(prefix):].replace(term, "")
                assert rest == rest.upper()
                typed = prefix.split(" ")[-1]
                assert [s.word for s in best.suggestions] == \
                    list(dict.fromkeys(typed + s.word[len(typed):].upper()
                                       for s in raw.suggestions))


def test_best_combinations_match_brute_force():
    rng = random.Random(0)
    for _ in range(50):
        lists = [sorted((rng.uniform(-9, 0) for _ in range(rng.randint(1, 4))), reverse=True)
                 for _ in range(rng.randint(1, 4))]
        k = rng.randint(1, 8)
        want = sorted((sum(c) for c in itertools.product(*lists)), reverse=True)[:k]
        got = [sum(lists[i][j] for i, j in enumerate(combo))
               for combo in best_combinations(lists, k)]
        assert got == pytest.approx(want)


def test_word_cuts():
    pieces = ["▁a", "b", "▁c", "▁d", "e", "f", "▁g", "h", "i", "j", "k", "l"]
    # the last word start within reach; the word "ghijkl", longer than 4, inside at 4
    assert word_cuts(pieces, 4) == [3, 6, 10]
    assert word_cuts(pieces, 12) == []
