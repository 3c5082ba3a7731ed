"""Exported model folders: what they hold, tied weights, loading both forms, bad folders."""

from __future__ import annotations

import json

import pytest
import torch
from safetensors import safe_open

from nmt import Translator
from nmt.engines.loading import EXPORT_FILES, load_pretrained
from nmt.errors import CheckpointError
from nmt.export.exporting import export_pretrained
from nmt.safety_nets import EXPORT_FILE
from tests.tiny_run import tiny_checkpoint

LINES = ["a b c d", "e f", "g h i j k l"]
TIED = ("model.hidden_size=16", "model.tie_embeddings=true")


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """A tiny Luong checkpoint with tied target embeddings and its exported folder."""
    folder = tmp_path_factory.mktemp("export")
    checkpoint = tiny_checkpoint(folder / "run", seed=3, overrides=TIED)
    return checkpoint, export_pretrained(checkpoint, folder / "model")


def test_export_holds_weights_config_and_subwords_only(exported):
    checkpoint, out = exported
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()) == \
        sorted([*EXPORT_FILES, EXPORT_FILE])
    meta = json.loads((out / "export.json").read_text())
    assert meta["format"] == "nmt-export" and meta["source"] == str(checkpoint.resolve())
    readme = (out / "README.md").read_text()
    assert "luong (general, global), src -> tgt" in readme
    assert f"{meta['parameters']:,} parameters" in readme
    assert (out / "spm/src.model").read_bytes() == (checkpoint.parent / "spm/src.model"
                                                    ).read_bytes()


def test_tied_embeddings_are_stored_once_and_stay_tied(exported):
    _, out = exported
    with safe_open(str(out / "model.safetensors"), framework="pt") as handle:
        names = set(handle.keys())
    assert len({"generator.weight", "tgt_embed.weight"} & names) == 1
    model = load_pretrained(out).model
    assert model.generator.weight.data_ptr() == model.tgt_embed.weight.data_ptr()


def test_checkpoint_and_export_translate_alike(exported):
    checkpoint, out = exported
    from_checkpoint = Translator.from_pretrained(checkpoint, device="cpu")
    from_export = Translator.from_pretrained(out, device="cpu")
    for name, tensor in from_checkpoint.model.state_dict().items():
        assert torch.equal(tensor, from_export.model.state_dict()[name]), name
    assert from_export.translate(LINES) == from_checkpoint.translate(LINES)
    with_attention = from_export.translate_with_attention(LINES)
    reference = from_checkpoint.translate_with_attention(LINES)
    for ours, theirs in zip(with_attention, reference, strict=True):
        assert ours.text == theirs.text
        assert torch.equal(ours.attention, theirs.attention)
    assert from_export.config.model.tie_embeddings is True


def test_non_empty_folder_is_refused_and_overwrite_keeps_other_files(exported, tmp_path):
    checkpoint, _ = exported
    out = tmp_path / "model"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    with pytest.raises(CheckpointError, match="not empty"):
        export_pretrained(checkpoint, out)
    assert [p.name for p in out.iterdir()] == ["notes.txt"]
    export_pretrained(checkpoint, out, overwrite=True)
    assert (out / "notes.txt").read_text() == "mine"
    assert load_pretrained(out).config.model.decoder == "luong"


def test_incomplete_or_damaged_folders_are_named(exported, tmp_path):
    checkpoint, _ = exported
    with pytest.raises(CheckpointError, match="use .*best.pt"):
        load_pretrained(checkpoint.parent)  # a run directory, not an export
    damaged = export_pretrained(checkpoint, tmp_path / "damaged")
    weights = damaged / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:500])
    with pytest.raises(CheckpointError, match="model.safetensors"):
        load_pretrained(damaged)
    mismatched = export_pretrained(checkpoint, tmp_path / "mismatched")
    config = mismatched / "config.yaml"
    text = config.read_text()
    config.write_text(text.replace("enc_hidden_size: null", "enc_hidden_size: 12"))
    with pytest.raises(CheckpointError, match="do not fit the model config.yaml describes"):
        load_pretrained(mismatched)
    config.write_text(text.replace("hidden_size: 16", "hidden_size: 24"))
    with pytest.raises(CheckpointError, match="config.yaml: model.tie_embeddings=true needs"):
        load_pretrained(mismatched)
    (mismatched / "export.json").write_text('{"format": "other"}')
    with pytest.raises(CheckpointError, match="export.json: not an nmt export"):
        load_pretrained(mismatched)
