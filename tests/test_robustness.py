"""The robustness report: nmt-evaluate perturb=[...] scores models on the clean split and on
each perturbation of its source (real checkpoints, real sacrebleu, a real subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from nmt.apps.robustness import perturb_sources
from nmt.metrics import corpus_scores
from nmt.text.keyboards import layout, neighbours
from nmt.text.noise import no_final_stop
from nmt.text.title_case import title_case
from nmt.text.translit import transliterate
from nmt.translation.translator import Translator
from tests.examples_data import prepare
from tests.test_text_noise import one_edit
from tests.tiny_run import tiny_checkpoint

NAMES = ["no_stop", "typos", "translit", "lower", "title", "upper"]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    folder = tmp_path_factory.mktemp("robust")
    corpus = prepare(folder, vocab=300)
    paths = [tiny_checkpoint(folder, seed=seed, name=f"seed{seed}.pt",
                             overrides=tuple(corpus.overrides)) for seed in (1, 2)]
    return corpus, paths


def evaluate(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "nmt.apps.evaluate", *args],
                          capture_output=True, text=True, timeout=300, cwd=cwd)


def table_rows(output: str, title: str) -> dict[str, list[str]]:
    """The rows of the table under the line starting with ``title``, by first cell."""
    lines = output.split("\n" + title, 1)[1].splitlines()[1:]
    rows = {}
    for line in lines[2:]:
        if not line.strip() or line.startswith(("robustness", "hypotheses")):
            break
        cells = [cell.strip() for cell in line.split("  ") if cell.strip()]
        rows[cells[0]] = cells[1:]
    return rows


def test_the_report_scores_each_perturbation_of_the_source_beside_the_clean_one(models,
                                                                                tmp_path):
    corpus, (first, second) = models
    done = evaluate(f"checkpoints=[{first},{second}]", f"perturb=[{','.join(NAMES)}]",
                    "device=cpu", "max_len_a=0.5", "max_len_b=3", f"hydra.run.dir={tmp_path}",
                    cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = table_rows(done.stdout, f"robustness of {first}")
    assert list(rows) == ["clean", *NAMES]
    assert len(rows["clean"]) == 4 and all(len(rows[n]) == 5 for n in NAMES)
    assert all("(" in cell for n in NAMES for cell in rows[n][:4])
    compared = table_rows(done.stdout, "robustness, BLEU lowercased")
    assert list(compared) == ["clean", *NAMES] and all(len(c) == 2 for c in compared.values())

    report = json.loads((tmp_path / "robustness.json").read_text())
    assert list(report["models"]) == [str(first), str(second)]
    references = corpus.dev.tgt_text
    sources = corpus.dev.src_text
    expected = {"no_stop": no_final_stop, "translit": lambda s: transliterate(s, "de"),
                "lower": str.lower, "title": title_case, "upper": str.upper}
    for name, entry in report["models"][str(first)].items():
        hypotheses = Path(entry["hypotheses"]).read_text(encoding="utf-8").splitlines()
        cased = corpus_scores(hypotheses, references)
        lowered = corpus_scores(hypotheses, references, lowercase=True)
        assert entry["BLEU"] == pytest.approx(cased["bleu"].score)
        assert entry["chrF lc"] == pytest.approx(lowered["chrf"].score)
        if name == "clean":
            continue
        changed = (tmp_path / f"val.de.{name}").read_text(encoding="utf-8").splitlines()
        assert entry["changed"] == pytest.approx(
            sum(a != b for a, b in zip(sources, changed, strict=True)) / len(sources))
        if name == "typos":
            keys = neighbours(layout("de"))
            assert all(one_edit(a, b, keys) in ("swap", "drop", "double", "key")
                       for a, b in zip(sources, changed, strict=True) if any(map(str.isalpha, a)))
        else:
            assert changed == [expected[name](line) for line in sources]
        assert entry["changed"] > 0.2


def test_typos_are_seeded_per_sentence():
    sources = ["Ein Mann fährt Rad.", "Zwei Hunde spielen im Schnee.", "Eine Frau singt."]
    once = perturb_sources(sources, "typos", "de", seed=1)
    assert once == perturb_sources(sources, "typos", "de", seed=1)
    assert once[1:] == perturb_sources(sources, "typos", "de", seed=1)[1:]
    assert perturb_sources(sources[:2], "typos", "de", seed=1) == once[:2]
    assert perturb_sources(sources, "typos", "de", seed=2) != once


def test_an_unknown_perturbation_is_refused_with_the_names_there_are(models, tmp_path):
    _, (first, _) = models
    done = evaluate(f"checkpoint={first}", "perturb=[upper,shouting]", "device=cpu",
                    f"hydra.run.dir={tmp_path}", cwd=tmp_path)
    assert done.returncode == 2
    assert "perturb: 'shouting' is not one of clean, no_stop, typos" in done.stderr


def test_the_spelling_safety_net_gives_the_model_the_words_it_knows(models):
    """A German model reads "Mnan" and "Maenner" as "Mann" and "Männer" (respell, on by
    default), and as typed with respell=false; translations and n-best stay one per input."""
    _, (first, _) = models
    translator = Translator.from_pretrained(first, device="cpu")
    assert translator.respeller.counts["Mann"] >= 2 and translator.respeller.counts["Männer"] >= 2
    clean, noisy = "Ein Mann und zwei Männer.", "Ein Mnan und zwei Maenner."
    read = translator.translations([clean, noisy], beam=2, nbest=2)
    assert read[0][0].src_pieces == read[1][0].src_pieces and len(read[1]) == 2
    assert read[1][0].text == read[0][0].text
    raw = translator.translations([noisy], respell=False)[0][0]
    assert raw.src_pieces != read[0][0].src_pieces
