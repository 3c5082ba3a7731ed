"""The casing safety net: a sentence typed in capitals, With Every Word Capitalised or all in
lower case is recased before the model reads it (models see such text rarely or never, and
their subword pieces split it into fragments), and the translation gets the input's casing
back: capitals in, capitals out; headline case in, headline case out; lower case in, the
model's normal casing out (as a translator that was given cased text would write it).

Recasing lowers every word and gives it back the form it has inside sentences of the
model's training corpus (a truecasing table, as Moses' truecaser and Marian users build it,
:class:`CasingTable`); a word the table does not know takes the form the model's source
vocabulary spells best (:class:`VocabularyCasing`); the first word then gets a capital.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

# what casing_style answers
STYLES = ("normal", "upper", "title", "lower")
# words, for truecasing and respelling: runs of letters and digits (apostrophes and hyphens
# split words)
WORD = re.compile(r"[^\W_]+")
# tokens after which the next word starts a sentence (its capital says nothing)
_OPENING = re.compile(r"[.!?…:;\"'„“”«»‚‘’(\[-]$")
# the first letter of each word (after its opening punctuation; a word that starts with a
# digit has none)
_FIRST_LETTER = re.compile(r"(?<!\S)[^\w\s]*([^\W\d_])")
# sentences whose every word is capitalised are headline case from this many words: "Ein
# Mann." and "Zwei Hunde." are normal German
TITLE_MIN_WORDS = 3


def casing_style(sentence: str) -> str:
    """One of :data:`STYLES`: "upper" when no letter is lower case and at least two are
    capitals (not "I."; "USA" is, and recasing gives the table's "USA" back); "title" when
    every word with a letter begins with a capital and at least TITLE_MIN_WORDS do;
    "lower" when no letter is a capital; else "normal"."""
    # str's own tests run in C: a pasted megabyte must not take seconds
    if sentence.isupper():
        capitals = itertools.islice((c for c in sentence if c.isupper()), 2)
        return "upper" if sum(1 for _ in capitals) == 2 else "normal"
    if sentence.islower():
        return "lower"
    firsts = "".join(_FIRST_LETTER.findall(sentence))
    return "title" if len(firsts) >= TITLE_MIN_WORDS and firsts.isupper() else "normal"


def _first_letter(word: str) -> str:
    return next((c for c in word if c.isupper() or c.islower()), "")


def capitalise_first(word: str) -> str:
    """``word`` with its first cased letter a capital (where that keeps one letter: "ß"
    stays)."""
    for i, c in enumerate(word):
        if c.isupper() or c.islower():
            upper = c.upper()
            return word[:i] + (upper if len(upper) == 1 else c) + word[i + 1:]
    return word


def restore(translation: str, style: str) -> str:
    """A translation given the casing ``style`` of its source: capitals for "upper", every
    word capitalised for "title", as it is otherwise."""
    if style == "upper":
        return translation.upper()
    if style == "title":
        return " ".join(capitalise_first(w) for w in translation.split(" "))
    return translation


def restore_around(text: str, style: str, prefix: str = "", kept: Sequence[str] = ()) -> str:
    """``text`` given the casing ``style`` (:func:`restore`) outside the spans that must stay
    as written: its start when that is ``prefix`` (the target text a search was told to start
    with) and every occurrence of a ``kept`` phrase (terminology). In title case a word that
    such a span ends inside goes on without a capital ("A Man ri" + "des" stays "A Man
    rides")."""
    if style not in ("upper", "title"):
        return text
    out, end = [], 0
    for start, stop in [*_kept_spans(text, prefix, kept), (len(text), len(text))]:
        gap = text[end:start]
        if style == "title" and end > 0 and not text[end - 1].isspace():
            word, space, rest = gap.partition(" ")
            out.append(word + space + restore(rest, style))
        else:
            out.append(restore(gap, style))
        out.append(text[start:stop])
        end = stop
    return "".join(out)


def _kept_spans(text: str, prefix: str, kept: Sequence[str]) -> list[tuple[int, int]]:
    """The (start, end) character spans of ``text`` that :func:`restore_around` keeps, in
    order, overlapping ones merged."""
    # a prefix as typed, or with its spaces collapsed as the subword model spells them
    starts = [form for form in (prefix, " ".join(prefix.split())) if form and
              text.startswith(form)]
    found = [(0, len(starts[0]))] if starts else []
    for phrase in filter(None, kept):
        start = text.find(phrase)
        while start >= 0:
            found.append((start, start + len(phrase)))
            start = text.find(phrase, start + 1)
    spans: list[tuple[int, int]] = []
    for start, stop in sorted(found):
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], stop))
        else:
            spans.append((start, stop))
    return spans


