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
from omegaconf import MISSING, DictConfig, ListConfig, OmegaConf

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
# the largest alpha and beta: GNMT's penalties with larger weights overflow (a length penalty
# ((5 + |Y|) / 6) ** alpha past float32 at alpha ~ 20, a Python float past ~ 170) and rank
# nothing a smaller weight would not; NaN fails the range check too
PENALTY_WEIGHT_MAX = 10.0
# the collectives of data-parallel training under torchrun (nmt.training.distributed)
DIST_BACKENDS = ("auto", "nccl", "gloo")
# what decodes: PyTorch over the model, or ONNX Runtime over graphs written by
# nmt-export format=onnx (nmt.engines.onnx_engine)
ENGINES = ("torch", "onnxruntime")
# which of the teacher's n-best becomes a distilled pair's target (nmt-distill select=)
DISTILL_SELECTIONS = ("top", "closest", "all")
# what nmt-export writes: the weights for PyTorch, or ONNX graphs for ONNX Runtime
EXPORT_FORMATS = ("safetensors", "onnx")
# the precisions an ONNX export's graphs can have (int8: ONNX Runtime's dynamic quantisation)
ONNX_PRECISIONS = ("fp32", "int8")
# the allowed values of other string keys (the code that reads each key checks it against these)
SPM_MODEL_TYPES = ("unigram", "bpe")
GENERAL_INITS = ("uniform", "identity")
LOCAL_P_POSITIONS = ("sigmoid", "offset")
LOCAL_P_GAUSSIANS = ("paper", "renormalised")
LOCAL_P_INITS = ("uniform", "zeros")
LOCAL_P_CENTRES = ("clamped", "free")
NORMALIZATIONS = ("tokens", "sents")
SCHEDULERS = ("constant", "plateau", "cosine")
# how output words are chosen: searched for (none: greedy or beam search), or drawn from the
# model's distribution cut to its k most likely words, to the nucleus of mass p, or to the
# words of probability at least epsilon (nmt.decoding.sampling)
SAMPLING = ("none", "topk", "topp", "epsilon")
# what minimum Bayes risk decoding chooses among (nmt.decoding.mbr), and how it compares them
MBR_CANDIDATES = ("auto", "samples", "beam", "both")
# the beam whose n-best MBR chooses among when beam=1: over a beam of 8's n-best, MBR (chrF)
# scored 0.8 BLEU and 2.1 chrF above beam 5 on 300 Multi30k val sentences, where over 32
# epsilon samples it scored 1.2 BLEU below (docs/results/quality.md)
MBR_BEAM = 8
MBR_UTILITIES = ("chrf", "bleu")


def check_engine(engine: str, key: str = "engine") -> None:
    """ConfigError naming ``key`` unless ``engine`` is one of :data:`ENGINES`."""
    if engine not in ENGINES:
        raise ConfigError(f"{key}={engine!r} is not one of {', '.join(ENGINES)}")

