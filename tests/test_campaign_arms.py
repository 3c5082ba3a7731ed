"""The campaign's stages (scripts/campaign/run.sh) compose: every arm a stage names exists,
and with the script's own overrides it is a config that nmt-train accepts and a model that
builds. A typo in an arm would otherwise end a campaign's run hours after it was started."""

from __future__ import annotations

import re
import shlex

import pytest
from hydra import compose, initialize_config_module

from nmt.training.config_checks import validate_config
from tests.conftest import REPO

CAMPAIGN = REPO / "scripts" / "campaign"
SCRIPT = (CAMPAIGN / "run.sh").read_text()
STAGES = dict(re.findall(r"^\s+(\w+)\) arms=([\w,]+) ;;$", SCRIPT, flags=re.MULTILINE))


def script_overrides(multi30k: str) -> list[str]:
    """The overrides run.sh gives every arm, as it would pass them for ``multi30k``, less
    the launcher's (hydra.*, and the arm itself, which the test adds)."""
    line = SCRIPT.split('exec "${NMT_TRAIN:-nmt-train}" -m', 1)[1].replace("\\\n", " ")
    line = line.replace("$campaign", "/tmp/campaign").replace("$multi30k", multi30k)
    words = shlex.split(line.split("\n", 1)[0])
    return [w for w in words if not w.startswith(("hydra", "+arm", "$@"))]


def test_the_script_names_its_stages():
    assert "s1" in STAGES and "s2" in STAGES
    assert all(STAGES.values())


@pytest.mark.parametrize("stage", sorted(STAGES))
def test_every_arm_of_a_stage_composes_and_builds(stage, multi30k_dir):
    overrides = script_overrides(str(multi30k_dir))
    assert "experiment=reference" in overrides and "resume=auto" in overrides
    arms = STAGES[stage].split(",")
    assert len(arms) == len(set(arms)), f"stage {stage} names an arm twice"
    for arm in arms:
        assert (CAMPAIGN / "arm" / f"{arm}.yaml").is_file(), f"stage {stage}: no arm {arm}"
        with initialize_config_module(config_module="nmt.configs", version_base=None):
            cfg = compose(config_name="config", overrides=[
                f"hydra.searchpath=[file://{CAMPAIGN}]", f"+arm={arm}", *overrides])
        model = validate_config(cfg)
        assert cfg.train.max_steps > 0 and cfg.train.precision in ("fp32", "bf16"), arm
        assert sum(p.numel() for p in model.parameters()) > 1_000_000, arm
