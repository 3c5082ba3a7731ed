"""Structured (typed) configs for the three apps, registered in Hydra's ConfigStore.

The YAML files under ``configs/`` fill these in; because every node is typed, an unknown key
(``train.lr_typo=1``) or a value of the wrong type fails when Hydra composes the config.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from typing import Any

from hydra.core.config_store import ConfigStore
from omegaconf import MISSING, DictConfig, OmegaConf

from nmt.errors import ConfigError

log = logging.getLogger(__name__)


def option(default: Any = MISSING, help: str = "", *, factory: Any = None,
           choices: tuple[str, ...] | None = None) -> Any:
    """A config field with its help text (and, for a string, its allowed values) as field
    metadata: ``--help``, the configuration reference in the docs and the tests that check
    every key is documented all read it from here. ``factory``: a default_factory for a
    mutable default (a list, a dict, a nested config)."""
    metadata = {"help": help, "choices": choices}
    if factory is not None:
        return field(default_factory=factory, metadata=metadata)
    return field(default=default, metadata=metadata)


# the precisions of training and decoding (nmt.device maps them to torch dtypes; this module
# imports no torch, so that the ONNX Runtime engine runs without it)
PRECISIONS = ("fp32", "bf16")
# the precisions of decoding: those, and int8 (int8 weights, activations quantised at run
# time; nmt.kernels.int8)
DECODING_PRECISIONS = (*PRECISIONS, "int8")
# what decodes: PyTorch over the model, or ONNX Runtime over graphs written by
# nmt-export format=onnx (nmt.inference.onnx_engine)
ENGINES = ("torch", "onnxruntime")
# what nmt-export writes: the weights for PyTorch, or ONNX graphs for ONNX Runtime
EXPORT_FORMATS = ("safetensors", "onnx")
# the precisions an ONNX export's graphs can have (int8: ONNX Runtime's dynamic quantisation)
ONNX_PRECISIONS = ("fp32", "int8")


def check_engine(engine: str, key: str = "engine") -> None:
    """ConfigError naming ``key`` unless ``engine`` is one of :data:`ENGINES`."""
    if engine not in ENGINES:
        raise ConfigError(f"{key}={engine!r} is not one of {', '.join(ENGINES)}")

# batch_size=0 fills about this many decoder rows (sentences x beam): fuller products and
# fewer steps' fixed costs, against more memory for the larger batches
DECODE_ROWS = 320
# sentences per batch when a training run decodes (validations, the final scores): a run's
# peak memory comes while it decodes, on top of training's
VALIDATION_BATCH = 64


@dataclass
class DecodingOptions:
    """How to decode, the one options type from the command line to the search: beam size
    (1 = greedy), n-best, GNMT length normalisation (alpha) and coverage penalty (beta),
    output length at most a * S + b, sentences per batch (0: as many as fill
    :data:`DECODE_ROWS` rows of beams), and the precision of the model's products (bf16:
    autocast; int8: int8 weights, activations quantised per product, on the CPU;
    log-probabilities stay float32), and the vocabulary shortlist (``shortlist``, 0 = off).

    nmt-evaluate and nmt-translate take these fields at the top level of their configs,
    training's validation under ``train.decoding``, the Translator as keyword arguments.
    """

    beam: int = option(1, "beam size: 1 is greedy search, more is batched beam search")
    nbest: int = option(1, "hypotheses returned per sentence, best first (at most beam)")
    alpha: float = option(0.0, "GNMT length normalisation: scores are log P / ((5 + |Y|) / 6) "
                               "** alpha (0: plain log-probability)")
    beta: float = option(0.0, "GNMT coverage penalty weight (0: none)")
    max_len_a: float = option(1.5, "output length at most max_len_a x source length + "
                                   "max_len_b pieces")
    max_len_b: int = option(10, "see max_len_a")
    batch_size: int = option(0, f"sentences decoded together (0: as many as fill about "
                                f"{DECODE_ROWS} rows of beams)")
    precision: str = option("fp32", "precision of the model's products: bf16 is autocast, "
                                    "int8 quantises weights and activations (CPU only); "
                                    "log-probabilities stay float32",
                            choices=DECODING_PRECISIONS)
    shortlist: int = option(0, "vocabulary shortlist: each batch's output layer scores only the "
                               "union of the K most likely translations of its source pieces "
                               "(the model's lexical table), the shortlist_frequent most "
                               "frequent target pieces and the specials (0: the whole "
                               "vocabulary)")
    shortlist_frequent: int = option(100, "frequent target pieces always in a shortlist")

    @classmethod
    def from_config(cls, node: Any, prefix: str = "", **changes: Any) -> DecodingOptions:
        """The options held by ``node`` (any config or object with these fields), with
        ``changes`` on top; ConfigError naming the key (after ``prefix``, where the node is
        in the config) for values that cannot work."""
        values = {f.name: getattr(node, f.name) for f in dataclasses.fields(cls)}
        options = cls(**{**values, **changes})
        options.check(prefix)
        return options

    def sentences_per_batch(self) -> int:
        """The sentences decoded together: ``batch_size``, or for 0 DECODE_ROWS // beam."""
        return self.batch_size or max(1, DECODE_ROWS // self.beam)

    def check(self, prefix: str = "") -> None:
        """ConfigError naming the option (after ``prefix``, e.g. "train.decoding.") for
        values that cannot work."""
        for problem in self._problems():
            raise ConfigError(prefix + problem)

    def _problems(self) -> list[str]:
        out = []
        if self.beam < 1:
            out.append(f"beam={self.beam} must be at least 1")
        if not 1 <= self.nbest <= max(self.beam, 1):
            out.append(f"nbest={self.nbest} must be between 1 and beam={self.beam}")
        if self.batch_size < 0:
            out.append(f"batch_size={self.batch_size} must be at least 1 sentence, or 0 for "
                       f"about {DECODE_ROWS} rows of beams")
        if self.alpha < 0:
            out.append(f"alpha={self.alpha} must be at least 0 (0: no length penalty)")
        if self.beta < 0:
            out.append(f"beta={self.beta} must be at least 0 (0: no coverage penalty)")
        if self.max_len_a < 0 or self.max_len_b < 0:
            out.append(f"max_len_a={self.max_len_a}, max_len_b={self.max_len_b} must be >= 0")
        if self.shortlist < 0 or self.shortlist_frequent < 0:
            out.append(f"shortlist={self.shortlist}, shortlist_frequent="
                       f"{self.shortlist_frequent} must be >= 0 (shortlist=0: no shortlist)")
        if self.precision not in DECODING_PRECISIONS:
            out.append(f"precision={self.precision!r} is not one of "
                       f"{', '.join(DECODING_PRECISIONS)}")
        return out


@dataclass
class SentencePieceConfig:
    """Subword model trained on the train split and cached in the run directory."""

    model_type: str = "unigram"  # unigram | bpe
    vocab_size: int = 8000  # per language, or for the joint model
    joint: bool = False  # one model for both languages
    character_coverage: float = 1.0
    # sentences drawn at random (without replacement, per language; for a joint model from
    # both languages together) to train the model on: enough for the pieces, and what bounds
    # the memory and time of training it on a large corpus (0 = every sentence)
    input_sentence_size: int = 1_000_000
    seed: int = 0  # the seed of that sample
    sampling_alpha: float = option(
        0.0, "subword regularisation of training examples (0: off): each epoch every "
             "training sentence gets a segmentation sampled afresh. unigram: the smoothing "
             "of Kudo's (2018) sampling over all segmentations (smaller is more varied, with "
             "more and shorter pieces); bpe: the BPE-dropout probability "
             "(Provilkov et al. 2020, e.g. 0.1). Validation, the lexicon and decoding keep "
             "the deterministic segmentation")


# the sampling keys change training examples only: they are left out of what names the
# prepared subword models and token arrays, so that turning them on prepares nothing again
SAMPLING_KEYS = ("sampling_alpha",)


@dataclass
class AugmentConfig:
    """Changes to training pairs made on the fly, each the share (0 to 1) of training pairs
    that get it, drawn afresh each epoch from the seed. upper, title and lower exclude one
    another (their shares sum to at most 1); translit and typos combine with them."""

    upper: float = option(0.0, "share of training pairs with both sides in capitals, so "
                               "that capitals in give capitals out")
    title: float = option(0.0, "share of training pairs with every word of both sides "
                               "capitalised (headline case)")
    lower: float = option(0.0, "share of training pairs with the source in lower case and "
                               "the target as it is, so that the output is cased normally")
    translit: float = option(0.0, "share of training pairs whose source is written without "
                                  "its language's special letters: German ä ö ü ß as ae oe "
                                  "ue ss; French, Czech, Spanish, Italian, Polish, Portuguese, "
                                  "Romanian, Slovak without accents (nmt.text.translit); other "
                                  "languages are left as they are (the log says so)")
    typos: float = option(0.0, "share of training pairs with typing errors in the source: "
                               "letters swapped, dropped, doubled or replaced by a "
                               "neighbouring key of the source language's keyboard")
    typos_per_sentence: float = option(1.0, "typing errors in a source chosen for typos: 1 "
                                            "+ a Poisson number with mean (this - 1), so "
                                            "this is the mean (at least 1)")


@dataclass
class ConcatConfig:
    """Training examples made of consecutive pairs of the training corpus joined with a
    space (Nguyen et al. 2021), drawn afresh each epoch from the seed, so that the model
    learns to translate inputs of several sentences."""

    share: float = option(0.0, "share of training examples made of 2 to data.concat.max "
                               "consecutive pairs (0: off); joined examples stay within "
                               "data.max_len pieces")
    max: int = option(2, "the most consecutive pairs joined into one example (at least 2)")


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
    # every split's K consecutive sentence pairs joined into one (1 = as they are): long
    # inputs from a corpus of short sentences (a last group of fewer than K stays)
    join: int = 1
    min_len: int = 1  # in subword pieces; shorter training pairs are dropped
    max_len: int = 100  # in subword pieces; longer training pairs are dropped
    # dev and test sources longer than this many pieces are truncated for validation and
    # scoring, and such pairs are left out of the dev loss, so that no line makes a
    # validation run without bound (None: data.max_len)
    max_input_len: int | None = None
    # where prepared corpora (SentencePiece models, token arrays) are kept and found again
    # (None: the run directory's cache/); one folder shared by runs, ranks and nmt-prepare
    cache_dir: str | None = None
    workers: int = 0  # processes that prepare a corpus (0: one per available core)
    spm: SentencePieceConfig = field(default_factory=SentencePieceConfig)
    # option() returns a dataclasses.field with a default factory: no shared default
    augment: AugmentConfig = option(  # noqa: RUF009
        help="changes to training pairs made on the fly (casing, transliteration, typos)",
        factory=AugmentConfig)
    concat: ConcatConfig = option(  # noqa: RUF009
        help="training examples of several consecutive pairs joined", factory=ConcatConfig)
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
    # W_a of the general score at the start: uniform (as every weight) | identity (the score
    # starts as dot's h_t^T h_s; the identity's leading block where the sizes differ)
    general_init: str = "uniform"
    # L2 decay of the general score's W_a alone (None: train.weight_decay; unused by the
    # other scores): without it Adam grows W_a until the energies spread over about 7-12
    # within a window, which drowns local-p's Gaussian log-prior (README: "Local-p")
    general_weight_decay: float | None = 0.01
    heads: int = 1
    coverage: bool = False
    coverage_loss: float = 0.0
    max_src_len: int = 100  # location score: fixed maximum source length
    hard_entropy: float = 0.0  # hard attention: weight of the soft weights' entropy bonus
    hard_baseline_decay: float = 0.9  # hard attention: moving-average baseline
    # local-p (Luong et al. 2015, eqs. 9-10). The defaults are the form that trains here
    # (README: "Local-p"); local_p_paper=true is the paper's exact eqs. 9-10.
    # position: sigmoid = S_i * sigmoid(v_p^T tanh(W_p h_t)) (eq. 9); offset = local-m's
    # centre moved by a bounded learned offset, clamp(min(t, S_i - 1) + D * tanh(v_p^T
    # tanh(W_p h_t)), 0, S_i - 1): eq. 9's p_t runs to the sentence end within 30 steps
    local_p_position: str = "offset"  # sigmoid | offset
    # gaussian: paper = weights x exp(-(s - p_t)^2 / (2 sigma^2)) after the distribution, not
    # renormalised (eq. 10); renormalised = the same divided by its sum over the window (for
    # softmax: softmax(e_s - (s - p_t)^2 / (2 sigma^2)) over the window): with eq. 10 the
    # model learns to switch the context off by moving the weight under the Gaussian's tails
    local_p_gaussian: str = "renormalised"  # paper | renormalised
    # true: eqs. 9-10 exactly, i.e. local_p_position=sigmoid and local_p_gaussian=paper
    # whatever those keys say, and sigma = D / 2 (local_p_sigma, init and lr scale keep their
    # own keys)
    local_p_paper: bool = False
    local_p_sigma: float | None = None  # sigma of the Gaussian; None: D x local_p_sigma_ratio
    # sigma / D when local_p_sigma is null: at the paper's 0.5 the log-prior is -2 at the
    # window's edge, which the general score's energies (spread over about 11 within a
    # window) drown, so local-p general trained as local-m did; 0.25 gives it -8
    local_p_sigma_ratio: float = 0.25
    local_p_init: str = "uniform"  # uniform (as every weight) | zeros: v_p = 0 at the start
    local_p_lr_scale: float = 1.0  # learning rate of W_p and v_p relative to train.lr
    # L2 decay of W_p and v_p (offset only; None: train.weight_decay): pulls a gate whose
    # tanh saturated, and so gets no gradient from the loss, back towards local-m's t;
    # without it a seed can end with most p_t held at a sentence end; with sigma = D / 4,
    # 0.01 let dot's and concat's positions drift to the sentence start
    local_p_weight_decay: float | None = 0.1
    # centre of the Gaussian (offset only): free = the offset position before its clamp into
    # the sentence, so a centre beyond an end is still pulled back; clamped = p_t, whose
    # clamp stops its gradient at an end (p_t then stays there)
    local_p_centre: str = "free"  # free | clamped


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
    # at the end of training, estimate the lexical table that decoding with shortlist=K needs
    # (IBM Model 1 over the training pairs, nmt.data.lexicon) into last.pt and best.pt
    lexicon: bool = True
    # pairs IBM Model 1 sees (a seeded sample; 0 = all): it holds every word link of them in
    # memory, so a WMT-size corpus is sampled
    lexicon_pairs: int = 50_000
    max_bad_steps: int = 5  # consecutive non-finite losses before aborting
    # refuse to start with less free space in the run directory (the estimated size of the
    # run's checkpoints is required too)
    min_free_mb: int = 100
    # how validation and the run's final scores (results.json) decode; precision defaults to
    # the training precision
    decoding: DecodingOptions = field(default_factory=lambda: DecodingOptions(
        batch_size=VALIDATION_BATCH, precision="${..precision}"))
    # earlier names of train.decoding.{max_len_a,max_len_b,beam,alpha}, still accepted (see
    # LEGACY_DECODING_KEYS)
    max_len_a: float | None = None
    max_len_b: int | None = None
    valid_beam: int | None = None
    valid_alpha: float | None = None
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
class EvaluateAppConfig(DecodingOptions):
    """Everything ``nmt-evaluate`` reads: the decoding options (nbest > 1 also writes the
    n-best lists; BLEU scores the best) and these; data fields left unset come from the
    checkpoint."""

    # a checkpoint or exported folder; a list of them is one ensemble (nmt.apps.checkpoints)
    checkpoint: Any = None
    # several models compared in one table; an entry that is a list is an ensemble
    checkpoints: list[Any] = field(default_factory=list)
    data: DataConfig = field(default_factory=DataConfig)
    device: str = "auto"
    # torch | onnxruntime (checkpoints written by nmt-export format=onnx; see ENGINES)
    engine: str = "torch"
    output: str | None = None  # hypotheses file; default: in the run directory
    by_length: bool = False  # BLEU per source-length bucket: a table and a PNG plot
    # upper ends of the source-length buckets, in words; one more bucket holds the rest
    length_buckets: list[int] = field(default_factory=lambda: [10, 15, 20, 25, 30])
    alignments: bool = False  # also write Pharaoh word alignments (HYP_FILE.align)
    perturb: list[str] = option(  # noqa: RUF009 (option returns a field with a factory)
        help="the robustness report: the split is also translated with its source changed "
             "in each of these ways, one at a time (clean, no_stop, typos, translit, lower, "
             "title, upper; nmt.text.perturbations), and a table gives BLEU and chrF, cased "
             "and lowercased, with the loss against the clean source",
        factory=list)
    perturb_seed: int = option(1, "the seed of the perturbations that draw (typos): the same "
                                  "seed changes the same letters")


@dataclass
class TranslateAppConfig(DecodingOptions):
    """Everything ``nmt-translate`` reads: the decoding options (nbest > 1 prints "index |||
    translation ||| score" lines, best first) and these."""

    # a checkpoint or exported folder; a list of them is one ensemble (nmt.apps.checkpoints)
    checkpoint: Any = MISSING
    input: str | None = None  # a file to translate (batch mode); default: stdin
    output: str | None = None  # where batch mode writes; default: stdout
    device: str = "auto"
    # torch | onnxruntime (a folder written by nmt-export format=onnx; see ENGINES)
    engine: str = "torch"
    max_input_len: int = 250  # source pieces; longer inputs are truncated with a warning
    show_attention: bool = False  # print the source piece each target piece attends to most
    attention_dir: str | None = None  # write each sentence's attention heatmap here (PNG)
    alignments: bool = False  # a tab and the Pharaoh word alignment after each translation


@dataclass
class ScoreAppConfig:
    """Everything ``nmt-score`` reads: pairs to force-decode and how."""

    # a checkpoint or exported folder; a list of them is one ensemble (nmt.apps.checkpoints)
    checkpoint: Any = MISSING
    input: str = MISSING  # source sentences, one a line
    reference: str = MISSING  # the translations to score, line by line with input
    output: str | None = None  # where the per-pair scores go; default: stdout
    device: str = "auto"
    precision: str = "fp32"  # fp32 | bf16: the products of the teacher-forced pass
    batch_tokens: int = 2048  # sentences x longer side per batch
    max_input_len: int = 250  # source pieces; longer sources are truncated with a warning


@dataclass
class ServeAppConfig(DecodingOptions):
    """Everything ``nmt-serve`` reads: the decoding options are a request's defaults (a
    request may change beam, nbest, alpha and beta; batch_size bounds the sentences decoded
    together, 0: about DECODE_ROWS rows of beams) and these."""

    # a checkpoint or exported folder; a list of them is one ensemble (nmt.apps.checkpoints)
    checkpoint: Any = MISSING
    host: str = "127.0.0.1"  # the address to listen on (0.0.0.0: every interface)
    port: int = 8000  # 0: any free port (the log says which)
    device: str = "auto"
    # torch | onnxruntime (a folder written by nmt-export format=onnx; no /score, no ensembles)
    engine: str = "torch"
    max_input_len: int = 250  # source pieces per sentence; a longer one is refused (413)
    max_sentences: int = 64  # sentences per request; more are refused (413)
    max_request_bytes: int = 1_048_576  # request body size; a larger body is refused (413)
    max_beam: int = 16  # the largest beam a request may ask for (422 above it)
    # how long the first request of a batch waits for others with the same options; a batch
    # that is full, or requests that arrived while the worker was busy, start at once
    max_wait_ms: float = 5.0
    max_pending: int = 4096  # sentences queued or decoding; a request beyond them gets 503
    access_log: bool = True  # uvicorn's line per request on stderr


@dataclass
class ExportAppConfig:
    """Everything ``nmt-export`` reads."""

    checkpoint: str = MISSING  # best.pt / last.pt of a run (or an exported directory)
    out: str = MISSING  # the folder to write the exported model to
    overwrite: bool = False  # replace the exported files of a non-empty out folder
    # safetensors (the weights, for PyTorch) | onnx (graphs for ONNX Runtime)
    format: str = "safetensors"
    # format=onnx: fp32 | int8 (weights quantised by ONNX Runtime, activations at run time)
    precision: str = "fp32"
    # estimate the lexical table that shortlist decoding needs from the training data the
    # checkpoint's config names (data.*), where the checkpoint has none
    shortlist: bool = False


def check_export_format(export_format: str, precision: str) -> None:
    """ConfigError naming the key for a ``format`` (``export_format``) or ``precision`` of
    nmt-export that cannot be written."""
    if export_format not in EXPORT_FORMATS:
        raise ConfigError(f"format={export_format!r} is not one of {', '.join(EXPORT_FORMATS)}")
    if export_format == "onnx" and precision not in ONNX_PRECISIONS:
        raise ConfigError(f"precision={precision!r} is not one of {', '.join(ONNX_PRECISIONS)} "
                          f"for format=onnx")
    if export_format == "safetensors" and precision != "fp32":
        raise ConfigError(f"precision={precision}: format=safetensors stores the float32 "
                          f"weights; precision=int8 exports ONNX Runtime's int8 graphs with "
                          f"format=onnx")


def register_configs() -> None:
    """Register the schemas so that the YAML files in configs/ are validated against them."""
    cs = ConfigStore.instance()
    cs.store(name="train_schema", node=TrainAppConfig)
    cs.store(name="evaluate_schema", node=EvaluateAppConfig)
    cs.store(name="translate_schema", node=TranslateAppConfig)
    cs.store(name="export_schema", node=ExportAppConfig)
    cs.store(name="serve_schema", node=ServeAppConfig)
    cs.store(name="score_schema", node=ScoreAppConfig)


# earlier config keys -> the key that holds them now; a checkpoint's config and the command
# line may still use them (the value moves, with a warning for the command line)
LEGACY_DECODING_KEYS = {"max_len_a": "max_len_a", "max_len_b": "max_len_b",
                        "valid_beam": "beam", "valid_alpha": "alpha"}


def migrate_legacy_keys(cfg: DictConfig, warn: bool = True) -> DictConfig:
    """Move the values of :data:`LEGACY_DECODING_KEYS` under ``train`` of a TrainAppConfig
    into ``train.decoding`` (in place; returns ``cfg``); ``warn``: say so in the log."""
    for old, new in LEGACY_DECODING_KEYS.items():
        value = cfg.train.get(old)
        if value is None:
            continue
        if warn:
            log.warning("train.%s is now train.decoding.%s: using %s=%s", old, new, new, value)
        OmegaConf.update(cfg, f"train.decoding.{new}", value, merge=True)
        cfg.train[old] = None
    return cfg
