"""Turning the speed tricks off: ``NMT_KERNELS_OFF=packed,tape`` (or ``all``) in the environment.

Each trick computes what the plain PyTorch code computes (up to float rounding), so turning
one off is how to measure what it buys and how to rule it out when a result looks wrong.
The variable is read when a trick is first asked for; an unknown name is an error that lists
the valid ones.
"""

from __future__ import annotations

import functools
import os

from nmt.errors import ConfigError

VARIABLE = "NMT_KERNELS_OFF"
# name -> what turning it off goes back to
TRICKS = {
    "packed": "plain F.linear instead of oneDNN-packed weights (training and decoding)",
    "tape": "autograd's per-step weight gradients instead of one product over all steps",
    "fused_loss": "F.linear + F.cross_entropy instead of the blocked output layer + loss",
    "dropout": "nn.functional.dropout's bernoulli_ masks instead of 16-bit random lanes",
    "malloc": "glibc's default malloc settings in the decoding commands",
    "general_query": "bf16 decoding's general score with W_a on the keys, once per batch, "
                     "instead of on each step's queries",
    "bf16_encoder": "bf16 decoding's encoder GRU under autocast (its weights cast at every "
                    "time step) instead of a bf16 copy of it",
}


@functools.cache
def disabled() -> frozenset[str]:
    """The tricks named in NMT_KERNELS_OFF; ConfigError for a name that is not one."""
    names = {n.strip() for n in os.environ.get(VARIABLE, "").split(",") if n.strip()}
    if "all" in names:
        return frozenset(TRICKS)
    unknown = sorted(names - set(TRICKS))
    if unknown:
        raise ConfigError(f"{VARIABLE}={os.environ[VARIABLE]}: {', '.join(unknown)} is not one "
                          f"of {', '.join(TRICKS)} or all")
    return frozenset(names)


def enabled(trick: str) -> bool:
    """Whether ``trick`` (a key of :data:`TRICKS`) is on."""
    if trick not in TRICKS:
        raise ValueError(f"no speed trick named {trick!r}")
    return trick not in disabled()
