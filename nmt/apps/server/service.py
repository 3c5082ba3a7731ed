"""What the HTTP API does with a translation request, apart from HTTP: check it against the
server's limits, decode it through the batching queue, and shape the answer."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import numpy as np
from omegaconf import DictConfig

from nmt.apps.server.batcher import DecodeQueue
from nmt.apps.server.schemas import TranslateRequest
from nmt.config import DecodingOptions
from nmt.errors import ConfigError
from nmt.inference.translator import Translation, Translator

# the decoding options a request may set; the others are the server's
REQUEST_OPTIONS = ("beam", "nbest", "alpha", "beta")


class Refused(Exception):
    """A request the server will not decode: the HTTP ``status`` to answer, a message that
    names the limit or value at fault, and for a 422 the JSON ``field``."""

    def __init__(self, status: int, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.field = status, message, field


@dataclass(frozen=True)
class BatchKey:
    """What requests decoded together must share: the decoding options (as sorted
    (field, value) pairs, hashable) and whether attention is returned."""

    options: tuple[tuple[str, Any], ...]
    attention: bool

    @classmethod
    def of(cls, options: DecodingOptions, attention: bool) -> BatchKey:
        """The key of ``options`` (with ``attention``)."""
        return cls(tuple(sorted(dataclasses.asdict(options).items())), attention)

    def decoding(self) -> DecodingOptions:
        """The decoding options this key stands for."""
        return DecodingOptions(**dict(self.options))


def empty_result(nbest: int, attention: bool) -> dict:
    """The answer for an empty (or blank) input: an empty translation, score 0."""
    out: dict[str, Any] = {"text": "", "score": 0.0,
                           "nbest": [{"text": "", "score": 0.0}] * nbest}
    if attention:
        out["attention"] = {"source": [], "target": [], "weights": []}
    return out


def result_json(hyps: list[Translation], attention: bool) -> dict:
    """The answer for one input from its n-best list (best first): text, score, the list,
    and with ``attention`` the best one's (T+1, S+1) weights with their labels."""
    best = hyps[0]
    out: dict[str, Any] = {"text": best.text, "score": best.score,
                           "nbest": [{"text": h.text, "score": h.score} for h in hyps]}
    if attention:
        source, target = best.attention_labels()
        weights = np.round(best.attention.double().cpu().numpy(), 4)
        out["attention"] = {"source": source, "target": target, "weights": weights.tolist()}
    return out


class TranslationService:
    """The server's model and queue: checks requests against the limits of ``cfg`` (a
    ServeAppConfig) and decodes them in batches with the server's default options, changed
    by what each request sets."""

    def __init__(self, translator: Translator, cfg: DictConfig) -> None:
        self.translator, self.cfg = translator, cfg
        self.defaults = DecodingOptions.from_config(cfg)
        self.queue = DecodeQueue(self._decode, self._batch_limit, cfg.max_wait_ms / 1000,
                                 cfg.max_pending)

    async def translate(self, request: TranslateRequest) -> dict:
        """The answer to POST /translate: {"translations": [...]}, one per input text; Refused
        for a request outside the limits, QueueFull when the queue is."""
        lines = [request.text] if isinstance(request.text, str) else request.text
        options = self.options(request)
        if len(lines) > self.cfg.max_sentences:
            raise Refused(413, f"{len(lines)} sentences in one request, over "
                               f"max_sentences={self.cfg.max_sentences}")
        if request.alignments:
            raise Refused(501, "word alignments are not available in this version of nmt",
                          "alignments")
        full = [i for i, line in enumerate(lines) if line.strip()]
        await asyncio.to_thread(self.check_lengths, [lines[i] for i in full], full)
        results = [empty_result(options.nbest, request.attention)] * len(lines)
        if full:
            decoded = await self.queue.submit(BatchKey.of(options, request.attention),
                                              [lines[i] for i in full])
            for i, result in zip(full, decoded, strict=True):
                results[i] = result
        return {"translations": results}

    def options(self, request: TranslateRequest) -> DecodingOptions:
        """The server's options with the request's changes; Refused (422) naming the field
        whose value cannot work here."""
        changes = {name: getattr(request, name) for name in REQUEST_OPTIONS
                   if getattr(request, name) is not None}
        beam = changes.get("beam", self.defaults.beam)
        if beam > self.cfg.max_beam:
            raise Refused(422, f"beam={beam} is over this server's max_beam="
                               f"{self.cfg.max_beam}", "beam")
        # a smaller beam than the default brings the default n-best down with it
        changes.setdefault("nbest", min(self.defaults.nbest, beam))
        if changes["nbest"] > beam:
            raise Refused(422, f"nbest={changes['nbest']} must be at most beam={beam}", "nbest")
        try:
            return DecodingOptions.from_config(self.defaults, **changes)
        except ConfigError as err:
            raise Refused(422, str(err)) from None

    def check_lengths(self, lines: list[str], numbers: list[int]) -> None:
        """Refused (413) naming the first of ``lines`` (text[numbers[k]] of the request) with
        more than max_input_len source pieces."""
        limit = self.cfg.max_input_len
        for number, ids in zip(numbers, self.translator.subwords.encode_src(lines),
                               strict=True):
            if len(ids) > limit:
                raise Refused(413, f"text[{number}] has {len(ids)} pieces, over "
                                   f"max_input_len={limit}")

    def _batch_limit(self, key: Hashable) -> int:
        return key.decoding().sentences_per_batch()

    def _decode(self, key: Hashable, lines: list[str]) -> list[dict]:
        options = key.decoding()
        results = self.translator.translations(lines, return_attention=key.attention,
                                               **dataclasses.asdict(options))
        return [result_json(hyps, key.attention) for hyps in results]
