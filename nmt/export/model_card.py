"""The README.md of an exported model: how it was trained, for people."""

from __future__ import annotations

from nmt.engines.export_files import CONFIG, WEIGHTS
from nmt.engines.loading import Pretrained


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
