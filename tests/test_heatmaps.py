"""Training shows alignments forming: attention heatmaps of fixed dev sentences go to
TensorBoard as images at each validation; dev BLEU can use beam search."""

from __future__ import annotations

import math

import torch
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
from torch.utils.tensorboard import SummaryWriter

from nmt.config import DecodingOptions
from nmt.data.pipeline import prepare_training_data
from nmt.engines.torch_engine import decode_ids
from nmt.metrics import bleu
from nmt.model.build import build_model
from nmt.training.heatmaps import log_heatmaps
from nmt.training.validation import validate
from tests.conftest import compose_config
from tests.tiny_run import TINY_RUN, tiny_training


def images(folder):
    events = EventAccumulator(str(folder), size_guidance={"images": 0})
    events.Reload()
    return {tag: events.Images(tag) for tag in events.Tags()["images"]}


def test_validation_logs_heatmaps_of_fixed_dev_sentences(tmp_path):
    run_dir = tmp_path / "run"
    tiny_training(run_dir, 2, 2, "train.valid_beam=2")
    logged = images(run_dir / "tensorboard")
    assert sorted(logged) == ["attention/0", "attention/1"]
    for series in logged.values():
        assert [image.step for image in series] == [1, 2]  # one per validation
        for image in series:
            assert image.width > 100 and image.height > 100
            assert image.encoded_image_string[:8] == b"\x89PNG\r\n\x1a\n"


def test_no_heatmaps_when_turned_off(tmp_path):
    cfg = compose_config("config", [*TINY_RUN, "train.valid_heatmaps=0"])
    subwords, _, dev = prepare_training_data(cfg.data, tmp_path)
    model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    writer = SummaryWriter(str(tmp_path / "tb"))
    log_heatmaps(writer, model, dev, subwords, torch.device("cpu"), cfg.train, step=1)
    writer.close()
    assert images(tmp_path / "tb") == {}


def test_dev_bleu_uses_the_configured_beam(tmp_path):
    cfg = compose_config("config", [*TINY_RUN, "train.valid_beam=3", "train.valid_alpha=0.6"])
    subwords, _, dev = prepare_training_data(cfg.data, tmp_path)
    torch.manual_seed(0)
    model = build_model(cfg.model, subwords.src_vocab_size, subwords.tgt_vocab_size)
    result = validate(model, dev, subwords, torch.device("cpu"), cfg.train)
    decoded = decode_ids(model, dev.sources(), torch.device("cpu"),
                         DecodingOptions(beam=3, alpha=0.6))
    hypotheses = subwords.decode_tgt([hyps[0].tokens for hyps in decoded])
    assert result.bleu == bleu(hypotheses, dev.tgt_text)
    assert [s[2] for s in result.samples] == hypotheses[:3]
    assert math.isfinite(result.loss)
