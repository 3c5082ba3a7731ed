"""The campaign's stages (scripts/campaign/run.sh) compose: the script, run with a stand-in
for nmt-train that prints its arguments, gives every arm of every stage a config that
nmt-train accepts and a model that builds. A typo in an arm or a stage would otherwise end
a campaign's run hours after it was started."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hydra import compose, initialize_config_module

from nmt.apps.overrides import differing_keys
from nmt.training.config_checks import validate_config
from tests.conftest import REPO

CAMPAIGN = REPO / "scripts" / "campaign"
# the stages that train a student on a corpus distill.sh writes, and its folder
STUDENTS = {"s4": "distilled", "s7": "distilled_mix", "s8": "distilled_inter", "s9": "distilled",
            "s10": "distilled", "s11": "distilled",
            "s12": "distilled", "s14": "distilled", "s15": "distilled_all",
            "s16": "distilled", "s17": "distilled5", "s18": "distilled5",
            "s19": "distilled5", "s20": "distilled5", "s21": "distilled5",
            "s22": "distilled5", "s23": "distilled_self",
            "s24": "distilled5", "s25": "distilled_self", "s26": "distilled_self",
            "s27": "distilled5", "s28": "distilled_self", "s29": "distilled5",
            "s30": "distilled5", "s31": "distilled_self", "s32": "distilled5",
            "s33": "distilled5", "s34": "distilled5", "s35": "distilled5",
            "s36": "distilled5", "s37": "distilled5", "s38": "distilled5",
            "s39": "distilled5", "s40": "distilled5"}
# the stages that take an earlier stage's runs further, and the steps they go on to
CONTINUED = {"s3": 7700, "s13": 4400, "s35": 2600, "s36": 2600, "s37": 2600, "s38": 2600}
STAGES = re.findall(r"^  (\w+)\) arms=", (CAMPAIGN / "run.sh").read_text(), flags=re.MULTILINE)


def stage_command(stage: str, tmp_path: Path, multi30k: Path, script: str = "run.sh"
                  ) -> list[str]:
    """The arguments ``script`` gives the app it runs for ``stage`` ("" for none)."""
    echo = tmp_path / "print-args"
    echo.write_text("#!/bin/sh\nprintf '%s\\0' \"$@\"\n")
    echo.chmod(0o755)
    env = {**os.environ, "CAMPAIGN": str(tmp_path / "campaign"), "NMT_MULTI30K": str(multi30k),
           "NMT_TRAIN": str(echo), "NMT_DISTILL": str(echo)}
    done = subprocess.run(["bash", str(CAMPAIGN / script), *([stage] if stage else [])],
                          capture_output=True, env=env, timeout=30, check=True)
    return done.stdout.decode().split("\0")[:-1]


def run_overrides(args: list[str]) -> tuple[list[str], list[str]]:
    """A sweep's arms and its other overrides, less the launcher's (hydra.*, -m)."""
    arms, = [a.removeprefix("+arm=").split(",") for a in args if a.startswith("+arm=")]
    return arms, [a for a in args if not a.startswith(("hydra", "+arm", "-m"))]


def compose_arm(arm: str, overrides: list[str]):
    """The config nmt-train composes for ``arm`` with the stage's ``overrides``."""
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        return compose(config_name="config", overrides=[
            f"hydra.searchpath=[file://{CAMPAIGN}]", f"+arm={arm}", *overrides])


def test_the_script_names_its_stages():
    # the pattern above must keep finding the stages, or the test below checks none
    assert {"s1", "s2", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14",
            "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26",
            "s27", "s28", "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37",
            "s38"} <= set(STAGES)


