"""A plain (non-editable) install carries every subpackage and the Hydra configs."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO


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
