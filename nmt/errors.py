"""Errors the user can act on: each message names the file, line or config key at fault."""


class NmtError(Exception):
    """Base class for errors that are reported to the user without a traceback."""


class ConfigError(NmtError, ValueError):
    """A config value or combination of values that cannot work; the message names the key."""


class DataError(NmtError, ValueError):
    """A corpus that cannot be read as given; the message names the file and, where known, line."""


class CheckpointError(NmtError, ValueError):
    """A checkpoint file that cannot be loaded; the message names the file and the reason."""
