"""The built-in synthetic translation task, generated deterministically by the package.

Source sentences are random sequences of made-up words. The translation maps every source
word to its own target word and reverses each consecutive block of three words, so
``a b c d e`` becomes ``C B A E D``. Output length follows input length (2 to 30 words), the
alignment moves back and forth inside every block, and a fixed-size summary of the source
is not enough on long sentences: a model does well only by attending to the right words.
"""

from __future__ import annotations

import itertools
import random

from omegaconf import DictConfig

from nmt.data.corpus_kind import CORPORA, CorpusKind
from nmt.data.pairs import TextPairs
from nmt.errors import ConfigError

BLOCK = 3
_SRC_ONSETS = "bdfgklmnprstvz"
_SRC_VOWELS = "aeiou"
_TGT_ONSETS = ["ch", "sh", "th", "qu", "br", "gl", "pl", "tr", "wh", "st", "sp", "fr"]
_TGT_VOWELS = ["ai", "ou", "ee", "oa", "y"]


def _words(onsets: list[str] | str, vowels: list[str] | str, count: int, tail: str) -> list[str]:
    pieces = [o + v for o, v in itertools.product(onsets, vowels)]
    words = [a + b + tail for a, b in itertools.product(pieces, pieces)]
    if count > len(words):
        raise ValueError(f"synthetic vocabulary is limited to {len(words)} words, got {count}")
    return random.Random(0).sample(words, count)


def vocabularies(size: int) -> tuple[list[str], list[str]]:
    """The source and target word lists (each of ``size`` distinct words), index-aligned."""
    return _words(_SRC_ONSETS, _SRC_VOWELS, size, "n"), _words(_TGT_ONSETS, _TGT_VOWELS, size, "")


def translate_words(words: list[int]) -> list[int]:
    """Reorder word indices as the task does: reverse each block of ``BLOCK`` words."""
    out: list[int] = []
    for start in range(0, len(words), BLOCK):
        out.extend(reversed(words[start : start + BLOCK]))
    return out


def generate(
    count: int, seed: int, vocab: int = 60, min_words: int = 2, max_words: int = 30
) -> tuple[list[str], list[str]]:
    """Generate ``count`` sentence pairs (source lines, target lines) from ``seed``."""
    src_words, tgt_words = vocabularies(vocab)
    rng = random.Random(seed)
    src_lines, tgt_lines = [], []
    for _ in range(count):
        length = rng.randint(min_words, max_words)
        ids = [rng.randrange(vocab) for _ in range(length)]
        src_lines.append(" ".join(src_words[i] for i in ids))
        tgt_lines.append(" ".join(tgt_words[i] for i in translate_words(ids)))
    return src_lines, tgt_lines


def split_seed(base_seed: int, split: str) -> int:
    """A seed per split, so that train, val and test are different samples."""
    return base_seed * 1000 + sum(ord(c) * 31**i for i, c in enumerate(split)) % 997


@CORPORA.register("synthetic")
class SyntheticCorpus(CorpusKind):
    """``data.kind=synthetic``: generated from the data.synthetic_* keys, one seed per split."""

    def load(self, cfg: DictConfig, split: str) -> TextPairs:
        sizes = cfg.synthetic_sizes
        if split not in sizes:
            raise ConfigError(
                f"data.split={split!r}: the synthetic corpus has the splits {', '.join(sizes)}")
        src, tgt = generate(sizes[split], split_seed(cfg.synthetic_seed, split),
                            vocab=cfg.synthetic_vocab, min_words=cfg.synthetic_min_words,
                            max_words=cfg.synthetic_max_words)
        return TextPairs(src, tgt)
