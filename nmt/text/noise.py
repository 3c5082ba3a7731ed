"""Noise as people type it: typing errors and a missing final full stop.

The typing errors are those of Belinkov & Bisk (2018) and Karpukhin et al. (2019): two
neighbouring letters swapped, a letter dropped, a letter doubled, a letter replaced by a
neighbouring key of the keyboard (nmt.text.keyboards). Only letters are touched, never
digits, punctuation or spaces, and no word loses its last letter.
"""

from __future__ import annotations

import math
import random

from nmt.text.keyboards import layout, neighbours

EDITS = ("swap", "drop", "double", "key")


def typos(text: str, edits: int, rng: random.Random, lang: str = "en") -> str:
    """``text`` with ``edits`` typing errors, each of a kind and at a letter drawn from
    ``rng``; keys are neighbours on the keyboard of language ``lang``. A text without
    letters comes back as it is."""
    chars = list(text)
    keys = neighbours(layout(lang))
    for _ in range(edits):
        letters = [i for i, char in enumerate(chars) if char.isalpha()]
        if not letters:
            break
        _edit(chars, rng.choice(letters), rng.choice(EDITS), keys, rng)
    return "".join(chars)


def _edit(chars: list[str], at: int, kind: str, keys: dict[str, str],
          rng: random.Random) -> None:
    """Make one typing error of ``kind`` at letter ``at`` of ``chars`` (in place); where
    that kind cannot change anything there (a one-letter word, a key not on the keyboard),
    the letter is doubled instead."""
    after = at + 1 < len(chars) and chars[at + 1].isalpha()
    before = at > 0 and chars[at - 1].isalpha()
    if kind == "swap" and after and chars[at] != chars[at + 1]:
        chars[at], chars[at + 1] = chars[at + 1], chars[at]
    elif kind == "swap" and before and chars[at] != chars[at - 1]:
        chars[at], chars[at - 1] = chars[at - 1], chars[at]
    elif kind == "drop" and (after or before):
        del chars[at]
    elif kind == "key" and keys.get(chars[at].lower()):
        other = rng.choice(keys[chars[at].lower()])
        chars[at] = other.upper() if chars[at].isupper() else other
    else:
        chars.insert(at, chars[at])


def typo_count(mean: float, rng: random.Random) -> int:
    """Typing errors for one sentence: 1 + a Poisson number with mean ``mean - 1`` (so
    ``mean`` on average, and at least one)."""
    # Knuth's method: the rates used here are small
    limit, count, product = math.exp(-max(mean - 1.0, 0.0)), 0, rng.random()
    while product > limit:
        count += 1
        product *= rng.random()
    return 1 + count


def no_final_stop(text: str) -> str:
    """``text`` without its final full stop (and the spaces around it), as many people
    type a line; an ellipsis "..." stays."""
    stripped = text.rstrip()
    if stripped.endswith(".") and not stripped.endswith(".."):
        return stripped[:-1].rstrip()
    return text
