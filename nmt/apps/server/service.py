"""What the HTTP API does with a translation or scoring request, apart from HTTP: check it
against the server's limits, decode (or force-decode) it through the batching queue, and shape
the answer."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import numpy as np
from omegaconf import DictConfig

from nmt.analysis.scoring import ReferenceScore, corpus_perplexity
from nmt.analysis.word_alignment import pharaoh
from nmt.apps.server.batcher import DecodeQueue
from nmt.apps.server.schemas import ScoreRequest, TranslateRequest
from nmt.config import DECODE_ROWS, SERVER_SIDE_OPTIONS, DecodingOptions, Steering
from nmt.decoding.encoder_cache import EncoderCache
from nmt.errors import ConfigError, DataError
from nmt.translation.paragraphs import TextUnits
from nmt.translation.steering import steering_list
from nmt.translation.translator import Translator, steered_options
from nmt.translation.types import Translation

# the decoding options a request may set (the fields of TranslateRequest derived from them)
REQUEST_OPTIONS = tuple(f.name for f in dataclasses.fields(DecodingOptions)
                        if f.name not in SERVER_SIDE_OPTIONS)
# the queue's key of scoring requests: (source, reference) pairs, force-decoded together
SCORING = "score"


class Refused(Exception):
    """A request the server will not decode: the HTTP ``status`` to answer, a message that
    names the limit or value at fault, and for a 422 the JSON ``field``."""

    def __init__(self, status: int, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.field = status, message, field


@dataclass(frozen=True)
class BatchKey:
    """What requests decoded together must share: the decoding options (as sorted
    (field, value) pairs, hashable) and whether attention and word alignments are returned."""

    options: tuple[tuple[str, Any], ...]
    attention: bool
    alignments: bool

    @classmethod
    def of(cls, options: DecodingOptions, attention: bool, alignments: bool) -> BatchKey:
        """The key of ``options`` (with ``attention`` and ``alignments``)."""
        return cls(tuple(sorted(dataclasses.asdict(options).items())), attention, alignments)

    def decoding(self) -> DecodingOptions:
        """The decoding options this key stands for."""
        return DecodingOptions(**dict(self.options))


def attention_json(translation: Translation) -> dict:
    """A translation's (T+1, S+1) attention weights with their labels."""
    source, target = translation.attention_labels()
    weights = np.round(attention_array(translation.attention), 4)
    return {"source": source, "target": target, "weights": weights.tolist()}


def sentence_json(sentence: Translation, attention: bool) -> dict:
    """One sentence of a text's translation: its source, translation, score, and with
    ``attention`` its attention."""
    out: dict[str, Any] = {"source": sentence.source, "text": sentence.text,
                           "score": sentence.score}
    if attention:
        out["attention"] = attention_json(sentence)
    return out


def result_json(hyps: list[Translation], attention: bool, alignments: bool,
                suggestions: bool) -> dict:
    """The answer for one input text from its n-best list (best first): text, score, the
    list, the best one's sentences (each with its attention when asked), the constraints it
    lacks; with ``attention`` its (T+1, S+1) weights with their labels where the text is one
    sentence (or none: empty ones), with ``alignments`` its word alignment (Pharaoh, word
    positions in the whole text), with ``suggestions`` the next words after the prefix."""
    best = hyps[0]
    out: dict[str, Any] = {"text": best.text, "score": best.score,
                           "nbest": [{"text": h.text, "score": h.score} for h in hyps],
                           "sentences": [sentence_json(s, attention) for s in best.sentences],
                           "dropped_constraints": best.dropped_constraints}
    if suggestions:
        out["suggestions"] = [{"word": s.word, "probability": s.probability}
                              for s in best.suggestions]
    if attention and not best.sentences:
        out["attention"] = {"source": [], "target": [], "weights": []}
    elif attention and len(best.sentences) == 1:
        out["attention"] = attention_json(best)
    if alignments:
        out["alignment"] = pharaoh(best.word_alignment())
    return out


def attention_array(attention: Any) -> np.ndarray:
    """A translation's attention (a torch tensor, or numpy from engine=onnxruntime) as a
    float64 numpy array."""
    if hasattr(attention, "cpu"):  # a torch tensor, maybe on a GPU
        attention = attention.double().cpu().numpy()
    return np.asarray(attention, dtype=np.float64)


def score_json(scores: list[ReferenceScore]) -> dict:
    """POST /score's answer: each pair's log-probability (total, per token, tokens) and the
    corpus perplexity over them all (None for no pairs)."""
    return {"scores": [{"log_prob": s.log_prob, "mean": s.mean, "tokens": s.tokens}
                       for s in scores],
            "perplexity": corpus_perplexity(scores) if scores else None}


