# Message builders another file calls (use.py): module-level functions
# whose every return is a formatted text. The screen keeps them though
# nothing here calls them (a return of a formatted string).


def describe(name, value):
    return "invalid value for %s: %r" % (name, value)


def expected(kind, got="nothing"):
    return f"expected {kind}, got {got}"


def maybe(name):
    if name:
        return "unknown name %s" % name
    return None  # may return None: not a message builder
