"""Errors the user can act on: each message names the file, line or config key at fault."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class NmtError(Exception):
    """Base class for errors that are reported to the user without a traceback."""


class ConfigError(NmtError, ValueError):
    """A config value or combination of values that cannot work; the message names the key."""


class DataError(NmtError, ValueError):
    """A corpus that cannot be read as given; the message names the file and, where known, line."""


class CheckpointError(NmtError, ValueError):
    """A checkpoint file that cannot be loaded; the message names the file and the reason."""


def nearest(name: str, names: Iterable[str]) -> str | None:
    """The one of ``names`` nearest to a mistyped ``name`` (by difflib's similarity ratio, at
    least 0.6); None when none is near."""
    close = difflib.get_close_matches(name, list(names), n=1, cutoff=0.6)
    return close[0] if close else None


def did_you_mean(name: str, names: Iterable[str]) -> str:
    """"; did you mean `X`?" with the :func:`nearest` of ``names`` to ``name``, or ""."""
    near = nearest(name, names)
    return f"; did you mean `{near}`?" if near else ""
