"""Reading plain-text corpora: one sentence per line, UTF-8, a file per language and split."""

from __future__ import annotations

import codecs
from pathlib import Path

from nmt.errors import DataError


def read_lines(path: str | Path) -> list[str]:
    """Read a UTF-8 text file as a list of lines without their line ends.

    A leading byte-order mark and CRLF line ends are accepted. Invalid UTF-8 and NUL bytes
    raise :class:`DataError` naming the file and the 1-based line.
    """
    path = Path(path)
    if not path.is_file():
        raise DataError(f"{path}: no such file")
    raw = path.read_bytes()
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    out = []
    for number, line in enumerate(lines, start=1):
        if b"\x00" in line:
            raise DataError(f"{path}:{number}: NUL byte in line")
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as err:
            raise DataError(
                f"{path}:{number}: invalid UTF-8 at byte {err.start} of the line"
            ) from None
        out.append(text.removesuffix("\r"))
    return out


def read_parallel(src_path: str | Path, tgt_path: str | Path) -> tuple[list[str], list[str]]:
    """Read a source and a target file whose lines are translations of each other.

    Returns the two line lists, of equal length; different line counts raise
    :class:`DataError` naming both files and both counts.
    """
    src, tgt = read_lines(src_path), read_lines(tgt_path)
    if len(src) != len(tgt):
        raise DataError(
            f"line counts differ: {src_path} has {len(src)} lines, "
            f"{tgt_path} has {len(tgt)} lines"
        )
    return src, tgt
