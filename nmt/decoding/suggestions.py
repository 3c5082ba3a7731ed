"""Next-word suggestions: the k most likely words to follow a prefix, whole words with their
probabilities, for an editor to offer.

After the prefix's complete words are forced, a small beam over *partial words* grows each by
pieces: the first piece starts a word (or spells the word being typed, as the search's
partial words do, nmt.decoding.prefix), the next ones continue it (no word-start mark, and
a letter or digit after letters or digits, other characters after other characters:
"bike" then "." are two words). A word is complete when what follows is not such a
continuation, so its probability is

    P(word) = P(its pieces | prefix) x (1 - P(a piece continuing it | prefix, its pieces))

and a word that more than one segmentation spells sums them. For a prefix that ends inside
a word ("A man ri") the suggestions are that word's completions, whole ("rides",
"riding"), and their probability is that of the whole word after the complete ones; after a
space they are the next word's.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from nmt.data.subwords import BOS
from nmt.decoding.arrays import Array
from nmt.decoding.engine import Engine
from nmt.decoding.guide import Steered
from nmt.decoding.prefix import WORD_START, PieceIndex, TargetPrefix

# the most pieces a suggested word may have (longer words are rare in a vocabulary of
# thousands of pieces; the search for them stops there)
MAX_WORD_PIECES = 6


@dataclass
class Suggestion:
    """A next word and how likely the model finds it after the prefix."""

    word: str
    probability: float


@dataclass
class _Word:
    """A partial word of one sentence: its text so far (no word-start mark), its
    log-probability, and the typed characters its next pieces must still spell."""

    sentence: int
    text: str
    log_prob: float
    rest: str


def suggest_batch(engine: Engine, src: Array, src_lengths: Array, steered: Steered, k: int
                  ) -> list[list[Suggestion]]:
    """For each sentence of a batch, src (B, S), src_lengths (B,), its ``k`` most likely next
    words after its prefix (``steered``), most likely first (fewer where fewer exist)."""
    ops = engine.ops
    encoded, state = engine.encode(src, src_lengths)
    groups: dict[int, list[int]] = {}
    for row, prefix in enumerate(steered.prefixes):
        groups.setdefault(len(prefix.forced), []).append(row)
    out: list[list[Suggestion]] = [[] for _ in steered.prefixes]
    # the steps of one search share a position, so sentences whose prefixes force as many
    # pieces are searched together
    for rows in groups.values():
        group = encoded, state  # the whole batch (a cached encoding keeps its forced prefixes)
        if len(groups) > 1:
            index = ops.asarray(np.asarray(rows, dtype=np.int64))
            group = engine.select(encoded, index), engine.select(state, index)
        found = _suggest_group(engine, *group, [steered.prefixes[i] for i in rows],
                               steered.index, k)
        for row, words in zip(rows, found, strict=True):
            out[row] = words
    return out


def _suggest_group(engine: Engine, encoded: object, state: object,
                   prefixes: list[TargetPrefix], index: PieceIndex, k: int
                   ) -> list[list[Suggestion]]:
    """:func:`suggest_batch` for sentences whose prefixes force the same number of pieces."""
    ops = engine.ops
    prev = ops.full((len(prefixes),), BOS, integer=True)
    forced = len(prefixes[0].forced)
    if forced:
        targets = ops.asarray(np.array([p.forced for p in prefixes], dtype=np.int64))
        state = engine.force(ops.concat([prev[:, None], targets[:, :-1]], 1), targets, state,
                             encoded, 0).state
        prev = targets[:, -1]
    words = [_Word(i, "", 0.0, p.partial or WORD_START) for i, p in enumerate(prefixes)]
    found: list[dict[str, float]] = [{} for _ in prefixes]
    width = 2 * k
    for piece in range(MAX_WORD_PIECES + 1):
        rows = ops.asarray(np.array([w.sentence for w in words], dtype=np.int64))
        dist = engine.distribution(prev, state, engine.select(encoded, rows), forced + piece)
        log_probs = np.asarray(ops.to_host(dist.log_probs), dtype=np.float64)
        _complete(words, log_probs, index, found)
        if piece == MAX_WORD_PIECES:
            break
        parents, chosen, words = _grow(words, log_probs, index, width)
        if not words:
            break
        state = engine.select(dist.state, ops.asarray(np.asarray(parents, dtype=np.int64)))
        prev = ops.asarray(np.asarray(chosen, dtype=np.int64))
    return [[Suggestion(word, float(np.exp(lp))) for word, lp in
             sorted(best.items(), key=lambda item: -item[1])[:k]] for best in found]


def _complete(words: list[_Word], log_probs: np.ndarray, index: PieceIndex,
              found: list[dict[str, float]]) -> None:
    """Record the words that are spelled (their typed characters too) with the probability
    that they end here: log_probs (R, V), one row per word."""
    for row, word in enumerate(words):
        if word.rest or not word.text:
            continue
        going_on = np.exp(log_probs[row, index.going_on(word.text[-1])]).sum()
        ends = word.log_prob + np.log(max(1.0 - going_on, 1e-12))
        best = found[word.sentence]
        best[word.text] = np.logaddexp(best.get(word.text, -np.inf), ends)


def _grow(words: list[_Word], log_probs: np.ndarray, index: PieceIndex, width: int
          ) -> tuple[list[int], list[int], list[_Word]]:
    """Each sentence's ``width`` most likely partial words one piece longer: (the row each
    extends, the piece it adds, the words)."""
    allowed = np.stack([_spelling(index, word.rest) if word.rest else
                        index.going_on(word.text[-1:]) for word in words])
    scores = np.where(allowed, log_probs, -np.inf)
    count = min(width, scores.shape[1])
    top = np.argpartition(-scores, count - 1, axis=1)[:, :count]
    candidates = [(word.log_prob + scores[row, i], row, int(i))
                  for row, word in enumerate(words) for i in top[row]
                  if scores[row, i] > -np.inf]
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
    kept: dict[int, int] = {}
    parents, chosen, grown = [], [], []
    for score, row, piece in candidates:
        sentence = words[row].sentence
        if kept.get(sentence, 0) == width:
            continue
        kept[sentence] = kept.get(sentence, 0) + 1
        text = index.model.id_to_piece(piece)
        rest = words[row].rest
        rest = "" if text.startswith(rest) else rest[len(text):]
        parents.append(row)
        chosen.append(piece)
        grown.append(_Word(sentence, words[row].text + text.replace(WORD_START, ""), score,
                           rest))
    return parents, chosen, grown


def _spelling(index: PieceIndex, rest: str) -> np.ndarray:
    """(V,) bool: the pieces that may come where the typed characters ``rest`` are still to
    be spelled (:meth:`PieceIndex.spelling`)."""
    allowed = np.zeros(index.vocab_size, dtype=bool)
    done, starts = index.spelling(rest)
    allowed[done + starts] = True
    return allowed
