"""nmt-translate on what users type or pipe in: empty, huge and broken lines, EOF, Ctrl-C."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from nmt.checkpoint import load_checkpoint, save_checkpoint
from nmt.data import synthetic
from nmt.data.subwords import EOS
from nmt.translation.translator import Translator
from tests.processes import run_app, start_app, train_tiny

SENTENCE = synthetic.generate(1, seed=11, min_words=6, max_words=6)[0][0]


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory) -> Path:
    """A real checkpoint whose model never ends a sentence early: an untrained one says eos
    first, whatever the input, which would hide what the input was."""
    folder = tmp_path_factory.mktemp("translate")
    payload = load_checkpoint(train_tiny(folder, 2))
    payload["model"]["generator.bias"][EOS] = -1e4
    save_checkpoint(folder / "chatty.pt", payload)
    return folder / "chatty.pt"


def test_stdin_empty_huge_and_broken_lines_and_eof(checkpoint, tmp_path):
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    expected = translator.translate([SENTENCE])[0]
    assert expected
    huge = " ".join([SENTENCE] * 100)
    stdin = (b"\xef\xbb\xbf" + SENTENCE.encode() + b"\r\n"  # BOM, CRLF: same translation
             + b"\n"  # empty line
             + b"caf\xe9 " + SENTENCE.encode() + b"\n"  # Latin-1, not UTF-8
             + huge.encode() + b"\n"
             + SENTENCE.encode())  # no line end before EOF
    done = run_app("translate", f"checkpoint={checkpoint}", "device=cpu", "max_input_len=20",
                   f"hydra.run.dir={tmp_path}", stdin=stdin)
    stdout, stderr = done.stdout.decode(), done.stderr.decode()
    assert done.returncode == 0, stderr
    assert "Traceback" not in stderr
    out = stdout.split("\n")
    assert len(out) == 6 and out[-1] == ""  # one line out per line in
    assert out[0] == out[4] == expected
    assert out[1] == "" and out[2] == ""
    assert "error: input line 3: invalid UTF-8 at byte 3 of the line" in stderr
    # the huge line has no sentence end: it is translated in parts of at most 20 pieces cut
    # at words, each with at most 1.5 * 21 + 10 pieces out
    parts = int(re.search(r"a sentence of \d+ pieces, over max_input_len=20, is translated "
                          r"in (\d+) parts cut at words", stderr).group(1))
    assert parts >= len(translator.subwords.encode_src([huge])[0]) / 20
    assert 41 < len(translator.subwords.encode_tgt([out[3]])[0]) <= 41 * parts


def test_ctrl_c_ends_an_interactive_session_cleanly(checkpoint, tmp_path):
    proc = start_app("translate", f"checkpoint={checkpoint}", "device=cpu",
                     f"hydra.run.dir={tmp_path}",
                     stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdin.write(SENTENCE.encode() + b"\n")
    proc.stdin.flush()
    assert proc.stdout.readline()  # translated: the session waits for the next line
    proc.send_signal(signal.SIGINT)
    stderr = proc.communicate(timeout=60)[1]
    assert proc.returncode == 0, stderr.decode()
    assert "Traceback" not in stderr.decode() and "KeyboardInterrupt" not in stderr.decode()


def test_translate_does_not_import_datasets():
    # `datasets` (and pandas, pyarrow under it) cost about a second of every start-up, and
    # translating needs neither; a fresh interpreter, since the tests import it themselves
    code = ("import sys, nmt.apps.translate; "
            "print(sorted({'datasets', 'pandas'} & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
