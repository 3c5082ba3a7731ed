"""The allowed values of every key that has a fixed set: a field's ``choices`` metadata, or
for the keys that select a registered class (``model.attention.score``, ``data.kind``, ...)
the names of their registry."""

from __future__ import annotations

from functools import cache

from nmt.apps.config_keys import ConfigKey


@cache
def registry_choices() -> dict[str, tuple[str, ...]]:
    """The registered names by the config key that selects from each registry (imports the
    model and data layers, which register their classes)."""
    from nmt.data.corpus import CORPORA
    from nmt.model.attention.alignments import ALIGNMENTS
    from nmt.model.attention.distributions import DISTRIBUTIONS
    from nmt.model.attention.scores import SCORES
    from nmt.model.decoders import DECODERS

    registries = (CORPORA, DECODERS, SCORES, ALIGNMENTS, DISTRIBUTIONS)
    return {registry.key: tuple(registry.names()) for registry in registries}


def allowed_values(key: ConfigKey) -> tuple[str, ...] | None:
    """The values ``key`` accepts, where they are a fixed set; None for any value of its
    type."""
    return key.choices or registry_choices().get(key.key)
