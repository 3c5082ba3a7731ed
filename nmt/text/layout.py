"""Where the sentences of a text are, and how their translations are put back in its place:
one output line per input line, blank lines (paragraphs) where they were, the sentences of
a line joined by a space."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from nmt.text.normalise import normalise

# what ends a line inside a text (an HTTP request's text, a pasted page); a lone "\r" and
# Unicode's line separators are spaces (nmt.text.normalise)
LINE_BREAK = re.compile(r"\r?\n")


@dataclass
class Layout:
    """One text as lines of sentences: ``lines[i]`` the sentences of line i (normalised,
    none for a blank line), ``breaks[i]`` the line break after line i ("\\n" or "\\r\\n",
    one fewer than lines)."""

    lines: list[list[str]]
    breaks: list[str]

    @property
    def sentences(self) -> list[str]:
        """Every sentence of the text, in order."""
        return [s for line in self.lines for s in line]

    def replace(self, index: int, parts: list[str]) -> None:
        """Put ``parts`` in the place of sentence ``index`` (counted over the whole text)."""
        for line in self.lines:
            if index < len(line):
                line[index : index + 1] = parts
                return
            index -= len(line)
        raise IndexError(f"no sentence {index} in a text of {len(self.sentences)}")

    def join(self, parts: list[str]) -> str:
        """The text made of ``parts``, one per sentence in order (their translations): each
        line's parts joined by a space, the lines by their breaks."""
        if len(parts) != len(self.sentences):
            raise ValueError(f"{len(parts)} parts for {len(self.sentences)} sentences")
        out, start = [], 0
        for line in self.lines:
            out.append(" ".join(parts[start : start + len(line)]))
            start += len(line)
        return "".join(line + brk for line, brk in zip(out, [*self.breaks, ""], strict=True))


def lay_out(text: str, split: Callable[[str], list[str]] | None) -> Layout:
    """``text`` cut into lines, each normalised (nmt.text.normalise) and cut into
    sentences by ``split``; ``split`` None: the whole text is one sentence (its line breaks
    spaces), as a model given one line a sentence reads it."""
    if split is None:
        whole = normalise(text)
        return Layout([[whole] if whole else []], [])
    lines = LINE_BREAK.split(text)
    breaks = LINE_BREAK.findall(text)
    return Layout([split(normalise(line)) for line in lines], breaks)
