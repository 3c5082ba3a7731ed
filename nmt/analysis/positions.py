"""Where local attention centred its window (p_t) at every target piece of given translations.

Decoding a sentence and teacher-forcing its output through the model run the decoder through
the same states, so p_t is read from one teacher-forced pass (nmt.model.attention.probe)
instead of being threaded through the search.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import torch

from nmt.data.batching import collate
from nmt.data.subwords import PAD
from nmt.model.attention.probe import AttentionProbe
from nmt.model.seq2seq import Seq2Seq


def has_positions(model: torch.nn.Module) -> bool:
    """Whether ``model``'s attention centres windows on positions (local-m, local-p)."""
    return AttentionProbe(model).positioned


@torch.inference_mode()
def teacher_forced_positions(model: Seq2Seq, sources: Sequence[np.ndarray],
                             targets: Sequence[Sequence[int]], device: torch.device,
                             batch_size: int = 64) -> list[torch.Tensor]:
    """p_t of every target position (eos included) of each (source ids, target ids) pair
    (no specials): a list of (len(target) + 1, N) float32 tensors, N heads. The model must
    have a local alignment (:func:`has_positions`)."""
    was_training = model.training
    model.eval()
    out: list[torch.Tensor] = []
    try:
        with AttentionProbe(model) as probe:
            for start in range(0, len(sources), batch_size):
                src = [np.asarray(s, dtype=np.int64) for s in sources[start:start + batch_size]]
                tgt = [np.asarray(t, dtype=np.int64) for t in targets[start:start + batch_size]]
                batch = collate(src, tgt, np.arange(len(src))).to(device)
                model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
                probed = probe.take(batch.tgt_in != PAD)
                out += [probed.sentence_positions(row) for row in range(len(src))]
    finally:
        model.train(was_training)
    return out
