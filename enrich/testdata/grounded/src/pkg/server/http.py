from enum import Enum


class Status(Enum):
    OK = 1
    DOWN = 2


class Server:
    def start(self, port):
        if self._thread is not None:
            raise RuntimeError("server already started")
        if not 0 < port < 65536:
            raise ValueError(f"bad port {port}")
        if not self.is_ready():
            raise RuntimeError("not ready")
