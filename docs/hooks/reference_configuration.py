"""docs/reference/configuration.md: every key of every app's schema (nmt/config.py), with its
type or allowed values, its default as the app composes it, and its help text; then every
option of the config groups (configs/) with the values it sets."""

from __future__ import annotations

from importlib.resources import files

import reference_markdown as md
from omegaconf import OmegaConf
from reference_apps import APP_CONFIGS, composed

from nmt.apps.choices import allowed_values
from nmt.apps.config_keys import ConfigKey, config_keys, value_text
from nmt.apps.options_help import lookup
from nmt.config import APP_SCHEMAS, DecodingOptions

GROUPS = ("data", "model", "train", "experiment", "experiment/luong_table1")
# nmt-prepare reads nmt-train's config: one section for both
SAME_AS = {"nmt-prepare": "nmt-train"}


def render() -> str:
    """The generated part of the page."""
    parts = [app_section(app) for app in APP_CONFIGS if app not in SAME_AS]
    return "\n\n".join([*parts, groups_section()])


def decoding_options() -> str:
    """The fields of DecodingOptions as a table (docs/concepts/decoding.md): key, default,
    allowed values and meaning."""
    rows = [[md.code(key.key), md.code(value_text(key.default)),
             " \\| ".join(md.code(c) for c in key.choices) if key.choices else md.text(key.type),
             md.text(key.help)]
            for key in config_keys(DecodingOptions)]
    return md.table(["option", "default", "type or values", "what it does"], rows)


def app_section(app: str) -> str:
    """One app's keys: its top-level keys, then one table per nested config."""
    values = OmegaConf.to_container(composed(app), resolve=False)
    keys = config_keys(APP_SCHEMAS[app])
    also = [other for other, same in SAME_AS.items() if same == app]
    out = [f"## {' and '.join([app, *also])} {{#{app}}}", "", f"`{app} key=value ...`"]
    if also:
        out[-1] += f" ({', '.join(also)} reads the same config)"
    sections = [None] + [k for k in keys if k.nested]
    for section in sections:
        prefix = f"{section.key}." if section else ""
        own = [k for k in keys if not k.nested and k.key.startswith(prefix)
               and "." not in k.key[len(prefix):]]
        if section:
            out += ["", f"### `{section.key}.*` {{#{app}-{section.key}}}", "",
                    md.text(section.help[0].upper() + section.help[1:]) + "."]
        else:
            out += ["", f"### Top-level keys {{#{app}-top}}"]
        rows = [row(app, key, lookup(values, key.key)) for key in own]
        out += ["", md.table(["key", "type or values", "default", "meaning"], rows)]
    return "\n".join(out)


def row(app: str, key: ConfigKey, value: object) -> list[str]:
    """The table row of ``key`` whose composed value is ``value``."""
    choices = allowed_values(key)
    kind = " \\| ".join(md.code(c) for c in choices) if choices else md.text(key.type)
    default = "required" if value == "???" else md.code(value_text(value))
    return [md.anchor(f"{app}.{key.key}") + md.code(key.key), kind, default, md.text(key.help)]


def groups_section() -> str:
    """Every option of the config groups (``data=multi30k``, ``experiment=reference``...),
    with the file that defines it."""
    root = files("nmt.configs")
    out = ["## Config groups {#groups}", "",
           "A group option sets many keys at once: `nmt-train data=multi30k model=luong`. "
           "These are the files under `configs/`; keys given on the command line override "
           "them."]
    for group in GROUPS:
        folder = root.joinpath(group)
        out += ["", f"### `{group}=` {{#group-{group.replace('/', '-')}}}"]
        for option in sorted(p.name for p in folder.iterdir() if p.name.endswith(".yaml")):
            name = option.removesuffix(".yaml")
            body = folder.joinpath(option).read_text().rstrip()
            indented = "\n".join("    " + line if line else "" for line in body.splitlines())
            out += ["", f'??? note "`{group}={name}`"', "", "    ```yaml", indented,
                    "    ```"]
    return "\n".join(out)
