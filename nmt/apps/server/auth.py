"""Who may use the server: API keys read from a file, and an ASGI middleware that lets a
request through only with ``Authorization: Bearer KEY`` for one of them (401 otherwise),
except where it asks for what anyone may see: /health, the web page and its files, and the
API's documentation (which describe the API, not the model, and hold no secret).

Keys are compared in constant time and never logged: uvicorn's access log writes the request
line (method, path, query), never its headers, and a key is accepted in the header only.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import logging
import os
import re
from collections.abc import Sequence
from pathlib import Path

from nmt.apps.server.body_limit import ASGIApp, Receive, Scope, Send, send_error
from nmt.errors import ConfigError

log = logging.getLogger(__name__)

KEYS_ENV = "NMT_API_KEYS_FILE"
# what a request may ask for without a key
OPEN_PATHS = frozenset({"/", "/health", "/docs", "/docs/oauth2-redirect", "/redoc",
                        "/openapi.json"})
OPEN_PREFIXES = ("/static/", "/static-offline-docs/")
# a key is a bearer token: visible ASCII, no spaces (RFC 6750's b64token and more)
KEY = re.compile(r"[!-~]+")
# a key shorter than this is warned about: it can be guessed
SHORT_KEY = 16
REALM = 'Bearer realm="nmt"'


def key_file(configured: str | None) -> tuple[Path, str] | None:
    """The keys file and how it was named (``api_keys=FILE`` on the command line, else the
    environment variable NMT_API_KEYS_FILE), or None for neither."""
    if configured:
        return Path(configured), f"api_keys={configured}"
    chosen = os.environ.get(KEYS_ENV)
    return (Path(chosen), f"{KEYS_ENV}={chosen}") if chosen else None


def read_keys(path: Path, named: str) -> list[str]:
    """The keys in ``path``, one a line, stripped; blank lines and lines starting with "#"
    are left out. ConfigError starting with ``named`` (how the file was given) when the file
    is missing, unreadable, not UTF-8, holds no key or a key with spaces or other characters
    than visible ASCII inside (naming the line)."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise ConfigError(f"{named}: no such file") from None
    except IsADirectoryError:
        raise ConfigError(f"{named}: a folder, not a file of keys") from None
    except OSError as err:
        raise ConfigError(f"{named}: cannot read it ({err.strerror})") from None
    except UnicodeDecodeError as err:
        raise ConfigError(f"{named}: not UTF-8 text (byte {err.start})") from None
    keys = []
    for number, line in enumerate(text.splitlines(), start=1):
        key = line.strip()
        if not key or key.startswith("#"):
            continue
        if not KEY.fullmatch(key):
            raise ConfigError(f"{named}, line {number}: a key is one word of visible ASCII "
                              f"characters, with no spaces inside")
        if len(key) < SHORT_KEY:
            log.warning("%s, line %d: a key of %d characters is easy to guess; 32 random "
                        "ones are not (python -c 'import secrets; "
                        "print(secrets.token_urlsafe(32))')", named, number, len(key))
        keys.append(key)
    if not keys:
        raise ConfigError(f"{named}: holds no key (one key a line; blank lines and lines "
                          f"starting with # are left out)")
    return keys


def is_loopback(host: str) -> bool:
    """Whether serving on ``host`` reaches this machine only (127.0.0.0/8, ::1,
    localhost); any other name or address, and "" or 0.0.0.0 (every interface), may be
    reached from the network."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def digest(key: bytes) -> bytes:
    """A fixed-length digest of a key: comparing digests takes the same time whatever the
    keys' lengths."""
    return hashlib.sha256(key).digest()


class ApiKeys:
    """ASGI middleware: an HTTP request for anything but the open paths (OPEN_PATHS,
    OPEN_PREFIXES) goes on to ``app`` only with ``Authorization: Bearer KEY`` for one of
    ``keys``; otherwise a 401 with a WWW-Authenticate header, before its body is read."""

    def __init__(self, app: ASGIApp, keys: Sequence[str]) -> None:
        self.app = app
        self.digests = [digest(key.encode()) for key in keys]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The ASGI entry point."""
        if scope["type"] != "http" or self.is_open(scope["path"]):
            await self.app(scope, receive, send)
            return
        header = dict(scope["headers"]).get(b"authorization")
        problem = self.problem(header)
        if problem is None:
            await self.app(scope, receive, send)
            return
        message, challenge = problem
        await send_error(send, 401, message, [(b"www-authenticate", challenge.encode())])

    @staticmethod
    def is_open(path: str) -> bool:
        """Whether ``path`` may be asked for without a key."""
        return path in OPEN_PATHS or path.startswith(OPEN_PREFIXES)

    def problem(self, header: bytes | None) -> tuple[str, str] | None:
        """None when the Authorization ``header`` carries a known key; else the message and
        the WWW-Authenticate challenge of the 401."""
        if header is None:
            return ("this server needs an API key: send 'Authorization: Bearer KEY'", REALM)
        scheme, _, token = header.strip().partition(b" ")
        if scheme.lower() != b"bearer" or not token.strip():
            return ("the Authorization header must be 'Bearer KEY'",
                    f'{REALM}, error="invalid_request"')
        given = digest(token.strip())
        known = False
        for key in self.digests:  # all of them, so that the time says nothing of which
            known |= hmac.compare_digest(given, key)
        if not known:
            return ("the API key is not one of this server's", f'{REALM}, error="invalid_token"')
        return None
