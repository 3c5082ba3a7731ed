"""Scoring given references (force decoding): the corpus perplexity of the scores is the dev
perplexity training reports for the same model and data, each pair's score does not depend
on the pairs batched with it, long sources are truncated as for translation, and mismatched
inputs are refused."""

from __future__ import annotations

import logging
import math

import numpy as np
import pytest

from nmt import Translator
from nmt.analysis.scoring import corpus_perplexity, score_split
from nmt.data.pipeline import IdSplit, load_pairs
from nmt.errors import DataError
from nmt.training.records import FILENAME, read_metrics
from nmt.training.run import run_training
from tests.cli import run_cli
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN, tiny_checkpoint


@pytest.fixture(scope="module")
def trained_run(tmp_path_factory):
    """A tiny run trained a few steps and validated at its last one: (run dir, its config)."""
    run_dir = tmp_path_factory.mktemp("scored") / "run"
    cfg = compose_config("config", [*TINY_RUN, "train.max_steps=12", "train.valid_every=12",
                                    "train.batch_size=32", "train.lr=0.01", "device=cpu"])
    run_training(cfg, run_dir, [])
    return run_dir, cfg


def test_the_corpus_perplexity_is_the_dev_perplexity_training_reports(trained_run):
    run_dir, cfg = trained_run
    valid = [r for r in read_metrics(run_dir / FILENAME) if r["kind"] == "valid"]
    reported = max(valid, key=lambda r: r["step"])
    dev = load_pairs(cfg.data, cfg.data.dev_split)
    translator = Translator.from_pretrained(run_dir / "last.pt", device="cpu")
    scores = translator.score(dev.src, dev.tgt, batch_tokens=97)
    assert len(scores) == len(dev)
    assert corpus_perplexity(scores) == pytest.approx(reported["ppl"], abs=1e-4)
    assert 1.0 < reported["ppl"] < 1000  # a real, half-trained model: neither 1 nor inf
    for score, reference in zip(scores, translator.subwords.encode_tgt(dev.tgt), strict=True):
        assert score.tokens == len(reference) + 1 and score.log_prob < 0
        assert score.mean == pytest.approx(score.log_prob / score.tokens)


def test_a_pair_scores_the_same_alone_and_in_a_batch(tmp_path):
    translator = Translator.from_pretrained(tiny_checkpoint(tmp_path, seed=2), device="cpu")
    sources = ["a b c", "d e f g h i", "j", "k l m n"]
    references = ["c b a", "i h g f e d", "", "n m l k"]
    together = translator.score(sources, references)
    alone = [translator.score([s], [r])[0] for s, r in zip(sources, references, strict=True)]
    assert [s.log_prob for s in together] == pytest.approx([s.log_prob for s in alone],
                                                           abs=1e-4)
    assert together[2].tokens == 1  # an empty reference: eos alone
    assert len({round(s.mean, 3) for s in together}) > 1
    twice = Translator.from_pretrained([tmp_path / "best.pt"] * 2, device="cpu")
    assert [s.log_prob for s in twice.score(sources, references)] == pytest.approx(
        [s.log_prob for s in together], abs=1e-4)


def test_long_sources_are_truncated_as_for_translation(tmp_path, caplog):
    translator = Translator.from_pretrained(tiny_checkpoint(tmp_path, seed=1), device="cpu",
                                            max_input_len=3)
    source, reference = "a b c d e f", "f e d c b a"
    pieces = np.asarray(translator.subwords.encode_src([source])[0])
    target = np.asarray(translator.subwords.encode_tgt([reference])[0])
    assert len(pieces) > 3

    def forced(src: np.ndarray) -> float:
        split = IdSplit("one", [src], [target])
        return score_split([translator.model], split, translator.device)[0].log_prob

    with caplog.at_level(logging.WARNING):
        score = translator.score([source], [reference])[0]
    assert "truncated to max_input_len=3" in caplog.text
    assert score.log_prob == pytest.approx(forced(pieces[:3]), abs=1e-4)
    assert score.log_prob != pytest.approx(forced(pieces), abs=1e-4)


def test_mismatched_counts_are_refused(tmp_path):
    translator = Translator.from_pretrained(tiny_checkpoint(tmp_path), device="cpu")
    with pytest.raises(DataError, match="2 sources but 1 references"):
        translator.score(["a", "b"], ["a"])


def write_lines(path, lines):
    """``lines`` as a text file, one a line."""
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_nmt_score_writes_each_pair_and_the_dev_perplexity(trained_run, tmp_path):
    run_dir, cfg = trained_run
    reported = max((r for r in read_metrics(run_dir / FILENAME) if r["kind"] == "valid"),
                   key=lambda r: r["step"])
    dev = load_pairs(cfg.data, cfg.data.dev_split)
    src = write_lines(tmp_path / "dev.src", dev.src)
    ref = write_lines(tmp_path / "dev.ref", dev.tgt)
    out = tmp_path / "dev.scores"
    done = run_cli("score", f"checkpoint={run_dir / 'last.pt'}", f"input={src}",
                   f"reference={ref}", f"output={out}", "device=cpu")
    rows = [line.split("\t") for line in out.read_text().splitlines()]
    assert len(rows) == len(dev)
    totals = [float(total) for total, _, _ in rows]
    tokens = [int(count) for _, _, count in rows]
    assert all(float(mean) == pytest.approx(t / n, abs=1e-3)
               for (_, mean, _), t, n in zip(rows, totals, tokens, strict=True))
    perplexity = float(done.stdout.split("perplexity ")[1].split()[0])
    assert perplexity == pytest.approx(reported["ppl"], abs=1e-4)
    assert math.exp(-sum(totals) / sum(tokens)) == pytest.approx(perplexity, rel=1e-4)
    # to stdout: the same lines, the summary on stderr
    done = run_cli("score", f"checkpoint=[{run_dir / 'last.pt'}]", f"input={src}",
                   f"reference={ref}", "device=cpu")
    assert done.stdout == out.read_text() and "perplexity" in done.stderr


def test_nmt_score_refuses_files_of_different_lengths_naming_both(trained_run, tmp_path):
    run_dir, _ = trained_run
    src = write_lines(tmp_path / "a.src", ["a b", "c d"])
    ref = write_lines(tmp_path / "a.ref", ["b a"])
    done = run_cli("score", f"checkpoint={run_dir / 'last.pt'}", f"input={src}",
                   f"reference={ref}", check=False)
    assert done.returncode == 2
    assert f"input={src} has 2 lines but reference={ref} has 1" in done.stderr
    done = run_cli("score", "checkpoint=[]", f"input={src}", f"reference={ref}", check=False)
    assert done.returncode == 2 and "checkpoint=[]" in done.stderr
