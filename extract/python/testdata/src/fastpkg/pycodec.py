def encode(s):
    raise ValueError("cannot encode %r" % (s,))  # want ValueError "cannot encode {s!r}"


def decode(b):
    raise ValueError("cannot decode")  # want ValueError "cannot decode"


def other(b):
    raise ValueError("other")  # want ValueError "other"