@pytest.mark.parametrize("stage", STAGES)
def test_every_arm_of_a_stage_composes_and_builds(stage, multi30k_dir, tmp_path,
                                                  monkeypatch):
    monkeypatch.setenv("CAMPAIGN", str(tmp_path / "campaign"))  # as run.sh exports it
    finished_runs(tmp_path, multi30k_dir)  # what the stages that go on from them need
    args = stage_command(stage, tmp_path, multi30k_dir)
    assert args[0] == "-m" and f"hydra.sweep.dir={tmp_path}/campaign/{stage}" in args
    arms, overrides = run_overrides(args)
    assert "experiment=reference" in overrides and "resume=auto" in overrides
    assert len(arms) == len(set(arms)), f"stage {stage} names an arm twice"
    for arm in arms:
        assert (CAMPAIGN / "arm" / f"{arm}.yaml").is_file(), f"stage {stage}: no arm {arm}"
        cfg = compose_arm(arm, overrides)
        model = validate_config(cfg)
        assert cfg.train.max_steps == CONTINUED.get(stage, arm_steps(arm)), arm
        assert cfg.train.precision in ("fp32", "bf16"), arm
        annealed = stage in ("s6", "s24", "s25")
        assert cfg.train.scheduler == ("cosine" if annealed else "plateau"), arm
        # the stages that change the recipe's regularisation for all their arms
        assert cfg.model.dropout == (0.1 if stage == "s10" else 0.3), arm
        assert cfg.train.label_smoothing == (0.0 if stage == "s11" else 0.1), arm
        assert cfg.data.name == ("text" if stage in STUDENTS else "multi30k"), arm
        assert sum(p.numel() for p in model.parameters()) > 1_000_000, arm
        if (cfg.init_from or "").startswith(f"{tmp_path}/campaign/soups/"):
            continue  # queue.sh's soups of earlier runs (their own tests name them)
        if cfg.init_from:  # a run of an earlier stage, by its folder's job number and arm
            # or a stage's only run, which Hydra names 0_run
            where = re.fullmatch(rf"{tmp_path}/campaign/(\w+)/(\d+)_(?:\+arm=(\w+)|run)/best\.pt",
                                 cfg.init_from)
            assert where, cfg.init_from
            earlier = run_overrides(stage_command(where[1], tmp_path, multi30k_dir))[0]
            assert earlier[int(where[2])] == (where[3] or earlier[0]), cfg.init_from
            assert where[3] or len(earlier) == 1, cfg.init_from


def arm_steps(arm: str) -> int:
    """The train.max_steps that arm/ARM.yaml sets."""
    return int(re.search(r"max_steps: (\d+)", (CAMPAIGN / "arm" / f"{arm}.yaml").read_text())[1])


def finished_runs(tmp_path: Path, multi30k: Path) -> dict[str, Path]:
    """Stand-ins for stages s1's and s2's finished runs (a best.pt and a last.pt of a few
    bytes each, in the folders Hydra names), by stage and arm ("s1/fp32_s1")."""
    runs = {}
    for stage in ("s1", "s2"):
        arms, _ = run_overrides(stage_command(stage, tmp_path, multi30k))
        for number, arm in enumerate(arms):
            run = tmp_path / "campaign" / stage / f"{number}_+arm={arm}"
            run.mkdir(parents=True, exist_ok=True)
            for name in ("best.pt", "last.pt"):
                (run / name).write_text(f"{name} of {stage}/{arm}")
            runs[f"{stage}/{arm}"] = run
    # stages of one arm, whose run Hydra names 0_run: its overrides name the arm
    for stage, arm in (("s22", "student_soup_s1"), ("s29", "student_soup_s3")):
        run = tmp_path / "campaign" / stage / "0_run"
        (run / ".hydra").mkdir(parents=True, exist_ok=True)
        (run / ".hydra" / "overrides.yaml").write_text(f"- +arm={arm}\n- experiment=reference\n")
        for name in ("best.pt", "last.pt"):
            (run / name).write_text(f"{name} of {stage}/{arm}")
        runs[f"{stage}/{arm}"] = run
    return runs


