"""Word-level knowledge distillation's teacher (Kim & Rush 2016, "Sequence-Level Knowledge
Distillation", section 3.1): one trained model or an ensemble, read under teacher forcing
on each training batch, whose next-piece distribution at every target position becomes part
of the student's target there.

Only the teacher's ``train.teacher_topk`` most probable pieces are kept, renormalised (as
Marian's and most NMT distillation recipes keep the top 8): the rest of a distribution over
thousands of pieces is a long tail of near-zero mass that would cost a (tokens x vocabulary)
target per batch. An ensemble's distribution is the mean of its members' probabilities, as
its beam search combines them (nmt.engines.ensemble).

The teacher reads the student's batches, so it must share the student's SentencePiece
models, source and target: a student fine-tuned from one of the teacher's models
(``init_from``) has them.

A teacher pass costs about two thirds of a student step per model, so the top pieces of
each training pair are kept once read (:class:`TeacherCache`, up to
``train.teacher_cache_mb``) and read from there in later epochs: a run of E epochs pays
for the teacher once, not E times. A pair is read again when its target pieces are not the
ones kept (examples joined by data.concat, sampled segmentations); its source may differ
from the first reading's (source augmentation), as a noised source's target does.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import numpy as np
import torch
from omegaconf import DictConfig

from nmt.data.batching import Batch
from nmt.data.subwords import PAD, Subwords
from nmt.engines.ensemble import average_log_probs, checkpoint_paths, load_members
from nmt.errors import CheckpointError, ConfigError
from nmt.kernels.output_loss import SoftTargets
from nmt.model.seq2seq import Seq2Seq

log = logging.getLogger(__name__)


class TeacherCache:
    """The teacher's top pieces of the training pairs it has read, by the pair's row in the
    training split: its target ids (L,) int32 and, at each of those L positions, the top-K
    ids (L, K) int32 and renormalised probabilities (L, K) float16. Holds at most
    ``max_bytes``; a pair read when it is full is not kept."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes, self.bytes = max_bytes, 0
        self.entries: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}

    def get(self, row: int, target: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
        """The kept (ids, probs) of ``row`` when its kept target is ``target`` (L,)."""
        entry = self.entries.get(row)
        if entry is None or not np.array_equal(entry[0], target):
            return None
        return entry[1], entry[2]

    def put(self, row: int, target: np.ndarray, ids: np.ndarray, probs: np.ndarray) -> None:
        """Keep ``row``'s reading (replacing an older one) while there is room."""
        old = self.entries.pop(row, None)
        if old is not None:
            self.bytes -= sum(a.nbytes for a in old)
        entry = (target.astype(np.int32), ids.astype(np.int32), probs.astype(np.float16))
        size = sum(a.nbytes for a in entry)
        if self.bytes + size <= self.max_bytes:
            self.entries[row] = entry
            self.bytes += size


class Teacher:
    """The models whose distributions the student learns beside its targets: ``models``
    (eval mode, on the student's device), ``topk`` pieces kept at each position, ``weight``
    the share of each target position's mass they get (the target piece keeps 1 - weight),
    ``cache`` the readings kept for later epochs (None: none kept). ``read`` and ``cached``
    count the target sequences the models read and those taken from the cache."""

    def __init__(self, models: Sequence[Seq2Seq], topk: int, weight: float,
                 cache: TeacherCache | None = None) -> None:
        self.models = list(models)
        self.topk = min(topk, self.models[0].generator.weight.size(0))
        self.weight, self.cache = weight, cache
        self.read = self.cached = 0

    @classmethod
    def from_config(cls, tcfg: DictConfig, subwords: Subwords, device: torch.device
                    ) -> Teacher:
        """The teacher ``train.teacher`` names (one checkpoint or exported folder, or a list
        of them: an ensemble), checked against the student's subword models; ConfigError
        naming the key when it cannot teach this student."""
        paths = checkpoint_paths(tcfg.teacher, "train.teacher")
        try:
            loaded = load_members(paths)
        except (CheckpointError, ConfigError) as err:
            raise ConfigError(f"train.teacher: {err}") from None
        for side, name in (("src", "source"), ("tgt", "target")):
            if getattr(loaded[0].subwords, f"{side}_proto") != getattr(subwords, f"{side}_proto"):
                raise ConfigError(
                    f"train.teacher: {loaded[0].source} has another {name} SentencePiece model "
                    f"than this run: the teacher reads the student's pieces, so start the "
                    f"student from one of its models (init_from=...)")
        models = [member.model.to(device).eval() for member in loaded]
        log.info("word-level distillation: %d teacher model(s) (%s), their top %d pieces at "
                 "every target position with weight %g", len(models),
                 ", ".join(str(m.source) for m in loaded), tcfg.teacher_topk,
                 tcfg.teacher_weight)
        cache = TeacherCache(tcfg.teacher_cache_mb << 20) if tcfg.teacher_cache_mb else None
        return cls(models, tcfg.teacher_topk, tcfg.teacher_weight, cache)

    def summary(self) -> str:
        """A line on what the teacher read and what its cache saved."""
        kept = f", {self.cache.bytes / 2**20:.1f} MiB kept" if self.cache is not None else ""
        return (f"word-level distillation: the teacher read {self.read} target sequences and "
                f"took {self.cached} from its cache{kept}")

    def soft_targets(self, batch: Batch) -> SoftTargets:
        """The teacher's share of each target of ``batch`` (tgt_in, tgt_out (B, T),
        indices (B,) the pairs' rows): (B * T, K) ids and weights, in
        ``tgt_out.flatten()``'s order, the top-K probabilities renormalised (rounded to
        float16, as kept) and scaled by ``weight``; weight 0 at padding. The pairs not in
        the cache are read in the caller's autocast."""
        size = (*batch.tgt_out.shape, self.topk)
        ids = torch.zeros(size, dtype=torch.int64)
        probs = torch.zeros(size, dtype=torch.float16)
        lengths = (batch.tgt_out != PAD).sum(1).tolist()
        targets = batch.tgt_out.cpu().numpy()
        rows = batch.indices.tolist()
        missing = []
        for i, (row, length) in enumerate(zip(rows, lengths, strict=True)):
            kept = self.cache.get(row, targets[i, :length]) if self.cache is not None else None
            if kept is None:
                missing.append(i)
            else:
                ids[i, :length], probs[i, :length] = map(torch.from_numpy, kept)
        self.cached += len(rows) - len(missing)
        if missing:
            self._read(batch, missing, lengths, ids, probs)
        device = batch.tgt_out.device
        return SoftTargets(ids.flatten(0, 1).to(device),
                           (probs.float() * self.weight).flatten(0, 1).to(device))

    @torch.no_grad()
    def _read(self, batch: Batch, missing: list[int], lengths: list[int], ids: torch.Tensor,
              probs: torch.Tensor) -> None:
        """Read the sentences ``missing`` of ``batch`` with the models into ``ids`` and
        ``probs`` (B, T, K) on the CPU, and keep them in the cache."""
        index = torch.tensor(missing, device=batch.src.device)
        src_lengths = batch.src_lengths[index]
        src = batch.src[index, :int(src_lengths.max())]
        tgt_in = batch.tgt_in[index, :max(lengths[i] for i in missing)]
        positions = (tgt_in != PAD).flatten().nonzero().squeeze(1)
        log_probs = average_log_probs(torch.stack([
            model.position_log_probs(src, src_lengths, tgt_in, positions)
            for model in self.models]))
        top = log_probs.topk(self.topk, dim=1)
        read_ids = torch.zeros((*tgt_in.shape, self.topk), dtype=torch.int64,
                               device=tgt_in.device).flatten(0, 1)
        read_probs = torch.zeros(read_ids.shape, dtype=torch.float16, device=tgt_in.device)
        read_ids[positions] = top.indices
        read_probs[positions] = torch.softmax(top.values, dim=1).half()
        read_ids = read_ids.view(*tgt_in.shape, -1).cpu()
        read_probs = read_probs.view(*tgt_in.shape, -1).cpu()
        targets = batch.tgt_out.cpu().numpy()
        rows = batch.indices.tolist()
        for j, i in enumerate(missing):
            length = lengths[i]
            ids[i, :length], probs[i, :length] = read_ids[j, :length], read_probs[j, :length]
            if self.cache is not None:
                self.cache.put(rows[i], targets[i, :length], read_ids[j, :length].numpy(),
                               read_probs[j, :length].numpy())
        self.read += len(missing)
