"""One check of the whole training config before anything heavy runs.

``validate_config`` runs before data is read, SentencePiece is trained or the run directory
is touched, so a typo costs seconds, not a data preparation. It asks each component to check
its own part (registries, model builder, scheduler, subword and corpus settings) and adds
the range checks no component owns; every error names the key and what is valid.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from omegaconf import DictConfig, OmegaConf

from nmt.config import MBR_UTILITIES, NORMALIZATIONS, DecodingOptions, checkpoint_paths
from nmt.data.augment import check_augment
from nmt.data.concat import check_concat
from nmt.data.corpus import check_source
from nmt.data.pairs import check_join
from nmt.data.preparation import check_preparation
from nmt.data.subwords import check_spm_config
from nmt.data.transforms import check_sampling
from nmt.device import check_precision, select_device
from nmt.engines.torch_engine import MBR_IN_TRAINING, SHORTLIST_IN_TRAINING
from nmt.errors import ConfigError
from nmt.model.build import build_meta_model
from nmt.model.seq2seq import Seq2Seq
from nmt.training.distributed import check_dist_backend
from nmt.training.schedule import check_scheduler

Rule = tuple[str, Callable[[Any], bool], str]

_TRAIN: tuple[Rule, ...] = (
    ("max_epochs", lambda v: v >= 1, "at least 1"),
    ("max_steps", lambda v: v >= 0, ">= 0 (0 = no limit)"),
    ("lr", lambda v: v > 0, "> 0"),
    ("weight_decay", lambda v: v >= 0, ">= 0"),
    ("batch_size", lambda v: v >= 0, ">= 0 (0 = batches of train.batch_tokens)"),
    ("clip_norm", lambda v: v > 0, "> 0"),
    ("normalization", lambda v: v in NORMALIZATIONS, " or ".join(NORMALIZATIONS)),
    ("label_smoothing", lambda v: 0 <= v < 1, "in [0, 1)"),
    ("teacher_weight", lambda v: 0 < v <= 1, "in (0, 1]"),
    ("teacher_topk", lambda v: v >= 1, "at least 1"),
    ("teacher_cache_mb", lambda v: v >= 0, ">= 0 (0: no cache)"),
    ("risk_weight", lambda v: 0 <= v < 1, "in [0, 1) (0: no risk training)"),
    ("risk_candidates", lambda v: v >= 1, "at least 1"),
    ("risk_metric", lambda v: v in MBR_UTILITIES, " or ".join(MBR_UTILITIES)),
    ("ema_decay", lambda v: 0 <= v < 1, "in [0, 1) (0 = no moving average)"),
    ("min_lr", lambda v: v >= 0, ">= 0"),
    ("valid_every", lambda v: v >= 0, ">= 0 (0 = only at the end of every epoch)"),
    ("valid_max_sentences", lambda v: v >= 0, ">= 0 (0 = all)"),
    ("patience", lambda v: v >= 0, ">= 0 (0 = no early stopping)"),
    ("log_every", lambda v: v >= 1, "at least 1"),
    ("checkpoint_every", lambda v: v >= 0, ">= 0 (0 = only at validation)"),
    ("keep_last", lambda v: v >= 0, ">= 0"),
    ("lexicon_pairs", lambda v: v >= 0, ">= 0 (0: every pair)"),
    ("max_bad_steps", lambda v: v >= 1, "at least 1"),
    ("min_free_mb", lambda v: v >= 0, ">= 0"),
)

# optional sizes the model builder passes straight to torch, which would fail with a bare
# "negative dimension"
_MODEL: tuple[Rule, ...] = (
    ("enc_hidden_size", lambda v: v is None or v >= 1, "at least 1, or null"),
    ("maxout_size", lambda v: v is None or v >= 1, "at least 1, or null"),
    ("attention.size", lambda v: v is None or v >= 1, "at least 1, or null"),
    ("attention.heads", lambda v: v >= 1, "at least 1"),
    ("attention.max_src_len", lambda v: v >= 1, "at least 1"),
    ("attention.coverage_loss", lambda v: v >= 0, ">= 0"),
)


def validate_config(cfg: DictConfig) -> Seq2Seq:
    """Check a TrainAppConfig (:func:`check_config`) and that it describes a model that can
    be built; ConfigError naming the key and what is valid.

    Returns the model the config describes, built on the meta device (no memory, no
    weights; the vocabulary sizes are data.spm.vocab_size), e.g. to estimate its size.
    """
    check_config(cfg)
    return _meta_model(cfg)


def check_config(cfg: DictConfig) -> None:
    """Check every key of a TrainAppConfig on its own, without building the model (what
    ``nmt-prepare`` needs: it trains none); ConfigError naming the key and what is valid."""
    missing = sorted(OmegaConf.missing_keys(cfg))
    if missing:
        raise ConfigError(f"these keys need a value: {', '.join(missing)} "
                          f"(e.g. {missing[0]}=...)")
    check_dist_backend(cfg.dist_backend, select_device(cfg.device))
    check_precision(cfg.train.precision)
    _check_data(cfg.data)
    _check_rules(cfg.train, "train", _TRAIN)
    if len(cfg.train.betas) != 2 or not all(0 <= b < 1 for b in cfg.train.betas):
        raise ConfigError(f"train.betas={list(cfg.train.betas)} must be two numbers in [0, 1)")
    if cfg.train.batch_size == 0 and cfg.train.batch_tokens < 1:
        raise ConfigError(f"train.batch_tokens={cfg.train.batch_tokens} must be at least 1 "
                          f"(or set train.batch_size to a number of sentences)")
    check_scheduler(cfg.train)
    if cfg.train.teacher is not None:
        check_teacher(cfg.train.teacher)
    decoding = DecodingOptions.from_config(cfg.train.decoding, prefix="train.decoding.")
    if decoding.shortlist:
        raise ConfigError(SHORTLIST_IN_TRAINING)
    if decoding.mbr:
        raise ConfigError(MBR_IN_TRAINING)
    _check_rules(cfg.model, "model", _MODEL)


def check_teacher(value: Any) -> None:
    """ConfigError naming train.teacher unless it names checkpoints or folders that exist
    (whether they can teach this run is known once its subword models are)."""
    for path in checkpoint_paths(value, "train.teacher"):
        if not Path(path).exists():
            raise ConfigError(f"train.teacher: {path}: no such checkpoint file or exported "
                              f"folder")


def checkpoint_bytes(model: Seq2Seq) -> int:
    """Approximate size of one checkpoint of ``model``: fp32 weights and Adam's two moments."""
    return 3 * 4 * sum(p.numel() for p in model.parameters())


