"""Benchmarks of the steered search (docs/performance/steering.md), each printing one JSON
object:

    # completion latency after a one-word edit, beam 5, servers with and without the
    # encoder cache, requests interleaved (HTTP on loopback; --inprocess: the Translator's
    # CPU time per request instead, which a busy machine does not inflate)
    OMP_NUM_THREADS=2 .venv/bin/python scripts/steering_bench.py latency \\
        --checkpoint RUN/best.pt --data ../shared/data/multi30k
    # constrained decoding: two constraints per sentence from the references at beam 5
    # against unconstrained beam 5, whole val set, rounds interleaved; BLEU of both
    OMP_NUM_THREADS=2 .venv/bin/python scripts/steering_bench.py constraints ...
    # mid-word prefixes: every val reference cut at a random character
    OMP_NUM_THREADS=2 .venv/bin/python scripts/steering_bench.py midword ...
    # forcing a prefix against teacher forcing (nmt-score) of the same references
    OMP_NUM_THREADS=2 .venv/bin/python scripts/steering_bench.py forcing ...

Speeds are medians over --rounds rounds, the compared modes alternating within each round.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import numpy as np

from nmt.decoding.batches import decode_sources
from nmt.decoding.encoder_cache import EncoderCache
from nmt.decoding.guide import Steered
from nmt.decoding.prefix import TargetPrefix
from nmt.metrics import bleu
from nmt.translation.translator import Translator

TIMEOUT = 600  # seconds a server's start or one request may take
# words that replace a translation's word in the latency test's edits
EDIT_WORDS = ["young", "small", "old", "white", "red", "large", "little", "happy"]
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")


def parse_args() -> argparse.Namespace:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bench", choices=["latency", "constraints", "midword", "forcing"])
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--data", required=True, help="folder of val.de and val.en")
    parser.add_argument("--src", default="de")
    parser.add_argument("--tgt", default="en")
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--words", type=int, default=20, help="latency: source length")
    parser.add_argument("--suggestions", type=int, default=0, help="latency: also ask for k "
                                                                   "next words")
    parser.add_argument("--inprocess", action="store_true", help="latency: CPU time of the "
                                                                 "Translator, no server")
    parser.add_argument("--precision", default="fp32")
    parser.add_argument("--shortlist", type=int, default=0, help="latency: shortlist=K "
                                                                "(a model with a lexical table)")
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args()


def split(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """The val sources and references."""
    folder = Path(args.data)
    return (folder.joinpath(f"val.{args.src}").read_text(encoding="utf-8").splitlines(),
            folder.joinpath(f"val.{args.tgt}").read_text(encoding="utf-8").splitlines())


def edits(translation: str) -> list[str]:
    """The prefixes an editor sends after replacing one word of ``translation`` (each word
    but the first in turn) and typing a space."""
    words = translation.split()
    return [" ".join([*words[:j], EDIT_WORDS[j % len(EDIT_WORDS)]]) + " "
            for j in range(1, len(words))]


def percentiles(values: list[float]) -> dict:
    """p50, p95 and the mean of ``values`` (ms), and their count."""
    array = np.asarray(values)
    return {"p50_ms": round(float(np.percentile(array, 50)), 1),
            "p95_ms": round(float(np.percentile(array, 95)), 1),
            "mean_ms": round(float(array.mean()), 1), "requests": len(values)}


def start_server(args: argparse.Namespace, cache: int) -> tuple[subprocess.Popen, str]:
    """nmt-serve on a free loopback port with ``cache`` encoder-cache entries, and its URL."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "nmt.apps.serve", f"checkpoint={args.checkpoint}", "port=0",
         "device=cpu", "access_log=false", f"beam={args.beam}", f"encoder_cache={cache}",
         f"precision={args.precision}", f"shortlist={args.shortlist}", "max_wait_ms=0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + TIMEOUT
    for raw in proc.stdout:
        found = re.search(rb"Uvicorn running on (http://[\d.]+:\d+)", raw)
        if found:
            # its later lines must be read, or a full pipe would stop the server
            threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()
            return proc, found.group(1).decode()
        if time.monotonic() > deadline:
            break
    proc.kill()
    raise SystemExit(f"nmt-serve encoder_cache={cache} did not start")


