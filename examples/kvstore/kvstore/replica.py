"""Replication of state between a leader and its followers."""
from typing import List

from .errors import ReplicationError


class Replica:
    def __init__(self, name: str, shards: List[bytes], epoch: int):
        self.name = name
        self.shards = shards
        self.epoch = epoch

    def transfer_state(self, peer: "Replica") -> int:
        """Copy every shard of this replica to peer.

        Both replicas must have been started with the same shard layout.
        """
        if not self.shards:
            return 0
        # The layouts must match one to one: shard i goes to shard i.
        if len(peer.shards) != len(self.shards):
            raise RuntimeError(
                f"state transfer failed: state component count mismatch "
                f"(local={len(self.shards)}, "
                f"remote={len(peer.shards)})"
            )
        if peer.epoch > self.epoch:
            raise ReplicationError(
                "peer %s is ahead of us (epoch %d > %d)" % (peer.name, peer.epoch, self.epoch)
            )
        for i, shard in enumerate(self.shards):
            peer.shards[i] = shard
        return len(self.shards)

    def await_ack(self, peer: "Replica", timeout: float) -> None:
        acked = False
        if not acked:
            raise TimeoutError("no ack from {} within {:.1f}s".format(peer.name, timeout))
