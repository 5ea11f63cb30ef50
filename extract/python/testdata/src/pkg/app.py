# Raises and calls of what other files of the package define.
import pkg.errors
from pkg import fail
from . import errors
from ._constants import *
from .errors import ConfigError as CE
from .errors import LimitError
from .errors import bad_value, config_error


class LocalError(errors.TokenError):
    pass


class Tokenizer:
    def error(self, msg, offset=0):
        if not self.istext:
            msg = msg.encode("ascii", "backslashreplace").decode("ascii")
        return error(msg, self.string, self.tell() - offset)


def run(key, src, pos, n):
    # imported as CE: Python prints the class's own name, ConfigError
    raise CE(key)  # want ConfigError "config key {key!r}: invalid"
    raise errors.TokenError("EOF in multi-line statement", (n, 0))  # want errors.TokenError "('EOF in multi-line statement', ({n!r}, 0))"
    raise pkg.errors.ConfigError("port", "too big")  # want pkg.errors.ConfigError "config key 'port': too big"
    raise LimitError(key, reason=f"over {n}")  # want LimitError "config key {key!r}: over {n}"
    raise error("missing )", src, pos)  # want error "missing )" error "missing ) at position {pos:d}" error "missing ) at position {pos:d} (line {self.lineno:d}, column {self.colno:d})"
    raise LocalError("a", "b")  # want LocalError "('a', 'b')"
    fail(f"port {key}")  # want ConfigError "config key 'port {key}': missing"
    fail(key)


def parse_escape(source, escape, group):
    raise source.error("invalid group reference %d" % group, len(escape) - 1)  # want error "invalid group reference {group:d}" error "invalid group reference {group:d} at position {self.tell() - offset:d}" error "invalid group reference {group:d} at position {self.tell() - offset:d} (line {self.lineno:d}, column {self.colno:d})"


def factories(v, key):
    if v < 0:
        raise bad_value("count", v)  # want ValueError "invalid value for count: {v!r}"
    raise config_error(key)  # want ConfigError "config key {key!r}: unknown"


def decode_elsewhere(value, exc):
    # The class of another file: the link pass gives its (empty) text.
    raise errors.LibDecodeError("Can't decode string '%s'" % value, exc)  # want errors.LibDecodeError ""
