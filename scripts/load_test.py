"""A bounded load test of nmt-serve on loopback: C concurrent clients x R requests against the
same requests sent one at a time, every answer checked against nmt-translate's output.

    OMP_NUM_THREADS=1 .venv/bin/python scripts/load_test.py --checkpoint RUN/last.pt \\
        --input ../shared/data/multi30k/val.de --clients 32 --requests 20 --beams 1,5

Request k carries line k of --input (one sentence; --sentences N sends N lines) and client c
decodes with beam --beams[c % len]. The script starts ``nmt-serve port=0`` (torch threads:
OMP_NUM_THREADS), translates the same lines with ``nmt-translate input=...`` once per beam,
sends every request sequentially, then all of them from the concurrent clients, and prints
one JSON object: latency percentiles, throughput, batches decoded, and the answers that
differ from nmt-translate's (there should be none). The clients run in this process, on the
same machine as the server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import numpy as np

TIMEOUT = 600  # seconds any one request, or the server's start, may take


@dataclass
class Request:
    """One request of the test: its lines and beam, and where its answer must come from."""

    lines: list[str]
    beam: int


def parse_args() -> argparse.Namespace:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkpoint", required=True, help="a checkpoint or exported folder")
    parser.add_argument("--input", required=True, help="source sentences, one per line")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--requests", type=int, default=20, help="per client")
    parser.add_argument("--sentences", type=int, default=1, help="per request")
    parser.add_argument("--beams", default="1,5", help="comma-separated; client c uses "
                                                       "beams[c % len]")
    parser.add_argument("--max-wait-ms", type=float, default=5.0)
    parser.add_argument("--skip-sequential", action="store_true")
    return parser.parse_args()


def make_requests(lines: list[str], args: argparse.Namespace) -> list[list[Request]]:
    """For each client its requests, in the order it sends them."""
    beams = [int(b) for b in args.beams.split(",")]
    out, k = [], 0
    for client in range(args.clients):
        mine = []
        for _ in range(args.requests):
            chunk = [lines[(k + i) % len(lines)] for i in range(args.sentences)]
            k += args.sentences
            mine.append(Request(chunk, beams[client % len(beams)]))
        out.append(mine)
    return out


def nmt_command(app: str, *overrides: str) -> list[str]:
    """The command line of ``nmt-<app> overrides`` with this interpreter."""
    return [sys.executable, "-m", f"nmt.apps.{app}", *overrides]


def reference_translations(checkpoint: str, requests: list[Request], folder: Path
                           ) -> dict[tuple[str, int], str]:
    """nmt-translate's translation of every (line, beam) the requests hold."""
    out = {}
    for beam in sorted({r.beam for r in requests}):
        lines = sorted({line for r in requests if r.beam == beam for line in r.lines})
        source, target = folder / f"in.{beam}", folder / f"out.{beam}"
        source.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        subprocess.run(nmt_command("translate", f"checkpoint={checkpoint}", f"input={source}",
                                   f"output={target}", f"beam={beam}", "device=cpu"),
                       check=True, timeout=TIMEOUT)
        hyps = target.read_text(encoding="utf-8").splitlines()
        out.update({(line, beam): hyp for line, hyp in zip(lines, hyps, strict=True)})
    return out


