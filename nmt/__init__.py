"""nmt: attention-based neural machine translation (RNNsearch and Luong et al. 2015)."""

from nmt.translator import Translator

__all__ = ["Translator"]
__version__ = "0.1.0"
