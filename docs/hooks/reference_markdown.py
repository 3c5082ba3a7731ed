"""Markdown helpers of the generated reference pages."""

from __future__ import annotations

import html

# characters that Markdown would take for emphasis, a table cell's end or a link
SPECIAL = str.maketrans({"*": r"\*", "|": r"\|", "[": r"\[", "]": r"\]", "`": r"\`",
                         "_": r"\_"})


def text(value: str) -> str:
    """Plain text as Markdown that shows it as written (in a table cell too)."""
    return html.escape(value, quote=False).translate(SPECIAL).replace("\n", " ")


def code(value: str) -> str:
    """``value`` as inline code, in a table cell too (a pipe inside would end the cell)."""
    value = html.escape(value, quote=False).replace("|", "&#124;")
    return f"<code>{value}</code>"


def table(header: list[str], rows: list[list[str]]) -> str:
    """A Markdown table; the cells are Markdown already."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def anchor(name: str) -> str:
    """An HTML anchor that a link can point at (``page.md#name``)."""
    return f'<a id="{html.escape(name)}"></a>'
