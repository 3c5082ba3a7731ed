"""The tutorial (docs/tutorial.md) as a user runs it: its tested command blocks, in order, in
bash, on a slice of Multi30k, with the small sizes that the tutorial's ``$QUICK`` offers.
A command that fails, or an option that no longer exists, fails this test.

A block is tested when the line before it is ``<!-- test -->``; ``<!-- test: background
PORT -->`` starts a server (TensorBoard, nmt-serve) that later blocks talk to, on a free
port in place of PORT, stopped once the last block has run."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import REPO

TUTORIAL = REPO / "docs" / "tutorial.md"
BLOCK = re.compile(r"<!-- test(?:: background (\d+))? -->\n```bash\n(.*?)```", re.S)
# what a reader may set QUICK to, smaller still: a one-core test of every step
QUICK = ("model.emb_size=16 model.hidden_size=32 data.spm.vocab_size=300 "
         "train.max_steps=30 train.batch_size=32 train.valid_every=15 "
         "train.valid_max_sentences=8 train.lexicon_pairs=500 device=cpu")
PAIRS = {"train": 1200, "val": 24}
COMMAND_TIMEOUT = 300
START_TIMEOUT = 90


def tutorial_blocks() -> list[tuple[int | None, str]]:
    """(the port a background block serves on, or None; the block's script), in order."""
    return [(int(port) if port else None, script)
            for port, script in BLOCK.findall(TUTORIAL.read_text())]


def free_port() -> int:
    """A port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def write_corpus(folder: Path, multi30k: Path) -> None:
    """The first PAIRS lines of Multi30k's de-en files, as the tutorial's corpus/."""
    folder.mkdir()
    for split, count in PAIRS.items():
        for lang in ("de", "en"):
            with open(multi30k / f"{split}.{lang}", encoding="utf-8") as source:
                lines = [next(source) for _ in range(count)]
            (folder / f"{split}.{lang}").write_text("".join(lines), encoding="utf-8")


def wait_for_http(url: str, server: subprocess.Popen, log: Path) -> None:
    """Return once ``url`` answers; fail if the server exits or takes too long."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        assert server.poll() is None, f"{url}: the server stopped:\n{log.read_text()[-3000:]}"
        with contextlib.suppress(OSError):
            urllib.request.urlopen(url, timeout=5).read()
            return
        time.sleep(0.5)
    raise AssertionError(f"{url} did not answer within {START_TIMEOUT} s")


def stop(server: subprocess.Popen) -> None:
    """SIGTERM to the server's process group (bash and what it started); SIGKILL if it
    lingers."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(server.pid, signal.SIGTERM)
    try:
        server.wait(30)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(30)


def test_the_tutorial_blocks_cover_every_step():
    blocks = tutorial_blocks()
    scripts = "\n".join(script for _, script in blocks)
    for command in ("nmt-train", "tensorboard", "nmt-evaluate", "nmt-translate", "nmt-export",
                    "nmt-serve", "curl"):
        assert command in scripts, command
    assert {port for port, _ in blocks if port} == {6006, 8000}


@pytest.mark.slow
def test_the_tutorial_runs(tmp_path, multi30k_dir):
    write_corpus(tmp_path / "corpus", multi30k_dir)
    blocks = tutorial_blocks()
    ports = {port: free_port() for port, _ in blocks if port}
    env = {**os.environ, "QUICK": QUICK, "OMP_NUM_THREADS": "1", "PYTHONUNBUFFERED": "1",
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    servers: list[subprocess.Popen] = []
    outputs = []
    try:
        for number, (port, script) in enumerate(blocks):
            for old, new in ports.items():
                script = re.sub(rf"\b{old}\b", str(new), script)
            if port:
                log = tmp_path / f"server{number}.log"
                with open(log, "wb") as out:
                    servers.append(subprocess.Popen(
                        ["bash", "-c", f"exec {script.strip()}"], cwd=tmp_path, env=env,
                        stdout=out, stderr=subprocess.STDOUT, start_new_session=True))
                wait_for_http(f"http://localhost:{ports[port]}/", servers[-1], log)
                continue
            run = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path,
                                 env=env, capture_output=True, text=True,
                                 timeout=COMMAND_TIMEOUT)
            assert run.returncode == 0, (f"tutorial block {number} failed:\n{script}\n"
                                         f"{run.stderr[-3000:]}")
            outputs.append(run.stdout)
    finally:
        for server in servers:
            stop(server)
    results = json.loads((tmp_path / "runs/first/results.json").read_text())
    assert results["steps"] == 30
    assert "BLEU" in "".join(outputs)
    assert len((tmp_path / "val.hyp.en").read_text().splitlines()) == PAIRS["val"]
    assert (tmp_path / "heatmaps/000001.png").stat().st_size > 0
    assert (tmp_path / "models/de-en/model.safetensors").is_file()
    answer = json.loads(outputs[-1])
    assert len(answer["translations"]) == 2 and all(t["text"] for t in answer["translations"])
