"""Word alignments from attention: pieces merged into words (summed on both sides, eos
dropped), one link per target word to the source word holding most of its attention, in
Pharaoh ``i-j`` form; from greedy and beam search alike."""

from __future__ import annotations

import pytest
import torch

from nmt import Translator
from nmt.errors import ConfigError
from nmt.inference.word_alignment import pharaoh, piece_words, word_alignment
from tests.tiny_run import tiny_checkpoint


def test_pieces_are_grouped_into_the_words_sentencepiece_marks():
    assert piece_words(["▁Ein", "▁Mann", "fähr", "t", "▁."]) == ([0, 1, 1, 1, 2], 3)
    assert piece_words(["Ein", "▁Haus"]) == ([0, 1], 2)  # the first piece starts a word anyway
    # a lone "▁" is no word of its own: "a ▁ ▁b" detokenises to two words
    assert piece_words(["▁", "▁a", "▁", "▁b", "▁"]) == ([0, 0, 0, 1, 1], 2)
    assert piece_words([]) == ([], 0) and piece_words(["▁"]) == ([0], 0)


def test_weights_are_summed_over_the_pieces_of_each_word():
    # source "▁a ▁bc d ▁e" + eos = words a | bc+d | e; target "▁x y ▁z" + eos = words xy | z
    src = ["▁a", "▁bc", "d", "▁e"]
    tgt = ["▁x", "y", "▁z"]
    attention = torch.tensor([
        # ▁a   ▁bc    d    ▁e   eos
        [0.40, 0.30, 0.00, 0.00, 0.30],  # ▁x: a 0.4, bc+d 0.3
        [0.00, 0.10, 0.25, 0.30, 0.35],  # y : bc+d 0.35, e 0.3  -> word xy: a 0.4, bc 0.65
        [0.00, 0.20, 0.20, 0.35, 0.25],  # ▁z: bc+d 0.4 beats e 0.35 though ▁e is the top piece
        [0.10, 0.10, 0.10, 0.10, 0.60],  # eos row: dropped
    ])
    pairs = word_alignment(attention, src, tgt)
    assert pairs == [(1, 0), (1, 1)]
    assert pharaoh(pairs) == "1-0 1-1"
    # without the eos row and column the same matrix gives the same words
    assert word_alignment(attention[:3, :4], src, tgt) == pairs
    assert word_alignment(attention, [], tgt) == [] and word_alignment(attention, src, []) == []
    with pytest.raises(ValueError, match="does not cover"):
        word_alignment(attention[:2], src, tgt)


def test_every_target_word_of_a_translation_is_aligned(tmp_path):
    translator = Translator.from_pretrained(tiny_checkpoint(tmp_path, seed=3), device="cpu")
    lines = ["a b c d e f", "g h", "i"]
    for beam in (1, 4):
        for translation in translator.translate_with_attention(lines, beam=beam):
            pairs = translation.word_alignment()
            words = translation.text.split()
            assert [tgt for _, tgt in pairs] == list(range(len(words)))
            source_words = len(translator.subwords.src.decode_pieces(
                translation.src_pieces).split())
            assert all(0 <= src < source_words for src, _ in pairs)
    plain = translator.translations(lines[:1])[0][0]
    with pytest.raises(ConfigError, match="no attention"):
        plain.word_alignment()
