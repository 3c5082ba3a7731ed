"""What steers a batch's search: forced prefixes, partial words (nmt.decoding.prefix) and
terminology constraints (nmt.decoding.constraints), as one :class:`Guide` that greedy and
beam search (nmt.decoding.search) consult at every step.

The guide holds one entry per decoder row of what steers it (its sentence, its state in a
partial word, each constraint's progress) and follows the search's rows: the search hands it
the parent row and the word of every row it continues with. Each step it asks the engine for
the whole next-word distribution (:meth:`nmt.decoding.engine.Engine.distribution`) and hands
the search the words it may choose from, with their true log-probabilities, so a
hypothesis's score is the log-probability of all of its output, prefix included:

- the pieces that every sentence's prefix forces first (as many as the shortest prefix has)
  are forced before the search starts, in one teacher-forced pass (:meth:`Guide.head`: the
  output layer runs once over all of them);
- a row still inside a longer prefix gets its forced piece only;
- a row inside a partial word gets the best of the pieces that continue it;
- with constraints, every row also gets the piece that starts or continues each constraint it
  has not met, eos is kept from rows that have not met them all, and the beam is shared out
  among the candidates by dynamic beam allocation (:meth:`Guide.order`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from nmt.config import DecodingOptions, Steering
from nmt.data.subwords import BOS, EOS
from nmt.decoding.allocation import allocation_order, banks
from nmt.decoding.arrays import Array, Arrays, NumpyArrays
from nmt.decoding.constraints import ConstraintTables, Progress, advance, expected_tokens
from nmt.decoding.engine import Engine, StepOutput
from nmt.decoding.hypothesis import NEG_INF, max_lengths
from nmt.decoding.prefix import PieceIndex, PrefixTables, TargetPrefix


@dataclass
class Head:
    """The start of a batch's outputs that every prefix forces, m pieces: tokens (B, m), their
    log-probability score (B,), attention (B, m, S) or None, the decoder state after them and
    the last piece (B,)."""

    tokens: Array
    score: Array
    attention: Array | None
    state: object
    last: Array


@dataclass
class Steered:
    """Every sentence's steering as target pieces: its prefix split into forced pieces and a
    partial word, the pieces of each of its constraints (none where the vocabulary cannot
    spell one: it is dropped), and the target vocabulary's piece index."""

    index: PieceIndex
    prefixes: list[TargetPrefix]
    constraints: list[list[list[int]]]

    @classmethod
    def of(cls, index: PieceIndex, steering: list[Steering]) -> Steered:
        """The pieces of ``steering``, one per sentence."""
        return cls(index, [index.split(s.prefix) for s in steering],
                   [[index.pieces(phrase) for phrase in s.constraints] for s in steering])

    def select(self, rows: list[int] | np.ndarray) -> Steered:
        """The steering of sentences ``rows``, in that order."""
        return Steered(self.index, [self.prefixes[i] for i in rows],
                       [self.constraints[i] for i in rows])

    def any(self) -> bool:
        """Whether any sentence is steered at all."""
        return any(self.steers(i) for i in range(len(self.prefixes)))

    def steers(self, row: int) -> int:
        """How sentence ``row`` is steered, as a sort key: 0 not at all, 1 a prefix only, 2
        constraints (which make a batch's search costlier)."""
        if self.constraints[row]:
            return 2
        prefix = self.prefixes[row]
        return int(bool(prefix.forced or prefix.partial))


