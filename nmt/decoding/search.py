"""Decoding: batched greedy and beam search over an engine (nmt.decoding.engine.Engine).

Search knows the model only through the engine's ``encode``, ``step`` and ``select``: state
is batch-first, so finished sentences leave the batch (and beams are reordered) through
``select``, whatever the decoder keeps in its state. It is written once for both engines:
the arrays are torch tensors (PyTorch) or numpy arrays (ONNX Runtime), and what the two do
not share goes through the engine's ``ops`` (nmt.decoding.arrays). Each step the engine
gives every row its best few next words (the top 1 for greedy, 2 x beam for beam search)
rather than the whole vocabulary: a sentence's best 2 x beam continuations are among its
rows' best 2 x beam each, so the result is the same, and no (rows x vocabulary) array leaves
the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from nmt.config import DecodingOptions
from nmt.data.subwords import BOS, EOS
from nmt.decoding.arrays import Array, Arrays
from nmt.decoding.engine import Engine, StepOutput
from nmt.decoding.guide import Guide, Head
from nmt.decoding.hypothesis import (
    NEG_INF,
    Hypothesis,
    coverage_penalty,
    length_penalty,
    max_lengths,
)


def compact_now(rows: int, running: int) -> bool:
    """Whether a greedy batch of ``rows`` rows, ``running`` of them not ended, drops its
    ended rows now: once they are an eighth of it (so they cost at most that much arithmetic
    more), and at once below 8 rows."""
    return rows - running >= max(1, rows // 8)


def greedy_search(engine: Engine, src: Array, src_lengths: Array, options: DecodingOptions,
                  return_attention: bool = False, guide: Guide | None = None
                  ) -> list[Hypothesis]:
    """Greedy decoding of a batch: src (B, S), src_lengths (B,) -> B hypotheses, each at
    most ``options.max_len_a`` * S_i + ``options.max_len_b`` tokens long (beam, alpha and
    beta are not used); ``guide``: prefixes that steer it (nmt.decoding.guide), which also
    set the limits.

    Sentences that produced eos leave the active batch, so the cost follows the sentences
    still being decoded; they leave it together (:func:`compact_now`), because selecting the
    encoder's rows anew at every step costs more than computing a few ended rows.
    """
    ops = engine.ops
    batch, src_len = src.shape
    encoded, state = engine.encode(src, src_lengths)
    limits = guide.limits if guide is not None else \
        max_lengths(ops, src_lengths, options.max_len_a, options.max_len_b)
    steps = int(limits.max())
    tokens = ops.full((batch, steps), EOS, integer=True)
    scores = ops.full((batch,), 0.0)
    attention = ops.full((batch, steps, src_len), 0.0) if return_attention else None
    active = ops.arange(0, batch)
    prev = ops.full((batch,), BOS, integer=True)
    head = guide.head(engine, state, encoded) if guide is not None else None
    if head is not None:
        start = head.tokens.shape[1]
        tokens[:, :start], scores[:] = head.tokens, head.score
        if attention is not None and head.attention is not None:
            attention[:, :start] = ops.as_float(head.attention)
        state, prev = head.state, head.last
    ended = None  # active rows that produced eos at an earlier step, still computed
    for t in range(0 if head is None else head.tokens.shape[1], steps):
        out = engine.step(prev, state, encoded, t, 1) if guide is None else \
            guide.step(engine, prev, state, encoded, t, 1)
        forced = limits[active] <= t + 1
        chosen = ops.where(forced, EOS, out.tokens[:, 0])
        gained = ops.where(forced, out.eos, out.scores[:, 0])
        if ended is not None:  # eos again: the tokens after a row's first eos are not read
            chosen, gained = ops.where(ended, EOS, chosen), ops.where(ended, 0.0, gained)
        tokens[active, t] = chosen
        scores[active] += gained
        if attention is not None and out.attention is not None:
            attention[active, t] = ops.as_float(out.attention)
        state = out.state
        running = chosen != EOS
        left = int(running.sum())
        if left == 0:
            break
        ended, keep = ~running, None
        if compact_now(len(active), left):
            keep = ops.nonzero(running)
            active, chosen, ended = active[keep], chosen[keep], None
            state, encoded = engine.select(state, keep), engine.select(encoded, keep)
        if guide is not None:
            guide.advance(keep, chosen, t)
        prev = chosen
    return _hypotheses(ops, tokens, scores, attention, src_lengths)


def _hypotheses(ops: Arrays, tokens: Array, scores: Array, attention: Array | None,
                src_lengths: Array) -> list[Hypothesis]:
    out = []
    for row, ids in enumerate(tokens.tolist()):
        length = ids.index(EOS) if EOS in ids else len(ids)
        weights = None
        if attention is not None:
            weights = ops.to_host(attention[row, : length + 1, : int(src_lengths[row])])
        out.append(Hypothesis(ids[:length], float(scores[row]), weights))
    return out


@dataclass
class _Finished:
    """Hypotheses that ended with eos at one step: sentence (M,), score (M,), tokens (M, t)
    without eos, attention (M, t + 1, S) or None, met (M, C) bool the constraints each met
    or None (no constraints)."""

    sentence: Array
    score: Array
    tokens: Array
    attention: Array | None
    met: Array | None = None


class _Beams:
    """The active part of a batched beam search: n sentences x w beams folded into n * w rows.

    Row r holds beam r % w of active sentence r // w. Everything per row (decoder state,
    token history, attention history, coverage) is reordered with the beams through one
    index per step, the same index that drops the rows of finished sentences. The encoder's
    cache keeps one row per active sentence, shared by its beams.
    """

    def __init__(self, engine: Engine, src: Array, src_lengths: Array, limits: Array,
                 alpha: float, nbest: int, track_attention: bool, track_coverage: bool
                 ) -> None:
        self.engine, ops = engine, engine.ops
        n = limits.shape[0]
        self.encoded, self.state = engine.encode(src, src_lengths)
        src_len = engine.source_mask(self.encoded).shape[1]
        self.width = 1  # one beam per sentence until the first expansion
        self.sentence = ops.arange(0, n)  # original index of each active one
        self.limits = limits
        self.bound_lp = length_penalty(ops.as_float(limits), alpha)  # lp at the longest output
        self.scores = ops.full((n, 1), 0.0)  # raw log-probabilities (n, w)
        self.tokens = ops.full((n, 0), 0, integer=True)
        self.prev = ops.full((n,), BOS, integer=True)
        self.attention = ops.full((n, 0, src_len), 0.0) if track_attention else None
        self.coverage = ops.full((n, src_len), 0.0) if track_coverage else None
        self.best_finished = ops.full((n, nbest), NEG_INF)
        self.finished_count = ops.full((n,), 0, integer=True)
        self.min_limit = int(limits.min())

    def start_with(self, head: Head) -> None:
        """Begin after the pieces every prefix forces (nmt.decoding.guide.Guide.head): one
        beam per sentence, holding them."""
        ops = self.engine.ops
        self.tokens, self.scores = head.tokens, head.score[:, None]
        self.state, self.prev = head.state, head.last
        if head.attention is not None:
            weights = ops.as_float(head.attention)
            if self.attention is not None:
                self.attention = weights
            if self.coverage is not None:
                self.coverage = weights.sum(1)

    def record_step(self, weights: Array | None) -> None:
        """Append this step's attention (rows, S) to the histories of the current rows."""
        if weights is None:
            return
        ops = self.engine.ops
        if self.attention is not None:
            self.attention = ops.concat([self.attention, ops.as_float(weights)[:, None]], 1)
        if self.coverage is not None:
            self.coverage = self.coverage + ops.as_float(weights)

    def reorder(self, parents: Array, tokens: Array, scores: Array, keep: Array | None
                ) -> None:
        """Continue with beams ``parents`` (n', w') rows extended by ``tokens`` (n', w') with
        raw scores (n', w'); ``keep`` (n',) the sentences still active, None for all."""
        rows = parents.reshape(-1)
        if keep is not None:
            # the encoder's cache keeps one row per sentence, shared by its beams (see
            # Seq2Seq.step), so it follows the sentences, not the beams
            self.encoded = self.engine.select(self.encoded, keep)
            self.sentence, self.limits = self.sentence[keep], self.limits[keep]
            self.bound_lp = self.bound_lp[keep]
            self.best_finished = self.best_finished[keep]
            self.finished_count = self.finished_count[keep]
            self.min_limit = int(self.limits.min())
        self.state = self.engine.select(self.state, rows)
        self.tokens = self.engine.ops.concat([self.tokens[rows], tokens.reshape(-1, 1)], 1)
        if self.attention is not None:
            self.attention = self.attention[rows]
        if self.coverage is not None:
            self.coverage = self.coverage[rows]
        self.prev = tokens.reshape(-1)
        self.scores = scores
        self.width = parents.shape[1]


