"""The parts of attention on small fixed tensors: scores against hand-computed formulas,
alignments, distributions, coverage, hard and multi-head attention, config errors."""

from __future__ import annotations

import math

import entmax
import pytest
import torch

from nmt.config import AttentionConfig, ModelConfig
from nmt.errors import ConfigError
from nmt.model.attention import Attention, MultiHeadAttention, build_attention
from nmt.model.attention.distributions import DISTRIBUTIONS
from nmt.model.attention.scores import SCORES

SCORE_NAMES = ["dot", "scaled_dot", "general", "additive", "concat", "location"]
ALIGN_NAMES = ["global", "local_m", "local_p"]
DISTRIBUTION_NAMES = ["softmax", "sigmoid", "sparsemax", "entmax15", "hard"]
# the general score's W_a with train.weight_decay, so that local-p's gate group stands alone
ONE_DECAY = {"attention.general_weight_decay": None}

# one query of 3 features against two keys of 3 features
QUERY = [0.5, -1.0, 2.0]
KEYS = [[1.0, 0.0, -1.0], [0.5, 2.0, 1.0]]


def fixed_(module: torch.nn.Module) -> None:
    """Give every parameter distinct, fixed values."""
    with torch.no_grad():
        for number, param in enumerate(module.parameters()):
            values = torch.arange(param.numel(), dtype=torch.float32) + number
            param.copy_(torch.sin(values * 0.7 + 0.3).view_as(param))


def score_energies(name: str, coverage: list[float] | None = None, **options) -> list[float]:
    cfg = AttentionConfig(score=name, size=2, coverage=coverage is not None, **options)
    score = SCORES.get(name)(3, 3, cfg)
    fixed_(score)
    keys = score.project_keys(torch.tensor([KEYS]))
    cov = None if coverage is None else torch.tensor([[coverage]])
    return score(torch.tensor([[QUERY]]), keys, None, cov)[0, 0].tolist(), score


def matvec(matrix: list[list[float]], vector: list[float]) -> list[float]:
    return [sum(m * v for m, v in zip(row, vector, strict=True)) for row in matrix]


