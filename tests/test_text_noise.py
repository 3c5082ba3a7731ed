"""nmt.text: the changes to text that augmentation and the robustness report make."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from nmt.text.keyboards import QWERTY, QWERTZ_DE, layout, neighbours
from nmt.text.noise import no_final_stop, typo_count, typos
from nmt.text.perturbations import PERTURBATIONS
from nmt.text.title_case import title_case
from nmt.text.translit import has_table, transliterate

SENTENCE = "Ein Mann in einem blauen Hemd steht auf einer Leiter, 2 Kinder schauen zu."


def test_title_case_capitalises_every_words_first_letter_and_nothing_else():
    assert title_case("ein Mann mit USB-Kabel") == "Ein Mann Mit USB-Kabel"
    assert title_case("(ein) 3-jähriger junge,  ölig") == "(Ein) 3-Jähriger Junge,  Ölig"
    assert title_case("a man's hat.") == "A Man's Hat."
    assert title_case("") == "" and title_case(" 42 ") == " 42 "


def test_german_is_written_with_ae_oe_ue_ss_in_the_case_of_its_word():
    assert transliterate("Ärger über Straßen, Öl und Übel", "de") == \
        "Aerger ueber Strassen, Oel und Uebel"
    assert transliterate("MÜLLER GRÖẞE SCHÖN, Ä", "de") == "MUELLER GROESSE SCHOEN, Ae"
    assert transliterate("Ärger", "de-AT") == "Aerger" and has_table("DE_ch")


def test_other_languages_lose_their_accents_or_have_no_table():
    assert transliterate("Élève à côté de Łódź", "fr") == "Eleve a cote de Lodz"
    assert transliterate("příliš žluťoučký kůň", "cs") == "prilis zlutoucky kun"
    assert not has_table("en") and transliterate("naïve Ärger", "en") == "naïve Ärger"


def test_keyboard_neighbours_touch_on_the_languages_layout():
    assert set(neighbours(QWERTY)["g"]) == set("tyfhvb")
    assert set(neighbours(QWERTZ_DE)["z"]) == set("tugh")
    assert "y" in neighbours(QWERTZ_DE)["s"] and "z" in neighbours(QWERTY)["s"]
    assert set(neighbours(QWERTZ_DE)["ä"]) == set("öü") and layout("de-AT") is QWERTZ_DE
    assert layout("xx") is QWERTY


def one_edit(before: str, after: str, keys: dict[str, str]) -> str | None:
    """The kind of the one typing error that makes ``after`` of ``before``, or None."""
    if len(after) == len(before) - 1:
        dropped = [i for i in range(len(before)) if before[:i] + before[i + 1 :] == after]
        return "drop" if dropped and before[dropped[0]].isalpha() else None
    if len(after) == len(before) + 1:
        doubled = [i for i in range(len(before)) if before[: i + 1] + before[i:] == after]
        return "double" if doubled and before[doubled[0]].isalpha() else None
    changed = [i for i in range(len(before)) if before[i] != after[i]]
    if len(changed) == 2 and changed[1] == changed[0] + 1 and \
            before[changed[0]] == after[changed[1]] and before[changed[1]] == after[changed[0]]:
        return "swap"
    if len(changed) == 1 and after[changed[0]].lower() in keys[before[changed[0]].lower()]:
        return "key"
    return None


def test_a_typo_is_one_swap_drop_doubling_or_neighbouring_key_of_a_letter():
    keys, kinds = neighbours(layout("de")), Counter()
    for seed in range(400):
        changed = typos(SENTENCE, 1, random.Random(seed), "de")
        kind = one_edit(SENTENCE, changed, keys)
        assert kind is not None, changed
        kinds[kind] += 1
        assert [c for c in changed if not c.isalpha()] == [c for c in SENTENCE
                                                           if not c.isalpha()]
    assert set(kinds) == {"swap", "drop", "double", "key"} and min(kinds.values()) > 50
    assert typos(SENTENCE, 1, random.Random(7), "de") == typos(SENTENCE, 1, random.Random(7),
                                                               "de")
    assert typos("12, 34 ...", 3, random.Random(0)) == "12, 34 ..."
    assert typos("a b", 5, random.Random(0)).count(" ") == 1  # no word loses its letter


def test_typos_per_sentence_average_what_is_asked_and_are_at_least_one():
    rng = random.Random(0)
    counts = [typo_count(1.0, rng) for _ in range(500)]
    assert set(counts) == {1}
    counts = [typo_count(2.5, rng) for _ in range(4000)]
    assert min(counts) == 1 and 2.4 < sum(counts) / len(counts) < 2.6


def test_no_final_stop_removes_only_a_final_full_stop():
    assert no_final_stop("Ein Mann steht. ") == "Ein Mann steht"
    assert no_final_stop("Er wartet...") == "Er wartet..."
    assert no_final_stop("Wer? Ich!") == "Wer? Ich!"


@pytest.mark.parametrize("name", sorted(PERTURBATIONS))
def test_every_perturbation_changes_a_german_sentence_but_clean(name):
    sentence = "Ein Mädchen läuft über die Straße."
    changed = PERTURBATIONS[name](sentence, "de", random.Random(0))
    assert (changed == sentence) == (name == "clean")
