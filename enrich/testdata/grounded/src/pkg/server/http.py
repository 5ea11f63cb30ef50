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

    def set_status(self, status):
        if status not in Status.__members__:
            raise KeyError(f"no status {status}")

    def run(self, x):
        # forward is the name of two functions with sites: this handler
        # is not linked to either.
        try:
            self.model.forward(x)
        except NotImplementedError:
            pass
