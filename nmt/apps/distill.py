"""``nmt-distill``: sequence-level knowledge distillation (Kim & Rush 2016, "Sequence-Level
Knowledge Distillation"). A teacher, one model or an ensemble, translates the training
sources of its corpus with beam search; the sources with those translations as targets, and
the dev and test splits as they were, are written as a plain-text corpus (what ``data=text``
reads), on which a student trains with ``nmt-train``.

Any corpus kind the teacher can read (text files, a Hugging Face dataset, the synthetic task)
comes out as text files. The translation is the long part (hours for a large corpus and an
ensemble): it runs ``part_lines`` sources at a time, each part saved in ``out/.distill/``,
so the same command run again goes on from the last saved part.

With ``select=closest`` and ``nbest=K``, a target is the one of the teacher's K-best nearest
the pair's own reference by sentence BLEU (Kim & Rush's Seq-Inter), not the teacher's best.
With ``select=all`` each of the K-best (distinct texts) becomes a pair of its own with the
source: up to K pairs a source, the teacher's uncertainty shown to the student as several
targets rather than one.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import sys
import time
from pathlib import Path

import hydra
from omegaconf import DictConfig

from nmt.apps.checkpoints import model_label
from nmt.apps.cli import check_override_keys, report_errors
from nmt.apps.evaluate import data_config, file_decoding
from nmt.apps.overrides import command_line_overrides
from nmt.config import DISTILL_SELECTIONS, DecodingOptions, DistillAppConfig, checkpoint_paths
from nmt.data.corpus import load_split
from nmt.data.pairs import TextPairs
from nmt.errors import ConfigError
from nmt.files import atomic_write_bytes
from nmt.kernels.allocator import keep_freed_memory
from nmt.metrics.sentence_bleu import bleu_matrix
from nmt.translation.translator import Translator

log = logging.getLogger(__name__)

PARTS = ".distill"  # the saved parts of an unfinished run, inside out
STAMP = "stamp.json"  # what the saved parts were translated from, and how
RECORD = "distill.json"  # what the finished corpus was made from, and how


def check_options(cfg: DictConfig) -> tuple[list[str], DecodingOptions]:
    """The teacher's paths and decoding options; ConfigError naming the key for values that
    cannot work, before a model is loaded."""
    paths = checkpoint_paths(cfg.checkpoint)
    options = file_decoding(cfg, "nmt-distill writes translations")
    if cfg.part_lines < 1:
        raise ConfigError(f"part_lines={cfg.part_lines} must be at least 1")
    if cfg.max_input_len < 1:
        raise ConfigError(f"max_input_len={cfg.max_input_len} must be at least 1")
    if Path(cfg.out).exists() and not Path(cfg.out).is_dir():
        raise ConfigError(f"out={cfg.out} is a file: give a folder for the corpus")
    check_selection(cfg.select, options.nbest)
    return paths, options


def check_selection(select: str, nbest: int) -> None:
    """ConfigError unless ``select`` is a known choice with an n-best it can choose from:
    closest and all need two translations or more, and top takes the teacher's best alone."""
    if select not in DISTILL_SELECTIONS:
        raise ConfigError(f"select={select!r} is not one of: {', '.join(DISTILL_SELECTIONS)}")
    if select in ("closest", "all") and nbest < 2:
        verb = "chooses among" if select == "closest" else "takes each of"
        raise ConfigError(f"select={select} {verb} the teacher's nbest translations, "
                          f"and nbest={nbest}: set nbest=5, say")
    if select == "top" and nbest > 1:
        raise ConfigError(f"nbest={nbest} with select=top: the target is the teacher's best "
                          f"alone; set select=closest to choose among the {nbest}")


def corpus_files(out: Path, data: DictConfig) -> dict[str, tuple[Path, Path]]:
    """The split names of the corpus (train, dev, test if any) -> its source and target files
    in ``out``."""
    splits = [data.train_split, data.dev_split, *([data.test_split] if data.test_split else [])]
    return {split: (out / f"{split}.{data.src_lang}", out / f"{split}.{data.tgt_lang}")
            for split in dict.fromkeys(splits)}


