"""The safety nets' tables (nmt.text.safety_tables) of a trained model: counted once from its
training corpus, when training writes its last checkpoints and when ``nmt-export`` writes a
folder, and stored there, so that loading the model never reads the corpus.

A checkpoint holds them under :data:`CHECKPOINT_KEY` as plain containers (loaded with
``weights_only``: no code runs); an exported folder as :data:`EXPORT_FILE` (JSON). A model
stored before they were (or trained with ``train.safety_net_words=0``) says so once when it
is loaded, and its nets count the corpus at their first use, as they always did, where it
can still be read.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from omegaconf import DictConfig

from nmt.data.corpus import describe_split, split_source
from nmt.errors import CheckpointError, ConfigError, DataError
from nmt.files import atomic_write_bytes
from nmt.text.safety_tables import SafetyTables

log = logging.getLogger(__name__)

CHECKPOINT_KEY = "safety_nets"
EXPORT_FILE = "safety_nets.json"
# training sentences the tables are counted from (the first ones): enough for every word a
# user is likely to type; more add words too rare to matter, and time
TABLE_LINES = 200_000
_NOTICED: set[str] = set()  # the models whose missing tables were logged


def training_sentences(config: DictConfig, purpose: str) -> list[str] | None:
    """The first TABLE_LINES source sentences of the training split that ``config`` (a
    model's training config) names, for ``purpose`` (said in the log); None, logged, where
    they cannot be read (a model moved away from its corpus)."""
    data = config.data
    try:
        where = describe_split(data, data.train_split)
        source = split_source(data, data.train_split)
        lines = source.read(source.scan(TABLE_LINES).chunks[0]).src
    except (ConfigError, DataError, OSError) as err:
        log.info("the %s goes without the training corpus, which cannot be read (%s)",
                 purpose, err)
        return None
    log.info("%s from %d sentences of %s", purpose, len(lines), where)
    return lines


def corpus_tables(config: DictConfig) -> SafetyTables | None:
    """The tables of the training corpus that ``config`` names, bounded to
    train.safety_net_words words; None where that is 0 or the corpus cannot be read."""
    words = config.train.safety_net_words
    if words <= 0:
        return None
    lines = training_sentences(config, "safety-net tables (truecasing, word counts)")
    return None if lines is None else SafetyTables.from_lines(lines, words)


def payload_tables(payload: dict, where: str) -> SafetyTables | None:
    """The tables a checkpoint payload holds (None where it holds none)."""
    values = payload.get(CHECKPOINT_KEY)
    return None if values is None else SafetyTables.from_plain(values, f"{where} "
                                                                       f"({CHECKPOINT_KEY})")


def write_export_tables(folder: Path, tables: SafetyTables) -> None:
    """Write ``tables`` into the exported ``folder``, atomically."""
    text = json.dumps(tables.to_plain(), ensure_ascii=False, separators=(",", ":"))
    atomic_write_bytes(folder / EXPORT_FILE, text.encode())


def read_export_tables(folder: Path) -> SafetyTables | None:
    """The tables of an exported ``folder`` (None where it has none); CheckpointError naming
    the file where it cannot be used."""
    path = folder / EXPORT_FILE
    if not path.is_file():
        return None
    try:
        values = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise CheckpointError(f"{path}: not readable JSON: {err}") from None
    return SafetyTables.from_plain(values, str(path))


def notice_missing(source: Path | str) -> None:
    """Log, once per model, that ``source`` holds no tables and how to add them."""
    if str(source) in _NOTICED:
        return
    _NOTICED.add(str(source))
    log.warning("%s holds no safety-net tables (truecasing table, word counts): the casing "
                "and spelling safety nets will read the training corpus at their first use, "
                "and go without it where it cannot be read. Store them with: nmt-export "
                "checkpoint=%s out=FOLDER", source, source)
