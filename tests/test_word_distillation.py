"""Word-level distillation (train.teacher): a teacher, one model or an ensemble, read under
teacher forcing on every training batch, gives part of each target position's mass to its
most probable pieces (real tiny checkpoints, real SentencePiece models, real training runs)."""

from __future__ import annotations

import dataclasses
import logging
import re
import shutil

import numpy as np
import pytest
import torch
from safetensors.numpy import save

from nmt.data.pipeline import prepare_training_data
from nmt.data.subwords import PAD
from nmt.engines.loading import load_pretrained
from nmt.errors import ConfigError
from nmt.export.exporting import export_pretrained
from nmt.training.objectives.teacher import CACHE_FILE, Teacher, TeacherCache
from nmt.training.records import read_metrics
from nmt.training.run import run_training
from nmt.translation.translator import Translator
from tests.conftest import compose_config
from tests.processes import one_thread
from tests.tiny_run import TINY_RUN, tiny_checkpoint


@pytest.fixture(scope="module")
def teachers(tmp_path_factory):
    """Two tiny models with the same subword models: an ensemble."""
    folder = tmp_path_factory.mktemp("teachers")
    return [tiny_checkpoint(folder, seed=s, name=f"m{s}.pt") for s in (1, 2)]


def first_batch(path, folder):
    """The first 8 training pairs of the checkpoint's corpus, as its subword models cut them,
    and the prepared training split."""
    pretrained = load_pretrained(path)
    _, train, _ = prepare_training_data(pretrained.config.data, folder, pretrained.subwords)
    return train.collate(train.rows()[:8]), train.tokens


def test_soft_targets_are_the_ensembles_top_pieces_renormalised(teachers, tmp_path):
    members = [load_pretrained(p).model for p in teachers]
    batch, pairs = first_batch(teachers[0], tmp_path)
    soft = Teacher(members, topk=4, weight=0.3, pairs=pairs).soft_targets(batch)
    with torch.no_grad():
        probs = torch.stack([torch.softmax(m.logits(batch.src, batch.src_lengths,
                                                    batch.tgt_in).logits.float(), -1)
                             for m in members]).mean(0).flatten(0, 1)
    mask = (batch.tgt_in != PAD).flatten()
    top = probs[mask].topk(4, dim=1)
    assert soft.ids.shape == soft.weights.shape == (batch.tgt_out.numel(), 4)
    assert torch.equal(soft.ids[mask], top.indices)
    # the probabilities are kept in float16
    torch.testing.assert_close(soft.weights[mask],
                               top.values / top.values.sum(1, keepdim=True) * 0.3,
                               atol=1e-3, rtol=1e-3)
    assert torch.all(soft.weights[~mask] == 0) and mask.sum() < mask.numel()


def test_the_teacher_reads_each_pair_as_prepared_and_once(teachers, tmp_path):
    members = [load_pretrained(p).model for p in teachers]
    batch, pairs = first_batch(teachers[0], tmp_path)
    teacher = Teacher(members, topk=4, weight=0.3, pairs=pairs, cache=TeacherCache(1 << 20))
    first = teacher.soft_targets(batch)
    # the student's source noised (augmentation): the teacher reads the pair's own
    noised = dataclasses.replace(batch, src=torch.where(batch.src > 3, 4, batch.src))
    again = teacher.soft_targets(noised)
    assert (teacher.read, teacher.cached) == (8, 8)
    assert torch.equal(first.ids, again.ids) and torch.equal(first.weights, again.weights)
    fresh = Teacher(members, topk=4, weight=0.3, pairs=pairs).soft_targets(noised)
    assert torch.equal(fresh.ids, first.ids) and torch.equal(fresh.weights, first.weights)
    # examples whose targets are not their rows' (pairs joined, resegmented) are read as
    # the batch has them, every time, and not kept
    other = dataclasses.replace(batch, indices=batch.indices.flip(0))
    foreign = int((batch.tgt_out.flip(0) != batch.tgt_out).any(1).sum())
    teacher.soft_targets(other)
    teacher.soft_targets(other)
    assert foreign > 0 and teacher.read == 8 + 2 * foreign
    assert len(teacher.cache.entries) == 8
    # a full cache keeps nothing more, and the teacher reads on
    small = Teacher(members, topk=4, weight=0.3, pairs=pairs, cache=TeacherCache(200))
    small.soft_targets(batch)
    small.soft_targets(batch)
    assert small.cache.bytes <= 200 and small.read > 8 and small.read + small.cached == 16


