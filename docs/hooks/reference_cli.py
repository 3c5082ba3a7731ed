"""docs/reference/cli.md: every console script of pyproject.toml with what its ``--help``
says; a Hydra app's options are the configuration reference's section of that app."""

from __future__ import annotations

import contextlib
import importlib
import io

from reference_apps import APP_CONFIGS, composed, console_scripts


def render() -> str:
    """The generated part of the page: one section per console script."""
    return "\n\n".join(section(name, entry) for name, entry in console_scripts().items())


def section(name: str, entry: str) -> str:
    """The section of console script ``name`` whose entry point is ``entry``."""
    out = [f"## {name} {{#{name}}}", ""]
    if name in APP_CONFIGS:
        help_cfg = composed(name, hydra=True).hydra.help
        text = "\n".join(part.strip("\n") for part in (help_cfg.header, help_cfg.footer)
                         if part.strip())
        out += ["```text", text, "```", "",
                f"Options: `{name} key=value ...`, every key in the "
                f"[configuration reference](configuration.md#{options_section(name)}); "
                f"`{name} --help` lists them with their values on that command line."]
    else:
        out += ["```text", argparse_help(entry), "```"]
    return "\n".join(out)


def options_section(name: str) -> str:
    """The anchor of an app's section in the configuration reference."""
    return "nmt-train" if name == "nmt-prepare" else name


def argparse_help(entry: str) -> str:
    """What ``--help`` prints for an argparse entry point ``module:function``."""
    module, function = entry.split(":")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        getattr(importlib.import_module(module), function)(["--help"])
    return out.getvalue().rstrip()
