"""The Python API: load a trained model and translate strings.

    from nmt import Translator
    translator = Translator.from_pretrained("outputs/DATE/TIME/best.pt")
    translator.translate(["Ein Mann fährt Fahrrad."])

``from_pretrained`` takes a checkpoint (best.pt / last.pt) or a directory written by
``nmt-export`` (see nmt.engines.loading), or a list of them: an ensemble
(nmt.engines.ensemble). With ``engine="onnxruntime"`` it takes a directory written by
``nmt-export format=onnx`` and decodes with ONNX Runtime: this module and that engine import
no torch (PyTorch is imported for engine="torch" only).
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from omegaconf import DictConfig

from nmt.config import DecodingOptions, Steering, check_engine
from nmt.data.subwords import Subwords
from nmt.decoding.batches import decode_sources
from nmt.decoding.encoder_cache import CachingEngine, EncoderCache
from nmt.decoding.engine import Engine
from nmt.decoding.factory import STEERING_NOT_SAMPLED
from nmt.decoding.guide import Steered
from nmt.decoding.hypothesis import Hypothesis
from nmt.decoding.mbr import mbr_search
from nmt.decoding.prefix import PieceIndex
from nmt.engines.loaded import Engines
from nmt.errors import ConfigError, DataError
from nmt.safety_nets import notice_missing, read_export_tables
from nmt.text.casing import STYLES, Recaser
from nmt.text.layout import Layout, lay_out
from nmt.text.safety_tables import SafetyTables
from nmt.text.sentences import SentenceSplitter
from nmt.text.spelling import Respeller
from nmt.translation.joining import join_nbest
from nmt.translation.paragraphs import TextUnits, Unit, fit_lengths, sentence_units, splits
from nmt.translation.recasing import recased
from nmt.translation.steering import Constraints, Prefixes, steering_list
from nmt.translation.types import Translation, to_translation

if TYPE_CHECKING:
    import torch

    from nmt.analysis.scoring import ReferenceScore
    from nmt.engines.ensemble import Ensemble
    from nmt.engines.loading import Pretrained
    from nmt.model.seq2seq import Seq2Seq

log = logging.getLogger(__name__)


def steered_options(options: DecodingOptions, steering: list[Steering] | None
                    ) -> DecodingOptions:
    """``options`` as a call steered by ``steering`` decodes with
    (DecodingOptions.for_steering: constraints at beam 1 decode at beam 5); ConfigError when
    ``steering`` has prefixes or constraints but ``options`` sample or decode by MBR."""
    if steering and any(steering) and (options.sampling != "none" or options.mbr):
        raise ConfigError(f"sampling={options.sampling}, mbr={options.mbr}: "
                          f"{STEERING_NOT_SAMPLED}")
    return options.for_steering(steering)


def unit_translation(subwords: Subwords, unit: Unit, hyp: Hypothesis) -> Translation:
    """A decoded hypothesis of ``unit``, given the unit's casing back around its prefix and
    constraints (nmt.translation.recasing.recased)."""
    translation = to_translation(subwords, unit.ids, hyp, unit.steering.constraints)
    return dataclasses.replace(recased(translation, unit.style, unit.steering),
                               source=unit.source)


def copied(subwords: Subwords, unit: Unit, attention: bool) -> Translation:
    """A unit that is its own translation (Unit.copy): its source, score 0, its pieces on
    both sides, with ``attention`` each piece on itself."""
    pieces = subwords.src_pieces(unit.ids.tolist())
    return Translation(text=unit.source, score=0.0, src_pieces=pieces, tgt_pieces=pieces,
                       attention=np.eye(len(pieces) + 1, dtype=np.float32) if attention
                       else None, source=unit.source)


def empty(layout: Layout, attention: bool, steering: Steering) -> Translation:
    """The translation of a text without a sentence: its line breaks alone, score 0,
    lacking every constraint of its ``steering``."""
    return Translation(text=layout.join([]), score=0.0, src_pieces=[], tgt_pieces=[],
                       attention=np.ones((1, 1), dtype=np.float32) if attention else None,
                       dropped_constraints=list(steering.constraints))


class Translator:
    """A trained model (or an :class:`nmt.engines.ensemble.Ensemble`) with its subword
    models, ready to translate lists of strings and to score references.

    ``model``: a Seq2Seq or an Ensemble, decoded by PyTorch on ``device``, or the Engines of
    another engine (nmt.engines.onnx_engine.OnnxModel, which needs no device). ``model`` and
    ``device`` are then what the engine holds: the torch module and its device, or the ONNX
    Runtime sessions and "cpu". ``progress``: show a progress bar (on stderr) while decoding
    many sentences. ``pretrained``: what :meth:`from_pretrained` loaded with the torch engine,
    one per model (their configs and training progress); empty otherwise. ``encoder_cache``:
    where the encodings of sources decoded again are kept (nmt.decoding.encoder_cache;
    None: each decoding encodes its sources).
    """

    def __init__(self, model: Seq2Seq | Ensemble | Engines, subwords: Subwords,
                 config: DictConfig, device: torch.device | None = None,
                 max_input_len: int = 250, progress: bool = False) -> None:
        self.pretrained: list[Pretrained] = []
        if not isinstance(model, Engines):
            from nmt.engines.torch_engine import TorchEngines

            model = TorchEngines(model, device)
        self.engines = model
        self.model = getattr(model, "model", model)
        self.device = model.device
        self.subwords = subwords
        self.config = config
        self.max_input_len = max_input_len
        self.progress = progress
        self.encoder_cache: EncoderCache | None = None
        self.splitter = SentenceSplitter(config.data.src_lang)
        self._recaser: Recaser | None = None
        self._respeller: Respeller | None = None
        # the safety nets' tables stored with the model (nmt.safety_nets); None: the nets
        # count the training corpus at their first use
        self.safety: SafetyTables | None = None

    @property
    def recaser(self) -> Recaser:
        """The casing safety net (nmt.text.casing) of the model, made at first use."""
        if self._recaser is None:
            from nmt.translation.recasing import model_recaser  # reads corpora: only if asked

            self._recaser = model_recaser(self.config, self.subwords, self.safety)
        return self._recaser

    @property
    def respeller(self) -> Respeller:
        """The spelling safety net (nmt.text.spelling) of the model, made at first use."""
        if self._respeller is None:
            from nmt.translation.respelling import model_respeller  # reads corpora: only if asked

            self._respeller = model_respeller(self.config, self.safety)
        return self._respeller

    def source_fixer(self, decoding: DecodingOptions) -> Callable[[str], tuple[str, str]]:
        """What turns a sentence into what the model reads, with its casing style: recased
        (``recase``, nmt.text.casing), then respelled (``respell``, nmt.text.spelling)."""
        recaser = self.recaser if decoding.recase else None
        respeller = self.respeller if decoding.respell else None

        def fix(sentence: str) -> tuple[str, str]:
            text, style = recaser(sentence) if recaser else (sentence, STYLES[0])
            return (respeller(text) if respeller else text), style
        return fix

    @property
    def has_attention(self) -> bool:
        """Whether the model (or a member of the ensemble) attends, i.e. is not
        model.decoder=no_attention: the search fills the attention of one without any with
        zeros, which give no word alignment."""
        configs = [p.config for p in self.pretrained] or [self.config]
        return any(c.model.decoder != "no_attention" for c in configs)

    @classmethod
    def from_pretrained(cls, path: str | Path | Sequence[str | Path], device: str = "auto",
                        max_input_len: int = 250, progress: bool = False,
                        engine: str = "torch") -> Translator:
        """Load a checkpoint file written by ``nmt-train`` (best.pt / last.pt) or a
        directory written by ``nmt-export``; CheckpointError naming the file when unusable.

        A list of them is an ensemble (one path: that model alone); ConfigError naming two
        of them when their SentencePiece models differ. ``config`` is then the first
        model's; an ensemble has no lexical table (shortlists are refused).

        ``engine``: one of :data:`nmt.config.ENGINES`; "onnxruntime" loads a folder written
        by ``nmt-export format=onnx`` (ConfigError saying which extra to install when ONNX
        Runtime is missing; ensembles are engine="torch" only)."""
        check_engine(engine)
        paths = [path] if isinstance(path, str | Path) else list(path)
        if not paths:
            raise ConfigError("no checkpoint given: an ensemble needs at least one model")
        if engine == "onnxruntime":
            if len(paths) > 1:
                raise ConfigError("engine=onnxruntime decodes one model: ensembles need "
                                  "engine=torch")
            from nmt.engines.onnx_engine import load_onnx

            model = load_onnx(paths[0], device)
            translator = cls(model, model.subwords, model.config, None, max_input_len,
                             progress)
            translator.safety = read_export_tables(Path(paths[0]))
            if translator.safety is None:
                notice_missing(paths[0])
            return translator
        from nmt.device import select_device
        from nmt.engines.ensemble import Ensemble, load_members
        from nmt.engines.torch_engine import TorchEngines

        loaded = load_members(paths)
        if len(loaded) == 1:
            engines = TorchEngines(loaded[0].model, select_device(device), loaded[0].lexicon,
                                   str(paths[0]))
        else:
            engines = TorchEngines(Ensemble([p.model for p in loaded]), select_device(device),
                                   None, "+".join(str(p) for p in paths))
        translator = cls(engines, loaded[0].subwords, loaded[0].config, None, max_input_len,
                         progress)
        translator.pretrained = loaded
        translator.safety = loaded[0].safety
        if translator.safety is None:  # said once; the nets then read the corpus
            notice_missing(paths[0])
        return translator

    def encode(self, lines: list[str]) -> list[np.ndarray]:
        """Source lines -> piece ids, truncated to ``max_input_len`` with a warning."""
        out = []
        for number, ids in enumerate(self.subwords.encode_src(lines), start=1):
            if len(ids) > self.max_input_len:
                log.warning("input %d has %d pieces: truncated to max_input_len=%d", number,
                            len(ids), self.max_input_len)
                ids = ids[: self.max_input_len]
            out.append(np.asarray(ids, dtype=np.int64))
        return out

    def score(self, sources: list[str], references: list[str], precision: str = "fp32",
              batch_tokens: int = 2048) -> list[ReferenceScore]:
        """Force-decode each (source, reference) pair: the log-probability of the reference
        (and its eos), as the training loss computes it (nmt.analysis.scoring), in batches
        of at most ``batch_tokens`` (sentences x longer side). Sources are truncated to
        ``max_input_len`` as for translation, references never; DataError when the counts
        differ, ConfigError for engine="onnxruntime" (scoring runs the torch model)."""
        if len(sources) != len(references):
            raise DataError(f"{len(sources)} sources but {len(references)} references: "
                            f"score needs one reference per source")
        if self.model is self.engines:
            raise ConfigError("scoring references needs engine=torch: engine=onnxruntime "
                              "exports the decoding steps only")
        from nmt.analysis.scoring import score_split
        from nmt.data.pipeline import IdSplit
        from nmt.device import PRECISIONS
        from nmt.engines.ensemble import Ensemble

        if precision not in PRECISIONS:
            raise ConfigError(f"precision={precision!r} is not one of {', '.join(PRECISIONS)}")
        if batch_tokens < 1:
            raise ConfigError(f"batch_tokens={batch_tokens} must be at least 1")
        targets = [np.asarray(ids, dtype=np.int64) for ids in self.subwords.encode_tgt(references)]
        split = IdSplit("score", self.encode(sources), targets)
        models = list(self.model.members) if isinstance(self.model, Ensemble) else [self.model]
        return score_split(models, split, self.device, precision, batch_tokens)

    def options(self, **options: Any) -> DecodingOptions:
        """:class:`nmt.config.DecodingOptions` from keyword arguments (its field names);
        ConfigError naming an unknown one or a bad value."""
        names = [f.name for f in dataclasses.fields(DecodingOptions)]
        unknown = sorted(set(options) - set(names))
        if unknown:
            raise ConfigError(f"{', '.join(unknown)}: not a decoding option; the options are "
                              f"{', '.join(names)}")
        decoding = DecodingOptions(**options)
        decoding.check()
        return decoding

    def translate(self, lines: list[str], beam: int = 1, **options: Any) -> list[str]:
        """Translate ``lines``; options: the fields of :class:`nmt.config.DecodingOptions`
        (beam, alpha, beta, max_len_a, max_len_b, batch_size, precision, sampling and its
        parameters, seed, mbr and its parameters, split_sentences, recase, ...), and ``prefix``
        and ``constraints`` as :meth:`translations` takes them."""
        results = self.translations(lines, beam=beam, **{**options, "nbest": 1})
        return [hyps[0].text for hyps in results]

    def translate_nbest(self, lines: list[str], beam: int = 1, **options: Any
                        ) -> list[list[tuple[str, float]]]:
        """For each line its ``nbest`` (translation, score) pairs, best first (the score is
        the log-probability unless alpha or beta are set, see nmt.decoding.search.Hypothesis;
        with sampling, ``nbest`` samples, the most likely first; with mbr=true, the
        candidates of highest expected utility, scored with it)."""
        return [[(t.text, t.score) for t in hyps]
                for hyps in self.translations(lines, beam=beam, **options)]

    def translate_with_attention(self, lines: list[str], beam: int = 1, **options: Any
                                 ) -> list[Translation]:
        """Translate ``lines`` and return each best translation with its attention matrix."""
        results = self.translations(lines, beam=beam, return_attention=True,
                                    **{**options, "nbest": 1})
        return [hyps[0] for hyps in results]

    def translations(self, lines: list[str], beam: int = 1, return_attention: bool = False,
                     prefix: Prefixes = None, constraints: Constraints = None,
                     **options: Any) -> list[list[Translation]]:
        """For each text of ``lines`` its ``nbest`` translations (or fewer: see
        nmt.translation.joining for texts of several sentences), best first, with their
        pieces and, when asked for, attention matrices; options: the fields of
        DecodingOptions. A text is cut into sentences (``split_sentences``), which are
        decoded with those of every other text, in batches of similar length; a sentence
        longer than ``max_input_len`` pieces is translated in parts cut at words (truncated
        with ``split_sentences=false`` and in a steered text).

        ``prefix``: target text each translation must start with, one string for every line
        or a list of one per line ("" for none); when it does not end with a space its last
        word may go on ("A man ri" -> "A man riding ..."). ``constraints``: target phrases
        each translation must contain (beam search: at beam 1 the call decodes at beam 5), a
        list for every line or a list of such lists, one per line; a constraint that cannot
        fit within the output length limit is dropped and listed in the translation's
        ``dropped_constraints``.
        A text with a prefix or constraints, and every text when ``suggestions`` are asked
        for, is one sentence (nmt.translation.paragraphs.splits); the casing safety net leaves
        a prefix and constraints as typed (nmt.translation.recasing.recased). DataError for a
        wrong shape or an empty phrase."""
        decoding = self.options(beam=beam, **options)
        steering = steering_list(len(lines), prefix, constraints)
        decoding = steered_options(decoding, steering)
        plan = self.cut(lines, decoding, steering)
        for number, (layout, units, steer) in enumerate(
                zip(plan.layouts, plan.units, plan.steering, strict=True), start=1):
            units[:] = fit_lengths(layout, units, self.max_input_len, splits(decoding, steer),
                                   self.subwords, number)
        return self.assemble(plan, self.decode_units(plan.flat, decoding, return_attention),
                             decoding.nbest, return_attention)

    def cut(self, texts: list[str], decoding: DecodingOptions,
            steering: list[Steering] | None = None) -> TextUnits:
        """``texts`` as the units the model decodes (nmt.translation.paragraphs): laid out
        (:meth:`lay_out`), then recased and encoded (:meth:`units`); their lengths are not
        limited here. ``steering``: each text's prefix and constraints (None: none)."""
        return self.units(self.lay_out(texts, decoding, steering), decoding, steering)

    def lay_out(self, texts: list[str], decoding: DecodingOptions,
                steering: list[Steering] | None = None) -> list[Layout]:
        """Each text cut into lines and normalised, each line cut into sentences where
        :func:`nmt.translation.paragraphs.splits` says so (else the text is one sentence)."""
        steering = steering or [Steering()] * len(texts)
        return [lay_out(text, self.splitter.split if splits(decoding, steer) else None)
                for text, steer in zip(texts, steering, strict=True)]

    def units(self, layouts: list[Layout], decoding: DecodingOptions,
              steering: list[Steering] | None = None) -> TextUnits:
        """The units of the sentences of ``layouts``: recased and respelled
        (:meth:`source_fixer`) and encoded, each with its text's steering."""
        steering = steering or [Steering()] * len(layouts)
        sentences = [s for layout in layouts for s in layout.sentences]
        flat = iter(sentence_units(sentences, self.subwords, self.source_fixer(decoding)))
        units = [[dataclasses.replace(next(flat), steering=steer) for _ in layout.sentences]
                 for layout, steer in zip(layouts, steering, strict=True)]
        return TextUnits(layouts, units, list(steering))

    def decode_units(self, units: list[Unit], decoding: DecodingOptions,
                     return_attention: bool = False) -> list[list[Translation]]:
        """Each unit's n-best translations, best first; the units are decoded together (a
        copied unit without steering is its own one translation)."""
        todo = [i for i, unit in enumerate(units) if not unit.copy or unit.steering]
        sources = [units[i].ids for i in todo]
        steering = [units[i].steering for i in todo]
        if decoding.mbr:
            results = mbr_search(self.engine, sources, decoding, self.subwords.tgt.decode,
                                 return_attention, self.progress)
        else:
            steered = None
            if any(steering) or decoding.suggestions:
                steered = Steered.of(self.piece_index, steering)
            results = decode_sources(self.engine(decoding), sources, decoding,
                                     return_attention=return_attention,
                                     progress=self.progress, steered=steered)
        out = [[copied(self.subwords, unit, return_attention)] for unit in units]
        for i, hyps in zip(todo, results, strict=True):
            out[i] = [unit_translation(self.subwords, units[i], h) for h in hyps]
        if return_attention and todo and self._has_positions():
            self._add_positions(sources, results, [out[i] for i in todo])
        return out

    @staticmethod
    def assemble(plan: TextUnits, results: list[list[Translation]], nbest: int,
                 attention: bool = False) -> list[list[Translation]]:
        """The n-best translations of each text of ``plan`` from ``results``, the n-best
        lists of ``plan.flat`` (:meth:`decode_units`); ``attention``: whether they have
        attention (an empty text then gets its 1 x 1 eos one)."""
        out, start = [], 0
        for layout, units, steer in zip(plan.layouts, plan.units, plan.steering, strict=True):
            lists = results[start : start + len(units)]
            start += len(units)
            # an empty text's n-best list: nbest empty translations, so that every input
            # has its nbest entries (nmt-translate's n-best lines, POST /translate)
            out.append(join_nbest(layout, lists, nbest) if lists else
                       [empty(layout, attention, steer) for _ in range(nbest)])
        return out

    @functools.cached_property
    def piece_index(self) -> PieceIndex:
        """The target vocabulary's pieces as text, for prefixes that end inside a word."""
        return PieceIndex(self.subwords.tgt)

    def engine(self, decoding: DecodingOptions) -> Engine:
        """The engine that decodes with ``decoding``, its encodings kept in
        :attr:`encoder_cache` when there is one (keyed also by what changes an encoding:
        the prepared model and the shortlist)."""
        engine = self.engines.engine(decoding)
        if self.encoder_cache is None:
            return engine
        rows = decoding.sentences_per_batch() * decoding.rows_per_sentence()
        key = (decoding.precision, rows, decoding.shortlist, decoding.shortlist_frequent)
        return CachingEngine(engine, self.encoder_cache, key)

    def _has_positions(self) -> bool:
        """Whether the model is a torch module whose attention centres windows (p_t)."""
        if self.model is self.engines:
            return False  # another engine's sessions: no module to probe
        from nmt.analysis.positions import has_positions  # imports torch

        return has_positions(self.model)

    def _add_positions(self, sources: list[np.ndarray], results: list[list[Hypothesis]],
                       translations: list[list[Translation]]) -> None:
        """Fill in each translation's p_t (local attention) by teacher-forcing its output."""
        from nmt.analysis.positions import teacher_forced_positions

        flat = [(src, hyp.tokens, t) for src, hyps, ts in zip(sources, results, translations,
                                                               strict=True)
                for hyp, t in zip(hyps, ts, strict=True)]
        positions = teacher_forced_positions(self.model, [src for src, _, _ in flat],
                                             [tokens for _, tokens, _ in flat], self.device)
        for (_, _, translation), centres in zip(flat, positions, strict=True):
            translation.positions = centres
