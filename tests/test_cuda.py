"""The CUDA code paths, on a real GPU: device selection, a training step in fp32 and under
bf16 autocast, the packed-sequence encoder, step-by-step decoding against teacher forcing,
greedy and beam search giving the CPU's output, the CUDA random generator across a resume,
and int8 refused on the GPU.

Every test here is marked ``cuda`` and skips where ``torch.cuda.is_available()`` is false
(the development machines have no GPU); ``scripts/gpu_check.py`` runs them on a GPU machine
(``pytest -m cuda tests/test_cuda.py``). The CPU-vs-GPU comparisons turn TF32 off: they check
that the code computes the same thing on both devices, not TF32's rounding.
"""

from __future__ import annotations

import copy
import math

import numpy as np
import pytest
import torch

from nmt.apps.train import resumed_config
from nmt.checkpoint import load_checkpoint, rng_state, save_checkpoint, set_rng_state
from nmt.config import DecodingOptions
from nmt.data.subwords import BOS, EOS
from nmt.device import autocast, cuda_problem, select_device
from nmt.engines.torch_engine import decode_ids
from nmt.errors import ConfigError
from nmt.training.distributed import Distributed
from nmt.training.records import read_metrics
from nmt.training.run import run_training, setup_trainer
from nmt.translation.translator import Translator
from tests.conftest import TINY_MODEL, compose_config
from tests.test_model import DECODERS, padded_batch
from tests.test_search import sharpened
from tests.tiny_run import TINY_RUN, tiny_checkpoint

pytestmark = [
    pytest.mark.cuda,
    pytest.mark.skipif(cuda_problem() is not None, reason=f"needs CUDA: {cuda_problem()}"),
]

CPU = torch.device("cpu")
CUDA = torch.device("cuda", 0)


@pytest.fixture
def no_tf32():
    """fp32 products in fp32 on the GPU for the test (cuBLAS and cuDNN), as on the CPU."""
    saved = torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = False
    yield
    torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved


def test_auto_cuda_and_cuda_0_select_the_gpu_and_a_missing_index_names_the_devices():
    assert select_device("auto") == torch.device("cuda")
    assert select_device("cuda").type == "cuda"
    assert select_device("cuda:0") == CUDA
    missing = max(9, torch.cuda.device_count())
    with pytest.raises(ConfigError, match=rf"device=cuda:{missing}: this machine has "
                                          rf"{torch.cuda.device_count()} CUDA device"):
        select_device(f"cuda:{missing}")


def trainer_and_batch(tmp_path, device: torch.device, *overrides: str):
    """A tiny Luong model's trainer on ``device`` (dropout off, no clipping) and its first
    batch, moved there."""
    cfg = compose_config(overrides=[*TINY_MODEL, "model=luong", "data.synthetic_sizes.train=200",
                                    "data.synthetic_sizes.val=20", "train.clip_norm=1e9",
                                    "train.batch_size=16", *overrides])
    run_dir = tmp_path / f"{device.type}-{'-'.join(overrides)}"
    run_dir.mkdir()
    trainer = setup_trainer(cfg, run_dir, None, None, device, Distributed())
    indices = trainer.train_split.batches(0, 16, cfg.seed, 0, shuffle=True)[0]
    return trainer, trainer.train_split.collate(indices).to(device)


def test_a_batch_moves_to_the_gpu_unchanged(tmp_path):
    _, batch = trainer_and_batch(tmp_path, CPU)
    moved = batch.to(CUDA)
    for name in ("src", "src_lengths", "tgt_in", "tgt_out", "indices"):
        assert getattr(moved, name).device == CUDA
        assert torch.equal(getattr(moved, name).cpu(), getattr(batch, name)), name


