"""The web page of a server that needs an API key, in a real browser: it asks for the key
once, says when the server refuses it, and keeps it for the tab's session only."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nmt.translation.translator import Translator
from tests.browser import TIMEOUT_MS, open_page, site
from tests.tiny_run import tiny_checkpoint

KEY = "a-key-for-the-editors-0123456789"
expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture
def checkpoint(tmp_path):
    return tiny_checkpoint(tmp_path)


def test_the_page_asks_for_a_key_once_and_keeps_it_for_the_session(checkpoint, tmp_path):
    keys = tmp_path / "keys.txt"
    keys.write_text(f"{KEY}\n")
    with site(checkpoint, f"api_keys={keys}") as (browser, base):
        asks_once_and_keeps_it(browser, base, checkpoint)


def asks_once_and_keeps_it(browser, base: str, checkpoint) -> None:
    """The page at ``base`` asks for the key, refuses a wrong one, keeps the right one for
    the tab's session only."""
    with open_page(browser, base + "/") as page:
        dialog = page.locator("#key-dialog")
        expect(dialog).to_be_visible()  # GET /info was refused
        expect(page.locator("#key-message")).to_have_text("This server needs an API key.")
        expect(page.locator("#api-key")).to_be_focused()  # typed at once
        page.keyboard.type("not-the-key")
        page.keyboard.press("Enter")
        expect(page.locator("#key-message")).to_have_text(
            "The server did not accept that key; try another.")
        page.keyboard.type(KEY)
        page.keyboard.press("Enter")
        expect(dialog).to_be_hidden()
        expect(page.locator("#model-info")).to_contain_text("src \u2192 tgt")
        page.fill("#source", "a b c")
        page.click("#translate")
        expected = Translator.from_pretrained(checkpoint, device="cpu").translate(["a b c"])
        expect(page.locator("#results .translation")).to_have_text(expected)
        page.reload()  # the same tab: the key is kept
        expect(page.locator("#model-info")).to_contain_text("src \u2192 tgt")
        expect(dialog).to_be_hidden()
        assert page.evaluate("sessionStorage.getItem('nmt-api-key')") == KEY
        assert page.evaluate("localStorage.length") == 0
    with open_page(browser, base + "/") as fresh:  # another session asks again
        expect(fresh.locator("#key-dialog")).to_be_visible()
        fresh.keyboard.press("Escape")
        expect(fresh.locator("#model-info")).to_contain_text("an API key is needed")
