"""``nmt-export``: a checkpoint's model as a self-contained folder (see nmt.engines.loading)."""

from __future__ import annotations

import logging

import hydra
from omegaconf import DictConfig

from nmt.apps.cli import check_override_keys, report_errors
from nmt.config import ExportAppConfig
from nmt.export.exporting import export_pretrained

log = logging.getLogger(__name__)


@check_override_keys(ExportAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="export")
@report_errors
def main(cfg: DictConfig) -> None:
    """Export ``checkpoint`` to the folder ``out`` in ``format`` (and ``precision``)."""
    out = export_pretrained(cfg.checkpoint, cfg.out, overwrite=cfg.overwrite,
                            export_format=cfg.format, precision=cfg.precision,
                            shortlist=cfg.shortlist)
    log.info("exported %s to %s", cfg.checkpoint, out)
    print(out)


if __name__ == "__main__":
    main()
