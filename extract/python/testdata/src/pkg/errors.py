# Exception classes and a helper that other files of the package use.


class ConfigError(ValueError):
    def __init__(self, key, reason="invalid"):
        super().__init__(f"config key {key!r}: {reason}")


class TokenError(Exception):
    pass


class LimitError(ConfigError):
    pass


def fail(what):
    raise ConfigError(what, "missing")  # want ConfigError "config key {what!r}: missing"
