"""Preparing a corpus once: SentencePiece on a sample, every split encoded into token arrays.

Everything goes into one cache folder (``data.cache_dir``, or the run directory's cache/):

```
spm-KEY/      the SentencePiece model(s), trained on a seeded random sample of the train split
SPLIT-KEY/    a prepared split: flat token arrays, offsets, sorted order (nmt.data.prepared)
.SIDE-KEY.partial/  one side's encoded chunks, until merged into a split
.lock         taken by the process that prepares; the others wait for it
```

KEY is a hash of what a folder is made from (the source's files or dataset, the split, the
languages, and the SentencePiece settings or models), so every run, rank and machine that
shares the folder finds the same prepared corpus. A split is prepared in chunks of
CHUNK_ROWS pairs:

1. scan: one pass over the text (line counts, where each chunk begins, content hashes);
2. for new subword models: every chunk is read (bad text fails here, before any training)
   and its share of the sample written out; SentencePiece trains on the sample;
3. encode: each worker reads a chunk from the files itself and writes the ids of one side
   into that side's folder (named by the text and that side's model alone, so the side
   whose model is trained first starts encoding while the other model trains);
4. merge: the chunks are appended into the flat arrays, streaming, a side per worker;
5. index: the rows sorted by length (nmt.data.batch_index), in a worker;
6. the manifest is written and the staging folder renamed into place.

Worker processes (``data.workers``, default one per core) do all the reading, encoding and
SentencePiece training: the preparing process, which may be a training rank, stays small.
A split of one chunk is prepared in the process itself. A killed preparation leaves only
staging folders (``.NAME.partial``), which no run reads; the finished chunks in its side
folders are reused by the next preparation of the same split from the same text.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import logging
import multiprocessing
import os
import shutil
import socket
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from omegaconf import DictConfig, OmegaConf
from tqdm import tqdm

from nmt.config import SAMPLING_KEYS
from nmt.data.corpus_kind import Scan, SplitSource
from nmt.data.preparation_tasks import (
    POLL_S,
    concatenate_samples,
    encode_chunk,
    leave_stops_to_the_parent,
    sample_chunk,
    train_spm,
    write_index,
)
from nmt.data.prepared import (
    SIDES,
    FileStamp,
    PreparedSplit,
    read_manifest,
    write_manifest,
)
from nmt.data.staging import (
    STAGING,
    chunk_counts,
    chunk_path,
    fresh_staging,
    merge_chunks,
    staging_state,
    swap_in,
)
from nmt.data.subwords import Subwords
from nmt.errors import ConfigError, DataError, NmtError
from nmt.files import atomic_write, remove_stale_temps

log = logging.getLogger(__name__)
T = TypeVar("T")

CHUNK_ROWS = 10_000  # pairs per task: small enough to balance, large enough to amortise
LOCK = ".lock"
MODEL = "side.model"  # a side folder's copy of the SentencePiece model its chunks use



def standard_start_method() -> None:
    """Make "spawn" the default start method where it is one a spawned child cannot set up.

    A spawned child first sets its parent's default start method. In a job of Hydra's joblib
    launcher (a loky worker) that is "loky", which a plain interpreter does not know: every
    worker of the pool would die before its first task.
    """
    if multiprocessing.get_start_method(allow_none=True) not in (
            None, *multiprocessing.get_all_start_methods()):
        multiprocessing.set_start_method("spawn", force=True)

class PreparationStopped(NmtError):
    """A stop was requested (SIGINT / SIGTERM) while a corpus was being prepared."""


def available_cores() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0))


def check_preparation(cfg: DictConfig) -> None:
    """ConfigError naming the key for preparation settings of ``cfg`` (a DataConfig) that
    cannot work."""
    if cfg.workers < 0:
        raise ConfigError(f"data.workers={cfg.workers} must be >= 0 (0: one per core)")
    if cfg.max_input_len is not None and cfg.max_input_len < 1:
        raise ConfigError(f"data.max_input_len={cfg.max_input_len} must be at least 1, or "
                          f"null for data.max_len")


def digest(value: Any) -> str:
    """16 hex digits of SHA-256 over ``value`` as canonical JSON: folder names."""
    text = json.dumps(value, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def subwords_digest(subwords: Subwords) -> str:
    """The SHA-256 of both subword models: what a split's ids depend on."""
    return hashlib.sha256(subwords.src_proto + b"\0" + subwords.tgt_proto).hexdigest()


