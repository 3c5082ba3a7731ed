"""Dirty corpora through the real training entry point: each works or names file and line."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from nmt.data import synthetic
from nmt.data.corpus import load_split
from nmt.errors import DataError
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from tests.conftest import TINY_MODEL, compose_config

pytestmark = pytest.mark.usefixtures("one_torch_thread")

SRC, TGT = synthetic.generate(60, seed=3, max_words=8)


def text_config(corpus: Path, *overrides: str):
    """A tiny text-corpus training config reading ``corpus``/{train,val}.{de,en}."""
    return compose_config(overrides=[
        *TINY_MODEL, "data=text", f"data.dir={corpus}", "data.src_lang=de", "data.tgt_lang=en",
        "data.spm.vocab_size=60", "train.batch_size=16", "train.max_steps=2", "device=cpu",
        "train.valid_max_sentences=3", *overrides])


def write_corpus(folder: Path, **files: bytes) -> Path:
    """Clean train/val files in ``folder``, with ``files`` (e.g. train_de=b"...") replacing
    or, when None, removing some of them."""
    folder.mkdir(exist_ok=True)
    clean = {"train_de": SRC[:50], "train_en": TGT[:50], "val_de": SRC[50:], "val_en": TGT[50:]}
    for name, lines in clean.items():
        path = folder / name.replace("_", ".")
        content = files.get(name, "".join(f"{line}\n" for line in lines).encode())
        if content is not None:
            path.write_bytes(content)
    return folder


def lines(side: list[str], **replace: str) -> bytes:
    """``side`` as file bytes, with line ``N`` (1-based, key ``lN``) replaced."""
    out = list(side)
    for key, text in replace.items():
        out[int(key[1:]) - 1] = text
    return "".join(f"{line}\n" for line in out).encode()


BAD = {
    "mismatched line counts": (
        {"train_en": lines(TGT[:49])},
        r"line counts differ: .*train\.de has 50 lines, .*train\.en has 49 lines"),
    "invalid UTF-8": (
        {"train_en": lines(TGT[:50]).replace(TGT[2].encode(), b"caf\xe9 " + TGT[2].encode())},
        r"train\.en:3: invalid UTF-8 at byte 3"),
    "NUL byte in the dev split": (
        {"val_de": lines(SRC[50:], l2="a\x00b")}, r"val\.de:2: NUL byte at byte 1"),
    "missing file": ({"val_en": None}, r"val\.en: no such file"),
    "empty files": ({"train_de": b"", "train_en": b""}, r"train\.de and .*train\.en are empty"),
    "UTF-16 file": ({"train_de": "\n".join(SRC[:50]).encode("utf-16")},
                    r"train\.de:1: the file is UTF-16"),
}


@pytest.mark.parametrize("case", BAD)
def test_bad_corpus_fails_naming_file_and_line_before_training(tmp_path, case):
    files, message = BAD[case]
    corpus = write_corpus(tmp_path / "corpus", **files)
    run_dir = tmp_path / "run"
    with pytest.raises(DataError, match=message):
        run_training(text_config(corpus), run_dir, [])
    assert not (run_dir / "spm").exists()  # found before SentencePiece was trained


def test_no_pairs_left_after_filtering_names_the_files_and_limits(tmp_path):
    corpus = write_corpus(tmp_path / "corpus")
    with pytest.raises(DataError, match=r"train\.\{de,en\}: no sentence pairs left after length "
                                        r"filtering.*data\.max_len=1 pieces"):
        run_training(text_config(corpus, "data.max_len=1"), tmp_path / "run", [])


def test_bom_crlf_empty_and_huge_lines_train(tmp_path, caplog):
    huge = " ".join(["word"] * 10_000)
    corpus = write_corpus(
        tmp_path / "corpus",
        train_de=b"\xef\xbb\xbf" + lines(SRC[:50], l4="", l6="", l8=huge),
        train_en=lines(TGT[:50], l4="", l8=huge).replace(b"\n", b"\r\n"),
    )
    run_dir = tmp_path / "run"
    with caplog.at_level(logging.INFO):
        state = run_training(text_config(corpus), run_dir, [])
    assert state.step == 2
    dropped = [r.getMessage() for r in caplog.records if "dropped" in r.getMessage()]
    assert dropped == [f"{corpus / 'train'}.{{de,en}}: dropped 3 of 50 pairs (empty, or "
                       f"outside 1..100 pieces): line 4, 6, 8"]
    assert sorted(p.name.split("-")[0] for p in (run_dir / "cache").glob("[tv]*-*")) == [
        "train", "val"]  # the prepared splits
    # the text the run read and tokenised has neither BOM nor CR
    splits = [load_split(text_config(corpus).data, split) for split in ("train", "val")]
    texts = [t for pairs in splits for t in pairs.src + pairs.tgt]
    assert len(texts) == 2 * (50 + 10)
    assert SRC[0] in texts and TGT[0] in texts
    assert not any("\ufeff" in t or "\r" in t for t in texts)


def test_a_ten_thousand_word_dev_line_is_truncated_and_named_and_validation_stays_bounded(
        tmp_path, caplog):
    huge = " ".join(["Katzen"] * 10_000)
    corpus = write_corpus(tmp_path / "corpus", val_de=lines(SRC[50:], l2=huge))
    run_dir = tmp_path / "run"
    config = text_config(corpus, "train.valid_every=2", "train.valid_max_sentences=0")
    limit = config.data.max_len  # data.max_input_len's default
    with caplog.at_level(logging.WARNING):
        state = run_training(config, run_dir, [])
    assert state.step == 2
    warned = [r.getMessage() for r in caplog.records if "truncated" in r.getMessage()]
    assert len(warned) == 1
    assert f"val.{{de,en}}: 1 of 10 sources are longer than data.max_len={limit}" in warned[0]
    assert "line 2 (" in warned[0]
    assert [r["kind"] for r in read_metrics(run_dir / "metrics.jsonl")].count("valid") >= 1
    # decoded from `limit` source pieces: at most max_len_a * (limit + 1) + max_len_b pieces
    hypotheses = (run_dir / "hyp.val.en").read_text().splitlines()
    assert len(hypotheses) == 10 and len(hypotheses[1]) < 10 * (1.5 * (limit + 1) + 10)
