"""Sampling and MBR over HTTP (POST /translate on a real uvicorn server on 127.0.0.1): the
options come through the request schema derived from DecodingOptions, the answers are the
Translator's, and the server's max_samples, bad values and steering are refused naming the
field."""

from __future__ import annotations

import httpx
import pytest

from nmt.translation.translator import Translator
from tests.processes import one_thread
from tests.serving import serving
from tests.test_sampling import LINES, peaked_checkpoint

WAIT = 60  # seconds any one request may take before the test fails


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return peaked_checkpoint(tmp_path_factory.mktemp("serve_sampling"))


@pytest.fixture(scope="module")
def url(checkpoint):
    with one_thread(), serving(checkpoint, "max_samples=8", "max_beam=4") as base:
        yield base


def post(base: str, body: dict) -> httpx.Response:
    return httpx.post(base + "/translate", json=body, timeout=WAIT)


@pytest.mark.parametrize("options", [
    {"sampling": "epsilon", "nbest": 5, "seed": 3, "temperature": 1.5},
    {"sampling": "topp", "sampling_p": 0.8, "nbest": 8, "seed": 4},
    {"mbr": True, "sampling": "topk", "sampling_k": 6, "mbr_samples": 8, "nbest": 2, "seed": 5},
    {"mbr": True, "mbr_candidates": "beam", "beam": 4, "mbr_utility": "bleu"}])
def test_samples_and_mbr_over_http_are_the_translators(url, checkpoint, options):
    answer = post(url, {"text": LINES, **options})
    assert answer.status_code == 200, answer.text
    got = [[(h["text"], h["score"]) for h in t["nbest"]] for t in answer.json()["translations"]]
    expected = Translator.from_pretrained(checkpoint, device="cpu").translate_nbest(LINES,
                                                                                   **options)
    assert [[text for text, _ in hyps] for hyps in got] == \
        [[text for text, _ in hyps] for hyps in expected]
    assert [s for hyps in got for _, s in hyps] == pytest.approx(
        [s for hyps in expected for _, s in hyps], abs=1e-4)


@pytest.mark.parametrize(("body", "field", "message"), [
    ({"sampling": "topk", "nbest": 9}, "nbest", "max_samples=8"),
    ({"mbr": True, "sampling": "epsilon", "mbr_samples": 9}, "mbr_samples", "max_samples=8"),
    ({"sampling": "nucleus"}, "sampling", "Input should be"),
    ({"sampling": "topk", "temperature": 0}, "temperature", "must be above 0"),
    ({"sampling": "topk", "beam": 3}, "beam", "beam must be 1"),
    # the request did not set the key at fault: the body as a whole is
    ({"mbr": True, "mbr_candidates": "samples"}, "body",
     "mbr_candidates=samples draws samples: choose how with"),
    ({"mbr": True}, "beam", "searches a beam of 8, over this server's max_beam=4"),
    ({"sampling": "topk", "prefix": "A man"}, "constraints", "sampling and MBR decoding do "
                                                             "not take them")])
def test_sampling_values_the_server_cannot_decode_are_422_naming_the_field(url, body, field,
                                                                         message):
    answer = post(url, {"text": "a b c", **body})
    assert answer.status_code == 422
    detail = answer.json()["detail"]
    assert field in [loc for error in detail for loc in error["loc"]]
    assert message in " ".join(error["msg"] for error in detail)


def test_info_lists_max_samples(url):
    assert httpx.get(url + "/info", timeout=WAIT).json()["limits"]["max_samples"] == 8