def latency_http(args: argparse.Namespace, sources: list[str]) -> dict:
    """Completion latency through two servers, with and without the encoder cache."""
    servers = {name: start_server(args, cache) for name, cache in (("cache", 64),
                                                                   ("no_cache", 0))}
    times: dict[str, list[float]] = {name: [] for name in servers}
    try:
        clients = {name: httpx.Client(base_url=url, timeout=TIMEOUT)
                   for name, (_, url) in servers.items()}
        for _ in range(args.rounds):
            for number, source in enumerate(sources):
                first = {name: c.post("/translate", json={"text": source}).json()
                         for name, c in clients.items()}  # the editor's first request
                order = list(clients) if number % 2 == 0 else list(clients)[::-1]
                for prefix in edits(first["cache"]["translations"][0]["text"]):
                    for name in order:
                        body = {"text": source, "prefix": prefix,
                                "suggestions": args.suggestions}
                        start = time.perf_counter()
                        answer = clients[name].post("/translate", json=body)
                        times[name].append((time.perf_counter() - start) * 1000)
                        answer.raise_for_status()
    finally:
        for proc, _ in servers.values():
            proc.terminate()
            proc.wait(TIMEOUT)
    return {name: percentiles(values) for name, values in times.items()}


def latency_inprocess(args: argparse.Namespace, sources: list[str]) -> dict:
    """The CPU time of each completion in this process, with and without the cache, and of
    encoding each source (what the cache saves)."""
    translator = Translator.from_pretrained(args.checkpoint, device="cpu")
    options = {"beam": args.beam, "precision": args.precision,
               "suggestions": args.suggestions, "shortlist": args.shortlist}
    caches = {"cache": EncoderCache(64), "no_cache": None}
    times: dict[str, list[float]] = {name: [] for name in caches}
    for _ in range(args.rounds):
        for source in sources:
            translator.encoder_cache = caches["cache"]
            first = translator.translate([source], **options)[0]  # the editor's first request
            for number, prefix in enumerate(edits(first)):
                for name in list(caches)[:: 1 if number % 2 else -1]:
                    translator.encoder_cache = caches[name]
                    start = time.process_time()
                    translator.translate([source], prefix=prefix, **options)
                    times[name].append((time.process_time() - start) * 1000)
    translator.encoder_cache = None
    engine = translator.engine(translator.options(**options))
    encoding = []
    with engine.decoding():
        for source in sources * 10:
            ids = engine.ops.asarray(np.append(translator.encode([source])[0], 3)[None])
            start = time.process_time()
            engine.encode(ids, engine.ops.asarray(np.array([ids.shape[1]])))
            encoding.append((time.process_time() - start) * 1000)
    return {"encode_source": percentiles(encoding),
            **{name: percentiles(values) for name, values in times.items()}}


def reference_constraints(references: list[str], seed: int, count: int = 2) -> list[list[str]]:
    """``count`` distinct words (of at least 3 letters) of each reference, drawn at random."""
    rng = random.Random(seed)
    out = []
    for reference in references:
        words = list(dict.fromkeys(w for w in WORD.findall(reference) if len(w) >= 3))
        out.append(rng.sample(words, min(count, len(words))))
    return out


def present(text: str, phrase: str) -> bool:
    """Whether ``phrase`` stands in ``text`` as whole words."""
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text) is not None


def timed(fn: Callable[[], list[str]]) -> tuple[float, list[str]]:
    """(seconds, result) of ``fn()``."""
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def constraints_bench(args: argparse.Namespace, sources: list[str], references: list[str]
                      ) -> dict:
    """Throughput and BLEU of beam search with two reference words as constraints per
    sentence against plain beam search."""
    translator = Translator.from_pretrained(args.checkpoint, device="cpu")
    phrases = reference_constraints(references, args.seed)
    modes = {"unconstrained": {}, "constrained": {"constraints": phrases}}
    speeds: dict[str, list[float]] = {name: [] for name in modes}
    outputs: dict[str, list] = {}
    for number in range(args.rounds):
        for name in (list(modes) if number % 2 == 0 else list(modes)[::-1]):
            seconds, outputs[name] = timed(lambda n=name: translator.translations(
                sources, beam=args.beam, precision=args.precision, **modes[n]))
            speeds[name].append(len(sources) / seconds)
    texts = {name: [hyps[0].text for hyps in out] for name, out in outputs.items()}
    wanted = sum(len(p) for p in phrases)
    report = {name: {"sentences_per_s": round(statistics.median(speeds[name]), 1),
                     "rounds": [round(s, 1) for s in speeds[name]],
                     "bleu": round(bleu(texts[name], references), 2),
                     "constraints_present": round(sum(
                         present(t, p) for t, ps in zip(texts[name], phrases, strict=True)
                         for p in ps) / wanted, 4)} for name in modes}
    report["constrained"]["dropped"] = sum(len(h[0].dropped_constraints)
                                           for h in outputs["constrained"])
    report["throughput_ratio"] = round(report["constrained"]["sentences_per_s"]
                                       / report["unconstrained"]["sentences_per_s"], 3)
    return report


