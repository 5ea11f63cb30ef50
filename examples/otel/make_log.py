"""Write examples/otel/app.log: a log of a service using examples/kvstore.

Run from the repository root:

    python3 examples/otel/make_log.py > examples/otel/app.log

Every error in the log is raised by running the kvstore code; nothing is
rendered from errdex's templates. The logging format is Python's usual
"time level logger: message", and logger.exception() adds the traceback on
the following lines, which the collector's filelog receiver joins back into
one record. Timestamps are fixed, so the file is the same on every run
from the same checkout with the same Python.
"""
import json
import logging
import sys
import time

# The tracebacks print absolute paths (under the checkout this ran in), as a
# deployed service's do; errdex matches a frame by its path's tail
# (examples/kvstore/kvstore/replica.py), wherever the checkout is.
sys.path.insert(0, "examples/kvstore")

from kvstore.replica import Replica  # noqa: E402
from kvstore.store import Store  # noqa: E402

class FixedClock(logging.Formatter):
    """Stamps records 250 ms apart from 2026-08-01 05:00:00 UTC."""

    start = 1785560400.0
    n = 0

    def formatTime(self, record, datefmt=None):
        t = self.start + 0.25 * FixedClock.n
        FixedClock.n += 1
        return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(t)) + ",%03d" % (t % 1 * 1000)


handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(FixedClock("%(asctime)s %(levelname)s %(name)s: %(message)s"))
root = logging.getLogger()
root.addHandler(handler)
root.setLevel(logging.DEBUG)
log = logging.getLogger("kvstore.service")

log.info("starting kvstore service with 3 replicas")
store = Store(capacity=2, replicas=1)
log.debug("store capacity %d", store.capacity)

try:
    Store(capacity=1, replicas=3)
except Exception:
    log.exception("invalid configuration, using defaults")

store.put("a", b"1")
log.info("put a")
try:
    store.put("b", "not bytes")
except AssertionError as e:
    log.warning("rejected write: %s", e)

store.put("b", b"2")
try:
    store.put("c", b"3")
except MemoryError as e:
    log.error("%s: %s", type(e).__name__, e)

try:
    store.get("zzz")
except Exception:
    log.exception("lookup failed")

leader = Replica("r0", [b"x", b"y", b"z"], epoch=4)
follower = Replica("r1", [b"x", b"y"], epoch=3)
log.info("syncing %s -> %s", leader.name, follower.name)
try:
    leader.transfer_state(follower)
except RuntimeError:
    log.exception("replication failed")

ahead = Replica("r2", [b"x", b"y", b"z"], epoch=9)
try:
    leader.transfer_state(ahead)
except Exception:
    log.exception("replication failed")

try:
    leader.await_ack(follower, timeout=2.5)
except TimeoutError as e:
    log.warning("retrying: %s", e)

# Raised by the interpreter inside a catalogued function, at a line that
# has no raise statement: errdex reports it as native.
frozen = Replica("r3", (b"x", b"y", b"z"), epoch=1)
try:
    leader.transfer_state(frozen)
except Exception:
    log.exception("replication failed")

# Raised by the standard library, which this catalog does not cover.
try:
    json.loads('{"shards": 3,}')
except ValueError:
    log.exception("bad peer manifest")

log.info("shutting down")
