"""Name -> class registries, so that a new component is one class plus one entry."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from nmt.errors import ConfigError, did_you_mean

T = TypeVar("T")


class Registry(Generic[T]):
    """Maps the names a config may use to the classes that implement them.

    ``key`` is the config key that selects from this registry; it is named in the error for
    an unknown name, together with the valid names.
    """

    def __init__(self, key: str) -> None:
        self.key = key
        self._entries: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        """Class decorator: make the class selectable as ``name``."""

        def add(entry: T) -> T:
            if name in self._entries:
                raise ValueError(f"{self.key}: {name!r} is registered twice")
            self._entries[name] = entry
            return entry

        return add

    def get(self, name: str) -> T:
        """The class registered as ``name``; a ConfigError listing valid names otherwise (and
        the nearest one to a mistyped name)."""
        if name not in self._entries:
            raise ConfigError(f"{self.key}={name!r} is not one of: {', '.join(self.names())}"
                              f"{did_you_mean(str(name), self.names())}")
        return self._entries[name]

    def names(self) -> list[str]:
        """All registered names, in registration order."""
        return list(self._entries)
