"""nmt-serve with what part of a model's answer needs more than decoding: word alignments,
reference scores (POST /score), ensembles (checkpoint=[a,b]), a model without attention and
an ONNX export decoded by ONNX Runtime, each answer equal to the Translator's, on a real
uvicorn server (loopback)."""

from __future__ import annotations

import asyncio
import re

import httpx
import numpy as np
import pytest

from nmt.analysis.scoring import corpus_perplexity
from nmt.analysis.word_alignment import pharaoh
from nmt.apps.serve import check_options
from nmt.errors import ConfigError
from nmt.export.exporting import export_pretrained
from nmt.translation.translator import Translator
from tests.conftest import compose_config
from tests.processes import one_thread
from tests.serving import serving
from tests.test_serve import TEXTS, WAIT, post
from tests.tiny_run import tiny_checkpoint

REFERENCES = ["b c", "f g e", "", "c c b", "a", "a c d e f g"]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("serve-models")


@pytest.fixture(scope="module")
def checkpoint(folder):
    return tiny_checkpoint(folder / "run")


@pytest.fixture(scope="module")
def translator(checkpoint):
    return Translator.from_pretrained(checkpoint, device="cpu")


@pytest.fixture(scope="module")
def url(checkpoint):
    with one_thread(), serving(checkpoint, "max_wait_ms=200", "max_sentences=7",
                               "max_input_len=16") as base:
        yield base


def test_alignments_are_those_of_the_chosen_translation(url, translator):
    texts = ["", *TEXTS]
    answer = post(url, {"text": texts, "beam": 3, "alignments": True}).json()["translations"]
    expected = translator.translations(TEXTS, beam=3, return_attention=True)
    assert answer[0]["alignment"] == ""
    for got, hyps in zip(answer[1:], expected, strict=True):
        assert got["text"] == hyps[0].text
        assert got["alignment"] == pharaoh(hyps[0].word_alignment())
        assert len(got["alignment"].split()) == len(hyps[0].text.split())
        assert "attention" not in got
    assert "alignment" not in post(url, {"text": "a b"}).json()["translations"][0]


def test_scores_are_the_translators_and_requests_together_share_a_batch(url, translator):
    bodies = [{"sources": TEXTS[i : i + 3], "references": REFERENCES[i : i + 3]}
              for i in (0, 3)]
    before = httpx.get(url + "/health").json()["batches"]

    async def post_all() -> list[httpx.Response]:
        async with httpx.AsyncClient(base_url=url, timeout=WAIT) as client:
            return await asyncio.gather(*(client.post("/score", json=b) for b in bodies))

    answers = asyncio.run(post_all())
    assert httpx.get(url + "/health").json()["batches"] - before == 1
    expected = translator.score(TEXTS, REFERENCES)
    got = [s for a in answers for s in a.json()["scores"]]
    assert [(s["log_prob"], s["mean"], s["tokens"]) for s in got] == [
        (pytest.approx(e.log_prob, abs=1e-4), pytest.approx(e.mean, abs=1e-4), e.tokens)
        for e in expected]
    assert all(s["log_prob"] < 0 for s in got)
    assert answers[0].json()["perplexity"] == pytest.approx(
        corpus_perplexity(expected[:3]), rel=1e-5)
    one = post(url, {"sources": "a b", "references": "b"}, "/score").json()
    assert one["scores"][0]["tokens"] == len(translator.subwords.encode_tgt(["b"])[0]) + 1
    assert post(url, {"sources": [], "references": []}, "/score").json() == {
        "scores": [], "perplexity": None}


@pytest.mark.parametrize(("body", "status", "message"), [
    ({"sources": ["a", "b"], "references": ["a"]}, 422,
     "2 sources but 1 references"),
    ({"sources": ["a"] * 8, "references": ["a"] * 8}, 413, "max_sentences=7"),
    ({"sources": ["a b", "a " * 20], "references": ["a", "b"]}, 413,
     r"sources\[1\] has \d+ pieces, over max_input_len=16"),
    ({"sources": ["a b", "c"], "references": ["a", "b " * 20]}, 413,
     r"references\[1\] has \d+ pieces, over max_input_len=16"),
])
def test_score_requests_outside_the_limits_are_refused_naming_them(url, body, status,
                                                                   message):
    answer = post(url, body, "/score")
    assert answer.status_code == status
    detail = answer.json()["detail"]
    assert re.search(message, detail if isinstance(detail, str) else detail[0]["msg"])


