"""Headline case: every word capitalised."""

from __future__ import annotations

import re

from nmt.text.casing import capitalise_first

_SPACES = re.compile(r"(\s+)")


def title_case(text: str) -> str:
    """``text`` with the first cased letter of every whitespace-separated word a capital and
    every other character as it was: "(ein) 3-jähriger Mann mit USB-Kabel" -> "(Ein)
    3-Jähriger Mann Mit USB-Kabel" (unlike ``str.title``, which writes "Usb-Kabel" and
    "Man'S")."""
    return "".join(map(capitalise_first, _SPACES.split(text)))
