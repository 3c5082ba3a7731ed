"""POST /translate with texts as people paste them, on a real uvicorn server (loopback):
paragraphs keep their line breaks, each text lists its sentences, limits count sentences,
a huge line is refused at once, odd input always gets an answer, and a text with a prefix or
constraints is one sentence beside split ones in the same request."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
import torch

from nmt.data.corpus import load_split
from nmt.translation.translator import Translator
from tests.processes import one_thread
from tests.serving import serving
from tests.tiny_run import tiny_checkpoint

WAIT = 30  # seconds any one request may take before the test fails


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return tiny_checkpoint(tmp_path_factory.mktemp("serve_paragraphs"))


@pytest.fixture(scope="module")
def translator(checkpoint):
    return Translator.from_pretrained(checkpoint, device="cpu")


@pytest.fixture(scope="module")
def sentences(translator) -> list[str]:
    return [f"{s}." for s in load_split(translator.config.data, "val").src]


@pytest.fixture(scope="module")
def url(checkpoint):
    with one_thread(), serving(checkpoint, "max_wait_ms=200") as base:
        yield base


@pytest.fixture(scope="module")
def limited(checkpoint):
    with one_thread(), serving(checkpoint, "max_sentences=3", "max_input_len=20") as base:
        yield base


def post(base: str, body: dict | str) -> httpx.Response:
    content = body if isinstance(body, str) else json.dumps(body)
    return httpx.post(base + "/translate", content=content,
                      headers={"content-type": "application/json"}, timeout=WAIT)


def test_paragraphs_come_back_where_they_were(url, translator, sentences):
    text = f"{sentences[0]} {sentences[1]}\n\n{sentences[2]}\r\n{sentences[3]}"
    answer = post(url, {"text": [text, sentences[4]], "beam": 2, "nbest": 2})
    assert answer.status_code == 200
    first, second = answer.json()["translations"]
    expected = translator.translations([text], beam=2, nbest=2)[0]
    assert first["text"] == expected[0].text
    assert first["text"].count("\n") == 3 and "\n\n" in first["text"] and "\r\n" in first["text"]
    assert [s["source"] for s in first["sentences"]] == sentences[:4]
    assert [s["text"] for s in first["sentences"]] == [s.text for s in expected[0].sentences]
    assert first["score"] == pytest.approx(sum(s["score"] for s in first["sentences"]),
                                           abs=1e-4)
    assert [h["text"] for h in first["nbest"]] == [t.text for t in expected]
    assert len(second["sentences"]) == 1
    assert second["sentences"][0]["source"] == sentences[4]


def test_each_sentence_has_its_attention(url, translator, sentences):
    text = " ".join(sentences[:2])
    answer = post(url, {"text": [text, sentences[2]], "attention": True,
                        "alignments": True}).json()["translations"]
    expected = translator.translate_with_attention([text, sentences[2]])
    several, one = answer
    assert "attention" not in several  # a text of several sentences: theirs are below
    for got, want in zip(several["sentences"], expected[0].sentences, strict=True):
        assert got["attention"]["source"] == want.attention_labels()[0]
        torch.testing.assert_close(torch.tensor(got["attention"]["weights"]),
                                   torch.as_tensor(want.attention).float(), atol=1e-4, rtol=0)
    assert several["alignment"] == " ".join(f"{s}-{t}"
                                             for s, t in expected[0].word_alignment())
    assert one["attention"] == one["sentences"][0]["attention"]
    assert one["attention"]["target"][-1] == "</s>"


def test_limits_count_sentences(limited, translator, sentences):
    short = [s for s in sentences if len(translator.encode([s])[0]) <= 20][:4]
    # each sentence is within max_input_len=20 pieces, the text is not
    assert len(translator.encode([" ".join(short[:3])])[0]) > 20
    assert post(limited, {"text": " ".join(short[:3])}).status_code == 200
    many = post(limited, {"text": " ".join(short[:4])})
    assert many.status_code == 413
    assert "4 sentences" in many.json()["detail"]
    assert "max_sentences=3" in many.json()["detail"]
    long = post(limited, {"text": f"{short[0]} {' '.join(sentences[:8]).replace('.', '')}."})
    assert long.status_code == 413
    assert "text[0], sentence 2 of 2, has" in long.json()["detail"]
    assert "max_input_len=20 (a limit per sentence)" in long.json()["detail"]


def test_a_split_text_and_a_steered_one_in_one_request(url, translator, sentences):
    first, second = load_split(translator.config.data, "val").tgt[:2]
    prefix, term = f"{first.split()[0]} ", second.split()[-1]
    text = " ".join(sentences[:2])
    steering = {"prefix": ["", prefix, ""], "constraints": [[], [term], [term]]}
    body = {"text": [text, text.upper(), ""], "beam": 3, "nbest": 2, **steering}
    answer = post(url, body)
    assert answer.status_code == 200
    split, steered, empty = answer.json()["translations"]
    expected = translator.translations(body["text"], beam=3, nbest=2, **steering)
    assert [t["text"] for t in (split, steered, empty)] == [h[0].text for h in expected]
    assert len(split["sentences"]) == 2 and len(steered["sentences"]) == 1
    assert steered["text"].startswith(prefix) and term in steered["text"]
    assert steered["text"][len(prefix):].replace(term, "").isupper()  # capitals in and out
    assert split["dropped_constraints"] == steered["dropped_constraints"] == []
    # an empty text: nbest empty translations, which lack every constraint
    assert empty == {"text": "", "score": 0.0, "nbest": [{"text": "", "score": 0.0}] * 2,
                     "sentences": [], "dropped_constraints": [term]}


def test_a_steered_text_is_one_sentence_within_max_input_len(limited, translator, sentences):
    short = [s for s in sentences if len(translator.encode([s])[0]) <= 20][:3]
    text = " ".join(short)
    assert len(translator.encode([text])[0]) > 20
    # split, each sentence is within max_input_len=20; steered, the text is one sentence
    assert post(limited, {"text": text}).status_code == 200
    steered = post(limited, {"text": ["a b", text], "prefix": ["", "a "]})
    assert steered.status_code == 413
    assert "text[1] has" in steered.json()["detail"]
    assert "max_input_len=20 (a limit per sentence)" in steered.json()["detail"]


def test_a_pasted_page_is_one_request(url, translator, sentences):
    fifty = [sentences[i % len(sentences)] for i in range(50)]
    page = "\n".join(" ".join(fifty[i : i + 5]) for i in range(0, 50, 5))
    answer = post(url, {"text": page})
    assert answer.status_code == 200
    got = answer.json()["translations"][0]
    assert len(got["sentences"]) == 50
    assert got["text"] == translator.translate([page])[0]


def test_a_huge_line_without_punctuation_is_refused_at_once(url, sentences):
    words = " ".join(s.rstrip(".") for s in sentences).split()
    line = " ".join(words[i % len(words)] for i in range(10_000))
    answer = post(url, {"text": line})  # the client's timeout bounds the wait
    assert answer.status_code == 413
    assert "text[0] has" in answer.json()["detail"]
    assert "max_input_len=250" in answer.json()["detail"]
    assert httpx.get(url + "/health", timeout=WAIT).json()["pending"] == 0


def test_odd_input_always_gets_an_answer(url, sentences):
    texts = ["Привет, мир.", "مرحبا بالعالم", "😀🎉👍", "12345", "!!!",
             f"{sentences[0]} שלום \u202bעולם\u202c", "a\x00b\x1b\u200bc", "\u00ad\u200b"]
    answer = post(url, {"text": texts, "attention": True, "alignments": True})
    assert answer.status_code == 200
    got = [t["text"] for t in answer.json()["translations"]]
    assert got[:5] == ["Привет, мир.", "مرحبا بالعالم", "😀🎉👍", got[3], "!!!"]
    assert all(got[:7]) and got[7] == ""
    # a lone surrogate, which JSON can carry and UTF-8 cannot
    raw = post(url, '{"text": ["\\ud800 ' + sentences[0] + '", "\\udfff"]}')
    assert raw.status_code == 200
    assert [t["text"] for t in raw.json()["translations"]][1] == ""


def test_the_sentences_of_concurrent_requests_share_a_batch(url, translator, sentences):
    bodies = [{"text": " ".join(sentences[i : i + 3])} for i in (0, 3, 6)]

    async def post_all() -> list[httpx.Response]:
        async with httpx.AsyncClient(base_url=url, timeout=WAIT) as client:
            return await asyncio.gather(*(client.post("/translate", json=b) for b in bodies))

    before = httpx.get(url + "/health", timeout=WAIT).json()["batches"]
    answers = asyncio.run(post_all())
    # nine sentences of three requests that arrived within max_wait: one batch
    assert httpx.get(url + "/health", timeout=WAIT).json()["batches"] - before == 1
    assert [a.json()["translations"][0]["text"] for a in answers] == \
        translator.translate([b["text"] for b in bodies])


def test_requests_may_turn_splitting_and_recasing_off(url, translator, sentences):
    text = " ".join(sentences[:2])
    split, whole, steered = (post(url, body).json()["translations"][0] for body in (
        {"text": text}, {"text": text, "split_sentences": False},
        {"text": text, "prefix": "x", "beam": 2}))
    assert len(split["sentences"]) == 2
    assert len(whole["sentences"]) == 1 and len(steered["sentences"]) == 1
    assert whole["text"] == translator.translate([text], split_sentences=False)[0]
    shout = post(url, {"text": text.upper(), "attention": True}).json()["translations"][0]
    typed = post(url, {"text": text.upper(), "recase": False,
                       "attention": True}).json()["translations"][0]
    assert shout["text"] == split["text"].upper()
    assert [s["attention"]["source"] for s in typed["sentences"]] != \
        [s["attention"]["source"] for s in shout["sentences"]]
    assert httpx.get(url + "/info", timeout=WAIT).json()["decoding"]["split_sentences"] is True