def train(run_dir, *overrides):
    """Six steps of the tiny run from ``overrides``; its training records."""
    cfg = compose_config(overrides=[*TINY_RUN, "train.max_steps=6", "train.batch_size=16",
                                    "train.log_every=1", "train.valid_every=0",
                                    "train.valid_max_sentences=4", "device=cpu", *overrides])
    with one_thread():
        run_training(cfg, run_dir, [])
    return [r for r in read_metrics(run_dir / "metrics.jsonl") if r["kind"] == "train"]


def test_a_student_taught_by_itself_alone_gets_no_gradient(teachers, tmp_path):
    # its own whole distribution as the only target: the cross-entropy to a distribution
    # is lowest, its gradient zero, where the model's distribution is that one. A teacher
    # read at other positions than the student's, or of another batch, would pull hard
    start = [f"init_from={teachers[0]}", "train.label_smoothing=0.0"]
    taught = train(tmp_path / "taught", *start, f"train.teacher={teachers[0]}",
                   "train.teacher_weight=1.0", "train.teacher_topk=1000")
    alone = train(tmp_path / "alone", *start)
    assert taught[0]["grad_norm"] < 1e-3 < 0.1 < alone[0]["grad_norm"]


def test_an_ensemble_teaches_a_student_started_from_one_of_its_models(teachers, tmp_path,
                                                                     caplog):
    caplog.set_level(logging.INFO)
    ensemble = f"train.teacher=[{teachers[0]},{teachers[1]}]"
    # two epochs of the 300 pairs, their sources changed on the fly
    start = [f"init_from={teachers[1]}", ensemble, "train.teacher_topk=3",
             "train.max_steps=38", "data.augment.typos=0.5"]
    records = train(tmp_path / "cached", *start)
    assert [r["step"] for r in records] == list(range(1, 39))
    assert (tmp_path / "cached" / "best.pt").is_file()
    assert "word-level distillation: 2 teacher model(s)" in caplog.text
    changed = re.search(r"examples changed on the fly in the last epoch: (\d+)", caplog.text)
    assert changed and int(changed[1]) > 50
    # with the cache the teacher reads each pair once; its readings are the same as those
    # of a teacher that reads every batch, so are the student's losses
    assert "the teacher read 300 target sequences and took 300 from its cache" in caplog.text
    uncached = train(tmp_path / "uncached", *start, "train.teacher_cache_mb=0")
    assert "the teacher read 600 target sequences and took 0 from its cache" in caplog.text
    # (up to float rounding: a pair read in another batch is padded to another length)
    assert [r["loss"] for r in uncached] == pytest.approx([r["loss"] for r in records],
                                                          rel=1e-5)


def test_a_resumed_student_gets_the_targets_it_would_have_had(teachers, tmp_path, caplog):
    # the stopped run wrote its teacher's readings beside last.pt: the resumed one takes
    # them from there, and its teacher reads none of those pairs again
    start = [f"init_from={teachers[1]}", f"train.teacher={teachers[0]}",
             "data.augment.typos=0.5", "train.checkpoint_every=10"]
    straight = train(tmp_path / "straight", *start, "train.max_steps=30")
    train(tmp_path / "resumed", *start, "train.max_steps=20")  # an epoch is 19 steps
    assert (tmp_path / "resumed" / CACHE_FILE).is_file()
    caplog.clear()
    caplog.set_level(logging.INFO)
    resumed = train(tmp_path / "resumed", *start, "train.max_steps=30", "resume=auto")
    assert "the teacher's readings of 300 pairs taken from" in caplog.text
    assert "the teacher read 0 target sequences and took 160 from its cache" in caplog.text
    assert [r["step"] for r in resumed] == list(range(1, 31))
    assert [r["loss"] for r in resumed] == pytest.approx([r["loss"] for r in straight],
                                                         rel=1e-5)


