import modattr.exc as exc


def parse(handler, hash):
    if not hash.startswith("$"):
        raise exc.InvalidHashError(handler)  # want ValueError "not a valid {_get_name(handler)} hash"


def validate_secret(secret):
    if not isinstance(secret, (str, bytes)):
        raise exc.ExpectedStringError(secret, "secret")  # want TypeError "secret must be unicode or bytes, not {name}"
    if len(secret) > 4096:
        raise exc.ChecksumSizeError(secret)  # want ValueError "malformed {_get_name(handler)} hash (checksum must be exactly {checksum_size:d} {unit})" ValueError "malformed {_get_name(handler)} hash"
