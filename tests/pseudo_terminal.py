"""A command run in a real pseudo-terminal, as a person at a terminal runs it: its stdin,
stdout and stderr are the terminal, which is its controlling terminal (Ctrl-C is a SIGINT
sent by the terminal driver). Keys are written, the screen's text is read and matched."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import termios
import time
from pathlib import Path

# the terminal's escape sequences (cursor moves, bracketed paste, ...), left out of the text
ESCAPES = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|[@-Z\\-_])")
LEFT, UP, ENTER, CTRL_C, CTRL_D = "\x1b[D", "\x1b[A", "\r", "\x03", "\x04"


def screen_text(raw: bytes) -> str:
    """What ``raw`` output shows, roughly: text without escape sequences, carriage returns
    and backspaces."""
    text = ESCAPES.sub("", raw.decode(errors="replace"))
    return text.replace("\r", "").replace("\b", "")


class PseudoTerminal:
    """``command`` running in a new pseudo-terminal of 200 columns (env, cwd as given)."""

    def __init__(self, command: list[str], env: dict[str, str], cwd: Path) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))

        def controlling_terminal() -> None:
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            signal.signal(signal.SIGINT, signal.SIG_DFL)

        self.proc = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave,
                                     cwd=cwd, env={**env, "TERM": "xterm"},
                                     preexec_fn=controlling_terminal)
        os.close(slave)
        self.master = master
        self.raw = b""
        self.seen = 0  # how much of the text expect() has matched past

    def send(self, keys: str) -> None:
        """Type ``keys`` (escape sequences for arrows, "\\r" for Enter)."""
        os.write(self.master, keys.encode())

    def interrupt(self, timeout: float = 60) -> None:
        """Ctrl-C, once the program waits for a key. Typed keys wait in the terminal until
        read, but Ctrl-C is a signal: one that comes after readline shows its prompt and
        before it blocks in select() is only noticed at the next key (CPython's readline
        loop), a window no person types into but a test can."""
        deadline = time.monotonic() + timeout
        while not self._waits_for_input() and time.monotonic() < deadline:
            time.sleep(0.01)
        self.send(CTRL_C)

    def _waits_for_input(self) -> bool:
        """Whether the program's main thread sleeps in select() or poll(); where the kernel
        hides that (wchan "0"), whether it sleeps at all."""
        proc = Path(f"/proc/{self.proc.pid}")
        try:
            wchan = (proc / "wchan").read_text()
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            return True  # ended: nothing to wait for
        if wchan not in ("", "0"):
            return "select" in wchan or "poll" in wchan
        return state == "S"

    def expect(self, pattern: str, timeout: float = 60) -> re.Match:
        """The first match of the regular expression ``pattern`` in the text shown since the
        last match; AssertionError with the text when none comes within ``timeout`` s."""
        deadline = time.monotonic() + timeout
        while True:
            match = re.compile(pattern).search(self.text(), self.seen)
            if match:
                self.seen = match.end()
                return match
            left = deadline - time.monotonic()
            if left <= 0 or not self._read(left):
                raise AssertionError(f"no {pattern!r} on the terminal; it shows:\n"
                                     f"{self.text()[self.seen:][-3000:]}")

    def text(self) -> str:
        """Everything shown so far (see :func:`screen_text`)."""
        return screen_text(self.raw)

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # the program ended and closed the terminal
            return False
        self.raw += chunk
        return bool(chunk)

    def wait(self, timeout: float = 60) -> int:
        """The exit status, once the program ends (its remaining output is read)."""
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None and time.monotonic() < deadline:
            self._read(0.1)
        while self._read(0.1):
            pass
        return self.proc.wait(max(0.0, deadline - time.monotonic()))

    def close(self) -> None:
        """End the program if it still runs, and the terminal."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        os.close(self.master)
