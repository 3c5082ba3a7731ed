"""The ONNX Runtime engine: a folder exported with ``format=onnx`` translates as PyTorch does
(greedy, beam, n-best, attention, teacher-forced log-probabilities), from the Python API and
the console scripts, in a process where torch cannot be imported; bad folders, devices and
missing packages are named."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
import torch

from nmt import Translator
from nmt.apps.translate_output import strongest_alignments
from nmt.checkpoint import load_checkpoint, save_checkpoint
from nmt.config import check_engine
from nmt.data.subwords import BOS
from nmt.engines.onnx_engine import load_onnx
from nmt.errors import CheckpointError, ConfigError
from nmt.export.exporting import export_pretrained
from tests.cli import run_cli
from tests.tiny_run import tiny_checkpoint

LINES = ["a b c d", "e f", "g h i j k l", "b", "c c d d e e f f g"]
# tied embeddings, coverage and two heads: the graphs carry aliased weights and a state of
# several tensors
OVERRIDES = ("model.hidden_size=16", "model.tie_embeddings=true", "model.attention.heads=2",
             "model.attention.coverage=true", "model.attention.score=concat")
# a sitecustomize that makes ``import NAME`` fail in a subprocess, as on a machine without it
BLOCKER = """import sys
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {blocked!r}:
            raise ImportError(f"{{name}} is blocked in this test", name=name)
