"""nmt-evaluate: BLEU, chrF and TER with signatures, several checkpoints in one table, BLEU by
source length as a table and a PNG plot."""

from __future__ import annotations

import subprocess
import sys

import pytest

from nmt.apps.evaluate import Evaluation, by_length_report, checkpoint_list
from nmt.data.corpus import load_split
from nmt.errors import ConfigError
from nmt.metrics import bleu, corpus_scores, length_buckets
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN, tiny_checkpoint


def test_length_buckets_split_by_words_and_leave_out_empty_ones():
    buckets = length_buckets([0, 3, 10, 11, 25, 40, 12], [10, 20, 30])
    assert [(b.label, b.indices) for b in buckets] == [
        ("0-10", [0, 1, 2]), ("11-20", [3, 6]), ("21-30", [4]), ("31+", [5])]
    assert [b.label for b in length_buckets([1, 2], [10, 20])] == ["0-10"]
    with pytest.raises(ValueError, match="increasing"):
        length_buckets([1], [10, 10])


def test_by_length_table_holds_each_buckets_bleu(tmp_path):
    # the short sentences are translated perfectly, the long ones badly
    sources = [" ".join(["w"] * n) for n in (3, 4, 5, 12, 14)]
    references = ["a man is walking .", "two dogs play in the snow .", "a girl sings .",
                  "people sit on a bench near the river and watch the boats pass by .",
                  "a woman in a red coat walks her small dog along a busy street ."]
    hypotheses = [*references[:3], "a cat .", "the sea ."]
    result = Evaluation("model.pt", {}, hypotheses, tmp_path / "hyp.txt")
    report = by_length_report([result], sources, references, [10], tmp_path / "len.png")
    rows = {line.split()[0]: line.split()[1:] for line in report.splitlines()[3:-1]}
    assert rows["0-10"] == ["3", "100.00"]
    assert rows["11+"] == ["2", f"{bleu(hypotheses[3:], references[3:]):.2f}"]
    assert float(rows["11+"][1]) < 20
    assert report.endswith(f"plot: {tmp_path / 'len.png'}")
    assert (tmp_path / "len.png").stat().st_size > 1000


@pytest.fixture(scope="module")
def two_checkpoints(tmp_path_factory):
    folder = tmp_path_factory.mktemp("runs")
    return [tiny_checkpoint(folder, seed=seed, name=f"seed{seed}.pt") for seed in (1, 2)]


def evaluate(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "nmt.apps.evaluate", *args], capture_output=True,
                          text=True, timeout=300, cwd=cwd)


def test_evaluate_compares_checkpoints_in_one_table_with_bleu_by_length(two_checkpoints,
                                                                        tmp_path):
    a, b = two_checkpoints
    run = evaluate(f"checkpoints=[{a},{b}]", "beam=2", "nbest=2", "by_length=true",
                   "length_buckets=[4,6]", "device=cpu", f"hydra.run.dir={tmp_path}", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    out = run.stdout
    for name in ("BLEU", "chrF2", "TER"):
        assert out.count(f"\n{name} = ") + out.startswith(f"{name} = ") == 2
    assert out.count("signature: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp") == 2
    assert out.count("synthetic test (12 sentences, src->tgt, beam 2)") == 2
    table = out[out.index("checkpoint  "):].splitlines()
    # each row's numbers are sacrebleu's on the hypotheses file that checkpoint wrote
    references = load_split(compose_config("config", TINY_RUN).data, "test").tgt
    for number, path in enumerate((a, b), start=1):
        hyps = (tmp_path / f"hyp{number}.test.tgt").read_text().splitlines()
        scores = corpus_scores(hyps, references, ("bleu", "chrf", "ter"))
        row = next(line for line in table if line.startswith(str(path))).split()
        assert row[1:] == [f"{scores[m].score:.2f}" for m in ("bleu", "chrf", "ter")]
    nbest = [line.split(" ||| ") for line in
             (tmp_path / "hyp1.test.tgt.nbest").read_text().splitlines()]
    assert [int(row[0]) for row in nbest] == [i // 2 for i in range(24)]
    best = [row[1] for row in nbest[::2]]
    assert best == (tmp_path / "hyp1.test.tgt").read_text().splitlines()
    assert "BLEU by source length" in out
    assert (tmp_path / "bleu_by_length.png").stat().st_size > 1000


def test_evaluate_without_a_checkpoint_says_how_to_give_one():
    with pytest.raises(ConfigError, match=r"checkpoint=PATH, checkpoint=\[A.pt,B.pt\] for an "
                                          r"ensemble, or checkpoints=\[A.pt,B.pt\]"):
        checkpoint_list(compose_config("evaluate"))
    with pytest.raises(ConfigError, match="output=x.txt names one file"):
        checkpoint_list(compose_config("evaluate", ["checkpoints=[a.pt,b.pt]", "output=x.txt"]))
    assert checkpoint_list(compose_config("evaluate", ["checkpoint=a.pt", "checkpoints=[b.pt]"])
                           ) == [["a.pt"], ["b.pt"]]
    # checkpoint=[...] is one ensemble; an entry of checkpoints=[...] that is a list is one too
    assert checkpoint_list(compose_config("evaluate", ["checkpoint=[a.pt,b.pt]",
                                                       "checkpoints=[c.pt,[a.pt,c.pt]]"])) == [
        ["a.pt", "b.pt"], ["c.pt"], ["a.pt", "c.pt"]]
    with pytest.raises(ConfigError, match=r"checkpoints\[0\]: \['a.pt'\] is not a path"):
        checkpoint_list(compose_config("evaluate", ["checkpoints=[[[a.pt]]]"]))
