"""Sweeps end to end: Hydra multirun folders, results.json, TensorBoard hparams, nmt-report,
and the Luong Table 1 experiment (every variant composes; a few of them run on a tiny corpus
cut from Multi30k)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from omegaconf import OmegaConf
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from nmt.apps.report import main as report_main
from nmt.apps.sweeps import swept_dirname, swept_keys
from nmt.model.build import build_model
from tests.cli import run_cli
from tests.conftest import REPO, compose_config
from tests.corpora import text_corpus

EXPERIMENT = "luong_table1_multi30k"
VARIANTS = sorted(p.stem for p in (REPO / "configs/experiment/luong_table1").glob("*.yaml"))
TINY = ["model.emb_size=16", "model.hidden_size=32", "data.spm.vocab_size=200",
        "train.max_steps=2", "train.valid_every=0", "train.log_every=1"]


@pytest.fixture(scope="module")
def table_sweep(tmp_path_factory) -> Path:
    """Three variants of the Table 1 experiment, trained two steps each on a tiny corpus
    (300 training pairs of Multi30k, with a test split)."""
    root = tmp_path_factory.mktemp("table1")
    corpus = text_corpus(root / "corpus")
    run_cli("train", "-m", f"experiment={EXPERIMENT}",
            "+experiment/luong_table1=rnnsearch,global_dot,local_p_general",
            f"data.dir={corpus}", "data.test_split=test", f"hydra.sweep.dir={root / 'sweep'}",
            *TINY)
    return root / "sweep"


@pytest.mark.parametrize("experiment", [EXPERIMENT, f"{EXPERIMENT}_gpu"])
def test_the_sweep_covers_every_variant_once(experiment):
    cfg = compose_config("config", [f"experiment={experiment}"])
    assert cfg.data.name == "multi30k"
    hydra_cfg = _hydra_config([f"experiment={experiment}"])
    swept = hydra_cfg.sweeper.params["+experiment/luong_table1"].split(",")
    assert sorted(swept) == VARIANTS and len(VARIANTS) == 11
    assert hydra_cfg.sweep.dir.startswith(f"multirun/{experiment}/")


def test_the_gpu_sweep_is_full_size_in_bf16():
    cfg = compose_config("config", [f"experiment={EXPERIMENT}_gpu",
                                    "+experiment/luong_table1=local_p_dot"])
    assert (cfg.device, cfg.train.precision) == ("cuda", "bf16")
    assert (cfg.model.emb_size, cfg.model.hidden_size, cfg.model.enc_hidden_size) == (
        256, 512, 256)
    assert (cfg.model.attention.align, cfg.model.attention.score) == ("local_p", "dot")


def _hydra_config(overrides: list[str]):
    from hydra import compose, initialize_config_module

    with initialize_config_module(config_module="nmt.configs", version_base=None):
        return compose(config_name="config", overrides=overrides, return_hydra_config=True
                       ).hydra


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_builds_the_model_it_names(variant):
    cfg = compose_config("config", [f"experiment={EXPERIMENT}",
                                    f"+experiment/luong_table1={variant}"])
    model = build_model(cfg.model, 50, 50)
    assert cfg.model.decoder == {"rnnsearch": "rnnsearch", "no_attention": "no_attention"}.get(
        variant, "luong")
    assert cfg.model.emb_size == 128 and cfg.model.hidden_size == 256  # the same size for all
    if cfg.model.decoder == "luong":
        align, score = variant.rsplit("_", 1)
        assert (cfg.model.attention.align, cfg.model.attention.score) == (align, score)
        assert cfg.model.input_feeding
    assert sum(p.numel() for p in model.parameters()) > 0


def test_sweep_runs_land_in_named_folders_with_results(table_sweep):
    assert sorted(p.name for p in table_sweep.iterdir() if p.is_dir()) == \
        ["0_rnnsearch", "1_global_dot", "2_local_p_general"]
    results = json.loads((table_sweep / "2_local_p_general/results.json").read_text())
    assert results["model"]["decoder"] == "luong"
    assert (results["model"]["align"], results["model"]["score"]) == ("local_p", "general")
    assert "+experiment/luong_table1=local_p_general" in results["overrides"]
    assert results["steps"] == 2 and results["parameters"] > 0
    assert results["dev"]["sentences"] == 30 and results["test"]["sentences"] == 20
    # after 2 steps a model may still say eos first (empty output: chrF 0); the scores' own
    # correctness is tested in test_evaluate
    assert 0 <= results["test"]["bleu"] <= 100 and 0 <= results["test"]["chrf"] <= 100
    hyps = (table_sweep / "2_local_p_general/hyp.test.en").read_text().splitlines()
    assert len(hyps) == 20


def test_tensorboard_holds_the_hparams_and_final_scores(table_sweep):
    events = EventAccumulator(str(table_sweep / "1_global_dot/tensorboard"))
    events.Reload()
    assert "_hparams_/session_start_info" in events.PluginTagToContent("hparams")
    results = json.loads((table_sweep / "1_global_dot/results.json").read_text())
    (logged,) = events.Scalars("hparam/test_chrf")
    assert logged.value == pytest.approx(results["test"]["chrf"])


def test_report_tabulates_the_sweep(table_sweep, tmp_path, capsys):
    report_main([str(table_sweep), "--output", str(tmp_path / "table.md")])
    printed = capsys.readouterr().out
    assert (tmp_path / "table.md").read_text() == printed
    lines = printed.splitlines()
    header = [cell.strip() for cell in lines[0].strip("|").split("|")]
    assert header == ["experiment/luong_table1", "dev BLEU", "dev chrF", "test BLEU",
                      "test chrF", "params", "steps", "time"]
    assert lines[1].startswith("|---") and lines[1].endswith(":|")
    rows = {cells[0]: cells for cells in ([c.strip() for c in line.strip("|").split("|")]
                                          for line in lines[2:5])}
    assert list(rows) == ["rnnsearch", "global_dot", "local_p_general"]
    results = json.loads((table_sweep / "0_rnnsearch/results.json").read_text())
    assert rows["rnnsearch"][1] == f"{results['dev']['bleu']:.2f}"
    assert rows["rnnsearch"][4] == f"{results['test']['chrf']:.2f}"
    assert rows["rnnsearch"][6] == "2"
    assert f"`experiment={EXPERIMENT}`" in printed  # common to every run: below the table


def test_report_without_runs_is_an_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as stopped:
        report_main([str(tmp_path)])
    assert stopped.value.code == 2
    assert "no results.json found" in capsys.readouterr().err
    script = subprocess.run([sys.executable, str(REPO / "scripts/report.py"), str(tmp_path)],
                            capture_output=True, text=True, cwd=tmp_path)
    assert script.returncode == 2 and "no results.json found" in script.stderr


def test_plain_multirun_names_folders_by_the_swept_overrides(tmp_path):
    sweep = tmp_path / "sweep"
    run_cli("train", "-m", "model=luong", "model.attention.align=global,local_m",
            "model.attention.score=dot", f"hydra.sweep.dir={sweep}", "device=cpu",
            "data.synthetic_sizes.train=200", "data.synthetic_sizes.val=10",
            "data.synthetic_sizes.test=10", "data.spm.vocab_size=60", *TINY)
    # the fixed overrides stay out of the names (all of them would pass 255 characters)
    assert sorted(p.name for p in sweep.iterdir() if p.is_dir()) == [
        "0_model.attention.align=global", "1_model.attention.align=local_m"]
    table = run_cli("report", str(sweep)).stdout
    assert "| model.attention.align |" in table and "| local_m " in table
    assert "model.attention.score" not in table.splitlines()[0]  # the same in both runs


def test_swept_keys_come_from_the_command_line_and_the_sweeper_params():
    argv = ["-m", "--config-name", "config", "a.b=1,2", "c=3", "d=range(1,3)", "e=x/y"]
    params = OmegaConf.create({"+experiment/luong_table1": "x,y"})
    assert swept_keys(argv, params) == {"a.b", "d", "+experiment/luong_table1"}
    root = OmegaConf.create({"hydra": {"sweeper": {"params": {"e": "x/y,z"}}}})
    task = OmegaConf.create(["c=3", "e=x/y", "a.b=2"])
    assert swept_dirname(task, root) == "e=x_y"


def test_report_sorts_by_score_and_lists_unfinished_runs(tmp_path, capsys):
    for number, (lr, bleu) in enumerate([(0.1, 12.5), (0.01, 30.25), (0.001, 20.0)]):
        run = tmp_path / f"{number}_train.lr={lr}"
        run.mkdir()
        (run / "results.json").write_text(json.dumps({
            "overrides": [f"train.lr={lr}", "seed=2"], "parameters": 4_965_243,
            "steps": 729, "train_seconds": 3725.0,
            # a resumed run's time is its steps' over all its sessions
            **({"steps_seconds": 7260.0} if lr == 0.01 else {}),
            "dev": {"split": "val", "bleu": bleu, "chrf": bleu + 20}, "test": None}))
    (tmp_path / "3_train.lr=1.0/.hydra").mkdir(parents=True)
    (tmp_path / "3_train.lr=1.0/config.yaml").write_text("seed: 2\n")
    report_main([str(tmp_path), "--sort", "dev_bleu"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("|")[1].strip() for line in lines[2:5]] == ["0.01", "0.001", "0.1"]
    assert [cell.strip() for cell in lines[2].split("|")[2:-1]] == [
        "30.25", "50.25", "4.97M", "729", "2h 01m"]
    assert lines[3].split("|")[-2].strip() == "1h 02m"
    assert "Not finished (no results.json): 3_train.lr=1.0." in lines
    assert "test BLEU" not in lines[0]  # no run has a test split
