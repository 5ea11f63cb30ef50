# A message formatted in place: msg %= args.


def coerce(ob, factory):
    try:
        return factory(**ob)
    except (AttributeError, KeyError) as invalid:
        msg = "Cannot coerce %r into a valid GeoJSON structure: %s"
        msg %= (ob, invalid)
        raise ValueError(msg)  # want ValueError "Cannot coerce {ob!r} into a valid GeoJSON structure: {invalid}"


def count(n, limit):
    msg = "too many items"
    if n > limit:
        msg += " (%d > %d)"
        msg %= (n, limit)
    raise ValueError(msg)  # want ValueError "too many items" ValueError "too many items ({n:d} > {limit:d})"
