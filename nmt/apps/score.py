"""``nmt-score``: force-decode source/reference pairs with a model (or an ensemble) and write
each pair's log-probability, then the corpus perplexity.

The scores come from training's own teacher-forced loss (nmt.analysis.scoring), so the
perplexity of a run's dev files is the dev perplexity its validation reported.
"""

from __future__ import annotations

import logging
import sys

import hydra
from omegaconf import DictConfig

from nmt.analysis.scoring import ReferenceScore, corpus_perplexity
from nmt.apps.cli import check_override_keys, report_errors
from nmt.config import ScoreAppConfig, checkpoint_paths
from nmt.data.text_files import read_lines
from nmt.device import PRECISIONS, select_device
from nmt.errors import ConfigError, DataError
from nmt.files import atomic_write_bytes
from nmt.translation.translator import Translator

log = logging.getLogger(__name__)


def check_options(cfg: DictConfig) -> list[str]:
    """The model paths; ConfigError naming the key for options that cannot work, before a
    model is loaded."""
    paths = checkpoint_paths(cfg.checkpoint)
    if cfg.precision not in PRECISIONS:
        raise ConfigError(f"precision={cfg.precision!r} is not one of {', '.join(PRECISIONS)}")
    for key in ("batch_tokens", "max_input_len"):
        if cfg[key] < 1:
            raise ConfigError(f"{key}={cfg[key]} must be at least 1")
    select_device(cfg.device)
    return paths


def read_pairs(source_file: str, reference_file: str) -> tuple[list[str], list[str]]:
    """The lines of both files; DataError naming both when their line counts differ, or the
    source file when it is empty."""
    sources, references = read_lines(source_file), read_lines(reference_file)
    if len(sources) != len(references):
        raise DataError(f"input={source_file} has {len(sources)} lines but "
                        f"reference={reference_file} has {len(references)}: one reference "
                        f"per source line is needed")
    if not sources:
        raise DataError(f"input={source_file} is empty: no pairs to score")
    return sources, references


def score_lines(scores: list[ReferenceScore]) -> str:
    """One tab-separated line per pair: total log-probability, per token, token count."""
    return "".join(f"{s.log_prob:.4f}\t{s.mean:.4f}\t{s.tokens}\n" for s in scores)


def summary(scores: list[ReferenceScore]) -> str:
    """The corpus line: pairs, target tokens, log-probability and perplexity."""
    tokens = sum(s.tokens for s in scores)
    total = sum(s.log_prob for s in scores)
    return (f"{len(scores)} pairs, {tokens} target tokens: log-probability {total:.4f}, "
            f"{total / tokens:.6f} per token, perplexity {corpus_perplexity(scores):.6f}")


@check_override_keys(ScoreAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="score")
@report_errors
def main(cfg: DictConfig) -> float:
    """Score every (input, reference) line pair; returns the corpus perplexity."""
    paths = check_options(cfg)
    sources, references = read_pairs(cfg.input, cfg.reference)
    translator = Translator.from_pretrained(paths, device=cfg.device,
                                            max_input_len=cfg.max_input_len)
    scores = translator.score(sources, references, cfg.precision, cfg.batch_tokens)
    text = score_lines(scores)
    if cfg.output:
        atomic_write_bytes(cfg.output, text.encode())
        log.info("wrote %d scores to %s", len(scores), cfg.output)
        print(summary(scores), flush=True)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
        print(summary(scores), file=sys.stderr, flush=True)
    return corpus_perplexity(scores)


if __name__ == "__main__":
    main()
