"""Target prefixes as the search forces them: the pieces of the complete words, then the typed
characters of the last word, which the next pieces must spell.

Re-tokenising a prefix that ends inside a word ("A man ri") gives pieces ("▁ri") that the
model never produced mid-word; the completion it should reach ("▁riding") starts with none of
them. So the words before the last space are forced as their own pieces, and the last word's
characters (with the word-start mark, "▁ri") are a *partial* word: the next piece must either
cover what is left of it ("▁rid", "▁riding": the word may go on) or be a proper prefix of it
("▁r", then "i..."), and so on until it is spelled. A prefix that ends with a space leaves the
partial word "▁": the next piece starts a new word (or the translation ends).

A partial word of L characters is L *states*, one per offset into it. For a batch they are
numbered together (:class:`PrefixTables`), so the search moves every row from state to state
with one lookup per step: a piece allowed at state g either covers the rest (the row is free)
or moves it to state g + len(piece).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

import numpy as np
import sentencepiece as spm

from nmt.data.subwords import EOS

WORD_START = "\u2581"  # SentencePiece's mark of a word start, "▁"
# the last whitespace of a prefix: what follows it is the word being typed
_LAST_SPACE = re.compile(r"\s(?=\S*$)")


@dataclass
class TargetPrefix:
    """A prefix as the search forces it: ``forced`` piece ids from the first step on, then the
    normalised characters ``partial`` that the next pieces must spell ("" for none)."""

    forced: list[int]
    partial: str


class PieceIndex:
    """The pieces of a target SentencePiece model as text, to find those that continue typed
    characters: by binary search over the sorted piece texts (controls, unknown, unused and
    byte pieces never continue text).

    Per piece (V,): ``lengths`` its characters (0: not text), ``word_start`` whether it starts
    a word (the mark), ``first_alnum`` and ``last_alnum`` whether its first (after the mark)
    and last characters are letters or digits. A piece *goes on with* the word before it when
    it has no mark and its first character is of the kind the word's last is (letters and
    digits, or others): "▁rid" "ing" is one word, "▁bike" "." two."""

    def __init__(self, model: spm.SentencePieceProcessor) -> None:
        self.model = model
        self.vocab_size = model.get_piece_size()
        self.lengths = np.zeros(self.vocab_size, dtype=np.int64)
        self.word_start = np.zeros(self.vocab_size, dtype=bool)
        self.first_alnum = np.zeros(self.vocab_size, dtype=bool)
        self.last_alnum = np.zeros(self.vocab_size, dtype=bool)
        entries = []
        for i in range(self.vocab_size):
            if model.is_control(i) or model.is_unknown(i) or model.is_unused(i) or \
                    model.is_byte(i):
                continue
            text = model.id_to_piece(i)
            self.lengths[i] = len(text)
            self.word_start[i] = text.startswith(WORD_START)
            word = text.removeprefix(WORD_START)
            self.first_alnum[i] = word[:1].isalnum()
            self.last_alnum[i] = word[-1:].isalnum()
            entries.append((text, i))
        entries.sort()
        self.texts = [text for text, _ in entries]
        self.ids = [i for _, i in entries]
        self.by_text = dict(entries)

    def going_on(self, last: str) -> np.ndarray:
        """(V,) bool: the pieces that go on with a word whose last character is ``last``
        ("": a bare word-start mark, which any piece without a mark goes on with)."""
        inner = (self.lengths > 0) & ~self.word_start
        return inner & (self.first_alnum == last.isalnum()) if last else inner

    def pieces(self, phrase: str) -> list[int]:
        """The pieces of a target ``phrase`` (a constraint); none when the vocabulary cannot
        spell it (SentencePiece would give an unknown piece)."""
        ids = self.model.encode(phrase)
        return [] if any(self.model.is_unknown(i) for i in ids) else ids

    def covering(self, rest: str) -> list[int]:
        """Ids of the pieces whose text starts with ``rest`` (they spell all of it)."""
        low = bisect.bisect_left(self.texts, rest)
        high = bisect.bisect_left(self.texts, rest + "\U0010ffff")
        return self.ids[low:high]

    def leading(self, rest: str) -> list[int]:
        """Ids of the pieces whose text is a proper prefix of ``rest``."""
        found = (self.by_text.get(rest[:end]) for end in range(1, len(rest)))
        return [i for i in found if i is not None]

    def spelling(self, rest: str) -> tuple[list[int], list[int]]:
        """The pieces that may come next where the typed characters ``rest`` are still to
        be spelled: (those that spell all of it, those that spell a start of it from which
        the rest can still be spelled)."""
        ok = self.viable(rest)
        return self.covering(rest), [i for i in self.leading(rest) if ok[int(self.lengths[i])]]

    def split(self, prefix: str) -> TargetPrefix:
        """The forced pieces and the partial word of ``prefix`` (module docstring); a partial
        word that no sequence of pieces can spell (a character the vocabulary lacks) is
        forced as SentencePiece encodes it instead, its unknown piece included."""
        if not prefix.strip():
            return TargetPrefix([], "")
        space = _LAST_SPACE.search(prefix)
        complete = prefix[: space.start()] if space else ""
        typed = prefix[space.end():] if space else prefix
        forced = self.model.encode(complete) if complete.strip() else []
        partial = self.model.normalize(typed) if typed else WORD_START
        if not partial.startswith(WORD_START):  # a model without the dummy prefix
            partial = WORD_START + partial
        if not self.viable(partial)[0]:
            return TargetPrefix(self.model.encode(prefix), "")
        return TargetPrefix(forced, partial)

    def viable(self, partial: str) -> list[bool]:
        """For each offset into ``partial``: whether pieces can spell the rest from there."""
        ok = [False] * (len(partial) + 1)
        ok[len(partial)] = True
        for offset in range(len(partial) - 1, -1, -1):
            rest = partial[offset:]
            ok[offset] = bool(self.covering(rest)) or any(
                ok[offset + int(self.lengths[i])] for i in self.leading(rest))
        return ok[: len(partial)]


@dataclass
class PrefixTables:
    """The prefixes of a batch of B sentences as arrays (numpy; the guide moves them to the
    engine's arrays).

    forced (B, P) int64: each sentence's forced pieces, padded with eos; forced_len (B,);
    start (B,): each sentence's first partial-word state (-1: none); allowed (G, V) bool: the
    pieces allowed at each state (eos where the partial word is only the space typed last);
    covers (G, V) bool: those that spell all the rest (the row is then free); lengths (V,)
    int64: each piece's length in characters, by which a leading piece moves the state;
    horizon: the last step at which some row may still be in a partial word; needed: the
    target ids a vocabulary shortlist must hold for these prefixes (the forced pieces and
    those that continue a typed word; a typed space allows most pieces, of which any will do).
    """

    forced: np.ndarray
    forced_len: np.ndarray
    start: np.ndarray
    allowed: np.ndarray
    covers: np.ndarray
    lengths: np.ndarray
    horizon: int
    needed: np.ndarray

    @classmethod
    def build(cls, prefixes: list[TargetPrefix], index: PieceIndex) -> PrefixTables:
        """The tables of ``prefixes``, one per sentence of the batch."""
        batch = len(prefixes)
        width = max([len(p.forced) for p in prefixes] + [1])
        forced = np.full((batch, width), EOS, dtype=np.int64)
        for row, p in enumerate(prefixes):
            forced[row, : len(p.forced)] = p.forced
        forced_len = np.array([len(p.forced) for p in prefixes], dtype=np.int64)
        start = np.full(batch, -1, dtype=np.int64)
        states = sum(len(p.partial) for p in prefixes)
        allowed = np.zeros((states, index.vocab_size), dtype=bool)
        covers = np.zeros((states, index.vocab_size), dtype=bool)
        g, horizon = 0, 0
        needed = [forced[row, : len(p.forced)] for row, p in enumerate(prefixes)]
        for row, p in enumerate(prefixes):
            if not p.partial:
                continue
            start[row] = g
            horizon = max(horizon, len(p.forced) + len(p.partial))
            _fill_states(p.partial, index, allowed[g : g + len(p.partial)],
                         covers[g : g + len(p.partial)])
            if p.partial != WORD_START:
                needed.append(np.flatnonzero(allowed[g : g + len(p.partial)].any(0)))
            g += len(p.partial)
        return cls(forced, forced_len, start, allowed, covers, index.lengths, horizon,
                   np.unique(np.concatenate([*needed, np.zeros(0, np.int64)])))


def _fill_states(partial: str, index: PieceIndex, allowed: np.ndarray, covers: np.ndarray
                 ) -> None:
    """Fill the rows (L, V) of one partial word's L states, in place."""
    for offset in range(len(partial)):
        done, starts = index.spelling(partial[offset:])
        covers[offset, done] = True
        allowed[offset, done + starts] = True
    if partial == WORD_START:  # only a space typed: the translation may also end there
        allowed[0, EOS] = covers[0, EOS] = True