sys.meta_path.insert(0, Blocker())
"""


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    """A tiny checkpoint (weights tripled: peaky distributions, so that near-ties do not
    decide words) and its float32 and int8 ONNX exports."""
    root = tmp_path_factory.mktemp("onnx")
    checkpoint = tiny_checkpoint(root / "run", seed=5, overrides=OVERRIDES)
    payload = load_checkpoint(checkpoint)
    payload["model"] = {name: value * 3 if value.is_floating_point() else value
                        for name, value in payload["model"].items()}
    save_checkpoint(checkpoint, payload)
    fp32 = export_pretrained(checkpoint, root / "fp32", export_format="onnx")
    int8 = export_pretrained(checkpoint, root / "int8", export_format="onnx", precision="int8")
    return checkpoint, fp32, int8


def blocked_env(tmp_path: Path, *modules: str) -> dict[str, str]:
    """The environment of a subprocess in which importing ``modules`` fails."""
    folder = tmp_path / f"without_{'_'.join(modules)}"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(BLOCKER.format(blocked=set(modules)))
    return {**os.environ, "PYTHONPATH": str(folder), "OMP_NUM_THREADS": "1"}


def test_onnx_runtime_translates_as_pytorch(folders):
    checkpoint, fp32, _ = folders
    torch_translator = Translator.from_pretrained(checkpoint, device="cpu")
    ort = Translator.from_pretrained(fp32, engine="onnxruntime")
    assert ort.translate(LINES) == torch_translator.translate(LINES)
    for beam, nbest in ((4, 3), (2, 1)):
        ours = ort.translate_nbest(LINES, beam=beam, nbest=nbest, alpha=0.6)
        theirs = torch_translator.translate_nbest(LINES, beam=beam, nbest=nbest, alpha=0.6)
        assert [[text for text, _ in hyps] for hyps in ours] == \
            [[text for text, _ in hyps] for hyps in theirs]
        assert np.allclose([s for hyps in ours for _, s in hyps],
                           [s for hyps in theirs for _, s in hyps], atol=1e-4)
    for ours, theirs in zip(ort.translate_with_attention(LINES, beam=3),
                            torch_translator.translate_with_attention(LINES, beam=3), strict=True):
        assert ours.text == theirs.text and ours.tgt_pieces == theirs.tgt_pieces
        assert isinstance(ours.attention, np.ndarray)
        assert np.abs(ours.attention - theirs.attention.numpy()).max() < 1e-4
        # what show_attention and attention_dir make of numpy attention
        assert [line.split(" (")[0] for line in strongest_alignments(ours)] == \
            [line.split(" (")[0] for line in strongest_alignments(theirs)]
        assert len(ours.heatmap().axes) == len(theirs.heatmap().axes) > 0


def test_teacher_forced_log_probabilities_agree(folders):
    checkpoint, fp32, _ = folders
    model = Translator.from_pretrained(checkpoint, device="cpu").model
    onnx_model = load_onnx(fp32)
    generator = torch.Generator().manual_seed(0)
    src = torch.randint(4, onnx_model.subwords.src_vocab_size, (3, 6), generator=generator)
    src[:, -1] = 2  # eos ends every sentence
    lengths = torch.tensor([6, 6, 6])
    tgt_in = torch.randint(4, onnx_model.vocab_size, (3, 5), generator=generator)
    tgt_in[:, 0] = BOS
    with torch.no_grad():
        expected = model.logits(src, lengths, tgt_in).logits.log_softmax(-1).numpy()
    got = onnx_model.teacher_forced(src.numpy(), lengths.numpy(), tgt_in.numpy())
    assert got.shape == expected.shape
    assert np.abs(got - expected).max() < 1e-4


def test_export_folder_records_the_onnx_format(folders):
    _, fp32, int8 = folders
    files = sorted(str(p.relative_to(fp32)) for p in fp32.rglob("*") if p.is_file())
    assert files == ["README.md", "config.yaml", "export.json", "onnx/encoder.onnx",
                     "onnx/keys.onnx", "onnx/step.onnx", "safety_nets.json", "spm/src.model",
                     "spm/tgt.model"]
    meta = json.loads((fp32 / "export.json").read_text())
    assert meta["onnx"]["version"] == 1 and meta["onnx"]["precision"] == "fp32"
    assert meta["onnx"]["checked_max_difference"] < 1e-4
    int8_meta = json.loads((int8 / "export.json").read_text())["onnx"]
    assert int8_meta["precision"] == "int8"
    # a tiny model's int8 graphs are no smaller (the quantisation's scales and nodes
    # outweigh its few weights): int8 products are what the test can tell
    ops = {node.op_type for node in onnx.load(int8 / "onnx/step.onnx").graph.node}
    assert "MatMulInteger" in ops


def test_int8_graphs_translate_and_refuse_another_precision(folders):
    _, fp32, int8 = folders
    translator = Translator.from_pretrained(int8, engine="onnxruntime")
    texts = translator.translate(LINES, beam=3)
    assert len(texts) == len(LINES) and all(isinstance(t, str) for t in texts)
    with pytest.raises(ConfigError, match=r"precision=bf16: engine=onnxruntime decodes in "
                                          r"the precision of its graphs \(int8"):
        translator.translate(LINES, precision="bf16")
    with pytest.raises(ConfigError, match=r"precision=bf16: .*\(fp32"):
        Translator.from_pretrained(fp32, engine="onnxruntime").translate(LINES,
                                                                         precision="bf16")


def test_a_shortlist_is_refused_naming_the_engine_that_has_them(folders):
    translator = Translator.from_pretrained(folders[1], engine="onnxruntime")
    with pytest.raises(ConfigError, match="shortlist=5: engine=onnxruntime scores the whole "
                                          "vocabulary.*engine=torch"):
        translator.translate(LINES, shortlist=5)


def test_cli_translates_and_evaluates_without_torch(folders, tmp_path):
    checkpoint, fp32, _ = folders
    env = blocked_env(tmp_path, "torch")
    source = tmp_path / "input.txt"
    source.write_text("\n".join(LINES) + "\n")
    expected = "\n".join(Translator.from_pretrained(checkpoint, device="cpu").translate(
        LINES, beam=3)) + "\n"
    translate = subprocess.run(
        [sys.executable, "-m", "nmt.apps.translate", f"checkpoint={fp32}", "engine=onnxruntime",
         f"input={source}", "beam=3"], capture_output=True, text=True, env=env, timeout=120)
    assert translate.returncode == 0, translate.stderr[-2000:]
    assert translate.stdout == expected
    evaluate = subprocess.run(
        [sys.executable, "-m", "nmt.apps.evaluate", f"checkpoint={fp32}", "engine=onnxruntime",
         "data.split=val", f"output={tmp_path / 'hyps.txt'}"],
        capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert evaluate.returncode == 0, evaluate.stderr[-2000:]
    torch_bleu = run_cli("evaluate", f"checkpoint={checkpoint}", "data.split=val", "device=cpu",
                         f"output={tmp_path / 'torch.txt'}", cwd=tmp_path).stdout
    assert (tmp_path / "hyps.txt").read_text() == (tmp_path / "torch.txt").read_text()
    assert "BLEU = " in evaluate.stdout and evaluate.stdout.split("BLEU = ")[1].split()[0] == \
        torch_bleu.split("BLEU = ")[1].split()[0]
    # the blocker works: the same interpreter cannot import torch there
    probe = subprocess.run([sys.executable, "-c", "import torch"], env=env, capture_output=True)
    assert probe.returncode != 0


def test_missing_onnxruntime_names_the_extra(folders, tmp_path):
    checkpoint, fp32, _ = folders
    env = blocked_env(tmp_path, "onnxruntime", "onnx")
    for app, args in (("translate", [f"checkpoint={fp32}", "engine=onnxruntime"]),
                      ("export", [f"checkpoint={checkpoint}", f"out={tmp_path / 'x'}",
                                  "format=onnx"])):
        done = subprocess.run([sys.executable, "-m", f"nmt.apps.{app}", *args], input="a b\n",
                              capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode != 0
        assert "pip install 'nmt[onnx]'" in done.stderr, done.stderr[-2000:]
        assert "Traceback" not in done.stderr
    assert not (tmp_path / "x").exists()


def test_bad_folders_devices_and_engines_are_named(folders, tmp_path):
    checkpoint, fp32, _ = folders
    other = tmp_path / "other_version"
    shutil.copytree(fp32, other)
    meta = json.loads((other / "export.json").read_text())
    meta["onnx"]["version"] = 99
    (other / "export.json").write_text(json.dumps(meta))
    with pytest.raises(CheckpointError, match=r"ONNX export format version 99, but this nmt "
                                              r"reads version 1"):
        load_onnx(other)
    safetensors = export_pretrained(checkpoint, tmp_path / "safetensors")
    with pytest.raises(CheckpointError, match="holds no ONNX graphs"):
        load_onnx(safetensors)
    with pytest.raises(CheckpointError, match="export it first: nmt-export"):
        load_onnx(checkpoint)
    with pytest.raises(CheckpointError, match="holds ONNX graphs .* engine=onnxruntime"):
        Translator.from_pretrained(fp32, device="cpu")
    with pytest.raises(ConfigError, match="device=cuda: engine=onnxruntime decodes on the CPU"):
        load_onnx(fp32, device="cuda")
    with pytest.raises(ConfigError, match="engine='tensorrt' is not one of torch, onnxruntime"):
        check_engine("tensorrt")
    broken = tmp_path / "broken"
    shutil.copytree(fp32, broken)
    (broken / "onnx/step.onnx").write_bytes(b"not a graph")
    with pytest.raises(CheckpointError, match=r"step.onnx: not a usable ONNX graph"):
        load_onnx(broken)
    (broken / "onnx/step.onnx").unlink()
    with pytest.raises(CheckpointError, match=r"step.onnx: missing"):
        load_onnx(broken)


def test_parity_script_reports_identical_outputs(folders, tmp_path):
    checkpoint, fp32, _ = folders
    source, reference = tmp_path / "src.txt", tmp_path / "ref.txt"
    source.write_text("\n".join(LINES) + "\n")
    reference.write_text("\n".join(line[::-1] for line in LINES) + "\n")
    done = subprocess.run(
        [sys.executable, str(Path(__file__).parents[1] / "scripts/onnx_parity.py"),
         str(checkpoint), str(fp32), str(source), str(reference), "--beams", "1", "3"],
        capture_output=True, text=True, env={**os.environ, "OMP_NUM_THREADS": "1"},
        timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    figures = json.loads(done.stdout)
    assert figures["sentences"] == len(LINES) and figures["onnx_precision"] == "fp32"
    assert figures["greedy_identical_share"] == figures["beam3_identical_share"] == 1.0
    assert figures["greedy_bleu_onnx"] == figures["greedy_bleu_torch"]
    assert figures["forced_max_difference"] < 1e-4
