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

from nmt.apps.config_keys import config_keys
from nmt.apps.options_help import register_help_resolver
from nmt.apps.overrides import GROUPS
from nmt.apps.sweeps import register_resolvers
from nmt.config import register_configs
from nmt.errors import NmtError, did_you_mean, nearest

F = TypeVar("F", bound=Callable[..., object])
log = logging.getLogger("nmt")

register_configs()
register_resolvers()
register_help_resolver()


def report_errors(task: F) -> F:
    """Turn an NmtError into one clear line on stderr and exit status 2 (no traceback); the
    run's log file (train.log), where there is one, records it too."""

    @wraps(task)
    def wrapper(*args, **kwargs):
        try:
            return task(*args, **kwargs)
        except NmtError as err:
            log_to_files(f"{err}")
            print(f"error: {err}", file=sys.stderr)
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def log_to_files(message: str) -> None:
    """An error line in the log files alone: the console already shows it as ``error:``."""
    record = log.makeRecord(log.name, logging.ERROR, __file__, 0, "%s", (message,), None)
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.FileHandler):
            handler.handle(record)


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
            near = nearest(part, fields)
            # the nearest key before the list, where a newcomer reads
            hint = f"did you mean `{near}`? The" if near else "the"
            return f"{key}: no such config key; {hint} keys {level} are: {', '.join(fields)}"
        node = fields[part]
    return None


def bad_choice_error(schema: type, key: str, value: object) -> str | None:
    """None unless the dotted ``key`` of ``schema`` has allowed values (its field's
    ``choices``) and ``value`` is a string that is none of them: then a message listing them,
    with the nearest one to a mistyped value."""
    choices = next((k.choices for k in config_keys(schema) if k.key == key), None)
    if not choices or not isinstance(value, str) or value in choices:
        return None
    return (f"{key}={value!r} is not one of: {', '.join(choices)}"
            f"{did_you_mean(value, choices)}")


def check_override_keys(schema: type) -> Callable[[F], F]:
    """Decorator for a Hydra app's entry point: before Hydra runs, every ``key=value`` on
    the command line must name a key of ``schema``, and a value of a key with allowed values
    must be one of them; otherwise one line naming the key (the nearest valid name or value,
    and those at that level), and exit status 2. Group choices and Hydra's own keys are
    Hydra's to check."""

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
    return unknown_key_error(schema, key) or bad_choice_error(schema, key, override.value())

