"""Prefixes, constraints and suggestions through the apps: nmt-translate prefixes=FILE
constraints=FILE (a real subprocess; bad lines named by file and line), POST /translate on a
real uvicorn server (its request derived from DecodingOptions and Steering, its limits), and
the server's encoder cache (the encoder's calls counted on the model itself)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import httpx
import pytest

from nmt.apps.server.api import create_app
from nmt.apps.server.info import server_info
from nmt.apps.server.service import TranslationService
from nmt.apps.steering_files import read_steering
from nmt.config import CONSTRAINED_BEAM, SERVER_SIDE_OPTIONS, DecodingOptions, Steering
from nmt.errors import DataError
from nmt.translation.translator import Translator
from tests.cli import run_cli
from tests.processes import one_thread
from tests.serving import serve_config, serving, serving_app
from tests.test_steering import FIRST, SECOND, SOURCES, THIRD
from tests.tiny_run import tiny_checkpoint

PREFIXES = [f"{FIRST} ", "", f"{SECOND} pl", ""]
CONSTRAINTS = [[THIRD], [], [FIRST, f"{SECOND} {THIRD}"], [SECOND]]


@pytest.fixture(scope="module")
def model(tmp_path_factory) -> tuple[Path, Translator]:
    """A tiny checkpoint and its translator."""
    checkpoint = tiny_checkpoint(tmp_path_factory.mktemp("steer_apps"))
    return checkpoint, Translator.from_pretrained(checkpoint, device="cpu")


@pytest.fixture(scope="module")
def limited(model):
    """A server whose prefixes and constraints may have at most 12 pieces."""
    with serving(model[0], "max_input_len=12") as base:
        yield base


def expected(translator, **options) -> list:
    with one_thread():
        return translator.translations(SOURCES, **options)


def write_lines(path, lines: list[str]):
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_nmt_translate_reads_a_prefix_and_constraints_line_per_input_line(model, tmp_path):
    checkpoint, translator = model
    source = write_lines(tmp_path / "in.txt", SOURCES)
    prefixes = write_lines(tmp_path / "prefixes.txt", PREFIXES)
    constraints = write_lines(tmp_path / "constraints.txt", map(json.dumps, CONSTRAINTS))
    done = run_cli("translate", f"checkpoint={checkpoint}", f"input={source}",
                   f"prefixes={prefixes}", f"constraints={constraints}", "beam=3",
                   "suggestions=2", "device=cpu")
    want = expected(translator, beam=3, prefix=PREFIXES, constraints=CONSTRAINTS,
                    suggestions=2)
    lines = done.stdout.splitlines()
    assert lines[::2] == [hyps[0].text for hyps in want]
    assert lines[1::2] == ["  next: " + "  ".join(f"{w.word} ({w.probability:.3f})"
                                                  for w in hyps[0].suggestions)
                           for hyps in want]
    bad = write_lines(tmp_path / "bad.txt", ["[]", "[]", '["ok", 5]', "[]"])
    refused = run_cli("translate", f"checkpoint={checkpoint}", f"input={source}",
                      f"constraints={bad}", "beam=3", check=False)
    assert refused.returncode == 2
    assert f"{bad}, line 3" in refused.stderr and "a phrase is a string" in refused.stderr


@pytest.mark.parametrize(("lines", "message"), [
    (["[]", "[]", "[]"], r"constraints.txt: 3 lines, but .*in.txt has 4"),
    (["[]", "client", "[]", "[]"], "constraints.txt, line 2: not JSON"),
    (["[]", "[]", "", "[]"], "constraints.txt, line 3: empty"),
    (["[]", "[]", "[]", '{"a": 1}'], "constraints.txt, line 4: a list of phrases, not dict"),
    (["[]", '["a", " "]', "[]", "[]"], r"constraints.txt, line 2\[1\]: an empty phrase"),
])
def test_a_bad_constraints_line_is_named_by_file_and_line(tmp_path, lines, message):
    path = write_lines(tmp_path / "constraints.txt", lines)
    with pytest.raises(DataError, match=message):
        read_steering(4, str(tmp_path / "in.txt"), None, str(path))


def test_prefix_files_pair_their_lines_with_the_input(tmp_path):
    prefixes = write_lines(tmp_path / "p.txt", ["A man ", "", "Two"])
    assert read_steering(3, "in", str(prefixes), None) == [
        Steering("A man "), Steering(""), Steering("Two")]
    assert read_steering(3, "in", None, None) is None
    with pytest.raises(DataError, match="p.txt: 3 lines, but in has 2"):
        read_steering(2, "in", str(prefixes), None)


def test_nmt_translate_refuses_steering_files_without_an_input(model, tmp_path):
    checkpoint = model[0]
    prefixes = write_lines(tmp_path / "p.txt", ["a"])
    done = run_cli("translate", f"checkpoint={checkpoint}", f"prefixes={prefixes}",
                   stdin="x\n", check=False)
    assert done.returncode == 2 and "translate a file with input=FILE" in done.stderr


def test_constraints_at_the_default_beam_decode_at_beam_5_on_every_surface(model, tmp_path):
    checkpoint, translator = model
    assert CONSTRAINED_BEAM == 5
    want = [hyps[0].text for hyps in expected(translator, beam=5, constraints=CONSTRAINTS)]
    assert [hyps[0].text for hyps in expected(translator, constraints=CONSTRAINTS)] == want
    source = write_lines(tmp_path / "in.txt", SOURCES)
    constraints = write_lines(tmp_path / "constraints.txt", map(json.dumps, CONSTRAINTS))
    done = run_cli("translate", f"checkpoint={checkpoint}", f"input={source}",
                   f"constraints={constraints}", "device=cpu")
    assert done.stdout.splitlines() == want
    with serving(checkpoint) as base:
        answer = post(base, {"text": SOURCES, "constraints": CONSTRAINTS})
    assert [t["text"] for t in answer.json()["translations"]] == want
    # unsteered, beam 1 stays greedy
    assert DecodingOptions().for_steering([Steering(prefix="A")]).beam == 1


def post(base: str, body: dict) -> httpx.Response:
    return httpx.post(base + "/translate", json=body, timeout=120)


def test_http_translations_carry_prefixes_constraints_and_suggestions(model):
    checkpoint, translator = model
    with serving(checkpoint, "beam=3", "max_beam=4") as base:
        answer = post(base, {"text": SOURCES, "prefix": PREFIXES, "constraints": CONSTRAINTS,
                             "suggestions": 2, "nbest": 2}).json()["translations"]
        plain = post(base, {"text": SOURCES[0], "prefix": FIRST}).json()["translations"][0]
        schema = httpx.get(base + "/openapi.json").json()
    want = expected(translator, beam=3, nbest=2, prefix=PREFIXES, constraints=CONSTRAINTS,
                    suggestions=2)
    for got, hyps in zip(answer, want, strict=True):
        assert [h["text"] for h in got["nbest"]] == [h.text for h in hyps]
        assert got["score"] == pytest.approx(hyps[0].score, abs=1e-4)
        assert got["dropped_constraints"] == hyps[0].dropped_constraints
        assert got["suggestions"] == [{"word": w.word, "probability": pytest.approx(
            w.probability, abs=1e-6)} for w in hyps[0].suggestions]
    assert plain["text"] == expected(translator, beam=3, prefix=FIRST)[0][0].text
    assert plain["dropped_constraints"] == [] and "suggestions" not in plain
    # the request is derived: every decoding option but the server's own, and the steering
    request = schema["components"]["schemas"]["TranslateRequest"]["properties"]
    options = {f.name for f in dataclasses.fields(DecodingOptions)}
    assert set(request) == {"text", "attention", "alignments", "prefix", "constraints",
                            *(options - set(SERVER_SIDE_OPTIONS))}
    assert request["suggestions"]["description"] == DecodingOptions.__dataclass_fields__[
        "suggestions"].metadata["help"]


@pytest.mark.parametrize(("body", "status", "field"), [
    ({"text": "a", "beam": 2, "constraints": "x"}, 422, "constraints"),
    ({"text": ["a", "b"], "beam": 2, "constraints": [["x"], ["y"], ["z"]]}, 422,
     "constraints"),
    ({"text": "a", "beam": 2, "constraints": ["x", ""]}, 422, "constraints"),
    ({"text": ["a", "b"], "prefix": ["x"]}, 422, "prefix"),
    ({"text": "a", "prefix": 5}, 422, "prefix"),
    ({"text": "a", "suggestions": -1}, 422, "suggestions"),
    ({"text": "a", "suggestions": 51}, 422, "suggestions"),
    ({"text": "a", "precision": "bf16"}, 422, "precision"),  # the server's own options
    ({"text": "a", "batch_size": 1}, 422, "batch_size"),
    ({"text": "a", "prefix": "plyspy " * 30}, 413, None),
    ({"text": "a", "beam": 2, "constraints": ["plyspy " * 30]}, 413, None),
])
def test_bad_steering_is_refused_naming_the_field_or_limit(limited, body, status, field):
    answer = post(limited, body)
    assert httpx.get(limited + "/health").status_code == 200
    assert answer.status_code == status
    if field is None:
        assert "max_input_len=12" in answer.json()["detail"]
    else:
        assert field in [loc for error in answer.json()["detail"] for loc in error["loc"]]


def test_a_new_prefix_for_a_source_reuses_its_encoding(model):
    checkpoint = model[0]
    translator = Translator.from_pretrained(checkpoint, device="cpu")
    calls = []
    # on the model's own encoder module, whose prepared copies keep the hook
    translator.model.encoder.register_forward_hook(lambda *_: calls.append(1))
    cfg = serve_config(checkpoint, "beam=2")
    service = TranslationService(translator, cfg)
    app = create_app(service, server_info(translator, cfg, service.features()))
    with serving_app(app) as base:
        calls.clear()
        first = post(base, {"text": SOURCES[2]}).json()["translations"][0]["text"]
        assert len(calls) == 1
        for prefix in (f"{FIRST} ", f"{SECOND} pl", f"{SECOND} {THIRD} "):
            edited = post(base, {"text": SOURCES[2], "prefix": prefix, "suggestions": 2,
                                 "constraints": [FIRST]}).json()["translations"][0]
            assert edited["text"].startswith(prefix.rstrip())
        assert len(calls) == 1  # the decoder alone ran for the edits
        post(base, {"text": SOURCES[3], "prefix": FIRST})
        assert len(calls) == 2  # another source is encoded
    assert translator.encoder_cache.stats.hits >= 3
    uncached = Translator.from_pretrained(checkpoint, device="cpu")
    with one_thread():
        assert uncached.translate([SOURCES[2]], beam=2) == [first]
        assert uncached.translate([SOURCES[2]], beam=2, prefix=f"{SECOND} pl",
                                  constraints=[FIRST]) == \
            translator.translate([SOURCES[2]], beam=2, prefix=f"{SECOND} pl",
                                 constraints=[FIRST])