def test_a_stage_goes_on_from_the_runs_of_an_earlier_one_once(multi30k_dir, tmp_path):
    runs = finished_runs(tmp_path, multi30k_dir)
    campaign = tmp_path / "campaign"
    arms, overrides = run_overrides(stage_command("s3", tmp_path, multi30k_dir))
    assert arms == ["fp32_s1", "fp32_s2", "fp32_s3"] and "resume=auto" in overrides
    assert f"train.max_steps={CONTINUED['s3']}" in overrides
    for number, arm in enumerate(arms):
        run = campaign / "s3" / f"{number}_+arm={arm}"
        for name in ("best.pt", "last.pt"):
            assert (run / name).read_text() == f"{name} of s1/{arm}"
            assert (runs[f"s1/{arm}"] / name).is_file()  # the earlier run keeps its own
    # once a run has its own last.pt, a second start leaves it as it is
    went_on = campaign / "s3" / "0_+arm=fp32_s1" / "last.pt"
    went_on.unlink()
    went_on.write_text("step 5,000")
    stage_command("s3", tmp_path, multi30k_dir)
    assert went_on.read_text() == "step 5,000"
    assert (runs["s1/fp32_s1"] / "last.pt").read_text() == "last.pt of s1/fp32_s1"
    # a stage of one arm: Hydra's 0_run
    stage_command("s13", tmp_path, multi30k_dir)
    assert (campaign / "s13" / "0_run" / "last.pt").read_text() == "last.pt of s2/medium_s1"


def test_the_risk_continuations_go_on_from_a_stage_of_one_arm(multi30k_dir, tmp_path):
    runs = finished_runs(tmp_path, multi30k_dir)
    campaign = tmp_path / "campaign"
    args = {stage: run_overrides(stage_command(stage, tmp_path, multi30k_dir))
            for stage in ("s35", "s36", "s37", "s38")}
    for risky, plain, start, arm in (("s35", "s37", "s22", "student_soup_s1"),
                                     ("s36", "s38", "s29", "student_soup_s3")):
        for stage in (risky, plain):
            assert args[stage][0] == [arm]  # the earlier run's own arm, so its own seed
            overrides = args[stage][1]
            assert {"resume=auto", "train.max_steps=2600", "train.valid_every=100"} <= set(
                overrides)
            for name in ("best.pt", "last.pt"):  # the earlier run's checkpoints, linked
                assert (campaign / stage / "0_run" / name).read_text() == \
                    f"{name} of {start}/{arm}"
        # the pair differs in the risk alone
        assert [o for o in args[risky][1] if o not in args[plain][1]] == [
            "train.risk_weight=0.7"]
        assert all(o in args[risky][1] for o in args[plain][1])
    assert (runs["s22/student_soup_s1"] / "last.pt").read_text() == \
        "last.pt of s22/student_soup_s1"
    # an earlier stage of one run, of another arm, is no start for this one
    overrides = runs["s29/student_soup_s3"].parent / "0_run" / ".hydra" / "overrides.yaml"
    overrides.write_text("- +arm=student_soup_s1\n")
    shutil.rmtree(campaign / "s38")
    done = subprocess.run(["bash", str(CAMPAIGN / "run.sh"), "s38"], capture_output=True,
                          text=True, timeout=30, env={**os.environ,
                          "CAMPAIGN": str(campaign), "NMT_MULTI30K": str(multi30k_dir),
                          "NMT_TRAIN": "false"})
    assert done.returncode == 2 and "goes on from s29's student_soup_s3" in done.stderr


def test_a_stage_whose_earlier_run_has_no_checkpoint_stops_before_training(multi30k_dir,
                                                                          tmp_path):
    runs = finished_runs(tmp_path, multi30k_dir)
    (runs["s1/fp32_s2"] / "last.pt").unlink()
    # nmt-train here is `false`: status 1 had the script gone on to it
    done = subprocess.run(["bash", str(CAMPAIGN / "run.sh"), "s3"], capture_output=True,
                          text=True, timeout=30, env={**os.environ,
                          "CAMPAIGN": str(tmp_path / "campaign"),
                          "NMT_MULTI30K": str(multi30k_dir), "NMT_TRAIN": "false"})
    assert done.returncode == 2
    assert "stage s3 goes on from s1's fp32_s2, which has no last.pt" in done.stderr


