"""Decoding many sources: batches of similar length (steered alike together), each decoded by
the search the options choose (nmt.decoding.factory), with next-word suggestions beside it
when asked for."""

from __future__ import annotations

import numpy as np
from tqdm import tqdm

from nmt.config import DecodingOptions
from nmt.data.padding import pad_arrays
from nmt.data.subwords import EOS
from nmt.decoding.encoder_cache import CachingEngine, EncoderCache
from nmt.decoding.engine import Engine
from nmt.decoding.factory import search_batch
from nmt.decoding.guide import Steered
from nmt.decoding.hypothesis import Hypothesis
from nmt.decoding.suggestions import suggest_batch


def decode_sources(engine: Engine, sources: list[np.ndarray], options: DecodingOptions,
                   return_attention: bool = False, progress: bool = False,
                   steered: Steered | None = None) -> list[list[Hypothesis]]:
    """Decode source id arrays (no specials) in batches of similar length -> their n-best
    lists, in the order of ``sources``; ``steered``: each source's prefix and constraints
    (sentences steered alike are batched together: a constraint makes its batch's search
    costlier). With ``options.suggestions`` and ``steered`` (which knows the target pieces)
    each hypothesis carries its sentence's next-word suggestions
    (nmt.decoding.suggestions), the batch encoded once for both."""
    order = _decoding_order(sources, steered)
    results: list[list[Hypothesis]] = [[] for _ in sources]
    batch_size = options.sentences_per_batch()
    suggest = options.suggestions > 0 and steered is not None
    if suggest:
        engine = CachingEngine(engine, EncoderCache(1))
    starts = range(0, len(order), batch_size)
    for start in tqdm(starts, desc="decode", disable=not progress, leave=False):
        chunk = order[start : start + batch_size]
        src, lengths = pad_arrays([sources[i] for i in chunk], suffix=EOS)
        batch = steered.select(chunk) if steered is not None else None
        batch_src, batch_lengths = engine.ops.asarray(src), engine.ops.asarray(lengths)
        with engine.decoding():
            nbest = search_batch(engine, batch_src, batch_lengths, options, return_attention,
                                 batch if batch is not None and batch.any() else None)
            if suggest:
                words = suggest_batch(engine, batch_src, batch_lengths, batch,
                                      options.suggestions)
                for hyps, suggestions in zip(nbest, words, strict=True):
                    for hyp in hyps:
                        hyp.suggestions = suggestions
        for index, hyps in zip(chunk, nbest, strict=True):
            results[index] = hyps
    return results


def _decoding_order(sources: list[np.ndarray], steered: Steered | None) -> np.ndarray:
    """The order sources are batched in: longest first, and with ``steered`` those steered
    alike together (unsteered, prefixed, constrained), those with as many forced prefix
    pieces together (a batch forces at once what all its prefixes have)."""
    lengths = np.asarray([len(s) for s in sources])
    if steered is None:
        return np.argsort(lengths, kind="stable")[::-1]
    kinds = [steered.steers(i) for i in range(len(sources))]
    forced = np.asarray([len(p.forced) for p in steered.prefixes])
    return np.lexsort((-lengths, -forced, kinds))
