"""The sentence pairs of one split, as read from any corpus kind."""

from __future__ import annotations

from dataclasses import dataclass

from nmt.errors import ConfigError


@dataclass
class TextPairs:
    """Parallel text: ``src[i]`` and ``tgt[i]`` translate each other (raw, untokenised)."""

    src: list[str]
    tgt: list[str]

    def __len__(self) -> int:
        return len(self.src)


def check_join(k: int) -> None:
    """ConfigError naming ``data.join`` unless k >= 1."""
    if k < 1:
        raise ConfigError(f"data.join={k} must be at least 1 (1: every pair as it is)")


def join_pairs(pairs: TextPairs, k: int) -> TextPairs:
    """``data.join=k``: every k consecutive pairs as one, each side's lines joined with a
    space (pairs 1..k, k+1..2k, ...; a last group of fewer than k stays, shorter), for long
    inputs from a corpus of short sentences. k = 1 returns ``pairs`` itself."""
    check_join(k)
    if k == 1:
        return pairs

    def joined(lines: list[str]) -> list[str]:
        return [" ".join(lines[start : start + k]) for start in range(0, len(lines), k)]

    return TextPairs(joined(pairs.src), joined(pairs.tgt))
