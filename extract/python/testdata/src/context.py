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
