"""The spelling safety net: a source word that is no word of its language, but that one
typing error or a keyboard without the language's letters would make of a word of the
model's training corpus, is written as that word before the model reads it.

A word is left as it is when the training corpus had it (in any casing) or the language's
dictionary has it: the word lists of pyspellchecker (counted from OpenSubtitles, for the
languages of :func:`dictionary`). Without the dictionary, a real word that the corpus lacks
("Rose", "nackt", "Länder" are not in Multi30k's training German) is one edit away from
a corpus word often enough that repairing it would do more harm than the typos it fixes.

Two repairs, tried in order:
- the language's letters typed plainly (nmt.text.translit: "Maenner" -> "Männer",
  "Strasse" -> "Straße"; for French "foret" -> "forêt"): the corpus's most frequent word
  whose plain spelling that is, else the dictionary's (capitalised as typed). A plain
  spelling that is itself a word ("Masse") is not repaired.
- one typing error, where the language has a dictionary (Norvig's corrector, counting a
  swap of neighbouring letters as one edit): the corpus's most frequent word, seen at least
  MIN_COUNT times, one letter swapped, dropped, added or replaced away. Words shorter than
  MIN_TYPO_LENGTH letters are left alone: most short strings are one edit away from
  several common words. So are capitalised words after a sentence's first word outside
  German, where they are names ("Alice" is no "lice"); German capitalises its nouns.

The corpus's words are the candidates for typing errors, not the dictionary's, because
they are the words the model learnt to translate. A word that nothing repairs (a name, a
new compound) stays as it is, so the model reads what it would have read without the net.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

from nmt.text.casing import WORD, capitalise_first
from nmt.text.translit import base_language, has_table, transliterate

log = logging.getLogger(__name__)

# a typo is repaired to words seen at least this often: rarer ones are as likely to be
# the typo's neighbour by chance as the word meant
MIN_COUNT = 2
MIN_TYPO_LENGTH = 3



def dictionary(lang: str) -> Counter[str] | None:
    """The pyspellchecker word list of language ``lang`` (an ISO 639-1 code): lower-case
    words with their counts; None for a language it has no list of (it has en, es, fr, it,
    pt, de, ru, ar, lv, eu, nl, fa)."""
    from spellchecker import SpellChecker  # loads a word list: only when asked

    try:
        words = SpellChecker(language=base_language(lang)).word_frequency.dictionary
    except ValueError:
        log.info("the spelling safety net has no dictionary of %r: it restores the "
                 "language's letters, and leaves typing errors as they are", lang)
        return None
    return words


class Respeller:
    """The spelling safety net of one language: the words of a corpus in it with their
    counts (``counts``), the language (``lang``) and its dictionary (``words``, lower-case
    words with counts; None: repair no typing errors)."""

    def __init__(self, counts: Counter[str], lang: str, words: Counter[str] | None) -> None:
        self.counts, self.words = counts, words
        self.letters = sorted({c for word in counts for c in word.lower() if c.isalpha()})
        self.plain = _plain_spellings(counts, lang, lambda w: w in counts)
        self.plain_lower = _plain_spellings(words or Counter(), lang, self.known)
        self.names_capitalised = base_language(lang) != "de"

    @classmethod
    def from_lines(cls, lines: Iterable[str], lang: str,
                   words: Counter[str] | None) -> Respeller:
        """The net of the words of ``lines`` (sentences in language ``lang``) and the
        dictionary ``words``."""
        return cls(Counter(w for line in lines for w in WORD.findall(line)), lang, words)

    def known(self, word: str) -> bool:
        """Whether the corpus had ``word`` (as it is, in lower case or capitalised) or the
        dictionary has it."""
        return (self._form(word) is not None or word.lower() in self.counts
                or (self.words is not None and word.lower() in self.words))

    def word(self, word: str, first: bool = True) -> str:
        """``word`` repaired (the module docstring), or as it is; ``first``: whether it
        starts its sentence."""
        if self.known(word) or any(c.isdigit() for c in word):
            return word
        form = (self.plain.get(word) or self.plain.get(word.lower())
                or self.plain_lower.get(word.lower()))
        if form:
            return capitalise_first(form) if word[:1].isupper() else form
        if (self.words is None or len(word) < MIN_TYPO_LENGTH
                or (self.names_capitalised and not first and word[:1].isupper())):
            return word
        found = {form for form in map(self._form, self._edits(word))
                 if form and self.counts[form] >= MIN_COUNT}
        return max(found, key=lambda w: (self.counts[w], w)) if found else word

    def __call__(self, sentence: str) -> str:
        """``sentence`` with every word repaired where it needs it (:meth:`word`); spaces
        and punctuation as they were."""
        start = WORD.search(sentence)
        first = start.start() if start else 0
        return WORD.sub(lambda match: self.word(match.group(), match.start() == first),
                         sentence)

    def _form(self, word: str) -> str | None:
        """``word`` as the corpus has it: as it is, else capitalised (a noun whose first
        letter a typo dropped: "esicht" -> "gesicht" -> "Gesicht"); None if neither."""
        for form in (word, word[:1].upper() + word[1:]):
            if form in self.counts:
                return form
        return None

    def _edits(self, word: str) -> Iterator[str]:
        """Every string one typing error away from ``word``; a replaced or added letter
        takes the case of the letter it replaces or follows."""
        for i in range(len(word) + 1):
            head, tail = word[:i], word[i:]
            upper = (tail[:1] or head[-1:]).isupper()
            if tail:
                yield head + tail[1:]
            if len(tail) > 1:
                yield head + tail[1] + tail[0] + tail[2:]
            for letter in self.letters:
                letter = letter.upper() if upper else letter
                if tail:
                    yield head + letter + tail[1:]
                yield head + letter + tail


def _plain_spellings(counts: Counter[str], lang: str,
                     is_word: Callable[[str], bool]) -> dict[str, str]:
    """Each plain spelling (:func:`transliterate`) of a word of ``counts`` that is no word
    (``is_word``) -> the most frequent word of ``counts`` spelled that way."""
    if not has_table(lang):
        return {}
    best: dict[str, str] = {}
    for word, count in counts.items():
        plain = transliterate(word, lang)
        if plain != word and not is_word(plain) and count > counts.get(best.get(plain), 0):
            best[plain] = word
    return best