def test_the_students_train_on_what_the_teacher_writes(multi30k_dir, tmp_path):
    status, calls = run_scripts(tmp_path, multi30k_dir, "distill.sh")
    campaign = tmp_path / "campaign"
    # the best translations, the 5-best's nearest, the 5-best
    assert status == 0 and len(calls) == 3
    outs = [next(a.removeprefix("out=") for a in call if a.startswith("out=")) for call in calls]
    assert outs == [f"{campaign}/{name}" for name in ("distilled", "distilled_inter",
                                                      "distilled_all")]
    assert calls[1][-2:] == ["nbest=5", "select=closest"] and "select=closest" not in calls[0]
    assert calls[2][-2:] == ["nbest=5", "select=all"]
    for call in calls:
        teacher, = [a for a in call if a.startswith("checkpoint=")]
        # the six members, each quoted: Hydra would read the '=' in '+arm=' otherwise
        assert len(re.findall(r"'[^']+/(best|step-\d+)\.pt'", teacher)) == 6
    finished_runs(tmp_path, multi30k_dir)  # what the stages that go on from them need
    for stage, folder in STUDENTS.items():
        _, overrides = run_overrides(stage_command(stage, tmp_path, multi30k_dir))
        assert f"data.dir={campaign / folder}" in overrides, (stage, overrides)
        assert "data.dev_split=val" in overrides and "data.src_lang=de" in overrides


def test_the_second_campaigns_student_learns_from_s1s_five_models(multi30k_dir, tmp_path,
                                                                   monkeypatch):
    monkeypatch.setenv("SYSTEM", "five")
    status, calls = run_scripts(tmp_path, multi30k_dir, "distill.sh")
    campaign = tmp_path / "campaign"
    assert status == 0 and len(calls) == 1  # the best translations alone
    assert f"out={campaign}/distilled5" in calls[0]
    teacher, = [a.removeprefix("checkpoint=") for a in calls[0] if a.startswith("checkpoint=")]
    members = re.findall(r"'([^']+)'", teacher)
    assert len(members) == 5 and all(m.startswith(f"{campaign}/s1/") for m in members)
    # the word-level student reads the same five models beside their translations
    monkeypatch.setenv("CAMPAIGN", str(campaign))
    arms, overrides = run_overrides(stage_command("s18", tmp_path, multi30k_dir))
    cfg = compose_arm(arms[0], overrides)
    assert sorted(cfg.train.teacher) == sorted(members)
    assert cfg.init_from == f"{campaign}/s1/1_+arm=fp32_s1/best.pt"
    # and its control is the same student without them
    arms, _ = run_overrides(stage_command("s17", tmp_path, multi30k_dir))
    control = compose_arm(arms[0], overrides)
    assert control.train.teacher is None
    assert differing_keys(control, cfg) == ["train.teacher"]
    # the control's second round, and the control from a better parent: the same student
    # from another start
    for stage, start in (("s19", f"{campaign}/s17/0_run/best.pt"),
                         ("s20", f"{campaign}/s3/0_+arm=fp32_s1/best.pt")):
        arms, _ = run_overrides(stage_command(stage, tmp_path, multi30k_dir))
        other = compose_arm(arms[0], overrides)
        assert differing_keys(control, other) == ["init_from"] and other.init_from == start
    # the siblings for a soup: the same student with another seed
    arms, _ = run_overrides(stage_command("s21", tmp_path, multi30k_dir))
    siblings = [compose_arm(arm, overrides) for arm in arms]
    assert [s.seed for s in siblings] == [2, 3]
    assert all(differing_keys(control, s) == ["seed"] for s in siblings)


