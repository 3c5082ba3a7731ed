"""Errors as a newcomer meets them on the command line: one line, once, exit status 2, and
for a mistyped key or value the nearest valid one."""

from __future__ import annotations

from tests.cli import run_cli


def test_a_bad_registry_value_is_reported_once_with_the_nearest_name(tmp_path):
    run = run_cli("train", "model.attention.score=dott", f"hydra.run.dir={tmp_path}",
                  check=False)
    message = ("model.attention.score='dott' is not one of: dot, scaled_dot, general, "
               "additive, concat, location; did you mean `dot`?")
    assert run.returncode == 2
    assert run.stderr.count(message) == 1 and f"error: {message}" in run.stderr
    assert "Traceback" not in run.stderr
    assert message in (tmp_path / "train.log").read_text()  # the run's log keeps it


def test_a_mistyped_key_and_value_suggest_the_nearest(tmp_path):
    run = run_cli("translate", "checkpoint=none.pt", "beem=5", check=False)
    assert run.returncode == 2
    assert run.stderr.startswith("error: beem: no such config key; did you mean `beam`? The "
                                 "keys at the top level are: beam, nbest")
    run = run_cli("translate", "checkpoint=none.pt", "precision=bf61", check=False)
    assert run.returncode == 2
    assert run.stderr == ("error: precision='bf61' is not one of: fp32, bf16, int8; did you "
                          "mean `bf16`?\n")
    run = run_cli("train", "train.normalization=sentences", f"hydra.run.dir={tmp_path}",
                  check=False)
    assert run.returncode == 2 and "did you mean `sents`?" in run.stderr
    assert not any(tmp_path.iterdir())  # refused before anything was written


def test_a_value_nothing_is_near_lists_the_values_only(tmp_path):
    run = run_cli("export", "checkpoint=a.pt", f"out={tmp_path}/x", "format=zip", check=False)
    assert run.returncode == 2
    assert run.stderr == "error: format='zip' is not one of: safetensors, onnx\n"
