"""A small real corpus for the tests of training examples changed on the fly: the first
Multi30k de-en pairs, prepared with real SentencePiece models."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from omegaconf import DictConfig

from nmt.data.batching import Batch
from nmt.data.examples import TrainingExamples
from nmt.data.pipeline import EvalSplit, ParallelSplit, prepare_training_data, train_split
from nmt.data.subwords import EOS, Subwords
from tests.conftest import MULTI30K, TINY_MODEL, compose_config

TRAIN_PAIRS, DEV_PAIRS = 1500, 40


@dataclass
class Prepared:
    """A prepared corpus and the data overrides that name it."""

    overrides: list[str]
    model_type: str
    subwords: Subwords
    train: ParallelSplit
    dev: EvalSplit

    def config(self, *overrides: str) -> DictConfig:
        """The training config of this corpus with ``overrides``, composed by Hydra."""
        return compose_config(overrides=[*TINY_MODEL, *self.overrides, "device=cpu",
                                         *overrides])

    def examples(self, *overrides: str, seed: int = 1) -> TrainingExamples:
        """The training examples of this corpus under data ``overrides`` (its rows within
        their data.min_len..max_len, as training filters them)."""
        cfg = self.config(*overrides)
        return TrainingExamples(train_split(cfg.data, self.train.tokens), self.subwords,
                                cfg.data, seed)


def prepare(folder: Path, model_type: str = "unigram", vocab: int = 500) -> Prepared:
    """The first TRAIN_PAIRS / DEV_PAIRS Multi30k de-en pairs prepared in ``folder``."""
    corpus = folder / "corpus"
    corpus.mkdir(parents=True)
    for lang in ("de", "en"):
        for split, count in (("train", TRAIN_PAIRS), ("val", DEV_PAIRS)):
            lines = (MULTI30K / f"{split}.{lang}").read_text(encoding="utf-8").splitlines()
            (corpus / f"{split}.{lang}").write_text("\n".join(lines[:count]) + "\n",
                                                     encoding="utf-8")
    overrides = ["data=multi30k", f"data.dir={corpus}", f"data.spm.vocab_size={vocab}",
                 f"data.spm.model_type={model_type}", f"data.cache_dir={folder / 'cache'}",
                 "data.workers=1"]
    cfg = compose_config(overrides=overrides)
    subwords, train, dev = prepare_training_data(cfg.data, folder / "run")
    return Prepared(overrides, model_type, subwords, train, dev)


def rows_of(batch: Batch) -> tuple[list[list[int]], list[list[int]]]:
    """Each example's source and target ids in ``batch``, without specials or padding."""
    src = [row[: length - 1] for row, length in zip(batch.src.tolist(),
                                                     batch.src_lengths.tolist(), strict=True)]
    tgt = [row[: row.index(EOS)] for row in batch.tgt_out.tolist()]
    return src, tgt


def clean_rows(prepared: Prepared, rows: np.ndarray) -> tuple[list[list[int]], list[list[int]]]:
    """The prepared ids of ``rows``, as lists."""
    return ([prepared.train.tokens.src[r].tolist() for r in rows],
            [prepared.train.tokens.tgt[r].tolist() for r in rows])


def differing(first: list[list[int]], second: list[list[int]]) -> int:
    """How many of two lists of id lists' entries differ."""
    return sum(a != b for a, b in zip(first, second, strict=True))
