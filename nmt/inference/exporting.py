"""Writing a trained model as a self-contained folder (``nmt-export``); see nmt.inference.loading
for what the folder holds."""

from __future__ import annotations

import json
import logging
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from omegaconf import DictConfig, OmegaConf
from safetensors.numpy import save
from safetensors.torch import save_model

import nmt
from nmt.data.corpus import describe_split
from nmt.data.lexicon import Lexicon, estimate_lexicon
from nmt.data.pipeline import filter_by_length, load_tokenized
from nmt.data.subwords import Subwords
from nmt.errors import CheckpointError
from nmt.files import atomic_write_bytes
from nmt.inference.export_files import (
    CONFIG,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    LEXICON,
    META,
    README,
    SPM_SRC,
    SPM_TGT,
    WEIGHTS,
)
from nmt.inference.loading import Pretrained, load_pretrained
from nmt.inference.model_card import model_card
from nmt.model.build import parameter_count

log = logging.getLogger(__name__)


def export_pretrained(source: str | Path, out: str | Path, overwrite: bool = False,
                      shortlist: bool = False) -> Path:
    """Write the model of checkpoint (or export) ``source`` as an exported directory ``out``,
    with its lexical table where it has one; ``shortlist``: where it has none, estimate one
    from the training data its config names (:func:`training_lexicon`).

    A non-empty ``out`` is refused unless ``overwrite``; even then only the export's own
    files are replaced (each atomically), anything else in the folder is left alone.
    """
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise CheckpointError(f"out={out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not overwrite:
        raise CheckpointError(f"out={out}: the folder is not empty; choose another, or "
                              f"overwrite=true to replace the exported files in it")
    loaded = load_pretrained(source)
    lexicon = loaded.lexicon
    if shortlist and lexicon is None:
        lexicon = training_lexicon(loaded.config, loaded.subwords)
    out.mkdir(parents=True, exist_ok=True)
    (out / "spm").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="nmt-export-") as tmp:
        # save_model stores a tied weight once but writes only to a path: write it there,
        # then into place atomically
        save_model(loaded.model, str(Path(tmp) / WEIGHTS), metadata={"format": "pt"})
        atomic_write_bytes(out / WEIGHTS, Path(tmp, WEIGHTS).read_bytes())
    atomic_write_bytes(out / CONFIG, OmegaConf.to_yaml(loaded.config, resolve=True).encode())
    atomic_write_bytes(out / SPM_SRC, loaded.subwords.src_proto)
    atomic_write_bytes(out / SPM_TGT, loaded.subwords.tgt_proto)
    if lexicon is not None:
        atomic_write_bytes(out / LEXICON, save(lexicon.arrays()))
    meta = export_meta(loaded, parameter_count(loaded.model))
    meta["lexicon"] = None if lexicon is None else {"file": LEXICON, "kept": lexicon.kept}
    atomic_write_bytes(out / META, (json.dumps(meta, indent=2) + "\n").encode())
    atomic_write_bytes(out / README, model_card(loaded, meta).encode())
    return out


def export_meta(loaded: Pretrained, params: int) -> dict:
    """What export.json records: format, where the weights came from, training progress."""
    written = datetime.fromtimestamp(loaded.source.stat().st_mtime, timezone.utc)
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "nmt_version": nmt.__version__,
        "exported": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "source": str(loaded.source.resolve()),
        "source_written": written.isoformat(timespec="seconds"),
        "parameters": params,
        "train_state": loaded.train_state,
    }


def training_lexicon(config: DictConfig, subwords: Subwords) -> Lexicon:
    """The lexical table of the training pairs that a model's training ``config`` names
    (data.*), tokenised by its ``subwords`` and length-filtered as training filtered them;
    DataError naming the files where they cannot be read."""
    data = config.data
    where = describe_split(data, data.train_split)
    log.info("estimating the lexical table for shortlists from %s", where)
    split = filter_by_length(load_tokenized(data, data.train_split, subwords, None),
                             data.min_len, data.max_len, where)
    return estimate_lexicon(split.src_ids, split.tgt_ids, subwords.src_vocab_size,
                            subwords.tgt_vocab_size)
