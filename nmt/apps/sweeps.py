"""Readable folder names for the runs of a Hydra sweep (``nmt-train -m ...``).

Hydra's ``override_dirname`` joins every command-line override, so a sweep with a few fixed
options gets folder names past the file system's limit, and a path value (``data.dir=..``)
nests folders. The ``swept`` resolver names a run by the overrides that vary across the
sweep only: ``3_model.attention.align=local_m,model.attention.score=dot``.
"""

from __future__ import annotations

import sys

from hydra.core.override_parser.overrides_parser import OverridesParser
from omegaconf import DictConfig, ListConfig, OmegaConf

MAX_NAME = 200  # characters; file systems allow 255 per folder name


def swept_keys(argv: list[str], params: DictConfig | None) -> set[str]:
    """The keys a sweep varies: those of ``hydra.sweeper.params`` and the command-line
    overrides in ``argv`` with several values (``key=a,b``, ``key=range(...)``)."""
    keys = set(params or {})
    parser = OverridesParser.create()
    for token in argv:
        if token.startswith("-") or "=" not in token:
            continue  # Hydra's flags (-m, --config-name x, ...)
        try:
            (override,) = parser.parse_overrides([token])
        except Exception:  # Hydra reports what it cannot parse, in its own words
            continue
        if override.is_sweep_override():
            keys.add(override.get_key_element())
    return keys


def swept_dirname(task: ListConfig, _root_: DictConfig) -> str:
    """This job's overrides (``hydra.overrides.task``) of the swept keys, sorted, as
    ``key=value,key=value``; "run" when nothing is swept. Slashes become underscores."""
    keys = swept_keys(sys.argv[1:], _root_.hydra.sweeper.get("params"))
    items = sorted(item for item in task if item.split("=", 1)[0] in keys)
    name = ",".join(items).replace("/", "_") or "run"
    return name[:MAX_NAME]


def register_resolvers() -> None:
    """Make ``${swept:${hydra.overrides.task}}`` available to the configs."""
    if not OmegaConf.has_resolver("swept"):
        OmegaConf.register_new_resolver("swept", swept_dirname)