def start_server(args: argparse.Namespace) -> tuple[subprocess.Popen, str]:
    """nmt-serve on a free loopback port, and its base URL once it answers."""
    proc = subprocess.Popen(
        nmt_command("serve", f"checkpoint={args.checkpoint}", "port=0", "device=cpu",
                    "access_log=false", f"max_wait_ms={args.max_wait_ms}",
                    f"max_sentences={max(64, args.sentences)}"),
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + TIMEOUT
    for raw in proc.stdout:
        sys.stderr.write(raw.decode(errors="replace"))
        found = re.search(rb"Uvicorn running on (http://[\d.]+:\d+)", raw)
        if found:
            # its later log lines must be read, or a full pipe would stop the server
            threading.Thread(target=copy_lines, args=(proc.stdout,), daemon=True).start()
            return proc, found.group(1).decode()
        if time.monotonic() > deadline:
            break
    proc.kill()
    raise SystemExit("nmt-serve did not start")


def copy_lines(stream) -> None:
    """Copy the lines of the byte ``stream`` to stderr until it ends."""
    for raw in stream:
        sys.stderr.write(raw.decode(errors="replace"))


async def send(client: httpx.AsyncClient, request: Request) -> tuple[float, list[str] | str]:
    """(latency in s, the translations or the error text) of one request."""
    start = time.perf_counter()
    answer = await client.post("/translate", json={"text": request.lines,
                                                   "beam": request.beam})
    latency = time.perf_counter() - start
    if answer.status_code != 200:
        return latency, f"{answer.status_code}: {answer.text}"
    return latency, [t["text"] for t in answer.json()["translations"]]


async def run_clients(base: str, clients: list[list[Request]]) -> tuple[float, list]:
    """(wall time in s, [(request, latency, answer)]) with one connection per client, all
    clients at once."""

    async def one_client(requests: list[Request]) -> list:
        async with httpx.AsyncClient(base_url=base, timeout=TIMEOUT) as client:
            return [(r, *await send(client, r)) for r in requests]

    start = time.perf_counter()
    results = await asyncio.gather(*(one_client(requests) for requests in clients))
    return time.perf_counter() - start, [row for rows in results for row in rows]


def summary(wall: float, rows: list, expected: dict, batches: int) -> dict:
    """Latency percentiles (ms), throughput and the answers that differ from expected."""
    latencies = np.array([latency for _, latency, _ in rows]) * 1000
    wrong = [(r.lines, r.beam, answer) for r, _, answer in rows
             if answer != [expected[(line, r.beam)] for line in r.lines]]
    sentences = sum(len(r.lines) for r, _, _ in rows)
    return {"requests": len(rows), "answered_ok": sum(isinstance(a, list) for _, _, a in rows),
            "differ_from_nmt_translate": len(wrong), "first_differences": wrong[:3],
            "wall_s": round(wall, 2), "requests_per_s": round(len(rows) / wall, 2),
            "sentences_per_s": round(sentences / wall, 2),
            "latency_ms": {f"p{q}": round(float(np.percentile(latencies, q)), 1)
                           for q in (50, 95, 99)} | {"max": round(float(latencies.max()), 1)},
            "batches": batches, "sentences_per_batch": round(sentences / max(batches, 1), 2)}


def batches_so_far(base: str) -> int:
    """The server's count of decoded batches (GET /health)."""
    return httpx.get(base + "/health", timeout=TIMEOUT).json()["batches"]


def main() -> None:
    """Run the test and print its figures as JSON."""
    args = parse_args()
    lines = [line for line in Path(args.input).read_text(encoding="utf-8").splitlines()
             if line.strip()]
    clients = make_requests(lines, args)
    flat = [r for requests in clients for r in requests]
    with tempfile.TemporaryDirectory() as folder:
        expected = reference_translations(args.checkpoint, flat, Path(folder))
    proc, base = start_server(args)
    try:
        report = {"clients": args.clients, "requests_per_client": args.requests,
                  "sentences_per_request": args.sentences, "beams": args.beams,
                  "max_wait_ms": args.max_wait_ms,
                  "threads": os.environ.get("OMP_NUM_THREADS", "default")}
        if not args.skip_sequential:
            before = batches_so_far(base)
            wall, rows = asyncio.run(run_clients(base, [flat]))
            report["sequential"] = summary(wall, rows, expected, batches_so_far(base) - before)
        before = batches_so_far(base)
        wall, rows = asyncio.run(run_clients(base, clients))
        report["concurrent"] = summary(wall, rows, expected, batches_so_far(base) - before)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(TIMEOUT)
    print(json.dumps(report, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
