"""Stopping a run from outside: SIGINT (Ctrl-C) and SIGTERM.

The first signal asks the training loop to stop once the current step (and what is due
after it: logging, a validation, a checkpoint) is done; the loop then writes last.pt and
says how to resume. A second signal stops at once: :class:`StopNow` is raised wherever the
program is, so pending ``finally`` blocks still run and an interrupted checkpoint write only
removes its temp file.
"""

from __future__ import annotations

import logging
import signal
import threading
from types import FrameType

log = logging.getLogger(__name__)

SIGNALS = (signal.SIGINT, signal.SIGTERM)


class StopNow(BaseException):
    """A second stop signal: leave now. A BaseException, so no ``except Exception`` eats it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


class StopRequest:
    """Context manager that owns SIGINT and SIGTERM while training runs.

    ``signal`` is the name of the first signal received (None until one comes); outside the
    main thread, where Python cannot install handlers, it stays None.
    """

    def __init__(self) -> None:
        self.signal: str | None = None
        self._previous: dict[int, object] = {}

    @property
    def requested(self) -> bool:
        """Whether the loop should stop after the current step."""
        return self.signal is not None

    def __enter__(self) -> StopRequest:
        if threading.current_thread() is threading.main_thread():
            for signum in SIGNALS:
                self._previous[signum] = signal.signal(signum, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for signum, handler in self._previous.items():
            signal.signal(signum, handler)
        self._previous.clear()

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        name = signal.Signals(signum).name
        if self.signal is not None:
            raise StopNow(signum)
        self.signal = name
        log.warning("%s received: stopping after the current step and writing last.pt "
                    "(send it again to stop at once)", name)
