"""SentencePiece subword models: trained on a sample of the train split (nmt.data.preparation).

Special ids are fixed for every model this package trains: pad 0, unk 1, bos 2, eos 3.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

import sentencepiece as spm

from nmt.config import SPM_MODEL_TYPES
from nmt.errors import ConfigError

PAD, UNK, BOS, EOS = 0, 1, 2, 3


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
    if cfg.model_type not in SPM_MODEL_TYPES:
        raise ConfigError(f"data.spm.model_type={cfg.model_type!r} is not one of "
                          f"{', '.join(SPM_MODEL_TYPES)}")
    if cfg.vocab_size < 8:
        raise ConfigError(f"data.spm.vocab_size={cfg.vocab_size} is too small (at least 8)")
    if not 0.0 < cfg.character_coverage <= 1.0:
        raise ConfigError(f"data.spm.character_coverage={cfg.character_coverage} must be in "
                          f"(0, 1]")
    if cfg.input_sentence_size < 0:
        raise ConfigError(f"data.spm.input_sentence_size={cfg.input_sentence_size} must be "
                          f">= 0 (0 = every sentence)")


def train_model(inputs: list[Path], cfg, threads: int = 1) -> bytes:
    """Train one SentencePiece model with config ``cfg`` (data.spm) on the text files
    ``inputs`` (one sentence per line: the sample preparation drew); its proto."""
    check_spm_config(cfg)
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        input=[str(path) for path in inputs],
        model_writer=out,
        model_type=cfg.model_type,
        vocab_size=cfg.vocab_size,
        character_coverage=cfg.character_coverage,
        input_sentence_size=0,  # the inputs are the sample already
        hard_vocab_limit=False,  # a small corpus may not support the requested size
        pad_id=PAD,
        unk_id=UNK,
        bos_id=BOS,
        eos_id=EOS,
        num_threads=threads,
        minloglevel=2,
    )
    return out.getvalue()
