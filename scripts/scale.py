"""Scale measurements of the data path: preparation time, peak memory, time to first step and
the sharing of a prepared corpus between ranks, on Multi30k repeated to any size.

    # corpus: Multi30k train repeated, read from $NMT_MULTI30K (data/README.md: how to get it)
    python scripts/scale.py corpus --pairs 4000000 --out /tmp/scale/c4m
    python scripts/scale.py prepare --corpus /tmp/scale/c4m --cache /tmp/scale/k4m --cores 1
    python scripts/scale.py prepare --corpus /tmp/scale/c4m --cache /tmp/scale/k4m --cores 2
    python scripts/scale.py train --corpus /tmp/scale/c4m --cache /tmp/scale/k4m
    python scripts/scale.py train --corpus /tmp/scale/c4m --cache /tmp/scale/k4m --ranks 2
    python scripts/scale.py train --corpus /tmp/scale/c4m --cache /tmp/scale/k4m \
        --batch train.batch_tokens=4000    # one rank reading as many rows as the two above
    python scripts/scale.py long-dev --corpus /tmp/scale/c29k --cache /tmp/scale/k29k

``corpus`` writes train.{de,en} (Multi30k's train split repeated and cut to ``--pairs``) and
Multi30k's val split, outside the repository. ``prepare`` runs ``nmt-prepare`` under
``/usr/bin/time -v`` (a fresh cache folder unless ``--keep``), on ``--cores`` cores
(taskset) with ``--workers`` processes (0: one per core): wall time and the peak RSS of the
largest process (the preparer or a worker). ``train`` runs ``nmt-train`` (or torchrun
with ``--ranks``) for ``--steps`` steps of a small model on the prepared corpus: the seconds
from the start of the command to the end of its first step, the peak RSS (/usr/bin/time -v)
and, sampled at step ``--sample-step``, every training process's Rss and Pss of the mapped
prepared files (/proc/PID/smaps) and its totals (smaps_rollup: Rss, Pss, shared and
private). ``long-dev`` times a run with one validation, with and without a 10,000-word line
in the dev split. Each prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

from nmt.data.multi30k import multi30k_folder

BIN = Path(sys.executable).parent
ENV = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONUNBUFFERED": "1"}
SMALL_MODEL = ["model=luong", "model.emb_size=64", "model.hidden_size=128", "device=cpu",
               "train.batch_tokens=2000", "train.log_every=1", "train.valid_every=0",
               "train.checkpoint_every=0", "data.test_split=null"]


def data_args(corpus: Path, cache: Path, workers: int = 0) -> list[str]:
    """The overrides of a Multi30k-like text corpus in ``corpus`` prepared into ``cache``."""
    return ["data=multi30k", f"data.dir={corpus}", f"data.cache_dir={cache}",
            f"data.workers={workers}"]


def write_corpus(pairs: int, out: Path) -> dict:
    """Multi30k train repeated to ``pairs`` lines per side, and its val split, in ``out``."""
    multi30k = multi30k_folder()  # the whole corpus: $NMT_MULTI30K
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("de", "en"):
        lines = (multi30k / f"train.{lang}").read_bytes().splitlines(keepends=True)
        with open(out / f"train.{lang}", "wb") as handle:
            for start in range(0, pairs, len(lines)):
                handle.writelines(lines[: min(len(lines), pairs - start)])
        shutil.copyfile(multi30k / f"val.{lang}", out / f"val.{lang}")
    return {"pairs": pairs, "bytes": sum(p.stat().st_size for p in out.glob("train.*"))}


def timed(command: list[str], cwd: Path) -> tuple[subprocess.CompletedProcess, float, int]:
    """Run ``command`` under /usr/bin/time -v: the process, wall seconds, peak RSS in MiB."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-v", "-o", report.name, *command], cwd=cwd,
                              env=ENV, capture_output=True, text=True)
        wall = time.perf_counter() - start
        peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read())
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[:3])} failed:\n{done.stderr[-3000:]}")
    return done, wall, int(peak.group(1)) // 1024 if peak else -1


def prepare(args: argparse.Namespace) -> dict:
    """nmt-prepare into a fresh cache: wall time and peak RSS."""
    if not args.keep:
        shutil.rmtree(args.cache, ignore_errors=True)
    # on the first --cores cores only (taskset): the workers (default one per core), the
    # preparing process and every thread they start, as on a machine of that many cores
    pin = ["taskset", "-c", f"0-{args.cores - 1}"] if args.cores else []
    with tempfile.TemporaryDirectory() as run:
        _, wall, peak = timed([*pin, str(BIN / "nmt-prepare"),
                               *data_args(args.corpus, args.cache, args.workers),
                               f"hydra.run.dir={run}"], Path(run))
    return {"what": "prepare", "corpus": str(args.corpus), "workers": args.workers,
            "cores": args.cores or os.cpu_count(), "seconds": round(wall, 1),
            "peak_rss_mb": peak}


def first_step_seconds(log: Path, started: float) -> float | None:
    """Seconds from ``started`` (time.time()) to the log line of step 1, if there is one."""
    if not log.is_file():
        return None
    for line in log.read_text().splitlines():
        if " step 1 epoch " in line:
            stamp = datetime.strptime(line[1:24], "%Y-%m-%d %H:%M:%S,%f")
            return stamp.timestamp() - started
    return None


