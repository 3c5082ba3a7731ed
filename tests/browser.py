"""A real headless browser for the web page's tests: Playwright driving Debian's Chromium,
reaching nothing but the test's server on 127.0.0.1."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.processes import one_thread
from tests.serving import serving

CHROMIUM = Path("/usr/bin/chromium")  # Debian's package: make test installs it
# headless, and nothing that reaches for the network
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
TIMEOUT_MS = 30_000


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """Chromium, headless, until the block ends; the test fails where it is not installed."""
    if not CHROMIUM.is_file():
        pytest.fail(f"the browser test needs Chromium at {CHROMIUM}: apt-get install -y "
                    f"chromium (make test does)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM),
                                             args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def open_page(browser: Browser, url: str) -> Iterator[Page]:
    """A new page at ``url``, 1100 x 900, in a browser context of its own (its own
    storage); AssertionError at the end of the block where its JavaScript failed."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    try:
        page.goto(url)
        yield page
    finally:
        context.close()
    assert errors == [], f"the page's JavaScript failed: {errors}"


@contextlib.contextmanager
def site(checkpoint: Path, *overrides: str) -> Iterator[tuple[Browser, str]]:
    """(Chromium, the base URL of nmt-serve for ``checkpoint`` with ``overrides``), torch on
    one thread, until the block ends."""
    with one_thread(), serving(checkpoint, *overrides) as base, chromium() as browser:
        yield browser, base
