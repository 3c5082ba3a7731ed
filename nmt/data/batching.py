"""Padded batches of id sequences (which sentences go together: nmt.data.batch_index)."""

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