# batch_size=0 fills about this many decoder rows (sentences x beam): fuller products and
# fewer steps' fixed costs, against more memory for the larger batches
DECODE_ROWS = 320
# the most next-word suggestions a sentence may ask for: the word search keeps twice as many
# partial words per sentence
MAX_SUGGESTIONS = 50
# the beam a call with terminology constraints decodes with where its options say greedy
# (beam 1, the default): constraints need beam search (dynamic beam allocation shares the
# beam among hypotheses that have met more or fewer of them; with one hypothesis every
# constraint would be forced in at once), and 5 is the beam the docs use. Decided here, in
# DecodingOptions.for_steering, for every surface: Python, nmt-translate, POST /translate
# and the web page.
CONSTRAINED_BEAM = 5
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
    log-probabilities stay float32), the vocabulary shortlist (``shortlist``, 0 = off), and
    what happens to input text before the model reads it (``split_sentences``, ``recase``,
    ``respell``).

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
    split_sentences: bool = option(True, "cut each input text into sentences, translate them "
                                         "together in batches and join the translations "
                                         "where the sentences were (line breaks and blank "
                                         "lines kept); false: a text is one sentence, as "
                                         "the model was trained. A text with a prefix or "
                                         "constraints, or asked for suggestions, is one "
                                         "sentence. Text inputs only: "
                                         "training's validation decodes its dev split as it "
                                         "is")
    recase: bool = option(True, "the casing safety net: a sentence in CAPITALS, Title Case or "
                                "all lower case is recased to the casing the model was "
                                "trained on before it is translated, and its translation "
                                "gets the input's casing back (capitals, title case; lower "
                                "case gets normal casing). Text inputs only")
    respell: bool = option(True, "the spelling safety net: a source word that is no word of "
                                 "the language (not in the training corpus nor in its "
                                 "dictionary) but one typing error or its letters typed "
                                 "plainly (ae for ä, e for é) away from a training word "
                                 "is written as that word before it is translated. Text "
                                 "inputs only")
    suggestions: int = option(0, f"the k most likely next words after each sentence's "
                                 f"prefix, whole words with their probabilities, for an "
                                 f"editor to offer (0: none; at most {MAX_SUGGESTIONS})")
    sampling: str = option("none", "draw each output word at random instead of searching: "
                                   "topk from the sampling_k most likely words, topp from the "
                                   "fewest most likely words whose probability reaches "
                                   "sampling_p (nucleus sampling), epsilon from the words of "
                                   "probability at least sampling_epsilon; nbest samples per "
                                   "input, the most likely first (none: greedy or beam search)",
                           choices=SAMPLING)
    sampling_k: int = option(10, "sampling=topk: how many of the most likely words a word is "
                                 "drawn from")
    sampling_p: float = option(0.9, "sampling=topp: the probability mass of the most likely "
                                    "words a word is drawn from (0 < p <= 1)")
    sampling_epsilon: float = option(0.02, "sampling=epsilon: the least probability of a word "
                                           "that may be drawn (0 < epsilon < 1; the most likely "
                                           "word always may)")
    temperature: float = option(1.0, "sampling: words are drawn from softmax(log p / "
                                     "temperature), cut as sampling says (below 1: more "
                                     "peaked, above 1: flatter)")
    seed: int = option(0, "sampling: the seed; a seed, an input and the options give the same "
                          "samples on every run, whatever else is decoded with it")
    mbr: bool = option(False, "minimum Bayes risk decoding: of the candidates (mbr_candidates) "
                              "output the one of highest mean utility (mbr_utility) against "
                              "the samples, or against the beam's n-best when there are no "
                              "samples; scores are then that mean utility (0-100)")
    mbr_candidates: str = option("auto", f"mbr: samples (mbr_samples drawn as sampling says), "
                                         f"beam (the n-best list of a beam of beam, or of "
                                         f"{MBR_BEAM} at beam=1), both, or auto: samples when "
                                         f"a sampling method is given, else beam",
                                 choices=MBR_CANDIDATES)
    mbr_samples: int = option(32, "mbr: samples drawn per input (mbr_candidates=samples or "
                                  "both)")
    mbr_utility: str = option("chrf", "mbr: how two translations are compared: chrf (sacrebleu's "
                                      "sentence chrF2) or bleu (sacrebleu's sentence_bleu)",
                              choices=MBR_UTILITIES)

    @classmethod
    def from_config(cls, node: Any, prefix: str = "", **changes: Any) -> DecodingOptions:
        """The options held by ``node`` (any config or object with these fields), with
        ``changes`` on top; ConfigError naming the key (after ``prefix``, where the node is
        in the config) for values that cannot work."""
        values = {f.name: getattr(node, f.name) for f in dataclasses.fields(cls)}
        options = cls(**{**values, **changes})
        options.check(prefix)
        return options

    def describe(self) -> str:
        """How this decodes, in a few words for reports: "beam 5", "MBR (chrf) over 32
        samples (epsilon 0.02, temperature 1.0, seed 0)", ..."""
        cut = {"topk": f"top-k {self.sampling_k}", "topp": f"top-p {self.sampling_p}",
               "epsilon": f"epsilon {self.sampling_epsilon}"}.get(self.sampling, "")
        drawn = f"({cut}, temperature {self.temperature}, seed {self.seed})"
        if not self.mbr:
            return f"beam {self.beam}" if self.sampling == "none" else \
                f"{self.nbest} samples {drawn}"
        candidates, beam = self.mbr_source(), self.mbr_beam()
        parts = [*([f"the {beam}-best of beam {beam}"] if candidates != "samples" else []),
                 *([f"{self.mbr_samples} samples {drawn}"] if candidates != "beam" else [])]
        return f"MBR ({self.mbr_utility}) over {' and '.join(parts)}"

    def for_steering(self, steering: list[Steering] | None) -> DecodingOptions:
        """These options for a call steered by ``steering`` (one per input): with
        terminology constraints and beam 1, beam CONSTRAINED_BEAM (constraints need beam
        search); otherwise these options as they are."""
        if self.beam >= 2 or not steering or not any(s.constraints for s in steering):
            return self
        return dataclasses.replace(self, beam=CONSTRAINED_BEAM)

    def samples(self) -> int:
        """The samples drawn per input: nbest when sampling, mbr_samples for MBR over
        samples, else none."""
        if self.mbr:
            return self.mbr_samples if self.mbr_source() != "beam" else 0
        return self.nbest if self.sampling != "none" else 0

    def mbr_source(self) -> str:
        """What MBR chooses among: mbr_candidates, with auto resolved (samples when a
        sampling method is given, else the beam's n-best)."""
        if self.mbr_candidates != "auto":
            return self.mbr_candidates
        return "samples" if self.sampling != "none" else "beam"

    def mbr_beam(self) -> int:
        """The beam whose n-best list MBR takes: ``beam``, or MBR_BEAM at beam=1 (one
        hypothesis leaves nothing to choose)."""
        return self.beam if self.beam > 1 else MBR_BEAM

    def search_beam(self) -> int:
        """The widest beam this decoding searches with: mbr_beam() when MBR takes a beam's
        n-best, 1 when it takes samples alone (they are drawn, not searched), else
        ``beam``."""
        if not self.mbr:
            return self.beam
        return 1 if self.mbr_source() == "samples" else self.mbr_beam()

    def rows_per_sentence(self) -> int:
        """The decoder rows a sentence takes: its samples when sampling, else its beams."""
        return self.nbest if self.sampling != "none" else self.beam

    def sentences_per_batch(self) -> int:
        """The sentences decoded together: ``batch_size``, or for 0 DECODE_ROWS //
        :meth:`rows_per_sentence`."""
        return self.batch_size or max(1, DECODE_ROWS // self.rows_per_sentence())

    def check(self, prefix: str = "") -> None:
        """ConfigError naming the option (after ``prefix``, e.g. "train.decoding.") for
        values that cannot work."""
        for problem in self._problems():
            raise ConfigError(prefix + problem)

    def _problems(self) -> list[str]:
        out = []
        if self.beam < 1:
            out.append(f"beam={self.beam} must be at least 1")
        if self.nbest < 1 or (self.sampling == "none" and not self.mbr
                              and self.nbest > max(self.beam, 1)):
            out.append(f"nbest={self.nbest} must be between 1 and beam={self.beam}")
        if self.batch_size < 0:
            out.append(f"batch_size={self.batch_size} must be at least 1 sentence, or 0 for "
                       f"about {DECODE_ROWS} rows of beams")
        if not 0 <= self.alpha <= PENALTY_WEIGHT_MAX:
            out.append(f"alpha={self.alpha} must be between 0 and {PENALTY_WEIGHT_MAX} (0: no "
                       f"length penalty; GNMT used 0.6 to 1)")
        if not 0 <= self.beta <= PENALTY_WEIGHT_MAX:
            out.append(f"beta={self.beta} must be between 0 and {PENALTY_WEIGHT_MAX} (0: no "
                       f"coverage penalty; GNMT used 0.2)")
        if self.max_len_a < 0 or self.max_len_b < 0:
            out.append(f"max_len_a={self.max_len_a}, max_len_b={self.max_len_b} must be >= 0")
        if self.shortlist < 0 or self.shortlist_frequent < 0:
            out.append(f"shortlist={self.shortlist}, shortlist_frequent="
                       f"{self.shortlist_frequent} must be >= 0 (shortlist=0: no shortlist)")
        if not 0 <= self.suggestions <= MAX_SUGGESTIONS:
            out.append(f"suggestions={self.suggestions} must be between 0 (none) and "
                       f"{MAX_SUGGESTIONS}")
        if self.precision not in DECODING_PRECISIONS:
            out.append(f"precision={self.precision!r} is not one of "
                       f"{', '.join(DECODING_PRECISIONS)}")
        return out + self._sampling_problems() + self._mbr_problems()

    def _sampling_problems(self) -> list[str]:
        out = []
        if self.sampling not in SAMPLING:
            out.append(f"sampling={self.sampling!r} is not one of {', '.join(SAMPLING)}")
        if self.sampling_k < 1:
            out.append(f"sampling_k={self.sampling_k} must be at least 1")
        if not 0 < self.sampling_p <= 1:
            out.append(f"sampling_p={self.sampling_p} must be in (0, 1]")
        if not 0 < self.sampling_epsilon < 1:
            out.append(f"sampling_epsilon={self.sampling_epsilon} must be in (0, 1)")
        if not 0 < self.temperature < float("inf"):
            out.append(f"temperature={self.temperature} must be above 0")
        if self.sampling != "none" and self.beam > 1 and not self.mbr:
            out.append(f"beam={self.beam}: sampling={self.sampling} draws the words, it does "
                       f"not search, so beam must be 1 (mbr=true mbr_candidates=both takes a "
                       f"beam's n-best beside the samples)")
        return out

    def _mbr_problems(self) -> list[str]:
        if not self.mbr:
            return []
        out = []
        if self.mbr_candidates not in MBR_CANDIDATES:
            out.append(f"mbr_candidates={self.mbr_candidates!r} is not one of "
                       f"{', '.join(MBR_CANDIDATES)}")
        if self.mbr_utility not in MBR_UTILITIES:
            out.append(f"mbr_utility={self.mbr_utility!r} is not one of "
                       f"{', '.join(MBR_UTILITIES)}")
        if self.mbr_samples < 1:
            out.append(f"mbr_samples={self.mbr_samples} must be at least 1")
        samples = self.mbr_source() in ("samples", "both")
        if samples and self.sampling == "none":
            out.append(f"mbr_candidates={self.mbr_candidates} draws samples: choose how with "
                       f"sampling=epsilon (Freitag et al. 2023, with sampling_epsilon=0.02), "
                       f"topk or topp, or take the beam's n-best with mbr_candidates=beam")
        most = self.mbr_samples * samples + self.mbr_beam() * (self.mbr_source() != "samples")
        if self.nbest > most:
            out.append(f"nbest={self.nbest}: mbr=true has at most {most} candidates to return")
        return out


# the decoding options that only the server's own configuration sets, never a request: how
# many sentences and rows a batch holds, the output length limit (a request could otherwise
# make one decode run without bound), and the precision and shortlist, which choose the
# prepared model. Every other field of DecodingOptions is a field of POST /translate
# (nmt.apps.server.schemas derives the request from DecodingOptions).
SERVER_SIDE_OPTIONS = ("max_len_a", "max_len_b", "batch_size", "precision", "shortlist",
                       "shortlist_frequent")


@dataclass
class Steering:
    """What steers the search for one sentence, beside the options that hold for all: the
    text its translation must start with, and the phrases it must contain. The Python API,
    nmt-translate (prefixes=FILE, constraints=FILE) and POST /translate take one per input
    (nmt.translation.steering); the search reads them in nmt.decoding.guide."""

    prefix: str = option("", "target text the translation must start with; when it does not "
                             "end with a space its last word may go on: 'A man ri' gives "
                             "'A man rides ...' ('': no prefix)")
    constraints: list[str] = option(help="target phrases the translation must contain, in "
                                         "any order (terminology); one that cannot fit within "
                                         "the output length limit is dropped and reported",
                                    factory=list)

    def __bool__(self) -> bool:
        """Whether it steers at all: a prefix or a constraint."""
        return bool(self.prefix) or bool(self.constraints)


@dataclass
class SentencePieceConfig:
    """Subword model trained on the train split and cached in the run directory."""

    model_type: str = option("unigram", "SentencePiece's model: unigram language model or BPE",
                             choices=SPM_MODEL_TYPES)
    vocab_size: int = option(8000, "subword pieces per language, or of the joint model")
    joint: bool = option(False, "one subword model for both languages (with data.spm.vocab_size "
                                "pieces) instead of one per language")
    character_coverage: float = option(1.0, "share of the characters the pieces must cover "
                                            "(SentencePiece's character_coverage)")
    # the sample is what bounds the memory and time of training the model on a large corpus
    input_sentence_size: int = option(
        1_000_000, "sentences SentencePiece learns from, drawn at random without replacement "
                   "per language (joint: from both together); 0: every sentence")
    seed: int = option(0, "the seed of that sample")
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

    name: str = option("synthetic", "the corpus's name, for the log and results tables")
    kind: str = option("synthetic", "how the corpus is read: synthetic (the built-in toy task), "
                                    "text (plain text files), hf (a Hugging Face dataset)")
    dir: str | None = option(None, "text: the folder of {split}.{lang} files; hf: a dataset "
                                   "saved to disk, or json files")
    hf_name: str | None = option(None, "hf: a hub dataset name, e.g. bentrevett/multi30k")
    hf_config: str | None = option(None, "hf: the hub dataset's config, e.g. de-en")
    # datasets >= 4 no longer runs a script-based dataset; its parquet conversion it can read
    hf_revision: str | None = option(None, "hf: a branch, tag or commit of the hub dataset, "
                                           "e.g. refs/convert/parquet")
    src_lang: str = option("src", "source language: the file suffix (train.de) or field name")
    tgt_lang: str = option("tgt", "target language: the file suffix (train.en) or field name")
    train_split: str = option("train", "the split to train on")
    dev_split: str = option("val", "the split validations decode and score")
    test_split: str | None = option(None, "a split scored at the end of training (null: none)")
    split: str = option("val", "the split nmt-evaluate decodes")
    join: int = option(1, "every split's K consecutive sentence pairs joined into one (1: as "
                          "they are; a last group of fewer than K stays): long inputs from a "
                          "corpus of short sentences")
    min_len: int = option(1, "training pairs with a side shorter than this many subword pieces "
                             "are dropped")
    max_len: int = option(100, "training pairs with a side longer than this many subword "
                               "pieces are dropped")
    # so that no line makes a validation run without bound
    max_input_len: int | None = option(
        None, "dev and test sources longer than this many pieces are truncated for validation "
              "and scoring, and those pairs left out of the dev loss (null: data.max_len)")
    cache_dir: str | None = option(
        None, "where prepared corpora (SentencePiece models, token arrays) are kept and found "
              "again; one folder can be shared by runs, ranks and nmt-prepare (null: the run "
              "directory's cache/)")
    workers: int = option(0, "processes that prepare a corpus (0: one per available core)")
    spm: SentencePieceConfig = option(help="the subword model (SentencePiece)",
                                      factory=SentencePieceConfig)
    augment: AugmentConfig = option(
        help="changes to training pairs made on the fly (casing, transliteration, typos)",
        factory=AugmentConfig)
    concat: ConcatConfig = option(
        help="training examples of several consecutive pairs joined", factory=ConcatConfig)
    synthetic_sizes: dict[str, int] = option(
        help="synthetic: sentence pairs per split",
        factory=lambda: {"train": 20000, "val": 500, "test": 500})
    synthetic_min_words: int = option(2, "synthetic: the fewest words in a sentence")
    synthetic_max_words: int = option(30, "synthetic: the most words in a sentence")
    synthetic_vocab: int = option(60, "synthetic: words in the vocabulary")
    synthetic_seed: int = option(1234, "synthetic: the seed of the corpus")


@dataclass
class AttentionConfig:
    """The general attention model: energies (score) x positions (align) x weights."""

    score: str = option("additive", "how a query and a key make an energy (the compatibility "
                                    "function)")
    align: str = option("global", "which source positions a step may attend to: all of them, "
                                  "a window at the target position (local_m) or at a predicted "
                                  "one (local_p)")
    distribution: str = option("softmax", "how energies become weights (sparsemax and entmax15 "
                                          "give exact zeros; hard samples one position)")
    window: int = option(10, "D of local attention: a window of 2D+1 positions")
    size: int | None = option(None, "hidden size of the additive and concat scores (null: the "
                                    "decoder's size)")
    general_init: str = option("uniform", "the general score's W_a at the start: uniform (as "
                                          "every weight) or identity (the score starts as dot's "
                                          "h_t^T h_s; the identity's leading block where the "
                                          "sizes differ)", choices=GENERAL_INITS)
    # without it Adam grows W_a until the energies spread over about 7-12 within a window,
    # which drowns local-p's Gaussian log-prior (docs/research-notes/local-p.md)
    general_weight_decay: float | None = option(
        0.01, "L2 decay of the general score's W_a alone (null: train.weight_decay; unused by "
              "the other scores)")
    heads: int = option(1, "attention heads: N projections of query, keys and values, their "
                           "contexts concatenated and projected")
    coverage: bool = option(False, "feed the coverage vector (the sum of past weights) to the "
                                   "additive and concat scores (Tu et al. 2016)")
    coverage_loss: float = option(0.0, "weight of the coverage loss (See et al. 2017; 0: none)")
    max_src_len: int = option(100, "location score: the fixed maximum source length it scores")
    hard_entropy: float = option(0.0, "hard attention: weight of the soft weights' entropy "
                                      "bonus")
    hard_baseline_decay: float = option(0.9, "hard attention: decay of REINFORCE's "
                                             "moving-average baseline")
    # local-p (Luong et al. 2015, eqs. 9-10). The defaults are the form that trains here
    # (docs/research-notes/local-p.md); local_p_paper=true is the paper's exact eqs. 9-10.
    # With eq. 9's sigmoid p_t runs to the sentence end within 30 steps.
    local_p_position: str = option(
        "offset", "local-p's position p_t: sigmoid = S_i * sigmoid(v_p^T tanh(W_p h_t)) (eq. "
                  "9); offset = local-m's centre moved by a bounded learned offset, "
                  "clamp(min(t, S_i - 1) + D * tanh(v_p^T tanh(W_p h_t)), 0, S_i - 1)",
        choices=LOCAL_P_POSITIONS)
    # with eq. 10 the model learns to switch the context off by moving the weight under the
    # Gaussian's tails
    local_p_gaussian: str = option(
        "renormalised", "local-p's Gaussian: paper = the weights x exp(-(s - p_t)^2 / (2 "
                        "sigma^2)) after the distribution, not renormalised (eq. 10); "
                        "renormalised = the same divided by its sum over the window (for "
                        "softmax: a softmax with a Gaussian log-prior)",
        choices=LOCAL_P_GAUSSIANS)
    local_p_paper: bool = option(
        False, "local-p exactly as eqs. 9-10: local_p_position=sigmoid and "
               "local_p_gaussian=paper whatever those keys say, and sigma = D / 2 (the "
               "sigma, init and lr scale keys still apply)")
    local_p_sigma: float | None = option(None, "sigma of local-p's Gaussian, in positions "
                                               "(null: D x local_p_sigma_ratio)")
    # at the paper's 0.5 the log-prior is -2 at the window's edge, which the general score's
    # energies (spread over about 11 within a window) drown, so local-p general trained as
    # local-m did; 0.25 gives it -8
    local_p_sigma_ratio: float = option(0.25, "sigma / D when local_p_sigma is null (the "
                                              "paper's is 0.5)")
    local_p_init: str = option("uniform", "local-p's v_p at the start: uniform (as every "
                                          "weight) or zeros", choices=LOCAL_P_INITS)
    local_p_lr_scale: float = option(1.0, "learning rate of local-p's W_p and v_p relative to "
                                          "train.lr")
    # a gate whose tanh saturated gets no gradient from the loss; the decay pulls it back.
    # Without it a seed can end with most p_t held at a sentence end; with sigma = D / 4,
    # 0.01 let dot's and concat's positions drift to the sentence start
    local_p_weight_decay: float | None = option(
        0.1, "L2 decay of local-p's W_p and v_p alone, offset position only: pulls the "
             "position back towards local-m's t (null: train.weight_decay)")
    # a clamped centre stops its gradient at a sentence end, where p_t then stays
    local_p_centre: str = option(
        "free", "centre of local-p's Gaussian (offset position only): free = the offset "
                "position before its clamp into the sentence, so a centre beyond an end is "
                "still pulled back; clamped = p_t", choices=LOCAL_P_CENTRES)


@dataclass
class ModelConfig:
    """Architecture of the encoder-decoder; names match the papers where they can."""

    name: str = option("rnnsearch", "the model's name, for the log and results tables")
    decoder: str = option("rnnsearch", "the decoder family: rnnsearch (Bahdanau et al.), luong "
                                       "(Luong et al.) or no_attention (the final encoder "
                                       "state is the only context)")
    emb_size: int = option(128, "word (piece) embedding size")
    hidden_size: int = option(256, "decoder GRU units")
    enc_hidden_size: int | None = option(None, "encoder GRU units per direction (null: "
                                               "hidden_size // 2)")
    enc_layers: int = option(1, "encoder layers (bidirectional GRU)")
    dec_layers: int = option(1, "decoder layers (GRU)")
    dropout: float = option(0.2, "dropout probability")
    maxout_size: int | None = option(None, "rnnsearch: deep output units after pooling (null: "
                                           "emb_size)")
    input_feeding: bool = option(True, "luong: feed the previous attentional state h~ to the "
                                       "next step's GRU")
    bridge: bool = option(False, "luong: the decoder starts from a learned tanh(W h) of the "
                                 "encoder's state instead of a copy of it")
    tie_embeddings: bool = option(False, "share the target embeddings with the output layer")
    attention: AttentionConfig = option(help="the attention (score x alignment x distribution)",
                                        factory=AttentionConfig)


@dataclass
class TrainConfig:
    """The optimisation loop: Adam, clipping, schedule, validation and checkpoints."""

    max_epochs: int = option(10, "epochs to train at most")
    max_steps: int = option(0, "updates to train at most (0: no limit)")
    lr: float = option(1e-3, "Adam's learning rate")
    betas: list[float] = option(help="Adam's betas", factory=lambda: [0.9, 0.999])
    weight_decay: float = option(0.0, "L2 weight decay of every weight (Adam's)")
    batch_tokens: int = option(2048, "tokens per batch: sentences x the longer side, specials "
                                     "included")
    batch_size: int = option(0, "sentences per batch; when > 0 it replaces batch_tokens")
    clip_norm: float = option(1.0, "gradients clipped to this global norm")
    normalization: str = option(
        "tokens", "what the summed token loss is divided by: target tokens, or sentences "
                  "(OpenNMT-py's normalization=sents, Joey NMT's batch); clipping sees the "
                  "gradient of that loss", choices=NORMALIZATIONS)
    label_smoothing: float = option(0.0, "label smoothing of the loss (0: none)")
    teacher: Any = option(
        None, "word-level distillation (Kim & Rush 2016): a checkpoint or exported folder, "
              "or a list [A,B,...] (an ensemble), whose next-piece distributions under "
              "teacher forcing become part of every target; it must share this run's "
              "SentencePiece models (start from one of its models with init_from=...); "
              "null: off")
    teacher_weight: float = option(0.5, "the teacher's share of each target position: the "
                                        "target piece keeps 1 - teacher_weight")
    teacher_topk: int = option(8, "the teacher's most probable pieces kept at each target "
                                  "position, their probabilities renormalised")
    teacher_cache_mb: int = option(
        1024, "keep the teacher's top pieces of each training pair once read, for the pair's "
              "later epochs, up to this many MiB (about 6 x teacher_topk bytes a target "
              "piece), and write them beside last.pt (teacher_cache.safetensors) for a "
              "resumed run; 0: the teacher reads every batch")
    risk_weight: float = option(
        0.0, "sequence-level risk training (Shen et al. 2016, Edunov et al. 2018): at every "
             "step the model's own beam search gives risk_candidates translations of each "
             "source; with the reference they are its candidate set, the model's sequence "
             "probabilities renormalised over it; the loss is (1 - risk_weight) x the token "
             "loss (per target token) + risk_weight x the expected cost 1 - risk_metric / "
             "100 (per sentence), then scaled as train.normalization says; 0: off")
    risk_candidates: int = option(4, "risk training: the beam size and n-best of the search "
                                     "that gives each source's candidates")
    risk_metric: str = option("bleu", "risk training: the sentence metric of each candidate "
                                      "against the reference", choices=MBR_UTILITIES)
    ema_decay: float = option(
        0.0, "exponential moving average of the weights, which validation, best.pt and the "
             "checkpoints' model use (what nmt-translate, nmt-evaluate and nmt-export read): "
             "decay min(ema_decay, (1 + n) / (10 + n)) at update n, as OpenNMT-py's "
             "average_decay; 0: off")
    scheduler: str = option("plateau", "learning rate schedule: constant; plateau (multiply "
                                       "by plateau_factor when dev BLEU stops improving); or "
                                       "cosine (from lr down to min_lr over max_steps)",
                            choices=SCHEDULERS)
    plateau_factor: float = option(0.5, "the plateau schedule's factor")
    plateau_patience: int = option(2, "validations without a better dev BLEU before the "
                                      "plateau schedule lowers the learning rate")
    min_lr: float = option(1e-6, "the lowest learning rate of the plateau schedule, and the "
                                 "cosine schedule's last")
    valid_every: int = option(500, "steps between validations; one also runs at the end of "
                                   "every epoch")
    valid_max_sentences: int = option(0, "dev sentences decoded for BLEU (0: all)")
    patience: int = option(0, "early stopping: validations without a better dev BLEU (0: off)")
    precision: str = option("fp32", "training precision: bf16 is autocast (softmax and loss "
                                    "stay float32)", choices=PRECISIONS)
    log_every: int = option(50, "steps between log lines (and metrics.jsonl lines)")
    checkpoint_every: int = option(0, "steps between writes of last.pt (0: only at "
                                      "validations)")
    keep_last: int = option(0, "older step-N.pt checkpoints kept beside last.pt (0: none)")
    lexicon: bool = option(True, "at the end of training, estimate the lexical table that "
                                 "decoding with shortlist=K needs (IBM Model 1 over the "
                                 "training pairs) into last.pt and best.pt")
    # IBM Model 1 holds every word link of its pairs in memory, so a WMT-size corpus is
    # sampled
    lexicon_pairs: int = option(50_000, "training pairs IBM Model 1 sees, a sample seeded by "
                                        "seed (0: all)")
    # bounded: a corpus of millions of lines keeps its most frequent words, a few megabytes
    safety_net_words: int = option(50_000, "at the end of training, store the casing and "
                                           "spelling safety nets' tables (truecasing table, "
                                           "word counts) of this many of the training "
                                           "corpus's most frequent words in last.pt and "
                                           "best.pt (0: store none)")
    max_bad_steps: int = option(5, "consecutive non-finite losses (each step skipped) before "
                                   "the run stops")
    min_free_mb: int = option(100, "refuse to start with less free space (MiB) in the run "
                                   "directory; the estimated size of the run's checkpoints is "
                                   "required too")
    decoding: DecodingOptions = option(
        help="how validations and the run's final scores (results.json) decode: the decoding "
             "options, with precision the training precision",
        factory=lambda: DecodingOptions(batch_size=VALIDATION_BATCH, precision="${..precision}"))
    # earlier names of train.decoding.{max_len_a,max_len_b,beam,alpha}, still accepted (see
    # LEGACY_DECODING_KEYS)
    max_len_a: float | None = option(None, "earlier name of train.decoding.max_len_a")
    max_len_b: int | None = option(None, "earlier name of train.decoding.max_len_b")
    valid_beam: int | None = option(None, "earlier name of train.decoding.beam")
    valid_alpha: float | None = option(None, "earlier name of train.decoding.alpha")
    valid_heatmaps: int = option(2, "dev sentences (the first ones) whose attention heatmaps "
                                    "go to TensorBoard at each validation (0: none)")


# the help of every app's checkpoint key
CHECKPOINT_HELP = ("a checkpoint (best.pt, last.pt) or a folder written by nmt-export; a list "
                   "[A,B,...] is one ensemble of them")
DEVICE_HELP = "auto (a GPU when there is one), cpu, cuda or cuda:N"
ENGINE_HELP = "what decodes: torch, or onnxruntime for a folder written by nmt-export format=onnx"


def checkpoint_paths(value: Any, key: str = "checkpoint") -> list[str]:
    """A config value that names one model (``"a.pt"``) or an ensemble (``["a.pt", "b.pt"]``)
    -> its paths; ConfigError naming ``key`` for anything else (an empty list, a number, a
    nested list)."""
    items = list(value) if isinstance(value, ListConfig | list | tuple) else [value]
    if not items:
        raise ConfigError(f"{key}=[]: give a checkpoint, or a list of them for an ensemble")
    for item in items:
        if not isinstance(item, str) or not item:
            raise ConfigError(f"{key}: {item!r} is not a path to a checkpoint or an exported "
                              f"folder (an ensemble is a flat list: {key}=[a.pt,b.pt])")
    return items


@dataclass
class TrainAppConfig:
    """Everything ``nmt-train`` reads."""

    data: DataConfig = option(help="the corpus", factory=DataConfig)
    model: ModelConfig = option(help="the model", factory=ModelConfig)
    train: TrainConfig = option(help="the training loop", factory=TrainConfig)
    seed: int = option(1, "the seed of initialisation, batches and dropout")
    device: str = option("auto", DEVICE_HELP)
    dist_backend: str = option("auto", "torchrun's collectives: auto is nccl when every rank "
                                       "has a GPU of its own, gloo on the CPU or when ranks "
                                       "share GPUs (NCCL refuses two ranks on one GPU)",
                               choices=DIST_BACKENDS)
    resume: str | None = option(None, "a last.pt to continue from, or auto (the run "
                                      "directory's)")
    init_from: str | None = option(
        None, "a checkpoint whose model and subword models a new run starts from (fine-"
              "tuning, e.g. on a distilled or an in-domain corpus): its model config and "
              "weights, with the command line's model.* on top; the optimiser, schedule and "
              "step start afresh. resume continues a run instead, and wins when both apply")
    overwrite: bool = option(False, "allow a new run in a directory that holds checkpoints")


@dataclass
class EvaluateAppConfig(DecodingOptions):
    """Everything ``nmt-evaluate`` reads: the decoding options (nbest > 1 also writes the
    n-best lists; BLEU scores the best) and these; data fields left unset come from the
    checkpoint."""

    checkpoint: Any = option(None, CHECKPOINT_HELP)
    checkpoints: list[Any] = option(help="several models compared in one table; an entry that "
                                         "is a list is an ensemble", factory=list)
    data: DataConfig = option(help="the corpus (default: the checkpoint's own training data; "
                                   "keys given here override it)", factory=DataConfig)
    device: str = option("auto", DEVICE_HELP)
    engine: str = option("torch", ENGINE_HELP, choices=ENGINES)
    output: str | None = option(None, "the hypotheses file (null: in the run directory)")
    by_length: bool = option(False, "BLEU per source-length bucket: a table and a PNG plot")
    length_buckets: list[int] = option(help="upper ends of the source-length buckets, in "
                                            "words; one more bucket holds the rest",
                                       factory=lambda: [10, 15, 20, 25, 30])
    alignments: bool = option(False, "also write Pharaoh word alignments (HYP_FILE.align)")
    perturb: list[str] = option(
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

    checkpoint: Any = option(MISSING, CHECKPOINT_HELP)
    input: str | None = option(None, "a file to translate (batch mode; null: stdin, a line in "
                                     "and its translation out)")
    output: str | None = option(None, "where batch mode writes (null: stdout)")
    device: str = option("auto", DEVICE_HELP)
    engine: str = option("torch", ENGINE_HELP, choices=ENGINES)
    max_input_len: int = option(250, "source pieces per sentence: a longer one is translated "
                                     "in parts cut at words (split_sentences=false, or a "
                                     "text with a prefix or constraints: truncated), with a "
                                     "warning")
    show_attention: bool = option(False, "print, under each translation, the source piece each "
                                         "target piece attends to most")
    attention_dir: str | None = option(None, "write each sentence's attention heatmap here "
                                             "(PNG)")
    alignments: bool = option(False, "a tab and the Pharaoh word alignment after each "
                                     "translation")
    prefixes: str | None = option(None, "a file of target prefixes, one line per input line "
                                        "(input=FILE): each translation starts with its "
                                        "line's text, whose last word may go on unless it "
                                        "ends with a space (an empty line: no prefix)")
    constraints: str | None = option(None, "a file of terminology constraints, one line per "
                                           "input line (input=FILE): a JSON list of target "
                                           "phrases each translation must contain, "
                                           "[\"client\", \"New York\"], or [] for none "
                                           "(beam search: at beam 1 the call decodes at "
                                           "beam 5)")


@dataclass
class DistillAppConfig(DecodingOptions):
    """Everything ``nmt-distill`` reads: how the teacher decodes (the decoding options;
    configs/distill.yaml sets beam 5) and these; data fields left unset come from the (first)
    teacher's checkpoint."""

    checkpoint: Any = option(MISSING, "the teacher: " + CHECKPOINT_HELP)
    out: str = option(MISSING, "the folder the distilled corpus goes to: the training split "
                               "with the teacher's translations as targets, the dev and test "
                               "splits as they were, as data=text reads them")
    data: DataConfig = option(help="the corpus whose training sources the teacher translates "
                                   "(unset keys: the teacher's own)", factory=DataConfig)
    device: str = option("auto", DEVICE_HELP)
    engine: str = option("torch", ENGINE_HELP, choices=ENGINES)
    max_input_len: int = option(250, "source pieces; longer sources are truncated with a "
                                     "warning")
    part_lines: int = option(2000, "sources translated and saved together: an interrupted run "
                                   "started again goes on after the last saved part")
    overwrite: bool = option(False, "replace a distilled corpus already in out")
    select: str = option("top", "which translation becomes a pair's target: top, the "
                                "teacher's best; closest, the one of its nbest nearest the "
                                "pair's own reference by sentence BLEU (Kim & Rush's "
                                "Seq-Inter; set nbest, e.g. nbest=5); all, each of its nbest "
                                "(distinct texts) a pair of its own",
                         choices=DISTILL_SELECTIONS)


@dataclass
class ScoreAppConfig:
    """Everything ``nmt-score`` reads: pairs to force-decode and how."""

    checkpoint: Any = option(MISSING, CHECKPOINT_HELP)
    input: str = option(MISSING, "source sentences, one a line")
    reference: str = option(MISSING, "the translations to score, line by line with input")
    output: str | None = option(None, "where the per-pair scores go (null: stdout)")
    device: str = option("auto", DEVICE_HELP)
    precision: str = option("fp32", "precision of the teacher-forced pass's products",
                            choices=PRECISIONS)
    batch_tokens: int = option(2048, "tokens per batch: sentences x the longer side")
    max_input_len: int = option(250, "source pieces; longer sources are truncated with a "
                                     "warning")


@dataclass
class ServeAppConfig(DecodingOptions):
    """Everything ``nmt-serve`` reads: the decoding options are a request's defaults (a
    request may change each but those of :data:`SERVER_SIDE_OPTIONS`, which the server
    alone sets; batch_size bounds the sentences decoded together, 0: about DECODE_ROWS rows
    of beams) and these."""

    checkpoint: Any = option(MISSING, CHECKPOINT_HELP)
    host: str = option("127.0.0.1", "the address to listen on (0.0.0.0: every interface)")
    port: int = option(8000, "the port to listen on (0: any free port, which the log names)")
    device: str = option("auto", DEVICE_HELP)
    engine: str = option("torch", ENGINE_HELP + " (no /score, no ensembles)", choices=ENGINES)
    max_input_len: int = option(250, "source pieces per sentence (after splitting); a longer "
                                     "one is refused (413)")
    max_sentences: int = option(64, "sentences per request, counted after splitting (a text of "
                                    "five sentences counts five); more are refused (413)")
    max_request_bytes: int = option(1_048_576, "request body size in bytes; a larger body is "
                                               "refused (413)")
    max_beam: int = option(16, "the largest beam a request may ask for (422 above it)")
    max_samples: int = option(64, "the most samples per input a request may ask for: nbest "
                                  "with sampling, mbr_samples with mbr (422 above it)")
    # a batch that is full, or requests that arrived while the worker was busy, start at once
    max_wait_ms: float = option(5.0, "how long the first request of a batch waits for others "
                                     "with the same options (0: never)")
    max_pending: int = option(4096, "sentences queued or decoding; a request beyond them gets "
                                    "503")
    access_log: bool = option(True, "uvicorn's line per request on stderr")
    encoder_cache: int = option(64, "batches whose encoder states the server keeps (least "
                                    "recently used dropped first), so that a request that "
                                    "changes only a sentence's prefix or constraints, as an "
                                    "editor sends at every edit, runs the decoder alone "
                                    "(0: none)")
    api_keys: str | None = option(None, "a file of API keys, one a line (blank lines and lines "
                                        "starting with # are left out): every route but "
                                        "/health, the web page and the API docs then needs "
                                        "'Authorization: Bearer KEY'; unset, the file named by "
                                        "$NMT_API_KEYS_FILE, if any")


@dataclass
class ExportAppConfig:
    """Everything ``nmt-export`` reads."""

    checkpoint: str = option(MISSING, "best.pt or last.pt of a run (or an exported folder)")
    out: str = option(MISSING, "the folder to write the exported model to")
    overwrite: bool = option(False, "replace the exported files of a non-empty out folder")
    format: str = option("safetensors", "safetensors (the weights, for PyTorch) or onnx (graphs "
                                        "for ONNX Runtime)", choices=EXPORT_FORMATS)
    precision: str = option("fp32", "format=onnx: fp32, or int8 (weights quantised by ONNX "
                                    "Runtime, activations at run time)", choices=ONNX_PRECISIONS)
    # where the checkpoint has no lexical table of its own
    shortlist: bool = option(False, "estimate the lexical table that shortlist decoding needs "
                                    "from the training data the checkpoint's config names "
                                    "(data.*)")


@dataclass
class AverageAppConfig:
    """Everything ``nmt-average`` reads: which checkpoints (of one run, or of runs that
    share its subword models and shapes, such as fine-tunings of one model), and where to
    write the mean of their weights."""

    checkpoints: list[str] = option(factory=list, help="checkpoints to average: one run's, "
                                    "or runs' with the same subword models and shapes, "
                                    "such as fine-tunings of one model (or give run and last)")
    run: str | None = option(None, "a run directory: average its last step-N.pt checkpoints")
    last: int = option(0, "run: how many of its newest step-N.pt checkpoints to average")
    out: str = option(MISSING, "the checkpoint file to write")
    overwrite: bool = option(False, "replace an existing out file")


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


# each command-line app's schema (nmt-prepare reads nmt-train's config)
APP_SCHEMAS: dict[str, type] = {
    "nmt-train": TrainAppConfig, "nmt-prepare": TrainAppConfig,
    "nmt-evaluate": EvaluateAppConfig, "nmt-translate": TranslateAppConfig,
    "nmt-score": ScoreAppConfig, "nmt-serve": ServeAppConfig, "nmt-export": ExportAppConfig,
    "nmt-distill": DistillAppConfig, "nmt-average": AverageAppConfig,
}


def register_configs() -> None:
    """Register the schemas so that the YAML files in configs/ are validated against them."""
    cs = ConfigStore.instance()
    cs.store(name="train_schema", node=TrainAppConfig)
    cs.store(name="evaluate_schema", node=EvaluateAppConfig)
    cs.store(name="translate_schema", node=TranslateAppConfig)
    cs.store(name="export_schema", node=ExportAppConfig)
    cs.store(name="serve_schema", node=ServeAppConfig)
    cs.store(name="score_schema", node=ScoreAppConfig)
    cs.store(name="distill_schema", node=DistillAppConfig)
    cs.store(name="average_schema", node=AverageAppConfig)


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
