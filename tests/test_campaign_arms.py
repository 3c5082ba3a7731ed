"""The campaign's stages (scripts/campaign/run.sh) compose: every arm a stage names exists,
and with the script's own overrides it is a config that nmt-train accepts and a model that
builds. A typo in an arm would otherwise end a campaign's run hours after it was started."""

from __future__ import annotations

import re
import shlex

import pytest
from hydra import compose, initialize_config_module

from nmt.apps.overrides import differing_keys
from nmt.training.config_checks import validate_config
from tests.conftest import REPO

CAMPAIGN = REPO / "scripts" / "campaign"
SCRIPT = (CAMPAIGN / "run.sh").read_text()
# stage: (its arms, the schedule it gives them, "" for run.sh's default)
STAGES = {stage: (arms, schedule) for stage, arms, schedule in re.findall(
    r"^\s+(\w+)\) arms=([\w,]+)(?: schedule=(\w+))? ;;$", SCRIPT, flags=re.MULTILINE)}


def script_overrides(multi30k: str, schedule: str = "") -> list[str]:
    """The overrides run.sh gives every arm of a stage with ``schedule`` ("" for none), as
    it would pass them for ``multi30k``, less the launcher's (hydra.*, and the arm itself,
    which the test adds)."""
    line = SCRIPT.split('exec "${NMT_TRAIN:-nmt-train}" -m', 1)[1].replace("\\\n", " ")
    line = line.replace("$campaign", "/tmp/campaign").replace("$multi30k", multi30k)
    line = re.sub(r"\$\{schedule:-(\w+)\}", lambda m: schedule or m.group(1), line)
    words = shlex.split(line.split("\n", 1)[0])
    return [w for w in words if not w.startswith(("hydra", "+arm", "$@"))]


def test_the_script_names_its_stages():
    # the pattern above must keep finding the stages, or the test below checks none
    assert {"s1", "s2", "s5", "s6"} <= set(STAGES)
    assert STAGES["s6"][1] == "cosine" and STAGES["s1"][1] == ""


@pytest.mark.parametrize("stage", sorted(STAGES))
def test_every_arm_of_a_stage_composes_and_builds(stage, multi30k_dir):
    arms, schedule = STAGES[stage]
    overrides = script_overrides(str(multi30k_dir), schedule)
    assert "experiment=reference" in overrides and "resume=auto" in overrides
    arms = arms.split(",")
    assert len(arms) == len(set(arms)), f"stage {stage} names an arm twice"
    for arm in arms:
        assert (CAMPAIGN / "arm" / f"{arm}.yaml").is_file(), f"stage {stage}: no arm {arm}"
        with initialize_config_module(config_module="nmt.configs", version_base=None):
            cfg = compose(config_name="config", overrides=[
                f"hydra.searchpath=[file://{CAMPAIGN}]", f"+arm={arm}", *overrides])
        model = validate_config(cfg)
        assert cfg.train.max_steps > 0 and cfg.train.precision in ("fp32", "bf16"), arm
        assert cfg.train.scheduler == (schedule or "plateau"), arm
        assert sum(p.numel() for p in model.parameters()) > 1_000_000, arm


def test_the_recipe_config_is_the_measured_arm(multi30k_dir):
    # experiment=multi30k_best must train what the campaign measured: its stage-1 fp32 arm
    # with run.sh's overrides, but for where the runs kept their files and checkpoints
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        arm = compose(config_name="config", overrides=[
            f"hydra.searchpath=[file://{CAMPAIGN}]", "+arm=fp32_s1",
            *script_overrides(str(multi30k_dir))])
        recipe = compose(config_name="config", overrides=[
            "experiment=multi30k_best", f"data.dir={multi30k_dir}", "seed=1"])
    kept = ("data.cache_dir", "train.checkpoint_every", "train.keep_last", "resume")
    assert [k for k in differing_keys(arm, recipe) if k not in kept] == []
    assert recipe.train.max_steps == 4400 and recipe.model.dropout == 0.3
