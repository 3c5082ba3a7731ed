"""Structured (typed) configs for the three apps, registered in Hydra's ConfigStore.

The YAML files under ``configs/`` fill these in; because every node is typed, an unknown key
(``train.lr_typo=1``) or a value of the wrong type fails when Hydra composes the config.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hydra.core.config_store import ConfigStore
from omegaconf import MISSING


@dataclass
class SentencePieceConfig:
    """Subword model trained on the train split and cached in the run directory."""

    model_type: str = "unigram"  # unigram | bpe
    vocab_size: int = 8000  # per language, or for the joint model
    joint: bool = False  # one model for both languages
    character_coverage: float = 1.0
    # sentences sampled for training the model (0 = all)
    input_sentence_size: int = 0


@dataclass
class DataConfig:
    """Which corpus to read and how to turn it into batches."""

    name: str = "synthetic"
    kind: str = "synthetic"  # synthetic | text | hf
    dir: str | None = None  # text: folder of {split}.{lang}; hf: dataset saved to disk / json
    hf_name: str | None = None  # hf: a hub dataset name, e.g. bentrevett/multi30k
    hf_config: str | None = None  # hf: the hub dataset's config, e.g. de-en
    # hf: a branch, tag or commit of the hub dataset, e.g. refs/convert/parquet (the parquet
    # conversion of a script-based dataset, which datasets >= 4 no longer runs)
    hf_revision: str | None = None
    src_lang: str = "src"
    tgt_lang: str = "tgt"
    train_split: str = "train"
    dev_split: str = "val"
    test_split: str | None = None
    split: str = "val"  # the split nmt-evaluate decodes
    min_len: int = 1  # in subword pieces; shorter training pairs are dropped
    max_len: int = 100  # in subword pieces; longer training pairs are dropped
    spm: SentencePieceConfig = field(default_factory=SentencePieceConfig)
    # synthetic corpus only
    synthetic_sizes: dict[str, int] = field(
        default_factory=lambda: {"train": 20000, "val": 500, "test": 500}
    )
    synthetic_min_words: int = 2
    synthetic_max_words: int = 30
    synthetic_vocab: int = 60
    synthetic_seed: int = 1234


@dataclass
class AttentionConfig:
    """The general attention model: energies (score) x positions (align) x weights."""

    score: str = "additive"  # see nmt.model.attention.scores.SCORES
    align: str = "global"  # see nmt.model.attention.alignments.ALIGNMENTS
    distribution: str = "softmax"  # see nmt.model.attention.distributions.DISTRIBUTIONS
    window: int = 10  # D of local attention: 2D+1 positions
    size: int | None = None  # hidden size of additive/concat scores (None: decoder size)
    heads: int = 1
    coverage: bool = False
    coverage_loss: float = 0.0
    max_src_len: int = 100  # location score: fixed maximum source length
    hard_entropy: float = 0.0  # hard attention: weight of the soft weights' entropy bonus
    hard_baseline_decay: float = 0.9  # hard attention: moving-average baseline


@dataclass
class ModelConfig:
    """Architecture of the encoder-decoder; names match the papers where they can."""

    name: str = "rnnsearch"
    decoder: str = "rnnsearch"  # rnnsearch | luong | no_attention
    emb_size: int = 128
    hidden_size: int = 256  # decoder GRU units
    enc_hidden_size: int | None = None  # per direction; None: hidden_size // 2
    enc_layers: int = 1
    dec_layers: int = 1
    dropout: float = 0.2
    maxout_size: int | None = None  # rnnsearch deep output units after pooling; None: emb_size
    input_feeding: bool = True  # luong
    bridge: bool = False  # luong: learned tanh(W h) instead of copying the encoder state
    tie_embeddings: bool = False  # target embeddings shared with the output layer
    attention: AttentionConfig = field(default_factory=AttentionConfig)


@dataclass
class TrainConfig:
    """The optimisation loop: Adam, clipping, schedule, validation and checkpoints."""

    max_epochs: int = 10
    max_steps: int = 0  # 0 = no limit
    lr: float = 1e-3
    betas: list[float] = field(default_factory=lambda: [0.9, 0.999])
    weight_decay: float = 0.0
    batch_tokens: int = 2048  # sentences x the longer side (specials included) per batch
    batch_size: int = 0  # sentences per batch; when > 0 it replaces batch_tokens
    clip_norm: float = 1.0
    # what the summed token loss is divided by: target tokens, or sentences (OpenNMT-py's
    # normalization=sents, Joey NMT's "batch"); clipping sees the gradient of that loss
    normalization: str = "tokens"  # tokens | sents
    label_smoothing: float = 0.0
    # exponential moving average of the weights, for validation and the checkpoints'
    # "model" (what nmt-translate, nmt-evaluate and nmt-export use): decay after a warm-up
    # of min(decay, (1 + n) / (10 + n)) at update n; 0 = off (OpenNMT-py's average_decay)
    ema_decay: float = 0.0
    scheduler: str = "plateau"  # constant | plateau (halve on plateau of dev BLEU)
    plateau_factor: float = 0.5
    plateau_patience: int = 2
    min_lr: float = 1e-6
    valid_every: int = 500  # steps; validation also runs at the end of every epoch
    valid_max_sentences: int = 0  # dev sentences decoded for BLEU (0 = all)
    patience: int = 0  # early stopping: validations without a better dev BLEU (0 = off)
    precision: str = "fp32"  # fp32 | bf16 (autocast; softmax and loss stay in fp32)
    log_every: int = 50
    checkpoint_every: int = 0  # steps; 0 = only at validation
    keep_last: int = 0  # older step checkpoints kept beside last.pt (0 = none)
    max_bad_steps: int = 5  # consecutive non-finite losses before aborting
    # refuse to start with less free space in the run directory (the estimated size of the
    # run's checkpoints is required too)
    min_free_mb: int = 100
    max_len_a: float = 1.5  # validation decoding: max output length a * source length + b
    max_len_b: int = 10
    valid_beam: int = 1  # validation decoding: beam size (1 = greedy)
    valid_alpha: float = 0.0  # validation decoding: GNMT length penalty with valid_beam > 1
    # dev sentences (the first ones) whose attention heatmaps go to TensorBoard at each
    # validation (0 = none)
    valid_heatmaps: int = 2


@dataclass
class TrainAppConfig:
    """Everything ``nmt-train`` reads."""

    data: DataConfig = field(default_factory=DataConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    seed: int = 1
    device: str = "auto"  # auto | cpu | cuda | cuda:N
    resume: str | None = None  # a last.pt to continue from, or "auto"
    overwrite: bool = False  # allow a new run in a directory that holds checkpoints


@dataclass
class EvaluateAppConfig:
    """Everything ``nmt-evaluate`` reads; fields left unset come from the checkpoint."""

    checkpoint: str | None = None
    checkpoints: list[str] = field(default_factory=list)  # several, compared in one table
    data: DataConfig = field(default_factory=DataConfig)
    device: str = "auto"
    beam: int = 1
    nbest: int = 1  # > 1: the n-best lists are written too (BLEU scores the best)
    alpha: float = 0.0  # GNMT length penalty (beam > 1)
    beta: float = 0.0  # GNMT coverage penalty (beam > 1)
    batch_size: int = 0  # sentences per batch; 0: ~320 rows of beams (320 greedy, 64 at beam 5)
    max_len_a: float = 1.5
    max_len_b: int = 10
    precision: str = "fp32"  # fp32 | bf16 (matrix products in bf16, scores in fp32)
    output: str | None = None  # hypotheses file; default: in the run directory
    by_length: bool = False  # BLEU per source-length bucket: a table and a PNG plot
    # upper ends of the source-length buckets, in words; one more bucket holds the rest
    length_buckets: list[int] = field(default_factory=lambda: [10, 15, 20, 25, 30])


@dataclass
class TranslateAppConfig:
    """Everything ``nmt-translate`` reads."""

    checkpoint: str = MISSING
    input: str | None = None  # a file to translate (batch mode); default: stdin
    output: str | None = None  # where batch mode writes; default: stdout
    device: str = "auto"
    beam: int = 1
    nbest: int = 1  # > 1: "index ||| translation ||| score" lines, best first
    alpha: float = 0.0  # GNMT length penalty (beam > 1)
    beta: float = 0.0  # GNMT coverage penalty (beam > 1)
    batch_size: int = 0  # sentences per batch; 0: ~320 rows of beams (320 greedy, 64 at beam 5)
    max_len_a: float = 1.5
    max_len_b: int = 10
    precision: str = "fp32"  # fp32 | bf16 (matrix products in bf16, scores in fp32)
    max_input_len: int = 250  # source pieces; longer inputs are truncated with a warning
    show_attention: bool = False  # print the source piece each target piece attends to most
    attention_dir: str | None = None  # write each sentence's attention heatmap here (PNG)


@dataclass
class ExportAppConfig:
    """Everything ``nmt-export`` reads."""

    checkpoint: str = MISSING  # best.pt / last.pt of a run (or an exported directory)
    out: str = MISSING  # the folder to write the exported model to
    overwrite: bool = False  # replace the exported files of a non-empty out folder


def register_configs() -> None:
    """Register the schemas so that the YAML files in configs/ are validated against them."""
    cs = ConfigStore.instance()
    cs.store(name="train_schema", node=TrainAppConfig)
    cs.store(name="evaluate_schema", node=EvaluateAppConfig)
    cs.store(name="translate_schema", node=TranslateAppConfig)
    cs.store(name="export_schema", node=ExportAppConfig)
