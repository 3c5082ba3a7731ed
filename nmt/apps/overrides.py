"""Re-applying the user's command-line overrides to a config stored in a checkpoint.

A resumed run, and an evaluation, start from the checkpoint's own config; what the user
typed on the command line (``train.max_epochs=20``, ``data.split=test``) then applies on top.
"""

from __future__ import annotations

from hydra.core.hydra_config import HydraConfig
from hydra.core.override_parser.overrides_parser import OverridesParser
from omegaconf import DictConfig, OmegaConf

from nmt.errors import ConfigError

GROUPS = ("data", "model", "train", "experiment")


def command_line_overrides() -> list[str]:
    """The overrides of the running Hydra job (empty outside one)."""
    if not HydraConfig.initialized():
        return []
    return list(HydraConfig.get().overrides.task)


def job_groups() -> set[str]:
    """The config groups of the running Hydra job (empty outside one): the project's, and any
    that a ``hydra.searchpath`` adds (``+arm=bf16_s1`` of a campaign's arms)."""
    if not HydraConfig.initialized():
        return set()
    return {str(name) for name in HydraConfig.get().runtime.choices}


def group_choice(overrides: list[str], group: str) -> str | None:
    """The option chosen for config group ``group`` on the command line (``data=multi30k``)."""
    for override in OverridesParser.create().parse_overrides(overrides):
        if override.key_or_group == group and override.package is None:
            return str(override.value())
    return None


def apply_overrides(cfg: DictConfig, overrides: list[str], prefix: str = "",
                    skip: tuple[str, ...] = ()) -> DictConfig:
    """A copy of ``cfg`` with the ``key=value`` overrides whose key starts with ``prefix``.

    Group choices (``model=luong``, ``+experiment/luong_table1=local_p_general``), Hydra's
    own keys and keys in ``skip`` are left out.
    """
    out, groups = cfg.copy(), {*GROUPS, *job_groups()}
    for override in OverridesParser.create().parse_overrides(overrides):
        key = override.key_or_group
        if key.split("/", 1)[0] in groups or key in groups or key.startswith("hydra.") \
                or key in skip:
            continue
        if not key.startswith(prefix):
            continue
        if override.is_delete():
            raise ConfigError(f"~{key}: deleting keys is not supported here")
        try:
            OmegaConf.update(out, key, override.value(), merge=True)
        except Exception as err:  # omegaconf raises several types for a bad key or value
            raise ConfigError(f"{key}: {err}") from None
    return out


def differing_keys(ours: DictConfig, theirs: DictConfig, prefix: str = "") -> list[str]:
    """The dotted keys whose values differ between two configs of one schema (keys that
    only one of them has count as differing), in order."""
    out = []
    for key in dict.fromkeys([*ours.keys(), *theirs.keys()]):
        a, b = ours.get(key), theirs.get(key)
        name = f"{prefix}{key}"
        if isinstance(a, DictConfig) and isinstance(b, DictConfig):
            out += differing_keys(a, b, f"{name}.")
        elif not _same(a, b):
            out.append(name)
    return out


def _same(a: object, b: object) -> bool:
    plain = [OmegaConf.to_container(v, resolve=True) if OmegaConf.is_config(v) else v
             for v in (a, b)]
    return plain[0] == plain[1]
