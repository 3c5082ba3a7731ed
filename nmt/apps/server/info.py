"""GET /info: what the server translates with (languages, model, training progress, dev BLEU,
an ensemble's members, what the model can return, the decoding defaults and the request
limits)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from omegaconf import DictConfig

from nmt import __version__
from nmt.config import DecodingOptions
from nmt.engines.export_files import META, read_meta
from nmt.translation.translator import Translator

LIMITS = ("max_sentences", "max_input_len", "max_beam", "max_samples", "max_request_bytes",
          "max_pending", "max_wait_ms")


@dataclass
class Described:
    """One served model as /info describes it: where it was loaded from, its training config
    and progress, and its parameter count (None where no torch module holds it)."""

    source: str
    config: DictConfig
    train_state: dict
    parameters: int | None


def served_models(translator: Translator) -> list[Described]:
    """The model, or each member of the ensemble, that ``translator`` decodes with; for
    engine=onnxruntime the exported folder's config and export.json's training progress."""
    if translator.pretrained:
        return [Described(str(p.source), p.config, p.train_state,
                          sum(t.numel() for t in p.model.parameters()))
                for p in translator.pretrained]
    folder = translator.engines.source
    meta = read_meta(folder / META)
    return [Described(str(folder), translator.config, dict(meta.get("train_state") or {}),
                      None)]


def training_info(model: Described) -> dict:
    """How far ``model`` was trained, and its best dev BLEU (None before any)."""
    state = model.train_state
    bleu = state.get("best_bleu", -1.0)
    return {
        "steps": state.get("step", 0),
        "epochs": state.get("epoch", 0),
        # the run's best validation (greedy) on the dev split, at step best_step
        "dev_bleu": bleu if bleu >= 0 else None,
        "dev_bleu_step": state.get("best_step") if bleu >= 0 else None,
        "dev_split": model.config.data.dev_split,
    }


def model_info(model: Described, translator: Translator) -> dict:
    """The architecture and size of ``model``."""
    arch = model.config.model
    attention = arch.attention
    return {
        "decoder": arch.decoder,
        "attention": {"score": attention.score, "align": attention.align,
                      "distribution": attention.distribution},
        "emb_size": arch.emb_size, "hidden_size": arch.hidden_size,
        "enc_layers": arch.enc_layers, "dec_layers": arch.dec_layers,
        "parameters": model.parameters,
        "vocabulary": {"source": translator.subwords.src_vocab_size,
                       "target": translator.subwords.tgt_vocab_size},
    }


def server_info(translator: Translator, cfg: DictConfig, features: dict) -> dict:
    """The body of GET /info for ``translator`` served with ``cfg`` (ServeAppConfig): its
    model, or the ensemble described by its first member with each listed under "ensemble";
    ``features``: what the server can return (TranslationService.features)."""
    models = served_models(translator)
    first = models[0]
    out = {
        "version": __version__,
        "checkpoint": first.source,
        "engine": cfg.engine,
        "source_lang": first.config.data.src_lang,
        "target_lang": first.config.data.tgt_lang,
        "model": model_info(first, translator),
        "training": training_info(first),
        "features": features,
        "decoding": dataclasses.asdict(DecodingOptions.from_config(cfg)),
        "limits": {name: cfg[name] for name in LIMITS},
        "device": str(translator.device),
    }
    if len(models) > 1:
        out["ensemble"] = [{"checkpoint": m.source, "model": model_info(m, translator),
                            "training": training_info(m)} for m in models]
    return out