def beam_search(engine: Engine, src: Array, src_lengths: Array, options: DecodingOptions,
                return_attention: bool = False, guide: Guide | None = None
                ) -> list[list[Hypothesis]]:
    """Batched beam search with ``options.beam`` beams: src (B, S), src_lengths (B,) -> for
    each sentence its ``options.nbest`` hypotheses, best first.

    All sentences decode together, their beams folded into the batch dimension (B * beam
    rows). At each step the best 2 * beam candidates of a sentence are taken: those among the
    first ``beam`` that end in eos are finished (kept, scored log P / lp + cp), the best
    ``beam`` others continue. A sentence leaves the batch once it has ``beam`` finished
    hypotheses, or once no active beam can still beat its ``nbest``-th finished one (exact
    for the scores used: log-probabilities only fall and lp is largest at the length limit),
    or at its length limit a * S_i + b, where eos is forced. ``beam=1`` gives the greedy
    output. With ``beta`` > 0 the coverage penalty ranks finished hypotheses.

    ``guide``: prefixes and constraints that steer it (nmt.decoding.guide), which also set
    the limits; with constraints the beam is shared out by dynamic beam allocation, and a
    hypothesis that lacks one (it ended at the limit) ranks after those that lack none.
    """
    beam, alpha, beta = options.beam, options.alpha, options.beta
    limits = guide.limits if guide is not None else \
        max_lengths(engine.ops, src_lengths, options.max_len_a, options.max_len_b)
    beams = _Beams(engine, src, src_lengths, limits, alpha, options.nbest, return_attention,
                   beta > 0)
    finished: list[_Finished] = []
    head = guide.head(engine, beams.state, beams.encoded) if guide is not None else None
    if head is not None:
        beams.start_with(head)
    for t in range(0 if head is None else head.tokens.shape[1], int(limits.max())):
        out = engine.step(beams.prev, beams.state, beams.encoded, t, 2 * beam) \
            if guide is None else guide.step(engine, beams.prev, beams.state, beams.encoded, t,
                                             2 * beam)
        beams.state = out.state
        beams.record_step(out.attention)
        if t + 1 >= beams.min_limit:
            _force_eos(engine.ops, out, engine.ops.repeat(beams.limits, beams.width) <= t + 1)
        if not _advance(beams, out, t, beam, alpha, beta, finished, guide):
            break
    return _collect(engine.ops, finished, src.shape[0], src_lengths, options.nbest, guide)


