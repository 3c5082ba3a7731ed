"""A real nmt-serve app on a real uvicorn server on 127.0.0.1 (a free port), in a thread of
the test process, for the HTTP API and browser tests."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import uvicorn
from fastapi import FastAPI
from omegaconf import DictConfig

from nmt.apps.serve import build_app, check_options
from tests.conftest import compose_config

# how long a server may take to start or stop before the test fails
START_TIMEOUT = 60


@contextlib.contextmanager
def serving(checkpoint: Path | str, *overrides: str) -> Iterator[str]:
    """The base URL (``http://127.0.0.1:PORT``) of the app for ``checkpoint`` (a path, or
    "[a,b]" for an ensemble) composed from configs/serve.yaml with ``overrides``, served until
    the block ends."""
    cfg = serve_config(checkpoint, *overrides)
    check_options(cfg)
    with serving_app(build_app(cfg)) as base:
        yield base


def serve_config(checkpoint: Path | str, *overrides: str) -> DictConfig:
    """nmt-serve's config for ``checkpoint`` on the CPU, without an access log."""
    return compose_config("serve", [f"checkpoint={checkpoint}", "device=cpu",
                                    "access_log=false", *overrides])


@contextlib.contextmanager
def serving_app(app: FastAPI) -> Iterator[str]:
    """The base URL of ``app`` served on uvicorn in a thread until the block ends."""
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning",
                            access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="uvicorn", daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                raise AssertionError("the uvicorn server did not start")
            time.sleep(0.01)
        port = server.servers[0].sockets[0].getsockname()[1]
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(START_TIMEOUT)
        assert not thread.is_alive(), "the uvicorn server did not stop"
