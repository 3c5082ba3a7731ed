"""The casing safety net of a loaded model (nmt.text.casing): its truecasing table, counted
from the source side of the training corpus that its config names, and its source
vocabulary for the words the table lacks or where the corpus cannot be read."""

from __future__ import annotations

import logging

from omegaconf import DictConfig

from nmt.data.corpus import describe_split, split_source
from nmt.data.subwords import Subwords
from nmt.errors import ConfigError, DataError
from nmt.text.casing import CasingTable, Recaser, VocabularyCasing

log = logging.getLogger(__name__)

# training sentences the table is counted from (the first ones): enough for every word a
# user is likely to type; more add words too rare to matter, and time at the first use
TABLE_LINES = 200_000


def training_casing(config: DictConfig) -> CasingTable | None:
    """The truecasing table of the first TABLE_LINES source sentences of the training split
    that ``config`` (a model's training config) names; None, logged, where it cannot be read
    (a model moved away from its corpus)."""
    data = config.data
    try:
        where = describe_split(data, data.train_split)
        source = split_source(data, data.train_split)
        lines = source.read(source.scan(TABLE_LINES).chunks[0]).src
    except (ConfigError, DataError, OSError) as err:
        log.info("the casing safety net recases with the source vocabulary alone: the "
                 "training corpus cannot be read (%s)", err)
        return None
    log.info("truecasing table from %d sentences of %s", len(lines), where)
    return CasingTable.from_lines(lines)


def model_recaser(config: DictConfig, subwords: Subwords) -> Recaser:
    """The safety net of a model trained with ``config`` whose subword models are
    ``subwords`` (the table is counted at the first sentence that needs it)."""
    return Recaser(lambda: training_casing(config), VocabularyCasing(subwords.src))
