"""Write a log of a service using examples/kvstore, in one of the formats
the collector configurations of examples/otel read.

Run from the repository root:

    python3 examples/otel/make_log.py > examples/otel/app.log
    python3 examples/otel/make_log.py basic > examples/otel/app-basic.log
    python3 examples/otel/make_log.py json > examples/otel/app-json.log
    python3 examples/otel/make_log.py cri > examples/otel/app-cri.log
    python3 examples/otel/make_log.py docker > examples/otel/app-docker.log

Every error in the log is raised by running the kvstore code; nothing is
rendered from errdex's templates. The formats (config.yaml,
python-basic.yaml, json.yaml, cri.yaml and docker.yaml read them):

- python (the default): "%(asctime)s %(levelname)s %(name)s: %(message)s",
  Python's usual format with a time; logger.exception() adds the traceback
  on the following lines, which the collector joins back into one record;
- basic: logging.basicConfig()'s default, "%(levelname)s:%(name)s:%(message)s";
- json: one JSON object a record, with the keys python-json-logger writes
  for "%(asctime)s %(levelname)s %(name)s %(message)s" and the traceback
  under "exc_info";
- cri: the python format as a container runtime (containerd, CRI-O)
  writes a container's stderr to its log file: each line framed as
  "TIME stderr F LINE";
- docker: the python format as Docker's json-file log driver writes it:
  each line a JSON object {"log":"LINE\\n","stream":"stderr","time":TIME}.

Timestamps are fixed, so the file is the same on every run from the same
checkout with the same Python.
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

START = 1785560400.0  # 2026-08-01 05:00:00 UTC


class FixedClock(logging.Formatter):
    """Stamps records 250 ms apart from 2026-08-01 05:00:00 UTC."""

    n = 0

    def format(self, record):
        record.fixed = START + 0.25 * FixedClock.n
        FixedClock.n += 1
        return super().format(record)

    def formatTime(self, record, datefmt=None):
        t = record.fixed
        return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(t)) + ",%03d" % (t % 1 * 1000)


class JSONFormatter(FixedClock):
    """One JSON object a record, as python-json-logger writes it."""

    def format(self, record):
        record.fixed = START + 0.25 * FixedClock.n
        FixedClock.n += 1
        out = {
            "asctime": self.formatTime(record),
            "levelname": record.levelname,
            "name": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            out["exc_info"] = self.formatException(record.exc_info)
        return json.dumps(out)


def rfc3339nano(t):
    """Formats t as Go's time.RFC3339Nano, which containerd and Docker
    stamp log lines with: trailing zeros of the fraction dropped."""
    frac = ("%09d" % round(t % 1 * 1e9)).rstrip("0")
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + ("." + frac if frac else "") + "Z"


class Framed(logging.StreamHandler):
    """Writes each line of a record as a container runtime logs it."""

    def __init__(self, stream, framing):
        super().__init__(stream)
        self.framing = framing

    def emit(self, record):
        text = self.format(record)
        t = rfc3339nano(record.fixed)
        for line in text.split("\n"):
            if self.framing == "cri":
                self.stream.write("%s stderr F %s\n" % (t, line))
            else:
                self.stream.write(json.dumps({"log": line + "\n", "stream": "stderr", "time": t}, separators=(",", ":")) + "\n")
        self.flush()


FORMATS = {
    "python": "%(asctime)s %(levelname)s %(name)s: %(message)s",
    "basic": logging.BASIC_FORMAT,
}

kind = sys.argv[1] if len(sys.argv) > 1 else "python"
if kind == "json":
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(JSONFormatter())
elif kind in ("cri", "docker"):
    handler = Framed(sys.stdout, kind)
    handler.setFormatter(FixedClock(FORMATS["python"]))
elif kind in FORMATS:
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(FixedClock(FORMATS[kind]))
else:
    sys.exit("usage: make_log.py [python|basic|json|cri|docker]")
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