def test_readings_written_to_a_file_are_taken_back_only_by_their_own_teacher(teachers,
                                                                             tmp_path, caplog):
    members = [load_pretrained(p).model for p in teachers]
    batch, pairs = first_batch(teachers[0], tmp_path)
    path = tmp_path / CACHE_FILE

    def teacher(models, precision="fp32"):
        return Teacher(models, topk=4, weight=0.3, pairs=pairs, cache=TeacherCache(1 << 20),
                       precision=precision)

    writer = teacher(members)
    first = writer.soft_targets(batch)
    writer.save_readings(path)
    reader = teacher(members)
    reader.load_readings(path)
    again = reader.soft_targets(batch)
    assert (reader.read, reader.cached) == (0, 8)
    assert torch.equal(first.ids, again.ids) and torch.equal(first.weights, again.weights)
    # another ensemble, or a reading in another precision: read again, with a warning
    caplog.set_level(logging.WARNING)
    for other in (teacher(members[:1]), teacher(members, precision="bf16")):
        other.load_readings(path)
        other.soft_targets(batch)
        assert (other.read, other.cached) == (8, 0)
    assert caplog.text.count("the teacher's readings of another teacher") == 2
    # a damaged file is reported, not trusted, and the run goes on: cut short, not
    # safetensors, or its own teacher's key over readings that fit none of the pairs
    arrays = {"rows": np.asarray([0], dtype=np.int64), "offsets": np.asarray([0, 1]),
              "ids": np.zeros((1, 4), dtype=np.int32), "probs": np.ones((1, 4), np.float16)}
    for damaged in (path.read_bytes()[:-100], b"not a safetensors file",
                    save(arrays, metadata={"key": writer.key})):
        path.write_bytes(damaged)
        caplog.clear()
        other = teacher(members)
        other.load_readings(path)
        assert "cannot read the teacher's readings" in caplog.text and not other.cache.entries


def test_a_student_needs_no_teacher_once_trained(teachers, tmp_path):
    # the teacher is training's alone: the student's checkpoint and export load and
    # translate where the teacher's files are not
    teacher = tmp_path / "teacher.pt"
    shutil.copy(teachers[0], teacher)
    train(tmp_path / "student", f"init_from={teachers[0]}", f"train.teacher={teacher}")
    teacher.unlink()
    folder = export_pretrained(tmp_path / "student" / "best.pt", tmp_path / "export")
    for path in (tmp_path / "student" / "best.pt", folder):
        translator = Translator.from_pretrained(path, device="cpu")
        assert len(translator.translate(["a b c", "d e"], beam=2)) == 2


@pytest.mark.parametrize("overrides,message", [
    (["train.teacher=/nonexistent/m.pt"],
     "train.teacher: /nonexistent/m.pt: no such checkpoint file or exported folder"),
    (["train.teacher=[]"], "train.teacher=[]: give a checkpoint"),
    (["train.teacher_weight=0"], "train.teacher_weight=0.0 must be in (0, 1]"),
    (["train.teacher_topk=0"], "train.teacher_topk=0 must be at least 1"),
])
def test_a_teacher_that_cannot_be_read_is_named_before_anything_runs(overrides, message,
                                                                     teachers, tmp_path):
    if "teacher=" not in overrides[0]:
        overrides = [*overrides, f"train.teacher={teachers[0]}"]
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")
                       .replace("[", r"\[").replace("]", r"\]")):
        train(tmp_path / "run", f"init_from={teachers[0]}", *overrides)
    assert not (tmp_path / "run" / "spm").exists()


def test_a_teacher_with_other_subword_models_is_refused(teachers, tmp_path):
    other = tiny_checkpoint(tmp_path / "other", overrides=("data.spm.vocab_size=50",))
    with pytest.raises(ConfigError, match="train.teacher: .* has another source SentencePiece "
                                          "model than this run"):
        train(tmp_path / "run", f"init_from={teachers[0]}", f"train.teacher={other}")
    assert not (tmp_path / "run" / "last.pt").exists()