def test_the_soup_of_siblings_learns_the_system_and_its_own_beam(multi30k_dir, tmp_path,
                                                                 monkeypatch):
    campaign = tmp_path / "campaign"
    # the soup waits for its three siblings to finish
    siblings = [campaign / "s17" / "0_run", campaign / "s21" / "0_+arm=student_ft_five_s2",
                campaign / "s21" / "1_+arm=student_ft_five_s3"]
    for run in siblings:
        run.mkdir(parents=True)
    assert run_scripts(tmp_path, multi30k_dir, "queue.sh", "soup3")[0] == 2
    for run in siblings:
        (run / "results.json").write_text("{}")
    status, calls = run_scripts(tmp_path, multi30k_dir, "queue.sh", "soup3", "distill_self")
    soup = f"{campaign}/soups/soup3.pt"
    assert status == 0 and len(calls) == 2
    average, distill = calls
    members = re.findall(r"'([^']+)'", next(a for a in average if a.startswith("checkpoints=")))
    assert members == [f"{campaign}/s17/0_run/best.pt",
                       f"{campaign}/s21/0_+arm=student_ft_five_s2/best.pt",
                       f"{campaign}/s21/1_+arm=student_ft_five_s3/best.pt"]
    assert f"out={soup}" in average
    # the soup translates with a student's alpha, not the ensemble's
    assert f"checkpoint=['{soup}']" in distill and "alpha=1.0" in distill
    assert f"out={campaign}/distilled_self" in distill
    # a soup already made is not made again
    Path(soup).parent.mkdir(parents=True, exist_ok=True)
    Path(soup).write_bytes(b"")
    (tmp_path / "calls").unlink()
    assert run_scripts(tmp_path, multi30k_dir, "queue.sh", "soup3") == (0, [])
    # s22 and s23 start from the soup and differ in their corpus alone
    monkeypatch.setenv("CAMPAIGN", str(campaign))
    (arm,), control = run_overrides(stage_command("s22", tmp_path, multi30k_dir))
    (arm23,), treated = run_overrides(stage_command("s23", tmp_path, multi30k_dir))
    assert arm == arm23 and compose_arm(arm, control).init_from == soup
    assert [o for o in treated if o not in control] == [f"data.dir={campaign}/distilled_self"]
    # s24 is s22 with the cosine schedule
    (arm24,), annealed = run_overrides(stage_command("s24", tmp_path, multi30k_dir))
    assert arm24 == arm and [o for o in annealed if o not in control] == [
        "train.scheduler=cosine"]
    # and s25 is s23 with it
    (arm25,), both = run_overrides(stage_command("s25", tmp_path, multi30k_dir))
    assert arm25 == arm and [o for o in both if o not in treated] == ["train.scheduler=cosine"]
    # s26 and s27 are s23 and s22 with seed 2, s28 and s29 with seed 3, s30 and s31 s22 and
    # s23 with seed 4
    for stage, first, seed in (("s26", treated, 2), ("s27", control, 2), ("s28", treated, 3),
                               ("s29", control, 3), ("s30", control, 4), ("s31", treated, 4)):
        (again,), overrides = run_overrides(stage_command(stage, tmp_path, multi30k_dir))
        assert overrides == first
        cfg = compose_arm(again, overrides)
        assert differing_keys(compose_arm(arm, first), cfg) == ["seed"] and cfg.seed == seed


