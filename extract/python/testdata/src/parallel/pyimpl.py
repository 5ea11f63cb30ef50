# The same API as the compiled _fastio, in Python; nothing imports it.
DEFAULT_SIZE = 8192


def open(path, mode="r"):
    if mode not in ("r", "w"):
        raise ValueError("invalid mode: %r" % mode)  # want ValueError "invalid mode: {mode!r}"
    return Reader(path)


class Reader:
    def __init__(self, path):
        if not path:
            raise ValueError("empty path")  # want ValueError "empty path"


class Writer(Reader):
    pass


class Buffer:
    pass


def decode(b):
    raise TypeError("cannot decode")  # want TypeError "cannot decode"
