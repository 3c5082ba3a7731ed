"""The FastAPI app of ``nmt-serve``: the routes, their error answers, and the web page.

    POST /translate   translations, scores, n-best lists; on request attention matrices and
                      word alignments
    POST /score       the log-probability of given references (force decoding)
    GET  /health      the server answers (also while a batch decodes), and its queue
    GET  /info        languages, model, training steps, dev BLEU, defaults, limits, version
    GET  /docs        the OpenAPI page;  GET /  the web page (files in ./web)

With API keys (nmt.apps.server.auth) every route but /health, the page and the docs needs one.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline

from nmt import __version__
from nmt.apps.server.auth import ApiKeys
from nmt.apps.server.batcher import QueueFull
from nmt.apps.server.body_limit import BodyLimit
from nmt.apps.server.schemas import (
    ErrorAnswer,
    Health,
    ScoreRequest,
    ScoreResponse,
    TranslateRequest,
    TranslateResponse,
)
from nmt.apps.server.service import Refused, TranslationService

WEB = Path(__file__).resolve().parent / "web"
# the status logged for a request whose client left before its answer (nginx's convention)
CLIENT_GONE = 499
# the error answers a route may give, as its OpenAPI schema lists them
ERRORS = {
    400: "the body is not UTF-8 text",
    401: "no API key, or not one of the server's (see WWW-Authenticate)",
    413: "over a limit: max_request_bytes, max_sentences or max_input_len (the message "
         "names it)",
    422: "a field is missing, unknown, of the wrong type, or holds a value that cannot work "
         "(each problem names its field)",
    501: "this server cannot do it (POST /score with engine=onnxruntime)",
    503: "the queue is full: try again after Retry-After seconds",
}
log = logging.getLogger(__name__)


def create_app(service: TranslationService, info: dict, keys: Sequence[str] = ()) -> FastAPI:
    """The app serving ``service``; ``info`` is the body of GET /info; with ``keys``, a
    request needs one of them (nmt.apps.server.auth). The batching queue runs while the app
    does (its lifespan)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        service.queue.start()
        yield
        await service.queue.stop()

    # /docs and /redoc with their scripts served from the package: no CDN needed
    app = FastAPIOffline(title="nmt", version=__version__, lifespan=lifespan,
                         description=f"{info['source_lang']} -> {info['target_lang']} "
                                     f"translation with {info['checkpoint']}")
    app.add_middleware(BodyLimit, max_bytes=service.cfg.max_request_bytes)
    app.add_exception_handler(RequestValidationError, invalid_answer)
    app.add_exception_handler(Refused, refused_answer)
    app.add_exception_handler(QueueFull, busy_answer)
    app.add_exception_handler(Exception, failure_answer)
    if keys:  # the outer middleware: a request without a key is not even read
        app.add_middleware(ApiKeys, keys=keys)
        declare_bearer(app)

    keyed = (401,) if keys else ()

    @app.post("/translate", response_model=TranslateResponse, response_model_exclude_none=True,
              responses=error_answers(400, *keyed, 413, 422, 503))
    async def translate(body: TranslateRequest, request: Request) -> Any:
        """Translate one text or a list of them (see the request schema for the options)."""
        return await until_disconnect(request, service.translate(body))

    @app.post("/score", response_model=ScoreResponse,
              responses=error_answers(400, *keyed, 413, 422, 501, 503))
    async def score(body: ScoreRequest, request: Request) -> Any:
        """The log-probability of each reference given its source (total, per target token)
        and their perplexity, as training's dev perplexity computes it."""
        return await until_disconnect(request, service.score(body))

    @app.get("/health", response_model=Health)
    async def health() -> Any:
        """The server answers; sentences waiting or decoding, batches decoded so far."""
        stats = service.queue.stats
        return Health(status="ok", pending=stats.pending, decoding=stats.decoding,
                      batches=stats.batches, cancelled=stats.cancelled)

    @app.get("/info", responses=error_answers(*keyed))
    async def server_info() -> dict:
        """Languages, model, training steps, dev BLEU, decoding defaults, limits, version."""
        return info

    @app.get("/", include_in_schema=False)
    async def page() -> FileResponse:
        return FileResponse(WEB / "index.html")

    app.mount("/static", StaticFiles(directory=WEB), name="static")
    return app


def error_answers(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI ``responses`` of a route that may answer with these error statuses."""
    return {status: {"model": ErrorAnswer, "description": ERRORS[status]}
            for status in statuses}


def declare_bearer(app: FastAPI) -> None:
    """Say in the app's OpenAPI schema that its routes need a bearer key (so /docs offers to
    send one), except /health."""
    make_schema = app.openapi

    def schema() -> dict[str, Any]:
        if app.openapi_schema is None:
            out = make_schema()
            out.setdefault("components", {})["securitySchemes"] = {
                "apiKey": {"type": "http", "scheme": "bearer",
                           "description": "one of the server's API keys (api_keys=FILE)"}}
            out["security"] = [{"apiKey": []}]
            out["paths"]["/health"]["get"]["security"] = []
        return app.openapi_schema

    app.openapi = schema  # type: ignore[method-assign]


async def until_disconnect(request: Request, work: Awaitable[Any]) -> Any:
    """The result of ``work``, unless the client disconnects first: then the work is
    cancelled (a job not yet decoded leaves the queue) and nobody gets the answer."""
    task = asyncio.ensure_future(work)
    watcher = asyncio.ensure_future(_disconnected(request))
    try:
        await asyncio.wait({task, watcher}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        watcher.cancel()
        if not task.done():
            task.cancel()
    if task.cancelled():
        log.info("%s %s: the client left before its answer", request.method, request.url.path)
        return Response(status_code=CLIENT_GONE)
    return task.result()


async def _disconnected(request: Request) -> None:
    while (await request.receive())["type"] != "http.disconnect":
        pass


async def invalid_answer(request: Request, err: Exception) -> JSONResponse:
    """422 for a body that is not JSON or does not fit the schema: FastAPI's list of errors,
    each naming its field (``loc``), without the offending values (they may be huge, or NaN,
    which JSON cannot carry)."""
    assert isinstance(err, RequestValidationError)
    detail = [{key: error[key] for key in ("type", "loc", "msg") if key in error}
              for error in err.errors()]
    return JSONResponse({"detail": detail}, status_code=422)


async def refused_answer(request: Request, err: Exception) -> JSONResponse:
    """413 / 422 / 501 with a message naming the limit or field (422s as FastAPI's own)."""
    assert isinstance(err, Refused)
    if err.status == 422:
        detail: Any = [{"type": "value_error", "loc": ["body", err.field] if err.field
                        else ["body"], "msg": err.message}]
    else:
        detail = err.message
    return JSONResponse({"detail": detail}, status_code=err.status)


async def busy_answer(request: Request, err: Exception) -> JSONResponse:
    """503 when the queue is full: try again shortly."""
    return JSONResponse({"detail": f"the server is busy: {err}"}, status_code=503,
                        headers={"Retry-After": "1"})


async def failure_answer(request: Request, err: Exception) -> JSONResponse:
    """500 for what went wrong inside (decoding failed): the type and message; the server
    goes on answering."""
    log.error("%s %s failed: %s: %s", request.method, request.url.path, type(err).__name__,
              err)
    return JSONResponse({"detail": f"internal error: {type(err).__name__}: {err}"},
                        status_code=500)
