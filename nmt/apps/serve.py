"""``nmt-serve``: an HTTP API and a web page for a checkpoint or an exported model (FastAPI on
uvicorn; see nmt.apps.server.api for the routes)."""

from __future__ import annotations

import logging

import hydra
from omegaconf import DictConfig

from nmt.apps.cli import check_override_keys, report_errors
from nmt.config import DecodingOptions, ServeAppConfig, check_engine, checkpoint_paths
from nmt.device import select_device
from nmt.errors import ConfigError
from nmt.kernels.allocator import keep_freed_memory
from nmt.translation.translator import Translator

log = logging.getLogger(__name__)


def check_options(cfg: DictConfig) -> None:
    """ConfigError naming the key for options that cannot work, before a model is loaded."""
    defaults = DecodingOptions.from_config(cfg)
    at_least = {"max_input_len": 1, "max_sentences": 1, "max_request_bytes": 1024,
                "max_beam": defaults.search_beam(), "max_samples": defaults.samples(),
                "max_wait_ms": 0, "max_pending": cfg.max_sentences, "port": 0,
                "encoder_cache": 0}
    for key, low in at_least.items():
        if cfg[key] < low:
            raise ConfigError(f"{key}={cfg[key]} must be at least {low}")
    if cfg.port > 65535:
        raise ConfigError(f"port={cfg.port} must be at most 65535")
    select_device(cfg.device)
    check_engine(cfg.engine)
    checkpoint_paths(cfg.checkpoint)


def server_modules() -> tuple:
    """nmt.apps.server's (api, info, runner, service): ConfigError saying how to install
    FastAPI and uvicorn where they are missing."""
    try:
        from nmt.apps.server import api, info, runner, service
    except ImportError as err:
        raise ConfigError(f"nmt-serve needs FastAPI and uvicorn ({err}): "
                          f"pip install 'nmt[serve]'") from None
    return api, info, runner, service


def server_keys(cfg: DictConfig) -> list[str]:
    """The API keys of cfg.api_keys (or $NMT_API_KEYS_FILE): none when neither is set;
    ConfigError naming the file when it cannot be used."""
    from nmt.apps.server.auth import key_file, read_keys

    found = key_file(cfg.api_keys)
    if found is None:
        return []
    keys = read_keys(*found)
    log.info("%d API key%s from %s: every route but /health, the web page and the API docs "
             "needs one", len(keys), "s" * (len(keys) > 1), found[1])
    return keys


def warn_if_open(host: str, port: int, keys: list[str]) -> None:
    """A warning when the server can be reached from the network without a key."""
    from nmt.apps.server.auth import is_loopback

    if not keys and not is_loopback(host):
        log.warning("serving on host=%s without API keys: anyone who can reach port %d may "
                    "use this server; set api_keys=FILE (see the how-to 'Secure the server')",
                    host or "(every interface)", port)


def build_app(cfg: DictConfig, keys: list[str] | None = None):
    """The FastAPI app for cfg.checkpoint (one model, or an ensemble of several), warmed up
    with one translation at the default options; ``keys``: the API keys a request needs
    one of (None: read them with :func:`server_keys`; empty: none needed)."""
    api, info, _, service = server_modules()
    if keys is None:
        keys = server_keys(cfg)
    translator = Translator.from_pretrained(checkpoint_paths(cfg.checkpoint), cfg.device,
                                            cfg.max_input_len, engine=cfg.engine)
    served = service.TranslationService(translator, cfg)
    return api.create_app(served, info.server_info(translator, cfg, served.features()), keys)


@check_override_keys(ServeAppConfig)
@hydra.main(version_base=None, config_path="pkg://nmt.configs", config_name="serve")
@report_errors
def main(cfg: DictConfig) -> None:
    """Serve cfg.checkpoint on cfg.host:cfg.port until Ctrl-C or SIGTERM (exit status 0)."""
    check_options(cfg)
    runner = server_modules()[2]
    keys = server_keys(cfg)
    warn_if_open(cfg.host, cfg.port, keys)
    keep_freed_memory()
    app = build_app(cfg, keys)
    log.info("serving %s; the web page is at /, the API docs at /docs", cfg.checkpoint)
    runner.serve(app, cfg.host, cfg.port, cfg.access_log)
    log.info("stopped")


if __name__ == "__main__":
    main()
