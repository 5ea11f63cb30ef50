# Functions that build and return an error, in a module of their own,
# which other modules reach through a third module's import of it.


def _get_name(handler):
    return handler.name if handler else "<unnamed>"


def InvalidHashError(handler=None):
    return ValueError("not a valid %s hash" % _get_name(handler))
