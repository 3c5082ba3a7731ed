"""GET /info: what the server translates with (languages, model, training progress, dev BLEU,
the decoding defaults and the request limits)."""

from __future__ import annotations

import dataclasses

from omegaconf import DictConfig

from nmt import __version__
from nmt.config import DecodingOptions
from nmt.inference.loading import Pretrained

LIMITS = ("max_sentences", "max_input_len", "max_beam", "max_request_bytes", "max_pending",
          "max_wait_ms")


def server_info(loaded: Pretrained, cfg: DictConfig, device: str) -> dict:
    """The body of GET /info for the model ``loaded`` served with ``cfg`` (ServeAppConfig)."""
    data, model, state = loaded.config.data, loaded.config.model, loaded.train_state
    attention = model.attention
    bleu = state.get("best_bleu", -1.0)
    return {
        "version": __version__,
        "checkpoint": str(loaded.source),
        "source_lang": data.src_lang,
        "target_lang": data.tgt_lang,
        "model": {
            "decoder": model.decoder,
            "attention": {"score": attention.score, "align": attention.align,
                          "distribution": attention.distribution},
            "emb_size": model.emb_size, "hidden_size": model.hidden_size,
            "enc_layers": model.enc_layers, "dec_layers": model.dec_layers,
            "parameters": sum(p.numel() for p in loaded.model.parameters()),
            "vocabulary": {"source": loaded.subwords.src_vocab_size,
                           "target": loaded.subwords.tgt_vocab_size},
        },
        "training": {
            "steps": state.get("step", 0),
            "epochs": state.get("epoch", 0),
            # the run's best validation (greedy) on the dev split, at step best_step
            "dev_bleu": bleu if bleu >= 0 else None,
            "dev_bleu_step": state.get("best_step") if bleu >= 0 else None,
            "dev_split": data.dev_split,
        },
        "decoding": dataclasses.asdict(DecodingOptions.from_config(cfg)),
        "limits": {name: cfg[name] for name in LIMITS},
        "device": device,
    }
