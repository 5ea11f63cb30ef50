import modattr.exc as exc


def parse(handler, hash):
    if not hash.startswith("$"):
        raise exc.InvalidHashError(handler)  # want ValueError "not a valid {_get_name(handler)} hash"
