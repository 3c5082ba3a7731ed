"""End to end on the synthetic corpus through the console scripts: train, evaluate, translate."""

from __future__ import annotations

import pytest

from nmt.data import synthetic
from tests.cli import bleu_from, run_cli

# The default model and corpus, shrunk to train in about a CPU minute: shorter sentences (up to
# 16 words), a smaller network, more, smaller batches and twice the default rate, validated on
# 200 dev sentences. Dev BLEU jumps up and down between epochs 6 and 9 (the rate is high for
# so small a model), and where it stands at one epoch depends on the CPU's kernels, so the
# run goes on to 11 epochs and the test scores best.pt: measured on an AVX-512 CPU, greedy dev
# BLEU 86 at epoch 7, 61 at 8, 87 at 9, 94 and 97 at 10 and 11 (the default rate needs 16
# epochs for as much: 1,264 steps against 869).
E2E_TRAIN = [
    "data.synthetic_max_words=16", "data.synthetic_sizes.train=8000",
    "model.emb_size=64", "model.hidden_size=128", "model.dropout=0.1",
    "train.batch_tokens=1024", "train.clip_norm=1.0", "train.lr=0.002", "train.max_epochs=11",
    "train.valid_every=0", "train.valid_max_sentences=200", "train.log_every=100", "seed=3",
]


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    run_dir = tmp_path_factory.mktemp("e2e") / "run"
    run_cli("train", f"hydra.run.dir={run_dir}", *E2E_TRAIN)
    return run_dir


@pytest.mark.slow
def test_train_writes_a_complete_run_directory(trained):
    for name in ("best.pt", "last.pt", "config.yaml", "train.log", "spm/src.model",
                 "spm/tgt.model", ".hydra/config.yaml"):
        assert (trained / name).exists(), name
    assert list((trained / "tensorboard").glob("events.out.tfevents.*"))
    assert "synthetic_max_words: 16" in (trained / "config.yaml").read_text()


@pytest.mark.slow
def test_evaluate_reports_high_bleu_on_held_out_split(trained, tmp_path):
    out = run_cli("evaluate", f"checkpoint={trained / 'best.pt'}", f"hydra.run.dir={tmp_path}")
    assert "synthetic test (500 sentences" in out.stdout
    assert bleu_from(out.stdout) >= 80
    assert "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:" in out.stdout
    assert "chrF2 = " in out.stdout
    hyps = (tmp_path / "hyp.test.tgt").read_text().splitlines()
    assert len(hyps) == 500


@pytest.mark.slow
def test_translate_answers_on_stdin(trained):
    src, tgt = synthetic.generate(20, seed=99, max_words=12)
    out = run_cli("translate", f"checkpoint={trained / 'best.pt'}", stdin="\n".join(src) + "\n")
    lines = out.stdout.splitlines()
    assert len(lines) == 20
    assert sum(hyp == ref for hyp, ref in zip(lines, tgt, strict=True)) >= 14


@pytest.mark.slow
def test_translate_file_mode_and_python_api(trained, tmp_path):
    from nmt import Translator

    src, _ = synthetic.generate(10, seed=7, max_words=12)
    (tmp_path / "in.txt").write_text("\n".join(src) + "\n")
    run_cli("translate", f"checkpoint={trained / 'best.pt'}", f"input={tmp_path / 'in.txt'}",
            f"output={tmp_path / 'out.txt'}")
    from_cli = (tmp_path / "out.txt").read_text().splitlines()
    api = Translator.from_pretrained(trained / "best.pt", device="cpu").translate(src)
    assert from_cli == api and len(api) == 10
