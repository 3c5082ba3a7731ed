"""Headline case: every word capitalised."""

from __future__ import annotations

import re

_SPACES = re.compile(r"(\s+)")


def title_case(text: str) -> str:
    """``text`` with the first letter of every whitespace-separated word in upper case and
    every other character as it was: "(ein) 3-jähriger Mann mit USB-Kabel" -> "(Ein)
    3-Jähriger Mann Mit USB-Kabel" (unlike ``str.title``, which writes "Usb-Kabel" and
    "Man'S")."""
    return "".join(map(_capitalise_word, _SPACES.split(text)))


def _capitalise_word(word: str) -> str:
    for position, char in enumerate(word):
        if char.isalpha():
            return word[:position] + char.upper() + word[position + 1 :]
    return word
