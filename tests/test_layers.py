"""The package's layers import only downwards, and the light entry points stay light.

Layers, lowest first: the base modules directly in nmt/ (config, errors, files, ...), data,
kernels, model, inference, training, apps. A module may import its own layer and the ones
below it; the walk reads every import statement (AST), function-level ones included.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "nmt"
LAYERS = ["base", "data", "kernels", "model", "inference", "training", "apps"]
# nmt/__init__.py makes the Translator importable from the top (lazily) and nmt/train.py keeps
# the torchrun entry point `-m nmt.train`: both are doors into the top layer on purpose
DOORS = {"nmt/__init__.py": "apps", "nmt/train.py": "apps"}


def layer_of(module: str) -> str:
    """The layer of a dotted nmt module name."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return "base"


def imported_modules(path: Path, root: Path) -> list[tuple[int, str]]:
    """(line, dotted module) of every import of an nmt module in ``path`` of package
    folder ``root``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(root.parent).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against this module's package
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}".rstrip(".")
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names
                      if base == "nmt" and alias.name in LAYERS]
    return [(line, name) for line, name in found if name == "nmt" or name.startswith("nmt.")]


def violations(root: Path = PACKAGE) -> list[str]:
    """Every import of a higher layer, as "file:line: layer imports module (layer)"."""
    out = []
    for path in sorted(root.rglob("*.py")):
        name = str(path.relative_to(root.parent))
        mine = DOORS.get(name) or layer_of(".".join(path.relative_to(root.parent)
                                                    .with_suffix("").parts))
        for line, module in imported_modules(path, root):
            theirs = layer_of(module)
            if LAYERS.index(theirs) > LAYERS.index(mine):
                out.append(f"{name}:{line}: {mine} imports {module} ({theirs})")
    return out


def test_layers_only_import_downwards():
    assert violations() == []


def test_the_walk_finds_an_upward_import(tmp_path):
    fake = tmp_path / "nmt"
    (fake / "model").mkdir(parents=True)
    (fake / "model" / "bad.py").write_text("def f():\n    from nmt.training import trainer\n")
    (fake / "model" / "fine.py").write_text("from nmt.kernels.products import Linear\n")
    assert violations(fake) == ["nmt/model/bad.py:2: model imports nmt.training (training)"]


def test_no_more_than_ten_modules_directly_in_the_package():
    assert len(list(PACKAGE.glob("*.py"))) <= 10


@pytest.mark.parametrize(("code", "absent"), [
    ("import nmt", {"torch", "nmt.inference"}),
    ("import nmt.apps.report", {"torch", "tensorboard"}),
])
def test_light_entry_points_import_no_heavy_modules(code, absent):
    probe = f"{code}; import sys; print(sorted(set({sorted(absent)!r}) & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"
