"""The JSON bodies of the HTTP API, as pydantic models (FastAPI validates requests against
them and lists them on /docs). Requests are strict: a value of the wrong JSON type or an
unknown field is a 422 that names it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

STRICT = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)


class TranslateRequest(BaseModel):
    """POST /translate: one text or a list of them, and decoding options (unset: the
    server's defaults, see GET /info)."""

    model_config = STRICT

    text: str | list[str] = Field(description="a sentence, or a list of sentences")
    beam: int | None = Field(None, ge=1, description="beam size (1: greedy search)")
    nbest: int | None = Field(None, ge=1, description="hypotheses returned per input, "
                                                      "at most beam")
    alpha: float | None = Field(None, ge=0, description="GNMT length normalisation")
    beta: float | None = Field(None, ge=0, description="GNMT coverage penalty")
    attention: bool = Field(False, description="return each chosen translation's attention "
                                               "matrix with its source and target pieces")
    alignments: bool = Field(False, description="return each chosen translation's word "
                                                "alignment (Pharaoh i-j pairs)")


class Hypothesis(BaseModel):
    """One entry of an n-best list."""

    text: str
    score: float = Field(description="log-probability (eos included); with alpha or beta, "
                                     "the beam's ranking score")


class Attention(BaseModel):
    """The attention of a translation: one row per target piece (the last one the eos
    produced), one column per source piece (the last one the source eos)."""

    source: list[str]
    target: list[str]
    weights: list[list[float]] = Field(description="(len(target), len(source)), rows sum "
                                                   "to 1 for softmax attention")


class Translation(BaseModel):
    """The result for one input: its best translation, and the n-best list (best first)."""

    text: str
    score: float
    nbest: list[Hypothesis]
    attention: Attention | None = None
    alignment: str | None = Field(None, description="Pharaoh format: 'i-j' pairs of 0-based "
                                                    "source word i and target word j")


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
