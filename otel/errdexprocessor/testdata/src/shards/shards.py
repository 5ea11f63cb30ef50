"""Two functions that raise the same text: errdex cannot tell them apart
from the message alone, only from a traceback."""


def check_leader(epoch, seen):
    if seen > epoch:
        raise ValueError(f"shard map is stale (epoch {epoch})")


def check_follower(epoch, seen):
    if seen > epoch:
        raise ValueError(f"shard map is stale (epoch {epoch})")


if __name__ == "__main__":
    import traceback

    for f in (check_leader, check_follower):
        try:
            f(3, 4)
        except ValueError:
            traceback.print_exc()