class Preparer:
    """Prepares subword models and splits in the cache folder ``root``, each once.

    A file lock makes one process (of a machine, or of all machines that share the folder)
    prepare while the others wait and then map its files. ``workers``: processes (0: one per
    core); ``stop``: asked between tasks whether to give up (PreparationStopped; finished
    chunks are kept). Use as a context manager: leaving it ends the workers and the lock.
    """

    def __init__(self, root: Path, workers: int = 0, stop: Callable[[], bool] | None = None
                 ) -> None:
        self.root = Path(root)
        self.workers = workers or available_cores()
        self.stop = stop or (lambda: False)
        self._executor: ProcessPoolExecutor | None = None
        self._lock: Any = None
        self._scans: dict[str, Scan] = {}
        # side folder -> the encode_chunk calls started early, their futures, chunks found
        self._early: dict[Path, tuple[list[tuple], list[Future], dict]] = {}

    def __enter__(self) -> Preparer:
        return self

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self.close(abandon=error is not None)

    def close(self, abandon: bool = False) -> None:
        """End the worker processes (at once when ``abandon``) and release the lock. Side
        folders encoded early for a split that then was found prepared are removed (those
        of an abandoned preparation are kept: the next one goes on from them)."""
        if self._executor is not None:
            # before Python 3.14 (terminate_workers) the executor cannot end busy workers
            processes = list((getattr(self._executor, "_processes", None) or {}).values())
            self._executor.shutdown(wait=not abandon, cancel_futures=True)
            if abandon:
                for process in processes:
                    process.terminate()
            self._executor = None
        if not abandon:
            for folder in self._early:
                shutil.rmtree(folder, ignore_errors=True)
        self._early.clear()
        if self._lock is not None:
            self._lock.close()  # closing the file releases the flock
            self._lock = None

    # ---- subword models ---------------------------------------------------------------
    def subwords(self, cfg: DictConfig, source: SplitSource) -> Subwords:
        """The SentencePiece model(s) of data config ``cfg`` for the train split ``source``:
        found in the cache, or trained on a sample of it."""
        spm_keys = {key: value for key, value in
                    OmegaConf.to_container(cfg.spm, resolve=True).items()
                    if key not in SAMPLING_KEYS}
        identity = {"source": source.identity(), "langs": [cfg.src_lang, cfg.tgt_lang],
                    "spm": spm_keys}
        names = ("joint.model",) if cfg.spm.joint else ("src.model", "tgt.model")

        def open_(folder: Path) -> tuple[Subwords | None, str]:
            manifest, reason = read_manifest(folder, {"identity": identity})
            if manifest is None:
                return None, reason
            if not source.unchanged(manifest["fingerprint"]):
                return None, f"{source.describe()} changed since"
            protos = [(folder / name).read_bytes() for name in names]
            return Subwords.from_protos(protos[0], protos[-1]), ""

        def build(staging: Path) -> None:
            self._build_subwords(staging, cfg, source, identity, names)

        return self._ensure(f"spm-{digest(identity)}", open_, build)

    def _build_subwords(self, staging: Path, cfg: DictConfig, source: SplitSource,
                        identity: dict, names: tuple[str, ...]) -> None:
        fresh_staging(staging)
        scan = self._scan(source)
        counts = sample_counts(scan, cfg.spm.input_sentence_size, cfg.spm.seed, cfg.spm.joint)
        drawn = counts.sum(axis=0).tolist()
        log.info("%s: SentencePiece learns from %s source and %s target sentences of %s pairs",
                 source.describe(), f"{drawn[0]:,}", f"{drawn[1]:,}", f"{scan.rows:,}")
        tasks = [(source, chunk, tuple(counts[chunk.number].tolist()), cfg.spm.seed, staging)
                 for chunk in scan.chunks]
        self._run(sample_chunk, tasks, source, scan, "reading")
        samples = [concatenate_samples(staging, side) for side in SIDES]
        if not any(path.stat().st_size for path in samples):
            raise DataError(f"{source.describe()}: no text to train SentencePiece on (every "
                            f"line is empty)")
        log.info("training SentencePiece (%s, %d pieces%s)", cfg.spm.model_type,
                 cfg.spm.vocab_size, ", joint" if cfg.spm.joint else "")
        inputs = [samples] if cfg.spm.joint else [[path] for path in samples]
        threads = max(1, self.workers // len(inputs))
        trainings = [(paths, cfg.spm, threads, staging / name)
                     for paths, name in zip(inputs, names, strict=True)]
        futures = self._start(train_spm, trainings, source, scan)
        if futures is None or len(futures) == 1 or self.workers == 1:
            self._finish(train_spm, trainings, futures, None)
        else:
            self._train_sides(futures, source, [staging / name for name in names])
        for path in samples:
            path.unlink()
        stamps = {name: FileStamp.of(staging / name) for name in names}
        write_manifest(staging, {"identity": identity, "fingerprint": scan.fingerprint,
                                 "source": source.describe(), "pairs": scan.rows}, stamps)

    def _train_sides(self, futures: list[Future], source: SplitSource, models: list[Path]
                     ) -> None:
        """Wait for the two SentencePiece trainings (source, target) in ``futures``; the
        side whose model is written first starts encoding while the other trains, on the
        worker that would otherwise wait (one language's model often takes longer)."""
        waiting = dict(zip(SIDES, futures, strict=True))
        while waiting:
            self._check_stop()
            done, _ = wait(waiting.values(), timeout=POLL_S, return_when=FIRST_COMPLETED)
            for side in [side for side, future in waiting.items() if future in done]:
                self._result(waiting.pop(side))
                if waiting:
                    self._encode_early(source, side, models[SIDES.index(side)].read_bytes())

    # ---- splits -----------------------------------------------------------------------
    def split(self, name: str, source: SplitSource, subwords: Subwords) -> PreparedSplit:
        """Split ``name`` of ``source`` encoded with ``subwords``: found in the cache, or
        prepared."""
        identity = {"source": source.identity(), "subwords": subwords_digest(subwords)}

        def open_(folder: Path) -> tuple[PreparedSplit | None, str]:
            prepared, reason = PreparedSplit.open(folder, {"identity": identity})
            if prepared is not None and not source.unchanged(prepared.manifest["fingerprint"]):
                return None, f"{source.describe()} changed since"
            return prepared, reason

        def build(staging: Path) -> None:
            self._build_split(staging, source, subwords, identity)

        return self._ensure(f"{name}-{digest(identity)}", open_, build)

    def _build_split(self, staging: Path, source: SplitSource, subwords: Subwords,
                     identity: dict) -> None:
        scan = self._scan(source)
        fresh_staging(staging)
        largest = max(subwords.src_vocab_size, subwords.tgt_vocab_size)
        dtype = np.uint16 if largest <= 1 << 16 else np.int32
        protos = dict(zip(SIDES, (subwords.src_proto, subwords.tgt_proto), strict=True))
        encoded = self._encode(source, scan, protos)
        merges = [(staging, side, folder, scan.chunks, sum(n for _, n in counts), dtype)
                  for side, (folder, counts) in encoded.items()]
        stamps: dict[str, FileStamp] = {}
        for part in self._run(merge_chunks, merges, source, scan):
            stamps.update(part)
        [index] = self._run(write_index, [(staging,)], source, scan)
        stamps.update(index)
        for folder, _ in encoded.values():
            shutil.rmtree(folder)
        tokens = {side: sum(n for _, n in counts) for side, (_, counts) in encoded.items()}
        write_manifest(staging, {"identity": identity, "fingerprint": scan.fingerprint,
                                 "source": source.describe(), "pairs": scan.rows,
                                 "tokens": tokens}, stamps)

    def _encode(self, source: SplitSource, scan: Scan, protos: dict[str, bytes]
                ) -> dict[str, tuple[Path, list[tuple[int, int]]]]:
        """Every chunk of both sides encoded, each side in its side folder (see
        :meth:`_side_folder`): (folder, (rows, tokens) of every chunk) per side. Chunks
        found there whole, or started while the other side's SentencePiece model was still
        training (:meth:`_encode_early`), are not encoded again."""
        calls: list[tuple] = []
        futures: list[Future] | None = []
        folders, counts = {}, {}
        for side, proto in protos.items():
            folders[side] = folder = self._side_folder(source, scan, side, proto)
            early = self._early.pop(folder, None)
            if early is not None:
                todo, started, counts[side] = early
            else:
                todo, counts[side] = self._todo(source, scan, side, folder)
                started = self._start(encode_chunk, todo, source, scan) if todo else []
            calls += todo
            futures = None if started is None or futures is None else futures + started
        reused = sum(c is not None for side in counts.values() for c in side.values())
        if reused:
            log.info("%s: %d of %d chunk files were encoded by an earlier run; encoding the "
                     "rest", source.describe(), reused, 2 * len(scan.chunks))
        bar = _Progress(f"encoding {source.describe()}", calls, 2 * scan.rows, "lines")
        for (_, chunk, side, *_), result in zip(calls, self._finish(encode_chunk, calls,
                                                                    futures, bar), strict=True):
            counts[side][chunk.number] = result
        return {side: (folders[side], [counts[side][c.number] for c in scan.chunks])
                for side in protos}

    @staticmethod
    def _todo(source: SplitSource, scan: Scan, side: str, folder: Path
              ) -> tuple[list[tuple], dict[int, tuple[int, int] | None]]:
        """The encode_chunk calls of the chunks of ``side`` not yet whole in ``folder``, and
        the (rows, tokens) of every chunk found whole (None for the rest)."""
        found = {c.number: chunk_counts(chunk_path(folder, c), c.rows) for c in scan.chunks}
        todo = [(source, c, side, folder / MODEL, folder)
                for c in scan.chunks if found[c.number] is None]
        return todo, found

    def _side_folder(self, source: SplitSource, scan: Scan, side: str, proto: bytes) -> Path:
        """The folder (``.SIDE-KEY.partial``) of the encoded chunks of one side of
        ``source``, named by the source and the side's SentencePiece model: the other
        side's model need not exist yet. Kept across runs (a stopped preparation goes on
        from its chunks) while its resume record matches; removed once merged."""
        identity = {"source": source.identity(), "side": side,
                    "model": hashlib.sha256(proto).hexdigest()}
        folder = self.root / f".{side}-{digest(identity)}.partial"
        resume = {"identity": identity, "fingerprint": scan.fingerprint,
                  "chunk_rows": CHUNK_ROWS}
        if folder in self._early:
            return folder
        if staging_state(folder) != resume:
            fresh_staging(folder)
            atomic_write(folder / STAGING, lambda h: h.write(json.dumps(resume).encode()))
        remove_stale_temps(folder)
        if not (folder / MODEL).is_file() or (folder / MODEL).read_bytes() != proto:
            atomic_write(folder / MODEL, lambda h: h.write(proto))
        return folder

    def _encode_early(self, source: SplitSource, side: str, proto: bytes) -> None:
        """Start encoding ``side`` of the train split ``source`` with its new model while the
        other side's model trains: the pool's otherwise idle workers. :meth:`_encode` takes
        the futures over."""
        scan = self._scan(source)
        folder = self._side_folder(source, scan, side, proto)
        todo, found = self._todo(source, scan, side, folder)
        futures = self._start(encode_chunk, todo, source, scan)
        if futures is not None:
            log.info("%s: encoding the %s side while the other SentencePiece model trains",
                     source.describe(), "source" if side == SIDES[0] else "target")
            self._early[folder] = (todo, futures, found)

    # ---- machinery --------------------------------------------------------------------
    def _ensure(self, name: str, open_: Callable[[Path], tuple[T | None, str]],
                build: Callable[[Path], None]) -> T:
        """The folder ``name`` opened: as found when valid, else built under the lock in a
        staging folder that then replaces it."""
        final = self.root / name
        found, _ = open_(final)
        if found is not None:
            return found
        with self._locked():
            found, reason = open_(final)
            if found is not None:  # another process prepared it while this one waited
                return found
            if final.exists():
                log.warning("%s: %s; preparing it again", final, reason)
            staging = self.root / f".{name}.partial"
            build(staging)
            swap_in(staging, final)
        found, reason = open_(final)
        if found is None:
            raise DataError(f"{final}: prepared, but cannot be used: {reason}")
        return found

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        # taken once and held until close(): the folder's other preparations may follow
        if self._lock is None:
            self._lock = self._acquire()
        yield

    def _acquire(self) -> Any:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            handle = open(self.root / LOCK, "a+")  # noqa: SIM115 (held until close())
        except OSError as err:
            raise ConfigError(f"data.cache_dir={self.root}: cannot prepare data there "
                              f"({err.strerror or err})") from None
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            log.info("waiting for process %s, which is preparing data in %s",
                     handle.read().strip() or "?", self.root)
            fcntl.flock(handle, fcntl.LOCK_EX)
        if self.stop():
            handle.close()
            raise PreparationStopped(f"stopped while waiting to prepare data in {self.root}")
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()} on {socket.gethostname()}\n")
        handle.flush()
        return handle

    def _scan(self, source: SplitSource) -> Scan:
        key = digest(source.identity())
        if key not in self._scans:
            self._scans[key] = source.scan(CHUNK_ROWS)
        return self._scans[key]

    def _run(self, task: Callable[..., T], calls: list[tuple], source: SplitSource, scan: Scan,
             verb: str | None = None) -> list[T]:
        """``task(*call)`` for every call, in worker processes when the source allows and
        the split has several chunks; results in order. ``verb``: show progress over the
        pairs of the calls' chunks."""
        bar = _Progress(f"{verb} {source.describe()}", calls, scan.rows) if verb else None
        return self._finish(task, calls, self._start(task, calls, source, scan), bar)

    def _start(self, task: Callable[..., T], calls: list[tuple], source: SplitSource,
               scan: Scan) -> list[Future] | None:
        """The calls submitted to the workers, when the source allows and the split has
        several chunks; None: they are to run in this process (:meth:`_finish`)."""
        if not (source.parallel and len(scan.chunks) > 1):
            return None
        return [self._pool().submit(task, *call) for call in calls]

    def _finish(self, task: Callable[..., T], calls: list[tuple],
                futures: list[Future] | None, bar: _Progress | None) -> list[T]:
        """The results of the calls, in order: of their ``futures``, or run here when there
        are none; ``bar`` (closed at the end) counts each one done."""
        try:
            results = []
            for number, call in enumerate(calls):
                if futures is None:
                    self._check_stop()
                    results.append(task(*call))
                else:
                    results.append(self._result(futures[number]))
                if bar:
                    bar.done(call)
            return results
        finally:
            if bar:
                bar.close()

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # spawn: a fresh interpreter, never a fork of a process with threads (torch)
            standard_start_method()
            self._executor = ProcessPoolExecutor(self.workers,
                                                 mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=leave_stops_to_the_parent,
                                                 initargs=(os.getpid(),))
        return self._executor

    def _result(self, future: Future) -> Any:
        while True:
            self._check_stop()
            try:
                return future.result(timeout=POLL_S)
            except FutureTimeout:
                continue
            except BrokenProcessPool:
                raise DataError(f"a process preparing data in {self.root} died (killed, or "
                                f"out of memory?); the chunks it finished are kept") from None

    def _check_stop(self) -> None:
        if self.stop():
            raise PreparationStopped(f"stopped while preparing data in {self.root}; what was "
                                     f"finished is kept there and the next run goes on from it")