def file_memory(pid: int, folder: Path) -> dict:
    """Rss and Pss (MiB) of the mappings of files under ``folder`` in process ``pid``, and
    the process's totals (smaps_rollup: Rss, Pss, shared and private)."""
    mapped, totals, inside = {"Rss": 0, "Pss": 0}, {}, False
    prefix = str(folder.resolve())
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        fields = line.split()
        if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
            inside = len(fields) >= 6 and fields[5].startswith(prefix)
        elif inside and fields[0].rstrip(":") in mapped:
            mapped[fields[0].rstrip(":")] += int(fields[1])
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, value = line.split()[:2]
        totals[name.rstrip(":")] = int(value)
    keys = ("Rss", "Pss", "Shared_Clean", "Shared_Dirty", "Private_Clean", "Private_Dirty")
    return {"data_rss_mb": round(mapped["Rss"] / 1024, 1),
            "data_pss_mb": round(mapped["Pss"] / 1024, 1),
            **{f"{k.lower()}_mb": round(totals.get(k, 0) / 1024, 1) for k in keys}}


def training_pids(root: int) -> list[int]:
    """The training processes under ``root`` (nmt-train, or the ranks under torchrun; not
    torchrun itself nor the processes that prepare data)."""
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            children = [int(c) for task in Path(f"/proc/{pid}/task").iterdir()
                        for c in (task / "children").read_text().split()]
        except OSError:  # it ended meanwhile
            continue
        text = b" ".join(command).decode(errors="replace")
        trainer = "nmt-train" in text or "-m nmt.train" in text
        if trainer and not text.startswith("/usr/bin/time") and "torch.distributed" not in text:
            found.append(pid)
        todo.extend(children)
    return sorted(found)


def train(args: argparse.Namespace) -> dict:
    """A few steps on the prepared corpus: time to the first step, peak RSS, rank memory."""
    with tempfile.TemporaryDirectory() as run:
        overrides = [*SMALL_MODEL, *data_args(args.corpus, args.cache), f"train.max_steps="
                     f"{args.steps}", "train.valid_max_sentences=10", f"hydra.run.dir={run}",
                     *args.batch]
        if args.ranks > 1:
            command = [sys.executable, "-m", "torch.distributed.run", "--standalone",
                       f"--nproc_per_node={args.ranks}", "-m", "nmt.train", *overrides]
        else:
            command = [str(BIN / "nmt-train"), *overrides]
        started = time.time()
        with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
            process = subprocess.Popen(["/usr/bin/time", "-v", "-o", report.name, *command],
                                       cwd=run, env=ENV, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, text=True)
            ranks = sample_ranks(process, Path(run) / "train.log", args)
            _, errors = process.communicate()
            peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read())
        if process.returncode != 0:
            raise SystemExit(f"training failed:\n{errors[-3000:]}")
        first = first_step_seconds(Path(run) / "train.log", started)
    return {"what": "train", "corpus": str(args.corpus), "ranks": args.ranks,
            "first_step_s": round(first, 1) if first is not None else None,
            "peak_rss_mb": int(peak.group(1)) // 1024 if peak else -1, "memory": ranks}


def sample_ranks(process: subprocess.Popen, log: Path, args: argparse.Namespace) -> list[dict]:
    """Every training process's memory once the log shows step ``args.sample_step``."""
    needle = f" step {args.sample_step} epoch "
    while process.poll() is None:
        if log.is_file() and needle in log.read_text():
            return [{"pid": pid, **file_memory(pid, args.cache)}
                    for pid in training_pids(process.pid)]
        time.sleep(0.2)
    return []


def long_dev(args: argparse.Namespace) -> dict:
    """One validation's run time with and without a 10,000-word dev line."""
    seconds = {}
    for case in ("plain", "long line"):
        with tempfile.TemporaryDirectory() as scratch:
            corpus = Path(scratch) / "corpus"
            shutil.copytree(args.corpus, corpus)
            if case == "long line":
                for lang, word in (("de", "Hund"), ("en", "dog")):
                    with open(corpus / f"val.{lang}", "a") as handle:
                        handle.write(" ".join([word] * 10_000) + "\n")
            overrides = [*SMALL_MODEL, *data_args(corpus, Path(scratch) / "cache"),
                         "train.max_steps=2", "train.valid_every=2",
                         f"hydra.run.dir={Path(scratch) / 'run'}"]
            _, seconds[case], _ = timed([str(BIN / "nmt-train"), *overrides], Path(scratch))
    return {"what": "long-dev", "seconds": {k: round(v, 1) for k, v in seconds.items()}}


def main() -> None:
    """Parse the command line and print one measurement as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    corpus = sub.add_parser("corpus")
    corpus.add_argument("--pairs", type=int, required=True)
    corpus.add_argument("--out", type=Path, required=True)
    for name in ("prepare", "train", "long-dev"):
        command = sub.add_parser(name)
        command.add_argument("--corpus", type=Path, required=True)
        command.add_argument("--cache", type=Path, required=name != "long-dev")
        command.add_argument("--workers", type=int, default=0)
        command.add_argument("--keep", action="store_true", help="reuse the cache folder")
        command.add_argument("--cores", type=int, default=0,
                             help="prepare on this many cores (taskset; 0: all)")
        command.add_argument("--ranks", type=int, default=1)
        command.add_argument("--steps", type=int, default=20)
        command.add_argument("--sample-step", type=int, default=10)
        command.add_argument("--batch", nargs="*", default=[],
                             help="training overrides, e.g. train.batch_size=2000")
    args = parser.parse_args()
    if args.command == "corpus":
        result = write_corpus(args.pairs, args.out)
    else:
        result = {"prepare": prepare, "train": train, "long-dev": long_dev}[args.command](args)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