def check_out(out: Path, files: dict[str, tuple[Path, Path]], overwrite: bool) -> None:
    """ConfigError when ``out`` already holds one of the corpus ``files`` and not
    ``overwrite``."""
    existing = [path for pair in files.values() for path in pair if path.exists()]
    if existing and not overwrite:
        raise ConfigError(f"out={out} already holds a corpus ({existing[0]}): choose another "
                          f"folder, or replace it with overwrite=true")


def one_line(text: str) -> str:
    """``text`` as one line of a text corpus: line breaks become spaces."""
    return text.replace("\r", " ").replace("\n", " ")


def stamp_of(paths: list[str], options: DecodingOptions, cfg: DictConfig,
             sources: list[str]) -> dict:
    """What a part's translations depend on: the teacher, how it decodes, the sources."""
    digest = hashlib.sha256("\n".join(sources).encode()).hexdigest()
    return {"teacher": paths, "engine": cfg.engine, "decoding": dataclasses.asdict(options),
            "select": cfg.select, "max_input_len": cfg.max_input_len,
            "part_lines": cfg.part_lines, "sources": len(sources), "sha256": digest}


def parts_folder(out: Path, stamp: dict, overwrite: bool) -> Path:
    """``out/.distill``, holding the parts saved for ``stamp``: created where missing,
    emptied for ``overwrite`` where another run's parts are; ConfigError otherwise."""
    folder = out / PARTS
    stamp_path = folder / STAMP
    if stamp_path.exists():
        if json.loads(stamp_path.read_text()) == stamp:
            return folder
        if not overwrite:
            raise ConfigError(f"{folder} holds the parts of a distillation with other settings "
                              f"(teacher, decoding options or sources; see {stamp_path}): run "
                              f"that command again to finish it, or start anew with "
                              f"overwrite=true")
        for part in folder.glob("part-*"):
            part.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(stamp_path, json.dumps(stamp, indent=1).encode())
    return folder


def closest(candidates: list[str], reference: str) -> str:
    """The candidate of highest sentence BLEU against ``reference``; on a tie the first
    (the teacher's better one)."""
    return candidates[int(bleu_matrix(candidates, [reference])[:, 0].argmax())]


def teacher_targets(translator: Translator, sources: list[str], references: list[str],
                    options: DecodingOptions, select: str) -> list[list[str]]:
    """The targets of each source, each one line: the teacher's best translation
    (select=top), the one of its n-best closest to the source's reference (select=closest),
    or its n-best, best first, each distinct text once (select=all)."""
    decoding = dataclasses.asdict(options)
    if select == "top":
        return [[one_line(text)] for text in translator.translate(sources, **decoding)]
    nbest = translator.translate_nbest(sources, **decoding)
    texts = [[one_line(text) for text, _ in hyps] for hyps in nbest]
    if select == "all":
        # two beam hypotheses can differ in their pieces and read the same once detokenised:
        # one pair each would weigh that text twice
        return [list(dict.fromkeys(hyps)) for hyps in texts]
    return [[closest(hyps, reference)] for hyps, reference in zip(texts, references,
                                                                   strict=True)]


def read_part(path: Path, size: int) -> list[list[str]] | None:
    """The targets saved in part file ``path`` (a JSON list of each source's targets a
    line), or None when it is missing or does not hold ``size`` sources."""
    if not path.exists():
        return None
    saved = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return saved if len(saved) == size else None


def translate_in_parts(translator: Translator, pairs: TextPairs, options: DecodingOptions,
                       select: str, folder: Path, part_lines: int) -> list[list[str]]:
    """The teacher's targets for each source of ``pairs`` (see teacher_targets), part_lines
    at a time: a part already saved in ``folder`` is read back, any other made and saved."""
    out: list[list[str]] = []
    sources = pairs.src
    count = (len(sources) + part_lines - 1) // part_lines
    for number, start in enumerate(range(0, len(sources), part_lines)):
        chunk = sources[start : start + part_lines]
        path = folder / f"part-{number:06d}.jsonl"
        saved = read_part(path, len(chunk))
        if saved is not None:
            out += saved
            continue
        began = time.perf_counter()
        references = pairs.tgt[start : start + part_lines]
        targets = teacher_targets(translator, chunk, references, options, select)
        atomic_write_bytes(path, "".join(json.dumps(t, ensure_ascii=False) + "\n"
                                         for t in targets).encode())
        log.info("part %d of %d: %d sources translated in %.0f s", number + 1, count,
                 len(chunk), time.perf_counter() - began)
        out += targets
    return out


