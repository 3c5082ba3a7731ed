"""The training sentences of a loaded model, read from the corpus its config names: what the
casing and spelling safety nets (nmt.translation.recasing, nmt.translation.respelling) count
their tables from."""

from __future__ import annotations

import logging

from omegaconf import DictConfig

from nmt.data.corpus import describe_split, split_source
from nmt.errors import ConfigError, DataError

log = logging.getLogger(__name__)

# training sentences the table is counted from (the first ones): enough for every word a
# user is likely to type; more add words too rare to matter, and time at the first use
TABLE_LINES = 200_000


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
