"""Small real corpora for CLI tests: the first lines of Multi30k, in the forms people have."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import MULTI30K

SIZES = {"train": 300, "val": 30, "test": 20}


def multi30k_pairs() -> dict[str, list[tuple[str, str]]]:
    """(German, English) pairs per split: the first 300 of train as train, the first 30 of
    val as val and the next 20 of val as test."""
    def read(split: str, lang: str) -> list[str]:
        return (MULTI30K / f"{split}.{lang}").read_text(encoding="utf-8").splitlines()

    train = list(zip(read("train", "de"), read("train", "en"), strict=True))
    val = list(zip(read("val", "de"), read("val", "en"), strict=True))
    return {"train": train[: SIZES["train"]], "val": val[: SIZES["val"]],
            "test": val[SIZES["val"] : SIZES["val"] + SIZES["test"]]}


def text_corpus(folder: Path) -> Path:
    """The pairs as plain text files {split}.de / {split}.en in ``folder``."""
    folder.mkdir(parents=True)
    for split, pairs in multi30k_pairs().items():
        for lang, column in (("de", 0), ("en", 1)):
            lines = "".join(pair[column] + "\n" for pair in pairs)
            (folder / f"{split}.{lang}").write_text(lines, encoding="utf-8")
    return folder
