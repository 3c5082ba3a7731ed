"""What the three command-line apps share: config registration and error reporting."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from functools import wraps
from typing import TypeVar

import datasets

from nmt.config import register_configs
from nmt.errors import NmtError
from nmt.sweeps import register_resolvers

F = TypeVar("F", bound=Callable[..., object])
log = logging.getLogger("nmt")

register_configs()
register_resolvers()
if not sys.stderr.isatty():
    # progress bars are for people watching a terminal, not for logs and pipes
    datasets.disable_progress_bars()


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
