"""``nmt-translate prefixes=FILE constraints=FILE``: the files that steer each input line's
translation, line by line with the input.

A prefix line is plain text (an empty line: no prefix). A constraints line is a JSON list of
target phrases, ``["client", "New York"]``, or ``[]`` for none. An error names the file and
the line.
"""

from __future__ import annotations

import json

from nmt.config import Steering
from nmt.data.text_files import read_lines
from nmt.errors import DataError
from nmt.translation.steering import check_phrases


def read_steering(count: int, input_name: str, prefixes: str | None,
                  constraints: str | None) -> list[Steering] | None:
    """One :class:`Steering` per line of an input of ``count`` lines (named ``input_name``)
    from the files ``prefixes`` and ``constraints`` (None: not given); None when neither is
    given. DataError naming the file (and line) for a file whose lines do not match the
    input's, or a constraints line that is not a JSON list of phrases."""
    if prefixes is None and constraints is None:
        return None
    prefix_lines = _lines(prefixes, count, input_name) if prefixes else [""] * count
    phrases = [[] for _ in range(count)]
    if constraints:
        lines = _lines(constraints, count, input_name)
        phrases = [_phrases(line, f"{constraints}, line {number}")
                   for number, line in enumerate(lines, start=1)]
    return [Steering(p, c) for p, c in zip(prefix_lines, phrases, strict=True)]


def _lines(path: str, count: int, input_name: str) -> list[str]:
    """The lines of ``path``; DataError unless there are ``count``, one per input line."""
    lines = read_lines(path)
    if len(lines) != count:
        raise DataError(f"{path}: {len(lines)} lines, but {input_name} has {count}: give one "
                        f"line per input line (an empty prefix line, or [] for no "
                        f"constraints)")
    return lines


def _phrases(line: str, where: str) -> list[str]:
    """The phrases of one constraints line (JSON); DataError naming ``where``."""
    if not line.strip():
        raise DataError(f"{where}: empty; a line is a JSON list of phrases, [] for none")
    try:
        value = json.loads(line)
    except json.JSONDecodeError as err:
        raise DataError(f"{where}: not JSON ({err.msg} at column {err.colno}); a line is a "
                        f"JSON list of phrases such as [\"client\", \"New York\"], or []"
                        ) from None
    return check_phrases(value, where)
