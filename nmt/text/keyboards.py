"""Neighbouring letter keys of the keyboards people type languages on, for typos.

A layout is its three rows of letter keys; each row sits a fixed fraction of a key to the
right of the row above (the stagger of a standard keyboard). Two keys are neighbours when
they touch: next to each other in a row, or in adjacent rows less than a key apart.
"""

from __future__ import annotations

import functools

# the letter rows of each layout and their offsets from the left, in keys
QWERTY = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
QWERTZ_DE = ("qwertzuiopü", "asdfghjklöä", "yxcvbnm")
QWERTZ_CS = ("qwertzuiopú", "asdfghjklů", "yxcvbnm")
AZERTY = ("azertyuiop", "qsdfghjklm", "wxcvbn")
_STAGGER = (0.0, 0.25, 0.75)

LAYOUTS = {"de": QWERTZ_DE, "cs": QWERTZ_CS, "sk": QWERTZ_CS, "fr": AZERTY}


def layout(lang: str) -> tuple[str, ...]:
    """The letter rows of the keyboard language ``lang`` is typed on (QWERTY for a language
    without its own entry in :data:`LAYOUTS`)."""
    return LAYOUTS.get(lang.lower().replace("_", "-").split("-")[0], QWERTY)


@functools.cache
def neighbours(rows: tuple[str, ...]) -> dict[str, str]:
    """Every lower-case letter key of ``rows`` -> the letters of the keys that touch it."""
    places = {key: (row, column + _STAGGER[row]) for row, keys in enumerate(rows)
              for column, key in enumerate(keys)}
    return {key: "".join(other for other, (row2, x2) in places.items()
                         if other != key and abs(row2 - row) <= 1
                         and abs(x2 - x) < (1.5 if row2 == row else 1.0))
            for key, (row, x) in places.items()}