class CasingTable:
    """A truecasing table: each word's most frequent form inside sentences (not the first
    word, nor a word after a sentence's end, a colon or a quote) of a corpus, by its
    lower-case form (words seen only at a sentence's start keep the form seen there); each
    word's most frequent form at a sentence's start; and whether most sentences of the
    corpus start with a capital."""

    def __init__(self, forms: dict[str, str], starts: dict[str, str],
                 capital_starts: bool) -> None:
        self.forms, self.starts, self.capital_starts = forms, starts, capital_starts

    @classmethod
    def from_lines(cls, lines: Iterable[str]) -> CasingTable:
        """Count the forms of every word of ``lines`` (one sentence each)."""
        inside: Counter[str] = Counter()
        opening: Counter[str] = Counter()
        for line in lines:
            start = True
            for token in line.split():
                for word in WORD.findall(token):
                    (opening if start else inside)[word] += 1
                    start = False
                start = start or bool(_OPENING.search(token))
        # a form seen inside sentences (rank 1) beats any seen only at starts (rank 0)
        capitals = sum(n for w, n in opening.items() if _first_letter(w).isupper())
        return cls(_most_frequent([inside, opening]), _most_frequent([opening]),
                   capitals * 2 > sum(opening.values()))

    def get(self, word: str) -> str | None:
        """The usual form of ``word`` (any casing) inside a sentence, None when the corpus
        never had it."""
        return _find(self.forms, word.lower())

    def first(self, word: str, fallback: Callable[[str], str]) -> str:
        """The form of ``word`` (lower case) as a sentence's first word: as the corpus
        starts sentences with it, else its usual form (``fallback``'s for a word the table
        lacks), capitalised where the corpus capitalises starts."""
        start = _find(self.starts, word)
        if start:
            return start
        form = self.get(word) or fallback(word)
        return capitalise_first(form) if self.capital_starts else form


def _find(forms: dict[str, str], key: str) -> str | None:
    """``forms[key]``, or where the table lacks it, the form of ``key`` with one "ss" as "ß"
    (capitals write "Straße" as "STRASSE")."""
    if key in forms or "ss" not in key:
        return forms.get(key)
    for match in re.finditer("ss", key):
        variant = key[: match.start()] + "ß" + key[match.end():]
        if variant in forms:
            return forms[variant]
    return None


def _most_frequent(counters: list[Counter[str]]) -> dict[str, str]:
    """For each lower-case form, its most frequent form in the first counter that has one."""
    best: dict[str, tuple[int, int, str]] = {}
    for rank, counts in enumerate(reversed(counters)):
        for word, count in counts.items():
            key = word.lower()
            best[key] = max(best.get(key, (rank, count, word)), (rank, count, word))
    return {key: word for key, (_, _, word) in best.items()}


def recase(sentence: str, table: CasingTable | None, fallback: Callable[[str], str]) -> str:
    """``sentence`` in lower case with each word's usual form: the ``table``'s, else
    ``fallback(lower-case word)``'s; the first word as sentences start with it (without a
    table: capitalised)."""
    def form(match: re.Match) -> str:
        word = match.group().lower()
        return (table.get(word) if table else None) or fallback(word)

    lower = sentence.lower()
    first = WORD.search(lower)
    if first is None:
        return lower
    head = table.first(first.group(), fallback) if table else \
        capitalise_first(fallback(first.group()))
    return lower[: first.start()] + head + WORD.sub(form, lower[first.end():])


class VocabularyCasing:
    """The casing of a word that the source SentencePiece model ``processor`` spells best:
    lower case, unless the capitalised form (or the capitals) are more likely by
    ``margin`` nats under its unigram scores (sentence-initial capitals inflate a
    capitalised piece's score, hence the margin; an unknown piece costs UNKNOWN)."""

    UNKNOWN = -20.0

    def __init__(self, processor, margin: float = 1.0) -> None:
        self.processor, self.margin = processor, margin
        self._cache: dict[str, str] = {}

    def __call__(self, word: str) -> str:
        """The best form of the lower-case ``word``."""
        if word not in self._cache:
            lower = self._score(word)
            forms = [(self._score(f), f) for f in (capitalise_first(word), word.upper())
                     if f != word]
            score, form = max(forms, default=(lower, word))
            self._cache[word] = form if score > lower + self.margin else word
        return self._cache[word]

    def _score(self, word: str) -> float:
        unk = self.processor.unk_id()
        return sum(self.UNKNOWN if i == unk else self.processor.get_score(i)
                   for i in self.processor.encode(word))


class Recaser:
    """The safety net for one model: a sentence -> (what the model reads, its casing style).
    Sentences of a style other than "normal" are recased with the truecasing table that
    ``table`` makes (called once, at the first such sentence; None: no table) and the
    source vocabulary's ``fallback`` for words the table lacks."""

    def __init__(self, table: Callable[[], CasingTable | None],
                 fallback: Callable[[str], str]) -> None:
        self._make_table, self.fallback = table, fallback
        self._table: CasingTable | None = None
        self._made = False

    def table(self) -> CasingTable | None:
        """The truecasing table (made at the first call)."""
        if not self._made:
            self._table, self._made = self._make_table(), True
        return self._table

    def __call__(self, sentence: str) -> tuple[str, str]:
        """``sentence`` as the model reads it, and its casing style."""
        style = casing_style(sentence)
        if style == "normal":
            return sentence, style
        return recase(sentence, self.table(), self.fallback), style
