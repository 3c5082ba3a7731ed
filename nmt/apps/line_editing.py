"""Line editing, history and completion for nmt-translate's terminal, with GNU readline
(or the libedit that stands in for it on macOS) through Python's ``readline`` module.

The history lives in ``$NMT_HISTORY_FILE`` when that is set (empty: no history file), else in
the XDG state folder, ``$XDG_STATE_HOME/nmt/translate_history`` (``~/.local/state/...`` when
XDG_STATE_HOME is unset), where the XDG spec puts histories. It holds what was typed, so it is
created readable by its owner only.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from nmt.files import atomic_write_bytes

log = logging.getLogger(__name__)

HISTORY_ENV = "NMT_HISTORY_FILE"
# lines kept in the history file, as bash's HISTFILESIZE default
HISTORY_LENGTH = 500


def history_path() -> Path | None:
    """Where the history is kept: $NMT_HISTORY_FILE (None when set to ""), else
    $XDG_STATE_HOME/nmt/translate_history."""
    chosen = os.environ.get(HISTORY_ENV)
    if chosen is not None:
        return Path(chosen).expanduser() if chosen else None
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "nmt" / "translate_history"


class LineEditor:
    """Reads lines with readline's editing (arrow keys, Ctrl-A/E/K/R, ...), a history that
    the up arrow recalls and that is kept between sessions in ``path`` (None: this session
    only), and Tab completion of ``words`` at the start of a line.

    Use as a context manager: entering loads the history, leaving adds this session's lines
    to the file (re-read first, so that two sessions at once both keep theirs)."""

    def __init__(self, words: Sequence[str], path: Path | None) -> None:
        import readline  # here: importing it changes how input() reads a terminal

        self.readline, self.words, self.path = readline, sorted(words), path
        self.loaded = 0
        # input() edits lines only when both ends are the terminal; with stdout redirected
        # the prompt goes to stderr, so that the file holds translations only
        self.editing = sys.stdin.isatty() and sys.stdout.isatty()

    def __enter__(self) -> LineEditor:
        rl = self.readline
        rl.clear_history()
        rl.set_history_length(HISTORY_LENGTH)
        rl.set_auto_history(False)  # read() adds lines itself, leaving out blank ones
        if self.path is not None and self.path.is_file():
            try:
                rl.read_history_file(self.path)
            except OSError as err:
                log.warning("could not read the history file %s: %s", self.path, err)
        self.loaded = rl.get_current_history_length()
        rl.set_completer_delims(" \t\n")
        rl.set_completer(self._complete)
        libedit = "libedit" in (rl.__doc__ or "")
        rl.parse_and_bind("bind ^I rl_complete" if libedit else "tab: complete")
        return self

    def __exit__(self, *exc: object) -> None:
        self.readline.set_completer(None)
        if self.path is not None:
            try:
                self._save()
            except OSError as err:
                log.warning("could not save the history to %s: %s", self.path, err)

    def read(self, prompt: str) -> str:
        """One line typed at ``prompt`` (EOFError on Ctrl-D, KeyboardInterrupt on Ctrl-C);
        it joins the history unless it is blank or repeats the line before it."""
        if self.editing:
            line = input(prompt)
        else:
            print(prompt, end="", file=sys.stderr, flush=True)
            line = sys.stdin.readline()
            if not line:
                raise EOFError
            line = line.rstrip("\r\n")
        rl = self.readline
        count = rl.get_current_history_length()
        if line.strip() and (count == 0 or rl.get_history_item(count) != line):
            rl.add_history(line)
        return line

    def _complete(self, text: str, state: int) -> str | None:
        if self.readline.get_begidx() != 0:
            return None  # only a line's first word is a command
        matches = [w + " " for w in self.words if w.startswith(text)]
        return matches[state] if state < len(matches) else None

    def _save(self) -> None:
        """This session's new lines appended to the file's (re-read) lines, at most
        HISTORY_LENGTH, written atomically."""
        rl = self.readline
        new = [rl.get_history_item(i) for i in range(self.loaded + 1,
                                                     rl.get_current_history_length() + 1)]
        if not new:
            return
        rl.clear_history()
        if self.path.is_file():
            rl.read_history_file(self.path)
        for line in new:
            rl.add_history(line)
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with tempfile.TemporaryDirectory() as folder:
            written = Path(folder) / "history"
            rl.write_history_file(written)  # readline's own format (libedit's differs)
            atomic_write_bytes(self.path, written.read_bytes())
        self.path.chmod(0o600)
