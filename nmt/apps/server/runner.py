"""Running the app on uvicorn until Ctrl-C or SIGTERM, which stop it gracefully (requests in
flight are answered) and end the process with status 0, as nmt-train's do."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

import uvicorn
from fastapi import FastAPI

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Server(uvicorn.Server):
    """uvicorn's server, except that a stopping signal is not raised again after the
    graceful stop (uvicorn does, so that the process dies of it: a traceback for Ctrl-C
    under Hydra, status -15 for SIGTERM). A second Ctrl-C stops at once."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        """Stop on SIGINT / SIGTERM while the server runs (main thread only)."""
        previous = {sig: signal.signal(sig, self._stop) for sig in STOP_SIGNALS}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _stop(self, sig: int, frame: FrameType | None) -> None:
        if self.should_exit and sig == signal.SIGINT:
            self.force_exit = True
        self.should_exit = True


def serve(app: FastAPI, host: str, port: int, access_log: bool) -> None:
    """Serve ``app`` on host:port (0: a free port, which the log names) until stopped."""
    Server(uvicorn.Config(app, host=host, port=port, access_log=access_log,
                          log_level="info")).run()
