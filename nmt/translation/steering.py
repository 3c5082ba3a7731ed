"""The per-sentence inputs that steer a search (:class:`nmt.config.Steering`) from the shapes
the Python API and POST /translate take them in: one prefix for every line or one per line,
one list of constraints for every line or one list per line."""

from __future__ import annotations

from collections.abc import Sequence

from nmt.config import Steering
from nmt.errors import DataError

# constraints one sentence may have: each adds a bank to its beam and a column to every
# step's candidates
MAX_CONSTRAINTS = 16

Prefixes = str | Sequence[str] | None
Constraints = Sequence[str] | Sequence[Sequence[str]] | None


def steering_list(count: int, prefix: Prefixes = None, constraints: Constraints = None
                  ) -> list[Steering] | None:
    """One :class:`Steering` per input line of ``count`` lines, or None when nothing steers.

    ``prefix``: a string for every line, or a list of one per line ("": none).
    ``constraints``: a list of phrases for every line, or a list of one such list per line.
    DataError naming the argument (and its entry) for a wrong shape, count or phrase.
    """
    prefixes = _per_line(count, prefix, "prefix")
    phrases = _constraints_per_line(count, constraints)
    out = [Steering(p, c) for p, c in zip(prefixes, phrases, strict=True)]
    return out if any(out) else None


def _per_line(count: int, prefix: Prefixes, name: str) -> list[str]:
    if prefix is None:
        return [""] * count
    if isinstance(prefix, str):
        return [prefix] * count
    values = list(prefix)
    if len(values) != count:
        raise DataError(f"{name}: {len(values)} prefixes for {count} lines; give one per line "
                        f"('' for none), or one string for all")
    return _strings(values, name, "a prefix")


def _constraints_per_line(count: int, constraints: Constraints) -> list[list[str]]:
    if constraints is None:
        return [[] for _ in range(count)]
    if isinstance(constraints, str):
        raise DataError("constraints: a list of phrases (or one list per line), not a string")
    values = list(constraints)
    if all(isinstance(v, str) for v in values):
        return [check_phrases(values, "constraints") for _ in range(count)]
    if len(values) != count:
        raise DataError(f"constraints: {len(values)} lists for {count} lines; give one list "
                        f"per line ([] for none), or one list of phrases for all")
    return [check_phrases(v, f"constraints[{i}]") for i, v in enumerate(values)]


def check_phrases(phrases: object, where: str) -> list[str]:
    """``phrases`` as a list of constraint phrases; DataError naming ``where`` (and the
    entry) unless it is a list of at most MAX_CONSTRAINTS non-blank strings."""
    if isinstance(phrases, str) or not isinstance(phrases, Sequence):
        raise DataError(f"{where}: a list of phrases, not {type(phrases).__name__}")
    out = list(phrases)
    if len(out) > MAX_CONSTRAINTS:
        raise DataError(f"{where}: {len(out)} constraints, over the {MAX_CONSTRAINTS} a "
                        f"sentence may have")
    for number, phrase in enumerate(_strings(out, where, "a phrase")):
        if not phrase.strip():
            raise DataError(f"{where}[{number}]: an empty phrase constrains nothing")
    return out


def _strings(values: list, where: str, what: str) -> list[str]:
    """``values``; DataError naming ``where`` and the entry that is not a string."""
    for number, value in enumerate(values):
        if not isinstance(value, str):
            raise DataError(f"{where}[{number}]: {what} is a string, not "
                            f"{type(value).__name__}")
    return values
