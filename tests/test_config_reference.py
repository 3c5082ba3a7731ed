"""Every config key is documented: it has help text in its schema (nmt/config.py), and the
configuration reference that the docs build generates lists it with that text."""

from __future__ import annotations

import dataclasses
import html
import sys
import typing

import pytest
from omegaconf import DictConfig, OmegaConf

from nmt.config import APP_SCHEMAS
from tests.conftest import REPO, compose_config

sys.path.insert(0, str(REPO / "docs" / "hooks"))  # the docs build's generators (not a package)
import reference_configuration
from reference_apps import APP_CONFIGS


def schema_fields(schema: type, prefix: str = "") -> list[tuple[str, dataclasses.Field]]:
    """(dotted key, field) of every field of ``schema``, nested configs included."""
    out = []
    for field in dataclasses.fields(schema):
        out.append((prefix + field.name, field))
        kind = typing.get_type_hints(schema)[field.name]
        if dataclasses.is_dataclass(kind):
            out += schema_fields(kind, f"{prefix}{field.name}.")
    return out


def composed_keys(node: DictConfig, prefix: str = "") -> list[str]:
    """The keys of a composed config, down to the values of typed configs (a dict-typed
    key, such as data.synthetic_sizes, is one key)."""
    out = []
    for name in node:
        child = node._get_node(name)
        out.append(prefix + str(name))
        if isinstance(child, DictConfig) and dataclasses.is_dataclass(OmegaConf.get_type(child)):
            out += composed_keys(child, f"{prefix}{name}.")
    return out


@pytest.fixture(scope="module")
def reference() -> str:
    return reference_configuration.render()


@pytest.mark.parametrize("app", sorted(APP_SCHEMAS))
def test_every_key_has_help_text(app):
    missing = [key for key, field in schema_fields(APP_SCHEMAS[app])
               if len(field.metadata.get("help", "").strip()) < 5]
    assert not missing, f"{app}: keys without help text: {missing}"


@pytest.mark.parametrize("app", sorted(APP_CONFIGS))
def test_every_composed_key_is_in_the_reference_with_its_help(app, reference):
    documented = "nmt-train" if app == "nmt-prepare" else app
    section = reference[reference.index(f"{{#{documented}}}"):]
    fields = dict(schema_fields(APP_SCHEMAS[app]))
    for key in composed_keys(compose_config(APP_CONFIGS[app])):
        lines = section.splitlines()
        at = next((n for n, line in enumerate(lines) if f'<a id="{documented}.{key}">' in line
                   or line.startswith(f"### `{key}.*` ")), None)
        assert at is not None, f"{app}: {key} is not in the reference"
        shown = html.unescape(" ".join(lines[at:at + 3]).replace("\\", "")).lower()
        assert " ".join(fields[key].metadata["help"].split()).lower() in shown, (app, key)


def test_allowed_values_and_defaults_are_listed(reference):
    row = next(line for line in reference.splitlines()
               if 'id="nmt-train.model.attention.score"' in line)
    for name in ("dot", "general", "additive", "concat", "location"):
        assert f"<code>{name}</code>" in row
    assert "<code>additive</code> | how a query" in row  # the default as nmt-train composes it
    row = next(line for line in reference.splitlines() if 'id="nmt-translate.checkpoint"' in line)
    assert "| required |" in row
    assert '??? note "`data=multi30k`"' in reference  # the group options, with their files
