"""The one place that chooses a search from :class:`nmt.config.DecodingOptions`: sampling
(nmt.decoding.sampling), greedy or beam search (nmt.decoding.search), each steered by a
:class:`nmt.decoding.guide.Guide` when the batch has prefixes or constraints. A new search
is one more branch here, and no engine changes."""

from __future__ import annotations

import numpy as np

from nmt.config import DecodingOptions
from nmt.decoding.arrays import Array
from nmt.decoding.engine import Engine
from nmt.decoding.guide import Guide, Steered
from nmt.decoding.hypothesis import Hypothesis
from nmt.decoding.sampling import sample_batch
from nmt.decoding.search import beam_search, greedy_search
from nmt.errors import ConfigError

# why sampling (and MBR, which samples) refuse prefixes and constraints
STEERING_NOT_SAMPLED = (
    "prefixes and constraints steer greedy and beam search; sampling and MBR decoding do not "
    "take them: decode with sampling=none and mbr=false")


def search_batch(engine: Engine, src: Array, src_lengths: Array, options: DecodingOptions,
                 return_attention: bool = False, steered: Steered | None = None
                 ) -> list[list[Hypothesis]]:
    """Decode one padded batch, src (B, S), src_lengths (B,) -> for each sentence its n-best
    list (best first): samples for ``options.sampling``, else greedy search for beam=1, else
    batched beam search; ``steered``: the sentences' prefixes and constraints
    (nmt.decoding.guide), None for none (sampling takes none)."""
    if options.sampling != "none":
        if steered is not None:
            raise ConfigError(STEERING_NOT_SAMPLED)
        return sample_batch(engine, src, src_lengths, options, return_attention)
    guide = None
    if steered is not None:
        guide = Guide(engine.ops, steered, np.asarray(engine.ops.to_host(src_lengths)), options)
        engine = engine.needing(guide.needed)
    if options.beam == 1:
        return [[h] for h in greedy_search(engine, src, src_lengths, options, return_attention,
                                           guide)]
    return beam_search(engine, src, src_lengths, options, return_attention, guide)
