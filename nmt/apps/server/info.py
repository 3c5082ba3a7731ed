"""GET /info: what the server translates with (languages, model, training progress, dev BLEU,
an ensemble's members, what the model can return, the decoding defaults and the request
limits)."""

from __future__ import annotations

import dataclasses

from omegaconf import DictConfig

from nmt import __version__
from nmt.config import DecodingOptions
from nmt.inference.loading import Pretrained

LIMITS = ("max_sentences", "max_input_len", "max_beam", "max_request_bytes", "max_pending",
          "max_wait_ms")


def training_info(loaded: Pretrained) -> dict:
    """How far the model ``loaded`` was trained, and its best dev BLEU (None before any)."""
    state = loaded.train_state
    bleu = state.get("best_bleu", -1.0)
    return {
        "steps": state.get("step", 0),
        "epochs": state.get("epoch", 0),
        # the run's best validation (greedy) on the dev split, at step best_step
        "dev_bleu": bleu if bleu >= 0 else None,
        "dev_bleu_step": state.get("best_step") if bleu >= 0 else None,
        "dev_split": loaded.config.data.dev_split,
    }


def model_info(loaded: Pretrained) -> dict:
    """The architecture and size of the model ``loaded``."""
    model = loaded.config.model
    attention = model.attention
    return {
        "decoder": model.decoder,
        "attention": {"score": attention.score, "align": attention.align,
                      "distribution": attention.distribution},
        "emb_size": model.emb_size, "hidden_size": model.hidden_size,
        "enc_layers": model.enc_layers, "dec_layers": model.dec_layers,
        "parameters": sum(p.numel() for p in loaded.model.parameters()),
        "vocabulary": {"source": loaded.subwords.src_vocab_size,
                       "target": loaded.subwords.tgt_vocab_size},
    }


def server_info(members: list[Pretrained], cfg: DictConfig, device: str,
                has_attention: bool) -> dict:
    """The body of GET /info for the model (or the ensemble of ``members``, described by the
    first, each listed under "ensemble") served with ``cfg`` (ServeAppConfig);
    ``has_attention``: whether it can return attention and word alignments."""
    first = members[0]
    out = {
        "version": __version__,
        "checkpoint": str(first.source),
        "source_lang": first.config.data.src_lang,
        "target_lang": first.config.data.tgt_lang,
        "model": model_info(first),
        "training": training_info(first),
        "features": {"attention": has_attention, "alignments": has_attention, "score": True},
        "decoding": dataclasses.asdict(DecodingOptions.from_config(cfg)),
        "limits": {name: cfg[name] for name in LIMITS},
        "device": device,
    }
    if len(members) > 1:
        out["ensemble"] = [{"checkpoint": str(m.source), "model": model_info(m),
                            "training": training_info(m)} for m in members]
    return out
