"""The encoder-decoder: shapes, masks and the RNNsearch equations (padding invariance and
step-by-step decoding for every attention combination: tests/test_attention_models.py)."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest
import torch
from omegaconf import OmegaConf

from nmt.config import ModelConfig
from nmt.data.subwords import PAD
from nmt.errors import ConfigError
from nmt.model.build import build_model
from tests.processes import ENV, REPO

SRC_V, TGT_V = 40, 50


def make_model(decoder="rnnsearch", **values):
    cfg = OmegaConf.structured(ModelConfig(decoder=decoder, emb_size=12, hidden_size=16,
                                           dropout=0.0))
    if decoder == "luong":
        cfg.attention.score = "general"
    for key, value in values.items():
        OmegaConf.update(cfg, key, value)
    torch.manual_seed(0)
    return build_model(cfg, SRC_V, TGT_V).eval()


def padded_batch(lengths, tgt_len=6, seed=0):
    gen = torch.Generator().manual_seed(seed)
    src = torch.randint(4, SRC_V, (len(lengths), max(lengths)), generator=gen)
    for row, length in enumerate(lengths):
        src[row, length:] = PAD
    tgt = torch.randint(4, TGT_V, (len(lengths), tgt_len), generator=gen)
    return src, torch.tensor(lengths), tgt


DECODERS = [("rnnsearch", {}), ("luong", {}), ("luong", {"input_feeding": False})]


@pytest.mark.parametrize(("decoder", "extra"), DECODERS)
def test_shapes_and_attention_mask(decoder, extra):
    model = make_model(decoder, **extra)
    src, lengths, tgt = padded_batch([7, 3, 5])
    out = model.logits(src, lengths, tgt, return_attention=True)
    assert out.logits.shape == (3, 6, TGT_V)
    assert out.attention.shape == (3, 6, 7)
    assert torch.all(out.attention[1, :, 3:] == 0)
    torch.testing.assert_close(out.attention.sum(-1), torch.ones(3, 6))


def test_encoder_packs_padding_out_and_final_states():
    model = make_model()
    src, lengths, _ = padded_batch([6, 3])
    enc = model.encoder(src, lengths)
    alone = model.encoder(src[1:, :3], lengths[1:])
    torch.testing.assert_close(enc.states[1, :3], alone.states[0])
    assert torch.all(enc.states[1, 3:] == 0)
    assert enc.mask.tolist() == [[True] * 6, [True] * 3 + [False] * 3]
    half = enc.states.size(-1) // 2
    torch.testing.assert_close(enc.final[:, :half], enc.states[[0, 1], [5, 2], :half])
    torch.testing.assert_close(enc.final[:, half:], enc.states[:, 0, half:])


def test_rnnsearch_initial_state_from_backward_first_annotation():
    model = make_model()
    src, lengths, _ = padded_batch([6, 3])
    enc = model.encoder(src, lengths)
    state = model.decoder.init_state(enc)
    half = enc.states.size(-1) // 2
    expected = torch.tanh(model.decoder.init(enc.states[:, 0, half:]))
    torch.testing.assert_close(state["hidden"][:, 0], expected)


def test_additive_keys_projected_once_per_batch():
    model = make_model()
    calls = []
    model.decoder.attention.score.U_a.register_forward_hook(lambda *_: calls.append(1))
    src, lengths, tgt = padded_batch([5, 4], tgt_len=9)
    model.logits(src, lengths, tgt)
    assert len(calls) == 1


def test_rnnsearch_deep_output_is_maxout_of_the_three_terms():
    model = make_model()
    out = model.decoder.output
    s, e, c = torch.randn(2, 16), torch.randn(2, 12), torch.randn(2, 16)
    pre = out.U_o(s) + out.V_o(e) + out.C_o(c)
    expected = torch.maximum(pre[:, 0::2], pre[:, 1::2])
    torch.testing.assert_close(out(s, e, c), expected)


def test_tied_embeddings_share_the_parameter_and_check_sizes():
    model = make_model("luong", tie_embeddings=True, emb_size=16)
    assert model.generator.weight is model.tgt_embed.weight
    with pytest.raises(ConfigError, match="model.tie_embeddings"):
        make_model("luong", tie_embeddings=True)


def test_dot_score_with_mismatched_sizes_is_a_config_error():
    with pytest.raises(ConfigError, match="score=dot"):
        make_model("luong", **{"attention.score": "dot", "enc_hidden_size": 4})


def test_unknown_decoder_lists_the_valid_ones():
    with pytest.raises(ConfigError, match="model.decoder='transformer' is not one of: .*rnnsearch"):
        make_model("transformer")


@pytest.mark.parametrize("decoder", ["rnnsearch", "luong"])
def test_a_state_dict_with_the_combined_first_layer_weight_still_loads(decoder):
    """Checkpoints from before the fed-back GRU input had its own layer hold weight_ih_l0 as
    one (3H, static + dynamic) matrix; they load into the same function."""
    model = make_model(decoder)
    old = dict(model.state_dict())
    prefix = "decoder.rnn."
    old[f"{prefix}rnn.weight_ih_l0"] = torch.cat(
        [old[f"{prefix}rnn.weight_ih_l0"], old.pop(f"{prefix}dynamic.weight")], dim=1)
    loaded = make_model(decoder)
    for param in loaded.parameters():
        torch.nn.init.zeros_(param)
    loaded.load_state_dict(old)
    src, lengths, tgt = padded_batch([5, 3])
    torch.testing.assert_close(loaded.logits(src, lengths, tgt).logits,
                               model.logits(src, lengths, tgt).logits)


def every_model_config():
    """A config for each decoder x score x alignment x distribution the registries name,
    with coverage and tied embeddings on (the options that add parameters)."""
    from nmt.model.attention.alignments import ALIGNMENTS
    from nmt.model.attention.distributions import DISTRIBUTIONS
    from nmt.model.attention.scores import SCORES
    from nmt.model.decoders.base import DECODERS as REGISTERED

    names = (REGISTERED.names(), SCORES.names(), ALIGNMENTS.names(), DISTRIBUTIONS.names())
    for decoder, score, align, distribution in itertools.product(*names):
        cfg = OmegaConf.structured(ModelConfig(decoder=decoder, emb_size=16, hidden_size=16,
                                               dropout=0.0))
        for key, value in (("attention.score", score), ("attention.align", align),
                           ("attention.distribution", distribution),
                           ("attention.coverage", True), ("tie_embeddings", True)):
            OmegaConf.update(cfg, key, value)
        yield cfg


def test_the_meta_build_has_the_shapes_of_the_real_one_without_importing_the_compiler():
    # the config check of every nmt-train builds the model on the meta device; torch
    # initialises meta parameters through torch._refs, whose first use imports torch._dynamo
    # (seconds of every start): build_meta_model skips the initialisation, for every variant
    code = """if True:
        import sys
        from tests.test_model import every_model_config
        from nmt.errors import ConfigError
        from nmt.model.build import build_meta_model, build_model
        built = 0
        for cfg in every_model_config():
            try:
                real = build_model(cfg, 40, 40).state_dict()
            except ConfigError:
                continue  # a combination the builder refuses, as it should
            meta = build_meta_model(cfg, 40, 40).state_dict()
            assert {k: v.shape for k, v in meta.items()} == {k: v.shape for k, v in real.items()}
            assert all(v.is_meta for v in meta.values())
            built += 1
        print(built, "torch._dynamo" in sys.modules)
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    built, compiler = done.stdout.split()
    assert int(built) >= 20 and compiler == "False"
