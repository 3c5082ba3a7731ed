"""Sequence-level distillation (nmt-distill): a teacher (an ensemble here) translates the
training sources into a text corpus, the dev and test splits kept as they were, on which a
student trains with nmt-train; an interrupted run goes on from its last saved part; a corpus
already there is not overwritten."""

from __future__ import annotations

import json
import re

import pytest
import sacrebleu

from nmt import Translator
from nmt.apps import distill
from nmt.data.corpus import load_split
from nmt.errors import ConfigError
from tests.cli import run_cli
from tests.conftest import compose_config
from tests.tiny_run import tiny_checkpoint


@pytest.fixture(scope="module")
def teachers(tmp_path_factory):
    """Two tiny models with the same subword models: an ensemble."""
    folder = tmp_path_factory.mktemp("teachers")
    return [tiny_checkpoint(folder, seed=s, name=f"m{s}.pt") for s in (1, 2)]


def read(path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_a_student_trains_on_the_teachers_translations(teachers, tmp_path):
    out = tmp_path / "distilled"
    ensemble = f"checkpoint=[{teachers[0]},{teachers[1]}]"
    done = run_cli("distill", ensemble, f"out={out}", "beam=2", "part_lines=128")
    teacher = Translator.from_pretrained(teachers, device="cpu")
    data = teacher.config.data
    train = load_split(data, "train")
    assert read(out / "train.src") == train.src
    assert read(out / "train.tgt") == teacher.translate(train.src, beam=2)
    assert read(out / "train.tgt") != train.tgt
    for split in ("val", "test"):  # kept as they were
        pairs = load_split(data, split)
        assert (read(out / f"{split}.src"), read(out / f"{split}.tgt")) == (pairs.src, pairs.tgt)
    assert not (out / distill.PARTS).exists()
    record = json.loads((out / distill.RECORD).read_text())
    assert record["teacher"] == [str(t) for t in teachers] and record["decoding"]["beam"] == 2
    command = done.stdout.splitlines()[-1].split()
    assert command[:3] == ["nmt-train", "data=text", f"data.dir={out}"]
    student = tmp_path / "student"
    run_cli("train", *command[1:], f"hydra.run.dir={student}", "model=luong",
            "model.emb_size=16", "model.hidden_size=32", "data.spm.vocab_size=60",
            "train.max_steps=3", "train.batch_size=16", "train.valid_max_sentences=4",
            "device=cpu")
    assert (student / "best.pt").is_file()
    assert f"dir: {out}" in (student / "config.yaml").read_text()


def distill_config(teacher, out, *overrides):
    return compose_config("distill", [f"checkpoint={teacher}", f"out={out}", "beam=2",
                                      "part_lines=100", "device=cpu", *overrides])


def run(cfg):
    return distill.distill(cfg, *distill.check_options(cfg))


class Stopped(Exception):
    """The run stopped midway (a Ctrl-C, a kill)."""


def test_an_interrupted_run_goes_on_from_its_last_saved_part(teachers, tmp_path, monkeypatch):
    whole = tmp_path / "whole"
    run(distill_config(teachers[0], whole))
    parts, stops = [], [2]  # the run stops at its second part, once
    real = Translator.translate

    def interrupted(self, lines, **options):
        parts.append(len(lines))
        if stops and len(parts) == stops[0]:
            stops.clear()
            raise Stopped
        return real(self, lines, **options)

    monkeypatch.setattr(Translator, "translate", interrupted)
    out = tmp_path / "out"
    with pytest.raises(Stopped):
        run(distill_config(teachers[0], out))
    assert (out / distill.PARTS / "part-000000.jsonl").is_file()
    assert not (out / "train.tgt").exists()
    with pytest.raises(ConfigError, match="holds the parts of a distillation with other"):
        run(distill_config(teachers[0], out, "beam=3"))
    parts.clear()
    run(distill_config(teachers[0], out))
    assert parts == [100, 100]  # parts 2 and 3 of 300 sources; part 1 was read back
    assert read(out / "train.tgt") == read(whole / "train.tgt")


def test_a_corpus_already_there_is_kept_unless_overwrite(teachers, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "val.tgt").write_text("mine\n")
    with pytest.raises(ConfigError, match=r"out=.* already holds a corpus \(.*val.tgt\): "
                                          r"choose another folder, or replace it with "
                                          r"overwrite=true"):
        run(distill_config(teachers[0], out))
    assert read(out / "val.tgt") == ["mine"]
    run(distill_config(teachers[0], out, "overwrite=true"))
    assert read(out / "val.tgt") != ["mine"]
    with pytest.raises(ConfigError, match="part_lines=0 must be at least 1"):
        distill.check_options(distill_config(teachers[0], out, "part_lines=0"))
    with pytest.raises(ConfigError, match="is a file"):
        distill.check_options(distill_config(teachers[0], out / "val.tgt"))


def test_select_closest_takes_the_nbest_translation_nearest_the_reference(teachers, tmp_path):
    # Kim & Rush's Seq-Inter: of the teacher's 4-best, the target is the translation of
    # highest sentence BLEU against the pair's own reference. The (untrained) teacher's
    # translations share nothing with the synthetic references, so the corpus here has for
    # references the teacher's own last-ranked translations: those must be chosen
    teacher = Translator.from_pretrained(teachers[0], device="cpu")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for split in ("train", "val", "test"):
        pairs = load_split(teacher.config.data, split)
        last = [hyps[-1][0] for hyps in teacher.translate_nbest(pairs.src, beam=4, nbest=4)]
        (corpus / f"{split}.src").write_text("".join(f"{line}\n" for line in pairs.src))
        (corpus / f"{split}.tgt").write_text("".join(f"{line}\n" for line in last))
    data_keys = ["data=text", f"data.dir={corpus}", "data.src_lang=src", "data.tgt_lang=tgt"]
    corpus_keys = [*data_keys, "part_lines=100", "beam=4"]
    train = load_split(compose_config("distill", [*data_keys, "checkpoint=x", "out=y"]).data,
                       "train")
    out = tmp_path / "inter"
    # the CLI: a data group on the command line overrides the teacher's own corpus
    run_cli("distill", f"checkpoint={teachers[0]}", f"out={out}", *corpus_keys, "nbest=4",
            "select=closest")
    targets = read(out / "train.tgt")
    nbest = teacher.translate_nbest(train.src, beam=4, nbest=4)
    not_top = 0
    for target, hyps, reference in zip(targets, nbest, train.tgt, strict=True):
        texts = [hyp for hyp, _ in hyps]
        scores = [sacrebleu.sentence_bleu(hyp, [reference]).score for hyp in texts]
        assert target in texts
        assert sacrebleu.sentence_bleu(target, [reference]).score == pytest.approx(max(scores))
        not_top += target == reference != texts[0]
    assert not_top > len(targets) / 2, not_top  # the last-ranked, where it differs
    top = tmp_path / "top"
    run_cli("distill", f"checkpoint={teachers[0]}", f"out={top}", *corpus_keys)
    assert read(top / "train.tgt") == [hyps[0][0] for hyps in nbest]
    assert json.loads((out / distill.RECORD).read_text())["select"] == "closest"


def test_select_all_makes_a_pair_of_each_distinct_nbest_translation(teachers, tmp_path):
    out = tmp_path / "all"
    done = run_cli("distill", f"checkpoint={teachers[0]}", f"out={out}", "beam=4", "nbest=4",
                   "select=all", "part_lines=128")
    teacher = Translator.from_pretrained(teachers[0], device="cpu")
    train = load_split(teacher.config.data, "train")
    nbest = teacher.translate_nbest(train.src, beam=4, nbest=4)
    expected = [(src, text) for src, hyps in zip(train.src, nbest, strict=True)
                for text in dict.fromkeys(text for text, _ in hyps)]
    got = list(zip(read(out / "train.src"), read(out / "train.tgt"), strict=True))
    assert got == expected
    assert len(train.src) < len(got) <= 4 * len(train.src)
    record = json.loads((out / distill.RECORD).read_text())
    assert record["training_pairs"] == len(got) and record["sources"] == len(train.src)
    assert f"into {len(got)} pairs" in done.stdout
    val = load_split(teacher.config.data, "val")
    assert (read(out / "val.src"), read(out / "val.tgt")) == (val.src, val.tgt)


@pytest.mark.parametrize(("overrides", "message"), [
    (["select=closest"], "select=closest chooses among the teacher's nbest translations, "
                         "and nbest=1"),
    (["nbest=3", "beam=3"], "nbest=3 with select=top: the target is the teacher's best alone"),
    (["select=all", "beam=3"], "select=all takes each of the teacher's nbest translations, "
                               "and nbest=1"),
    (["select=nearest"], "select='nearest' is not one of: top, closest, all")])
def test_a_selection_without_an_nbest_to_choose_from_is_refused(teachers, tmp_path,
                                                                overrides, message):
    with pytest.raises(ConfigError, match=re.escape(message)):
        distill.check_options(distill_config(teachers[0], tmp_path / "out", *overrides))
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(("app", "does"), [("distill", "nmt-distill writes translations"),
                                           ("evaluate", "nmt-evaluate scores translations")])
def test_apps_that_translate_files_refuse_suggestions_before_loading_a_model(app, does,
                                                                              tmp_path):
    done = run_cli(app, f"checkpoint={tmp_path / 'missing.pt'}", f"out={tmp_path / 'out'}"
                   if app == "distill" else "beam=2", "suggestions=3", check=False)
    assert done.returncode == 2
    assert f"suggestions=3: {does}; next-word suggestions are for nmt-translate" in done.stderr