def _check_data(cfg: DictConfig) -> None:
    check_source(cfg)
    check_spm_config(cfg.spm)
    check_join(cfg.join)
    check_sampling(cfg.spm)
    check_augment(cfg.augment)
    check_concat(cfg.concat)
    if cfg.min_len < 0:
        raise ConfigError(f"data.min_len={cfg.min_len} must be >= 0")
    if cfg.max_len < max(cfg.min_len, 1):
        raise ConfigError(f"data.max_len={cfg.max_len} must be at least 1 and at least "
                          f"data.min_len={cfg.min_len}")
    check_preparation(cfg)


def _check_rules(cfg: DictConfig, prefix: str, rules: tuple[Rule, ...]) -> None:
    for key, valid, requirement in rules:
        value = OmegaConf.select(cfg, key)
        if not valid(value):
            raise ConfigError(f"{prefix}.{key}={value} must be {requirement}")


def _meta_model(cfg: DictConfig) -> Seq2Seq:
    vocab = cfg.data.spm.vocab_size
    try:
        return build_meta_model(cfg.model, vocab, vocab)
    except ConfigError:
        raise
    except (ValueError, RuntimeError, TypeError) as err:
        raise ConfigError(f"model: this config describes no model that can be built: "
                          f"{str(err).splitlines()[0]}") from None
