"""Decoding: batched greedy and beam search over the model's step interface.

Search knows the model only through ``encode``, ``init_state`` and ``step``; state is
batch-first, so finished sentences leave the batch (and beams are reordered) through
``select_batch``, whatever the decoder keeps in its state.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from nmt.config import DecodingOptions
from nmt.data.subwords import BOS, EOS
from nmt.model.batch_state import beam_rows, select_batch
from nmt.model.seq2seq import Encoded, Seq2Seq

NEG_INF = float("-inf")
# GNMT's coverage penalty takes log(min(coverage, 1)); a source position that was never
# attended would give log(0). The floor keeps the penalty finite (about -23 per position).
COVERAGE_FLOOR = 1e-10


@dataclass
class Hypothesis:
    """A decoded sentence: ids without bos/eos, its score and, when asked for, the
    attention (len(tokens) + 1, S_i) of every output step (eos included) over the source.

    score: the sum of the token log-probabilities (eos included) for greedy search and for
    beam search with alpha = beta = 0; otherwise the beam's ranking score
    log P / lp(alpha) + cp(beta) (see :func:`length_penalty`, :func:`coverage_penalty`).
    """

    tokens: list[int]
    score: float
    attention: torch.Tensor | None = None


def max_lengths(src_lengths: torch.Tensor, a: float, b: int) -> torch.Tensor:
    """Output length limit a * S_i + b per sentence (at least 1), (B,) int64."""
    return (src_lengths.float() * a + b).floor().long().clamp(min=1)


def length_penalty(length: float | torch.Tensor, alpha: float) -> float | torch.Tensor:
    """GNMT length penalty lp(Y) = ((5 + |Y|) / 6) ** alpha (Wu et al. 2016, eq. 14);
    |Y| counts eos. alpha = 0 gives 1 (plain log-probability)."""
    return ((5.0 + length) / 6.0) ** alpha


def coverage_penalty(coverage: torch.Tensor, mask: torch.Tensor, beta: float) -> torch.Tensor:
    """GNMT coverage penalty beta * sum_j log(min(sum_i a_ij, 1)) over valid source
    positions j: coverage (R, S) summed attention, mask (R, S) bool -> (R,), at most 0."""
    logs = coverage.clamp(min=COVERAGE_FLOOR, max=1.0).log()
    return beta * logs.masked_fill(~mask, 0.0).sum(-1)


@torch.inference_mode()
def greedy_search(model: Seq2Seq, src: torch.Tensor, src_lengths: torch.Tensor,
                  options: DecodingOptions, return_attention: bool = False
                  ) -> list[Hypothesis]:
    """Greedy decoding of a batch: src (B, S), src_lengths (B,) -> B hypotheses, each at
    most ``options.max_len_a`` * S_i + ``options.max_len_b`` tokens long (beam, alpha and
    beta are not used).

    Sentences that produced eos leave the active batch, so the cost follows the sentences
    still being decoded.
    """
    batch, src_len = src.shape
    device = src.device
    encoded = model.encode(src, src_lengths)
    state = model.init_state(encoded)
    limits = max_lengths(src_lengths, options.max_len_a, options.max_len_b)
    steps = int(limits.max())
    tokens = torch.full((batch, steps), EOS, dtype=torch.long, device=device)
    scores = torch.zeros(batch, device=device)
    attention = torch.zeros(batch, steps, src_len, device=device) if return_attention else None
    active = torch.arange(batch, device=device)
    prev = torch.full((batch,), BOS, dtype=torch.long, device=device)
    for t in range(steps):
        log_probs, weights, state = model.step(prev, state, encoded, t)
        chosen = log_probs.argmax(dim=-1)
        chosen = torch.where(limits[active] <= t + 1, torch.full_like(chosen, EOS), chosen)
        best = log_probs.gather(1, chosen.unsqueeze(1)).squeeze(1)
        tokens[active, t] = chosen
        scores[active] += best
        if attention is not None and weights is not None:
            attention[active, t] = weights.float()
        running = chosen != EOS
        if not bool(running.any()):
            break
        if not bool(running.all()):
            keep = running.nonzero().squeeze(1)
            active, chosen = active[keep], chosen[keep]
            state, encoded = select_batch(state, keep), select_batch(encoded, keep)
        prev = chosen
    return _hypotheses(tokens, scores, attention, src_lengths)


def _hypotheses(tokens: torch.Tensor, scores: torch.Tensor, attention: torch.Tensor | None,
                src_lengths: torch.Tensor) -> list[Hypothesis]:
    out = []
    for row, ids in enumerate(tokens.tolist()):
        length = ids.index(EOS) if EOS in ids else len(ids)
        weights = None
        if attention is not None:
            weights = attention[row, : length + 1, : int(src_lengths[row])].cpu()
        out.append(Hypothesis(ids[:length], float(scores[row]), weights))
    return out


@dataclass
class _Finished:
    """Hypotheses that ended with eos at one step: sentence (M,), score (M,), tokens (M, t)
    without eos, attention (M, t + 1, S) or None."""

    sentence: torch.Tensor
    score: torch.Tensor
    tokens: torch.Tensor
    attention: torch.Tensor | None


class _Beams:
    """The active part of a batched beam search: n sentences x w beams folded into n * w rows.

    Row r holds beam r % w of active sentence r // w. Everything per row (decoder state,
    token history, attention history, coverage) is reordered with the beams through one
    index per step, the same index that drops the rows of finished sentences. The encoder's
    cache keeps one row per active sentence, shared by its beams.
    """

    def __init__(self, encoded: Encoded, state: dict, limits: torch.Tensor, alpha: float,
                 nbest: int, track_attention: bool, track_coverage: bool) -> None:
        n, device = limits.size(0), limits.device
        src_len = encoded.enc.mask.size(1)
        self.encoded, self.state = encoded, state
        self.width = 1  # one beam per sentence until the first expansion
        self.sentence = torch.arange(n, device=device)  # original index of each active one
        self.limits = limits
        self.bound_lp = length_penalty(limits.float(), alpha)  # lp at the longest output
        self.scores = torch.zeros(n, 1, device=device)  # raw log-probabilities (n, w)
        self.tokens = torch.empty(n, 0, dtype=torch.long, device=device)
        self.prev = torch.full((n,), BOS, dtype=torch.long, device=device)
        self.attention = torch.empty(n, 0, src_len, device=device) if track_attention else None
        self.coverage = torch.zeros(n, src_len, device=device) if track_coverage else None
        self.best_finished = torch.full((n, nbest), NEG_INF, device=device)
        self.finished_count = torch.zeros(n, dtype=torch.long, device=device)
        self.min_limit = int(limits.min())

    def record_step(self, weights: torch.Tensor | None) -> None:
        """Append this step's attention (rows, S) to the histories of the current rows."""
        if weights is None:
            return
        if self.attention is not None:
            self.attention = torch.cat([self.attention, weights.float().unsqueeze(1)], dim=1)
        if self.coverage is not None:
            self.coverage = self.coverage + weights.float()

    def reorder(self, parents: torch.Tensor, tokens: torch.Tensor, scores: torch.Tensor,
                keep: torch.Tensor | None) -> None:
        """Continue with beams ``parents`` (n', w') rows extended by ``tokens`` (n', w') with
        raw scores (n', w'); ``keep`` (n',) the sentences still active, None for all."""
        rows = parents.reshape(-1)
        if keep is not None:
            # the encoder's cache keeps one row per sentence, shared by its beams (see
            # Seq2Seq.step), so it follows the sentences, not the beams
            self.encoded = select_batch(self.encoded, keep)
            self.sentence, self.limits = self.sentence[keep], self.limits[keep]
            self.bound_lp = self.bound_lp[keep]
            self.best_finished = self.best_finished[keep]
            self.finished_count = self.finished_count[keep]
            self.min_limit = int(self.limits.min())
        self.state = select_batch(self.state, rows)
        self.tokens = torch.cat([self.tokens.index_select(0, rows), tokens.reshape(-1, 1)], 1)
        if self.attention is not None:
            self.attention = self.attention.index_select(0, rows)
        if self.coverage is not None:
            self.coverage = self.coverage.index_select(0, rows)
        self.prev = tokens.reshape(-1)
        self.scores = scores
        self.width = parents.size(1)


