"""Screenshots with headless Chromium (Playwright and Debian's /usr/bin/chromium): the picture
of nmt-serve's web page in the README and on the docs' home page, and pages of the built
documentation site.

    python scripts/screenshots.py page --checkpoint RUN/best.pt --out docs/assets/web-page.png
    python scripts/screenshots.py editor --checkpoint RUN/best.pt --out docs/assets/editor.png
    python scripts/screenshots.py site --site site --out shots index reference/configuration

``page`` serves the checkpoint with nmt-serve on a free port of 127.0.0.1, types a German
sentence into the page, selects its translation and photographs the page with the
translation's attention heatmap and word alignment. ``editor`` does the same, then in the
editor replaces the translation's second word, accepts the next word with Tab and adds a
terminology line, each time waiting for the model's completion, and photographs that.
``site`` serves a folder built by ``make docs`` and photographs each named page
(``reference/configuration`` is ``site/reference/configuration/index.html``) as
``OUT/NAME.png`` (slashes become dashes).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

CHROMIUM = "/usr/bin/chromium"
# headless, and nothing that reaches for the network
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
SENTENCE = "Zwei junge Männer spielen Fußball auf einer grünen Wiese."
TIMEOUT_MS = 120_000


def free_port() -> int:
    """A port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def nmt_serve(checkpoint: str) -> Iterator[str]:
    """The base URL of ``nmt-serve checkpoint=...`` (a subprocess), until the block ends."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "nmt.apps.serve", f"checkpoint={checkpoint}",
                               f"port={port}", "beam=5", "access_log=false"])
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(TIMEOUT_MS // 500):
            if server.poll() is not None:
                raise SystemExit(f"nmt-serve stopped with status {server.returncode}")
            with contextlib.suppress(OSError):
                urllib.request.urlopen(base + "/health", timeout=5)
                break
            time.sleep(0.5)
        yield base
    finally:
        server.terminate()
        server.wait(60)


@contextlib.contextmanager
def static_site(folder: Path) -> Iterator[str]:
    """The base URL of ``folder`` served over HTTP on 127.0.0.1, until the block ends."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@contextlib.contextmanager
def browser_page(width: int, height: int) -> Iterator[Page]:
    """A page of headless Chromium."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        page = browser.new_page(viewport={"width": width, "height": height})
        page.set_default_timeout(TIMEOUT_MS)
        try:
            yield page
        finally:
            browser.close()


def web_page(checkpoint: str, out: Path) -> None:
    """The web page translating SENTENCE, its translation selected, as a PNG at ``out``."""
    with nmt_serve(checkpoint) as base, browser_page(1000, 900) as page:
        page.goto(base + "/")
        page.fill("#source", SENTENCE)
        page.click("#translate")
        page.locator("#results li").first.click()
        page.locator("#alignment").filter(has_text="-").wait_for()
        out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out), full_page=True)
    print(out)


# the editor's demonstration: the second word of SENTENCE's translation becomes EDIT, and
# the terminology asks for TERM
EDIT = "teenage"
TERM = "Wiese = meadow"


def completed(page: Page, act) -> None:
    """Do ``act()`` and wait for the answer to the POST /translate it sends."""
    with page.expect_response(lambda r: r.url.endswith("/translate")):
        act()


def editor_page(checkpoint: str, out: Path) -> None:
    """The editor after a one-word edit, a word accepted with Tab and a term added to
    SENTENCE's translation, as a PNG at ``out``."""
    with nmt_serve(checkpoint) as base, browser_page(1000, 900) as page:
        page.goto(base + "/")
        page.fill("#source", SENTENCE)
        page.click("#translate")
        editor = page.locator("#editor")
        page.locator("#results .translation").wait_for()
        first, second = editor.input_value().split(" ")[:2]
        start = len(first) + 1
        editor.focus()
        page.evaluate(f"document.getElementById('editor').setSelectionRange({start}, "
                      f"{start + len(second)})")
        completed(page, lambda: page.keyboard.type(EDIT))
        completed(page, lambda: page.keyboard.press("Tab"))
        completed(page, lambda: page.fill("#terms", TERM))
        editor.focus()
        out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out), full_page=True)
    print(out)


def site_pages(site: Path, names: list[str], out: Path) -> None:
    """Each page ``NAME`` of the built site as ``out/NAME.png`` (its first screen)."""
    out.mkdir(parents=True, exist_ok=True)
    with static_site(site) as base, browser_page(1280, 1000) as page:
        for name in names:
            path = "" if name == "index" else name.strip("/") + "/"
            page.goto(f"{base}/{path}")
            target = out / f"{name.replace('/', '-')}.png"
            page.screenshot(path=str(target))
            print(target)


def main() -> None:
    """Parse the command line and take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    page = commands.add_parser("page", help="nmt-serve's web page translating a sentence")
    page.add_argument("--checkpoint", required=True, help="a checkpoint or exported folder")
    page.add_argument("--out", type=Path, default=Path("docs/assets/web-page.png"))
    editor = commands.add_parser("editor", help="the page's editor completing an edit")
    editor.add_argument("--checkpoint", required=True, help="a checkpoint or exported folder")
    editor.add_argument("--out", type=Path, default=Path("docs/assets/editor.png"))
    site = commands.add_parser("site", help="pages of the site built by make docs")
    site.add_argument("--site", type=Path, default=Path("site"))
    site.add_argument("--out", type=Path, required=True)
    site.add_argument("pages", nargs="+", help="page paths: index, reference/configuration")
    args = parser.parse_args()
    if args.command == "page":
        web_page(args.checkpoint, args.out)
    elif args.command == "editor":
        editor_page(args.checkpoint, args.out)
    else:
        site_pages(args.site, args.pages, args.out)


if __name__ == "__main__":
    main()
