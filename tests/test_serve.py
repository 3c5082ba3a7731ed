"""nmt-serve's HTTP API on a real uvicorn server (loopback): answers equal to the Translator's,
requests batched together, limits and bad input, /health during a long batch, clients that
leave, and the nmt-serve command itself."""

from __future__ import annotations

import asyncio
import re
import signal
import socket
import threading
import time
from urllib.parse import urlsplit

import httpx
import pytest
import torch

from nmt.apps.serve import check_options
from nmt.errors import ConfigError
from nmt.translation.translator import Translator
from tests.conftest import compose_config
from tests.processes import one_thread, start_app
from tests.serving import serving
from tests.tiny_run import tiny_checkpoint

TEXTS = ["a b c d", "e f g", "h a b c d e", "b b c", "g f e d c b a", "c a"]
# a batch that takes the tiny model about half a second: 8 sentences of 120 pieces, beam 8
LONG = {"text": [" ".join("abcdefgh"[(i + k) % 8] for k in range(60)) for i in range(8)],
        "beam": 8}
WAIT = 30  # seconds any one request may take before the test fails


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return tiny_checkpoint(tmp_path_factory.mktemp("serve"))


@pytest.fixture(scope="module")
def translator(checkpoint):
    return Translator.from_pretrained(checkpoint, device="cpu")


@pytest.fixture(scope="module")
def url(checkpoint):
    # a long wait, so that the requests of a test that arrive together share batches
    with one_thread(), serving(checkpoint, "max_wait_ms=200") as base:
        yield base


@pytest.fixture(scope="module")
def limited(checkpoint):
    with one_thread(), serving(checkpoint, "max_sentences=3", "max_input_len=12",
                               "max_request_bytes=2048", "max_beam=4") as base:
        yield base


def post(base: str, body: dict | str, path: str = "/translate") -> httpx.Response:
    content = body if isinstance(body, str) else None
    return httpx.post(base + path, json=None if content else body, content=content,
                      headers={"content-type": "application/json"}, timeout=WAIT)


async def post_all(base: str, bodies: list[dict]) -> list[httpx.Response]:
    async with httpx.AsyncClient(base_url=base, timeout=WAIT) as client:
        return await asyncio.gather(*(client.post("/translate", json=b) for b in bodies))


@pytest.mark.parametrize("options", [{}, {"beam": 3, "nbest": 2}, {"beam": 3, "alpha": 0.6}])
def test_concurrent_requests_get_the_translators_answers_in_shared_batches(
        url, translator, options):
    bodies = [{"text": TEXTS[i : i + 2], **options} for i in range(0, len(TEXTS), 2)]
    before = httpx.get(url + "/health").json()["batches"]
    answers = asyncio.run(post_all(url, bodies))
    assert [a.status_code for a in answers] == [200] * len(bodies)
    # the three requests arrived within max_wait of each other: one batch, not three
    assert httpx.get(url + "/health").json()["batches"] - before == 1
    expected = translator.translate_nbest(TEXTS, **{"beam": 1, **options})
    got = [t for a in answers for t in a.json()["translations"]]
    assert [t["text"] for t in got] == [hyps[0][0] for hyps in expected]
    assert [[(h["text"], pytest.approx(h["score"], abs=1e-4)) for h in t["nbest"]]
            for t in got] == expected


def test_requests_with_different_options_are_decoded_apart(url, translator):
    before = httpx.get(url + "/health").json()["batches"]
    greedy, beam = asyncio.run(post_all(url, [{"text": TEXTS}, {"text": TEXTS, "beam": 2}]))
    assert httpx.get(url + "/health").json()["batches"] - before == 2
    assert [t["text"] for t in greedy.json()["translations"]] == translator.translate(TEXTS)
    assert [t["text"] for t in beam.json()["translations"]] == translator.translate(TEXTS,
                                                                                    beam=2)