def _force_eos(ops: Arrays, out: StepOutput, rows: Array) -> None:
    """Leave eos as the only candidate of ``rows`` (R,) bool of a step's output, in place."""
    out.scores[:, 1:] = ops.where(rows[:, None], NEG_INF, out.scores[:, 1:])
    out.scores[:, 0] = ops.where(rows, out.eos, out.scores[:, 0])
    out.tokens[:, 0] = ops.where(rows, EOS, out.tokens[:, 0])


def _advance(beams: _Beams, out: StepOutput, t: int, beam: int, alpha: float, beta: float,
             finished: list[_Finished], guide: Guide | None = None) -> bool:
    """Pick the candidates of step t from each row's best words (rows, k): finish the eos
    ones, reorder the rest into ``beams``, drop done sentences. False when every sentence
    is done.

    With a ``guide`` the candidates are taken in the order it gives (dynamic beam allocation
    where there are constraints, else by score), and the beams of every sentence are cut to
    as many as still have a finite score (while a prefix is forced, one each)."""
    ops = beams.engine.ops
    n, width, k = beams.scores.shape[0], beams.width, out.scores.shape[1]
    candidates = (out.scores + beams.scores.reshape(-1, 1)).reshape(n, width * k)
    allocating = guide is not None and guide.allocates
    key = guide.order(candidates, out.tokens) if allocating else candidates
    top_keys, top_ids = ops.topk(key, min(2 * beam, width * k))
    top_scores = ops.take_along(candidates, top_ids) if allocating else top_keys
    token = ops.take_along(out.tokens.reshape(n, width * k), top_ids)
    parents = top_ids // k + ops.arange(0, n * width, width)[:, None]
    is_eos = token == EOS
    first = min(beam, token.shape[1])
    ends, final = _ending(beams, top_scores[:, :first], is_eos[:, :first],
                          parents[:, :first], t, alpha, beta)
    go_scores, go = ops.topk(ops.where(is_eos, NEG_INF, top_keys), first)
    if allocating:  # the allocation chose them; by score from here on
        go_scores, by_score = ops.topk(ops.take_along(top_scores, go), first)
        go = ops.take_along(go, by_score)
    done = _done(beams, go_scores[:, 0], t, beam)
    flags = [ends.any(), done.any(), done.all()]
    if guide is not None:  # and how many beams of a sentence are alive, in one host sync
        flags = [*map(ops.as_int, flags), (go_scores > NEG_INF).sum(1).max()]
    any_ends, any_done, all_done, *live = ops.stack(flags).tolist()
    if any_ends:
        finished.append(_finish(beams, ends, final, parents[:, :first], guide))
    if all_done:
        return False
    if live and live[0] < first:
        go, go_scores = go[:, : max(1, live[0])], go_scores[:, : max(1, live[0])]
    keep = ops.nonzero(~done) if any_done else None
    go_parents, go_tokens = ops.take_along(parents, go), ops.take_along(token, go)
    if keep is not None:
        go_parents, go_tokens, go_scores = go_parents[keep], go_tokens[keep], go_scores[keep]
    beams.reorder(go_parents, go_tokens, go_scores, keep)
    if guide is not None:
        guide.advance(go_parents.reshape(-1), go_tokens.reshape(-1), t)
    return True


