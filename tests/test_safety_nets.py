"""The safety nets' tables stored with a model (nmt.safety_nets): counted at the end of
training and by nmt-export, loaded without the training corpus, bounded, refused with the
file and key named when damaged; a model stored without them says so once and reads its
corpus as before. Real Multi30k sentences (the slice), real SentencePiece, real checkpoint
files and exported folders."""

from __future__ import annotations

import json
import logging
import shutil

import pytest

from nmt.checkpoint import load_checkpoint
from nmt.config import DecodingOptions
from nmt.errors import CheckpointError
from nmt.export.exporting import export_pretrained
from nmt.safety_nets import CHECKPOINT_KEY, EXPORT_FILE
from nmt.text.safety_tables import SafetyTables
from nmt.translation.translator import Translator
from tests.examples_data import prepare
from tests.tiny_run import tiny_checkpoint, tiny_training

# capitals, title case, typos and letters typed plainly, and what the nets give the model
NOISY = {"EIN MANN FÄHRT FAHRRAD.": "Ein Mann fährt Fahrrad.",
         "Zwei Hunde Spielen Auf Der Straße.": "Zwei Hunde spielen auf der Straße.",
         "Ein Mnan fährt Fharrad.": "Ein Mann fährt Fahrrad.",
         "Zwei Maedchen und zwei Maenner.": "Zwei Mädchen und zwei Männer."}


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    """A tiny model of 1,500 Multi30k pairs (its corpus in corpus/) and its checkpoint,
    written as a test writes one: without the tables."""
    folder = tmp_path_factory.mktemp("nets")
    corpus = prepare(folder, vocab=300)
    return folder, tiny_checkpoint(folder, seed=1, overrides=tuple(corpus.overrides))


def fixed_and_translated(path) -> tuple[list[str], list[str]]:
    """What the nets of the model at ``path`` give it to read for each NOISY sentence, and
    its translations."""
    translator = Translator.from_pretrained(path, device="cpu")
    fix = translator.source_fixer(DecodingOptions())
    translations = translator.translate(list(NOISY), beam=2, max_len_a=0.5, max_len_b=3)
    return [fix(s)[0] for s in NOISY], translations


def test_a_moved_export_translates_as_before_without_its_corpus(model, tmp_path, caplog):
    folder, checkpoint = model
    export = export_pretrained(checkpoint, tmp_path / "export")
    meta = json.loads((export / "export.json").read_text())
    assert meta["safety_nets"]["file"] == EXPORT_FILE and meta["safety_nets"]["lines"] == 1500
    with caplog.at_level(logging.INFO, logger="nmt.safety_nets"):
        before = fixed_and_translated(export)
    assert not caplog.records  # the corpus is there, and not read: the tables are stored
    assert before[0] == list(NOISY.values())
    moved = shutil.move(export, tmp_path / "elsewhere" / "model")
    (folder / "corpus").rename(folder / "corpus-gone")
    try:
        assert fixed_and_translated(moved) == before
        # the same model stored without its tables, away from its corpus, loses the typos
        fixed, _ = fixed_and_translated(checkpoint)
        assert fixed[2] == "Ein Mnan fährt Fharrad."
        # exported again over the first export, it leaves no stale tables behind
        again = export_pretrained(checkpoint, tmp_path / "elsewhere" / "model", overwrite=True)
        assert not (again / EXPORT_FILE).exists()
        assert json.loads((again / "export.json").read_text())["safety_nets"] is None
    finally:
        (folder / "corpus-gone").rename(folder / "corpus")


def test_a_model_without_tables_says_so_once_and_reads_its_corpus(model, caplog, tmp_path):
    _, checkpoint = model
    copy = shutil.copy(checkpoint, tmp_path / "old.pt")
    with caplog.at_level(logging.WARNING, logger="nmt.safety_nets"):
        fixed, _ = fixed_and_translated(copy)
        Translator.from_pretrained(copy, device="cpu")
    notices = [r.getMessage() for r in caplog.records if "holds no safety-net" in r.getMessage()]
    assert len(notices) == 1 and f"nmt-export checkpoint={copy}" in notices[0]
    assert fixed == list(NOISY.values())  # its corpus is where its config says


def test_training_stores_bounded_tables_in_its_checkpoints(tmp_path):
    tiny_training(tmp_path, 2, 0, "train.safety_net_words=7")
    for name in ("last.pt", "best.pt"):
        tables = SafetyTables.from_plain(load_checkpoint(tmp_path / name)[CHECKPOINT_KEY],
                                         name)
        assert len(tables.counts) == 7 and tables.lines == 300
        assert {w.lower() for w in tables.counts} >= set(tables.casing.forms)
    loaded = Translator.from_pretrained(tmp_path / "last.pt", device="cpu")
    assert loaded.safety is not None and loaded.safety.counts == tables.counts


def test_tables_keep_the_most_frequent_words_and_their_casing():
    lines = ["Der Hund sieht den Hund.", "Ein Hund und eine Katze.", "Die Katze schläft."]
    tables = SafetyTables.from_lines(lines, words=2)
    assert tables.counts == {"Hund": 3, "Katze": 2}
    assert tables.casing.forms == {"hund": "Hund", "katze": "Katze"}
    again = SafetyTables.from_plain(json.loads(json.dumps(tables.to_plain())), "x")
    assert (again.counts, again.casing.forms, again.lines) == (tables.counts,
                                                               tables.casing.forms, 3)
    assert len(SafetyTables.from_lines(lines, words=0).counts) == 10


@pytest.mark.parametrize(("change", "key"), [
    (lambda v: v.update(counts={"Hund": "3"}), "'counts'"),
    (lambda v: v["casing"].update(forms=[1]), "'casing.forms'"),
    (lambda v: v.update(format="other"), "nmt-safety-nets"),
    (lambda v: v.update(lines="3"), "'lines'"),
])
def test_damaged_tables_are_refused_naming_the_file_and_key(model, tmp_path, change, key):
    _, checkpoint = model
    export = export_pretrained(checkpoint, tmp_path / "export")
    values = json.loads((export / EXPORT_FILE).read_text())
    change(values)
    (export / EXPORT_FILE).write_text(json.dumps(values))
    with pytest.raises(CheckpointError, match=key) as error:
        Translator.from_pretrained(export, device="cpu")
    assert str(export / EXPORT_FILE) in str(error.value)
