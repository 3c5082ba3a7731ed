"""Word-level knowledge distillation's teacher (Kim & Rush 2016, "Sequence-Level Knowledge
Distillation", section 3.1): one trained model or an ensemble, read under teacher forcing
on each training batch, whose next-piece distribution at every target position becomes part
of the student's target there.

Only the teacher's ``train.teacher_topk`` most probable pieces are kept, renormalised (Tan
et al. 2019 keep the top 8 in multilingual distillation): the rest of a distribution over
thousands of pieces is a long tail of near-zero mass that would cost a (tokens x vocabulary)
target per batch. An ensemble's distribution is the mean of its members' probabilities, as
its beam search combines them (nmt.engines.ensemble).

The teacher reads the student's batches, so it must share the student's SentencePiece
models, source and target: a student fine-tuned from one of the teacher's models
(``init_from``) has them.

The teacher reads each pair as the training split prepared it, its source without the
on-the-fly augmentation the student's batch may have: the same target distributions for
the pair in every epoch, whichever noise the student sees. A teacher pass costs about two
thirds of a student step per model, so those readings are kept (:class:`TeacherCache`, up
to ``train.teacher_cache_mb``) and taken from there in later epochs: a run of E epochs pays
for the teacher once, not E times, and a resumed run gets the same targets as one never
stopped. The cache is written beside each last.pt (:data:`CACHE_FILE`), so a run resumed in
a later session takes the readings from there instead of paying for its teacher again. An
example whose target pieces are not its pair's (pairs joined by data.concat,
sampled segmentations) is read as the batch has it, at every step.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import torch
from omegaconf import DictConfig
from safetensors import SafetensorError, safe_open
from safetensors.numpy import save

from nmt.config import checkpoint_paths
from nmt.data.batching import Batch, collate
from nmt.data.prepared import PreparedSplit
from nmt.data.subwords import PAD, Subwords
from nmt.engines.ensemble import average_log_probs, load_members
from nmt.errors import CheckpointError, ConfigError
from nmt.files import atomic_write_bytes
from nmt.kernels.output_loss import SoftTargets
from nmt.model.seq2seq import Seq2Seq

log = logging.getLogger(__name__)

# the teacher's readings in a run's folder (TeacherCache.save)
CACHE_FILE = "teacher_cache.safetensors"


class TeacherCache:
    """The teacher's top pieces of the training pairs it has read, by the pair's row in the
    training split: at each of the L positions of its target, the top-K ids (L, K) int32
    and renormalised probabilities (L, K) float16. Holds at most ``max_bytes``; a pair read
    when it is full is not kept."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes, self.bytes = max_bytes, 0
        self.entries: dict[int, tuple[np.ndarray, np.ndarray]] = {}

    def get(self, row: int) -> tuple[np.ndarray, np.ndarray] | None:
        """The kept (ids, probs) of pair ``row``, or None."""
        return self.entries.get(row)

    def put(self, row: int, ids: np.ndarray, probs: np.ndarray) -> None:
        """Keep pair ``row``'s reading while there is room."""
        entry = (ids.astype(np.int32), probs.astype(np.float16))
        size = entry[0].nbytes + entry[1].nbytes
        if row not in self.entries and self.bytes + size <= self.max_bytes:
            self.entries[row] = entry
            self.bytes += size

    def save(self, path: Path, key: str) -> None:
        """Write the kept readings to ``path``, replacing it atomically: safetensors (loading
        runs no code) of rows (N,) int64, offsets (N + 1,) int64 into ids (P, K) int32 and
        probs (P, K) float16, P the positions of the N pairs; ``key`` says what they are
        readings of (:attr:`Teacher.key`). Nothing is written for an empty cache."""
        rows = sorted(self.entries)
        if not rows:
            return
        lengths = [len(self.entries[row][0]) for row in rows]
        arrays = {"rows": np.asarray(rows, dtype=np.int64),
                  "offsets": np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64),
                  "ids": np.concatenate([self.entries[row][0] for row in rows]),
                  "probs": np.concatenate([self.entries[row][1] for row in rows])}
        atomic_write_bytes(path, save(arrays, metadata={"key": key}))

    def load(self, path: Path, key: str, positions: np.ndarray, topk: int) -> int:
        """Keep the readings that :meth:`save` wrote to ``path`` if they are ``key``'s and fit
        pairs of ``positions`` (N,) target positions each with ``topk`` pieces, while there
        is room; the number of pairs taken. A missing file gives 0; an unreadable one, or one
        of another teacher, training split or precision, is reported and the teacher reads
        the pairs again (the file stays until the run writes its own)."""
        if not path.is_file():
            return 0
        try:
            with safe_open(str(path), framework="numpy") as handle:
                if (handle.metadata() or {}).get("key") != key:
                    log.warning("%s: the teacher's readings of another teacher, training "
                                "split or precision; its teacher reads the pairs again", path)
                    return 0
                rows, offsets, ids, probs = (handle.get_tensor(name) for name in
                                             ("rows", "offsets", "ids", "probs"))
            _check_readings(rows, offsets, ids, probs, positions, topk)
        except (SafetensorError, OSError, ValueError) as err:
            log.warning("%s: cannot read the teacher's readings (%s); its teacher reads the "
                        "pairs again", path, err)
            return 0
        before = len(self.entries)
        for i, row in enumerate(rows.tolist()):
            self.put(row, ids[offsets[i]:offsets[i + 1]], probs[offsets[i]:offsets[i + 1]])
        return len(self.entries) - before


