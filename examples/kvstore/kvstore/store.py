"""The key-value store itself."""
from .errors import ConfigError, MissingKeyError


class Store:
    def __init__(self, capacity: int, replicas: int):
        if replicas > capacity:
            msg = f"replicas ({replicas}) cannot exceed capacity ({capacity})"
            raise ConfigError(msg)
        self.capacity = capacity
        self.data = {}

    def get(self, key: str) -> bytes:
        try:
            return self.data[key]
        except KeyError as e:
            raise MissingKeyError(f"no such key: {key!r}") from e

    def put(self, key: str, value: bytes) -> None:
        assert isinstance(value, bytes), f"value must be bytes, not {type(value).__name__}"
        if len(self.data) >= self.capacity:
            raise MemoryError("store is full: " + str(len(self.data)) + " keys")
        self.data[key] = value
