# Raises of errors.py's classes: the class's name is the raised one's,
# a subclass of this file's included; one argument is what
# super().__str__() prints. Two arguments print their tuple, which the
# class's text over one does not tell: the raise keeps its own reading.
from .errors import BrokerError, IllegalStateError, TaggedError


class QuotaViolationError(BrokerError):
    pass


class LoudError(TaggedError):
    pass


def configure(extra):
    raise IllegalStateError("Unrecognized configs: %s" % (extra,))  # want IllegalStateError "IllegalStateError: Unrecognized configs: {extra}"


def record(name, value):
    raise QuotaViolationError("'%s' violated quota. Actual: %d" % (name, value))  # want QuotaViolationError "QuotaViolationError: '{name}' violated quota. Actual: {value:d}"


def shout():
    raise LoudError("too loud")  # want LoudError "[LoudError] too loud"


def both(a):
    raise BrokerError("two", a)  # want BrokerError "two"
