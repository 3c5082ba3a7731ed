"""Who may use nmt-serve: API keys from a file (or $NMT_API_KEYS_FILE), the 401s of a real
uvicorn server on loopback, keys kept out of the logs, and the warning of a server open to
the network."""

from __future__ import annotations

import logging
import re
import signal
from pathlib import Path

import httpx
import pytest

from nmt.apps.serve import server_keys, warn_if_open
from nmt.apps.server.auth import KEYS_ENV, is_loopback, read_keys
from nmt.errors import ConfigError
from tests.conftest import compose_config
from tests.processes import one_thread, run_app, start_app
from tests.serving import serving
from tests.tiny_run import tiny_checkpoint

KEY = "k3y-with-spaces-around-it-in-the-file"
OTHER = "another.key_that~also+works/0123456="
WAIT = 30


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory) -> Path:
    return tiny_checkpoint(tmp_path_factory.mktemp("keys"))


@pytest.fixture(scope="module")
def key_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("secrets") / "keys.txt"
    path.write_text(f"# the editors\n   {KEY} \t\n\n  # old: revoked-key-0123456789\n{OTHER}\n")
    return path


@pytest.fixture(scope="module")
def url(checkpoint, key_file):
    with one_thread(), serving(checkpoint, f"api_keys={key_file}") as base:
        yield base


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def test_keys_are_read_stripped_without_blank_lines_and_comments(key_file):
    assert read_keys(key_file, "api_keys=x") == [KEY, OTHER]


@pytest.mark.parametrize(("content", "message"), [
    (None, "no such file"),
    (b"", "holds no key"),
    (b"# only a comment\n\n   \n", "holds no key"),
    (b"two words\n", "line 1: a key is one word of visible ASCII characters"),
    (b"ok-key-0123456789\ncl\xe9\n", "not UTF-8 text (byte 20)"),
])
def test_a_keys_file_that_cannot_serve_is_refused_naming_it(tmp_path, content, message):
    path = tmp_path / "keys.txt"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(ConfigError, match=re.escape(f"api_keys={path}") + "[:,] .*"
                       + re.escape(message)):
        server_keys(compose_config("serve", ["checkpoint=x", f"api_keys={path}"]))


def test_an_unreadable_keys_file_is_refused_naming_it(tmp_path):
    (tmp_path / "file").write_text("x")
    for path, message in [(tmp_path, "a folder, not a file of keys"),
                          (tmp_path / "file" / "keys", "cannot read it (Not a directory)")]:
        with pytest.raises(ConfigError, match=re.escape(f"api_keys={path}: {message}")):
            server_keys(compose_config("serve", ["checkpoint=x", f"api_keys={path}"]))


def test_the_environment_names_the_file_and_the_command_line_wins(key_file, tmp_path,
                                                                  monkeypatch, caplog):
    other = tmp_path / "other.txt"
    other.write_text("short\n")
    monkeypatch.setenv(KEYS_ENV, str(key_file))
    assert server_keys(compose_config("serve", ["checkpoint=x"])) == [KEY, OTHER]
    with caplog.at_level(logging.WARNING):
        assert server_keys(compose_config("serve", ["checkpoint=x",
                                                    f"api_keys={other}"])) == ["short"]
    assert "line 1: a key of 5 characters is easy to guess" in caplog.text
    assert "short" not in caplog.text  # the key itself is never logged
    monkeypatch.setenv(KEYS_ENV, str(tmp_path / "missing"))
    with pytest.raises(ConfigError, match=re.escape(f"{KEYS_ENV}={tmp_path}/missing: no such")):
        server_keys(compose_config("serve", ["checkpoint=x"]))