def _ending(beams: _Beams, scores: Array, is_eos: Array, parents: Array, t: int, alpha: float,
            beta: float) -> tuple[Array, Array]:
    """Of the best candidates (n, k) of step t, those that end with eos now: the mask, their
    final scores log P / lp + cp (-inf elsewhere); updates the finished counts and bests."""
    ops = beams.engine.ops
    ends = is_eos & (scores > NEG_INF)
    final = scores / length_penalty(t + 1, alpha)
    if beta > 0:
        width = beams.coverage.shape[0] // beams.limits.shape[0]
        mask = ops.repeat(beams.engine.source_mask(beams.encoded), width)
        penalty = coverage_penalty(ops, beams.coverage, mask, beta)
        final = final + penalty[parents]
    final = ops.where(ends, final, NEG_INF)
    nbest = beams.best_finished.shape[1]
    beams.best_finished = ops.topk(ops.concat([beams.best_finished, final], 1), nbest)[0]
    beams.finished_count = beams.finished_count + ends.sum(1)
    return ends, final


def _done(beams: _Beams, best_active: Array, t: int, beam: int) -> Array:
    """Sentences (n,) bool that stop after step t: ``beam`` hypotheses finished, the length
    limit reached, or no active beam (best raw score ``best_active`` (n,)) can still beat
    the n-th best finished one: raw scores only fall, and lp is largest at the limit."""
    nbest = beams.best_finished.shape[1]
    beaten = (beams.finished_count >= nbest) & (
        beams.best_finished[:, -1] >= best_active / beams.bound_lp)
    return (beams.finished_count >= beam) | (beams.limits <= t + 1) | beaten


def _finish(beams: _Beams, ends: Array, final: Array, parents: Array, guide: Guide | None
            ) -> _Finished:
    """The hypotheses that end with eos now: ends (n, k) bool over the candidates, final
    (n, k) their scores, parents (n, k) the rows they extend."""
    where = beams.engine.ops.argwhere(ends)
    rows = parents[where[:, 0], where[:, 1]]
    attention = beams.attention[rows] if beams.attention is not None else None
    met = guide.met_rows(rows) if guide is not None else None
    return _Finished(beams.sentence[where[:, 0]], final[where[:, 0], where[:, 1]],
                     beams.tokens[rows], attention, met)


def _collect(ops: Arrays, finished: list[_Finished], batch: int, src_lengths: Array,
             nbest: int, guide: Guide | None = None) -> list[list[Hypothesis]]:
    """Group the finished hypotheses by sentence, best first (with constraints: those that
    lack fewer first), ``nbest`` each."""
    out: list[list[Hypothesis]] = [[] for _ in range(batch)]
    lengths = src_lengths.tolist()
    for part in finished:
        met = part.met.tolist() if part.met is not None else None
        for i, (sentence, score, tokens) in enumerate(zip(
                part.sentence.tolist(), part.score.tolist(), part.tokens.tolist(), strict=True)):
            weights = None
            if part.attention is not None:
                weights = ops.to_host(part.attention[i, :, : lengths[sentence]])
            dropped = guide.dropped(sentence, met[i] if met else None) if guide else ()
            out[sentence].append(Hypothesis(tokens, score, weights, dropped))
    for hyps in out:
        hyps.sort(key=lambda h: (-len(h.dropped), h.score), reverse=True)
        del hyps[nbest:]
    return out