@torch.inference_mode()
def beam_search(model: Seq2Seq, src: torch.Tensor, src_lengths: torch.Tensor,
                options: DecodingOptions, return_attention: bool = False
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
    """
    beam, alpha, beta = options.beam, options.alpha, options.beta
    encoded = model.encode(src, src_lengths)
    limits = max_lengths(src_lengths, options.max_len_a, options.max_len_b)
    beams = _Beams(encoded, model.init_state(encoded), limits, alpha, options.nbest,
                   return_attention, beta > 0)
    finished: list[_Finished] = []
    for t in range(int(limits.max())):
        log_probs, weights, beams.state = model.step(beams.prev, beams.state, beams.encoded, t)
        beams.record_step(weights)
        if t + 1 >= beams.min_limit:
            _force_eos(log_probs, beams.limits.repeat_interleave(beams.width) <= t + 1)
        if not _advance(beams, log_probs, t, beam, alpha, beta, finished):
            break
    return _collect(finished, src.size(0), src_lengths, options.nbest)


def _force_eos(log_probs: torch.Tensor, rows: torch.Tensor) -> None:
    """Leave eos as the only choice of ``rows`` (R,) bool of log_probs (R, V), in place."""
    eos = log_probs[:, EOS].clone()
    log_probs.masked_fill_(rows.unsqueeze(1), NEG_INF)
    log_probs[:, EOS] = eos


def _advance(beams: _Beams, log_probs: torch.Tensor, t: int, beam: int, alpha: float,
             beta: float, finished: list[_Finished]) -> bool:
    """Pick the candidates of step t from log_probs (rows, V): finish the eos ones, reorder
    the rest into ``beams``, drop done sentences. False when every sentence is done."""
    n, width, vocab = beams.scores.size(0), beams.width, log_probs.size(1)
    candidates = log_probs.add_(beams.scores.view(-1, 1)).view(n, width * vocab)
    top_scores, top_ids = candidates.topk(min(2 * beam, width * vocab), dim=1)
    token = top_ids % vocab
    parents = top_ids // vocab + torch.arange(0, n * width, width,
                                              device=top_ids.device).unsqueeze(1)
    is_eos = token == EOS
    first = min(beam, token.size(1))
    ends, final = _ending(beams, top_scores[:, :first], is_eos[:, :first],
                          parents[:, :first], t, alpha, beta)
    go_scores, go = top_scores.masked_fill(is_eos, NEG_INF).topk(first, dim=1)
    done = _done(beams, go_scores[:, 0], t, beam)
    any_ends, any_done, all_done = torch.stack([ends.any(), done.any(), done.all()]).tolist()
    if any_ends:
        finished.append(_finish(beams, ends, final, parents[:, :first]))
    if all_done:
        return False
    keep = (~done).nonzero().squeeze(1) if any_done else None
    go_parents, go_tokens = parents.gather(1, go), token.gather(1, go)
    if keep is not None:
        go_parents, go_tokens, go_scores = go_parents[keep], go_tokens[keep], go_scores[keep]
    beams.reorder(go_parents, go_tokens, go_scores, keep)
    return True


def _ending(beams: _Beams, scores: torch.Tensor, is_eos: torch.Tensor, parents: torch.Tensor,
            t: int, alpha: float, beta: float) -> tuple[torch.Tensor, torch.Tensor]:
    """Of the best candidates (n, k) of step t, those that end with eos now: the mask, their
    final scores log P / lp + cp (-inf elsewhere); updates the finished counts and bests."""
    ends = is_eos & (scores > NEG_INF)
    final = scores / length_penalty(t + 1, alpha)
    if beta > 0:
        mask = beam_rows(beams.encoded.enc.mask, beams.coverage.size(0))
        penalty = coverage_penalty(beams.coverage, mask, beta)
        final = final + penalty[parents]
    final = final.masked_fill(~ends, NEG_INF)
    nbest = beams.best_finished.size(1)
    beams.best_finished = torch.cat([beams.best_finished, final], 1).topk(nbest, dim=1).values
    beams.finished_count = beams.finished_count + ends.sum(1)
    return ends, final


def _done(beams: _Beams, best_active: torch.Tensor, t: int, beam: int) -> torch.Tensor:
    """Sentences (n,) bool that stop after step t: ``beam`` hypotheses finished, the length
    limit reached, or no active beam (best raw score ``best_active`` (n,)) can still beat
    the n-th best finished one: raw scores only fall, and lp is largest at the limit."""
    nbest = beams.best_finished.size(1)
    beaten = (beams.finished_count >= nbest) & (
        beams.best_finished[:, -1] >= best_active / beams.bound_lp)
    return (beams.finished_count >= beam) | (beams.limits <= t + 1) | beaten


def _finish(beams: _Beams, ends: torch.Tensor, final: torch.Tensor, parents: torch.Tensor
            ) -> _Finished:
    """The hypotheses that end with eos now: ends (n, k) bool over the candidates, final
    (n, k) their scores, parents (n, k) the rows they extend."""
    where = ends.nonzero()
    rows = parents[where[:, 0], where[:, 1]]
    attention = beams.attention.index_select(0, rows) if beams.attention is not None else None
    return _Finished(beams.sentence[where[:, 0]], final[where[:, 0], where[:, 1]],
                     beams.tokens.index_select(0, rows), attention)


def _collect(finished: list[_Finished], batch: int, src_lengths: torch.Tensor, nbest: int
             ) -> list[list[Hypothesis]]:
    """Group the finished hypotheses by sentence, best first, ``nbest`` each."""
    out: list[list[Hypothesis]] = [[] for _ in range(batch)]
    lengths = src_lengths.tolist()
    for part in finished:
        for i, (sentence, score, tokens) in enumerate(zip(
                part.sentence.tolist(), part.score.tolist(), part.tokens.tolist(), strict=True)):
            weights = None
            if part.attention is not None:
                weights = part.attention[i, :, : lengths[sentence]].cpu()
            out[sentence].append(Hypothesis(tokens, score, weights))
    for hyps in out:
        hyps.sort(key=lambda h: h.score, reverse=True)
        del hyps[nbest:]
    return out
