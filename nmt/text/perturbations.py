"""The ways of changing a source sentence one at a time that the robustness report scores
(nmt-evaluate perturb=...), the same functions that training augmentation uses."""

from __future__ import annotations

import random
from collections.abc import Callable

from nmt.text.noise import no_final_stop, typos
from nmt.text.title_case import title_case
from nmt.text.translit import transliterate

Perturbation = Callable[[str, str, random.Random], str]

# name -> (text, its language, a random generator of its own) -> the changed text
PERTURBATIONS: dict[str, Perturbation] = {
    "clean": lambda text, lang, rng: text,
    "no_stop": lambda text, lang, rng: no_final_stop(text),
    "typos": lambda text, lang, rng: typos(text, 1, rng, lang),
    "translit": lambda text, lang, rng: transliterate(text, lang),
    "lower": lambda text, lang, rng: text.lower(),
    "title": lambda text, lang, rng: title_case(text),
    "upper": lambda text, lang, rng: text.upper(),
}
