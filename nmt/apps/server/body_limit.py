"""An ASGI middleware that refuses request bodies over a size limit (413) before the app
parses them, so that no request makes the server hold more than that in memory; and the
error answer that middlewares send themselves."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class BodyLimit:
    """Reads each HTTP request's body (at most ``max_bytes``, else a 413 naming the limit)
    and hands it to ``app`` in one piece; later receives go to the client (a disconnect)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The ASGI entry point."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # the server has checked the header's syntax; a chunked body is counted as it comes
        declared = dict(scope["headers"]).get(b"content-length", b"0")
        if declared.isdigit() and int(declared) > self.max_bytes:
            await self._refuse(send, declared.decode())
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return  # the client left before sending its whole body
            body += message.get("body", b"")
            if len(body) > self.max_bytes:
                await self._refuse(send, f"more than {len(body)}")
                return
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(bytes(body), receive), send)

    async def _refuse(self, send: Send, size: str) -> None:
        await send_error(send, 413, f"request body of {size} bytes is over this server's "
                                    f"max_request_bytes={self.max_bytes}",
                         [(b"connection", b"close")])


async def send_error(send: Send, status: int, detail: str,
                     headers: Sequence[tuple[bytes, bytes]] = ()) -> None:
    """Answer with ``status`` and the JSON body ``{"detail": detail}`` (as the app's own
    error answers), with ``headers`` besides the content's."""
    content = json.dumps({"detail": detail}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(content)).encode()), *headers]})
    await send({"type": "http.response.body", "body": content})


def _replay(body: bytes, receive: Receive) -> Receive:
    """A receive that first returns the whole ``body``, then waits on ``receive``."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay
