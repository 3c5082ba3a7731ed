"""Hugging Face ``datasets`` corpora: a dataset saved to disk, JSON lines, or the hub.

Only this corpus kind imports ``datasets`` (and pandas and pyarrow under it), and only once a
split is read: a training process on text files or the synthetic corpus stays that much
smaller without them.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from omegaconf import DictConfig

from nmt.data.corpus_kind import CORPORA, CorpusKind
from nmt.data.pairs import TextPairs
from nmt.errors import ConfigError, DataError

if TYPE_CHECKING:
    from datasets import Dataset


@functools.cache
def _datasets() -> ModuleType:
    import datasets

    if not sys.stderr.isatty():
        # progress bars are for people watching a terminal, not for logs and pipes
        datasets.disable_progress_bars()
    return datasets


@CORPORA.register("hf")
class HfCorpus(CorpusKind):
    """``data.kind=hf``: a Hugging Face dataset saved to disk or as JSON files (data.dir), or
    from the hub (data.hf_name, data.hf_config, data.hf_revision)."""

    def check(self, cfg: DictConfig) -> None:
        if not (cfg.dir or cfg.hf_name):
            raise ConfigError("data=hf needs data.dir (a dataset on disk) or data.hf_name "
                              "(the hub)")

    def load(self, cfg: DictConfig, split: str) -> TextPairs:
        return load_hf_split(cfg, split)

    def describe(self, cfg: DictConfig, split: str) -> str:
        return f"{cfg.dir or cfg.hf_name} split {split!r}"


def load_hf_split(cfg: DictConfig, split: str) -> TextPairs:
    """``split`` of the dataset of ``cfg`` (a DataConfig): data.dir if set, else the hub."""
    raw = _from_disk(Path(cfg.dir), split) if cfg.dir else _from_hub(cfg, split)
    records = translation_records(raw, cfg.src_lang, cfg.tgt_lang, where=cfg.dir or cfg.hf_name)
    return TextPairs(list(records["src"]), list(records["tgt"]))


def _from_hub(cfg: DictConfig, split: str) -> Dataset:
    """A split of a hub dataset; any failure (no network, unknown name, config or split)
    becomes a DataError naming the dataset and what to do without network access."""
    what = f"data.hf_name={cfg.hf_name}, data.hf_config={cfg.hf_config}, split {split!r}"
    try:
        return _datasets().load_dataset(cfg.hf_name, cfg.hf_config, split=split,
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


def _from_disk(folder: Path, split: str) -> Dataset:
    """A split saved with ``save_to_disk`` or as ``{split}.jsonl`` / ``{split}.json`` files."""
    if (folder / "dataset_dict.json").is_file() or (folder / "dataset_info.json").is_file():
        loaded = _datasets().load_from_disk(str(folder))
        if isinstance(loaded, _datasets().DatasetDict):
            if split not in loaded:
                raise DataError(f"{folder}: no split {split!r}; it has {', '.join(loaded)}")
            return loaded[split]
        return loaded
    for name in (f"{split}.jsonl", f"{split}.json"):
        if (folder / name).is_file():
            return _datasets().load_dataset("json", data_files=str(folder / name), split="train")
    raise DataError(
        f"{folder}: neither a dataset saved with save_to_disk nor a {split}.jsonl / {split}.json"
    )


def translation_records(
    raw: Dataset, src_lang: str, tgt_lang: str, where: str | None = None
) -> Dataset:
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
