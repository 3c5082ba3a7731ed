"""One entry point for every corpus kind: a split as a ``datasets.Dataset`` of (src, tgt) text."""

from __future__ import annotations

import sys
from pathlib import Path

import datasets
from omegaconf import DictConfig

from nmt.data import synthetic
from nmt.data.text_files import read_parallel
from nmt.errors import ConfigError, DataError

if not sys.stderr.isatty():
    # progress bars are for people watching a terminal, not for logs and pipes; set here,
    # not in the CLI, so that nmt-translate does not import datasets (~1 s of start-up)
    datasets.disable_progress_bars()

KINDS = ("synthetic", "text", "hf")


def load_split(cfg: DictConfig, split: str) -> datasets.Dataset:
    """Read ``split`` of the corpus ``cfg`` (a DataConfig) as a Dataset with columns src, tgt."""
    check_source(cfg)
    if cfg.kind == "synthetic":
        return _synthetic(cfg, split)
    if cfg.kind == "text":
        return _text(cfg, split)
    return _hf(cfg, split)


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


def _synthetic(cfg: DictConfig, split: str) -> datasets.Dataset:
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
    return datasets.Dataset.from_dict({"src": src, "tgt": tgt})


def _text(cfg: DictConfig, split: str) -> datasets.Dataset:
    folder = Path(cfg.dir)
    if not folder.is_dir():
        raise DataError(f"data.dir={cfg.dir}: no such folder")
    src, tgt = read_parallel(
        folder / f"{split}.{cfg.src_lang}", folder / f"{split}.{cfg.tgt_lang}"
    )
    return datasets.Dataset.from_dict({"src": src, "tgt": tgt})


def _hf(cfg: DictConfig, split: str) -> datasets.Dataset:
    raw = _hf_from_disk(Path(cfg.dir), split) if cfg.dir else _hf_from_hub(cfg, split)
    return translation_records(raw, cfg.src_lang, cfg.tgt_lang, where=cfg.dir or cfg.hf_name)


def _hf_from_hub(cfg: DictConfig, split: str) -> datasets.Dataset:
    """A split of a hub dataset; any failure (no network, unknown name, config or split)
    becomes a DataError naming the dataset and what to do without network access."""
    what = f"data.hf_name={cfg.hf_name}, data.hf_config={cfg.hf_config}, split {split!r}"
    try:
        return datasets.load_dataset(cfg.hf_name, cfg.hf_config, split=split,
                                     revision=cfg.hf_revision)
    except Exception as err:  # network, hub and builder errors have no common base class
        reason = (str(err).splitlines() or [type(err).__name__])[0]
        hint = ("; it is a script-based dataset: try data.hf_revision=refs/convert/parquet"
                if "scripts are no longer supported" in reason else "")
        raise DataError(
            f"{what}: could not load it from the Hugging Face hub ({type(err).__name__}: "
            f"{reason}){hint}. Without network access, save the dataset with save_to_disk on "
            f"a machine that has it and train with data.dir=FOLDER (see data/README.md)"
        ) from None


def _hf_from_disk(folder: Path, split: str) -> datasets.Dataset:
    """A split saved with ``save_to_disk`` or as ``{split}.jsonl`` / ``{split}.json`` files."""
    if (folder / "dataset_dict.json").is_file() or (folder / "dataset_info.json").is_file():
        loaded = datasets.load_from_disk(str(folder))
        if isinstance(loaded, datasets.DatasetDict):
            if split not in loaded:
                raise DataError(f"{folder}: no split {split!r}; it has {', '.join(loaded)}")
            return loaded[split]
        return loaded
    for name in (f"{split}.jsonl", f"{split}.json"):
        if (folder / name).is_file():
            return datasets.load_dataset("json", data_files=str(folder / name), split="train")
    raise DataError(
        f"{folder}: neither a dataset saved with save_to_disk nor a {split}.jsonl / {split}.json"
    )


def translation_records(
    raw: datasets.Dataset, src_lang: str, tgt_lang: str, where: str | None = None
) -> datasets.Dataset:
    """Turn ``{"translation": {src_lang: ..., tgt_lang: ...}}`` records into src/tgt columns."""
    if "translation" in raw.column_names:
        first = raw[0]["translation"] if len(raw) else {}
        missing = [lang for lang in (src_lang, tgt_lang) if lang not in first]
        if missing:
            raise DataError(
                f"{where}: translation records have the languages {', '.join(first)}, "
                f"not {', '.join(missing)}"
            )

        def pick(batch: dict) -> dict:
            pairs = batch["translation"]
            return {"src": [p[src_lang] for p in pairs], "tgt": [p[tgt_lang] for p in pairs]}

        return raw.map(pick, batched=True, remove_columns=raw.column_names)
    if src_lang in raw.column_names and tgt_lang in raw.column_names:
        return raw.select_columns([src_lang, tgt_lang]).rename_columns(
            {src_lang: "src", tgt_lang: "tgt"}
        )
    raise DataError(
        f"{where}: expected a 'translation' column or columns {src_lang!r} and {tgt_lang!r}; "
        f"found {', '.join(raw.column_names)}"
    )
