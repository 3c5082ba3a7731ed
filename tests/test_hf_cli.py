"""Hugging Face datasets through the command line: a DatasetDict saved to disk (translation
records, as iwslt2017 and wmt14 have) and jsonl files with one column per language (as
bentrevett/multi30k has); an exported model evaluated and used; the hub's failure offline."""

from __future__ import annotations

import json

import datasets
import pytest

from nmt import Translator
from tests.cli import bleu_from, run_cli
from tests.conftest import compose_config
from tests.corpora import SIZES, multi30k_pairs

SHORT = ["model.emb_size=16", "model.hidden_size=32", "data.spm.vocab_size=200",
         "train.max_steps=3", "train.valid_every=0", "train.log_every=1"]


@pytest.fixture(scope="module")
def saved_run(tmp_path_factory):
    """A few steps of training on a DatasetDict of translation records saved to disk."""
    root = tmp_path_factory.mktemp("hf")
    names = {"train": "train", "val": "validation", "test": "test"}
    splits = {names[split]: datasets.Dataset.from_list(
        [{"translation": {"de": de, "en": en}} for de, en in pairs])
        for split, pairs in multi30k_pairs().items()}
    datasets.DatasetDict(splits).save_to_disk(str(root / "saved"))
    run_cli("train", "data=hf", f"data.dir={root / 'saved'}", f"hydra.run.dir={root / 'run'}",
            *SHORT)
    return root


def test_saved_dataset_trains_and_scores_its_test_split(saved_run):
    results = json.loads((saved_run / "run/results.json").read_text())
    assert results["data"] == {"name": "hf", "src_lang": "de", "tgt_lang": "en"}
    assert results["dev"]["split"] == "validation" and results["dev"]["sentences"] == 30
    assert results["test"]["sentences"] == SIZES["test"]
    assert results["steps"] == 3


def test_exported_model_evaluates_and_translates_like_its_checkpoint(saved_run):
    model = saved_run / "model"
    run_cli("export", f"checkpoint={saved_run / 'run/best.pt'}", f"out={model}")
    readme = (model / "README.md").read_text()
    assert "Data: `hf` (hf: " in readme and "3 steps" in readme
    out = run_cli("evaluate", f"checkpoint={model}", "data.split=test",
                  f"hydra.run.dir={saved_run / 'eval'}")
    assert f"hf test ({SIZES['test']} sentences, de->en" in out.stdout
    results = json.loads((saved_run / "run/results.json").read_text())
    assert bleu_from(out.stdout) == pytest.approx(results["test"]["bleu"], abs=0.01)
    sources = [de for de, _ in multi30k_pairs()["test"][:5]]
    (saved_run / "in.de").write_text("\n".join(sources) + "\n", encoding="utf-8")
    run_cli("translate", f"checkpoint={model}", f"input={saved_run / 'in.de'}",
            f"output={saved_run / 'out.en'}")
    expected = Translator.from_pretrained(saved_run / "run/best.pt", device="cpu"
                                          ).translate(sources)
    assert (saved_run / "out.en").read_text(encoding="utf-8").splitlines() == expected


def test_jsonl_columns_train_and_evaluate(tmp_path):
    folder = tmp_path / "jsonl"
    folder.mkdir()
    for split, pairs in multi30k_pairs().items():
        lines = (json.dumps({"en": en, "de": de}, ensure_ascii=False) + "\n" for de, en in pairs)
        (folder / f"{split}.jsonl").write_text("".join(lines), encoding="utf-8")
    run = tmp_path / "run"
    run_cli("train", "data=hf", f"data.dir={folder}", "data.dev_split=val",
            f"hydra.run.dir={run}", *SHORT)
    out = run_cli("evaluate", f"checkpoint={run / 'best.pt'}", "data.split=test",
                  f"hydra.run.dir={tmp_path / 'eval'}")
    assert f"hf test ({SIZES['test']} sentences, de->en" in out.stdout
    assert 0.0 <= bleu_from(out.stdout) <= 100.0


def test_hub_without_network_says_what_to_do(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")  # fail at the network call without retries
    out = run_cli("train", "data=iwslt2017", f"hydra.run.dir={tmp_path / 'run'}", check=False)
    assert out.returncode == 2
    error = out.stderr.strip().splitlines()[-1]
    assert error.startswith("error: data.hf_name=IWSLT/iwslt2017, "
                            "data.hf_config=iwslt2017-de-en, split 'validation': could not load "
                            "it")
    assert "save_to_disk" in error and "data.dir=FOLDER" in error


@pytest.mark.parametrize(("preset", "name", "config", "sizes"), [
    ("iwslt2017", "IWSLT/iwslt2017", "iwslt2017-de-en", (8000, False)),
    ("wmt14", "wmt/wmt14", "de-en", (32000, True)),
])
def test_hub_presets(preset, name, config, sizes):
    data = compose_config("config", [f"data={preset}"]).data
    assert (data.kind, data.hf_name, data.hf_config) == ("hf", name, config)
    assert (data.src_lang, data.tgt_lang, data.dev_split, data.test_split) == (
        "de", "en", "validation", "test")
    assert (data.spm.vocab_size, data.spm.joint) == sizes
