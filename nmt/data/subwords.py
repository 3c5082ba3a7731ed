"""SentencePiece subword models: trained on the train split, cached in the run directory.

Special ids are fixed for every model this package trains: pad 0, unk 1, bos 2, eos 3.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import sentencepiece as spm

from nmt.errors import ConfigError
from nmt.files import atomic_write_bytes

PAD, UNK, BOS, EOS = 0, 1, 2, 3
MODEL_TYPES = ("unigram", "bpe")
log = logging.getLogger(__name__)


@dataclass
class Subwords:
    """The source and target SentencePiece processors (the same object when joint)."""

    src: spm.SentencePieceProcessor
    tgt: spm.SentencePieceProcessor
    src_proto: bytes
    tgt_proto: bytes

    @classmethod
    def from_protos(cls, src_proto: bytes, tgt_proto: bytes) -> Subwords:
        """Rebuild from serialized model protos (as stored in a checkpoint)."""
        src = spm.SentencePieceProcessor(model_proto=src_proto)
        tgt = src if tgt_proto == src_proto else spm.SentencePieceProcessor(model_proto=tgt_proto)
        return cls(src, tgt, src_proto, tgt_proto)

    @property
    def src_vocab_size(self) -> int:
        """Number of source ids, specials included."""
        return self.src.get_piece_size()

    @property
    def tgt_vocab_size(self) -> int:
        """Number of target ids, specials included."""
        return self.tgt.get_piece_size()

    def encode_src(self, lines: list[str]) -> list[list[int]]:
        """Source lines to piece ids (no bos/eos)."""
        return self.src.encode(lines)

    def encode_tgt(self, lines: list[str]) -> list[list[int]]:
        """Target lines to piece ids (no bos/eos)."""
        return self.tgt.encode(lines)

    def decode_tgt(self, ids: list[list[int]]) -> list[str]:
        """Target piece ids to detokenised text."""
        return self.tgt.decode(ids)

    def src_pieces(self, ids: list[int]) -> list[str]:
        """Source ids to their pieces, for showing alignments."""
        return [self.src.id_to_piece(i) for i in ids]

    def tgt_pieces(self, ids: list[int]) -> list[str]:
        """Target ids to their pieces, for showing alignments."""
        return [self.tgt.id_to_piece(i) for i in ids]


def check_spm_config(cfg) -> None:
    """ConfigError naming the key for a SentencePiece config ``cfg`` (data.spm) that cannot
    work."""
    if cfg.model_type not in MODEL_TYPES:
        raise ConfigError(f"data.spm.model_type={cfg.model_type!r} is not one of "
                          f"{', '.join(MODEL_TYPES)}")
    if cfg.vocab_size < 8:
        raise ConfigError(f"data.spm.vocab_size={cfg.vocab_size} is too small (at least 8)")
    if not 0.0 < cfg.character_coverage <= 1.0:
        raise ConfigError(f"data.spm.character_coverage={cfg.character_coverage} must be in "
                          f"(0, 1]")


def train_model(texts: Iterable[str], cfg, threads: int = 1) -> bytes:
    """Train one SentencePiece model on ``texts`` with config ``cfg`` (data.spm); its proto."""
    check_spm_config(cfg)
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=(t for t in texts if t.strip()),
        model_writer=out,
        model_type=cfg.model_type,
        vocab_size=cfg.vocab_size,
        character_coverage=cfg.character_coverage,
        input_sentence_size=cfg.input_sentence_size,
        shuffle_input_sentence=True,
        hard_vocab_limit=False,  # a small corpus may not support the requested size
        pad_id=PAD,
        unk_id=UNK,
        bos_id=BOS,
        eos_id=EOS,
        num_threads=threads,
        minloglevel=2,
    )
    return out.getvalue()


def build_subwords(
    cfg, src_texts: list[str], tgt_texts: list[str], cache_dir: Path, threads: int = 1
) -> Subwords:
    """Train (or reuse from ``cache_dir``) the subword model(s) for data config ``cfg``."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    src_texts, tgt_texts = list(src_texts), list(tgt_texts)
    text_hash = hashlib.sha256("\n".join(src_texts + tgt_texts).encode("utf-8", "replace"))
    stamp = json.dumps({"spm": dict(cfg.spm), "langs": [cfg.src_lang, cfg.tgt_lang],
                        "text_sha256": text_hash.hexdigest()}, sort_keys=True)
    stamp_file = cache_dir / "config.json"
    names = ("joint.model", "joint.model") if cfg.spm.joint else (
        f"{cfg.src_lang}.model", f"{cfg.tgt_lang}.model")
    paths = [cache_dir / n for n in names]
    if stamp_file.is_file() and stamp_file.read_text() == stamp and all(p.is_file() for p in paths):
        log.info("reusing SentencePiece model(s) in %s", cache_dir)
        return Subwords.from_protos(paths[0].read_bytes(), paths[1].read_bytes())
    log.info("training SentencePiece (%s, %d pieces%s)", cfg.spm.model_type,
             cfg.spm.vocab_size, ", joint" if cfg.spm.joint else "")
    if cfg.spm.joint:
        proto = train_model(src_texts + tgt_texts, cfg.spm, threads)
        protos = (proto, proto)
    else:
        protos = (train_model(src_texts, cfg.spm, threads),
                  train_model(tgt_texts, cfg.spm, threads))
    for path, proto in zip(paths, protos, strict=True):
        atomic_write_bytes(path, proto)
    atomic_write_bytes(stamp_file, stamp.encode())
    return Subwords.from_protos(*protos)
