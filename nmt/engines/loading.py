"""Loading a trained model for PyTorch from a checkpoint or an exported directory
(nmt.export.exporting; nmt.engines.export_files says what the directory holds).

Every loader here answers a file that cannot be used with a CheckpointError naming it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from omegaconf import DictConfig
from safetensors import SafetensorError
from safetensors.numpy import load_file
from safetensors.torch import load_model

from nmt.checkpoint import load_checkpoint
from nmt.data.lexicon import Lexicon
from nmt.data.subwords import Subwords
from nmt.engines.export_files import (
    CONFIG,
    EXPORT_FILES,
    LEXICON,
    META,
    WEIGHTS,
    read_meta,
    read_subwords,
    read_yaml,
    validated_config,
)
from nmt.errors import CheckpointError, NmtError
from nmt.model.build import build_model
from nmt.model.seq2seq import Seq2Seq
from nmt.safety_nets import payload_tables, read_export_tables
from nmt.text.safety_tables import SafetyTables


@dataclass
class Pretrained:
    """A trained model ready for inference, with what it was trained with.

    config: the resolved TrainAppConfig; train_state: the training progress at these weights
    (step, epoch, best_bleu, best_step, ... as in nmt.training.state.TrainState); source: the
    file or directory it was loaded from.
    """

    model: Seq2Seq
    subwords: Subwords
    config: DictConfig
    train_state: dict
    source: Path
    lexicon: Lexicon | None = None  # the lexical table for shortlists, where there is one
    safety: SafetyTables | None = None  # the safety nets' tables, where they are stored


def config_from_payload(payload: dict, where: str) -> DictConfig:
    """The training config stored in a checkpoint, validated against the current schema."""
    return validated_config(payload.get("config"), where)


def model_from_payload(payload: dict, cfg: DictConfig, subwords: Subwords, where: str
                       ) -> Seq2Seq:
    """Build the model a checkpoint describes and load its weights."""
    model = _build(cfg, subwords, where)
    try:
        model.load_state_dict(payload["model"])
    except (RuntimeError, KeyError) as err:
        raise CheckpointError(f"{where}: weights do not fit the model its config describes: "
                              f"{str(err).splitlines()[0]}") from None
    return model


def load_pretrained(path: str | Path) -> Pretrained:
    """A checkpoint file written by ``nmt-train`` (best.pt / last.pt), or a directory
    written by ``nmt-export``; the model is on the CPU in eval mode."""
    path = Path(path)
    loaded = _load_exported(path) if path.is_dir() else _load_checkpoint_file(path)
    loaded.model.eval()
    return loaded


def _load_checkpoint_file(path: Path) -> Pretrained:
    where = str(path)
    payload = load_checkpoint(path, mmap=True)
    try:
        subwords = Subwords.from_protos(payload["subwords"]["src"], payload["subwords"]["tgt"])
    except (KeyError, TypeError, RuntimeError) as err:
        raise CheckpointError(f"{where}: no usable SentencePiece models ({err})") from None
    cfg = config_from_payload(payload, where)
    model = model_from_payload(payload, cfg, subwords, where)
    lexicon = payload.get("lexicon")
    if lexicon is not None:
        lexicon = Lexicon.from_arrays(lexicon, subwords.src_vocab_size,
                                      subwords.tgt_vocab_size, f"{where} (lexicon)")
    return Pretrained(model, subwords, cfg, dict(payload.get("train_state") or {}), path,
                      lexicon, payload_tables(payload, where))


def _load_exported(folder: Path) -> Pretrained:
    missing = [name for name in EXPORT_FILES[:-1] if not (folder / name).is_file()]
    if missing:
        raise CheckpointError(f"{folder}: not an exported nmt model for PyTorch: no "
                              f"{', '.join(missing)}{_folder_hint(folder)}")
    meta = read_meta(folder / META)
    cfg = validated_config(read_yaml(folder / CONFIG), str(folder / CONFIG))
    subwords = read_subwords(folder)
    model = _build(cfg, subwords, str(folder / CONFIG))
    try:
        load_model(model, folder / WEIGHTS, strict=True)
    except (RuntimeError, SafetensorError, OSError) as err:
        raise CheckpointError(f"{folder / WEIGHTS}: weights do not fit the model {CONFIG} "
                              f"describes, or the file is damaged: "
                              f"{str(err).splitlines()[0]}") from None
    return Pretrained(model, subwords, cfg, dict(meta.get("train_state") or {}), folder,
                      read_lexicon(folder / LEXICON, subwords), read_export_tables(folder))


def read_lexicon(path: Path, subwords: Subwords) -> Lexicon | None:
    """The lexical table of an exported folder (None where it has none)."""
    if not path.is_file():
        return None
    try:
        arrays = load_file(path)
    except (SafetensorError, OSError) as err:
        raise CheckpointError(f"{path}: not a readable lexical table: {err}") from None
    return Lexicon.from_arrays(arrays, subwords.src_vocab_size, subwords.tgt_vocab_size,
                               str(path))


def _folder_hint(folder: Path) -> str:
    """What a folder that is not a PyTorch export seems to be, for the error message."""
    if (folder / "best.pt").is_file():
        return f"; it looks like a training run: use {folder / 'best.pt'}"
    if (folder / "onnx").is_dir():
        return ("; it holds ONNX graphs (nmt-export format=onnx): decode it with "
                "engine=onnxruntime, or export format=safetensors for PyTorch")
    return ""


def _build(cfg: DictConfig, subwords: Subwords, where: str) -> Seq2Seq:
    try:
        return build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    except NmtError as err:  # a config this version of nmt cannot build a model from
        raise CheckpointError(f"{where}: {err}") from None
