"""The folder ``nmt-export`` writes, and reading its parts without torch (the ONNX Runtime
engine reads them too).

An exported directory is self-contained and holds no optimiser state:

    model.safetensors   the weights (tied embeddings stored once; safetensors runs no code)
    config.yaml         the resolved training config (model, data, train)
    spm/src.model       SentencePiece models (the same bytes twice for a joint model)
    spm/tgt.model
    export.json         format marker and version, training progress, parameter count
    README.md           how the model was trained, for people
    lexicon.safetensors the lexical table for shortlist decoding (nmt.data.lexicon), where
                        the checkpoint has one or nmt-export shortlist=true made it
                        (version 2 on; int32 arrays "translations" and "frequent")
    safety_nets.json    the casing and spelling safety nets' tables, counted from the
                        training corpus (nmt.safety_nets; optional: a folder without it
                        still loads, and its nets read the corpus, where they can)

``format=onnx`` writes ONNX graphs (onnx/, see nmt.engines.onnx_format) instead of
model.safetensors; export.json then says so under "onnx".

Every reader here answers a file that cannot be used with a CheckpointError naming it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from omegaconf import DictConfig, OmegaConf

from nmt.config import TrainAppConfig
from nmt.data.subwords import Subwords
from nmt.errors import CheckpointError
from nmt.files import check_format

EXPORT_FORMAT = "nmt-export"
# 2: an optional lexicon.safetensors (folders of version 1 still load)
EXPORT_VERSION = 2
WEIGHTS, CONFIG, META, README = "model.safetensors", "config.yaml", "export.json", "README.md"
SPM_SRC, SPM_TGT = "spm/src.model", "spm/tgt.model"
EXPORT_FILES = (WEIGHTS, CONFIG, SPM_SRC, SPM_TGT, META, README)
LEXICON = "lexicon.safetensors"  # optional: not every export has one

# keys that earlier versions wrote into checkpoints and that no longer exist (train.compile
# never did anything); dropped when such a checkpoint's config is read
RETIRED_KEYS = (("train", "compile"),)
# defaults that changed: a checkpoint written before a key existed was trained with the
# value given here (local-p was eqs. 9-10 before its options came, and the offset
# position's Gaussian was centred on the clamped p_t before local_p_centre came, its gate
# decayed as every weight before local_p_weight_decay came, its sigma D / 2 before
# local_p_sigma_ratio came; the general score's W_a decayed as every weight before
# general_weight_decay came)
EARLIER_DEFAULTS = {("model", "attention"): {"general_weight_decay": None,
                                             "local_p_position": "sigmoid",
                                             "local_p_gaussian": "paper",
                                             "local_p_centre": "clamped",
                                             "local_p_weight_decay": None,
                                             "local_p_sigma_ratio": 0.5}}


def validated_config(values: object, where: str) -> DictConfig:
    """A stored training config (plain containers) validated against the current schema;
    ``where`` names its file in errors."""
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


def read_yaml(path: Path) -> object:
    """The plain containers of a YAML file."""
    try:
        return OmegaConf.to_container(OmegaConf.load(path), resolve=True)
    except Exception as err:  # yaml and omegaconf errors alike
        raise CheckpointError(f"{path}: not readable YAML: {str(err).splitlines()[0]}"
                              ) from None


def read_meta(path: Path) -> dict:
    """export.json, checked for the export format marker and version."""
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise CheckpointError(f"{path}: not readable JSON: {err}") from None
    check_format(meta, EXPORT_FORMAT, EXPORT_VERSION, path, "export")
    return meta


def read_subwords(folder: Path) -> Subwords:
    """The SentencePiece models of an exported folder."""
    try:
        return Subwords.from_protos((folder / SPM_SRC).read_bytes(),
                                    (folder / SPM_TGT).read_bytes())
    except (OSError, RuntimeError) as err:
        raise CheckpointError(f"{folder / 'spm'}: no usable SentencePiece models ({err})"
                              ) from None
