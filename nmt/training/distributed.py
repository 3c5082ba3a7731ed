"""Data parallel training over several processes started by ``torchrun`` (PyTorch DDP).

torchrun sets WORLD_SIZE, RANK and LOCAL_RANK (and where rank 0 listens) in every process's
environment; without them, or with WORLD_SIZE=1, training is the plain single process and no
process group exists. Rank 0 alone writes the run directory; every rank trains on its own
shard of each epoch's batches, and the decisions that steer the loop (stop, skip a step,
early stopping) are taken from values all ranks share, so that they never diverge.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, TypeVar

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel

from nmt.config import DIST_BACKENDS
from nmt.errors import ConfigError, NmtError

T = TypeVar("T")

# rank 0 validates while the others wait in a collective: the default timeout would end a long
# validation. A rank that dies is no reason to wait: torchrun then stops all of them.
TIMEOUT = timedelta(hours=2)


def process_rank() -> int:
    """This process's rank as torchrun set it (0 outside torchrun); usable before the
    process group exists, e.g. while Hydra starts."""
    return int(os.environ.get("RANK", "0"))


@dataclass(frozen=True)
class Distributed:
    """This process's place among the ranks; its methods are no-ops on a single process.

    device: where the collectives' tensors live (the rank's GPU with nccl, the CPU with gloo).
    Every method that communicates must be called by all ranks at the same point.
    """

    rank: int = 0
    world_size: int = 1
    device: torch.device = field(default_factory=lambda: torch.device("cpu"))
    wrapped: list[DistributedDataParallel] = field(default_factory=list, compare=False,
                                                   repr=False)

    @property
    def enabled(self) -> bool:
        """Whether there are several ranks (a process group exists)."""
        return self.world_size > 1

    @property
    def is_main(self) -> bool:
        """Whether this is rank 0, the one that writes files."""
        return self.rank == 0

    def sum(self, values: list[float]) -> list[float]:
        """Element-wise sums of ``values`` over all ranks (in float64, so token counts stay
        exact); the same list on all ranks."""
        if not self.enabled:
            return list(values)
        tensor = torch.tensor(values, dtype=torch.float64, device=self.device)
        dist.all_reduce(tensor)
        return tensor.tolist()

    def broadcast(self, value: T) -> T:
        """Rank 0's ``value`` (any picklable object) on every rank."""
        if not self.enabled:
            return value
        box = [value]
        dist.broadcast_object_list(box, src=0, device=self.device)
        return box[0]

    def gather(self, value: T) -> list[T] | None:
        """Every rank's ``value`` in rank order on rank 0; None on the others."""
        if not self.enabled:
            return [value]
        out: list[Any] | None = [None] * self.world_size if self.is_main else None
        dist.gather_object(value, out, dst=0)
        return out

    def main_only(self, task: Callable[[], T]) -> T | None:
        """Run ``task`` on rank 0 only (None elsewhere); an NmtError it raises is raised on
        every rank, so that all stop with the same message instead of waiting for rank 0."""
        result, error = None, None
        if self.is_main:
            try:
                result = task()
            except NmtError as err:
                error = err
        error = self.broadcast(error)
        if error is not None:
            raise error
        return result

    def wrap(self, model: torch.nn.Module) -> torch.nn.Module:
        """The module to run the training forward pass through: ``model`` in
        DistributedDataParallel (its backward all-reduces, i.e. averages, the gradients;
        rank 0's weights are copied to all ranks here), or ``model`` itself."""
        if not self.enabled:
            return model
        # the model's device, not the collectives' (the CPU with gloo, also for a GPU model)
        where = next(model.parameters()).device
        ids = [where.index] if where.type == "cuda" else None
        # every decoder and attention variant gives every parameter a gradient at every step,
        # so DDP need not search the graph for unused ones
        replica = DistributedDataParallel(model, device_ids=ids)
        self.wrapped.append(replica)
        return replica

    def close(self) -> None:
        """Leave the process group (idempotent).

        The wrapped models' gradient reducers go first, while the group's registry still
        holds it: were a reducer the group's last owner, freeing it later (Python holds the
        GIL in that destructor) would tear the gloo group down with the GIL held, and a gloo
        worker thread that still frees a finished collective's Python tensor waits for the
        GIL; the teardown joins that thread: a deadlock seen at the end of two-rank jobs. The
        group itself is freed with the GIL released.
        """
        for replica in self.wrapped:
            replica.logger = replica.reducer = None
        self.wrapped.clear()
        if self.enabled and dist.is_initialized():
            dist.destroy_process_group()


def init_distributed(device: torch.device, backend: str = "auto"
                     ) -> tuple[Distributed, torch.device]:
    """Join torchrun's process group when WORLD_SIZE > 1, over ``backend``
    (:func:`choose_backend`).

    ``device`` is the configured one; on CUDA each rank takes the GPU of its LOCAL_RANK
    (:func:`rank_device`). Returns the rank's Distributed and its device.
    """
    world_size = int(os.environ.get("WORLD_SIZE", "1"))
    if world_size <= 1:
        return Distributed(), device
    shared = False
    if device.type == "cuda":
        ranks_here = int(os.environ.get("LOCAL_WORLD_SIZE", world_size))
        shared = ranks_here > torch.cuda.device_count()
        device = rank_device(int(os.environ.get("LOCAL_RANK", "0")), torch.cuda.device_count())
        torch.cuda.set_device(device)
    backend = choose_backend(backend, device, shared)
    dist.init_process_group(backend, timeout=TIMEOUT)
    collectives = device if backend == "nccl" else torch.device("cpu")
    return Distributed(dist.get_rank(), world_size, collectives), device


def rank_device(local_rank: int, gpus: int) -> torch.device:
    """The GPU of the rank ``local_rank`` of a node with ``gpus`` GPUs: its own, or, where
    the node runs more ranks than it has GPUs, GPU local_rank mod gpus, shared with others."""
    return torch.device("cuda", local_rank % gpus)


def choose_backend(requested: str, device: torch.device, shared: bool) -> str:
    """The collectives' backend for ranks on ``device`` (``shared``: several ranks on one
    GPU): ``requested`` (one of DIST_BACKENDS; ConfigError for nccl on the CPU), or for auto
    nccl where every rank has a GPU of its own, else gloo (NCCL refuses two ranks on one
    GPU; gloo reduces a GPU's tensors through host memory)."""
    check_dist_backend(requested, device)
    if requested != "auto":
        return requested
    return "nccl" if device.type == "cuda" and not shared else "gloo"


def check_dist_backend(backend: str, device: torch.device) -> None:
    """ConfigError naming dist_backend unless ``backend`` can serve ranks on ``device``."""
    if backend not in DIST_BACKENDS:
        raise ConfigError(f"dist_backend={backend!r} is not one of {', '.join(DIST_BACKENDS)}")
    if backend == "nccl" and device.type != "cuda":
        raise ConfigError(f"dist_backend=nccl reduces tensors on CUDA GPUs, and this run "
                          f"trains on {device.type}: use dist_backend=gloo (or auto)")


def shard_batches(batches: list[T], rank: int, world_size: int) -> list[T]:
    """Rank ``rank``'s share of one epoch's batches: batches rank, rank + world_size, ...

    The ragged tail (``len % world_size`` batches) is left out, so that every rank runs the
    same number of steps (a rank with one more would wait forever in its all-reduce).
    """
    usable = len(batches) - len(batches) % world_size
    return batches[rank:usable:world_size]
