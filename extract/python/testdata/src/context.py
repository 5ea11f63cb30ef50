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
