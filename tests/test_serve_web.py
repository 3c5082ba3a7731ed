"""nmt-serve's web page in a real browser: Playwright driving Debian's Chromium, headless,
against a real uvicorn server on 127.0.0.1. The test types a sentence, waits for the
translation, checks the heatmap (one row per target piece) with the word alignment drawn on
it, and saves a screenshot."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from nmt.analysis.word_alignment import pharaoh, piece_words
from nmt.translation.translator import Translator
from tests.browser import TIMEOUT_MS, open_page, site
from tests.conftest import REPO
from tests.tiny_run import tiny_checkpoint

SCREENSHOT = REPO / "outputs" / "screenshots" / "nmt-serve-page.png"
SENTENCE = "a b c d e"
expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return tiny_checkpoint(tmp_path_factory.mktemp("web"))


@pytest.fixture(scope="module")
def served(checkpoint):
    """(the browser, the server's base URL)."""
    with site(checkpoint, "beam=2", "max_input_len=40") as both:
        yield both


@pytest.fixture(scope="module")
def page(served):
    """The web page, loaded once for the tests of this file, which fails on a JavaScript
    error."""
    browser, base = served
    with open_page(browser, base + "/") as page:
        yield page


def translate(page: Page, text: str) -> None:
    page.fill("#source", text)
    page.click("#translate")


def test_page_translates_and_draws_the_attention_heatmap(page, checkpoint):
    expect(page.locator("#model-info")).to_contain_text("src \u2192 tgt")
    expect(page.locator("#beam")).to_have_value("2")
    translate(page, SENTENCE)
    expected = Translator.from_pretrained(checkpoint, device="cpu").translate_nbest(
        [SENTENCE], beam=2, nbest=1)[0][0][0]
    expect(page.locator("#results .translation")).to_have_text(expected)
    with_attention = Translator.from_pretrained(checkpoint, device="cpu")\
        .translate_with_attention([SENTENCE], beam=2)[0]
    source, target = with_attention.attention_labels()
    expect(page.locator("#heatmaps table")).to_have_count(1)  # one sentence, one heatmap
    rows = page.locator("#heatmaps table tbody tr")
    expect(rows).to_have_count(len(target))  # one row per target piece, the eos included
    assert rows.locator("th").all_text_contents() == target
    assert page.locator("#heatmaps table thead th").all_text_contents() == ["", *source]
    assert rows.first.locator("td").count() == len(source)
    assert page.locator("#nbest-list li").count() == 1
    pairs = with_attention.word_alignment()
    assert pairs, "the translation has words to align"
    expect(page.locator("#alignment")).to_have_text(pharaoh(pairs))
    assert outlined_cells(page) == alignment_cells(pairs, with_attention.src_pieces,
                                                   with_attention.tgt_pieces)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOT), full_page=True)
    assert SCREENSHOT.stat().st_size > 0
    print(f"screenshot: {SCREENSHOT}")


def outlined_cells(page: Page) -> set[tuple[int, int]]:
    """(row, column) of the heatmap's cells drawn as aligned."""
    cells = page.eval_on_selector_all(
        "#heatmaps table tbody tr",
        "rows => rows.flatMap((row, t) => [...row.querySelectorAll('td')]"
        ".map((cell, s) => [t, s, cell.classList.contains('aligned')]))")
    return {(t, s) for t, s, aligned in cells if aligned}


def alignment_cells(pairs: list[tuple[int, int]], src_pieces: list[str],
                    tgt_pieces: list[str]) -> set[tuple[int, int]]:
    """(target piece, source piece) of every piece pair whose words are aligned."""
    linked = set(pairs)
    return {(t, s) for t, tgt in enumerate(piece_words(tgt_pieces)[0])
            for s, src in enumerate(piece_words(src_pieces)[0]) if (src, tgt) in linked}


def test_page_shows_the_nbest_list_of_the_selected_result(page, checkpoint):
    page.fill("#nbest", "2")
    translate(page, "a b\n\nc d e")
    items = page.locator("#results li")
    expect(items).to_have_count(2)  # the blank line is left out
    expected = Translator.from_pretrained(checkpoint, device="cpu").translate_nbest(
        ["a b", "c d e"], beam=2, nbest=2)
    for item, hyps in zip([items.nth(0), items.nth(1)], expected, strict=True):
        item.click()
        expect(item).to_have_class("selected")
        expect(page.locator("#nbest-list .nbest-text")).to_have_text([t for t, _ in hyps])
        expect(page.locator("#nbest-list .nbest-score")).to_have_text(
            [f"{s:.3f}" for _, s in hyps])
    expect(page.locator("#results .source")).to_have_text(["a b", "c d e"])


def test_page_says_why_the_server_refused(page):
    translate(page, " ".join(["a"] * 60))
    expect(page.locator("#error")).to_contain_text("max_input_len=40")
    page.fill("#beam", "2")
    page.fill("#nbest", "3")  # the server's 422 names the field
    translate(page, "a b")
    expect(page.locator("#error")).to_have_text("nbest: nbest=3 must be at most beam=2")


def test_the_api_docs_render_without_a_network(served):
    browser, base = served
    docs = browser.new_page()
    docs.set_default_timeout(TIMEOUT_MS)
    docs.goto(base + "/docs")
    # Swagger UI, served by the app itself (the browser reaches nothing else), lists the routes
    expect(docs.locator(".opblock-summary-path[data-path='/translate']")).to_be_visible()
    expect(docs.locator(".opblock-summary-path[data-path='/info']")).to_be_visible()
    docs.close()


# what has the focus, and whether it shows it (an outline, as :focus-visible draws it)
FOCUSED = """() => { const e = document.activeElement;
  return [e.id || e.className, getComputedStyle(e).outlineStyle !== "none"]; }"""


def test_the_page_works_from_the_keyboard_alone(served, checkpoint):
    browser, base = served
    with open_page(browser, base + "/") as page:
        expect(page.locator("#model-info")).to_contain_text("src \u2192 tgt")
        expect(page.locator("#source")).to_be_focused()  # typing can start at once
        page.keyboard.type(SENTENCE)
        page.keyboard.press("Control+Enter")
        expected = Translator.from_pretrained(checkpoint, device="cpu").translate(
            [SENTENCE], beam=2)[0]
        expect(page.locator("#results .translation")).to_have_text(expected)
        order = []
        for _ in range(6):
            page.keyboard.press("Tab")
            order.append(page.evaluate(FOCUSED))
        assert order == [["beam", True], ["nbest", True], ["alpha", True],
                         ["translate", True], ["sentence", True], ["editor", True]]
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Enter")  # on the sentence: it opens in the editor, focused
        expect(page.get_by_role("textbox", name="Translation", exact=True)).to_be_focused()
        expect(page.locator("#editor")).to_have_value(expected)
        expect(page.locator("#editor-source")).to_have_text(SENTENCE)
        page.keyboard.press("Control+End")  # at the end of the text, Tab leaves the editor
        page.keyboard.press("Tab")
        assert page.evaluate(FOCUSED) == ["suggestion", True]
        expect(page.get_by_role("group", name="Next word:")).to_be_visible()
        page.keyboard.press("Tab")
        expect(page.get_by_role("textbox", name="Terminology")).to_be_focused()