def midword_bench(args: argparse.Namespace, sources: list[str], references: list[str],
                  train_words: set[str]) -> dict:
    """Every val reference cut at a random character: how many completions start with the
    typed text, and how many complete a word cut in its middle into a word of the training
    targets (and into the reference's own word); the same for the prefix re-tokenised and
    forced whole, the naive way."""
    translator = Translator.from_pretrained(args.checkpoint, device="cpu")
    rng = random.Random(args.seed)
    cuts = [rng.randrange(1, len(r)) for r in references]
    prefixes = [r[:c] for r, c in zip(references, cuts, strict=True)]
    constrained = [hyps[0].text for hyps in translator.translations(
        sources, beam=args.beam, prefix=prefixes, precision=args.precision)]
    model = translator.subwords.tgt
    naive = Steered(translator.piece_index, [TargetPrefix(model.encode(p), "") for p in prefixes],
                    [[] for _ in prefixes])
    options = translator.options(beam=args.beam, precision=args.precision)
    retokenised = [model.decode(hyps[0].tokens) for hyps in decode_sources(
        translator.engine(options), translator.encode(sources), options, steered=naive)]
    return {"sentences": len(sources),
            "inside_a_word": sum(_inside(p, r) for p, r in zip(prefixes, references,
                                                                strict=True)),
            "constrained_pieces": _completion_report(prefixes, references, constrained,
                                                     train_words),
            "retokenised_prefix": _completion_report(prefixes, references, retokenised,
                                                     train_words)}


def _inside(prefix: str, reference: str) -> bool:
    """Whether the cut after ``prefix`` falls inside a word of ``reference``."""
    return prefix[-1].isalnum() and reference[len(prefix)].isalnum()


def _word_at(text: str, start: int) -> str:
    """The run of letters, digits, apostrophes and hyphens of ``text`` from ``start``."""
    found = re.match(r"[\w'-]*", text[start:])
    return found.group(0) if found else ""


def _completion_report(prefixes: list[str], references: list[str], outputs: list[str],
                       train_words: set[str]) -> dict:
    """The shares of outputs that start with their prefix, and of cut words completed into
    a training word and into the reference's word."""
    starts = inside = real = same = 0
    for prefix, reference, output in zip(prefixes, references, outputs, strict=True):
        starts += output.startswith(prefix.rstrip())
        if not _inside(prefix, reference):
            continue
        inside += 1
        begin = len(prefix) - len(_word_at(prefix[::-1], 0))
        word = _word_at(output, begin) if output.startswith(prefix) else ""
        real += word.lower() in train_words
        same += word == _word_at(reference, begin)
    return {"starts_with_prefix": round(starts / len(outputs), 4),
            "cut_word_completed_to_a_training_word": round(real / max(inside, 1), 4),
            "cut_word_completed_to_the_reference_word": round(same / max(inside, 1), 4)}


def forcing_bench(args: argparse.Namespace, sources: list[str], references: list[str]
                  ) -> dict:
    """Sentences/s of forcing each whole reference as a prefix (beam 1: the search then
    only ends it) against teacher forcing the same references (Translator.score)."""
    translator = Translator.from_pretrained(args.checkpoint, device="cpu")
    prefixes = [r + " " for r in references]
    modes = {"forced_prefix": lambda: translator.translate(sources, prefix=prefixes),
             "teacher_forcing": lambda: translator.score(sources, references)}
    speeds: dict[str, list[float]] = {name: [] for name in modes}
    for number in range(args.rounds):
        for name in (list(modes) if number % 2 == 0 else list(modes)[::-1]):
            seconds, _ = timed(modes[name])
            speeds[name].append(len(sources) / seconds)
    report = {name: {"sentences_per_s": round(statistics.median(v), 1),
                     "rounds": [round(s, 1) for s in v]} for name, v in speeds.items()}
    report["ratio"] = round(report["forced_prefix"]["sentences_per_s"]
                            / report["teacher_forcing"]["sentences_per_s"], 3)
    return report


def main() -> None:
    """Run the benchmark named on the command line and print its JSON."""
    args = parse_args()
    sources, references = split(args)
    report = {"bench": args.bench, "checkpoint": args.checkpoint, "beam": args.beam,
              "precision": args.precision, "shortlist": args.shortlist, "rounds": args.rounds,
              "threads": os.environ.get("OMP_NUM_THREADS", "default")}
    if args.bench == "latency":
        chosen = [s for s in sources if len(s.split()) == args.words]
        report["sentences"] = len(chosen)
        report["suggestions"] = args.suggestions
        run = latency_inprocess if args.inprocess else latency_http
        report["inprocess_cpu_time" if args.inprocess else "http"] = run(args, chosen)
    elif args.bench == "constraints":
        report.update(constraints_bench(args, sources, references))
    elif args.bench == "midword":
        train = Path(args.data, f"train.{args.tgt}").read_text(encoding="utf-8")
        report.update(midword_bench(args, sources, references,
                                    {w.lower() for w in re.findall(r"[\w'-]+", train)}))
    else:
        report.update(forcing_bench(args, sources, references))
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
