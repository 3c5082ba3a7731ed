"""nmt-serve's HTTP API fuzzed by Schemathesis from the app's own OpenAPI schema: a real
uvicorn server on loopback with a tiny real model and API keys on (so that the keys'
middleware is fuzzed too, and Schemathesis checks that a request without the key is refused);
a bounded number of generated requests per route, valid and invalid, from a fixed seed.

No request may get a 500 or go unanswered, and the server must answer /health afterwards;
every answer must fit the schema (status code, content type, headers, body)."""

from __future__ import annotations

import json
import subprocess
import sys

import httpx
import pytest

from tests.processes import ENV, one_thread
from tests.serving import serving
from tests.tiny_run import tiny_checkpoint

KEY = "fuzzing-key-0123456789abcdef"
# generated requests per route at most: about half a minute for the four routes
EXAMPLES = 300
# a request unanswered for this long has hung
HANG = 60
# Schemathesis runs every check it has, with two changes:
# - a request outside the schema may be refused for its size before it is read (413);
# - a request inside the schema may still break a rule that JSON Schema cannot say (nbest at
#   most beam, one reference per source) or a limit of the running server (max_beam,
#   max_input_len, max_sentences), and be refused naming it (422, 413): the check that every
#   schema-valid request succeeds is off.
CONFIG = """
[checks.negative_data_rejection]
expected-statuses = ["400", "401", "413", "422"]
"""


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")
    keys = folder / "keys.txt"
    keys.write_text(KEY + "\n")
    # small limits, so that generated requests reach them and stay quick to decode
    with one_thread(), serving(tiny_checkpoint(folder), f"api_keys={keys}", "max_sentences=8",
                               "max_input_len=40", "max_beam=4", "max_request_bytes=4096",
                               "max_wait_ms=0") as base:
        yield base


def test_no_request_breaks_the_server(url, tmp_path):
    config, report = tmp_path / "schemathesis.toml", tmp_path / "report.json"
    config.write_text(CONFIG)
    done = subprocess.run(
        [sys.executable, "-m", "schemathesis.cli", "--config-file", str(config), "--no-color",
         "run", url + "/openapi.json", "--header", f"Authorization: Bearer {KEY}",
         "--checks", "all", "--exclude-checks", "positive_data_acceptance",
         "--continue-on-failure", "--workers", "1",
         "--max-examples", str(EXAMPLES), "--request-timeout", str(HANG), "--seed", "1",
         "--generation-database", "none", "--report", "json", "--report-json-path",
         str(report)],
        cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=20 * HANG)
    assert done.returncode == 0, done.stdout[-8000:] + done.stderr[-2000:]
    result = json.loads(report.read_text())
    assert result["complete"] and result["failures"] == [] and result["errors"] == []
    sent = {route: sum(sum(counts.values()) for counts in phases.values())
            for route, phases in result["valid_rates"].items()}
    assert sorted(sent) == ["GET /health", "GET /info", "POST /score", "POST /translate"]
    assert min(sent["POST /translate"], sent["POST /score"]) >= 50  # the fuzzing took place
    print(f"\nSchemathesis: {result['test_cases']['generated']} requests; the schema-valid "
          f"ones per route: {sent}")
    assert httpx.get(url + "/health", timeout=HANG).json()["status"] == "ok"