def _check_readings(rows: np.ndarray, offsets: np.ndarray, ids: np.ndarray, probs: np.ndarray,
                    positions: np.ndarray, topk: int) -> None:
    """ValueError unless rows (N,), offsets (N + 1,), ids and probs (P, topk) are readings of
    pairs with ``positions`` (rows of the split) target positions each."""
    if not (rows.ndim == 1 and offsets.shape == (len(rows) + 1,) and ids.ndim == 2
            and ids.shape == probs.shape and ids.shape[1] == topk and offsets[0] == 0
            and offsets[-1] == len(ids)):
        raise ValueError("its arrays do not fit together")
    if len(rows) and (rows.min() < 0 or rows.max() >= len(positions)
                      or not np.array_equal(np.diff(offsets), positions[rows])):
        raise ValueError("its rows are not this training split's")


class Teacher:
    """The models whose distributions the student learns beside its targets: ``models``
    (eval mode, on the student's device), ``topk`` pieces kept at each position, ``weight``
    the share of each target position's mass they get (the target piece keeps 1 - weight),
    ``pairs`` the training split's prepared pairs (what the teacher reads), ``cache`` the
    readings kept for later epochs (None: none kept). ``read`` and ``cached`` count the
    target sequences the models read and those taken from the cache. ``precision``, the
    autocast the caller reads in, is part of what the readings written to a file are of."""

    def __init__(self, models: Sequence[Seq2Seq], topk: int, weight: float,
                 pairs: PreparedSplit, cache: TeacherCache | None = None,
                 precision: str = "fp32") -> None:
        self.models = list(models)
        self.topk = min(topk, self.models[0].generator.weight.size(0))
        self.weight, self.pairs, self.cache = weight, pairs, cache
        self.precision = precision
        self.read = self.cached = 0
        self._key: str | None = None
        self._saved = 0  # the cache's pairs when it was last read from or written to a file

    @property
    def key(self) -> str:
        """What the readings are of, as a SHA-256 hex digest: the models' weights, the
        pieces kept, the precision and the training pairs as prepared."""
        if self._key is None:
            digest = hashlib.sha256(f"{self.topk} {self.precision}".encode())
            for model in self.models:
                for name, tensor in model.state_dict().items():
                    digest.update(name.encode())
                    digest.update(tensor.detach().cpu().reshape(-1).view(torch.uint8).numpy())
            for side in (self.pairs.src, self.pairs.tgt):
                digest.update(np.ascontiguousarray(side.ids))
                digest.update(np.ascontiguousarray(side.offsets))
            self._key = digest.hexdigest()
        return self._key

    def load_readings(self, path: Path) -> None:
        """Take the readings a run of this teacher wrote to ``path`` into the cache."""
        if self.cache is None:
            return
        positions = np.diff(self.pairs.tgt.offsets) + 1  # the target pieces and eos
        taken = self.cache.load(path, self.key, positions, self.topk)
        self._saved = len(self.cache.entries)
        if taken:
            log.info("word-level distillation: the teacher's readings of %d pairs taken from "
                     "%s", taken, path)

    def save_readings(self, path: Path) -> None:
        """Write the cache to ``path`` if it has pairs that it had not when it was last read
        from or written to a file."""
        if self.cache is not None and len(self.cache.entries) > self._saved:
            self.cache.save(path, self.key)
            self._saved = len(self.cache.entries)

    @classmethod
    def from_config(cls, tcfg: DictConfig, subwords: Subwords, pairs: PreparedSplit,
                    device: torch.device) -> Teacher:
        """The teacher ``train.teacher`` names (one checkpoint or exported folder, or a list
        of them: an ensemble) for the student of ``subwords`` trained on ``pairs``, checked
        against the student's subword models; ConfigError naming the key when it cannot
        teach this student."""
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
        return cls(models, tcfg.teacher_topk, tcfg.teacher_weight, pairs, cache,
                   tcfg.precision)

    def summary(self) -> str:
        """A line on what the teacher read and what its cache saved."""
        kept = f", {self.cache.bytes / 2**20:.1f} MiB kept" if self.cache is not None else ""
        return (f"word-level distillation: the teacher read {self.read} target sequences and "
                f"took {self.cached} from its cache{kept}")

    def soft_targets(self, batch: Batch) -> SoftTargets:
        """The teacher's share of each target of ``batch`` (tgt_out (B, T), indices (B,)
        the examples' first rows): (B * T, K) ids and weights, in ``tgt_out.flatten()``'s
        order, the top-K probabilities renormalised (rounded to float16, as kept) and
        scaled by ``weight``; weight 0 at padding. What the cache lacks is read in the
        caller's autocast."""
        size = (*batch.tgt_out.shape, self.topk)
        ids = torch.zeros(size, dtype=torch.int64)
        probs = torch.zeros(size, dtype=torch.float16)
        lengths = (batch.tgt_out != PAD).sum(1).tolist()
        targets = batch.tgt_out.cpu().numpy()
        rows = batch.indices.tolist()
        # a pair as prepared: the example's target (less eos) is its row's
        plain = [np.array_equal(targets[i, :length - 1], self.pairs.tgt[row])
                 for i, (row, length) in enumerate(zip(rows, lengths, strict=True))]
        missing = []
        for i, row in enumerate(rows):
            kept = self.cache.get(row) if self.cache is not None and plain[i] else None
            if kept is None:
                missing.append(i)
            else:
                ids[i, :lengths[i]], probs[i, :lengths[i]] = map(torch.from_numpy, kept)
        self.cached += len(rows) - len(missing)
        if missing:
            read_ids, read_probs = self._read(batch, rows, missing, plain, lengths)
            for j, i in enumerate(missing):
                ids[i, :lengths[i]] = read_ids[j, :lengths[i]]
                probs[i, :lengths[i]] = read_probs[j, :lengths[i]]
                if self.cache is not None and plain[i]:
                    self.cache.put(rows[i], read_ids[j, :lengths[i]].numpy(),
                                   read_probs[j, :lengths[i]].numpy())
        device = batch.tgt_out.device
        return SoftTargets(ids.flatten(0, 1).to(device),
                           (probs.float() * self.weight).flatten(0, 1).to(device))

    @torch.no_grad()
    def _read(self, batch: Batch, rows: list[int], missing: list[int], plain: list[bool],
              lengths: list[int]) -> tuple[torch.Tensor, torch.Tensor]:
        """The models' top pieces for the examples ``missing`` of ``batch`` (its ``rows``
        and target ``lengths``): the prepared pair where the example is one (``plain``), else
        the example as the batch has it -> ids (M, T', K) int64 and probs (M, T', K) float16
        on the CPU."""
        src_lengths = batch.src_lengths.tolist()
        sources, targets = [], []
        for i in missing:
            if plain[i]:
                sources.append(self.pairs.src[rows[i]])
                targets.append(self.pairs.tgt[rows[i]])
            else:  # less the eos that collate adds again
                sources.append(batch.src[i, :src_lengths[i] - 1].cpu().numpy())
                targets.append(batch.tgt_out[i, :lengths[i] - 1].cpu().numpy())
        sub = collate(sources, targets, np.asarray([rows[i] for i in missing]))
        sub = sub.to(batch.src.device)
        positions = (sub.tgt_in != PAD).flatten().nonzero().squeeze(1)
        log_probs = average_log_probs(torch.stack([
            model.position_log_probs(sub.src, sub.src_lengths, sub.tgt_in, positions)
            for model in self.models]))
        top = log_probs.topk(self.topk, dim=1)
        ids = torch.zeros((sub.tgt_in.numel(), self.topk), dtype=torch.int64,
                          device=positions.device)
        probs = torch.zeros(ids.shape, dtype=torch.float16, device=positions.device)
        ids[positions] = top.indices
        probs[positions] = torch.softmax(top.values, dim=1).half()
        self.read += len(missing)
        shape = (*sub.tgt_in.shape, self.topk)
        return ids.view(shape).cpu(), probs.view(shape).cpu()
