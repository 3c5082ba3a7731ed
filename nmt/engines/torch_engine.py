"""Decoding with PyTorch: the engine the search drives over a model prepared for decoding
(nmt.engines.preparation; the interface is nmt.decoding.engine), the shortlist engine, and
:func:`decode_ids`, what training's validation and the tools use."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch
from torch import nn

from nmt.config import DecodingOptions
from nmt.data.lexicon import Lexicon
from nmt.data.subwords import EOS
from nmt.decoding.batches import decode_sources
from nmt.decoding.engine import Engine, Forced, StepDistribution, StepOutput
from nmt.decoding.hypothesis import Hypothesis
from nmt.device import autocast
from nmt.engines.loaded import Engines
from nmt.engines.preparation import prepare
from nmt.engines.torch_arrays import TorchArrays
from nmt.errors import ConfigError
from nmt.kernels.packed import padded_rows
from nmt.model.batch_state import select_batch
from nmt.model.seq2seq import Encoded, Seq2Seq

# why decode_ids (training's validations) refuses a shortlist
SHORTLIST_IN_TRAINING = (
    "train.decoding.shortlist: training's validations decode with the whole vocabulary; "
    "a shortlist needs the lexical table that nmt-export shortlist=true makes after training")
# why decode_ids refuses MBR
MBR_IN_TRAINING = (
    "train.decoding.mbr: MBR compares detokenised texts, and training's validations decode "
    "ids; decode with MBR after training (nmt-evaluate checkpoint=RUN/best.pt mbr=true ...)")


def best_words(logits: torch.Tensor, k: int, eos: int
               ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """The ``k`` most likely words of each row of ``logits`` (R, V) float32, largest first,
    with their log-probabilities (R, k) and indices (R, k), and the log-probability of word
    ``eos`` (R,). The log-softmax is torch's fused kernel: logsumexp alone, which writes
    less, is several passes over the logits and was slower."""
    logprobs = torch.log_softmax(logits, dim=1)
    if k == 1:  # max is cheaper than topk
        top, index = logprobs.max(dim=1, keepdim=True)
    else:
        top, index = logprobs.topk(min(k, logits.size(1)), dim=1)
    # a row where no word is possible (all -inf) is nan: it keeps -inf scores
    return (top.nan_to_num(nan=-math.inf, neginf=-math.inf), index,
            logprobs[:, eos].nan_to_num(nan=-math.inf, neginf=-math.inf))


def log_probabilities(logits: torch.Tensor) -> torch.Tensor:
    """The log-softmax of logits (R, V) float32, a row where no word is possible (all -inf)
    at -inf rather than nan."""
    return torch.log_softmax(logits, dim=1).nan_to_num(nan=-math.inf, neginf=-math.inf)


def without_states(encoded: Encoded) -> Encoded:
    """``encoded`` as the decoder steps need it: once the attention's keys and values exist,
    a step reads the encoder states (B, S, F) only for S, so they become a (B, S, 0) view,
    which the search's row selections (ended rows, finished sentences) then do not copy. In
    bf16 the values are a cast copy, and the float32 states were half of what every
    such selection moved. Without attention (no keys), and for an ensemble's encoding, the
    states stay."""
    if not isinstance(encoded, Encoded) or encoded.keys is None:
        return encoded
    return dataclasses.replace(
        encoded, enc=dataclasses.replace(encoded.enc, states=encoded.enc.states[:, :, :0]))


class TorchEngine(Engine):
    """The search's engine over a model with the Seq2Seq decoding interface (``encode``,
    ``init_state``, ``step_logits``), on ``device`` at ``precision`` (autocast for bf16; int8 is
    in the prepared model's products, the rest of it float32)."""

    def __init__(self, model: Seq2Seq, device: torch.device | None = None,
                 precision: str = "fp32") -> None:
        self.model = model
        self.precision = "fp32" if precision == "int8" else precision
        self.device = device or torch.device("cpu")
        self.ops = TorchArrays(self.device)

    def encode(self, src, src_lengths):
        encoded = self.model.encode(src, src_lengths)
        return without_states(encoded), self.model.init_state(encoded)

    def step(self, prev, state, encoded, t, k):
        logits, attention, state = self.model.step_logits(prev, state, encoded, t)
        scores, tokens, eos = best_words(logits, k, EOS)
        return StepOutput(scores, tokens, eos, attention, state)

    def distribution(self, prev, state, encoded, t):
        logits, attention, state = self.model.step_logits(prev, state, encoded, t)
        return StepDistribution(log_probabilities(logits), attention, state)

    def force(self, prev, targets, state, encoded, t):
        logits, attention, state = self.model.forced_logits(prev, state, encoded, t)
        log_probs = log_probabilities(logits.flatten(0, 1)).view_as(logits)
        return Forced(log_probs.gather(2, targets[:, :, None])[:, :, 0], attention, state)

    def select(self, obj, index):
        return select_batch(obj, index)

    def source_mask(self, encoded: Encoded) -> torch.Tensor:
        return encoded.enc.mask

    @contextlib.contextmanager
    def decoding(self):
        with torch.inference_mode(), autocast(self.device, self.precision):
            yield


@dataclass
class Shortlisted:
    """A batch's encoding with its vocabulary shortlist: the candidates (C,) int64, sorted
    target ids, where eos is among them, and the output layer restricted to them (features
    (R, F) -> logits (R, C))."""

    encoded: Encoded
    candidates: torch.Tensor
    eos: int
    output_layer: Callable[[torch.Tensor], torch.Tensor]


class ShortlistEngine(TorchEngine):
    """:class:`TorchEngine` whose output layer scores only each batch's shortlist (the
    lexicon's candidates for its source pieces, nmt.data.lexicon): log-probabilities
    normalised over the candidates, exact there; the words it hands the search are target
    ids of the whole vocabulary."""

    def __init__(self, model: Seq2Seq, device: torch.device, options: DecodingOptions,
                 lexicon: Lexicon) -> None:
        super().__init__(model, device, options.precision)
        self.lexicon, self.k = lexicon, options.shortlist
        # the search takes up to 2 x beam words a row: at least that many candidates
        self.frequent = max(options.shortlist_frequent, 2 * options.beam)
        self.targets = np.zeros(0, dtype=np.int64)

    def needing(self, targets):
        needed = copy.copy(self)
        needed.targets = np.union1d(self.targets, np.asarray(targets, dtype=np.int64))
        return needed

    def encode(self, src, src_lengths):
        encoded, state = super().encode(src, src_lengths)
        candidates = np.union1d(
            self.lexicon.candidates(src.cpu().numpy(), self.k, self.frequent), self.targets)
        # a few sizes only, as for row counts: oneDNN keeps a compiled primitive per shape,
        # and every batch's shortlist has its own size
        candidates = self.lexicon.grown(candidates, padded_rows(len(candidates)))
        rows = torch.from_numpy(candidates).to(self.device)
        generator = self.model.generator
        output_layer = generator.products.restricted(generator.weight, generator.bias, rows)
        eos = int(np.searchsorted(candidates, EOS))
        return Shortlisted(encoded, rows, eos, output_layer), state

    def step(self, prev, state, shortlisted, t, k):
        features, attention, state = self.model.step_features(prev, state,
                                                              shortlisted.encoded, t)
        logits = shortlisted.output_layer(features).float()
        scores, index, eos = best_words(logits, k, shortlisted.eos)
        return StepOutput(scores, shortlisted.candidates[index], eos, attention, state)

    def distribution(self, prev, state, shortlisted, t):
        features, attention, state = self.model.step_features(prev, state,
                                                              shortlisted.encoded, t)
        scored = log_probabilities(shortlisted.output_layer(features).float())
        log_probs = scored.new_full((scored.size(0), self.model.generator.out_features),
                                    -math.inf)
        log_probs[:, shortlisted.candidates] = scored
        return StepDistribution(log_probs, attention, state)

    def force(self, prev, targets, state, shortlisted, t):
        features, attention, state = self.model.forced_features(prev, state,
                                                                shortlisted.encoded, t)
        scored = log_probabilities(shortlisted.output_layer(features.flatten(0, 1)).float())
        # every forced piece is a candidate (needing)
        columns = torch.searchsorted(shortlisted.candidates, targets.flatten())
        return Forced(scored.gather(1, columns[:, None]).view_as(targets), attention, state)

    def select(self, obj, index):
        if isinstance(obj, Shortlisted):
            return dataclasses.replace(obj, encoded=select_batch(obj.encoded, index))
        return select_batch(obj, index)

    def source_mask(self, shortlisted: Shortlisted) -> torch.Tensor:
        return shortlisted.encoded.enc.mask


class TorchEngines(Engines):
    """A model decoded by PyTorch on ``device``: one prepared copy (:func:`prepare`) per
    precision and batch size, made at first use and kept; ``lexicon``: the model's lexical
    table, for shortlists (None: it has none)."""

    def __init__(self, model: Seq2Seq, device: torch.device, lexicon: Lexicon | None = None,
                 where: str = "the model") -> None:
        self.model = model.to(device).eval()
        self.device = device
        self.lexicon, self.where = lexicon, where
        self._prepared: dict[tuple[str, int], nn.Module] = {}

    def engine(self, options: DecodingOptions) -> TorchEngine:
        key = (options.precision, options.sentences_per_batch() * options.rows_per_sentence())
        if key not in self._prepared:
            self._prepared[key] = prepare(self.model, self.device, options)
        if options.shortlist:
            lexicon = check_shortlist(self.lexicon, options, self.where)
            return ShortlistEngine(self._prepared[key], self.device, options, lexicon)
        return TorchEngine(self._prepared[key], self.device, options.precision)


def check_shortlist(lexicon: Lexicon | None, options: DecodingOptions, where: str) -> Lexicon:
    """The lexicon that a shortlist of ``options`` decodes with; ConfigError saying how to
    make one where ``where`` (the checkpoint) has none, or naming the largest K it has."""
    if lexicon is None:
        raise ConfigError(f"shortlist={options.shortlist}: {where} has no lexical table; "
                          f"make one with nmt-export checkpoint={where} out=FOLDER "
                          f"shortlist=true (it reads the training data of the checkpoint's "
                          f"config) and decode the exported FOLDER")
    if options.shortlist > lexicon.kept:
        raise ConfigError(f"shortlist={options.shortlist}: {where}'s lexical table keeps "
                          f"{lexicon.kept} translations per source piece; use at most that")
    return lexicon


def decode_ids(model: Seq2Seq, sources: list[np.ndarray], device: torch.device,
               options: DecodingOptions, return_attention: bool = False,
               progress: bool = False) -> list[list[Hypothesis]]:
    """Decode source id arrays (no specials) -> n-best lists, in the order of ``sources``."""
    options.check()
    if options.shortlist:
        raise ConfigError(SHORTLIST_IN_TRAINING)
    if options.mbr:
        raise ConfigError(MBR_IN_TRAINING)
    engine = TorchEngine(prepare(model, device, options), device, options.precision)
    return decode_sources(engine, sources, options, return_attention, progress)
