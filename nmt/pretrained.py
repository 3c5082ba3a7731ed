"""Loading a trained model, from a checkpoint or an exported directory, and writing the latter.

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

import json
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from omegaconf import DictConfig, OmegaConf
from safetensors import SafetensorError
from safetensors.torch import load_model, save_model

from nmt.checkpoint import check_format, load_checkpoint
from nmt.config import TrainAppConfig
from nmt.data.subwords import Subwords
from nmt.errors import CheckpointError, NmtError
from nmt.files import atomic_write_bytes
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


def _validated_config(values: object, where: str) -> DictConfig:
    if not isinstance(values, dict):
        raise CheckpointError(f"{where}: holds no training config")
    values = {section: ({k: v for k, v in entries.items() if (section, k) not in RETIRED_KEYS}
                        if isinstance(entries, dict) else entries)
              for section, entries in values.items()}
    try:
        return OmegaConf.merge(OmegaConf.structured(TrainAppConfig), values)
    except Exception as err:  # omegaconf raises several types for schema mismatches
        raise CheckpointError(f"{where}: its config does not fit this version of nmt: {err}"
                              ) from None


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


def parameter_count(model: Seq2Seq) -> int:
    """Trainable numbers in ``model``, a tied (shared) weight counted once."""
    return sum(p.numel() for p in model.parameters())


def export_pretrained(source: str | Path, out: str | Path, overwrite: bool = False) -> Path:
    """Write the model of checkpoint (or export) ``source`` as an exported directory ``out``.

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
    meta = export_meta(loaded, parameter_count(loaded.model))
    atomic_write_bytes(out / META, (json.dumps(meta, indent=2) + "\n").encode())
    atomic_write_bytes(out / README, model_card(loaded, meta).encode())
    return out


def export_meta(loaded: Pretrained, params: int) -> dict:
    """What export.json records: format, where the weights came from, training progress."""
    from nmt import __version__  # here: nmt/__init__ imports this module's importers

    written = datetime.fromtimestamp(loaded.source.stat().st_mtime, timezone.utc)
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "nmt_version": __version__,
        "exported": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "source": str(loaded.source.resolve()),
        "source_written": written.isoformat(timespec="seconds"),
        "parameters": params,
        "train_state": loaded.train_state,
    }


def model_card(loaded: Pretrained, meta: dict) -> str:
    """README.md of an exported model: data, model, training and dev BLEU, usage."""
    cfg, state = loaded.config, loaded.train_state
    data, model, att = cfg.data, cfg.model, cfg.model.attention
    source = data.dir or "/".join(str(x) for x in (data.hf_name, data.hf_config) if x) or \
        "generated"
    spm = f"SentencePiece {data.spm.model_type}, {data.spm.vocab_size} pieces" + (
        " (joint)" if data.spm.joint else " per language")
    enc_size = model.enc_hidden_size or max(1, model.hidden_size // 2)
    lines = [
        f"# nmt model: {model.decoder} ({att.score}, {att.align}), "
        f"{data.src_lang} -> {data.tgt_lang}",
        "",
        f"Exported by nmt {meta['nmt_version']} on {meta['exported']} from "
        f"`{meta['source']}` (written {meta['source_written']}).",
        "",
        f"- Data: `{data.name}` ({data.kind}: {source}), {data.src_lang} -> {data.tgt_lang}; "
        f"{spm}.",
        f"- Model: decoder `{model.decoder}`, attention score `{att.score}`, alignment "
        f"`{att.align}`, distribution `{att.distribution}`; embeddings {model.emb_size}, "
        f"decoder {model.dec_layers} x {model.hidden_size}, encoder {model.enc_layers} x "
        f"{enc_size} per direction; {meta['parameters']:,} parameters.",
        f"- Training: {state.get('step', 0)} steps ({state.get('epoch', 0)} epochs complete), "
        f"Adam lr {cfg.train.lr}, seed {cfg.seed}.",
        f"- Dev BLEU: {_dev_bleu(state, data.dev_split)}.",
        "",
        f"The full training config is in `{CONFIG}`; the weights, without optimiser state, in "
        f"`{WEIGHTS}`.",
        "",
        "```python",
        "from nmt import Translator",
        "",
        'translator = Translator.from_pretrained("path/to/this/folder")',
        'translator.translate(["..."])',
        "```",
        "",
        "From the command line: `nmt-translate checkpoint=path/to/this/folder`, "
        "`nmt-evaluate checkpoint=path/to/this/folder`.",
    ]
    return "\n".join(lines) + "\n"


def _dev_bleu(state: dict, split: str) -> str:
    bleu, step, best_step = state.get("best_bleu", -1.0), state.get("step", 0), \
        state.get("best_step", 0)
    if bleu < 0:
        return "none (no validation had run)"
    how = f"greedy search, sacrebleu, split `{split}`"
    if best_step == step:
        return f"{bleu:.2f} at these weights ({how})"
    return (f"{bleu:.2f}, the run's best, at step {best_step} ({how}); these weights are from "
            f"step {step}")
