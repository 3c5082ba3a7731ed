"""A loaded model as the Translator holds it: :class:`Engines`, which makes the
:class:`nmt.decoding.engine.Engine` that decodes with given options."""

from __future__ import annotations

from typing import Any

from nmt.config import DecodingOptions
from nmt.decoding.engine import Engine


class Engines:
    """A loaded model that makes the :class:`Engine` for decoding options (PyTorch prepares a
    copy of the model per precision and batch size; ONNX Runtime has one)."""

    device: Any

    def engine(self, options: DecodingOptions) -> Engine:
        """The engine that decodes with ``options`` (ConfigError for options it cannot)."""
        raise NotImplementedError