def test_a_request_needs_a_known_key(url):
    body = {"text": "a b"}
    missing = httpx.post(url + "/translate", json=body, timeout=WAIT)
    assert missing.status_code == 401
    assert missing.headers["www-authenticate"] == 'Bearer realm="nmt"'
    assert "needs an API key" in missing.json()["detail"]
    wrong = httpx.post(url + "/translate", json=body, headers=bearer(KEY + "x"), timeout=WAIT)
    assert wrong.status_code == 401
    assert wrong.headers["www-authenticate"] == 'Bearer realm="nmt", error="invalid_token"'
    assert KEY not in wrong.text
    basic = httpx.post(url + "/translate", json=body, timeout=WAIT,
                       headers={"Authorization": f"Basic {KEY}"})
    assert basic.status_code == 401 and "invalid_request" in basic.headers["www-authenticate"]
    for key in (KEY, OTHER):
        right = httpx.post(url + "/translate", json=body, headers=bearer(key), timeout=WAIT)
        assert right.status_code == 200 and right.json()["translations"][0]["nbest"]
    for path in ("/info",):
        assert httpx.get(url + path, timeout=WAIT).status_code == 401
        assert httpx.get(url + path, headers=bearer(KEY), timeout=WAIT).status_code == 200
    score = {"sources": "a b", "references": "c d"}
    assert httpx.post(url + "/score", json=score, timeout=WAIT).status_code == 401
    assert httpx.post(url + "/score", json=score, headers=bearer(OTHER),
                      timeout=WAIT).status_code == 200


def test_health_the_page_and_the_docs_need_no_key(url):
    for path in ("/health", "/", "/static/app.js", "/static/style.css", "/docs", "/redoc",
                 "/openapi.json"):
        assert httpx.get(url + path, timeout=WAIT).status_code == 200, path
    schema = httpx.get(url + "/openapi.json", timeout=WAIT).json()
    assert schema["components"]["securitySchemes"]["apiKey"]["scheme"] == "bearer"
    assert schema["paths"]["/health"]["get"]["security"] == []


def test_the_keys_stay_out_of_the_logs(checkpoint, key_file):
    proc = start_app("serve", f"checkpoint={checkpoint}", "port=0", "device=cpu",
                     f"api_keys={key_file}", "access_log=true")
    try:
        lines = []
        for line in proc.stdout:
            lines.append(line.decode())
            found = re.search(r"Uvicorn running on (http://127\.0\.0\.1:\d+)", lines[-1])
            if found:
                break
        assert found, "".join(lines)
        base = found.group(1)
        for headers in (bearer(KEY), bearer(OTHER + "-wrong"), {}):
            httpx.post(base + "/translate", json={"text": "a b"}, headers=headers,
                       timeout=WAIT)
        httpx.get(base + "/info", headers=bearer(OTHER), timeout=WAIT)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT) == 0
        log = "".join(lines) + proc.stdout.read().decode()
    finally:
        proc.kill()
        proc.wait()
    assert "2 API keys from api_keys=" in log
    # the access log was on: it names the requests and their statuses, not their headers
    assert '"POST /translate HTTP/1.1" 200' in log and '"POST /translate HTTP/1.1" 401' in log
    assert '"GET /info HTTP/1.1" 200' in log
    assert KEY not in log and OTHER not in log
    assert "without API keys" not in log


def test_serving_beyond_loopback_without_keys_warns(tmp_path, caplog):
    with caplog.at_level(logging.WARNING):
        warn_if_open("127.0.0.1", 8000, [])
        warn_if_open("0.0.0.0", 8000, ["a-key"])
    assert caplog.text == ""
    # the command warns before it loads the model (which fails here: not a checkpoint)
    broken = tmp_path / "broken.pt"
    broken.write_bytes(b"not a checkpoint")
    done = run_app("serve", f"checkpoint={broken}", "host=0.0.0.0", "port=0", "device=cpu")
    stderr = done.stderr.decode()
    assert done.returncode == 2, stderr
    assert ("serving on host=0.0.0.0 without API keys: anyone who can reach port 0 may use "
            "this server; set api_keys=FILE") in stderr
    assert [h for h in ("127.0.0.1", "::1", "localhost", "127.8.9.1") if not is_loopback(h)
            ] == []
    assert [h for h in ("0.0.0.0", "", "::", "192.168.1.5", "example.org") if is_loopback(h)
            ] == []
