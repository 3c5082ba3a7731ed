"""``nmt-translate``: interactive (a line in, its translation out) or file-to-file."""

from __future__ import annotations

import logging
import sys
from typing import TextIO

import hydra
from omegaconf import DictConfig

from nmt.cli import report_errors
from nmt.data.text_files import read_lines
from nmt.files import atomic_write_bytes
from nmt.translator import Translator

log = logging.getLogger(__name__)


def search_options(cfg: DictConfig) -> dict:
    """The decoding options of the translate config, as Translator keyword arguments."""
    return {"beam": cfg.beam, "alpha": cfg.alpha, "max_len_a": cfg.max_len_a,
            "max_len_b": cfg.max_len_b, "batch_size": cfg.batch_size}


def translate_file(translator: Translator, cfg: DictConfig) -> None:
    """Batch mode: every line of cfg.input, translated in length-sorted batches."""
    lines = read_lines(cfg.input)
    translations = translator.translate(lines, **search_options(cfg))
    text = "".join(t + "\n" for t in translations)
    if cfg.output:
        atomic_write_bytes(cfg.output, text.encode())
        log.info("wrote %d translations to %s", len(translations), cfg.output)
    else:
        sys.stdout.write(text)


def interactive(translator: Translator, cfg: DictConfig, stdin: TextIO) -> None:
    """A line in, its translation out, until EOF; a prompt when stdin is a terminal."""
    prompt = stdin.isatty()
    while True:
        if prompt:
            print("> ", end="", flush=True)
        line = stdin.readline()
        if not line:
            break
        line = line.rstrip("\r\n")
        translation = translator.translate([line], **search_options(cfg))[0] if line.strip() \
            else ""
        print(translation, flush=True)


@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="translate")
@report_errors
def main(cfg: DictConfig) -> None:
    """Translate with a checkpoint: input=FILE for batch mode, else stdin line by line."""
    # a bar for file mode only: interactive lines are one sentence each
    translator = Translator.from_pretrained(cfg.checkpoint, device=cfg.device,
                                            max_input_len=cfg.max_input_len,
                                            progress=bool(cfg.input) and sys.stderr.isatty())
    if cfg.input:
        translate_file(translator, cfg)
    else:
        try:
            interactive(translator, cfg, sys.stdin)
        except KeyboardInterrupt:
            print(file=sys.stderr)


if __name__ == "__main__":
    main()
