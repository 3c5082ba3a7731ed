"""Reading plain-text corpora: one sentence per line, UTF-8, a file per language and split.

A whole file is read for dev and test sets and for translation (:func:`read_lines`); a
training split is scanned once (hash, line count, where every chunk of lines begins) and
then read chunk by chunk, by any process (:class:`TextSource`), so that no process holds
the text of a large corpus.
"""

from __future__ import annotations

import codecs
import hashlib
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
from omegaconf import DictConfig

from nmt.data.corpus_kind import CORPORA, Chunk, CorpusKind, Scan, SplitSource
from nmt.data.pairs import TextPairs
from nmt.data.stamps import BLOCK, FileStamp
from nmt.errors import ConfigError, DataError

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_NEWLINE = ord("\n")


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


def decode_lines(raw: bytes, path: Path, first_number: int) -> list[str]:
    """Whole lines of a file (bytes, LF-separated, the last LF optional) as text; errors
    name ``path`` and the line, the first being line ``first_number``."""
    if b"\x00" not in raw:
        try:
            # one decode of the whole block, in C, instead of a Python call per line. UTF-8
            # never has the LF byte inside a character, so the lines agree
            return _split_text(raw.decode("utf-8"))
        except UnicodeDecodeError:
            pass  # the per-line pass below names the line at fault
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [decode_line(line, f"{path}:{number}")
            for number, line in enumerate(lines, start=first_number)]


def _split_text(text: str) -> list[str]:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if "\r" in text:
        return [line.removesuffix("\r") for line in lines]
    return lines


def _check_file(path: Path) -> None:
    if not path.is_file():
        raise DataError(f"{path}: no such file" if not path.exists() else f"{path}: not a file")


def _text_start(path: Path, head: bytes) -> int:
    """Where the text of a file beginning with ``head`` starts: after a UTF-8 byte-order
    mark; a UTF-16 one is a DataError."""
    if head.startswith(_UTF16_BOMS):
        raise DataError(f"{path}:1: the file is UTF-16 (byte-order mark); convert it to UTF-8")
    return len(codecs.BOM_UTF8) if head.startswith(codecs.BOM_UTF8) else 0


def read_lines(path: str | Path) -> list[str]:
    """Read a UTF-8 text file as a list of lines without their line ends.

    A leading byte-order mark and CRLF line ends are accepted; only LF ends a line (Unicode
    line separators inside a sentence do not split it). A missing or unreadable file,
    UTF-16, invalid UTF-8 and NUL bytes raise :class:`DataError` naming the file and, where
    it applies, the 1-based line.
    """
    path = Path(path)
    _check_file(path)
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise DataError(f"{path}: cannot read it ({err.strerror or err})") from None
    return decode_lines(raw[_text_start(path, raw[:4]):], path, 1)


@dataclass(frozen=True)
class LineScan:
    """One pass over a text file: its line count, the byte offset where every
    ``chunk_rows``-th line begins (line 0 first), its size and its stamp."""

    lines: int
    starts: list[int]
    size: int
    stamp: FileStamp

    def span(self, chunk: int) -> tuple[int, int]:
        """The byte range of chunk number ``chunk``'s lines."""
        end = self.starts[chunk + 1] if chunk + 1 < len(self.starts) else self.size
        return self.starts[chunk], end


def scan_lines(path: Path, chunk_rows: int) -> LineScan:
    """Read ``path`` once in blocks: count its lines, note where each chunk of
    ``chunk_rows`` lines begins and hash it. DataError for a missing, unreadable or UTF-16
    file."""
    _check_file(path)
    digest, starts, lines, offset, last = hashlib.sha256(), [], 0, 0, b""
    try:
        with open(path, "rb") as handle:
            while block := handle.read(BLOCK):
                digest.update(block)
                if offset == 0:
                    starts.append(_text_start(path, block[:4]))
                newlines = np.flatnonzero(np.frombuffer(block, np.uint8) == _NEWLINE)
                # the line after newline j of this block is line number lines + j + 1
                first = -(lines + 1) % chunk_rows
                starts.extend((newlines[first::chunk_rows] + offset + 1).tolist())
                lines, offset, last = lines + len(newlines), offset + len(block), block[-1:]
    except OSError as err:
        raise DataError(f"{path}: cannot read it ({err.strerror or err})") from None
    text_start = starts[0] if starts else 0
    if offset > text_start and last != b"\n":
        lines += 1  # a last line without its line end
    stamp = FileStamp.of(path, digest.hexdigest())
    return LineScan(lines, [s for s in starts if s < offset], offset, stamp)


