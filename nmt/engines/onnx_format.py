"""The contract between ``nmt-export format=onnx`` (nmt.export.onnx_export) and the ONNX
Runtime engine (nmt.engines.onnx_engine): which graphs, and the names of their inputs and
outputs. It imports neither torch nor onnxruntime.

Three graphs, each with a dynamic batch and source length:

    onnx/encoder.onnx  src (n, S) int64 ids with eos, src_lengths (n,) -> enc.* (the encoder's
                       states, mask, lengths, final state)
    onnx/keys.onnx     enc.* -> keys.* (the attention's key cache, computed once per batch;
                       a tensor that is also an enc.* one is not repeated) and state.* (the
                       decoder state before the first word, one row per sentence)
    onnx/step.onnx     prev (R,) int64, t () int64, k (1,) int64, state.* (R rows), enc.* and
                       keys.* (one row per sentence, R = n x beams) -> log_probs (R, V),
                       the k best words scores (R, k) and tokens (R, k), eos (R,) the
                       log-probability of eos, attention (R, S) (decoders with attention),
                       and next.* the new state

A graph lists only the inputs it reads. export.json records the format version under
"onnx"; the engine refuses a folder of another version, naming both.
"""

from __future__ import annotations

# how to install what exporting (onnx, onnxruntime) and the engine (onnxruntime) need
INSTALL = "pip install 'nmt[onnx]'"
ONNX_VERSION = 1
OPSET = 17
FOLDER = "onnx"
ENCODER, KEYS, STEP = "onnx/encoder.onnx", "onnx/keys.onnx", "onnx/step.onnx"
GRAPHS = (ENCODER, KEYS, STEP)
# prefixes of the tensors the graphs pass on: encoder outputs, the key cache, the decoder
# state in the step's inputs, and the same state in its outputs
ENC, KEY, STATE, NEXT = "enc.", "keys.", "state.", "next."
SRC, SRC_LENGTHS = "src", "src_lengths"
PREV, POSITION, COUNT = "prev", "t", "k"
LOG_PROBS, SCORES, TOKENS, EOS_SCORE, ATTENTION = "log_probs", "scores", "tokens", "eos", \
    "attention"


def next_name(state_name: str) -> str:
    """The step output that carries the state input ``state_name`` (state.X -> next.X)."""
    return NEXT + state_name.removeprefix(STATE)
