"""Where the whole Multi30k corpus lies, for the scripts that measure on it (the test suite
reads the slice in tests/data/multi30k): one setting, the environment variable
``NMT_MULTI30K``, the folder of ``{train,val}.{de,en,fr,cs}``."""

from __future__ import annotations

import os
from pathlib import Path

from nmt.errors import DataError

ENV = "NMT_MULTI30K"
HOW_TO_GET = ("download it as data/README.md (section Multi30k) says, then set "
              f"{ENV}=/path/to/multi30k")


def multi30k_folder(value: str | None = None) -> Path:
    """The whole Multi30k's folder: ``value`` where given, else ``$NMT_MULTI30K``; DataError
    saying how to get it where neither names a folder holding train.de."""
    folder = value or os.environ.get(ENV)
    if not folder:
        raise DataError(f"the whole Multi30k corpus is needed and {ENV} is not set: "
                        f"{HOW_TO_GET}")
    if not (Path(folder) / "train.de").is_file():
        raise DataError(f"{ENV}={folder}: no train.de there; {HOW_TO_GET}")
    return Path(folder)