def test_the_risk_students_and_their_controls_differ_in_the_risk_alone(multi30k_dir, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("CAMPAIGN", str(tmp_path / "campaign"))
    risky = [run_overrides(stage_command(s, tmp_path, multi30k_dir)) for s in ("s32", "s33")]
    (controls, plain), = [run_overrides(stage_command("s34", tmp_path, multi30k_dir))]
    starts = {"s22": 1, "s29": 3, "s27": 2, "s30": 4}  # each control student and its seed
    assert [arm for arms, _ in risky for arm in arms] == [f"student_risk_{s}" for s in starts]
    assert controls == [f"student_more_{s}" for s in ("s22", "s29", "s27", "s30")]
    for arms, overrides in risky:
        assert overrides == plain  # the same corpus and stage settings
        for arm in arms:
            start = arm.removeprefix("student_risk_")
            cfg = compose_arm(arm, overrides)
            control = compose_arm(f"student_more_{start}", plain)
            # from that student's best.pt, with its seed, on the system's translations
            assert cfg.init_from == f"{tmp_path}/campaign/{start}/0_run/best.pt"
            assert cfg.seed == starts[start] and cfg.data.dir.endswith("/distilled5")
            assert differing_keys(control, cfg) == ["train.risk_weight"]
            assert (cfg.train.risk_weight, cfg.train.risk_candidates, cfg.train.risk_metric,
                    cfg.train.max_steps) == (0.7, 4, "bleu", 400)
            assert control.train.risk_weight == 0.0


def finished_corpus(campaign: Path, pairs: int, name: str = "distilled") -> Path:
    """A distilled corpus as nmt-distill leaves it in ``campaign/name``: ``pairs`` training
    pairs, val, and distill.json written last."""
    distilled = campaign / name
    distilled.mkdir(parents=True, exist_ok=True)
    for lang in ("de", "en"):
        (distilled / f"train.{lang}").write_text("".join(f"{lang} {i}\n" for i in range(pairs)))
        (distilled / f"val.{lang}").write_text(f"val {lang}\n")
    (distilled / "distill.json").write_text("{}")
    return distilled


def test_a_finished_corpus_gets_its_mix_with_the_original_pairs(multi30k_dir, tmp_path):
    distilled = finished_corpus(tmp_path / "campaign", 7)
    stage_command("", tmp_path, multi30k_dir, "distill.sh")
    mix = tmp_path / "campaign" / "distilled_mix"
    assert sorted(p.name for p in mix.iterdir()) == ["train.de", "train.en", "val.de",
                                                      "val.en"]  # no half-written file
    for lang in ("de", "en"):
        original = (multi30k_dir / f"train.{lang}").read_text().splitlines()
        lines = (mix / f"train.{lang}").read_text().splitlines()
        assert lines == original + [f"{lang} {i}" for i in range(7)]
        assert (mix / f"val.{lang}").read_text() == f"val {lang}\n"
    made = (mix / "train.en").stat().st_mtime_ns
    stage_command("", tmp_path, multi30k_dir, "distill.sh")
    assert (mix / "train.en").stat().st_mtime_ns == made  # a finished mix is kept
    # a corpus made again (overwrite=true) is newer than its mix: the mix is made again
    finished_corpus(tmp_path / "campaign", 3)
    os.utime(distilled / "distill.json", ns=(made + 10**9, made + 10**9))
    stage_command("", tmp_path, multi30k_dir, "distill.sh")
    assert len((mix / "train.en").read_text().splitlines()) == len(original) + 3


def run_scripts(tmp_path: Path, multi30k: Path, script: str, *args: str, status: int = 0
                ) -> tuple[int, list[list[str]]]:
    """Run ``script args`` with a stand-in for nmt-train, nmt-distill and nmt-average that
    records its arguments and exits with ``status``; the script's status and the calls in
    order."""
    calls = tmp_path / "calls"
    stand_in = tmp_path / "record-args"
    stand_in.write_text(f"#!/bin/sh\nprintf '%s\\0' \"$@\" >> {calls}\necho >> {calls}\n"
                        f"exit {status}\n")
    stand_in.chmod(0o755)
    env = {**os.environ, "CAMPAIGN": str(tmp_path / "campaign"), "NMT_MULTI30K": str(multi30k),
           "NMT_TRAIN": str(stand_in), "NMT_DISTILL": str(stand_in),
           "NMT_AVERAGE": str(stand_in)}
    done = subprocess.run(["bash", str(CAMPAIGN / script), *args], capture_output=True,
                          env=env, timeout=30)
    records = calls.read_text().split("\0\n") if calls.exists() else []
    return done.returncode, [r.split("\0") for r in records if r]


def test_a_queue_runs_its_stages_in_order_one_run_at_a_time(multi30k_dir, tmp_path):
    status, calls = run_scripts(tmp_path, multi30k_dir, "queue.sh", "s6", "distill", "s4")
    assert status == 0 and len(calls) == 5
    campaign = tmp_path / "campaign"
    assert f"hydra.sweep.dir={campaign}/s6" in calls[0] and calls[0][-1] == (
        "hydra.launcher.n_jobs=1")
    assert f"out={campaign}/distilled" in calls[1]
    assert f"out={campaign}/distilled_inter" in calls[2]
    assert f"out={campaign}/distilled_all" in calls[3]
    assert f"hydra.sweep.dir={campaign}/s4" in calls[4]
    # a finished corpus is not made again (nmt-distill would refuse to replace it)
    finished_corpus(campaign, 2)
    (tmp_path / "calls").unlink()
    status, calls = run_scripts(tmp_path, multi30k_dir, "queue.sh", "distill", "s4")
    assert status == 0 and len(calls) == 3 and f"out={campaign}/distilled_inter" in calls[0]
    for name in ("distilled_inter", "distilled_all"):
        finished_corpus(campaign, 2, name)
    (tmp_path / "calls").unlink()
    status, calls = run_scripts(tmp_path, multi30k_dir, "queue.sh", "distill", "s4")
    assert status == 0 and len(calls) == 1 and f"hydra.sweep.dir={campaign}/s4" in calls[0]


def test_a_stopped_stage_ends_its_queue(multi30k_dir, tmp_path):
    status, calls = run_scripts(tmp_path, multi30k_dir, "queue.sh", "s5", "s2", status=143)
    assert status == 143 and len(calls) == 1 and calls[0][-1] == "hydra.launcher.n_jobs=1"


def test_the_recipe_config_is_the_measured_arm(multi30k_dir, tmp_path):
    # experiment=multi30k_best must train what the campaign measured: its stage-1 fp32 arm
    # with run.sh's overrides, but for where the runs kept their files and checkpoints
    _, overrides = run_overrides(stage_command("s1", tmp_path, multi30k_dir))
    arm = compose_arm("fp32_s1", overrides)
    with initialize_config_module(config_module="nmt.configs", version_base=None):
        recipe = compose(config_name="config", overrides=[
            "experiment=multi30k_best", f"data.dir={multi30k_dir}", "seed=1"])
    kept = ("data.cache_dir", "train.checkpoint_every", "train.keep_last", "resume")
    assert [k for k in differing_keys(arm, recipe) if k not in kept] == []
    assert recipe.train.max_steps == 4400 and recipe.model.dropout == 0.3


def test_the_students_soup_averages_soup3s_eight_students_and_s39_starts_from_it(
        multi30k_dir, tmp_path, monkeypatch):
    campaign = tmp_path / "campaign"
    students = [campaign / stage / "0_run" for stage in
                ("s22", "s27", "s29", "s30", "s23", "s26", "s28", "s31")]
    for run in students:
        run.mkdir(parents=True)
    # one student unfinished: no soup
    for run in students[:-1]:
        (run / "results.json").write_text("{}")
    assert run_scripts(tmp_path, multi30k_dir, "queue.sh", "students8")[0] == 2
    (students[-1] / "results.json").write_text("{}")
    status, calls = run_scripts(tmp_path, multi30k_dir, "queue.sh", "students8")
    soup = f"{campaign}/soups/students8.pt"
    assert status == 0 and len(calls) == 1
    members = re.findall(r"'([^']+)'", next(a for a in calls[0] if a.startswith("checkpoints=")))
    assert members == [f"{run}/best.pt" for run in students]
    assert f"out={soup}" in calls[0]
    # s39's four arms are s22's student from the eight's soup, seeds 1-4
    monkeypatch.setenv("CAMPAIGN", str(campaign))
    (s22,), overrides = run_overrides(stage_command("s22", tmp_path, multi30k_dir))
    control = compose_arm(s22, overrides)
    arms, overrides39 = run_overrides(stage_command("s39", tmp_path, multi30k_dir))
    assert overrides39 == overrides
    third = [compose_arm(arm, overrides39) for arm in arms]
    assert [cfg.seed for cfg in third] == [1, 2, 3, 4]
    assert all(cfg.init_from == soup for cfg in third)
    assert differing_keys(control, third[0]) == ["init_from"]
    assert all(set(differing_keys(control, cfg)) <= {"init_from", "seed"} for cfg in third)


def test_seeds_5_and_6_of_soup3s_students_differ_from_s22_in_their_seed_alone(
        multi30k_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("CAMPAIGN", str(tmp_path / "campaign"))  # the arms' soup3.pt
    (arm,), overrides = run_overrides(stage_command("s22", tmp_path, multi30k_dir))
    control = compose_arm(arm, overrides)
    arms, more = run_overrides(stage_command("s40", tmp_path, multi30k_dir))
    assert more == overrides
    seeds = [compose_arm(other, more) for other in arms]
    assert [cfg.seed for cfg in seeds] == [5, 6]
    assert all(differing_keys(control, cfg) == ["seed"] for cfg in seeds)


def test_the_learning_rate_arms_differ_from_the_recipes_seeds_in_the_rate_alone(
        multi30k_dir, tmp_path):
    recipe, overrides = run_overrides(stage_command("s1", tmp_path, multi30k_dir))
    arms, more = run_overrides(stage_command("s42", tmp_path, multi30k_dir))
    assert arms == ["lr2x_s2", "lr2x_s3"] and more == overrides
    for arm, control in zip(arms, ("fp32_s2", "fp32_s3"), strict=True):
        assert control in recipe
        doubled, plain = compose_arm(arm, more), compose_arm(control, overrides)
        assert differing_keys(plain, doubled) == ["train.lr"]
        assert doubled.train.lr == 2 * plain.train.lr
