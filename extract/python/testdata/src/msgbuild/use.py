# A message built by a function: the call prints what the function
# returns with the call's arguments in its parameters' places.
from . import wording
from .wording import describe, expected, maybe


def _count_msg(n, limit):
    return "%d arguments given, at most %d allowed" % (n, limit)


def _pick(flag):
    if flag:
        return "the flag is set"
    return f"the flag is {flag!r}"


class Checker:
    def _format_error(self, name, value):
        return f"bad {name}: {value!r} (see the docs)"

    @staticmethod
    def _range_msg(i):
        return "index %d is out of range" % i

    def check(self, name, value, args, flag):
        if value is None:
            raise ValueError(self._format_error(name, value))  # want ValueError "bad {name}: {value!r} (see the docs)"
        if len(args) > 3:
            raise TypeError(_count_msg(len(args), 3))  # want TypeError "{len(args):d} arguments given, at most 3 allowed"
        if value < 0:
            raise IndexError(self._range_msg(value))  # want IndexError "index {value:d} is out of range"
        if flag:
            raise RuntimeError(_pick(flag))  # want RuntimeError "the flag is set" RuntimeError "the flag is {flag!r}"
        if value == 1:
            raise ValueError(describe("port", value))  # want ValueError "invalid value for port: {value!r}"
        if value == 2:
            raise ValueError(wording.expected("a number"))  # want ValueError "expected a number, got nothing"
        if value == 3:
            raise ValueError(expected(kind="text", got=value))  # want ValueError "expected text, got {value}"
        raise KeyError(maybe(name))  # want KeyError "{maybe(name)}"


def _maybe_local(name):
    if name:
        return "no such name %s" % name
    return None


def lookup(name):
    raise LookupError(_maybe_local(name))  # want LookupError "{_maybe_local(name)}"