def test_attention_comes_with_its_pieces(url, translator):
    answer = post(url, {"text": ["a b c d", "e f"], "attention": True}).json()
    expected = translator.translate_with_attention(["a b c d", "e f"])
    for got, want in zip(answer["translations"], expected, strict=True):
        source, target = want.attention_labels()
        att = got["attention"]
        assert (att["source"], att["target"]) == (source, target)
        assert att["target"][-1] == "</s>"
        assert len(att["weights"]) == len(target)
        assert {len(row) for row in att["weights"]} == {len(source)}
        torch.testing.assert_close(torch.tensor(att["weights"]), want.attention.float(),
                                   atol=1e-4, rtol=0)
    assert "attention" not in post(url, {"text": "a b"}).json()["translations"][0]


def test_empty_text_gives_an_empty_translation(url, translator):
    assert post(url, {"text": []}).json() == {"translations": []}
    answer = post(url, {"text": ["", "a b c", "   "], "nbest": 1}).json()["translations"]
    assert [t["text"] for t in answer] == ["", translator.translate(["a b c"])[0], ""]
    assert answer[0] == {"text": "", "score": 0.0, "nbest": [{"text": "", "score": 0.0}],
                         "sentences": [], "dropped_constraints": []}
    single = post(url, {"text": ""}).json()["translations"]
    assert [t["text"] for t in single] == [""]


def test_too_many_sentences_or_pieces_is_413_naming_the_limit(limited):
    many = post(limited, {"text": ["a", "b", "c", "d"]})
    assert many.status_code == 413
    assert "4 sentences" in many.json()["detail"]
    assert "max_sentences=3" in many.json()["detail"]
    long = post(limited, {"text": ["a b", "a b c d e f g h a b c d e f"]})
    assert long.status_code == 413
    assert re.search(r"text\[1\] has \d+ pieces, over max_input_len=12 \(a limit per "
                     r"sentence\)", long.json()["detail"])
    body = post(limited, {"text": ["a " * 1500]})
    assert body.status_code == 413
    assert "max_request_bytes=2048" in body.json()["detail"]
    assert post(limited, {"text": ["a b", "c d", "e f"]}).status_code == 200


@pytest.mark.parametrize(("body", "field"), [
    ({"text": 5}, "text"),
    ({"text": ["a", 5]}, "text"),
    ({"text": "a", "beam": "5"}, "beam"),
    ({"text": "a", "beam": 2.5}, "beam"),
    ({"text": "a", "beam": 0}, "beam"),
    ({"text": "a", "beam": 5}, "beam"),  # over max_beam=4
    ({"text": "a", "beam": 2, "nbest": 3}, "nbest"),
    ({"text": "a", "alpha": -1}, "alpha"),
    ({"text": "a", "beam": 2, "alpha": 1e308}, "alpha"),  # overflowed the penalty: a 500
    ({"text": "a", "beam": 2, "beta": 1e308}, "beta"),  # an infinite score, sent as null
    ({"text": "a", "attention": "yes"}, "attention"),
    ({"text": "a", "bream": 5}, "bream"),
    ({"beam": 5}, "text"),
])
def test_wrong_values_are_422_naming_the_field(limited, body, field):
    answer = post(limited, body)
    assert answer.status_code == 422
    assert field in [loc for error in answer.json()["detail"] for loc in error["loc"]]


@pytest.mark.parametrize("raw", ['{"text": "a",', '{"text": "a", "alpha": NaN}', "[1, 2]",
                                 "\xff"])
def test_bodies_that_are_not_a_request_are_422(limited, raw):
    answer = post(limited, raw)
    assert answer.status_code == 422
    assert answer.json()["detail"][0]["loc"][0] == "body"


def test_health_answers_while_a_long_batch_decodes(url, translator):
    result = {}
    worker = threading.Thread(target=lambda: result.update(answer=post(url, LONG)))
    worker.start()
    seen_decoding = False
    while worker.is_alive() and not seen_decoding:
        health = httpx.get(url + "/health", timeout=WAIT).json()
        seen_decoding = health["decoding"] and worker.is_alive()
    worker.join(WAIT)
    assert seen_decoding, "/health never answered while the batch decoded"
    texts = [t["text"] for t in result["answer"].json()["translations"]]
    assert texts == translator.translate(LONG["text"], beam=8)


