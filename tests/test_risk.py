"""Sequence-level risk training (nmt.training.objectives.risk, train.risk_*): the model's sequence
log-probabilities, each sentence's candidate set and costs (real SentencePiece and sacrebleu),
the expected cost, the step's mix with the token loss, and a run that logs the risk."""

from __future__ import annotations

import json

import pytest
import sacrebleu
import torch
import torch.nn.functional as F

from nmt.data.subwords import PAD
from nmt.errors import ConfigError
from nmt.training.config_checks import validate_config
from nmt.training.objectives.risk import expected_cost
from nmt.training.run import run_training
from tests.conftest import TINY_MODEL, compose_config
from tests.test_train_step import first_batch

# beam outputs of at most 4 pieces: an untrained model gives them more probability than the
# references (30 pieces and more), so that the risk is far from 0 and so is its gradient
RISK = ["train.risk_weight=0.4", "train.risk_candidates=3", "train.decoding.max_len_a=0",
        "train.decoding.max_len_b=4"]


def test_sequence_log_probs_sum_each_targets_log_softmax(tmp_path):
    trainer, batch = first_batch(tmp_path, "train.risk_weight=0.0")
    model = trainer.model.eval()
    summed = model.sequence_log_probs(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out)
    logits = model.logits(batch.src, batch.src_lengths, batch.tgt_in).logits
    picked = F.log_softmax(logits.float(), -1).gather(2, batch.tgt_out.unsqueeze(2)).squeeze(2)
    expected = picked.masked_fill(batch.tgt_out == PAD, 0.0).sum(1)
    assert bool((batch.tgt_out == PAD).any())  # padding is left out, not scored
    torch.testing.assert_close(summed, expected, rtol=1e-5, atol=1e-4)
    summed[0].backward()  # differentiable: the risk's gradient runs through it
    assert model.generator.weight.grad.abs().sum() > 0


def test_the_expected_cost_renormalises_over_each_sentences_own_candidates():
    log_probs = torch.tensor([-1.0, -2.0, -0.5, -3.0, -1.5, -0.2])
    costs = torch.tensor([0.0, 0.6, 0.3, 0.0, 0.9, 0.4])
    rows = torch.tensor([0, 0, 1, 2, 2, 2])
    expected = 0.0
    for row in range(3):
        mine = rows == row
        expected += float((torch.softmax(log_probs[mine], 0) * costs[mine]).sum())
    assert float(expected_cost(log_probs, costs, rows, 3)) == pytest.approx(expected)
    # a sentence with one candidate costs what it costs, whatever its probability
    assert float(expected_cost(torch.tensor([-9.0]), torch.tensor([0.25]),
                               torch.tensor([0]), 1)) == pytest.approx(0.25)


@pytest.mark.parametrize("metric", ["bleu", "chrf"])
def test_each_sentences_candidates_are_its_reference_then_distinct_beam_outputs(tmp_path,
                                                                                metric):
    trainer, batch = first_batch(tmp_path, *RISK, f"train.risk_metric={metric}")
    sub, costs = trainer.risk.candidates(trainer.model, batch)
    rows = sub.indices.tolist()
    assert rows == sorted(rows) and set(rows) == set(range(batch.src.size(0)))
    lengths = (sub.tgt_out != PAD).sum(1).tolist()
    found = [sub.tgt_out[i, :n - 1].tolist() for i, n in enumerate(lengths)]
    texts = trainer.subwords.decode_tgt(found)
    score = sacrebleu.sentence_bleu if metric == "bleu" else sacrebleu.sentence_chrf
    for row in range(batch.src.size(0)):
        mine = [i for i, r in enumerate(rows) if r == row]
        assert 2 <= len(mine) <= 4  # the reference and 1-3 of beam 3's outputs
        reference = batch.tgt_out[row, :int((batch.tgt_out[row] != PAD).sum()) - 1].tolist()
        assert found[mine[0]] == reference
        assert len({tuple(found[i]) for i in mine}) == len(mine)
        for i in mine:  # each candidate read with its own sentence's source
            assert torch.equal(sub.src[i, :int(sub.src_lengths[i])],
                               batch.src[row, :int(batch.src_lengths[row])])
            expected = 1 - score(texts[i], [texts[mine[0]]]).score / 100
            assert float(costs[i]) == pytest.approx(expected, abs=1e-4)
    assert float(costs.max()) > 0.5  # an untrained model's beam misses the references
    assert float(costs.min()) == 0.0  # and a reference costs nothing


def test_a_risk_step_mixes_the_token_loss_and_the_risk_by_its_weight(tmp_path):
    def gradients(trainer, batch, risk_alone: bool) -> dict[str, torch.Tensor]:
        trainer.model.zero_grad()
        if risk_alone:
            (trainer.risk.loss(trainer.model, batch) / batch.src.size(0)).backward()
        else:
            assert trainer.train_step(batch)
        return {n: p.grad.clone() for n, p in trainer.model.named_parameters()}

    mixed, batch = first_batch(tmp_path, *RISK)
    risk = gradients(mixed, batch, risk_alone=True)
    both = gradients(mixed, batch, risk_alone=False)
    token, _ = first_batch(tmp_path, *RISK[2:], "train.risk_weight=0.0")
    tokens = gradients(token, batch, risk_alone=False)
    assert float(mixed.risk.loss(mixed.model, batch).detach()) > 0.5 * batch.src.size(0)
    # the risk moves the step's gradient, by the weight the config gives it
    assert max(float((both[n] - tokens[n]).abs().max()) for n in both) > 1e-3
    for name, grad in both.items():
        torch.testing.assert_close(grad, 0.6 * tokens[name] + 0.4 * risk[name], rtol=1e-4,
                                   atol=1e-6, msg=name)


@pytest.mark.parametrize(("override", "key"), [("train.risk_weight=1.0", "train.risk_weight"),
                                               ("train.risk_candidates=0",
                                                "train.risk_candidates"),
                                               ("train.risk_metric=ter", "train.risk_metric")])
def test_a_risk_setting_that_cannot_work_is_refused_naming_its_key(override, key):
    with pytest.raises(ConfigError, match=key):
        validate_config(compose_config(overrides=[*TINY_MODEL, override]))


def test_a_risk_run_logs_the_risk_beside_the_token_loss(tmp_path, one_torch_thread):
    cfg = compose_config(overrides=[*TINY_MODEL, *RISK, "data.synthetic_sizes.train=200",
                                    "data.synthetic_sizes.val=20", "train.max_steps=4",
                                    "train.log_every=2", "train.lexicon=false"])
    state = run_training(cfg, tmp_path / "run", [])
    assert state.step == 4
    lines = [json.loads(line) for line in (tmp_path / "run" / "metrics.jsonl").open()]
    train = [line for line in lines if line["kind"] == "train"]
    assert [line["step"] for line in train] == [2, 4]
    assert all(0.5 < line["risk"] <= 1 and line["loss"] > 0 for line in train)
