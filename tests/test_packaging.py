"""A plain (non-editable) install carries every subpackage and the Hydra configs, and the
wheel installed into a new virtual environment serves nmt-serve's web page."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import sysconfig
import time
import venv
import zipfile
from pathlib import Path

import httpx
import pytest

from nmt.export.exporting import export_pretrained
from tests.conftest import REPO
from tests.processes import ENV
from tests.tiny_run import tiny_checkpoint

WEB = REPO / "nmt" / "apps" / "server" / "web"
START_S = 180  # the server's start, at most (a busy machine); each request: HTTP_S
HTTP_S = 30


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "-w", str(out), str(REPO)], check=True,
                   capture_output=True)
    return next(out.glob("nmt-*.whl"))


def test_wheel_holds_every_subpackage_and_config(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    packages = {p.parent.relative_to(REPO).as_posix() for p in (REPO / "nmt").rglob("*.py")}
    missing = [p for p in packages if f"{p}/__init__.py" not in names]
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {missing}"
    configs = {p.relative_to(REPO).as_posix() for p in (REPO / "configs").rglob("*.yaml")}
    assert configs, "no configs found"
    assert {f"nmt/{c}" for c in configs} <= names


def test_wheel_holds_the_web_page(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    files = {p.relative_to(REPO).as_posix() for p in (REPO / "nmt/apps/server/web").iterdir()}
    assert {"nmt/apps/server/web/index.html", "nmt/apps/server/web/app.js"} <= files
    assert files <= names, "add the web page's files to package-data in pyproject.toml"


def test_installed_wheel_composes_its_configs(wheel, tmp_path):
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    env = {**os.environ, "PYTHONPATH": str(target)}
    out = subprocess.run([sys.executable, "-c", "import nmt; print(nmt.__file__)"], env=env,
                         cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert out.strip().startswith(str(target))
    help_text = subprocess.run([sys.executable, "-m", "nmt.train", "--help"], env=env,
                               cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert "data: hf, iwslt2017, multi30k, synthetic, text, wmt14" in help_text
    assert "experiment/luong_table1: global_concat, global_dot" in help_text


def test_the_wheel_in_a_new_environment_serves_the_page_and_its_scripts(wheel, tmp_path):
    python = new_environment(tmp_path / "venv", wheel)
    where = subprocess.run([str(python), "-c", "import nmt; print(nmt.__file__)"],
                           cwd=tmp_path, env=clean_env(), capture_output=True, text=True,
                           check=True).stdout
    assert where.startswith(str(tmp_path / "venv")), where
    model = export_pretrained(tiny_checkpoint(tmp_path / "run"), tmp_path / "model")
    server = subprocess.Popen([str(python.parent / "nmt-serve"), f"checkpoint={model}",
                               "host=127.0.0.1", "port=0", "device=cpu"], cwd=tmp_path,
                              env=clean_env(), stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT)
    try:
        base = server_address(server)
        page = httpx.get(base + "/", timeout=HTTP_S)
        assert page.status_code == 200, page.text[:500]
        fetched = fetch_scripts(base, re.findall(r'(?:src|href)="/static/([^"]+)"', page.text))
        assert {"app.js", "style.css"} <= set(fetched)
        assert set(fetched) >= {p.name for p in WEB.glob("*.js")}  # every module imported
        for name, body in fetched.items():
            assert body == (WEB / name).read_bytes(), name
        answer = httpx.post(base + "/translate", json={"text": "a b"}, timeout=HTTP_S)
        assert answer.status_code == 200 and "translations" in answer.text, answer.text[:500]
    finally:
        server.kill()
        server.wait(HTTP_S)


def new_environment(folder: Path, wheel: Path) -> Path:
    """A new virtual environment in ``folder`` with ``wheel`` installed, its dependencies
    taken from this environment's site-packages (offline: nothing is downloaded); its
    python."""
    venv.create(folder, with_pip=False)
    python = folder / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; "
                                "print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    # a path line, not the installs of this environment: its editable nmt is not seen there
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                    "--quiet", "--no-deps", "--no-index", str(wheel)], check=True,
                   capture_output=True, timeout=300)
    return python


def clean_env() -> dict[str, str]:
    """The tests' environment without a PYTHONPATH that could lead to the checkout."""
    return {k: v for k, v in ENV.items() if k != "PYTHONPATH"}


def server_address(server: subprocess.Popen) -> str:
    """The base URL that ``server`` (nmt-serve) says it runs on, read within START_S."""
    deadline, output = time.monotonic() + START_S, b""
    # the pipe itself, not its buffered reader: lines already in the reader's buffer would
    # never make select() ready again (CI's run waited 180 s beside "startup complete")
    pipe = server.stdout.fileno()
    while time.monotonic() < deadline:
        ready, _, _ = select.select([pipe], [], [], 1.0)
        chunk = os.read(pipe, 65536) if ready else b""
        output += chunk
        found = re.search(rb"Uvicorn running on (http://127\.0\.0\.1:\d+)", output)
        if found:
            return found.group(1).decode()
        assert not ready or chunk, f"nmt-serve exited: {output.decode()[-3000:]}"
    raise AssertionError(f"nmt-serve did not start within {START_S} s: "
                         f"{output.decode()[-3000:]}")


def fetch_scripts(base: str, names: list[str]) -> dict[str, bytes]:
    """The files under /static/ of ``names`` and of every module their scripts import."""
    fetched: dict[str, bytes] = {}
    while names:
        name = names.pop()
        if name in fetched:
            continue
        answer = httpx.get(f"{base}/static/{name}", timeout=HTTP_S)
        assert answer.status_code == 200, name
        fetched[name] = answer.content
        names += re.findall(r'from "\./([^"]+)"', answer.text)
    return fetched
