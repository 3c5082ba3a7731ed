"""SentencePiece training, fixed special ids, caching in the run directory."""

from __future__ import annotations

from omegaconf import OmegaConf

from nmt.config import DataConfig
from nmt.data import synthetic
from nmt.data.subwords import BOS, EOS, PAD, UNK, Subwords, build_subwords


def _cfg(**spm):
    cfg = OmegaConf.structured(DataConfig())
    cfg.spm.vocab_size = 100
    for key, value in spm.items():
        cfg.spm[key] = value
    return cfg


def test_special_ids_are_fixed(tmp_path):
    src, tgt = synthetic.generate(300, seed=1)
    sw = build_subwords(_cfg(), src, tgt, tmp_path)
    for proc in (sw.src, sw.tgt):
        assert (proc.pad_id(), proc.unk_id(), proc.bos_id(), proc.eos_id()) == (PAD, UNK, BOS, EOS)
    ids = sw.encode_tgt([tgt[0]])[0]
    assert sw.decode_tgt([ids]) == [tgt[0]]


def test_cached_models_are_reused_and_retrained_when_config_changes(tmp_path):
    src, tgt = synthetic.generate(300, seed=1)
    build_subwords(_cfg(), src, tgt, tmp_path)
    stamp = (tmp_path / "src.model").stat().st_mtime_ns
    build_subwords(_cfg(), src, tgt, tmp_path)
    assert (tmp_path / "src.model").stat().st_mtime_ns == stamp
    build_subwords(_cfg(model_type="bpe"), src, tgt, tmp_path)
    assert (tmp_path / "src.model").stat().st_mtime_ns != stamp


def test_joint_model_is_shared_and_round_trips_through_protos(tmp_path):
    src, tgt = synthetic.generate(300, seed=1)
    sw = build_subwords(_cfg(joint=True), src, tgt, tmp_path)
    assert sw.src is sw.tgt and (tmp_path / "joint.model").is_file()
    again = Subwords.from_protos(sw.src_proto, sw.tgt_proto)
    assert again.encode_src([src[0]]) == sw.encode_src([src[0]])