def test_an_fp32_training_step_on_the_gpu_gives_the_cpus_gradients(tmp_path, no_tf32):
    on_cpu, cpu_batch = trainer_and_batch(tmp_path, CPU)
    on_gpu, gpu_batch = trainer_and_batch(tmp_path, CUDA)
    assert all(p.device == CUDA for p in on_gpu.model.parameters())
    on_gpu.model.load_state_dict(on_cpu.model.state_dict())  # same weights on both
    assert on_cpu.train_step(cpu_batch) and on_gpu.train_step(gpu_batch)
    for (name, ours), theirs in zip(on_gpu.model.named_parameters(), on_cpu.model.parameters(),
                                    strict=True):
        assert ours.grad.device == CUDA
        torch.testing.assert_close(ours.grad.cpu(), theirs.grad, rtol=1e-3, atol=1e-5, msg=name)


def test_a_bf16_autocast_step_on_the_gpu_learns_with_float32_weights(tmp_path):
    trainer, batch = trainer_and_batch(tmp_path, CUDA, "train.precision=bf16")
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    with torch.no_grad():
        exact = trainer.model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out).total
    with torch.no_grad(), autocast(CUDA, "bf16"):
        low = trainer.model(batch.src, batch.src_lengths, batch.tgt_in, batch.tgt_out).total
    assert low.dtype == torch.float32  # the loss stays float32 under autocast
    assert float(low) == pytest.approx(float(exact), rel=2e-2)
    assert trainer.train_step(batch)
    for name, param in trainer.model.named_parameters():
        assert param.dtype == torch.float32 and bool(torch.isfinite(param.grad).all()), name
    assert any(not torch.equal(p, before[n]) for n, p in trainer.model.named_parameters())


def test_the_packed_encoder_keeps_padding_out_on_the_gpu():
    model = sharpened("luong").to(CUDA)
    src, lengths, _ = padded_batch([6, 3, 5], seed=2)
    src, lengths = src.to(CUDA), lengths.to(CUDA)
    with torch.no_grad():
        enc = model.encoder(src, lengths)
        alone = model.encoder(src[1:2, :3], lengths[1:2])
    torch.testing.assert_close(enc.states[1, :3], alone.states[0], rtol=1e-4, atol=1e-5)
    assert bool((enc.states[1, 3:] == 0).all())


def teacher_forced(model, source: np.ndarray, tokens: list[int]) -> tuple[float, torch.Tensor]:
    """Log-probability of ``tokens`` + eos for ``source`` (ids without specials, given eos
    as decoding gives it) on the model's device, and the attention (len(tokens) + 1,
    len(source) + 1), by one teacher-forced pass."""
    device = next(model.parameters()).device
    src = torch.tensor([[*source.tolist(), EOS]], device=device)
    tgt_in = torch.tensor([[BOS, *tokens]], device=device)
    tgt_out = torch.tensor([[*tokens, EOS]], device=device)
    with torch.no_grad():
        out = model.logits(src, torch.tensor([src.size(1)], device=device), tgt_in,
                           return_attention=True)
    log_probs = out.logits.log_softmax(-1).gather(2, tgt_out.unsqueeze(2))
    return float(log_probs.sum()), out.attention[0]


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_greedy_steps_on_the_gpu_score_as_teacher_forcing(decoder, extra, no_tf32):
    model = sharpened(decoder, **extra).to(CUDA)
    src, lengths, _ = padded_batch([6, 4, 8, 1, 5], seed=9)
    sources = [src[row, :n].numpy() for row, n in enumerate(lengths.tolist())]
    found = decode_ids(model, sources, CUDA, DecodingOptions(max_len_a=1.0, max_len_b=3),
                       return_attention=True)
    for source, (hyp,) in zip(sources, found, strict=True):
        score, attention = teacher_forced(model, source, hyp.tokens)
        assert hyp.score == pytest.approx(score, abs=1e-4)
        torch.testing.assert_close(hyp.attention.cpu(), attention.cpu(), atol=1e-5, rtol=0)


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
@pytest.mark.parametrize("beam", [1, 5])
def test_search_on_the_gpu_finds_the_cpus_words_in_fp32(decoder, extra, beam, no_tf32):
    model = sharpened(decoder, **extra)
    src, lengths, _ = padded_batch([7, 3, 5, 1, 9, 2, 6], seed=4)
    sources = [src[row, :n].numpy() for row, n in enumerate(lengths.tolist())]
    options = DecodingOptions(beam=beam, nbest=beam, alpha=0.6, max_len_a=1.0, max_len_b=3)
    on_cpu = decode_ids(model, sources, CPU, options)
    on_gpu = decode_ids(copy.deepcopy(model).to(CUDA), sources, CUDA, options)
    for ours, theirs in zip(on_gpu, on_cpu, strict=True):
        assert [h.tokens for h in ours] == [h.tokens for h in theirs]
        assert [h.score for h in ours] == pytest.approx([h.score for h in theirs], abs=1e-4)


