"""The web page's editor in a real browser (Playwright driving Debian's Chromium) against a
real nmt-serve on loopback: a translated sentence is edited from the keyboard, the model
completes it from the edited prefix, Tab accepts the suggested next word, and a terminology
constraint appears in the translation. The test saves a screenshot (and a copy in
$NMT_SCREENSHOTS, where that names a folder)."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from nmt.data import synthetic
from nmt.translation.translator import Translator
from tests.browser import TIMEOUT_MS, open_page, site
from tests.tiny_run import never_ending

SOURCE = synthetic.generate(1, seed=5, min_words=5, max_words=5)[0][0]
TARGET_WORDS = synthetic.vocabularies(60)[1]
expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory) -> Path:
    return never_ending(tmp_path_factory.mktemp("editor"))


def caret(page: Page) -> int:
    return page.evaluate("document.getElementById('editor').selectionStart")


def test_the_editor_completes_an_edit_accepts_words_with_tab_and_keeps_terms(
        checkpoint, tmp_path):
    with site(checkpoint, "beam=2") as (browser, base), \
            open_page(browser, base + "/") as page:
        expect(page.locator("#model-info")).to_contain_text("src \u2192 tgt")
        page.fill("#source", SOURCE)
        page.click("#translate")
        editor = page.locator("#editor")
        expect(editor).to_be_visible()
        words = editor.input_value().split(" ")
        assert len(words) >= 4

        # replace the second word, from the keyboard: select it and type another
        new = next(w for w in TARGET_WORDS if w not in words)
        editor.focus()
        page.keyboard.press("Control+Home")
        for _ in range(len(words[0]) + 1):
            page.keyboard.press("ArrowRight")
        for _ in range(len(words[1])):
            page.keyboard.press("Shift+ArrowRight")
        prefix = f"{words[0]} {new}"
        with page.expect_event("response", lambda r: r.url.endswith("/translate")) as first:
            page.keyboard.type(new)
        answer = first.value
        assert json.loads(answer.request.post_data)["prefix"] == prefix  # one request
        completion = answer.json()["translations"][0]["text"]
        assert completion.startswith(prefix) and len(completion) > len(prefix) + 1
        # the model's own completion, as the Python API gives it
        assert completion == Translator.from_pretrained(checkpoint, device="cpu").translate(
            [SOURCE], beam=2, prefix=prefix)[0]
        expect(editor).to_have_value(completion)
        assert caret(page) == len(prefix)  # typing goes on where it was
        expect(page.locator("#results .translation")).to_have_text(completion)
        attention = answer.json()["translations"][0]["attention"]
        expect(page.locator("#heatmaps table tbody tr")).to_have_count(len(attention["target"]))

        # Tab accepts the first suggestion: the word at the cursor, then the next one
        for _ in range(2):
            suggestion = page.locator("#suggestions button").first
            word = suggestion.get_attribute("data-word")
            typed = re.search(r"\S*$", editor.input_value()[:caret(page)]).group()
            kept = editor.input_value()[:caret(page) - len(typed)]
            accepted = f"{kept.rstrip()} {word} ".lstrip()
            with page.expect_event("response", lambda r: r.url.endswith("/translate")) as tab:
                page.keyboard.press("Tab")
            assert json.loads(tab.value.request.post_data)["prefix"] == accepted
            expect(editor).to_have_value(tab.value.json()["translations"][0]["text"])
            assert editor.input_value().startswith(accepted)
            assert caret(page) == len(accepted)
            expect(editor).to_be_focused()

        # a term in the terminology box appears in the translation, after what is kept
        term = next(w for w in TARGET_WORDS if w not in editor.input_value().split())
        kept = editor.input_value()[:caret(page)]
        with page.expect_event("response", lambda r: r.url.endswith("/translate")
                               and "constraints" in r.request.post_data) as constrained:
            page.fill("#terms", f"{term}\n")
        body = json.loads(constrained.value.request.post_data)
        assert body["constraints"] == [term] and body["prefix"] == kept
        result = constrained.value.json()["translations"][0]
        assert result["dropped_constraints"] == []
        expect(editor).to_have_value(result["text"])
        assert term in editor.input_value()[len(kept):].split()
        expect(page.locator("#editor-error")).to_be_hidden()

        shot = tmp_path / "editor.png"
        page.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 0
        if os.environ.get("NMT_SCREENSHOTS"):
            shutil.copy(shot, Path(os.environ["NMT_SCREENSHOTS"]) / "editor.png")

        # a character the model cannot write: the text stays as typed, and the page says so
        before, at = editor.input_value(), caret(page)
        editor.focus()
        assert caret(page) == at
        with page.expect_event("response", lambda r: r.url.endswith("/translate")):
            page.keyboard.type("\u00df")
        expect(page.locator("#editor-error")).to_contain_text("cannot go on from this text")
        assert editor.input_value() == before[:at] + "\u00df" + before[at:]
