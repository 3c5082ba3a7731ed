"""The options part of every app's ``--help``: each key of the app's schema with its value
on this command line, its type or allowed values, and its help text (the field metadata of
nmt/config.py, which the configuration reference of the docs renders too)."""

from __future__ import annotations

import textwrap

from omegaconf import DictConfig, OmegaConf

from nmt.apps.choices import allowed_values
from nmt.apps.config_keys import config_keys, value_text
from nmt.config import APP_SCHEMAS

WIDTH = 92
INDENT = "      "


def options_help(app: str, cfg: DictConfig) -> str:
    """The options of ``app`` (``nmt-train``...) as text, with the values of ``cfg`` (the
    composed config; interpolations are shown as written)."""
    values = OmegaConf.to_container(cfg, resolve=False)
    lines: list[str] = []
    for key in config_keys(APP_SCHEMAS[app]):
        if key.nested:
            lines += ["", f"{key.key}.*: {key.help}"]
            continue
        choices = allowed_values(key)
        kind = " | ".join(choices) if choices else key.type
        lines.append(f"  {key.key}={value_text(lookup(values, key.key))}  ({kind})")
        lines += textwrap.wrap(key.help, WIDTH, initial_indent=INDENT, subsequent_indent=INDENT,
                               break_on_hyphens=False)
    return "\n".join(lines).lstrip("\n")


def lookup(values: dict, key: str) -> object:
    """The value of the dotted ``key`` in the nested dict ``values`` (None where absent)."""
    node: object = values
    for part in key.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


def options_help_resolver(app: str, *, _root_: DictConfig) -> str:
    """The ``${nmt_options:APP}`` resolver of configs/hydra/help/nmt.yaml: :func:`options_help`
    for the composed config, with ``$`` doubled, since Hydra fills the template in with
    string.Template after OmegaConf has resolved it."""
    app_cfg = OmegaConf.masked_copy(_root_, [k for k in _root_ if k != "hydra"])
    return options_help(app, app_cfg).replace("$", "$$")


def register_help_resolver() -> None:
    """Make ``${nmt_options:APP}`` known to OmegaConf (once per process)."""
    if not OmegaConf.has_resolver("nmt_options"):
        OmegaConf.register_new_resolver("nmt_options", options_help_resolver)
