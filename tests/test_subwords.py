"""SentencePiece training, fixed special ids, models found again in the cache folder."""

from __future__ import annotations

from pathlib import Path

from omegaconf import OmegaConf

from nmt.config import DataConfig
from nmt.data.corpus import corpus_kind, load_split
from nmt.data.preparation import Preparer
from nmt.data.subwords import BOS, EOS, PAD, UNK, Subwords


def _cfg(**spm):
    cfg = OmegaConf.structured(DataConfig())
    cfg.synthetic_sizes = {"train": 300, "val": 10, "test": 10}
    cfg.spm.vocab_size = 100
    for key, value in spm.items():
        cfg.spm[key] = value
    return cfg


def build_subwords(cfg, folder: Path) -> Subwords:
    with Preparer(folder, 1) as preparer:
        return preparer.subwords(cfg, corpus_kind(cfg).source(cfg, "train"))


def _model(folder: Path, name: str = "src.model") -> Path:
    [path] = folder.glob(f"spm-*/{name}")
    return path


def test_special_ids_are_fixed(tmp_path):
    tgt = load_split(_cfg(), "train").tgt
    sw = build_subwords(_cfg(), tmp_path)
    for proc in (sw.src, sw.tgt):
        assert (proc.pad_id(), proc.unk_id(), proc.bos_id(), proc.eos_id()) == (PAD, UNK, BOS, EOS)
    ids = sw.encode_tgt([tgt[0]])[0]
    assert sw.decode_tgt([ids]) == [tgt[0]]


def test_cached_models_are_reused_and_retrained_when_config_changes(tmp_path):
    build_subwords(_cfg(), tmp_path)
    first = _model(tmp_path)
    stamp = first.stat().st_mtime_ns
    build_subwords(_cfg(), tmp_path)
    assert first.stat().st_mtime_ns == stamp
    bpe = build_subwords(_cfg(model_type="bpe"), tmp_path)
    assert len(list(tmp_path.glob("spm-*"))) == 2
    assert first.stat().st_mtime_ns == stamp  # the first one is still there
    assert bpe.src_proto != first.read_bytes()


def test_joint_model_is_shared_and_round_trips_through_protos(tmp_path):
    src = load_split(_cfg(), "train").src
    sw = build_subwords(_cfg(joint=True), tmp_path)
    assert sw.src is sw.tgt and _model(tmp_path, "joint.model").is_file()
    again = Subwords.from_protos(sw.src_proto, sw.tgt_proto)
    assert again.encode_src([src[0]]) == sw.encode_src([src[0]])
