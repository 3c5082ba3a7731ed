"""Plain-text corpus reading: good files and the bad inputs users really have."""

from __future__ import annotations

import pytest

from nmt.data.text_files import read_lines, read_parallel
from nmt.errors import DataError


def test_lines_bom_and_crlf_are_accepted(tmp_path):
    path = tmp_path / "a.de"
    path.write_bytes(b"\xef\xbb\xbfEins\r\nZwei\r\n\r\nVier")
    assert read_lines(path) == ["Eins", "Zwei", "", "Vier"]


def test_only_lf_ends_a_line_and_one_cr_before_it_goes(tmp_path):
    path = tmp_path / "b.de"
    text = "Ein\u2028Satz\r\nmit\rCR\n\u00fcber\x85NEL\r\r\nletzte\n"
    path.write_bytes(text.encode("utf-8"))
    assert read_lines(path) == ["Ein\u2028Satz", "mit\rCR", "\u00fcber\x85NEL\r", "letzte"]


def test_invalid_utf8_names_file_and_line(tmp_path):
    path = tmp_path / "bad.en"
    path.write_bytes(b"good\nalso good\nbad \xff byte\n")
    with pytest.raises(DataError, match=r"bad\.en:3: invalid UTF-8"):
        read_lines(path)


def test_nul_byte_names_file_and_line(tmp_path):
    path = tmp_path / "nul.en"
    path.write_bytes(b"a\nb\x00c\n")
    with pytest.raises(DataError, match=r"nul\.en:2: NUL"):
        read_lines(path)


def test_missing_file_is_named(tmp_path):
    with pytest.raises(DataError, match="nothere.de: no such file"):
        read_lines(tmp_path / "nothere.de")


def test_line_count_mismatch_names_both_files_and_counts(tmp_path):
    src, tgt = tmp_path / "train.de", tmp_path / "train.en"
    src.write_text("a\nb\nc\n")
    tgt.write_text("x\ny\n")
    with pytest.raises(DataError) as err:
        read_parallel(src, tgt)
    message = str(err.value)
    assert "train.de has 3 lines" in message and "train.en has 2 lines" in message
