# Functions that build and return an error, in a module of their own,
# which other modules reach through a third module's import of it.


def _get_name(handler):
    return handler.name if handler else "<unnamed>"


def InvalidHashError(handler=None):
    return ValueError("not a valid %s hash" % _get_name(handler))


def MalformedHashError(handler=None, reason=None):
    text = "malformed %s hash" % _get_name(handler)
    if reason:
        text = "%s (%s)" % (text, reason)
    return ValueError(text)


# Factories that return another factory's call build what it builds.
def ChecksumSizeError(handler, raw=False):
    checksum_size = handler.checksum_size
    unit = "bytes" if raw else "chars"
    reason = "checksum must be exactly %d %s" % (checksum_size, unit)
    return MalformedHashError(handler, reason)


def ExpectedTypeError(value, expected, param):
    name = type(value).__name__
    return TypeError("%s must be %s, not %s" % (param, expected, name))


def ExpectedStringError(value, param):
    return ExpectedTypeError(value, "unicode or bytes", param)


def check(handler, checksum):
    if len(checksum) != handler.checksum_size:
        raise ChecksumSizeError(handler)  # want ValueError "malformed {_get_name(handler)} hash (checksum must be exactly {checksum_size:d} {unit})" ValueError "malformed {_get_name(handler)} hash"
