"""The JSON bodies of the HTTP API, as pydantic models (FastAPI validates requests against
them and lists them on /docs). Requests are strict: a value of the wrong JSON type or an
unknown field is a 422 that names it.

POST /translate's request is derived from the decoding options (nmt.config.DecodingOptions,
less those only the server sets, SERVER_SIDE_OPTIONS) and the per-sentence steering
(nmt.config.Steering): a field added to either is a field of the request, with its type and
help text, and no list of names here can fall out of step. Their values are checked where
the command line's are (DecodingOptions.check; nmt.translation.steering)."""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from nmt.config import SERVER_SIDE_OPTIONS, DecodingOptions, Steering

STRICT = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)


def option_fields(options: type, per_sentence: bool = False) -> dict[str, Any]:
    """Request fields for the fields of the dataclass ``options`` (but SERVER_SIDE_OPTIONS):
    the field's type, or its allowed values, optional (None: the server's default), its
    help text as description; ``per_sentence``: a value may also be a list of one per text."""
    hints = typing.get_type_hints(options)
    out: dict[str, Any] = {}
    for option in dataclasses.fields(options):
        if option.name in SERVER_SIDE_OPTIONS:
            continue
        kind: Any = hints[option.name]
        if option.metadata.get("choices"):
            kind = Literal[tuple(option.metadata["choices"])]
        if per_sentence:
            kind = kind | list[kind]  # type: ignore[operator]
        out[option.name] = (kind | None, Field(None, description=option.metadata.get("help")))
    return out


class TranslateFields(BaseModel):
    """What POST /translate reads beside the decoding options and the steering."""

    model_config = STRICT

    text: str | list[str] = Field(description="a text, or a list of texts: each is cut into "
                                              "sentences (limits count sentences), its line "
                                              "breaks kept")
    attention: bool = Field(False, description="return each chosen translation's attention "
                                               "matrix with its source and target pieces")
    alignments: bool = Field(False, description="return each chosen translation's word "
                                                "alignment (Pharaoh i-j pairs)")


# POST /translate: one text or a list of them; decoding options (unset: the server's
# defaults, see GET /info); a prefix and constraints, one for every text or a list of one per
# text
TranslateRequest = create_model(
    "TranslateRequest", __base__=TranslateFields, __module__=__name__,
    __doc__="POST /translate: one text or a list of them, decoding options (unset: the "
            "server's defaults, see GET /info), and a prefix and constraints for every text "
            "or one per text.",
    **option_fields(DecodingOptions), **option_fields(Steering, per_sentence=True))


class Hypothesis(BaseModel):
    """One entry of an n-best list."""

    text: str
    score: float = Field(description="log-probability (eos included); with alpha or beta, "
                                     "the beam's ranking score; with mbr, the mean utility "
                                     "(0-100)")


class Attention(BaseModel):
    """The attention of a translation: one row per target piece (the last one the eos
    produced), one column per source piece (the last one the source eos)."""

    source: list[str]
    target: list[str]
    weights: list[list[float]] = Field(description="(len(target), len(source)), rows sum "
                                                   "to 1 for softmax attention")


class Suggestion(BaseModel):
    """A next word after the prefix, as an editor offers it."""

    word: str = Field(description="the whole word; after a prefix that ends inside a word, "
                                  "that word completed (the typed characters included)")
    probability: float = Field(description="how likely the model finds it after the prefix's "
                                           "complete words")


class Sentence(BaseModel):
    """One sentence of an input text (the text is cut into sentences unless
    split_sentences=false) and its translation."""

    source: str = Field(description="the sentence as cut from the text (normalised: see "
                                    "docs/how-to/robust-input.md)")
    text: str = Field(description="its translation")
    score: float = Field(description="its score; the text's score is their sum")
    attention: Attention | None = None


class Translation(BaseModel):
    """The result for one input text: its best translation, the n-best list (best first),
    and the best translation's sentences."""

    text: str = Field(description="the translation: the sentences' translations where the "
                                  "sentences were, line breaks and blank lines kept")
    score: float = Field(description="the sum of the sentences' scores, each the "
                                     "log-probability of its output (eos and a prefix "
                                     "included; with alpha or beta, the beam's ranking score)")
    nbest: list[Hypothesis] = Field(description="the best combinations of the sentences' "
                                                "hypotheses by summed score, at most nbest")
    sentences: list[Sentence] = Field(description="each sentence of the best translation "
                                                  "(one for a text of one sentence, none for "
                                                  "an empty text), with its attention when "
                                                  "asked for")
    attention: Attention | None = Field(None, description="for a text of one sentence (or "
                                                          "none): its attention; several "
                                                          "sentences have theirs under "
                                                          "sentences")
    alignment: str | None = Field(None, description="Pharaoh format: 'i-j' pairs of 0-based "
                                                    "source word i and target word j, "
                                                    "counted in the whole text")
    suggestions: list[Suggestion] | None = Field(
        None, description="asked for with suggestions=k: the k most likely next words after "
                          "the prefix, most likely first")
    dropped_constraints: list[str] = Field(
        description="the constraints this translation lacks: they could not fit within the "
                    "output length limit (empty when every one is in it)")


class TranslateResponse(BaseModel):
    """POST /translate's answer: one entry per input text, in order."""

    translations: list[Translation]


class Health(BaseModel):
    """GET /health: the server answers, and how busy its queue is."""

    status: str
    pending: int = Field(description="sentences waiting or decoding")
    decoding: bool = Field(description="a batch is being decoded now")
    batches: int = Field(description="batches decoded since the start")
    cancelled: int = Field(description="requests dropped before decoding: their client left")


class ScoreRequest(BaseModel):
    """POST /score: sources and their references (one string each, or equally long lists),
    each reference force-decoded given its source."""

    model_config = STRICT

    sources: str | list[str] = Field(description="a source sentence, or a list of them")
    references: str | list[str] = Field(description="the translation to score for each "
                                                    "source")


class ReferenceScore(BaseModel):
    """How likely the model finds one reference given its source."""

    log_prob: float = Field(description="the natural-log probability of the reference's "
                                        "pieces and the eos after them")
    mean: float = Field(description="log_prob per target token (eos included)")
    tokens: int = Field(description="target tokens scored: the reference's pieces + 1")


class ScoreResponse(BaseModel):
    """POST /score's answer: one entry per pair, in order, and their corpus perplexity."""

    scores: list[ReferenceScore]
    perplexity: float | None = Field(description="exp of the negative log-probability per "
                                                 "target token over all pairs (None for none)")


class FieldError(BaseModel):
    """One problem with a request's body: where (``loc``: "body", then the field and index),
    its kind, and a message."""

    type: str
    loc: list[str | int]
    msg: str


class ErrorAnswer(BaseModel):
    """An error answer: a message, or for a 422 the list of the body's problems."""

    detail: str | list[FieldError]
