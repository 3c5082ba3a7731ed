"""``nmt-evaluate``: decode a split with a checkpoint and score it with sacrebleu."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from nmt.cli import check_override_keys, report_errors
from nmt.config import EvaluateAppConfig
from nmt.data.corpus import load_split
from nmt.files import atomic_write_bytes
from nmt.metrics import corpus_scores
from nmt.overrides import apply_overrides, command_line_overrides, group_choice
from nmt.translator import Translator

log = logging.getLogger(__name__)


def data_config(composed: DictConfig, trained: DictConfig, overrides: list[str]) -> DictConfig:
    """The corpus to evaluate on: the checkpoint's own data config with the command line's
    ``data.*`` keys on top, or the composed one when ``data=`` names another corpus."""
    choice = group_choice(overrides, "data")
    if choice is not None and choice != trained.data.name:
        return composed.data
    return apply_overrides(trained, overrides, prefix="data.").data


@check_override_keys(EvaluateAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="evaluate")
@report_errors
def main(cfg: DictConfig) -> float:
    """Decode ``data.split``, print BLEU and chrF with signatures, write the hypotheses."""
    translator = Translator.from_pretrained(cfg.checkpoint, device=cfg.device,
                                            progress=sys.stderr.isatty())
    data = data_config(cfg, translator.config, command_line_overrides())
    split = load_split(data, data.split)
    hypotheses = translator.translate(
        list(split["src"]), beam=cfg.beam, alpha=cfg.alpha, batch_size=cfg.batch_size,
        max_len_a=cfg.max_len_a, max_len_b=cfg.max_len_b)
    output = Path(cfg.output) if cfg.output else (
        Path(HydraConfig.get().runtime.output_dir) / f"hyp.{data.split}.{data.tgt_lang}")
    atomic_write_bytes(output, "".join(h + "\n" for h in hypotheses).encode())
    scores = corpus_scores(hypotheses, list(split["tgt"]))
    print(f"{data.name} {data.split} ({len(hypotheses)} sentences, {data.src_lang}->"
          f"{data.tgt_lang}, beam {cfg.beam}) checkpoint {cfg.checkpoint}")
    for score in scores.values():
        print(f"{score.text}\n  signature: {score.signature}")
    print(f"hypotheses: {output}")
    return scores["bleu"].score


if __name__ == "__main__":
    main()
