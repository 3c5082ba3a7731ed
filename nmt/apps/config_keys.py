"""Every key of a config schema with its documentation: type, default, allowed values and help,
read from the dataclass fields that :func:`nmt.config.option` declares. ``--help``, the
generated configuration reference (docs/reference/configuration.md) and the test that every
key is documented all walk a schema through :func:`config_keys`."""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ConfigKey:
    """One key of a schema: ``key`` dotted from the schema's root (``model.attention.score``),
    its ``type`` as written in the schema (``int | None``), ``default`` (the dataclass's; a
    nested config's is None), ``help`` and ``choices`` (the field's metadata), and ``nested``:
    whether it is a config of its own, whose keys follow it."""

    key: str
    type: str
    default: Any
    help: str
    choices: tuple[str, ...] | None
    nested: bool


def config_keys(schema: type, prefix: str = "") -> list[ConfigKey]:
    """The keys of the dataclass ``schema``, depth first in declaration order: a nested config
    comes right before its own keys. ``prefix`` goes before every key (``train.``)."""
    hints = typing.get_type_hints(schema)
    out = []
    for field in dataclasses.fields(schema):
        kind = hints[field.name]
        nested = isinstance(kind, type) and dataclasses.is_dataclass(kind)
        out.append(ConfigKey(key=prefix + field.name, type=type_name(kind),
                             default=None if nested else field_default(field),
                             help=field.metadata.get("help", ""),
                             choices=field.metadata.get("choices"), nested=nested))
        if nested:
            out.extend(config_keys(kind, f"{prefix}{field.name}."))
    return out


def field_default(field: dataclasses.Field) -> Any:
    """The default of a dataclass ``field`` (its factory's value; omegaconf's MISSING, the
    string ``???``, where the key is required)."""
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return field.default


def type_name(kind: Any) -> str:
    """A type as the schema writes it: ``int``, ``str | None``, ``list[float]``, ``any``."""
    if kind is Any:
        return "any"
    if isinstance(kind, types.UnionType) or typing.get_origin(kind) is typing.Union:
        return " | ".join(type_name(arg) for arg in typing.get_args(kind))
    if typing.get_args(kind):
        args = ", ".join(type_name(arg) for arg in typing.get_args(kind))
        return f"{typing.get_origin(kind).__name__}[{args}]"
    return "null" if kind is type(None) else kind.__name__


def value_text(value: Any) -> str:
    """A config value as it is typed on the command line: ``null``, ``true``, ``[10,15]``,
    ``???`` for a required key."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{value_text(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ",".join(value_text(v) for v in value) + "]"
    if dataclasses.is_dataclass(value):
        return "{...}"
    return str(value)

