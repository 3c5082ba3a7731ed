"""Writing a trained model as a self-contained folder (``nmt-export``); see nmt.engines.loading
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
from nmt.config import check_export_format
from nmt.data.corpus import describe_split
from nmt.data.lexicon import Lexicon, estimate_lexicon
from nmt.data.pipeline import prepare_train_split
from nmt.data.subwords import Subwords
from nmt.engines import onnx_format as fmt
from nmt.engines.export_files import (
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
from nmt.engines.loading import Pretrained, load_pretrained
from nmt.errors import CheckpointError, ConfigError
from nmt.export.model_card import model_card
from nmt.files import atomic_write_bytes
from nmt.model.build import parameter_count
from nmt.safety_nets import EXPORT_FILE, corpus_tables, write_export_tables

log = logging.getLogger(__name__)


def export_pretrained(source: str | Path, out: str | Path, overwrite: bool = False,
                      export_format: str = "safetensors", precision: str = "fp32",
                      shortlist: bool = False) -> Path:
    """Write the model of checkpoint (or export) ``source`` as an exported directory ``out``:
    its weights for PyTorch (``export_format="safetensors"``), or ONNX graphs for ONNX
    Runtime (``"onnx"``, float32 or int8 by ``precision``; nmt.export.onnx_export), with
    its lexical table where it has one; ``shortlist``: where it has none, estimate one from
    the training data its config names (:func:`training_lexicon`).

    A non-empty ``out`` is refused unless ``overwrite``; even then only the export's own
    files are replaced (each atomically), anything else in the folder is left alone.
    """
    check_export_format(export_format, precision)
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
    graphs = write_onnx(loaded, out, precision) if export_format == "onnx" else None
    if graphs is None:
        write_weights(loaded, out)
    (out / "spm").mkdir(exist_ok=True)
    atomic_write_bytes(out / CONFIG, OmegaConf.to_yaml(loaded.config, resolve=True).encode())
    atomic_write_bytes(out / SPM_SRC, loaded.subwords.src_proto)
    atomic_write_bytes(out / SPM_TGT, loaded.subwords.tgt_proto)
    if lexicon is not None:
        atomic_write_bytes(out / LEXICON, save(lexicon.arrays()))
    else:  # an earlier export's table is not this model's
        (out / LEXICON).unlink(missing_ok=True)
    meta = export_meta(loaded, parameter_count(loaded.model))
    if graphs is not None:
        meta["onnx"] = graphs
    meta["lexicon"] = None if lexicon is None else {"file": LEXICON, "kept": lexicon.kept}
    meta["safety_nets"] = export_tables(loaded, out)
    atomic_write_bytes(out / META, (json.dumps(meta, indent=2) + "\n").encode())
    atomic_write_bytes(out / README, model_card(loaded, meta).encode())
    return out


def write_weights(loaded: Pretrained, out: Path) -> None:
    """Write the weights of ``loaded`` into ``out`` as safetensors, atomically."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="nmt-export-") as tmp:
        # save_model stores a tied weight once but writes only to a path: write it there,
        # then into place atomically
        save_model(loaded.model, str(Path(tmp) / WEIGHTS), metadata={"format": "pt"})
        atomic_write_bytes(out / WEIGHTS, Path(tmp, WEIGHTS).read_bytes())


def write_onnx(loaded: Pretrained, out: Path, precision: str) -> dict:
    """Write the ONNX graphs of ``loaded`` into ``out`` (nmt.export.onnx_export); what
    export.json records of them. ConfigError naming the extra to install without onnx."""
    try:
        import onnx  # noqa: F401 (exporting needs both; the check needs ONNX Runtime)
        import onnxruntime  # noqa: F401
    except ImportError as err:
        raise ConfigError(f"format=onnx needs the onnx and onnxruntime packages ({err.name} "
                          f"is not installed): {fmt.INSTALL}") from None
    from nmt.export.onnx_export import write_graphs

    return write_graphs(loaded.model, loaded.config.model, out, precision)


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


def export_tables(loaded: Pretrained, out: Path) -> dict | None:
    """Write the safety nets' tables of ``loaded`` into ``out``: those it holds, else those
    of the training corpus its config names (nmt.safety_nets); what export.json records of
    them (None, logged, where there are none)."""
    tables = loaded.safety or corpus_tables(loaded.config)
    if tables is None:
        # an earlier export's tables, of another model perhaps, must not be read as these
        (out / EXPORT_FILE).unlink(missing_ok=True)
        log.warning("%s: exported without the safety nets' tables: the training corpus "
                    "cannot be read (or train.safety_net_words=0); export again where it "
                    "can", out)
        return None
    write_export_tables(out, tables)
    return {"file": EXPORT_FILE, "words": len(tables.counts), "lines": tables.lines}


def training_lexicon(config: DictConfig, subwords: Subwords) -> Lexicon:
    """The lexical table of the training pairs that a model's training ``config`` names
    (data.*), tokenised by its ``subwords`` and length-filtered as training filtered them;
    DataError naming the files where they cannot be read."""
    data = config.data
    where = describe_split(data, data.train_split)
    log.info("estimating the lexical table for shortlists from %s", where)
    with tempfile.TemporaryDirectory() as scratch:  # its cache/, unless data.cache_dir
        split = prepare_train_split(data, subwords, Path(scratch))
        return estimate_lexicon(split.src_ids, split.tgt_ids, subwords.src_vocab_size,
                                subwords.tgt_vocab_size, config.train.lexicon_pairs,
                                config.seed, release=split.tokens.release)