def test_a_client_that_leaves_does_not_disturb_the_others(url, translator):
    before = httpx.get(url + "/health").json()["cancelled"]
    long = threading.Thread(target=lambda: post(url, LONG))
    long.start()
    while not httpx.get(url + "/health").json()["decoding"]:
        time.sleep(0.01)
    # a request queued behind the long batch, whose client goes away before it is decoded
    address = urlsplit(url)
    body = b'{"text": ["a b c"], "beam": 2}'
    with socket.create_connection((address.hostname, address.port)) as client:
        client.sendall(b"POST /translate HTTP/1.1\r\nHost: x\r\nContent-Type: "
                       b"application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
        time.sleep(0.1)
    # and one that leaves half-way through its body
    with socket.create_connection((address.hostname, address.port)) as client:
        client.sendall(b"POST /translate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
    staying = post(url, {"text": ["e f g"], "beam": 2})
    long.join(WAIT)
    assert staying.status_code == 200
    assert staying.json()["translations"][0]["text"] == translator.translate(["e f g"],
                                                                              beam=2)[0]
    assert httpx.get(url + "/health").json()["cancelled"] == before + 1


def test_a_full_queue_is_503_and_the_server_goes_on(checkpoint):
    with one_thread(), serving(checkpoint, "max_sentences=8", "max_pending=8") as base:
        long = threading.Thread(target=lambda: post(base, LONG))
        long.start()
        while not httpx.get(base + "/health").json()["decoding"]:
            time.sleep(0.01)
        busy = post(base, {"text": ["a b"]})
        long.join(WAIT)
        assert busy.status_code == 503
        assert "max_pending=8" in busy.json()["detail"]
        assert busy.headers["retry-after"] == "1"
        assert post(base, {"text": ["a b"]}).status_code == 200


def test_info_docs_and_page(url, checkpoint):
    info = httpx.get(url + "/info").json()
    assert (info["source_lang"], info["target_lang"]) == ("src", "tgt")
    assert info["checkpoint"] == str(checkpoint)
    assert info["model"]["decoder"] == "luong"
    assert info["training"]["steps"] == 0 and info["training"]["dev_bleu"] is None
    assert info["limits"]["max_sentences"] == 64
    assert info["decoding"]["beam"] == 1
    assert httpx.get(url + "/docs").status_code == 200
    assert "/translate" in httpx.get(url + "/openapi.json").json()["paths"]
    page = httpx.get(url + "/")
    assert page.status_code == 200 and "/static/app.js" in page.text
    assert httpx.get(url + "/static/app.js").status_code == 200


def test_the_command_serves_and_stops_on_sigterm(checkpoint):
    proc = start_app("serve", f"checkpoint={checkpoint}", "port=0", "device=cpu")
    try:
        lines = []
        for line in proc.stdout:
            lines.append(line.decode())
            found = re.search(rb"Uvicorn running on (http://127\.0\.0\.1:\d+)", line)
            if found:
                break
        assert found, "".join(lines)
        base = found.group(1).decode()
        assert httpx.get(base + "/health", timeout=WAIT).json()["status"] == "ok"
        assert post(base, {"text": "a b"}).status_code == 200
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT) == 0
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.parametrize(("override", "message"), [
    ("max_sentences=0", "max_sentences=0 must be at least 1"),
    ("max_beam=2", "max_beam=2 must be at least 3"),
    ("max_pending=10", "max_pending=10 must be at least 64"),
    ("port=70000", "port=70000 must be at most 65535"),
])
def test_bad_options_are_refused_naming_the_key(checkpoint, override, message):
    cfg = compose_config("serve", [f"checkpoint={checkpoint}", "beam=3", override])
    with pytest.raises(ConfigError, match=re.escape(message)):
        check_options(cfg)