class Guide:
    """The steering of one batch of B sentences, for engine arrays ``ops`` (see the module
    docstring): ``limits`` (B,) is each sentence's output length limit, a * S_i + b, raised
    to hold its forced prefix and b pieces more."""

    def __init__(self, ops: Arrays, steered: Steered, src_lengths: np.ndarray,
                 options: DecodingOptions) -> None:
        self.ops = ops
        prefix = PrefixTables.build(steered.prefixes, steered.index)
        base = max_lengths(NumpyArrays(), np.asarray(src_lengths), options.max_len_a,
                           options.max_len_b)
        limits = np.maximum(base, prefix.forced_len + options.max_len_b + 1)
        self.limits = ops.asarray(limits)
        self.forced, self.forced_len = ops.asarray(prefix.forced), ops.asarray(prefix.forced_len)
        self.max_forced = int(prefix.forced_len.max())
        self.min_forced = int(prefix.forced_len.min())
        self.horizon = prefix.horizon
        self.allowed, self.covers = ops.asarray(prefix.allowed), ops.asarray(prefix.covers)
        self.lengths = ops.asarray(prefix.lengths)
        self.needed = prefix.needed
        batch = len(steered.prefixes)
        self.sentence = ops.arange(0, batch)
        self.state = ops.asarray(prefix.start)
        self.constraints: ConstraintTables | None = None
        if any(steered.constraints):
            self._add_constraints(steered, limits - prefix.forced_len - 1)

    def _add_constraints(self, steered: Steered, room: np.ndarray) -> None:
        ops, index = self.ops, steered.index
        tables = ConstraintTables.build(steered.constraints, room.tolist())
        self.constraints = tables
        self.tokens = ops.asarray(tables.tokens)
        self.first = self.tokens[:, :, 0]
        self.piece_counts = ops.asarray(tables.lengths)
        self.full, self.top = ops.asarray(tables.full), int(tables.full.max())
        last = np.take_along_axis(tables.tokens, np.maximum(tables.lengths - 1, 0)[..., None],
                                  2)[..., 0]
        self.ends_word = ops.asarray(index.last_alnum[np.maximum(last, 0)]
                                     & (tables.lengths > 0))
        # what may follow a word that ends in a letter or digit: eos, a word start, others
        self.apart = ops.asarray(~index.going_on("a"))
        nothing = ops.full(tables.lengths.shape, 0, integer=True)
        # a slot without a constraint is met from the start
        self.progress = Progress(nothing, self.piece_counts == 0, nothing > 0)
        slots = tables.lengths.shape[1]
        self.earlier = ops.arange(0, slots)[None, :] < ops.arange(0, slots)[:, None]
        self.needed = np.union1d(self.needed, tables.tokens[tables.tokens >= 0])

    def head(self, engine: Engine, state: object, encoded: object) -> Head | None:
        """Force the pieces that every sentence's prefix starts with (as many as the shortest
        has) in one teacher-forced pass from the initial ``state``; None when a sentence has
        no prefix pieces. The search then starts after them."""
        count = self.min_forced
        if count == 0:
            return None
        ops = self.ops
        targets = self.forced[:, :count]
        first = ops.full((targets.shape[0], 1), BOS, integer=True)
        out = engine.force(ops.concat([first, targets[:, : count - 1]], 1), targets, state,
                           encoded, 0)
        for t in range(count):
            self.advance(None, targets[:, t], t)
        return Head(targets, out.scores.sum(1), out.attention, out.state, targets[:, -1])

    def step(self, engine: Engine, prev: Array, state: object, encoded: object, t: int, k: int
             ) -> StepOutput:
        """The engine's step at position t for rows with previous words prev (R,): each row's
        best k words among those it may take, then with constraints each constraint's next
        piece (-inf where it may not, or is among the k already), with their
        log-probabilities."""
        ops = self.ops
        dist = engine.distribution(prev, state, encoded, t)
        log_probs = dist.log_probs
        eos = ops.copy(log_probs[:, EOS])
        forced = self._forced(log_probs, t)
        allowed = self._allowed(t)
        scores, tokens = self._best(log_probs, allowed, k)
        if forced is not None:
            scores, tokens = self._force(scores, tokens, *forced)
        if self.constraints is not None:
            scores, tokens = self._with_constraints(log_probs, scores, tokens, allowed,
                                                    forced[2] if forced is not None else None)
        return StepOutput(scores, tokens, eos, dist.attention, dist.state)

    def _forced(self, log_probs: Array, t: int) -> tuple[Array, Array, Array] | None:
        """(log-probability (R,), piece (R,), whether forced (R,) bool) of each row's forced
        piece at step t; None past every prefix."""
        if t >= self.max_forced:
            return None
        token = self.forced[self.sentence, t]
        now = self.forced_len[self.sentence] > t
        return self.ops.take_along(log_probs, token[:, None])[:, 0], token, now

    def _allowed(self, t: int) -> Array | None:
        """(R, V) bool: the pieces each row may take at step t (all for a free row); None when
        no row can be inside a partial word."""
        if t > self.horizon or self.allowed.shape[0] == 0:
            return None
        ops = self.ops
        inside = (self.state >= 0) & (self.forced_len[self.sentence] <= t)
        return ops.where(inside[:, None], self.allowed[ops.clip(self.state, 0)], True)

    def _best(self, log_probs: Array, allowed: Array | None, k: int) -> tuple[Array, Array]:
        """Each row's k best words among the allowed ones, eos kept from rows that have not
        met every constraint."""
        ops = self.ops
        masked = log_probs if allowed is None else ops.where(allowed, log_probs, NEG_INF)
        if self.constraints is not None:
            # in place, also where ``masked`` is the distribution: step kept eos's own
            # log-probability, and neither a forced nor a constraint piece is eos
            masked[:, EOS] = ops.where(self.progress.done().all(-1), masked[:, EOS], NEG_INF)
        return ops.topk(masked, min(k, masked.shape[1]))

    def _force(self, scores: Array, tokens: Array, forced_score: Array, forced_token: Array,
               now: Array) -> tuple[Array, Array]:
        """The rows forced now (``now``) given their forced piece as the only candidate."""
        ops = self.ops
        scores = ops.where(now[:, None], NEG_INF, scores)
        scores[:, 0] = ops.where(now, forced_score, scores[:, 0])
        tokens[:, 0] = ops.where(now, forced_token, tokens[:, 0])
        return scores, tokens

    def _with_constraints(self, log_probs: Array, scores: Array, tokens: Array,
                          allowed: Array | None, forced_now: Array | None
                          ) -> tuple[Array, Array]:
        """scores, tokens (R, k) with each row's next constraint pieces added: (R, k + C)."""
        ops = self.ops
        expected = expected_tokens(ops, self.tokens, self.sentence, self.progress.pieces)
        pieces = ops.clip(expected, 0)
        valid = ~self.progress.done()
        if allowed is not None:
            valid = valid & ops.take_along(allowed, pieces)
        if forced_now is not None:
            valid = valid & ~forced_now[:, None]
        valid = valid & ~(expected[:, :, None] == tokens[:, None, :]).any(-1)
        valid = valid & ~((expected[:, :, None] == expected[:, None, :]) &
                          self.earlier[None]).any(-1)
        extra = ops.where(valid, ops.take_along(log_probs, pieces), NEG_INF)
        return ops.concat([scores, extra], 1), ops.concat([tokens, pieces], 1)

    @property
    def allocates(self) -> bool:
        """Whether the beam is shared out by :meth:`order` (the batch has constraints)."""
        return self.constraints is not None

    def order(self, candidates: Array, tokens: Array) -> Array:
        """Dynamic beam allocation: candidates (n, w * k) the cumulative scores of the rows'
        words tokens (n * w, k) -> the key (n, w * k) the search picks by, larger first."""
        ops = self.ops
        rows, n = tokens.shape[0], candidates.shape[0]
        now = self.progress
        expected = expected_tokens(ops, self.tokens, self.sentence, now.pieces)
        counts = self.piece_counts[self.sentence][:, None]
        widened = Progress(now.pieces[:, None], now.met[:, None], now.pending[:, None])
        after = advance(ops, widened, tokens[:, :, None], self.apart[tokens][:, :, None],
                        expected[:, None], self.first[self.sentence][:, None], counts,
                        self.ends_word[self.sentence][:, None])
        bank = banks(ops, after, counts).reshape(n, -1)
        full = self.full[self.sentence.reshape(n, rows // n)[:, 0]]
        return allocation_order(ops, candidates, bank, full, self.top)

    def advance(self, parents: Array | None, tokens: Array, t: int) -> None:
        """Follow the search: its rows now continue rows ``parents`` (R',) of the last step
        (None: the same rows) with words ``tokens`` (R',) chosen at step t."""
        ops = self.ops
        if parents is not None:
            self.sentence, self.state = self.sentence[parents], self.state[parents]
            if self.constraints is not None:
                self.progress = self.progress.select(parents)
        if t <= self.horizon and self.allowed.shape[0]:
            inside = (self.state >= 0) & (self.forced_len[self.sentence] <= t)
            state = ops.clip(self.state, 0)
            # a piece the state does not allow ends on a dead row (score -inf): free it
            goes_on = self.allowed[state, tokens] & ~self.covers[state, tokens]
            moved = ops.where(goes_on, state + self.lengths[tokens], -1)
            self.state = ops.where(inside, moved, self.state)
        if self.constraints is not None:
            expected = expected_tokens(ops, self.tokens, self.sentence, self.progress.pieces)
            self.progress = advance(
                ops, self.progress, tokens[:, None], self.apart[tokens][:, None], expected,
                self.first[self.sentence], self.piece_counts[self.sentence],
                self.ends_word[self.sentence])

    def met_rows(self, rows: Array) -> Array | None:
        """(m, C) bool: which constraints rows ``rows`` have met, once they end (None
        without constraints)."""
        return None if self.constraints is None else self.progress.done()[rows]

    def dropped(self, sentence: int, met: list[bool] | None) -> tuple[int, ...]:
        """The constraints of ``sentence`` (indices into its phrases) that an output whose
        met flags (by slot) are ``met`` lacks, those dropped before the search included."""
        if self.constraints is None:
            return ()
        kept = self.constraints.kept[sentence]
        lacking = [kept[slot] for slot in range(len(kept)) if met is None or not met[slot]]
        return tuple(sorted(self.constraints.dropped[sentence] + lacking))
