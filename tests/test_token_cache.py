"""Subword ids cached beside a run: read back, re-encoded when damaged, never stale; and a
text corpus is read, encoded and trained on without importing `datasets`."""

from __future__ import annotations

import logging
import subprocess
import sys

import numpy as np
import pytest
from omegaconf import OmegaConf

from nmt.config import DataConfig
from nmt.data import synthetic, token_cache
from nmt.data.pairs import TextPairs
from nmt.data.subwords import Subwords, build_subwords
from nmt.data.token_cache import encoded_ids

SRC, TGT = synthetic.generate(60, seed=5, max_words=8)


@pytest.fixture(scope="module")
def subwords(tmp_path_factory) -> Subwords:
    cfg = OmegaConf.structured(DataConfig(kind="text", src_lang="de", tgt_lang="en"))
    cfg.spm.vocab_size = 60
    return build_subwords(cfg, SRC, TGT, tmp_path_factory.mktemp("spm"))


def _lists(ids: list[np.ndarray]) -> list[list[int]]:
    return [row.tolist() for row in ids]


def _rewrite(path, **changes: np.ndarray) -> None:
    """Write the cache file at ``path`` again with some of its arrays replaced."""
    with np.load(path) as stored:
        arrays = {name: stored[name] for name in stored.files}
    np.savez(path, **(arrays | changes))


def test_ids_are_those_of_sentencepiece_in_any_chunking(subwords, tmp_path, monkeypatch):
    monkeypatch.setattr(token_cache, "ENCODE_CHUNK", 7)  # 60 lines: 8 full chunks and a part
    src, tgt = encoded_ids(TextPairs(SRC, TGT), subwords, tmp_path)
    assert _lists(src) == subwords.encode_src(SRC)
    assert _lists(tgt) == subwords.encode_tgt(TGT)
    assert all(row.dtype == np.int64 for row in src + tgt)
    assert encoded_ids(TextPairs([], []), subwords, None) == ([], [])


def test_a_second_read_comes_from_the_cache_file(subwords, tmp_path):
    pairs = TextPairs(SRC, TGT)
    encoded_ids(pairs, subwords, tmp_path)
    [path] = tmp_path.glob("tokens-*.npz")
    with np.load(path) as stored:
        marked = stored["src_ids"] + 1
    _rewrite(path, src_ids=marked)  # a marked copy
    src, tgt = encoded_ids(pairs, subwords, tmp_path)
    assert _lists(src) == [[i + 1 for i in row] for row in subwords.encode_src(SRC)]
    assert _lists(tgt) == subwords.encode_tgt(TGT)


def test_changed_text_gets_its_own_file(subwords, tmp_path):
    encoded_ids(TextPairs(SRC, TGT), subwords, tmp_path)
    src, _ = encoded_ids(TextPairs([*SRC[:-1], "ein neuer Satz"], TGT), subwords, tmp_path)
    assert len(list(tmp_path.glob("tokens-*.npz"))) == 2
    assert _lists(src)[-1] == subwords.encode_src(["ein neuer Satz"])[0]


@pytest.mark.parametrize("damage", ["not a zip file", "lengths of another corpus"])
def test_a_damaged_cache_file_is_encoded_again_and_rewritten(subwords, tmp_path, caplog, damage):
    pairs = TextPairs(SRC, TGT)
    encoded_ids(pairs, subwords, tmp_path)
    [path] = tmp_path.glob("tokens-*.npz")
    if damage == "not a zip file":
        path.write_bytes(path.read_bytes()[:100])
    else:
        with np.load(path) as stored:
            short = stored["tgt_lengths"][:-1]
        _rewrite(path, tgt_lengths=short)
    with caplog.at_level(logging.WARNING):
        src, tgt = encoded_ids(pairs, subwords, tmp_path)
    assert _lists(src) == subwords.encode_src(SRC) and _lists(tgt) == subwords.encode_tgt(TGT)
    assert any(str(path) in record.getMessage() for record in caplog.records)
    with np.load(path) as stored:  # rewritten whole
        assert len(stored["tgt_lengths"]) == len(TGT)


def test_a_text_corpus_never_imports_datasets(tmp_path):
    # `datasets` with pandas and pyarrow adds ~100 MiB to a training process's peak RSS
    for split, count in (("train", 50), ("val", 10)):
        src, tgt = synthetic.generate(count, seed=len(split), max_words=8)
        (tmp_path / f"{split}.de").write_text("".join(line + "\n" for line in src))
        (tmp_path / f"{split}.en").write_text("".join(line + "\n" for line in tgt))
    code = f"""
import sys
from pathlib import Path
from omegaconf import OmegaConf
import nmt.apps.train, nmt.apps.evaluate
from nmt.config import DataConfig
from nmt.data.pipeline import prepare_training_data
cfg = OmegaConf.structured(DataConfig(kind="text", dir={str(tmp_path)!r}, src_lang="de",
                                      tgt_lang="en"))
cfg.spm.vocab_size = 60
_, train, dev = prepare_training_data(cfg, Path({str(tmp_path / "run")!r}))
print(len(train), len(dev), sorted({{"datasets", "pandas", "pyarrow"}} & set(sys.modules)))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["50", "10", "[]"]
