# Raises and calls of what other files of the package define.
import pkg.errors
from pkg import fail
from . import errors
from ._constants import *
from .errors import ConfigError as CE
from .errors import LimitError


class LocalError(errors.TokenError):
    pass


def run(key, src, pos, n):
    raise CE(key)  # want CE "config key {key!r}: invalid"
    raise errors.TokenError("EOF in multi-line statement", (n, 0))  # want errors.TokenError "('EOF in multi-line statement', ({n!r}, 0))"
    raise pkg.errors.ConfigError("port", "too big")  # want pkg.errors.ConfigError "config key 'port': too big"
    raise LimitError(key, reason=f"over {n}")  # want LimitError "config key {key!r}: over {n}"
    raise error("missing )", src, pos)  # want error "missing )" error "missing ) at position {pos:d}"
    raise LocalError("a", "b")  # want LocalError "('a', 'b')"
    fail(f"port {key}")  # want ConfigError "config key 'port {key}': missing"
    fail(key)
