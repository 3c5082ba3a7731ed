"""What inference does to a text before it reads it: one rule per kind of odd character, so
that invisible or control characters neither reach the model as unknown pieces nor crash
anything downstream (a lone surrogate cannot even be encoded as UTF-8).

The rules, in order (docs/how-to/robust-input.md lists them for users):

1. Unicode NFC: a letter and its combining accent become the one precomposed character the
   subword model knows ("a" + U+0308 -> "ä").
2. Deleted: format characters (Unicode category Cf: soft hyphen, zero-width space and
   joiners, word joiner, byte-order mark, the bidirectional marks, embeddings, overrides and
   isolates, tag characters), control characters that are not whitespace (category Cc:
   NUL, ESC, DEL, ...), and lone surrogates (Cs). All are invisible: the text reads the
   same without them, and "Fahr<soft hyphen>rad" becomes the word "Fahrrad" again.
3. Every other whitespace character (tab, vertical tab, form feed, a lone carriage return,
   no-break and other Unicode spaces, the Unicode line and paragraph separators) becomes a
   space, and runs of spaces one space; spaces at either end are removed.

Line breaks ("\\n", "\\r\\n") are not this module's business: a text is cut into lines first
(nmt.text.layout), and each line comes back where it was.
"""

from __future__ import annotations

import re
import unicodedata

# categories whose characters are deleted: format, control, surrogate
_DELETED = ("Cf", "Cc", "Cs")
_SPACES = re.compile(r"\s+")


def _drop_invisible(text: str) -> str:
    """``text`` without the characters of rule 2; whitespace controls (tab, ...) stay."""
    return "".join(c for c in text
                   if c.isspace() or unicodedata.category(c) not in _DELETED)


def normalise(line: str) -> str:
    """One line of input as the model reads it (the rules of this module's docstring)."""
    if line.isascii() and line.isprintable():  # the common case: nothing to do but spaces
        return " ".join(line.split())
    # NFC needs valid code points: lone surrogates go first
    text = "".join(c for c in line if not 0xD800 <= ord(c) <= 0xDFFF)
    text = _drop_invisible(unicodedata.normalize("NFC", text))
    return _SPACES.sub(" ", text).strip()
