# Context around the sites: see ../context.golden.


class Pool:
    def acquire(self, n):
        """Take n connections from the pool.

        Blocks until they are free.
        """
        if n <= 0:
            raise ValueError(f"n must be positive, got {n}")  # want ValueError "n must be positive, got {n}"
        elif n > self.size:
            # Asking for more than the pool holds can never succeed.
            raise ValueError(f"pool holds {self.size}, asked for {n}")  # want ValueError "pool holds {self.size}, asked for {n}"
        else:
            if self.free >= n:
                return n
            else:
                raise TimeoutError("no free connections")  # want TimeoutError "no free connections"

    def close(self):
        try:
            self.sock.close()
        except (OSError, ValueError) as exc:
            # The socket was already gone.
            raise RuntimeError(f"close failed: {exc}") from exc  # want RuntimeError "close failed: {exc}"


def outer():
    def inner(x):
        raise LookupError(x)  # want LookupError "{x}"
    return inner


class NoSectionError(LookupError):
    def __init__(self, section):
        super().__init__('No section: %r' % (section,))
        self.section = section


class ParsingError(ValueError):
    def __init__(self, source, lineno):
        ValueError.__init__(self, f"Source contains parsing errors: {source} at line {lineno}")


def get(sections, name, path):
    if name not in sections:
        raise NoSectionError(name)  # want NoSectionError "No section: {name!r}"
    raise ParsingError(path, lineno=3)  # want ParsingError "Source contains parsing errors: {path} at line 3"


def early_exits(req, items, logger):
    if req is None:
        return None
    if not req.ok:
        raise ValueError("not ok")  # want ValueError "not ok"
    if req.kind == "a":
        pass
    elif req.kind == "b":
        return 1
    if req.size < 0 or req.size > 10:
        sys.exit(2)
    if req.mode:
        mode = req.mode
    else:
        return 0
    for it in items:
        if not it:
            continue
        if it.skip:
            break
        logger.error("bad item %s", it)  # want "" "bad item {it}"
    raise LookupError("after all exits")  # want LookupError "after all exits"


def chains(x):
    if x == 1:
        raise ValueError("one")  # want ValueError "one"
    elif x in (2, 3):
        raise ValueError("two or three")  # want ValueError "two or three"
    elif x is None or x < 0:
        raise ValueError("none or negative")  # want ValueError "none or negative"
    else:
        raise ValueError("other")  # want ValueError "other"
    raise ValueError("unreachable after a chain that always leaves")  # want ValueError "unreachable after a chain that always leaves"


def nested(x, y):
    if x:
        if y:
            return
        raise KeyError("x without y")  # want KeyError "x without y"
    def inner():
        raise KeyError("inner has no guard from outer")  # want KeyError "inner has no guard from outer"
    return inner
