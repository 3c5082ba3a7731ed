"""docs/reference/http-api.md: nmt-serve's routes, requests and responses, from the OpenAPI
schema of the app as nmt-serve builds it.

The schema comes from the real app: a tiny model is trained for one step at build time (the
synthetic corpus, a few seconds on one CPU core) and served through ``nmt.apps.serve``'s
own ``build_app``, so that the page is exactly what a server answers at /openapi.json,
routes added later included. A schema built without a model would need a second way of
making the app, which could drift from the one that serves."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import reference_markdown as md
from hydra import compose, initialize_config_module

from nmt.apps.serve import build_app
from nmt.training.run import run_training

# the smallest run of the real pipeline that gives a checkpoint
TINY = ["model=luong", "model.emb_size=8", "model.hidden_size=16", "data.spm.vocab_size=40",
        "data.synthetic_sizes.train=64", "data.synthetic_sizes.val=4",
        "data.synthetic_sizes.test=4", "data.synthetic_max_words=6", "train.max_steps=1",
        "train.batch_size=8", "train.lexicon=false", "train.valid_heatmaps=0", "device=cpu"]


def render() -> str:
    """The generated part of the page: each route, then each schema."""
    schema = openapi_schema()
    parts = [route(path, method, operation) for path, methods in schema["paths"].items()
             for method, operation in methods.items()]
    parts.append("## Schemas {#schemas}")
    parts += [component(name, body) for name, body in schema["components"]["schemas"].items()]
    parts.append('??? note "The whole schema (`GET /openapi.json`)"\n\n    ```json\n'
                 + "\n".join("    " + line for line in json.dumps(schema, indent=2).splitlines())
                 + "\n    ```")
    return "\n\n".join(parts)


def openapi_schema() -> dict:
    """The OpenAPI schema of nmt-serve's app over a tiny model trained here; its
    description, which names that model's temporary path, left out."""
    with tempfile.TemporaryDirectory() as folder, \
            initialize_config_module(config_module="nmt.configs", version_base=None):
        run_training(compose(config_name="config", overrides=TINY), Path(folder), [])
        serve = compose(config_name="serve", overrides=[f"checkpoint={folder}/best.pt",
                                                        "device=cpu"])
        schema = build_app(serve).openapi()
    schema["info"].pop("description", None)
    return schema


def route(path: str, method: str, operation: dict) -> str:
    """A route's section: what it does, its request body and its answers."""
    out = [f"## {method.upper()} {path} {{#{method}-{slug(path)}}}", "",
           md.text(operation.get("description") or operation.get("summary", ""))]
    body = operation.get("requestBody", {}).get("content", {}).get("application/json")
    if body:
        out += ["", f"Request body: {type_text(body['schema'])}"]
    rows = [[md.code(status), md.text(answer.get("description", "")),
             type_text(answer.get("content", {}).get("application/json", {}).get("schema", {}))]
            for status, answer in operation.get("responses", {}).items()]
    out += ["", md.table(["status", "meaning", "body"], rows)]
    return "\n".join(out)


def component(name: str, body: dict) -> str:
    """A schema's section: its fields with type, whether required, default and meaning."""
    required = set(body.get("required", ()))
    rows = [[md.code(field), type_text(spec), "yes" if field in required else "",
             md.code(json.dumps(spec["default"])) if "default" in spec else "",
             md.text(describe(spec))]
            for field, spec in body.get("properties", {}).items()]
    out = [f"### {name} {{#{name}}}", "", md.text(body.get("description", ""))]
    if rows:
        out += ["", md.table(["field", "type", "required", "default", "meaning"], rows)]
    return "\n".join(out)


def describe(spec: dict) -> str:
    """A field's description with its bounds."""
    bounds = [f"{word} {spec[key]}" for key, word in (("minimum", "at least"),
                                                      ("exclusiveMinimum", "above"),
                                                      ("maximum", "at most"))
              if key in spec]
    return "; ".join([spec.get("description", ""), *bounds]).strip("; ")


def type_text(spec: dict) -> str:
    """A JSON schema type as Markdown: a link to a named schema, ``array of X``, ``A or
    B``."""
    if "$ref" in spec:
        name = spec["$ref"].rsplit("/", 1)[-1]
        return f"[{name}](#{name})"
    if "anyOf" in spec:
        return " or ".join(type_text(option) for option in spec["anyOf"])
    if spec.get("type") == "array":
        return f"array of {type_text(spec.get('items', {}))}"
    return spec.get("type", "object")


def slug(path: str) -> str:
    """A route path as an anchor: /translate -> translate, / -> root."""
    return path.strip("/").replace("/", "-") or "root"
