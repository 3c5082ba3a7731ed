"""Cutting one line of text into sentences: sentencex (Wikimedia's segmenter, rules for ~300
languages, written in Rust) with a few rules on top for what it gets wrong in the texts
people paste into a translator (measured in docs/results/paragraphs.md):

- a list marker ("1. ", "2) ") starts the sentence after it: sentencex leaves "2. " at the
  end of the sentence before, or alone;
- in languages that write ordinal numbers with a full stop (German "der 2. Weltkrieg",
  Czech, Danish, ...) a number of one to three digits with a full stop does not end a
  sentence; nor does a single capital letter with one (an initial: "J. Smith", French
  "M. Dupont");
- a sentence without a final full stop runs into the next one in text joined from
  captions ("... in einem Büro Eine lächelnde Frau ..."): in a normally cased text, a
  capitalised article or number word right after a word (no punctuation between) starts a
  new sentence, for the languages in :data:`OPENERS` (words that are written in lower case
  inside a sentence, so that a capital one marks a start);
- a text with no capital letter at all is segmented as if each sentence began with one
  (sentencex does not cut "... fahrrad. zwei hunde ...").
"""

from __future__ import annotations

import itertools
import re

import sentencex

from nmt.text.casing import casing_style
from nmt.text.translit import base_language

# languages whose ordinal numbers are written with a full stop ("am 3. Mai")
DOT_ORDINALS = frozenset({"de", "cs", "da", "et", "fi", "fo", "hr", "hu", "is", "lv", "nb",
                          "nn", "no", "pl", "sk", "sl", "sr", "bs", "tr"})
# capitalised words that open a sentence and are written in lower case inside one: articles
# and number words. Not "Sie" (polite "you") nor "The" (titles); not "Acht" nor "Ten",
# which Multi30k's training sentences capitalise inside names ("Bahn Acht", "Big Ten")
OPENERS = {
    "de": frozenset({"Ein", "Eine", "Einer", "Eines", "Einem", "Einen", "Der", "Die", "Das",
                     "Den", "Dem", "Des", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben",
                     "Neun", "Zehn", "Mehrere", "Viele", "Einige"}),
    "en": frozenset({"A", "An", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
                     "Several", "Many"}),
    "fr": frozenset({"Un", "Une", "Des", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept",
                     "Huit", "Neuf", "Dix", "Plusieurs"}),
}
_TERMINAL = ".!?…"
_MARKER_AT_END = re.compile(r"(?<=[.!?…\"'”“»«)])\s+(\d{1,3}[.)])\s*$")
_BARE_MARKER = re.compile(r"^\d{1,3}[.)]$")
_ORDINAL_AT_END = re.compile(r"(?:^|\s)\d{1,3}\.$")
_INITIAL_AT_END = re.compile(r"(?:^|[\s.])[^\W\d_]\.$")  # then: is it a capital?
_WORD = re.compile(r"\S+")


class SentenceSplitter:
    """Cuts lines of text in language ``lang`` (a code like "de"; an unknown code gets
    sentencex's fallback, its English-like rules) into sentences."""

    def __init__(self, lang: str) -> None:
        self.lang = base_language(lang)
        self.openers = OPENERS.get(self.lang, frozenset())

    def split(self, line: str) -> list[str]:
        """The sentences of ``line`` (one line, no line breaks), in order, without the spaces
        between them; [] for a line of only spaces. Joined with spaces they give the line
        (up to its whitespace)."""
        if not line.strip():
            return []
        probe = _capitalised_starts(line) if line == line.lower() else line
        lengths = [len(s) for s in sentencex.segment(self.lang, probe)]
        starts = [0, *itertools.accumulate(lengths)]
        pieces = [line[a:b] for a, b in itertools.pairwise(starts)]
        sentences = self._merge(_move_markers(pieces))
        return [part for s in sentences for part in self._split_openers(s)]

    def _merge(self, pieces: list[str]) -> list[str]:
        """Join a piece to the next one where it ends in a list marker alone, an ordinal
        (DOT_ORDINALS languages) or an initial."""
        out: list[str] = []
        carry: list[str] = []  # pieces waiting for the next one (joined once: no quadratic)
        for piece in pieces:
            carry.append(piece)
            if not self._ends_too_early(piece.strip()):
                out.append("".join(carry).strip())
                carry = []
        out.append("".join(carry).strip())
        return [sentence for sentence in out if sentence]

    def _ends_too_early(self, piece: str) -> bool:
        if _BARE_MARKER.match(piece) or (_INITIAL_AT_END.search(piece) and
                                         piece[-2].isupper()):
            return True
        return self.lang in DOT_ORDINALS and bool(_ORDINAL_AT_END.search(piece))

    def _split_openers(self, sentence: str) -> list[str]:
        """``sentence`` cut before each capitalised opener that follows a word directly."""
        if not self.openers or casing_style(sentence) != "normal":
            return [sentence]
        cuts = [word.start() for prev, word in itertools.pairwise(_WORD.finditer(sentence))
                if word.group() in self.openers and prev.group()[-1].isalpha()]
        bounds = [0, *cuts, len(sentence)]
        return [sentence[a:b].strip() for a, b in itertools.pairwise(bounds)]


def _move_markers(pieces: list[str]) -> list[str]:
    """Move a list marker that ends a piece after a sentence's end ("... läuft. 2. ") to the
    start of the next piece."""
    out = list(pieces)
    for i in range(len(out) - 1):
        match = _MARKER_AT_END.search(out[i])
        if match:
            out[i], out[i + 1] = out[i][: match.start(1)], out[i][match.start(1):] + out[i + 1]
    return out


def _capitalised_starts(line: str) -> str:
    """``line`` (no capital letters) with the first letter of the line and of each word
    after a sentence's end upper-cased, where that keeps the length (the offsets of the
    segments found in it are then the line's)."""
    chars = list(line)
    start = True
    for i, c in enumerate(chars):
        if c.isalpha():
            if start and len(c.upper()) == 1:
                chars[i] = c.upper()
            start = False
        elif c in _TERMINAL:
            start = True
        elif not c.isspace() and c not in "\"'“”„«»‚‘’()[]-–—":
            start = False
    return "".join(chars)
