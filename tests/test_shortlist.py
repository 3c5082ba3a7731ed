"""Vocabulary shortlists: the lexical table (IBM Model 1 over the training pairs,
nmt.data.lexicon), where it is stored (nmt-export shortlist=true, the exported folder), and
decoding with shortlist=K (ShortlistEngine): exact scores over each batch's candidates, the
whole decoding when the candidates are the whole vocabulary, and clear errors where there is
no table."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from nmt.checkpoint import load_checkpoint
from nmt.config import DecodingOptions
from nmt.data.lexicon import SPECIALS, Lexicon, estimate_lexicon
from nmt.decoding.batches import decode_sources
from nmt.engines.export_files import LEXICON, META
from nmt.engines.torch_engine import ShortlistEngine, TorchEngines, decode_ids
from nmt.errors import CheckpointError, ConfigError
from nmt.export.exporting import export_pretrained
from nmt.kernels.packed import padded_rows
from nmt.training.run import run_training
from tests.cli import run_cli
from tests.conftest import TINY_MODEL, compose_config
from tests.processes import TRAIN_ARGS
from tests.test_model import SRC_V, TGT_V
from tests.test_search import sharpened
from tests.tiny_run import tiny_checkpoint

CPU = torch.device("cpu")
SOURCES = [np.arange(4, 4 + n) for n in (3, 7, 5, 9, 2, 6)]


def dictionary_corpus(pairs: int = 400, seed: int = 0):
    """Sentence pairs where source word s always translates to target word s + 20, in random
    order, and every target sentence also has word 4 ("the") and often word 5: counts of
    co-occurrence rank 4 and 5 first for every source word, IBM Model 1 does not."""
    rng = np.random.default_rng(seed)
    src, tgt = [], []
    for _ in range(pairs):
        words = rng.choice(np.arange(6, 16), size=rng.integers(2, 6), replace=False)
        extra = [4, 5] if rng.random() < 0.8 else [4]
        src.append(words)
        tgt.append(rng.permutation(np.concatenate([words + 20, extra])))
    return src, tgt


def test_ibm1_finds_each_source_words_translation_where_counts_find_the_frequent_words():
    src, tgt = dictionary_corpus()
    lexicon = estimate_lexicon(src, tgt, src_vocab=20, tgt_vocab=40, kept=5)
    assert lexicon.translations.shape == (20, 5) and lexicon.kept == 5
    assert [int(lexicon.translations[s, 0]) for s in range(6, 16)] == list(range(26, 36))
    assert (lexicon.translations[:6] == -1).all()  # never seen: no translations
    assert list(lexicon.frequent[:2]) == [4, 5]
    assert sorted(lexicon.frequent.tolist()) == list(range(40))


def test_a_sampled_lexicon_sees_max_pairs_and_still_finds_the_translations(monkeypatch):
    import nmt.data.lexicon as lexicon_module

    src, tgt = dictionary_corpus(pairs=2000)
    seen = []
    links = lexicon_module._alignment_links
    monkeypatch.setattr(lexicon_module, "_alignment_links",
                        lambda s, t, null: seen.append(len(s)) or links(s, t, null))
    monkeypatch.setattr(lexicon_module, "FREQUENCY_BLOCK", 300)  # 7 blocks, a short last one
    sampled = estimate_lexicon(src, tgt, src_vocab=20, tgt_vocab=40, max_pairs=300, seed=3,
                               kept=5)
    whole = estimate_lexicon(src, tgt, src_vocab=20, tgt_vocab=40, kept=5)
    assert seen == [300, 2000]
    assert [int(sampled.translations[s, 0]) for s in range(6, 16)] == list(range(26, 36))
    assert np.array_equal(sampled.frequent, whole.frequent)  # counted over every pair
    monkeypatch.setattr(lexicon_module, "GATHER_BLOCK", 128)
    released = []
    again = estimate_lexicon(src, tgt, src_vocab=20, tgt_vocab=40, max_pairs=300, seed=3,
                             kept=5, release=lambda: released.append(1))
    assert np.array_equal(again.translations, sampled.translations)  # the seed fixes it
    assert np.array_equal(again.frequent, whole.frequent)
    assert len(released) == 2 * 3 + 7  # per side 3 blocks of the sample, 7 of the count


def test_candidates_are_the_union_of_translations_frequent_pieces_and_specials():
    translations = np.full((8, 3), -1, dtype=np.int32)
    translations[5] = [20, 21, 22]
    translations[6] = [22, 23, -1]
    lexicon = Lexicon(translations, np.arange(30, dtype=np.int32)[::-1].copy())
    got = lexicon.candidates(np.array([[5, 6, 3], [6, 0, 0]]), k=2, frequent=2)
    assert got.tolist() == sorted({20, 21, 22, 23, 29, 28, *SPECIALS.tolist()})
    assert got.dtype == np.int64


def test_candidates_grow_by_the_most_frequent_pieces_they_lack():
    lexicon = Lexicon(np.full((8, 1), -1, dtype=np.int32),
                      np.array([7, 3, 9, 1, 0, 2, 4, 5, 6, 8], dtype=np.int32))
    assert lexicon.grown(np.array([3, 5]), 4).tolist() == [3, 5, 7, 9]
    assert lexicon.grown(np.array([3, 5, 6]), 2).tolist() == [3, 5, 6]
    assert lexicon.grown(np.array([3]), 50).tolist() == list(range(10))


def test_a_lexical_table_that_does_not_fit_the_model_names_its_file():
    lexicon = Lexicon(np.zeros((SRC_V, 4), np.int32), np.arange(TGT_V, dtype=np.int32))
    assert Lexicon.from_arrays(lexicon.arrays(), SRC_V, TGT_V, "x").kept == 4
    with pytest.raises(CheckpointError, match="lex.safetensors.*does not fit.*41 source"):
        Lexicon.from_arrays(lexicon.arrays(), SRC_V + 1, TGT_V, "lex.safetensors")
    with pytest.raises(CheckpointError, match="lex.safetensors: the lexical table is damaged"):
        Lexicon.from_arrays({"frequent": lexicon.frequent}, SRC_V, TGT_V, "lex.safetensors")


def whole_vocabulary() -> Lexicon:
    """A table whose candidates are every target piece, for any source."""
    translations = np.tile(np.arange(TGT_V, dtype=np.int32), (SRC_V, 1))
    return Lexicon(translations, np.arange(TGT_V, dtype=np.int32))


def some_words(seed: int = 0, k: int = 4) -> Lexicon:
    """A random table of ``k`` translations per source piece (a few of the 50 pieces)."""
    rng = np.random.default_rng(seed)
    translations = np.stack([rng.choice(np.arange(4, TGT_V), size=k, replace=False)
                             for _ in range(SRC_V)]).astype(np.int32)
    return Lexicon(translations, rng.permutation(TGT_V).astype(np.int32))


def decode(model, lexicon, **options):
    engines = TorchEngines(model, CPU, lexicon)
    decoding = DecodingOptions(**options)
    return decode_sources(engines.engine(decoding), SOURCES, decoding)


@pytest.mark.parametrize("options", [{"beam": 1}, {"beam": 3, "nbest": 3},
                                     {"beam": 4, "nbest": 2, "alpha": 0.6, "beta": 0.2}])
def test_a_shortlist_of_the_whole_vocabulary_decodes_what_exact_decoding_does(options):
    model = sharpened("luong")
    exact = decode(model, None, **options)
    shortlisted = decode(model, whole_vocabulary(), shortlist=TGT_V, **options)
    for ours, theirs in zip(shortlisted, exact, strict=True):
        assert [h.tokens for h in ours] == [h.tokens for h in theirs]
        assert [h.score for h in ours] == pytest.approx([h.score for h in theirs], abs=1e-4)


@pytest.mark.parametrize(("decoder", "precision"), [("luong", "fp32"), ("rnnsearch", "fp32"),
                                                    ("luong", "int8")])
def test_shortlisted_steps_are_the_models_log_probabilities_renormalised_over_the_candidates(
        decoder, precision):
    model = sharpened(decoder)
    lexicon = some_words()
    options = DecodingOptions(beam=3, shortlist=2, shortlist_frequent=3, precision=precision)
    engine = TorchEngines(model, CPU, lexicon).engine(options)
    assert isinstance(engine, ShortlistEngine)
    src = torch.tensor([[5, 9, 3], [7, 3, 0]])
    candidates = lexicon.candidates(src.numpy(), 2, 6)  # 6: at least 2 x beam frequent
    candidates = lexicon.grown(candidates, padded_rows(len(candidates)))
    with engine.decoding():
        shortlisted, state = engine.encode(src, torch.tensor([3, 2]))
        assert shortlisted.candidates.tolist() == candidates.tolist()
        prev = torch.tensor([2, 2])
        out = engine.step(prev, state, shortlisted, 0, 5)
        full, _, _ = model.step(prev, model.init_state(shortlisted.encoded),
                                shortlisted.encoded, 0)
    assert out.tokens.dtype == torch.int64 and set(out.tokens.flatten().tolist()) <= set(
        candidates.tolist())
    expected = F.log_softmax(full[:, candidates], dim=-1)
    tolerance = 1e-5 if precision == "fp32" else 0.05
    torch.testing.assert_close(out.scores, expected.topk(5, dim=1).values, atol=tolerance,
                               rtol=0)
    torch.testing.assert_close(out.eos, expected[:, list(candidates).index(3)], atol=tolerance,
                               rtol=0)


def test_every_shortlisted_output_word_is_a_candidate_of_its_batch():
    model = sharpened("rnnsearch")
    lexicon = some_words(seed=3, k=2)
    for hyps, source in zip(decode(model, lexicon, beam=3, nbest=3, shortlist=2,
                                   shortlist_frequent=0, batch_size=1), SOURCES, strict=True):
        candidates = lexicon.candidates(np.append(source, 3), 2, 6)
        allowed = set(lexicon.grown(candidates, padded_rows(len(candidates))).tolist())
        for hyp in hyps:
            assert set(hyp.tokens) <= allowed and math.isfinite(hyp.score)


def test_a_shortlist_without_a_lexical_table_says_how_to_make_one():
    engines = TorchEngines(sharpened("luong"), CPU, None, "runs/x/best.pt")
    with pytest.raises(ConfigError, match=r"shortlist=5: runs/x/best.pt has no lexical table; "
                                          r"make one with nmt-export checkpoint=runs/x/best.pt "
                                          r"out=FOLDER shortlist=true"):
        engines.engine(DecodingOptions(shortlist=5))
    engines.lexicon = some_words(k=4)
    with pytest.raises(ConfigError, match="shortlist=5: .* keeps 4 translations"):
        engines.engine(DecodingOptions(shortlist=5))
    with pytest.raises(ConfigError, match="shortlist=-1, shortlist_frequent=100 must be >= 0"):
        DecodingOptions(shortlist=-1).check()
    with pytest.raises(ConfigError, match="whole vocabulary"):
        decode_ids(sharpened("luong"), SOURCES, CPU, DecodingOptions(shortlist=3))


def test_training_refuses_a_shortlist_for_its_validations(tmp_path):
    cfg = compose_config(overrides=[*TINY_MODEL, "train.decoding.shortlist=3"])
    with pytest.raises(ConfigError, match="train.decoding.shortlist: training's validations"):
        run_training(cfg, tmp_path / "run", [])
    assert not (tmp_path / "run").exists()


def test_nmt_export_shortlist_writes_the_table_that_shortlists_decode_with(tmp_path):
    from nmt import Translator

    checkpoint = tiny_checkpoint(tmp_path / "run")
    lines = ["a b c", "d e", "f g h i"]
    source = tmp_path / "in.txt"
    source.write_text("\n".join(lines) + "\n")
    refused = run_cli("translate", f"checkpoint={checkpoint}", f"input={source}",
                      "shortlist=5", check=False)
    assert refused.returncode != 0
    assert f"make one with nmt-export checkpoint={checkpoint}" in refused.stderr
    out = tmp_path / "export"
    run_cli("export", f"checkpoint={checkpoint}", f"out={out}", "shortlist=true")
    meta = json.loads((out / META).read_text())
    assert meta["version"] == 2 and meta["lexicon"] == {"file": LEXICON, "kept": 100}
    run_cli("translate", f"checkpoint={out}", f"input={source}", f"output={tmp_path / 'o.txt'}",
            "beam=3", "shortlist=5", "precision=int8")
    translator = Translator.from_pretrained(out, device="cpu")
    assert (tmp_path / "o.txt").read_text().splitlines() == translator.translate(
        lines, beam=3, shortlist=5, precision="int8")
    # the table travels with a re-export of the export, without shortlist=true
    again = export_pretrained(out, tmp_path / "again")
    assert (again / LEXICON).read_bytes() == (out / LEXICON).read_bytes()
    (out / LEXICON).write_bytes(b"not a table")
    with pytest.raises(CheckpointError, match=f"{out / LEXICON}: not a readable lexical table"):
        Translator.from_pretrained(out, device="cpu")


@pytest.mark.usefixtures("one_torch_thread")
def test_training_ends_with_the_lexical_table_in_last_and_best(tmp_path):
    from nmt import Translator

    args = [*TRAIN_ARGS, "train.max_steps=12", "train.valid_every=6",
            "train.checkpoint_every=0"]
    run_training(compose_config(overrides=args), tmp_path / "run", [])
    for name in ("last.pt", "best.pt"):
        lexicon = load_checkpoint(tmp_path / "run" / name)["lexicon"]
        assert lexicon["translations"].dtype == torch.int32
        assert lexicon["translations"].shape[1] == 100
    translator = Translator.from_pretrained(tmp_path / "run" / "best.pt", device="cpu")
    assert translator.engines.lexicon is not None
    assert len(translator.translate(["a b c", "d e"], beam=2, shortlist=3)) == 2
    run_training(compose_config(overrides=[*args, "train.max_steps=2", "train.lexicon=false"]),
                 tmp_path / "without", [])
    assert "lexicon" not in load_checkpoint(tmp_path / "without" / "last.pt")
