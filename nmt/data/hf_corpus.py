"""Hugging Face ``datasets`` corpora: a dataset saved to disk, JSON lines, or the hub.

Only this corpus kind imports ``datasets`` (and pandas and pyarrow under it), and only once a
split is read: a training process on text files or the synthetic corpus stays that much
smaller without them. A split is never turned into Python lists whole (nor copied by
``map``): preparation reads its memory-mapped Arrow files a chunk of rows at a time.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from omegaconf import DictConfig

from nmt.data.corpus_kind import CORPORA, Chunk, CorpusKind, Scan, SplitSource, row_chunks
from nmt.data.pairs import TextPairs
from nmt.data.stamps import FileStamp
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
        source = self.source(cfg, split)
        return source.read(Chunk(0, 0, len(source.dataset())))

    def source(self, cfg: DictConfig, split: str) -> HfSource:
        return HfSource(cfg.dir, cfg.hf_name, cfg.hf_config, cfg.hf_revision, split,
                        cfg.src_lang, cfg.tgt_lang)

    def describe(self, cfg: DictConfig, split: str) -> str:
        return f"{cfg.dir or cfg.hf_name} split {split!r}"


@dataclass
class HfSource(SplitSource):
    """A split of a Hugging Face dataset, read from its Arrow files (memory-mapped by
    ``datasets``) a chunk of rows at a time; worker processes open the same files."""

    dir: str | None
    hf_name: str | None
    hf_config: str | None
    hf_revision: str | None
    split: str
    src_lang: str
    tgt_lang: str
    files: tuple[str, ...] = ()  # the split's Arrow files, once opened

    parallel = True

    def identity(self) -> dict:
        where = str(Path(self.dir).resolve()) if self.dir else None
        return {"kind": "hf", "dir": where, "hf_name": self.hf_name,
                "hf_config": self.hf_config, "hf_revision": self.hf_revision,
                "split": self.split}

    def describe(self) -> str:
        return f"{self.dir or self.hf_name} split {self.split!r}"

    def dataset(self) -> Dataset:
        """The split's dataset (opened once per process): from its Arrow files when known,
        else from disk or the hub."""
        if self.files:
            return _open_files(self.files)
        if self.dir:
            raw = _from_disk(Path(self.dir), self.split)
        else:
            raw = _from_hub(self.hf_name, self.hf_config, self.hf_revision, self.split)
        self.files = tuple(f["filename"] for f in raw.cache_files)
        return raw if not self.files else _open_files(self.files)

    def scan(self, chunk_rows: int) -> Scan:
        raw = self.dataset()
        _columns(raw, self.src_lang, self.tgt_lang, self.describe())
        if len(raw) == 0:
            raise DataError(f"{self.describe()}: empty, no sentence pairs")
        stamps = [asdict(FileStamp.of(Path(name))) for name in self.files]
        return Scan(len(raw), {"files": list(self.files), "stamps": stamps},
                    row_chunks(len(raw), chunk_rows))

    def unchanged(self, fingerprint: dict) -> bool:
        self.dataset()
        return list(self.files) == fingerprint["files"] and all(
            FileStamp(**stamp).matches(Path(name))
            for name, stamp in zip(self.files, fingerprint["stamps"], strict=True))

    def read(self, chunk: Chunk) -> TextPairs:
        raw = self.dataset()
        columns = _columns(raw, self.src_lang, self.tgt_lang, self.describe())
        table = raw.with_format("arrow")[chunk.first : chunk.first + chunk.rows]
        sides = []
        for lang in (self.src_lang, self.tgt_lang):
            values = _column_values(table, columns, lang)
            missing = [i for i, text in enumerate(values) if not isinstance(text, str)]
            if missing:
                raise DataError(f"{self.describe()}: row {chunk.first + missing[0]} has no "
                                f"{lang} text")
            sides.append(values)
        return TextPairs(*sides)


@functools.lru_cache(maxsize=4)
def _open_files(files: tuple[str, ...]) -> Dataset:
    """The dataset of these Arrow files, in order (memory-mapped, nothing read yet)."""
    ds = _datasets()
    parts = [ds.Dataset.from_file(name) for name in files]
    return parts[0] if len(parts) == 1 else ds.concatenate_datasets(parts)


def _from_hub(name: str, config: str | None, revision: str | None, split: str) -> Dataset:
    """A split of a hub dataset; any failure (no network, unknown name, config or split)
    becomes a DataError naming the dataset and what to do without network access."""
    what = f"data.hf_name={name}, data.hf_config={config}, split {split!r}"
    try:
        return _datasets().load_dataset(name, config, split=split, revision=revision)
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


def _columns(raw: Dataset, src_lang: str, tgt_lang: str, where: str) -> str:
    """Which layout the records have: "translation" ({"translation": {lang: text}}) or
    "languages" (a column per language); DataError naming ``where`` for neither."""
    if "translation" in raw.column_names:
        first = raw[0]["translation"] if len(raw) else {}
        missing = [lang for lang in (src_lang, tgt_lang) if lang not in first]
        if missing:
            raise DataError(
                f"{where}: translation records have the languages {', '.join(first)}, "
                f"not {', '.join(missing)}"
            )
        return "translation"
    if src_lang in raw.column_names and tgt_lang in raw.column_names:
        return "languages"
    raise DataError(
        f"{where}: expected a 'translation' column or columns {src_lang!r} and {tgt_lang!r}; "
        f"found {', '.join(raw.column_names)}"
    )


def _column_values(table, columns: str, lang: str) -> list:
    """The ``lang`` texts of a pyarrow table of records laid out as ``columns``."""
    if columns == "languages":
        return table.column(lang).to_pylist()
    return table.column("translation").combine_chunks().field(lang).to_pylist()
