"""Exception classes of the kvstore example."""


class KVError(Exception):
    """Base class of every kvstore error."""


class ReplicationError(KVError, RuntimeError):
    """A replica could not be brought in sync with the leader."""


class MissingKeyError(KVError, KeyError):
    """The key is not in the store."""


class ConfigError(KVError, ValueError):
    """The configuration is inconsistent."""
