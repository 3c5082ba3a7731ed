"""One decode-and-score path behind every dev BLEU a run reports: the best validation's BLEU
(best_valid_bleu), TensorBoard's dev/bleu at that step and results.json's dev BLEU of best.pt
are the same number."""

from __future__ import annotations

import json

import pytest
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from nmt.training.run import run_training
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN


@pytest.mark.parametrize("decoding", [[], ["train.decoding.beam=3", "train.decoding.alpha=0.6"]],
                         ids=["greedy", "beam"])
def test_the_best_validation_tensorboard_and_results_json_report_one_dev_bleu(tmp_path,
                                                                             decoding):
    run_dir = tmp_path / "run"
    cfg = compose_config("config", [*TINY_RUN, "data.synthetic_sizes.train=3000",
                                    "data.synthetic_sizes.val=60", "data.synthetic_max_words=6",
                                    "model.hidden_size=64", "model.emb_size=32",
                                    "train.max_steps=160", "train.batch_size=64",
                                    "train.valid_every=40", "train.lr=0.01", "device=cpu",
                                    *decoding])
    state = run_training(cfg, run_dir, [])
    results = json.loads((run_dir / "results.json").read_text())
    events = EventAccumulator(str(run_dir / "tensorboard"))
    events.Reload()
    logged = {event.step: event.value for event in events.Scalars("dev/bleu")}
    assert len(logged) >= 3  # every 8 steps and at the end of every epoch
    assert len(set(logged.values())) > 1  # the model changed between validations
    assert results["best_valid_bleu"] == state.best_bleu > 0
    # TensorBoard keeps float32
    assert logged[results["best_step"]] == pytest.approx(state.best_bleu, abs=1e-5)
    assert max(logged.values()) == pytest.approx(state.best_bleu, abs=1e-5)
    assert results["dev"]["bleu"] == state.best_bleu
    assert results["decoding"]["beam"] == (3 if decoding else 1)
