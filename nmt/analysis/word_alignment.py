"""Word alignments from attention, in the Pharaoh format that fast_align writes and Moses
reads: ``i-j`` pairs, 0-based source word i, target word j, one line per sentence.

Words are what whitespace separates in the detokenised text, as SentencePiece marks them: a
piece that begins with "▁" starts a new word and every other piece continues the word before
it (a piece that is only "▁" joins the word before it). The attention of
a translation (target pieces x source pieces, each with an eos) becomes word x word by
dropping the eos row and column and summing the weights of the pieces of each word on both
sides; each target word is then aligned to the source word that holds the most of its
attention (one link per target word, as the argmax alignments of Marian and fairseq).
"""

from __future__ import annotations

import numpy as np

WORD_START = "▁"


def piece_words(pieces: list[str]) -> tuple[list[int], int]:
    """The 0-based word index of each piece, and the number of words: a word begins at the
    first piece with text after a "▁" (the first piece with text always begins one); a
    piece that is only "▁" belongs to the word before it (to the first word at the start).
    The words are thus those of the detokenised text split at whitespace."""
    words, index, boundary = [], -1, True
    for piece in pieces:
        boundary = boundary or piece.startswith(WORD_START)
        if boundary and piece.replace(WORD_START, ""):
            index, boundary = index + 1, False
        words.append(max(index, 0))
    return words, index + 1


def word_alignment(attention: np.ndarray, src_pieces: list[str], tgt_pieces: list[str]
                   ) -> list[tuple[int, int]]:
    """(source word, target word) pairs, in target order, one per target word: attention
    (T or T + 1, S or S + 1) over the T target and S source pieces (an extra row and column,
    eos, are left out), a numpy array or a CPU tensor. Empty when either side has no words."""
    attention = np.asarray(attention, dtype=np.float32)
    rows, cols = len(tgt_pieces), len(src_pieces)
    if attention.shape[0] < rows or attention.shape[1] < cols:
        raise ValueError(f"attention {tuple(attention.shape)} does not cover {rows} target "
                         f"and {cols} source pieces")
    src_words, src_count = piece_words(src_pieces)
    tgt_words, tgt_count = piece_words(tgt_pieces)
    if src_count == 0 or tgt_count == 0:
        return []
    by_src = np.zeros((rows, src_count), dtype=np.float32)
    np.add.at(by_src.T, src_words, attention[:rows, :cols].T)
    mass = np.zeros((tgt_count, src_count), dtype=np.float32)
    np.add.at(mass, tgt_words, by_src)
    return [(src, tgt) for tgt, src in enumerate(mass.argmax(axis=1).tolist())]


def pharaoh(pairs: list[tuple[int, int]]) -> str:
    """Alignment pairs as one Pharaoh line: ``"0-0 2-1 1-2"``."""
    return " ".join(f"{src}-{tgt}" for src, tgt in pairs)
