"""Text as it is typed on a keyboard without the language's special letters.

German writes ä ö ü ß as ae oe ue ss (its own convention, e.g. in crosswords and URLs);
the languages in :data:`ACCENTED` are typed without their accents and diacritics (é -> e,
č -> c). A language in neither has no table: :func:`transliterate` leaves its text as it
is and :func:`has_table` says so.
"""

from __future__ import annotations

import re
import unicodedata

_GERMAN = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ẞ": "SS"}
_GERMAN_CAPITALS = {"Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}
_GERMAN_LETTERS = re.compile("[äöüßẞÄÖÜ]")
# languages commonly typed without their accents; each letter loses its combining marks
ACCENTED = ("cs", "es", "fr", "it", "pl", "pt", "ro", "sk")
# letters whose stroke is no combining mark, so that decomposing them keeps them
_UNDECOMPOSED = str.maketrans({"ł": "l", "Ł": "L"})


def has_table(lang: str) -> bool:
    """Whether :func:`transliterate` changes text of language ``lang`` (an ISO 639-1 code,
    e.g. "de")."""
    return base_language(lang) == "de" or base_language(lang) in ACCENTED


def transliterate(text: str, lang: str) -> str:
    """``text`` (in language ``lang``) without its special letters: for German ä ö ü ß as
    ae oe ue ss, Ä as Ae, or AE inside a word in capitals ("ÄRGER" -> "AERGER"); for the
    languages of :data:`ACCENTED` without accents; otherwise ``text`` itself."""
    base = base_language(lang)
    if base == "de":
        return _GERMAN_LETTERS.sub(lambda match: _german(text, match.start()), text)
    if base in ACCENTED:
        decomposed = unicodedata.normalize("NFD", text.translate(_UNDECOMPOSED))
        return unicodedata.normalize(
            "NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))
    return text


def _german(text: str, position: int) -> str:
    letter = text[position]
    if letter not in _GERMAN_CAPITALS:
        return _GERMAN[letter]
    after = text[position + 1 : position + 2]
    before = text[position - 1 : position] if position else ""
    in_capitals = after.isupper() or (not after.isalpha() and before.isupper())
    return _GERMAN_CAPITALS[letter].upper() if in_capitals else _GERMAN_CAPITALS[letter]


def base_language(lang: str) -> str:
    """The language code without region or script: "de" of "de", "DE", "de-AT" or
    "de_CH"."""
    return re.split(r"[-_]", lang.strip().lower(), maxsplit=1)[0]