def as_list(text: str | list[str]) -> list[str]:
    """A request's text field as a list: one string is a list of one."""
    return [text] if isinstance(text, str) else text


class TranslationService:
    """The server's model and queue: checks requests against the limits of ``cfg`` (a
    ServeAppConfig) and decodes them in batches with the server's default options, changed
    by what each request sets. It translates one sentence at those options first (the first
    decoding of a shape packs the weights). ``has_attention``: whether the model (or a member
    of the ensemble) attends, i.e. is not model.decoder=no_attention. With
    ``cfg.encoder_cache`` > 0 the translator keeps the encodings of that many recent batches,
    so that a request that changes only a sentence's prefix or constraints runs the decoder
    alone."""

    def __init__(self, translator: Translator, cfg: DictConfig) -> None:
        self.translator, self.cfg = translator, cfg
        self.defaults = DecodingOptions.from_config(cfg)
        if cfg.encoder_cache > 0:
            translator.encoder_cache = EncoderCache(cfg.encoder_cache)
        self.queue = DecodeQueue(self._decode, self._batch_limit, cfg.max_wait_ms / 1000,
                                 cfg.max_pending)
        translator.translate(["warm up"], **dataclasses.asdict(self.defaults))
        self.has_attention = translator.has_attention
        # force decoding runs the torch model: ONNX Runtime's graphs are decoding steps only
        self.can_score = translator.model is not translator.engines

    def features(self) -> dict:
        """What this server can return: attention and word alignments (a model with
        attention), reference scores (engine=torch)."""
        return {"attention": self.has_attention, "alignments": self.has_attention,
                "score": self.can_score}

    async def translate(self, request: TranslateRequest) -> dict:
        """The answer to POST /translate: {"translations": [...]}, one per input text; Refused
        for a request outside the limits (which count sentences, after splitting), QueueFull
        when the queue is."""
        texts = as_list(request.text)
        options = self.options(request)
        for field in ("attention", "alignments"):
            if getattr(request, field) and not self.has_attention:
                raise Refused(422, f"{field}=true needs attention, and this model has none "
                                   f"(model.decoder=no_attention)", field)
        steering = self.steering(request, options, len(texts))
        # before the batch key: a request's options are those its search runs with
        options = options.for_steering(steering)
        if options.beam > self.cfg.max_beam:
            raise Refused(422, f"constraints decode at beam {options.beam} at least, over this "
                               f"server's max_beam={self.cfg.max_beam}", "constraints")
        layouts = await asyncio.to_thread(self.translator.lay_out, texts, options, steering)
        self.check_count(sum(len(layout.sentences) for layout in layouts))
        plan = await asyncio.to_thread(self.translator.units, layouts, options, steering)
        self.check_units(plan)
        await asyncio.to_thread(self.check_steering, steering,
                                [i for i, units in enumerate(plan.units) if units])
        key = BatchKey.of(options, request.attention, request.alignments)
        results = await self.queue.submit(key, plan.flat) if plan.flat else []
        return await asyncio.to_thread(self._answer, plan, results, options, key)

    def _answer(self, plan: TextUnits, results: list[list[Translation]],
                options: DecodingOptions, key: BatchKey) -> dict:
        shown = key.attention or key.alignments
        translations = self.translator.assemble(plan, results, options.nbest, shown)
        return {"translations": [result_json(hyps, key.attention, key.alignments,
                                             options.suggestions > 0)
                                 for hyps in translations]}

    def steering(self, request: TranslateRequest, options: DecodingOptions, count: int
                 ) -> list[Steering]:
        """Each text's prefix and constraints; Refused (422) naming the field for a wrong
        shape, an empty phrase, or steering with sampling or MBR."""
        try:
            steering = steering_list(count, request.prefix, request.constraints)
            steered_options(options, steering)
        except (DataError, ConfigError) as err:
            field = "constraints" if "constraint" in str(err) else "prefix"
            raise Refused(422, str(err), field) from None
        return steering or [Steering() for _ in range(count)]

    def check_steering(self, steering: list[Steering], numbers: list[int]) -> None:
        """Refused (413) naming the first prefix or constraint of texts ``numbers`` with
        more than max_input_len target pieces."""
        limit, encode = self.cfg.max_input_len, self.translator.subwords.encode_tgt
        for number in numbers:
            prefix, phrases = steering[number].prefix, steering[number].constraints
            for field, ids in zip([f"prefix[{number}]", *(f"constraints[{number}][{j}]"
                                                          for j in range(len(phrases)))],
                                  encode([prefix, *phrases]), strict=True):
                if len(ids) > limit:
                    raise Refused(413, f"{field} has {len(ids)} pieces, over "
                                       f"max_input_len={limit}")

    async def score(self, request: ScoreRequest) -> dict:
        """The answer to POST /score (see :func:`score_json`): each reference force-decoded
        given its source; Refused for a request outside the limits or with a reference
        missing for a source, QueueFull when the queue is full."""
        if not self.can_score:
            raise Refused(501, "POST /score needs engine=torch: this server decodes with "
                               "engine=onnxruntime, whose graphs are the decoding steps only")
        sources, references = as_list(request.sources), as_list(request.references)
        if len(sources) != len(references):
            raise Refused(422, f"{len(sources)} sources but {len(references)} references: "
                               f"each source needs its reference", "references")
        self.check_count(len(sources))
        numbers = list(range(len(sources)))
        await asyncio.to_thread(self.check_lengths, "sources", sources, numbers)
        await asyncio.to_thread(self.check_lengths, "references", references, numbers)
        scores = await self.queue.submit(SCORING, list(zip(sources, references, strict=True))
                                         ) if sources else []
        return score_json(scores)

    def check_count(self, count: int) -> None:
        """Refused (413) for more than max_sentences sentences (or pairs) in one request."""
        if count > self.cfg.max_sentences:
            raise Refused(413, f"{count} sentences in one request, over "
                               f"max_sentences={self.cfg.max_sentences}")

    def options(self, request: TranslateRequest) -> DecodingOptions:
        """The server's options with the request's changes; Refused (422) naming the field
        whose value cannot work here."""
        changes = {name: getattr(request, name, None) for name in REQUEST_OPTIONS
                   if getattr(request, name, None) is not None}
        beam = changes.get("beam", self.defaults.beam)
        if beam > self.cfg.max_beam:
            raise Refused(422, f"beam={beam} is over this server's max_beam="
                               f"{self.cfg.max_beam}", "beam")
        requested = dataclasses.replace(self.defaults, **changes)
        if requested.sampling == "none" and not requested.mbr:
            # a smaller beam than the default brings the default n-best down with it
            changes.setdefault("nbest", min(self.defaults.nbest, beam))
            if changes["nbest"] > beam:
                raise Refused(422, f"nbest={changes['nbest']} must be at most beam={beam}",
                              "nbest")
        try:
            options = DecodingOptions.from_config(self.defaults, **changes)
        except ConfigError as err:  # its message starts with "name=value"
            named = str(err).split("=", 1)[0]
            raise Refused(422, str(err), named if named in changes else None) from None
        if options.search_beam() > self.cfg.max_beam:
            raise Refused(422, f"mbr=true at beam={options.beam} searches a beam of "
                               f"{options.search_beam()}, over this server's max_beam="
                               f"{self.cfg.max_beam}: give a beam of 2 to {self.cfg.max_beam}",
                          "beam")
        if options.samples() > self.cfg.max_samples:
            field = "mbr_samples" if options.mbr else "nbest"
            raise Refused(422, f"{field}={options.samples()} samples are over this server's "
                               f"max_samples={self.cfg.max_samples}", field)
        return options

    def check_units(self, plan: TextUnits) -> None:
        """Refused (413) naming the first sentence (text[i], sentence j) with more than
        max_input_len source pieces: the limit holds for each sentence after splitting."""
        limit = self.cfg.max_input_len
        for number, units in enumerate(plan.units):
            for index, unit in enumerate(units, start=1):
                if len(unit.ids) > limit:
                    where = f"text[{number}]" if len(units) == 1 else \
                        f"text[{number}], sentence {index} of {len(units)},"
                    raise Refused(413, f"{where} has {len(unit.ids)} pieces, over "
                                       f"max_input_len={limit} (a limit per sentence)")

    def check_lengths(self, field: str, lines: list[str], numbers: list[int]) -> None:
        """Refused (413) naming the first of ``lines`` (field[numbers[k]] of the request) with
        more than max_input_len pieces (target pieces for references, else source ones)."""
        limit = self.cfg.max_input_len
        subwords = self.translator.subwords
        encode = subwords.encode_tgt if field == "references" else subwords.encode_src
        for number, ids in zip(numbers, encode(lines), strict=True):
            if len(ids) > limit:
                raise Refused(413, f"{field}[{number}] has {len(ids)} pieces, over "
                                   f"max_input_len={limit}")

    def _batch_limit(self, key: Hashable) -> int:
        # scoring batches by tokens itself (Translator.score); this bounds one call's work
        return DECODE_ROWS if key == SCORING else key.decoding().sentences_per_batch()

    def _decode(self, key: Hashable, items: list) -> list:
        if key == SCORING:
            sources, references = (list(side) for side in zip(*items, strict=True))
            return self.translator.score(sources, references, self.defaults.precision)
        return self.translator.decode_units(items, key.decoding(),
                                            return_attention=key.attention or key.alignments)