def dot(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_dot_and_scaled_dot_scores_by_hand():
    energies, _ = score_energies("dot")
    assert energies == pytest.approx([dot(QUERY, k) for k in KEYS], abs=1e-6)
    energies, _ = score_energies("scaled_dot")
    assert energies == pytest.approx([dot(QUERY, k) / math.sqrt(3) for k in KEYS], abs=1e-6)


def test_general_score_by_hand():
    energies, score = score_energies("general")
    W = score.W_a.weight.tolist()  # e = h_t^T W_a h_s
    assert energies == pytest.approx([dot(QUERY, matvec(W, k)) for k in KEYS], abs=1e-6)


@pytest.mark.parametrize("coverage", [None, [0.25, 1.5]])
def test_additive_score_by_hand(coverage):
    energies, score = score_energies("additive", coverage)
    W, U = score.W_a.weight.tolist(), score.U_a.weight.tolist()
    v = score.v_a.weight[0].tolist()
    expected = []
    for j, key in enumerate(KEYS):
        pre = [a + b for a, b in zip(matvec(W, QUERY), matvec(U, key), strict=True)]
        if coverage is not None:
            pre = [p + w * coverage[j] for p, w in zip(pre, score.w_c.weight[:, 0].tolist(),
                                                       strict=True)]
        expected.append(dot(v, [math.tanh(p) for p in pre]))
    assert energies == pytest.approx(expected, abs=1e-6)


def test_concat_score_by_hand():
    energies, score = score_energies("concat")
    W, v = score.W_a.weight.tolist(), score.v_a.weight[0].tolist()  # W_a: (size, Q + K)
    expected = [dot(v, [math.tanh(x) for x in matvec(W, QUERY + key)]) for key in KEYS]
    assert energies == pytest.approx(expected, abs=1e-6)


def test_location_score_by_hand_depends_on_the_query_only():
    energies, score = score_energies("location", max_src_len=4)
    W = score.W_a.weight.tolist()  # (L, Q): a_t = softmax(W_a h_t)
    assert energies == pytest.approx(matvec(W, QUERY)[:2], abs=1e-6)


@pytest.mark.parametrize("name", SCORE_NAMES)
def test_window_energies_equal_the_global_ones_at_the_window_positions(name):
    from nmt.model.attention.base import gather_positions

    torch.manual_seed(0)
    score = SCORES.get(name)(4, 4, AttentionConfig(score=name, size=3))
    query, states = torch.randn(2, 3, 4), torch.randn(2, 5, 4)
    keys = score.project_keys(states)
    index = torch.randint(0, 5, (2, 3, 2))
    full = score(query, keys)
    windowed = score(query, gather_positions(keys, index), index)
    torch.testing.assert_close(windowed, full.gather(-1, index))


def test_general_init_identity_starts_general_as_dot_after_the_uniform_init():
    from nmt.model.build import build_model

    torch.manual_seed(0)
    config = ModelConfig(decoder="luong", emb_size=4, hidden_size=6, enc_hidden_size=3,
                         attention=AttentionConfig(score="general", general_init="identity"))
    score = build_model(config, 9, 9).decoder.attention.score
    torch.testing.assert_close(score.W_a.weight, torch.eye(6))
    query, states = torch.randn(2, 3, 6), torch.randn(2, 5, 6)
    dot = SCORES.get("dot")(6, 6, AttentionConfig(score="dot"))
    torch.testing.assert_close(score(query, score.project_keys(states)), dot(query, states))
    # the default: W_a drawn like every other weight
    config.attention.general_init = "uniform"
    uniform = build_model(config, 9, 9).decoder.attention.score.W_a.weight
    assert uniform.abs().max() <= 0.1 and not torch.equal(uniform, torch.eye(6))


# ---- alignments and distributions ------------------------------------------------------

LENGTHS = torch.tensor([7, 3, 1])


def attend(align="global", distribution="softmax", score="dot", window=2, steps=None,
           train=False, seed=0, **options):
    """Attention over random states of LENGTHS, 5 queries at target positions 0..4."""
    torch.manual_seed(seed)
    cfg = AttentionConfig(score=score, align=align, distribution=distribution, window=window,
                          **options)
    attention = Attention(6, 6, cfg).train(train)
    states = torch.randn(3, 7, 6)
    mask = torch.arange(7) < LENGTHS.unsqueeze(1)
    states = states * mask.unsqueeze(-1)
    keys = attention.precompute(states, mask, LENGTHS)
    query = torch.randn(3, 5, 6, requires_grad=True)
    steps = torch.arange(5) if steps is None else steps
    return attention, keys, query, attention(query, keys, steps)


@pytest.mark.parametrize("distribution", DISTRIBUTION_NAMES)
@pytest.mark.parametrize("align", ALIGN_NAMES)
def test_padded_positions_get_exactly_zero_weight(align, distribution):
    for train in (False, True):
        _, _, _, out = attend(align, distribution, train=train)
        dense = out.dense(7)
        for row, length in enumerate(LENGTHS.tolist()):
            assert torch.all(dense[row, :, length:] == 0)
        assert torch.isfinite(dense).all() and torch.isfinite(out.context).all()


@pytest.mark.parametrize("align", ["global", "local_m"])
@pytest.mark.parametrize("distribution", ["softmax", "sparsemax", "entmax15", "hard"])
def test_normalised_weights_sum_to_one_over_valid_positions(align, distribution):
    _, _, _, out = attend(align, distribution)
    torch.testing.assert_close(out.dense(7).sum(-1), torch.ones(3, 5))


def test_local_m_window_is_around_t_and_clipped_never_empty():
    _, _, _, out = attend("local_m", window=1, steps=torch.arange(5))
    dense = out.dense(7)
    for t in range(5):  # sentence 0 (length 7): weight only inside [t - 1, t + 1]
        outside = [s for s in range(7) if abs(s - t) > 1]
        assert torch.all(dense[0, t, outside] == 0)
    # sentence 1 has 3 words: from t = 3 on, p_t is clipped to the last word
    assert torch.all(dense[1, 3:, 0] == 0) and torch.all(dense[1, 3:, 1:3] > 0)
    assert torch.all(dense[2, :, 0] == 1)  # one word: all weight on it


def test_local_p_window_gaussian_and_position_range():
    attention, keys, query, out = attend("local_p", window=2, local_p_paper=True)
    D, sigma = 2, 1.0
    position = attention.align.predict_position(query, LENGTHS).detach()
    assert torch.all(position >= 0) and torch.all(position <= LENGTHS.unsqueeze(1).float())
    energies = torch.einsum("btq,bsq->bts", query, keys.keys)  # dot score
    dense = out.dense(7)
    for b, length in enumerate(LENGTHS.tolist()):
        for t in range(5):
            p = float(position[b, t])
            center = min(math.floor(p), length - 1)
            window = [s for s in range(center - D, center + D + 1) if 0 <= s < length]
            outside = [s for s in range(7) if s not in window]
            assert torch.all(dense[b, t, outside] == 0)
            align = torch.softmax(energies[b, t, window], -1)
            gauss = torch.tensor([math.exp(-((s - p) ** 2) / (2 * sigma**2)) for s in window])
            torch.testing.assert_close(dense[b, t, window], align * gauss)


@pytest.mark.parametrize(("options", "sigma"), [
    ({}, 10 / 4),  # the default: D / 4
    ({"local_p_paper": True}, 10 / 2),  # eq. 10's D / 2, whatever the ratio says
    ({"local_p_paper": True, "local_p_sigma_ratio": 0.1}, 10 / 2),
    ({"local_p_sigma_ratio": 0.5}, 10 / 2),
    ({"local_p_sigma": 3.0, "local_p_paper": True}, 3.0),  # an explicit sigma wins
])
def test_local_p_sigma_is_a_share_of_the_window_but_the_papers_under_local_p_paper(options,
                                                                                     sigma):
    cfg = AttentionConfig(score="dot", align="local_p", window=10, **options)
    assert Attention(6, 6, cfg).align.sigma == sigma


def test_local_p_position_saturates_at_zero_and_at_the_true_length():
    attention, _, _, _ = attend("local_p", local_p_paper=True)
    with torch.no_grad():
        attention.align.W_p.weight.fill_(1.0)
        attention.align.v_p.weight.fill_(1e4)
    ones = torch.ones(3, 1, 6)
    assert attention.align.predict_position(ones, LENGTHS).flatten().tolist() == [7, 3, 1]
    assert attention.align.predict_position(-ones, LENGTHS).abs().sum() == 0


def test_gradients_reach_v_p_and_W_p():
    attention, _, _, out = attend("local_p")
    out.context.sum().backward()
    for param in (attention.align.v_p.weight, attention.align.W_p.weight):
        assert param.grad is not None and param.grad.abs().sum() > 0


# ---- local-p options (issue 17) ---------------------------------------------------------

LOCAL_P_OPTIONS = [
    {"local_p_paper": True},
    {"local_p_position": "sigmoid"},
    {"local_p_gaussian": "paper"},
    {},
    {"local_p_init": "zeros"},
    {"local_p_sigma": 1.5},
    {"local_p_centre": "free"},
]


def option_id(options: dict) -> str:
    return "-".join(f"{k[8:]}={v}" for k, v in options.items()) or "default"


def renormalised(options: dict) -> bool:
    return (not options.get("local_p_paper")
            and options.get("local_p_gaussian", "renormalised") == "renormalised")


def old_local_p(attention, query, keys, steps):
    """The local-p attention of the code before the options (eqs. 9-10 as written then)."""
    align = attention.align
    lengths = keys.lengths
    gate = align.v_p(torch.tanh(align.W_p(query))).squeeze(-1).float()
    position = lengths.unsqueeze(1).float() * torch.sigmoid(gate)
    center = torch.minimum(position.detach().floor().long(), (lengths - 1).unsqueeze(1))
    index, mask = align.window_around(center, lengths)
    prior = torch.exp(-((index.float() - position.unsqueeze(-1)) ** 2) / (2 * align.sigma**2))
    from nmt.model.attention.base import gather_positions

    energies = attention.score(query, gather_positions(keys.keys, index), index, None)
    weights = attention.distribution(energies, mask) * prior
    context = (weights.unsqueeze(-1) * gather_positions(keys.values, index)).sum(-2)
    return context, weights


@pytest.mark.parametrize("score", ["dot", "general", "concat"])
def test_local_p_paper_options_equal_the_old_code_exactly(score):
    for options in ({"local_p_paper": True},
                    {"local_p_position": "sigmoid", "local_p_gaussian": "paper",
                     "local_p_init": "uniform", "local_p_lr_scale": 1.0},
                    {"local_p_paper": True, "local_p_position": "offset",
                     "local_p_gaussian": "renormalised"}):
        attention, keys, query, out = attend("local_p", score=score, window=2, **options)
        context, weights = old_local_p(attention, query, keys, torch.arange(5))
        assert torch.equal(out.context, context) and torch.equal(out.weights, weights)


@pytest.mark.parametrize("centre", ["free", "clamped"])
@pytest.mark.parametrize("renormalised", [False, True])
def test_local_p_offset_position_window_and_gaussian_by_hand(renormalised, centre):
    gaussian = "renormalised" if renormalised else "paper"
    attention, keys, query, out = attend("local_p", window=2, local_p_position="offset",
                                         local_p_gaussian=gaussian, local_p_sigma=1.5,
                                         local_p_centre=centre)
    D, sigma = 2, 1.5
    gate = attention.align.v_p(torch.tanh(attention.align.W_p(query))).squeeze(-1).detach()
    energies = torch.einsum("btq,bsq->bts", query, keys.keys)  # dot score
    dense = out.dense(7)
    for b, length in enumerate(LENGTHS.tolist()):
        for t in range(5):
            free = min(t, length - 1) + D * math.tanh(float(gate[b, t]))
            p = min(max(free, 0.0), length - 1)
            c = free if centre == "free" else p  # the Gaussian's centre
            center = math.floor(p)
            window = [s for s in range(center - D, center + D + 1) if 0 <= s < length]
            outside = [s for s in range(7) if s not in window]
            assert torch.all(dense[b, t, outside] == 0)
            align = torch.softmax(energies[b, t, window], -1)
            gauss = torch.tensor([math.exp(-((s - c) ** 2) / (2 * sigma**2)) for s in window])
            expected = align * gauss
            if renormalised:
                expected = expected / expected.sum()
            torch.testing.assert_close(dense[b, t, window], expected)


def test_local_p_renormalised_is_a_softmax_with_a_gaussian_log_prior():
    attention, keys, query, out = attend("local_p", window=2, local_p_position="sigmoid",
                                         local_p_gaussian="renormalised")
    torch.testing.assert_close(out.dense(7).sum(-1), torch.ones(3, 5))
    position = attention.align.predict_position(query, LENGTHS).detach()
    from nmt.model.attention.base import gather_positions

    energies = torch.einsum("btq,btwq->btw", query, gather_positions(keys.keys, out.index))
    sigma = attention.align.sigma  # D / 4 = 0.5
    logits = energies - (out.index - position.unsqueeze(-1)) ** 2 / (2 * sigma**2)
    window_mask = attention.align(query, keys, torch.arange(5)).mask
    expected = torch.softmax(logits.masked_fill(~window_mask, -math.inf), -1)
    torch.testing.assert_close(out.weights, expected)


def test_local_p_offset_with_zero_init_starts_on_local_m_positions():
    attention, keys, query, _ = attend("local_p", window=2, local_p_position="offset",
                                       local_p_init="zeros")
    attention.align.post_init()
    local_m = Attention(6, 6, AttentionConfig(score="dot", align="local_m", window=2))
    steps = torch.arange(5)
    p_window = attention.align(query, keys, steps)
    m_window = local_m.align(query, keys, steps)
    expected = torch.minimum(steps.view(1, -1), (LENGTHS - 1).view(-1, 1)).float()
    torch.testing.assert_close(p_window.position, expected)
    assert torch.equal(p_window.index, m_window.index)
    assert torch.equal(p_window.mask, m_window.mask)
    assert torch.equal(m_window.position, expected)


def test_local_p_offset_position_stays_in_the_sentence_and_within_D_of_t():
    attention, _, _, _ = attend("local_p", window=2, local_p_position="offset")
    with torch.no_grad():
        attention.align.W_p.weight.fill_(1.0)
    steps = torch.arange(5)
    ones = torch.ones(3, 5, 6)
    for sign in (1.0, -1.0):
        with torch.no_grad():
            attention.align.v_p.weight.fill_(sign * 1e4)
        position = attention.align.predict_position(ones, LENGTHS, steps)
        base = torch.minimum(steps.view(1, -1), (LENGTHS - 1).view(-1, 1)).float()
        expected = (base + sign * 2).clamp(min=0)
        expected = torch.minimum(expected, (LENGTHS - 1).view(-1, 1).float())
        torch.testing.assert_close(position, expected)


@pytest.mark.parametrize("centre", ["clamped", "free"])
def test_local_p_offset_beyond_the_sentence_end_is_pulled_back_only_when_free(centre):
    # every offset near +D: positions past a short sentence's end are clamped to its last word
    attention, keys, _, _ = attend("local_p", window=2, local_p_centre=centre)
    with torch.no_grad():
        attention.align.W_p.weight.fill_(1.0)
        attention.align.v_p.weight.fill_(1.0)
    query, steps = torch.ones(3, 5, 6), torch.arange(5)
    out = attention(query, keys, steps)
    last = (LENGTHS - 1).view(-1, 1).float()
    free = steps.view(1, -1) + 2 * math.tanh(6 * math.tanh(6))
    torch.testing.assert_close(out.position, torch.minimum(free, last))
    beyond = free > last
    assert beyond.any() and not beyond.all()
    # weight moved toward the sentence start, at the held positions only
    (out.dense(7) * -torch.arange(7.0) * beyond.unsqueeze(-1)).sum().backward()
    grad = attention.align.v_p.weight.grad
    if centre == "clamped":  # held at the end for good: no gradient at all
        assert grad is None or grad.abs().sum() == 0
    else:
        assert grad.abs().sum() > 0


@pytest.mark.parametrize("options", LOCAL_P_OPTIONS, ids=option_id)
def test_local_p_options_padding_invariance(options):
    attention, _, query, _ = attend("local_p", window=2, **options)
    states = torch.randn(3, 7, 6, generator=torch.Generator().manual_seed(3))
    for b, length in enumerate(LENGTHS.tolist()):
        # the same sentence alone, unpadded, and with extra padding of random values
        for width in (length, 9):
            padded = torch.randn(1, width, 6)
            padded[0, :length] = states[b, :length]
            mask = torch.arange(width) < length
            alone = attention.precompute(padded, mask.unsqueeze(0), LENGTHS[b : b + 1])
            batch_mask = torch.arange(7) < LENGTHS.unsqueeze(1)
            full = attention.precompute(states * batch_mask.unsqueeze(-1), batch_mask,
                                        LENGTHS)
            ref = attention(query.detach(), full, torch.arange(5))
            one = attention(query[b : b + 1].detach(), alone, torch.arange(5))
            torch.testing.assert_close(one.context, ref.context[b : b + 1])
            torch.testing.assert_close(one.dense(width)[..., :length],
                                       ref.dense(7)[b : b + 1, :, :length])
            assert torch.all(one.dense(width)[..., length:] == 0)


@pytest.mark.parametrize("options", LOCAL_P_OPTIONS, ids=option_id)
def test_local_p_options_gradients_reach_v_p_and_W_p(options):
    attention, keys, query, _ = attend("local_p", window=2, **options)
    attention.align.post_init()  # as build_model does after the uniform initialisation
    out = attention(query, keys, torch.arange(5))
    (out.context * torch.linspace(-1, 1, 6)).sum().backward()
    v_p, W_p = attention.align.v_p.weight, attention.align.W_p.weight
    assert v_p.grad is not None and v_p.grad.abs().sum() > 0
    if options.get("local_p_init") == "zeros":  # W_p's gradient is v_p-weighted: 0 at v_p = 0
        assert W_p.grad is None or W_p.grad.abs().sum() == 0
        with torch.no_grad():
            v_p -= 0.1 * v_p.grad
        attention.zero_grad()
        out = attention(query, keys, torch.arange(5))
        (out.context * torch.linspace(-1, 1, 6)).sum().backward()
    assert W_p.grad is not None and W_p.grad.abs().sum() > 0


@pytest.mark.parametrize("options", LOCAL_P_OPTIONS, ids=option_id)
def test_multi_head_local_p_options(options):
    torch.manual_seed(0)
    attention = build_attention(4, 6, AttentionConfig(score="general", align="local_p",
                                                      window=1, heads=2, **options))
    lengths = torch.tensor([5, 2])
    mask = torch.arange(5) < lengths.unsqueeze(1)
    keys = attention.precompute(torch.randn(2, 5, 6), mask, lengths)
    out = attention(torch.randn(2, 3, 4), keys, torch.arange(3))
    dense = out.dense(5)
    assert torch.all(dense[1, :, 2:] == 0) and torch.isfinite(dense).all()
    if renormalised(options):
        torch.testing.assert_close(dense.sum(-1), torch.ones(2, 3))
    out.context.sum().backward()
    assert attention.head.align.v_p.weight.grad.abs().sum() > 0


def test_local_p_zero_init_and_lr_scale_in_a_built_model():
    from nmt.training.trainer import parameter_groups
    from tests.test_model import make_model

    model = make_model("luong", **{**ONE_DECAY, "attention.align": "local_p",
                                   "attention.local_p_init": "zeros",
                                   "attention.local_p_lr_scale": 0.1})
    align = model.decoder.attention.align
    assert torch.all(align.v_p.weight == 0) and align.W_p.weight.abs().sum() > 0
    groups = parameter_groups(model, 1e-3)
    assert [g["lr"] for g in groups] == pytest.approx([1e-3, 1e-4])
    assert {id(p) for p in groups[1]["params"]} == {id(align.W_p.weight), id(align.v_p.weight)}
    assert sum(len(g["params"]) for g in groups) == len(list(model.parameters()))
    plain = make_model("luong", **{**ONE_DECAY, "attention.align": "local_p",
                                   "attention.local_p_weight_decay": None})
    assert plain.decoder.attention.align.v_p.weight.abs().sum() > 0
    assert len(parameter_groups(plain, 1e-3)) == 1
    assert "weight_decay" not in parameter_groups(plain, 1e-3)[0]


def test_local_p_weight_decay_reaches_the_optimiser_for_the_gate_alone():
    from nmt.training.trainer import parameter_groups
    from tests.test_model import make_model

    default = make_model("luong", **{**ONE_DECAY, "attention.align": "local_p"})
    assert [g.get("weight_decay") for g in parameter_groups(default, 1e-3)] == [None, 0.1]
    paper = make_model("luong", **{**ONE_DECAY, "attention.align": "local_p",
                                   "attention.local_p_paper": True})
    assert len(parameter_groups(paper, 1e-3)) == 1  # sigmoid's gate 0 is not local-m's t
    model = make_model("luong", **{**ONE_DECAY, "attention.align": "local_p",
                                   "attention.local_p_weight_decay": 0.5})
    align = model.decoder.attention.align
    groups = parameter_groups(model, 1e-3)
    assert [g.get("weight_decay") for g in groups] == [None, 0.5]
    assert {id(p) for p in groups[1]["params"]} == {id(align.W_p.weight), id(align.v_p.weight)}
    # with no gradient from the loss the decay alone moves the gate towards 0
    optimizer = torch.optim.Adam(groups, weight_decay=0.0)
    before = align.v_p.weight.detach().clone()
    for param in model.parameters():
        param.grad = torch.zeros_like(param)
    optimizer.step()
    assert align.v_p.weight.norm() < before.norm()


def test_general_weight_decay_reaches_the_optimiser_for_w_a_alone():
    from nmt.training.trainer import parameter_groups
    from tests.test_model import make_model

    default = make_model("luong", **{"attention.score": "general"})
    assert [g.get("weight_decay") for g in parameter_groups(default, 1e-3)] == [None, 0.01]
    model = make_model("luong", **{"attention.score": "general",
                                   "attention.general_weight_decay": 0.02})
    w_a = model.decoder.attention.score.W_a.weight
    groups = parameter_groups(model, 1e-3)
    assert [g.get("weight_decay") for g in groups] == [None, 0.02]
    assert [id(p) for p in groups[1]["params"]] == [id(w_a)]
    before = {name: param.detach().clone() for name, param in model.named_parameters()}
    optimizer = torch.optim.Adam(groups, weight_decay=0.0)
    for param in model.parameters():
        param.grad = torch.zeros_like(param)
    optimizer.step()
    moved = [name for name, param in model.named_parameters()
             if not torch.equal(param, before[name])]
    assert moved == ["decoder.attention.score.W_a.weight"]  # the decay alone, on W_a alone
    assert w_a.norm() < before[moved[0]].norm()
    plain = make_model("luong", **{"attention.score": "general",
                                   "attention.general_weight_decay": None})
    assert len(parameter_groups(plain, 1e-3)) == 1


@pytest.mark.parametrize("align", ALIGN_NAMES)
@pytest.mark.parametrize("score", [*SCORE_NAMES, "additive+coverage", "concat+coverage"])
def test_gradients_reach_every_score_parameter(score, align):
    name, _, coverage = score.partition("+")
    torch.manual_seed(0)
    attention = Attention(6, 6, AttentionConfig(score=name, align=align, window=2,
                                                coverage=bool(coverage), max_src_len=5))
    states = torch.randn(2, 6, 6, requires_grad=True)
    mask = torch.ones(2, 6, dtype=torch.bool)
    keys = attention.precompute(states, mask, torch.tensor([6, 6]))
    cov = attention.initial_state(mask)
    cov = None if cov is None else cov + torch.rand_like(cov)
    attention(torch.randn(2, 1, 6), keys, torch.tensor([2]), cov).context.sum().backward()
    params = dict(attention.score.named_parameters())
    assert params or name in ("dot", "scaled_dot")
    for param_name, param in params.items():
        assert param.grad is not None and param.grad.abs().sum() > 0, param_name


@pytest.mark.parametrize("distribution", DISTRIBUTION_NAMES)
def test_an_all_masked_row_never_gives_nan(distribution):
    module = DISTRIBUTIONS.get(distribution)(AttentionConfig(distribution=distribution))
    energies = torch.randn(2, 1, 4, requires_grad=True)
    mask = torch.tensor([[[False] * 4], [[True, True, False, False]]])
    for train in (True, False):
        weights, aux = module.train(train).select(module(energies, mask))
        assert torch.isfinite(weights).all() and torch.all(weights[0] == 0)
        total = weights.sum() + sum(value.sum() for value in aux.values())
        assert torch.isfinite(total)
        if total.requires_grad:  # hard attention's evaluation argmax has no gradient
            energies.grad = None
            total.backward()
            assert torch.isfinite(energies.grad).all()


def test_softmax_and_sigmoid_on_valid_positions():
    energies = torch.tensor([[[1.0, -2.0, 0.5, 9.0]]])
    mask = torch.tensor([[[True, True, True, False]]])
    softmax = DISTRIBUTIONS.get("softmax")(AttentionConfig())(energies, mask)
    torch.testing.assert_close(softmax[..., :3], torch.softmax(energies[..., :3], -1))
    sigmoid = DISTRIBUTIONS.get("sigmoid")(AttentionConfig())(energies, mask)
    torch.testing.assert_close(sigmoid[..., :3], torch.sigmoid(energies[..., :3]))
    assert sigmoid[0, 0, 3] == 0


@pytest.mark.parametrize(("name", "reference"), [("sparsemax", entmax.sparsemax),
                                                 ("entmax15", entmax.entmax15)])
def test_sparse_distributions_equal_the_mapping_over_the_valid_positions(name, reference):
    module = DISTRIBUTIONS.get(name)(AttentionConfig())
    energies = torch.tensor([[[2.0, 1.8, -3.0, 0.0, 50.0]]])
    mask = torch.tensor([[[True, True, True, True, False]]])
    weights = module(energies, mask)
    torch.testing.assert_close(weights[..., :4], reference(energies[..., :4], dim=-1))
    assert weights[0, 0, 4] == 0 and weights[0, 0, 2] == 0  # sparse: -3 is far below 2
    assert float(weights.sum()) == pytest.approx(1.0)


def test_sparsemax_by_hand():
    # sorted z = 1.0, 0.8, -1: support {1.0, 0.8}, tau = (1.8 - 1) / 2 = 0.4
    module = DISTRIBUTIONS.get("sparsemax")(AttentionConfig())
    weights = module(torch.tensor([[[0.8, -1.0, 1.0]]]), torch.ones(1, 1, 3, dtype=torch.bool))
    torch.testing.assert_close(weights, torch.tensor([[[0.4, 0.0, 0.6]]]))


# ---- location ----------------------------------------------------------------------------

@pytest.mark.parametrize("align", ALIGN_NAMES)
def test_location_ignores_words_past_the_maximum_length(align):
    _, keys, _, out = attend(align, score="location", max_src_len=4)
    assert keys.lengths.tolist() == [4, 3, 1]
    dense = out.dense(7)
    assert torch.all(dense[0, :, 4:] == 0) and torch.all(dense[1, :, 3:] == 0)
    if align != "local_p":
        torch.testing.assert_close(dense.sum(-1), torch.ones(3, 5))


def test_location_weights_are_a_softmax_of_W_a_h_t_over_the_first_words():
    attention, _, query, out = attend("global", score="location", max_src_len=9)
    logits = attention.score.W_a(query)
    expected = torch.cat([torch.softmax(logits[1, :, :3], -1), torch.zeros(5, 4)], -1)
    torch.testing.assert_close(out.weights[1], expected)


# ---- coverage ----------------------------------------------------------------------------

@pytest.mark.parametrize("align", ALIGN_NAMES)
def test_coverage_sums_past_weights_and_changes_the_energies(align):
    torch.manual_seed(0)
    cfg = AttentionConfig(score="additive", align=align, window=2, coverage=True,
                          coverage_loss=1.0)
    attention = Attention(6, 6, cfg)
    mask = torch.arange(7) < LENGTHS.unsqueeze(1)
    keys = attention.precompute(torch.randn(3, 7, 6), mask, LENGTHS)
    coverage = attention.initial_state(mask)
    query = torch.randn(3, 1, 6)
    total = torch.zeros(3, 7)
    for t in range(3):
        out = attention(query, keys, torch.tensor([t]), coverage)
        penalty = torch.minimum(out.dense(7)[:, 0], coverage).sum(-1)
        torch.testing.assert_close(out.aux["coverage_penalty"][:, 0], penalty)
        total = total + out.dense(7)[:, 0]
        torch.testing.assert_close(out.state, total)
        coverage = out.state
    # the same query attends differently once words are covered
    fresh = attention(query, keys, torch.tensor([2]), attention.initial_state(mask))
    assert not torch.allclose(fresh.weights, out.weights)


# ---- hard attention ----------------------------------------------------------------------

def test_hard_attention_samples_in_training_and_takes_the_argmax_in_evaluation():
    module = DISTRIBUTIONS.get("hard")(AttentionConfig(distribution="hard"))
    energies = torch.tensor([[[1.0, 0.0, -1.0, 5.0]]]).expand(1, 4000, 4)
    mask = torch.tensor([[[True, True, True, False]]])
    soft = module(energies, mask)
    torch.manual_seed(0)
    sampled, aux = module.train().select(soft)
    assert torch.all(sampled.sum(-1) == 1) and torch.all(sampled[..., 3] == 0)
    frequency = sampled.mean(1)[0]
    torch.testing.assert_close(frequency[:3], soft[0, 0, :3], atol=0.03, rtol=0)
    chosen = sampled.argmax(-1)
    torch.testing.assert_close(aux["attention_log_prob"], soft[0, 0].log()[chosen])
    entropy = -(soft[0, 0, :3] * soft[0, 0, :3].log()).sum()
    torch.testing.assert_close(aux["attention_entropy"][0, 0], entropy)
    argmax, aux = module.eval().select(soft)
    assert torch.all(argmax[..., 0] == 1) and aux == {}


def test_hard_attention_reinforce_loss_and_moving_average_baseline():
    module = DISTRIBUTIONS.get("hard")(AttentionConfig(
        distribution="hard", hard_entropy=0.5, hard_baseline_decay=0.9)).train()
    log_prob = torch.tensor([[-1.0, -2.0, -0.5], [-0.1, -0.2, 0.0]], requires_grad=True)
    entropy = torch.tensor([[1.0, 0.5, 0.2], [0.3, 0.3, 0.0]])
    nll = torch.tensor([[1.0, 2.0, 3.0], [0.5, 1.5, 0.0]])
    mask = torch.tensor([[True, True, True], [True, True, False]])
    aux = {"attention_log_prob": log_prob, "attention_entropy": entropy}
    loss = module.auxiliary_loss(aux, nll, mask)
    # first batch: the baseline is the batch's mean per-token reward, -8 / 5
    b = -8.0 / 5
    to_go = [[-6.0, -5.0, -3.0], [-2.0, -1.5, 0.0]]
    remaining = [[3, 2, 1], [2, 1, 0]]
    expected = 0.0
    for i in range(2):
        for t in range(3):
            if mask[i, t]:
                advantage = to_go[i][t] - b * remaining[i][t]
                expected -= advantage * float(log_prob[i, t].detach()) + 0.5 * float(entropy[i, t])
    assert float(loss.detach()) == pytest.approx(expected / 5, abs=1e-5)
    assert float(module.baseline) == pytest.approx(b)
    module.auxiliary_loss(aux, nll * 2, mask)
    assert float(module.baseline) == pytest.approx(0.9 * b + 0.1 * 2 * b)
    loss.backward()
    assert log_prob.grad[0, 0] == pytest.approx(-(-6.0 - b * 3) / 5, abs=1e-6)


# ---- multi-head --------------------------------------------------------------------------

def test_multi_head_attention_by_hand():
    torch.manual_seed(0)
    cfg = AttentionConfig(score="dot", heads=2)
    attention = build_attention(4, 6, cfg)
    assert isinstance(attention, MultiHeadAttention)
    states = torch.randn(2, 5, 6)
    lengths = torch.tensor([5, 2])
    mask = torch.arange(5) < lengths.unsqueeze(1)
    keys = attention.precompute(states, mask, lengths)
    query = torch.randn(2, 3, 4)
    out = attention(query, keys, torch.arange(3))
    q, k, v = attention.W_q(query), attention.W_k(states), attention.W_v(states)
    contexts, weights = [], []
    for head in range(2):
        qs, ks, vs = q[..., 2 * head : 2 * head + 2], k[..., 2 * head : 2 * head + 2], \
            v[..., 3 * head : 3 * head + 3]
        energies = torch.einsum("btd,bsd->bts", qs, ks).masked_fill(~mask.unsqueeze(1), -1e9)
        a = torch.softmax(energies, -1)
        weights.append(a)
        contexts.append(a @ vs)
    expected = attention.W_o(torch.cat(contexts, -1))
    torch.testing.assert_close(out.context, expected)
    torch.testing.assert_close(out.dense(5), (weights[0] + weights[1]) / 2)


@pytest.mark.parametrize("align", ["local_m", "local_p"])
def test_multi_head_local_weights_are_the_mean_over_heads(align):
    torch.manual_seed(0)
    attention = build_attention(4, 6, AttentionConfig(score="general", align=align,
                                                      window=1, heads=2, coverage=False))
    lengths = torch.tensor([5, 2])
    mask = torch.arange(5) < lengths.unsqueeze(1)
    keys = attention.precompute(torch.randn(2, 5, 6), mask, lengths)
    out = attention(torch.randn(2, 3, 4), keys, torch.arange(3))
    dense = out.dense(5)
    assert torch.all(dense[1, :, 2:] == 0)
    if align == "local_m":
        torch.testing.assert_close(dense.sum(-1), torch.ones(2, 3))


# ---- configuration errors ------------------------------------------------------------------

@pytest.mark.parametrize(("options", "message"), [
    ({"score": "dot", "coverage": True}, "coverage=true needs a score with a hidden layer"),
    ({"coverage_loss": 1.0}, "coverage_loss=1.0 needs model.attention.coverage=true"),
    ({"hard_entropy": 0.1}, "hard_entropy=0.1 applies to model.attention.distribution=hard"),
    ({"distribution": "hard", "hard_baseline_decay": 1.0}, "hard_baseline_decay=1.0"),
    ({"score": "location", "max_src_len": 0}, "max_src_len=0 must be at least 1"),
    ({"heads": 0}, "heads=0 must be at least 1"),
    ({"heads": 3}, "heads=3 must divide"),
    ({"window": 0, "align": "local_m"}, "window=0"),
    ({"distribution": "gumbel"}, "distribution='gumbel' is not one of: softmax, sigmoid, "
                                 "sparsemax, entmax15, hard"),
    ({"score": "cosine"}, "score='cosine' is not one of: .*location"),
    ({"align": "local_p", "local_p_position": "diag"},
     "local_p_position='diag' is not one of: sigmoid, offset"),
    ({"align": "local_p", "local_p_gaussian": "floor"},
     "local_p_gaussian='floor' is not one of: paper, renormalised"),
    ({"align": "local_p", "local_p_init": "normal"}, "local_p_init='normal' is not one of"),
    ({"align": "local_p", "local_p_centre": "loose"}, "local_p_centre='loose' is not one of"),
    ({"score": "general", "general_init": "eye"},
     "general_init='eye' is not one of: uniform, identity"),
    ({"score": "dot", "general_init": "identity"},
     "general_init=identity applies to model.attention.score=general only, not 'dot'"),
    ({"align": "local_p", "local_p_sigma": 0.0}, "local_p_sigma=0.0 must be > 0"),
    ({"align": "local_p", "local_p_sigma_ratio": -0.5}, "local_p_sigma_ratio=-0.5 must be > 0"),
    ({"align": "local_p", "local_p_lr_scale": 0.0}, "local_p_lr_scale=0.0 must be > 0"),
    ({"align": "local_p", "local_p_weight_decay": -1.0},
     "local_p_weight_decay=-1.0 must be >= 0"),
    ({"score": "general", "general_weight_decay": -0.1},
     "general_weight_decay=-0.1 must be >= 0"),
])
def test_combinations_that_cannot_work_name_their_keys(options, message):
    with pytest.raises(ConfigError, match=message):
        build_attention(4, 6, AttentionConfig(**options))


@pytest.mark.parametrize("align", ["global", "local_p"])
def test_under_autocast_the_values_are_cast_once_per_batch(align):
    torch.manual_seed(0)
    attention = Attention(6, 6, AttentionConfig(score="general", align=align)).eval()
    states, query = torch.randn(3, 7, 6), torch.randn(3, 1, 6)
    mask = torch.arange(7) < LENGTHS.unsqueeze(1)
    plain = attention(query, attention.precompute(states, mask, LENGTHS), torch.arange(1))
    with torch.autocast("cpu", dtype=torch.bfloat16):
        keys = attention.precompute(states, mask, LENGTHS)
        cast = attention(query, keys, torch.arange(1))
    assert keys.values.dtype == torch.bfloat16  # not cast again at every step
    assert plain.context.dtype == torch.float32
    torch.testing.assert_close(cast.context.float(), plain.context, atol=0.05, rtol=0.05)


@pytest.mark.parametrize("align", ALIGN_NAMES)
@pytest.mark.parametrize("score", ["dot", "general"])
def test_under_autocast_the_keys_are_cast_once_where_a_product_scores_them(score, align):
    # the dot score's keys are the states: scored against every position (one batched
    # product, which autocast computes in bf16) they are the values' one bf16 copy; gathered
    # windows are scored in float32, so they stay the float32 states
    torch.manual_seed(0)
    attention = Attention(6, 6, AttentionConfig(score=score, align=align, window=2))
    states, mask = torch.randn(2, 5, 6), torch.ones(2, 5, dtype=torch.bool)
    query = torch.randn(2, 1, 6)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        keys = attention.precompute(states, mask, torch.tensor([5, 5]))
        context = attention(query, keys, torch.tensor([2])).context
    plain = attention(query, attention.precompute(states, mask, torch.tensor([5, 5])),
                      torch.tensor([2])).context
    assert keys.values.dtype == torch.bfloat16
    if score == "dot" and align == "global":
        assert keys.keys is keys.values
    elif score == "dot":
        assert keys.keys is states
    else:
        assert keys.keys.dtype == torch.bfloat16  # W_a's product, under autocast
    torch.testing.assert_close(context.float(), plain, atol=0.05, rtol=0.05)


@pytest.mark.parametrize("align", ALIGN_NAMES)
def test_the_general_score_on_queries_gives_the_energies_of_w_a_on_the_keys(align):
    # decoding's bf16 copy applies W_a to each step's queries, (W_a^T q)^T h_s; training and
    # exact fp32 apply it to the keys once per batch, q^T (W_a h_s)
    torch.manual_seed(0)
    attention = Attention(6, 6, AttentionConfig(score="general", align=align, window=2)).eval()
    states = torch.randn(3, 7, 6)
    mask = torch.arange(7) < LENGTHS.unsqueeze(1)
    states = states * mask.unsqueeze(-1)
    query, steps = torch.randn(3, 5, 6), torch.arange(5)
    with torch.no_grad():
        on_keys = attention(query, attention.precompute(states, mask, LENGTHS), steps)
        attention.score.on_queries = True
        keys = attention.precompute(states, mask, LENGTHS)
        on_queries = attention(query, keys, steps)
        with torch.autocast("cpu", dtype=torch.bfloat16):
            cast = attention.precompute(states, mask, LENGTHS)
    assert keys.keys is states  # W_a is not applied to them
    torch.testing.assert_close(on_queries.weights, on_keys.weights, atol=1e-6, rtol=1e-5)
    torch.testing.assert_close(on_queries.context, on_keys.context, atol=1e-6, rtol=1e-5)
    assert on_keys.weights.std() > 0.01  # the energies differ between positions
    # over every position the keys are then the values' one bf16 copy
    assert (cast.keys is cast.values) == (align == "global")
