from .errors import ConfigError

CONNECTORS = ("mooncake", "nixl", "mori")


def make_connector(t: str, world_size: int = 1):
    if t not in ("mooncake", "nixl"):
        raise ValueError(f"Invalid connector type: {t}")
    if world_size > 8:
        raise ValueError(f"world_size must be <= 8, got {world_size}")
    return t


def parse_mode(mode, opts):
    if mode == "fast":
        return 1
    elif mode == "safe":
        return 2
    else:
        raise ConfigError(f"unknown mode {mode!r}")


def pick(name):
    if name not in CONNECTORS:
        raise ValueError(f"unknown connector {name}")
    return name