class _Progress:
    """A progress bar over the pairs (or lines, both sides) of a split (on a terminal) and
    log lines at every tenth (elsewhere)."""

    def __init__(self, what: str, calls: list[tuple], rows: int, unit: str = "pairs") -> None:
        self.what, self.rows, self.unit = what, rows, unit
        self.done_rows = rows - sum(call[1].rows for call in calls)
        self.logged = self.done_rows * 10 // max(rows, 1)
        self.bar = tqdm(total=rows, initial=self.done_rows, desc=what, unit=f" {unit}",
                        unit_scale=True, disable=not sys.stderr.isatty(), leave=False)

    def done(self, call: tuple) -> None:
        """One call (whose second argument is its chunk) finished."""
        self.done_rows += call[1].rows
        self.bar.update(call[1].rows)
        tenth = self.done_rows * 10 // max(self.rows, 1)
        if tenth > self.logged and self.bar.disable:
            log.info("%s: %d%% (%s of %s %s)", self.what, tenth * 10,
                     f"{self.done_rows:,}", f"{self.rows:,}", self.unit)
        self.logged = tenth

    def close(self) -> None:
        """Take the bar off the terminal."""
        self.bar.close()


def sample_counts(scan: Scan, size: int, seed: int, joint: bool) -> np.ndarray:
    """How many sentences each chunk gives to the SentencePiece sample, per side: (C, 2).

    ``size`` sentences in all per side (for a joint model over both sides together; 0, or
    more than there are: every sentence) drawn uniformly without replacement: the counts
    per chunk are multivariate hypergeometric, each chunk then draws its own."""
    rows = np.array([chunk.rows for chunk in scan.chunks], dtype=np.int64)
    if joint:
        both = np.concatenate([rows, rows])
        if 0 < size < both.sum():
            both = np.random.default_rng(seed).multivariate_hypergeometric(both, size)
        return both.reshape(2, -1).T
    sides = [rows if not 0 < size < rows.sum() else
             np.random.default_rng([seed, side]).multivariate_hypergeometric(rows, size)
             for side in range(2)]
    return np.stack(sides, axis=1)
