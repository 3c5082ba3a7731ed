"""Loading a trained model from a checkpoint or an exported directory (nmt.inference.exporting).

An exported directory (``nmt-export``) is self-contained and holds no optimiser state:

    model.safetensors   the weights (tied embeddings stored once; safetensors runs no code)
    config.yaml         the resolved training config (model, data, train)
    spm/src.model       SentencePiece models (the same bytes twice for a joint model)
    spm/tgt.model
    export.json         format marker and version, training progress, parameter count
    README.md           how the model was trained, for people

Every loader here answers a file that cannot be used with a CheckpointError naming it.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path

from omegaconf import DictConfig, OmegaConf
from safetensors import SafetensorError
from safetensors.torch import load_model

from nmt.checkpoint import check_format, load_checkpoint
from nmt.config import TrainAppConfig
from nmt.data.subwords import Subwords
from nmt.errors import CheckpointError, NmtError
from nmt.model.build import build_model
from nmt.model.seq2seq import Seq2Seq

EXPORT_FORMAT = "nmt-export"
EXPORT_VERSION = 1
WEIGHTS, CONFIG, META, README = "model.safetensors", "config.yaml", "export.json", "README.md"
SPM_SRC, SPM_TGT = "spm/src.model", "spm/tgt.model"
EXPORT_FILES = (WEIGHTS, CONFIG, SPM_SRC, SPM_TGT, META, README)


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


def config_from_payload(payload: dict, where: str) -> DictConfig:
    """The training config stored in a checkpoint, validated against the current schema."""
    return _validated_config(payload.get("config"), where)


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
    return Pretrained(model, subwords, cfg, dict(payload.get("train_state") or {}), path)


def _load_exported(folder: Path) -> Pretrained:
    missing = [name for name in EXPORT_FILES[:-1] if not (folder / name).is_file()]
    if missing:
        hint = (f"; it looks like a training run: use {folder / 'best.pt'}"
                if (folder / "best.pt").is_file() else "")
        raise CheckpointError(f"{folder}: not an exported nmt model: no {', '.join(missing)}"
                              f"{hint}")
    meta = _read_meta(folder / META)
    cfg = _validated_config(_read_yaml(folder / CONFIG), str(folder / CONFIG))
    try:
        subwords = Subwords.from_protos((folder / SPM_SRC).read_bytes(),
                                        (folder / SPM_TGT).read_bytes())
    except (OSError, RuntimeError) as err:
        raise CheckpointError(f"{folder / 'spm'}: no usable SentencePiece models ({err})"
                              ) from None
    model = _build(cfg, subwords, str(folder / CONFIG))
    try:
        load_model(model, folder / WEIGHTS, strict=True)
    except (RuntimeError, SafetensorError, OSError) as err:
        raise CheckpointError(f"{folder / WEIGHTS}: weights do not fit the model {CONFIG} "
                              f"describes, or the file is damaged: "
                              f"{str(err).splitlines()[0]}") from None
    return Pretrained(model, subwords, cfg, dict(meta.get("train_state") or {}), folder)


def _build(cfg: DictConfig, subwords: Subwords, where: str) -> Seq2Seq:
    try:
        return build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    except NmtError as err:  # a config this version of nmt cannot build a model from
        raise CheckpointError(f"{where}: {err}") from None


# keys that earlier versions wrote into checkpoints and that no longer exist (train.compile
# never did anything); dropped when such a checkpoint's config is read
RETIRED_KEYS = (("train", "compile"),)
# defaults that changed: a checkpoint written before a key existed was trained with the
# value given here (local-p was eqs. 9-10 before its options came)
EARLIER_DEFAULTS = {("model", "attention"): {"local_p_position": "sigmoid",
                                             "local_p_gaussian": "paper"}}


def _validated_config(values: object, where: str) -> DictConfig:
    if not isinstance(values, dict):
        raise CheckpointError(f"{where}: holds no training config")
    values = {section: ({k: v for k, v in entries.items() if (section, k) not in RETIRED_KEYS}
                        if isinstance(entries, dict) else entries)
              for section, entries in values.items()}
    try:
        return OmegaConf.merge(OmegaConf.structured(TrainAppConfig),
                               _with_earlier_defaults(values))
    except Exception as err:  # omegaconf raises several types for schema mismatches
        raise CheckpointError(f"{where}: its config does not fit this version of nmt: {err}"
                              ) from None


def _with_earlier_defaults(values: dict) -> dict:
    values = copy.deepcopy(values)  # the payload stays as it was read
    for path, earlier in EARLIER_DEFAULTS.items():
        entries = values
        for section in path:
            entries = entries.get(section) if isinstance(entries, dict) else None
        if isinstance(entries, dict):
            for key, value in earlier.items():
                entries.setdefault(key, value)
    return values


def _read_yaml(path: Path) -> object:
    try:
        return OmegaConf.to_container(OmegaConf.load(path), resolve=True)
    except Exception as err:  # yaml and omegaconf errors alike
        raise CheckpointError(f"{path}: not readable YAML: {str(err).splitlines()[0]}"
                              ) from None


def _read_meta(path: Path) -> dict:
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise CheckpointError(f"{path}: not readable JSON: {err}") from None
    check_format(meta, EXPORT_FORMAT, EXPORT_VERSION, path, "export")
    return meta