def sharpened_checkpoint(folder) -> str:
    """A tiny checkpoint whose weights are tripled (peaky distributions: no near ties)."""
    path = tiny_checkpoint(folder)
    payload = load_checkpoint(path)
    payload["model"] = {k: v * 3 if v.is_floating_point() else v
                        for k, v in payload["model"].items()}
    save_checkpoint(path, payload)
    return str(path)


def test_the_translator_on_the_gpu_translates_as_on_the_cpu_and_refuses_int8(tmp_path,
                                                                             no_tf32):
    path = sharpened_checkpoint(tmp_path)
    lines = ["a b c", "d e f g h", "b", "c a d d e a"]
    gpu = Translator.from_pretrained(path, device="cuda")
    cpu = Translator.from_pretrained(path, device="cpu")
    assert gpu.device.type == "cuda"
    for beam in (1, 5):
        assert gpu.translate(lines, beam=beam) == cpu.translate(lines, beam=beam)
    bf16 = gpu.translate_nbest(lines, beam=5, nbest=2, precision="bf16")
    assert [len(hyps) for hyps in bf16] == [2] * len(lines)
    assert all(math.isfinite(score) for hyps in bf16 for _, score in hyps)
    with pytest.raises(ConfigError, match="precision=int8 decodes on the CPU.*not on cuda"):
        gpu.translate(lines, precision="int8")


def test_the_cuda_generator_of_the_training_device_round_trips():
    state = rng_state(CUDA)
    assert isinstance(state["cuda"], torch.Tensor)
    first = torch.rand(5, device=CUDA)
    set_rng_state(state, CUDA)
    torch.testing.assert_close(torch.rand(5, device=CUDA), first, rtol=0, atol=0)
    assert "cuda" not in rng_state(CPU)


def test_a_gpu_run_logs_its_memory_and_resumes_with_the_same_dropout_masks(tmp_path):
    args = [*(a for a in TINY_RUN if not a.startswith("model.dropout=")), "model.dropout=0.3",
            "device=cuda", "train.batch_size=8", "train.log_every=1", "train.valid_every=0",
            "train.valid_heatmaps=0", "train.lexicon=false"]
    whole, halves = tmp_path / "whole", tmp_path / "halves"
    run_training(compose_config(overrides=[*args, "train.max_steps=6"]), whole, [])
    run_training(compose_config(overrides=[*args, "train.max_steps=3"]), halves, [])
    more = ["resume=auto", "train.max_steps=6"]
    run_training(resumed_config(compose_config(overrides=more), halves, more), halves, [])
    records = [r for r in read_metrics(whole / "metrics.jsonl") if r["kind"] == "train"]
    assert all(r["gpu_peak_mb"] > 0 and r["step_seconds"] > 0 for r in records)
    resumed = [r for r in read_metrics(halves / "metrics.jsonl") if r["kind"] == "train"]
    assert [r["step"] for r in resumed] == [r["step"] for r in records] == list(range(1, 7))
    # without the CUDA generator restored, steps 4-6 draw other dropout masks
    assert [r["loss"] for r in resumed] == pytest.approx([r["loss"] for r in records],
                                                         abs=1e-4)
    assert isinstance(load_checkpoint(halves / "last.pt")["rng"]["cuda"], torch.Tensor)
