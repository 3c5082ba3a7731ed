"""What the safety nets of a model know of its training corpus, counted once and stored with
the model (nmt.safety_nets): the truecasing table of the casing net (nmt.text.casing) and the
word counts of the spelling net (nmt.text.spelling), both bounded to the most frequent words,
and their plain form (dicts of strings and numbers: stored as JSON or in a checkpoint, they
load without running code).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from nmt.errors import CheckpointError
from nmt.files import check_format
from nmt.text.casing import WORD, CasingTable

FORMAT, VERSION = "nmt-safety-nets", 1
# words kept by default: every word of Multi30k's German (19,000 forms), and of a corpus of
# millions of lines the words seen more than a few times (rarer ones are no typo's target:
# nmt.text.spelling.MIN_COUNT), in a few megabytes
DEFAULT_WORDS = 50_000


@dataclass
class SafetyTables:
    """The truecasing table (``casing``) and the word counts (``counts``) of the first
    ``lines`` sentences of a training corpus's source side."""

    casing: CasingTable
    counts: Counter[str]
    lines: int

    @classmethod
    def from_lines(cls, lines: Sequence[str], words: int = DEFAULT_WORDS) -> SafetyTables:
        """Count ``lines`` (one sentence each), keeping the ``words`` most frequent word
        forms and the casing of their lower-case forms (0: every word)."""
        counts = Counter(w for line in lines for w in WORD.findall(line))
        if words and len(counts) > words:
            counts = Counter(dict(counts.most_common(words)))
        table = CasingTable.from_lines(lines)
        keys = {word.lower() for word in counts}
        casing = CasingTable(_within(table.forms, keys), _within(table.starts, keys),
                             table.capital_starts)
        return cls(casing, counts, len(lines))

    def to_plain(self) -> dict:
        """The tables as plain containers (JSON, or a checkpoint entry)."""
        return {"format": FORMAT, "version": VERSION, "lines": self.lines,
                "counts": dict(self.counts),
                "casing": {"forms": self.casing.forms, "starts": self.casing.starts,
                           "capital_starts": self.casing.capital_starts}}

    @classmethod
    def from_plain(cls, values: object, where: str) -> SafetyTables:
        """The tables of :meth:`to_plain`'s form; CheckpointError naming ``where`` and the
        key at fault for anything else."""
        check_format(values, FORMAT, VERSION, where, "safety-net table")
        assert isinstance(values, dict)  # check_format refused anything else
        casing = values.get("casing")
        if not isinstance(casing, dict):
            raise CheckpointError(f"{where}: 'casing' is not a table")
        counts = _mapping(values.get("counts"), int, where, "counts")
        forms = _mapping(casing.get("forms"), str, where, "casing.forms")
        starts = _mapping(casing.get("starts"), str, where, "casing.starts")
        lines, capital = values.get("lines"), casing.get("capital_starts")
        if not isinstance(lines, int) or not isinstance(capital, bool):
            raise CheckpointError(f"{where}: 'lines' must be a number and "
                                  f"'casing.capital_starts' true or false")
        return cls(CasingTable(forms, starts, capital), Counter(counts), lines)


def _within(forms: dict[str, str], keys: set[str]) -> dict[str, str]:
    """The entries of ``forms`` whose key is in ``keys``."""
    return {key: form for key, form in forms.items() if key in keys}


def _mapping(value: object, kind: type, where: str, key: str) -> dict:
    """``value`` where it maps strings to ``kind``; CheckpointError naming ``key`` else."""
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and type(v) is kind for k, v in value.items()):
        raise CheckpointError(f"{where}: '{key}' must map words to {kind.__name__} values")
    return value