def read_parallel(src_path: str | Path, tgt_path: str | Path) -> tuple[list[str], list[str]]:
    """Read a source and a target file whose lines are translations of each other.

    Returns the two line lists, of equal length; different line counts raise
    :class:`DataError` naming both files and both counts, two empty files one naming both.
    """
    src, tgt = read_lines(src_path), read_lines(tgt_path)
    _check_counts(Path(src_path), len(src), Path(tgt_path), len(tgt))
    return src, tgt


def _check_counts(src_path: Path, src_lines: int, tgt_path: Path, tgt_lines: int) -> None:
    if src_lines != tgt_lines:
        raise DataError(f"line counts differ: {src_path} has {src_lines} lines, "
                        f"{tgt_path} has {tgt_lines} lines")
    if not src_lines:
        raise DataError(f"{src_path} and {tgt_path} are empty: no sentence pairs")


@dataclass(frozen=True)
class TextSource(SplitSource):
    """A split in two text files, read in chunks of lines by any process."""

    src: Path
    tgt: Path
    where: str  # how messages name the pair of files

    parallel = True

    def identity(self) -> dict:
        return {"kind": "text", "files": [str(self.src.resolve()), str(self.tgt.resolve())]}

    def describe(self) -> str:
        return self.where

    def scan(self, chunk_rows: int) -> Scan:
        src, tgt = scan_lines(self.src, chunk_rows), scan_lines(self.tgt, chunk_rows)
        _check_counts(self.src, src.lines, self.tgt, tgt.lines)
        chunks = [Chunk(number, first, min(chunk_rows, src.lines - first),
                        (src.span(number), tgt.span(number)))
                  for number, first in enumerate(range(0, src.lines, chunk_rows))]
        return Scan(src.lines, {"files": [asdict(src.stamp), asdict(tgt.stamp)]}, chunks)

    def unchanged(self, fingerprint: dict) -> bool:
        stamps = [FileStamp(**stamp) for stamp in fingerprint["files"]]
        return all(s.matches(p) for s, p in zip(stamps, (self.src, self.tgt), strict=True))

    def read(self, chunk: Chunk) -> TextPairs:
        sides = [self._read_span(path, span, chunk)
                 for path, span in zip((self.src, self.tgt), chunk.spans, strict=True)]
        return TextPairs(*sides)

    @staticmethod
    def _read_span(path: Path, span: tuple[int, int], chunk: Chunk) -> list[str]:
        try:
            with open(path, "rb") as handle:
                handle.seek(span[0])
                raw = handle.read(span[1] - span[0])
        except OSError as err:
            raise DataError(f"{path}: cannot read it ({err.strerror or err})") from None
        lines = decode_lines(raw, path, chunk.first + 1)
        if len(lines) != chunk.rows:
            raise DataError(f"{path}: changed while it was being prepared (lines "
                            f"{chunk.first + 1}-{chunk.first + chunk.rows} moved)")
        return lines


@CORPORA.register("text")
class TextCorpus(CorpusKind):
    """``data.kind=text``: the files ``{data.dir}/{split}.{lang}``, one sentence per line."""

    def check(self, cfg: DictConfig) -> None:
        if not cfg.dir:
            raise ConfigError("data.dir is not set: the folder that holds {split}.{lang} files")

    def load(self, cfg: DictConfig, split: str) -> TextPairs:
        return TextPairs(*read_parallel(*self._paths(cfg, split)))

    def source(self, cfg: DictConfig, split: str) -> SplitSource:
        return TextSource(*self._paths(cfg, split), self.describe(cfg, split))

    def describe(self, cfg: DictConfig, split: str) -> str:
        return f"{Path(cfg.dir) / split}.{{{cfg.src_lang},{cfg.tgt_lang}}}"

    @staticmethod
    def _paths(cfg: DictConfig, split: str) -> tuple[Path, Path]:
        folder = Path(cfg.dir)
        if not folder.is_dir():
            raise DataError(f"data.dir={cfg.dir}: no such folder")
        return folder / f"{split}.{cfg.src_lang}", folder / f"{split}.{cfg.tgt_lang}"
