"""The sentence pairs of one split, as read from any corpus kind."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class TextPairs:
    """Parallel text: ``src[i]`` and ``tgt[i]`` translate each other (raw, untokenised)."""

    src: list[str]
    tgt: list[str]

    def __len__(self) -> int:
        return len(self.src)