def expand(sources: list[str], targets: list[list[str]]) -> TextPairs:
    """One pair for each source and each of its targets, in the order of the sources."""
    pairs = [(src, tgt) for src, tgts in zip(sources, targets, strict=True) for tgt in tgts]
    return TextPairs([src for src, _ in pairs], [tgt for _, tgt in pairs])


def write_corpus(files: dict[str, tuple[Path, Path]], pairs: dict[str, TextPairs]) -> None:
    """Each split's sources and targets to its two files (atomically, one line each)."""
    for split, (src_path, tgt_path) in files.items():
        for path, lines in ((src_path, pairs[split].src), (tgt_path, pairs[split].tgt)):
            atomic_write_bytes(path, "".join(one_line(t) + "\n" for t in lines).encode())


def student_command(out: Path, data: DictConfig) -> str:
    """The nmt-train command line that trains a student on the corpus in ``out``."""
    keys = [f"data.dir={out.resolve()}", f"data.src_lang={data.src_lang}",
            f"data.tgt_lang={data.tgt_lang}", f"data.train_split={data.train_split}",
            f"data.dev_split={data.dev_split}"]
    if data.test_split:
        keys.append(f"data.test_split={data.test_split}")
    return "nmt-train data=text " + " ".join(keys)


def distill(cfg: DictConfig, paths: list[str], options: DecodingOptions) -> Path:
    """Translate the training sources with the teacher and write the corpus; returns out."""
    out = Path(cfg.out)
    translator = Translator.from_pretrained(paths, device=cfg.device,
                                            max_input_len=cfg.max_input_len,
                                            progress=sys.stderr.isatty(), engine=cfg.engine)
    data = data_config(cfg, translator.config, command_line_overrides())
    files = corpus_files(out, data)
    check_out(out, files, cfg.overwrite)
    pairs = {split: load_split(data, split) for split in files}
    sources = pairs[data.train_split].src
    stamp = stamp_of(paths, options, cfg, sources)
    folder = parts_folder(out, stamp, cfg.overwrite)
    targets = translate_in_parts(translator, pairs[data.train_split], options, cfg.select,
                                 folder, cfg.part_lines)
    train = pairs[data.train_split] = expand(sources, targets)
    write_corpus(files, pairs)
    empty = sum(not t.strip() for t in train.tgt)
    record = {**stamp, "corpus": {"name": data.name, "kind": data.kind,
                                  "src_lang": data.src_lang, "tgt_lang": data.tgt_lang,
                                  "splits": list(files)},
              "training_pairs": len(train.tgt), "empty_translations": empty,
              "student": student_command(out, data)}
    atomic_write_bytes(out / RECORD, json.dumps(record, indent=1).encode())
    for part in [*folder.glob("part-*"), folder / STAMP]:
        part.unlink()
    folder.rmdir()
    if empty:
        log.warning("%d of %d translations are empty: nmt-train leaves those pairs out",
                    empty, len(train.tgt))
    kept = ", ".join(s for s in files if s != data.train_split)
    print(f"distilled corpus: {out} ({len(sources)} training sources translated by "
          f"{model_label(paths)} into {len(train.tgt)} pairs; {kept} as they were)\n"
          f"train a student on it:\n  {student_command(out, data)}", flush=True)
    return out


@check_override_keys(DistillAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="distill")
@report_errors
def main(cfg: DictConfig) -> None:
    """Distil: the teacher translates the training sources; the corpus is written to out."""
    paths, options = check_options(cfg)
    keep_freed_memory()
    distill(cfg, paths, options)


if __name__ == "__main__":
    main()