@pytest.mark.parametrize(("body", "field"), [
    ({"sources": ["a"]}, "references"),
    ({"sources": ["a", 1], "references": ["a", "b"]}, "sources"),
    ({"sources": "a", "references": "b", "beam": 2}, "beam"),
])
def test_score_requests_of_wrong_types_are_422_naming_the_field(url, body, field):
    answer = post(url, body, "/score")
    assert answer.status_code == 422
    assert field in [loc for error in answer.json()["detail"] for loc in error["loc"]]


def test_an_ensemble_serves_as_the_translators_ensemble(folder, checkpoint):
    other = tiny_checkpoint(folder / "run", seed=7, name="other.pt")
    ensemble = Translator.from_pretrained([checkpoint, other], device="cpu")
    with one_thread(), serving(f"[{checkpoint},{other}]", "beam=2") as base:
        answer = post(base, {"text": TEXTS, "nbest": 2, "alignments": True}).json()
        scores = post(base, {"sources": TEXTS, "references": REFERENCES}, "/score").json()
        info = httpx.get(base + "/info").json()
    expected = ensemble.translations(TEXTS, beam=2, nbest=2, return_attention=True)
    for got, hyps in zip(answer["translations"], expected, strict=True):
        assert [h["text"] for h in got["nbest"]] == [h.text for h in hyps]
        assert got["alignment"] == pharaoh(hyps[0].word_alignment())
    assert [s["log_prob"] for s in scores["scores"]] == pytest.approx(
        [s.log_prob for s in ensemble.score(TEXTS, REFERENCES)], abs=1e-4)
    assert [m["checkpoint"] for m in info["ensemble"]] == [str(checkpoint), str(other)]
    assert info["checkpoint"] == str(checkpoint)


@pytest.mark.parametrize(("value", "message"), [
    ("[]", "checkpoint=[]: give a checkpoint"),
    ("5", "checkpoint: 5 is not a path"),
    ("[a.pt,5]", "checkpoint: 5 is not a path"),
])
def test_a_checkpoint_that_is_neither_a_path_nor_a_list_of_them_is_refused(value, message):
    cfg = compose_config("serve", [f"checkpoint={value}"])
    with pytest.raises(ConfigError, match=re.escape(message)):
        check_options(cfg)


def test_a_model_without_attention_translates_and_refuses_attention(folder):
    plain = tiny_checkpoint(folder / "plain", overrides=("model=no_attention",))
    with one_thread(), serving(plain) as base:
        features = httpx.get(base + "/info").json()["features"]
        for field in ("attention", "alignments"):
            refused = post(base, {"text": "a b", field: True})
            assert refused.status_code == 422
            assert refused.json()["detail"][0]["loc"] == ["body", field]
            assert "no_attention" in refused.json()["detail"][0]["msg"]
        answer = post(base, {"text": ["a b", "c d"]})
    assert features == {"attention": False, "alignments": False, "score": True}
    assert [t["text"] for t in answer.json()["translations"]] == \
        Translator.from_pretrained(plain, device="cpu").translate(["a b", "c d"])


def test_an_onnx_export_serves_with_onnx_runtime(folder, checkpoint):
    exported = export_pretrained(checkpoint, folder / "onnx", export_format="onnx")
    onnx_translator = Translator.from_pretrained(exported, device="cpu", engine="onnxruntime")
    with one_thread(), serving(exported, "engine=onnxruntime", "beam=2") as base:
        answer = post(base, {"text": TEXTS[:3], "nbest": 2, "attention": True,
                             "alignments": True}).json()["translations"]
        refused = post(base, {"sources": ["a"], "references": ["b"]}, "/score")
        info = httpx.get(base + "/info").json()
    expected = onnx_translator.translations(TEXTS[:3], beam=2, nbest=2, return_attention=True)
    for got, hyps in zip(answer, expected, strict=True):
        assert [h["text"] for h in got["nbest"]] == [h.text for h in hyps]
        assert got["alignment"] == pharaoh(hyps[0].word_alignment())
        np.testing.assert_allclose(got["attention"]["weights"], hyps[0].attention, atol=1e-4)
    assert refused.status_code == 501 and "engine=torch" in refused.json()["detail"]
    assert info["engine"] == "onnxruntime" and info["checkpoint"] == str(exported)
    assert info["features"] == {"attention": True, "alignments": True, "score": False}
    assert info["model"]["parameters"] is None and info["model"]["decoder"] == "luong"
