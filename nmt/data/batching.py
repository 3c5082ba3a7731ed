"""Token-count batching over length-sorted sentences, reshuffled every epoch from the seed."""

from __future__ import annotations

from dataclasses import dataclass, fields

import numpy as np
import torch

from nmt.data.padding import pad_arrays
from nmt.data.subwords import BOS, EOS, PAD


@dataclass
class Batch:
    """A padded batch. Shapes: src (B, S), src_lengths (B,), tgt_in / tgt_out (B, T).

    ``src`` ends every sentence with eos (so an empty line is one token long); ``tgt_in`` is
    bos + target and ``tgt_out`` is target + eos. Padding is PAD (0) on the right.
    """

    src: torch.Tensor
    src_lengths: torch.Tensor
    tgt_in: torch.Tensor
    tgt_out: torch.Tensor
    indices: torch.Tensor  # (B,) positions of the sentences in their dataset

    def to(self, device: torch.device) -> Batch:
        """The same batch on ``device`` (non-blocking copies from pinned memory on CUDA)."""
        if device.type == "cpu":
            return self
        pin = device.type == "cuda"
        moved = {
            f.name: (getattr(self, f.name).pin_memory() if pin else getattr(self, f.name)).to(
                device, non_blocking=pin
            )
            for f in fields(self)
        }
        return Batch(**moved)

    @property
    def num_tgt_tokens(self) -> int:
        """Target tokens predicted in this batch (eos included, padding excluded)."""
        return int((self.tgt_out != PAD).sum())

    @property
    def num_src_tokens(self) -> int:
        """Source tokens in this batch (eos included, padding excluded)."""
        return int(self.src_lengths.sum())


def pad_ids(seqs: list[np.ndarray], prefix: int | None = None, suffix: int | None = None
            ) -> tuple[torch.Tensor, torch.Tensor]:
    """Right-pad id sequences, adding an optional prefix/suffix id to each
    (nmt.data.padding.pad_arrays as tensors).

    Returns ids (B, L) and lengths (B,), both int64.
    """
    ids, lengths = pad_arrays(seqs, prefix, suffix)
    return torch.from_numpy(ids), torch.from_numpy(lengths)


def collate(src: list[np.ndarray], tgt: list[np.ndarray], indices: np.ndarray) -> Batch:
    """Build a :class:`Batch` from source and target id arrays (no specials in them)."""
    src_ids, src_lengths = pad_ids(src, suffix=EOS)
    tgt_in, _ = pad_ids(tgt, prefix=BOS)
    tgt_out, _ = pad_ids(tgt, suffix=EOS)
    return Batch(src_ids, src_lengths, tgt_in, tgt_out, torch.from_numpy(np.asarray(indices)))


def make_batches(
    src_lengths: np.ndarray,
    tgt_lengths: np.ndarray,
    batch_tokens: int,
    batch_size: int = 0,
    seed: int = 0,
    epoch: int = 0,
    shuffle: bool = True,
    group: int = 1,
) -> list[np.ndarray]:
    """Split sentence indices into batches of similar length.

    Sentences are sorted by (source, target) length, ties broken randomly, then cut into
    batches of ``batch_size`` sentences when it is > 0, otherwise of at most ``batch_tokens``
    (sentences x the longest side, specials included). The order of the batches is shuffled.
    The same (seed, epoch) always gives the same batches; every index appears exactly once.

    ``group`` > 1 (data parallel training over that many ranks) shuffles runs of ``group``
    neighbouring batches as one unit, so that the batches one step deals out to the ranks
    have similar lengths (no rank waits long for the others); ``len % group`` batches chosen
    at random are dropped first, so that every rank gets as many. With ``batch_size``, the
    batches of one group are then exactly those of one batch of ``group * batch_size``.
    """
    count = len(src_lengths)
    rng = np.random.default_rng([seed, epoch])
    order = rng.permutation(count) if shuffle else np.arange(count)
    order = order[np.lexsort((tgt_lengths[order], src_lengths[order]))]
    longest = np.maximum(src_lengths, tgt_lengths)[order] + 1
    batches: list[np.ndarray] = []
    start = 0
    while start < count:
        end = _batch_end(longest, start, batch_tokens, batch_size)
        batches.append(order[start:end])
        start = end
    if len(batches) % group:
        dropped = set(rng.choice(len(batches), len(batches) % group, replace=False).tolist())
        batches = [b for i, b in enumerate(batches) if i not in dropped]
    groups = [batches[i : i + group] for i in range(0, len(batches), group)]
    if shuffle:
        rng.shuffle(groups)
    return [batch for run in groups for batch in run]


def _batch_end(longest: np.ndarray, start: int, batch_tokens: int, batch_size: int) -> int:
    if batch_size > 0:
        return min(start + batch_size, len(longest))
    end, widest = start + 1, longest[start]
    while end < len(longest):
        wider = max(widest, longest[end])
        if (end + 1 - start) * wider > batch_tokens:
            break
        end, widest = end + 1, wider
    return end
