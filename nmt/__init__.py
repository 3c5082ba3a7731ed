"""nmt: attention-based neural machine translation (RNNsearch and Luong et al. 2015).

``from nmt import Translator`` loads the translation layer (and torch) only when asked for, so
that light tools (``nmt-report``) and ``import nmt`` stay quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nmt.translation.translator import Translator

__all__ = ["Translator"]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    if name == "Translator":
        from nmt.translation.translator import Translator

        return Translator
    raise AttributeError(f"module 'nmt' has no attribute {name!r}")
