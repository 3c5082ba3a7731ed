"""``nmt-prepare``: prepare a training config's corpus ahead of training (``python -m
nmt.apps.prepare`` works too).

It takes nmt-train's config and overrides and does what a run does before its first step:
the SentencePiece model(s) on a sample of the train split, and the train, dev and test splits
encoded into memory-mapped token arrays in ``data.cache_dir`` (or the run directory's
cache/). A later ``nmt-train`` with the same data settings, any number of ranks, finds them.
"""

from __future__ import annotations

import logging
import signal
from pathlib import Path

import hydra
from hydra.core.hydra_config import HydraConfig
from omegaconf import DictConfig

from nmt.apps.cli import check_override_keys, report_errors
from nmt.config import TrainAppConfig, migrate_legacy_keys
from nmt.data.pipeline import EvalSplit, ParallelSplit, prepare_eval_split, prepare_training_data
from nmt.data.preparation import PreparationStopped
from nmt.training.config_checks import check_config
from nmt.training.signals import StopRequest

log = logging.getLogger(__name__)


@check_override_keys(TrainAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="prepare")
@report_errors
def prepare(cfg: DictConfig) -> None:
    """Prepare the corpus of the composed training config; print where each split lies."""
    run_dir = Path(HydraConfig.get().runtime.output_dir)
    cfg = migrate_legacy_keys(cfg)
    check_config(cfg)
    data = cfg.data
    with StopRequest() as stop:
        try:
            subwords, train, dev = prepare_training_data(data, run_dir,
                                                         stop=lambda: stop.requested)
            splits: list[ParallelSplit] = [train, dev]
            if data.test_split:
                splits.append(prepare_eval_split(data, data.test_split, subwords, run_dir,
                                                 stop=lambda: stop.requested))
        except PreparationStopped as err:
            log.warning("%s (continue with the same command)", err)
            raise SystemExit(128 + signal.Signals[stop.signal or "SIGTERM"]) from None
    for split in splits:
        print(describe(split))
    print(f"subword models: {run_dir / 'spm'} ({subwords.src_vocab_size} source / "
          f"{subwords.tgt_vocab_size} target pieces)")


def describe(split: ParallelSplit) -> str:
    """One line about a prepared split: its pairs, those batched, its tokens and folder."""
    tokens = split.tokens.manifest["tokens"]
    used = "in the dev loss" if isinstance(split, EvalSplit) else "within the length limits"
    return (f"{split.name}: {len(split.tokens):,} pairs ({len(split.index):,} {used}), "
            f"{tokens['src']:,} source / {tokens['tgt']:,} target tokens in "
            f"{split.tokens.folder}")


def main() -> None:
    """``nmt-prepare``."""
    prepare()


if __name__ == "__main__":
    main()
