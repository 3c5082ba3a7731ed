"""``nmt-translate``: a terminal session (nmt.apps.terminal), a line in and its translation out
from a pipe, or file-to-file."""

from __future__ import annotations

import codecs
import itertools
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import hydra
from omegaconf import DictConfig

from nmt.apps.checkpoints import check_alignments, model_label
from nmt.apps.cli import check_override_keys, report_errors
from nmt.apps.steering_files import read_steering
from nmt.apps.translate_output import TranslationOutput, check_attention_dir
from nmt.config import DecodingOptions, TranslateAppConfig, check_engine, checkpoint_paths
from nmt.data.text_files import decode_line, read_lines
from nmt.errors import ConfigError, DataError
from nmt.files import atomic_write_bytes
from nmt.kernels.allocator import keep_freed_memory
from nmt.translation.translator import Translator

log = logging.getLogger(__name__)


def translate_file(translator: Translator, cfg: DictConfig) -> None:
    """Batch mode: every line of cfg.input, translated in length-sorted batches, steered by
    the lines of cfg.prefixes and cfg.constraints where given."""
    lines = read_lines(cfg.input)
    steering = read_steering(len(lines), cfg.input, cfg.prefixes, cfg.constraints)
    translations = TranslationOutput(translator, cfg).render(lines, steering)
    text = "".join(t + "\n" for t in translations)
    if cfg.output:
        atomic_write_bytes(cfg.output, text.encode())
        log.info("wrote %d translations to %s", len(translations), cfg.output)
    else:
        sys.stdout.write(text)


def input_lines(stream: BinaryIO) -> Iterator[str | None]:
    """The lines of ``stream`` (bytes) as text, until EOF.

    A line that is not UTF-8 text is reported on stderr, naming its number, and comes out as
    None, so that the caller keeps one output line per input line and goes on.
    """
    for number in itertools.count(1):
        raw = stream.readline()
        if not raw:
            return
        if number == 1:
            raw = raw.removeprefix(codecs.BOM_UTF8)
        try:
            yield decode_line(raw, f"input line {number}")
        except DataError as err:
            print(f"error: {err}", file=sys.stderr, flush=True)
            yield None


def interactive(translator: Translator, cfg: DictConfig, stdin: BinaryIO) -> None:
    """At a terminal, a session with line editing, history and commands
    (nmt.apps.terminal); from a pipe, a line in, its translation out, until EOF (an empty
    line, or one that could not be read, gives an empty line)."""
    output = TranslationOutput(translator, cfg)
    if stdin.isatty():
        from nmt.apps.terminal import run_terminal  # readline changes how input() reads

        run_terminal(output)
        return
    for line in input_lines(stdin):
        translation = "" if line is None or not line.strip() else output.render([line])[0]
        print(translation, flush=True)


def check_options(cfg: DictConfig) -> list[str]:
    """The model paths (several: an ensemble); ConfigError naming the key for options that
    cannot work, before a model is loaded."""
    paths = checkpoint_paths(cfg.checkpoint)
    DecodingOptions.from_config(cfg)  # ConfigError naming the key
    for key in ("prefixes", "constraints"):
        if cfg[key] and not cfg.input:
            raise ConfigError(f"{key}={cfg[key]} gives one line per input line: translate a "
                              f"file with input=FILE")
    if cfg.max_input_len < 1:
        raise ConfigError(f"max_input_len={cfg.max_input_len} must be at least 1")
    if cfg.attention_dir:
        check_attention_dir(Path(cfg.attention_dir))
    check_engine(cfg.engine)
    if cfg.engine == "torch":  # ONNX Runtime checks its device without torch
        from nmt.device import select_device

        select_device(cfg.device)
    return paths


@check_override_keys(TranslateAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="translate")
@report_errors
def main(cfg: DictConfig) -> None:
    """Translate with a checkpoint: input=FILE for batch mode, else stdin line by line (at a
    terminal, a session with commands: nmt.apps.terminal).

    EOF or Ctrl-C end reading a pipe with exit status 0 (a terminal session leaves on Ctrl-D,
    :quit or two Ctrl-C); a closed stdout (``| head``) ends it quietly.
    """
    paths = check_options(cfg)
    keep_freed_memory()
    try:
        # a bar for file mode only: interactive lines are one sentence each
        translator = Translator.from_pretrained(
            paths, device=cfg.device, max_input_len=cfg.max_input_len,
            progress=bool(cfg.input) and sys.stderr.isatty(), engine=cfg.engine)
        if cfg.alignments:
            check_alignments(translator, model_label(paths))
        if cfg.input:
            translate_file(translator, cfg)
        else:
            interactive(translator, cfg, sys.stdin.buffer)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        if cfg.input:
            sys.exit(130)
    except BrokenPipeError:
        # the reader is gone; point stdout at devnull so the flush at exit does not fail
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    main()
