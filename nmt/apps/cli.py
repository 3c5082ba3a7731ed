"""What the three command-line apps share: config registration and error reporting."""

from __future__ import annotations

import dataclasses
import logging
import sys
import typing
from collections.abc import Callable
from functools import wraps
from typing import TypeVar

from hydra.core.override_parser.overrides_parser import OverridesParser
from hydra.core.override_parser.types import OverrideType

from nmt.apps.overrides import GROUPS
from nmt.apps.sweeps import register_resolvers
from nmt.config import register_configs
from nmt.errors import NmtError

F = TypeVar("F", bound=Callable[..., object])
log = logging.getLogger("nmt")

register_configs()
register_resolvers()


def report_errors(task: F) -> F:
    """Turn an NmtError into one clear line on stderr and exit status 2 (no traceback)."""

    @wraps(task)
    def wrapper(*args, **kwargs):
        try:
            return task(*args, **kwargs)
        except NmtError as err:
            log.error("%s", err)
            print(f"error: {err}", file=sys.stderr)
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def unknown_key_error(schema: type, key: str) -> str | None:
    """None when the dotted ``key`` is a field of the dataclass ``schema`` (any key below a
    dict-typed field counts), else a message listing the valid keys at that level."""
    node: object = schema
    parts = key.split(".")
    for depth, part in enumerate(parts):
        if not (isinstance(node, type) and dataclasses.is_dataclass(node)):
            return None
        fields = typing.get_type_hints(node)
        if part not in fields:
            level = f"under {'.'.join(parts[:depth])}" if depth else "at the top level"
            return f"{key}: no such config key; the keys {level} are: {', '.join(fields)}"
        node = fields[part]
    return None


def check_override_keys(schema: type) -> Callable[[F], F]:
    """Decorator for a Hydra app's entry point: before Hydra runs, every ``key=value`` on
    the command line must name a key of ``schema``; otherwise one line listing the valid
    keys at that level, and exit status 2. Group choices and Hydra's own keys are Hydra's to
    check."""

    def decorate(main: F) -> F:
        @wraps(main)
        def wrapper(*args, **kwargs):
            for token in sys.argv[1:]:
                message = _override_error(schema, token)
                if message:
                    print(f"error: {message}", file=sys.stderr)
                    sys.exit(2)
            return main(*args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorate


def _override_error(schema: type, token: str) -> str | None:
    if token.startswith("-") or "=" not in token:
        return None  # a Hydra flag (--multirun, --cfg job, ...) or a flag's argument
    try:
        (override,) = OverridesParser.create().parse_overrides([token])
    except Exception:  # Hydra reports what it cannot parse, in its own words
        return None
    key = override.key_or_group
    if (override.type != OverrideType.CHANGE or override.package is not None
            or key in GROUPS or key.split(".")[0].split("/")[0] == "hydra"):
        return None
    return unknown_key_error(schema, key)

