"""Ensembles and word alignments in the apps: ``checkpoint=[a,b]`` in nmt-translate and
nmt-evaluate, ``checkpoints=[a,[a,b]]`` comparing a model with an ensemble, a model with itself
translating as the model, ``alignments=true`` writing Pharaoh pairs, and ensembles of models
with other subword models refused naming both files, alignments from a model without
attention refused."""

from __future__ import annotations

import pytest

from nmt.data.corpus import load_split
from tests.cli import run_cli
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN, tiny_checkpoint

LINES = ["ba ke lo mu", "ne", "", "ti so ka re wa po"]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """Two tiny models over the same subword models and one over others."""
    folder = tmp_path_factory.mktemp("models")
    same = [tiny_checkpoint(folder / "run", seed=s, name=f"seed{s}.pt") for s in (1, 2)]
    other = tiny_checkpoint(folder / "other", seed=3, overrides=("data.spm.vocab_size=50",))
    plain = tiny_checkpoint(folder / "run", seed=4, overrides=("model=no_attention",),
                            name="plain.pt")
    return *same, other, plain


def check_alignment(alignment: str, translation: str, source: str) -> None:
    """One ``i-j`` link per target word of ``translation``, in target order, to a word of
    ``source`` (none when the source is empty: nothing to link to)."""
    pairs = [tuple(map(int, link.split("-"))) for link in alignment.split()]
    words = len(translation.split()) if source.strip() else 0
    assert [j for _, j in pairs] == list(range(words))
    assert all(0 <= i < len(source.split()) for i, _ in pairs)


def test_translate_with_an_ensemble_and_alignments(models, tmp_path):
    a, b, _, _ = models
    source = tmp_path / "in.txt"
    source.write_text("".join(line + "\n" for line in LINES))
    alone = run_cli("translate", f"checkpoint={a}", f"input={source}", "beam=3",
                    "device=cpu").stdout.splitlines()
    twice = run_cli("translate", f"checkpoint=[{a},{a}]", f"input={source}", "beam=3",
                    "alignments=true", "device=cpu").stdout.splitlines()
    assert len(twice) == len(LINES)
    rows = [line.split("\t") for line in twice]
    assert [row[0] for row in rows] == alone  # a model with itself: the model's output
    for (translation, alignment), line in zip(rows, LINES, strict=True):
        check_alignment(alignment, translation, line)
    assert any(alignment for _, alignment in rows)
    both = run_cli("translate", f"checkpoint=[{a},{b}]", f"input={source}", "beam=3",
                   "nbest=2", "alignments=true", "device=cpu").stdout.splitlines()
    fields = [line.split(" ||| ") for line in both]
    assert [int(f[0]) for f in fields] == [i // 2 for i in range(2 * len(LINES))]
    for number, translation, _, alignment in fields:
        check_alignment(alignment, translation, LINES[int(number)])


def test_evaluate_compares_a_model_with_ensembles(models, tmp_path):
    a, b, _, _ = models
    run = run_cli("evaluate", f"checkpoints=[{a},[{a},{a}],[{a},{b}]]", "beam=2",
                  "alignments=true", "device=cpu", f"hydra.run.dir={tmp_path}", cwd=tmp_path)
    out = run.stdout
    assert f"ensemble {a}+{b}" in out and f"ensemble {a}+{a}" in out
    table = out[out.index("checkpoint  "):].splitlines()
    rows = {line.split()[0]: line.split()[1:] for line in table[2:]}
    assert rows[str(a)] == rows[f"{a}+{a}"]
    hyps = [(tmp_path / f"hyp{n}.test.tgt").read_text().splitlines() for n in (1, 2, 3)]
    assert hyps[0] == hyps[1]
    sources = load_split(compose_config("config", TINY_RUN).data, "test").src
    for number, hypotheses in enumerate(hyps, start=1):
        alignments = (tmp_path / f"hyp{number}.test.tgt.align").read_text().splitlines()
        assert len(alignments) == len(hypotheses) == len(sources)
        for alignment, translation, source in zip(alignments, hypotheses, sources, strict=True):
            check_alignment(alignment, translation, source)


def test_an_ensemble_of_models_with_other_subword_models_is_refused(models, tmp_path):
    a, _, other, _ = models
    for app, extra in (("translate", [f"input={tmp_path}/none.txt"]), ("evaluate", [])):
        run = run_cli(app, f"checkpoint=[{a},{other}]", *extra, "device=cpu",
                      f"hydra.run.dir={tmp_path}", check=False, cwd=tmp_path)
        assert run.returncode == 2
        assert f"{a} and {other} have different target SentencePiece models" in run.stderr


def test_alignments_from_a_model_without_attention_are_refused(models, tmp_path):
    plain = models[3]
    run = run_cli("evaluate", f"checkpoint={plain}", "alignments=true", "device=cpu",
                  f"hydra.run.dir={tmp_path}", check=False, cwd=tmp_path)
    assert run.returncode == 2
    assert f"alignments=true: {plain} has no attention to align words with" in run.stderr
    assert not list(tmp_path.glob("hyp*"))  # refused before decoding
