"""MkDocs hook: the reference pages' generated parts, made from the code at every build so
that they cannot drift from it. A page holds a marker, ``<!-- generated: NAME -->``, which
is replaced by what ``render()`` of the module ``reference_NAME`` (beside this file)
returns. (MkDocs puts this folder on sys.path while it imports the hook only.)"""

from __future__ import annotations

import logging
import re

import reference_cli
import reference_configuration
import reference_http

GENERATORS = {"configuration": reference_configuration.render,
              "decoding_options": reference_configuration.decoding_options,
              "cli": reference_cli.render, "http": reference_http.render}
MARKER = re.compile(r"<!-- generated: (\w+) -->")
# the Sphinx roles of the docstrings (":func:`name`"), which mkdocstrings renders as text
# before the code span of the name: the name alone reads as the docstring means it
SPHINX_ROLE = re.compile(r":(?:func|class|meth|data|mod|attr|exc|obj):(?=<code>)")


def on_page_markdown(markdown: str, page, config, files) -> str:
    """Replace each marker of the page by its generated Markdown."""
    return MARKER.sub(lambda match: generated(match.group(1)), markdown)


def on_page_content(html: str, page, config, files) -> str:
    """Drop the Sphinx roles before the code spans of the API pages' docstrings."""
    return SPHINX_ROLE.sub("", html)


def generated(name: str) -> str:
    """The generated Markdown called ``name``, with the project's own log lines muted (the
    tiny model of the HTTP reference trains with them)."""
    nmt_log = logging.getLogger("nmt")
    level = nmt_log.level
    nmt_log.setLevel(logging.ERROR)
    try:
        return GENERATORS[name]()
    finally:
        nmt_log.setLevel(level)
