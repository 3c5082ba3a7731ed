"""Reading plain-text corpora: one sentence per line, UTF-8, a file per language and split."""

from __future__ import annotations

import codecs
from pathlib import Path

from omegaconf import DictConfig

from nmt.data.corpus_kind import CORPORA, CorpusKind
from nmt.data.pairs import TextPairs
from nmt.errors import ConfigError, DataError

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def decode_line(line: bytes, where: str) -> str:
    """One line of UTF-8 bytes -> text without its line end (LF or CRLF).

    Invalid UTF-8 and NUL bytes raise :class:`DataError` prefixed with ``where`` (e.g.
    ``file:line``), saying which byte of the line is at fault.
    """
    nul = line.find(b"\x00")
    if nul >= 0:
        raise DataError(f"{where}: NUL byte at byte {nul} of the line (is this a binary or "
                        f"UTF-16 file?)")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as err:
        raise DataError(f"{where}: invalid UTF-8 at byte {err.start} of the line") from None
    return text.removesuffix("\n").removesuffix("\r")


def read_lines(path: str | Path) -> list[str]:
    """Read a UTF-8 text file as a list of lines without their line ends.

    A leading byte-order mark and CRLF line ends are accepted; only LF ends a line (Unicode
    line separators inside a sentence do not split it). A missing or unreadable file,
    UTF-16, invalid UTF-8 and NUL bytes raise :class:`DataError` naming the file and, where
    it applies, the 1-based line.
    """
    path = Path(path)
    if not path.is_file():
        raise DataError(f"{path}: no such file" if not path.exists() else f"{path}: not a file")
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise DataError(f"{path}: cannot read it ({err.strerror or err})") from None
    if raw.startswith(_UTF16_BOMS):
        raise DataError(f"{path}:1: the file is UTF-16 (byte-order mark); convert it to UTF-8")
    raw = raw.removeprefix(codecs.BOM_UTF8)
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [decode_line(line, f"{path}:{number}") for number, line in enumerate(lines, start=1)]


def read_parallel(src_path: str | Path, tgt_path: str | Path) -> tuple[list[str], list[str]]:
    """Read a source and a target file whose lines are translations of each other.

    Returns the two line lists, of equal length; different line counts raise
    :class:`DataError` naming both files and both counts, two empty files one naming both.
    """
    src, tgt = read_lines(src_path), read_lines(tgt_path)
    if len(src) != len(tgt):
        raise DataError(
            f"line counts differ: {src_path} has {len(src)} lines, "
            f"{tgt_path} has {len(tgt)} lines"
        )
    if not src:
        raise DataError(f"{src_path} and {tgt_path} are empty: no sentence pairs")
    return src, tgt


@CORPORA.register("text")
class TextCorpus(CorpusKind):
    """``data.kind=text``: the files ``{data.dir}/{split}.{lang}``, one sentence per line."""

    def check(self, cfg: DictConfig) -> None:
        if not cfg.dir:
            raise ConfigError("data.dir is not set: the folder that holds {split}.{lang} files")

    def load(self, cfg: DictConfig, split: str) -> TextPairs:
        folder = Path(cfg.dir)
        if not folder.is_dir():
            raise DataError(f"data.dir={cfg.dir}: no such folder")
        return TextPairs(*read_parallel(folder / f"{split}.{cfg.src_lang}",
                                        folder / f"{split}.{cfg.tgt_lang}"))

    def describe(self, cfg: DictConfig, split: str) -> str:
        return f"{Path(cfg.dir) / split}.{{{cfg.src_lang},{cfg.tgt_lang}}}"
