"""One entry point for every corpus kind: a split as :class:`TextPairs` (src, tgt text)."""

from __future__ import annotations

from pathlib import Path

from omegaconf import DictConfig

from nmt.data import synthetic
from nmt.data.pairs import TextPairs
from nmt.data.text_files import read_parallel
from nmt.errors import ConfigError, DataError

KINDS = ("synthetic", "text", "hf")


def load_split(cfg: DictConfig, split: str) -> TextPairs:
    """Read ``split`` of the corpus ``cfg`` (a DataConfig) as its sentence pairs."""
    check_source(cfg)
    if cfg.kind == "synthetic":
        return _synthetic(cfg, split)
    if cfg.kind == "text":
        return _text(cfg, split)
    # imported here: only this kind needs `datasets`, ~100 MiB of every process that imports it
    from nmt.data.hf_corpus import load_hf_split

    return load_hf_split(cfg, split)


def describe_split(cfg: DictConfig, split: str) -> str:
    """Where ``split`` comes from, for messages: its files, dataset or the synthetic task."""
    if cfg.kind == "text":
        return f"{Path(cfg.dir) / split}.{{{cfg.src_lang},{cfg.tgt_lang}}}"
    if cfg.kind == "hf":
        return f"{cfg.dir or cfg.hf_name} split {split!r}"
    return f"{cfg.name} split {split!r}"


def check_source(cfg: DictConfig) -> None:
    """ConfigError naming the key when ``cfg`` (a DataConfig) does not say where data is."""
    if cfg.kind not in KINDS:
        raise ConfigError(f"data.kind={cfg.kind!r} is not one of {', '.join(KINDS)}")
    if cfg.kind == "text" and not cfg.dir:
        raise ConfigError("data.dir is not set: the folder that holds {split}.{lang} files")
    if cfg.kind == "hf" and not (cfg.dir or cfg.hf_name):
        raise ConfigError("data=hf needs data.dir (a dataset on disk) or data.hf_name (the hub)")


def _synthetic(cfg: DictConfig, split: str) -> TextPairs:
    sizes = cfg.synthetic_sizes
    if split not in sizes:
        raise ConfigError(
            f"data.split={split!r}: the synthetic corpus has the splits {', '.join(sizes)}"
        )
    src, tgt = synthetic.generate(
        sizes[split],
        synthetic.split_seed(cfg.synthetic_seed, split),
        vocab=cfg.synthetic_vocab,
        min_words=cfg.synthetic_min_words,
        max_words=cfg.synthetic_max_words,
    )
    return TextPairs(src, tgt)


def _text(cfg: DictConfig, split: str) -> TextPairs:
    folder = Path(cfg.dir)
    if not folder.is_dir():
        raise DataError(f"data.dir={cfg.dir}: no such folder")
    src, tgt = read_parallel(
        folder / f"{split}.{cfg.src_lang}", folder / f"{split}.{cfg.tgt_lang}"
    )
    return TextPairs(src, tgt)
