def g(:
    raise ValueError("bad value")  # want ValueError "bad value"


def check(name, limit):
    # The parser recovers at the missing ")" above: both raises are read.
    if len(name) > limit:
        raise ValueError(f"name {name!r} is longer than {limit} characters")  # want ValueError "name {name!r} is longer than {limit} characters"
    return name.strip()
