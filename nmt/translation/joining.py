"""The translation of a text of several sentences, made of its sentences' translations (the
Translator decodes each sentence of a text alone, nmt.translation.paragraphs):

- the text: the sentences' translations where the sentences were (nmt.text.layout);
- the score: the sum of the sentences' scores (log-probabilities, or with alpha / beta the
  beam's ranking scores);
- the pieces: the sentences' pieces one after another, so that word positions (the word
  alignment's indices) count words in the whole text;
- the attention: block-diagonal, (T + 1, S + 1) over all T target and S source pieces as for
  one sentence: each sentence's rows hold its weights over its own source pieces, its weight
  on its source eos goes to the last column (the source eos), and only the last sentence
  keeps its eos row;
- the n-best list: the ``nbest`` best combinations of one hypothesis per sentence by summed
  score (the first is the best of each sentence), at most the product of the sentences'
  list lengths.
"""

from __future__ import annotations

import dataclasses
import heapq
import itertools
from typing import TYPE_CHECKING, Any

import numpy as np

from nmt.text.layout import Layout

if TYPE_CHECKING:
    from nmt.translation.types import Translation


def best_combinations(scores: list[list[float]], k: int) -> list[tuple[int, ...]]:
    """The ``k`` (or fewer, where there are fewer) index tuples, one index per list of
    ``scores`` (each sorted best first), with the largest sums, largest first: a best-first
    walk from (0, ..., 0) that moves one index at a time."""
    if any(not s for s in scores):
        return []
    start = (0,) * len(scores)
    heap = [(-sum(s[0] for s in scores), start)]
    seen, out = {start}, []
    while heap and len(out) < k:
        negative, combo = heapq.heappop(heap)
        out.append(combo)
        for i, index in enumerate(combo):
            if index + 1 < len(scores[i]):
                nxt = (*combo[:i], index + 1, *combo[i + 1:])
                if nxt not in seen:
                    seen.add(nxt)
                    heapq.heappush(heap, (negative + scores[i][index] - scores[i][index + 1],
                                          nxt))
    return out


def as_numpy(matrix: Any) -> np.ndarray:
    """An attention matrix (a torch tensor, maybe on a GPU, or numpy) as float32 numpy."""
    if hasattr(matrix, "detach"):
        matrix = matrix.detach().float().cpu().numpy()
    return np.asarray(matrix, dtype=np.float32)


def block_attention(parts: list[Translation]) -> np.ndarray | None:
    """The attention of the text made of ``parts`` (the module docstring); None when a part
    has none."""
    if any(p.attention is None for p in parts):
        return None
    rows = sum(len(p.tgt_pieces) for p in parts) + 1
    cols = sum(len(p.src_pieces) for p in parts) + 1
    out = np.zeros((rows, cols), dtype=np.float32)
    row = col = 0
    for number, part in enumerate(parts):
        matrix = as_numpy(part.attention)
        t, s = len(part.tgt_pieces), len(part.src_pieces)
        last = number == len(parts) - 1
        kept = matrix[: t + 1] if last else matrix[:t]
        out[row : row + len(kept), col : col + s] = kept[:, :s]
        out[row : row + len(kept), -1] = kept[:, s:].sum(axis=1)
        row, col = row + t, col + s
    return out


def block_positions(parts: list[Translation]) -> Any:
    """Local attention's window centres of the text made of ``parts``: each part's rows
    moved by its first source piece's position, the eos row of the last part only; None
    when a part has none."""
    if any(p.positions is None for p in parts):
        return None
    import torch  # positions exist only where torch decodes

    rows, col = [], 0
    for number, part in enumerate(parts):
        t = len(part.tgt_pieces)
        rows.append(part.positions[: t + 1 if number == len(parts) - 1 else t] + col)
        col += len(part.src_pieces)
    return torch.cat(rows)


def join_parts(layout: Layout, parts: list[Translation]) -> Translation:
    """The translation of the text ``layout`` from ``parts``, one per sentence in order (the
    module docstring); one part is returned as it is, with itself as its one sentence."""
    if len(parts) == 1:
        return dataclasses.replace(parts[0], sentences=[parts[0]])
    first = parts[0]
    return dataclasses.replace(
        first, text=layout.join([p.text for p in parts]),
        score=float(sum(p.score for p in parts)),
        src_pieces=list(itertools.chain.from_iterable(p.src_pieces for p in parts)),
        tgt_pieces=list(itertools.chain.from_iterable(p.tgt_pieces for p in parts)),
        attention=block_attention(parts), positions=block_positions(parts),
        source=layout.join([p.source for p in parts]), sentences=list(parts),
        suggestions=parts[-1].suggestions,
        dropped_constraints=[c for p in parts for c in p.dropped_constraints])


def join_nbest(layout: Layout, nbest_lists: list[list[Translation]], k: int
               ) -> list[Translation]:
    """The ``k`` best translations (or fewer) of the text ``layout`` whose sentences have the
    n-best lists ``nbest_lists`` (each best first)."""
    combos = best_combinations([[t.score for t in hyps] for hyps in nbest_lists], k)
    return [join_parts(layout, [hyps[i] for hyps, i in zip(nbest_lists, combo, strict=True)])
            for combo in combos]
