#!/usr/bin/env python3
"""Run real standard-library software so that it logs real warnings and
errors, and write the log it printed plus the truth: for every log line the
source site that emitted it.

    python3 bench/logs-python/real_logs.py OUTDIR

writes OUTDIR/app.log (exactly what the programs printed, with the logging
setup's usual prefixes) and OUTDIR/truth.jsonl, one object per error line:
{"line": N, "sites": ["http/server.py:466"], "native": false, "text": "..."},
each site relative to the standard library (or to dist-packages for pip).
The first site is the call that logged or warned; the others, when
present, are where the text was made: the calls that passed it down to a
helper that logs it (http.server's send_error(code, message) calls
log_error), the caller of a deprecation helper (warnings._deprecated), or
the raise of the exception whose text a generic handler logs (pip's
`logger.critical(str(exc))`). Any of them is a right answer.
The truth comes from observing the programs, never from errdex: a logging
handler records each record's pathname and lineno; wrappers record the
caller of http.server's log_error, of asyncio's call_exception_handler and
of warnings.warn, so the site is the call that made the text, not the
logging plumbing under it. When that caller is C (asyncio's _asyncio
accelerator finalising a task, a warning issued by a C module), the line is
marked native and the site is the Python source that the accelerator
mirrors, where there is one. The programs' output is unchanged.

The programs:
- http.server's SimpleHTTPRequestHandler, served on loopback and sent bad
  requests over raw sockets: a malformed request line, a bad version, an
  unsupported method, a missing file, an overlong header, a timeout;
- asyncio: a task whose exception is never retrieved, a pending task
  destroyed, an exception in a loop callback, a slow callback in debug
  mode;
- concurrent.futures: a done-callback that raises;
- warnings: deprecated calls and modules (shlex.split(None),
  locale.getdefaultlocale, imp, asyncore), a nested set in a regular
  expression, a duplicate name in a zip file, an implicitly cleaned-up
  temporary directory, ssl.SSLContext() without a protocol (C);
- pip (Debian's python3-pip, run by /usr/bin/python3 in a subprocess) with
  an unreachable index, a missing requirement, an invalid requirement and
  a missing requirements file.
"""
import asyncio
import concurrent.futures
import gc
import http.server
import io
import json
import linecache
import logging
import os
import re
import socket
import subprocess
import sys
import sysconfig
import threading
import time
import warnings

STDLIB = os.path.realpath(sysconfig.get_paths()["stdlib"])


def rel(path):
    p = os.path.realpath(path)
    return os.path.relpath(p, STDLIB) if p.startswith(STDLIB + os.sep) else p


class Log:
    """The log file, and the truth of each error line written to it."""

    def __init__(self, outdir):
        self.f = open(os.path.join(outdir, "app.log"), "w")
        self.truth = []
        self.pending = []  # (site, native, text) for the next lines written
        self.override = None  # (site, native) set by a wrapper around the call that logs
        self.lines = 0

    def write(self, s):
        for part in s.splitlines(keepends=True):
            self.f.write(part)
            if part.endswith("\n"):
                self.lines += 1
                if self.pending:
                    sites, native, text = self.pending.pop(0)
                    self.truth.append({"line": self.lines, "sites": [x for x in sites if x], "native": native, "text": text})
        self.f.flush()

    def expect(self, sites, text, native=False):
        self.pending.append((sites, native, text))

    def skip(self, n):
        """Counts n lines written by a subprocess."""
        self.lines += n

    def flush(self):
        self.f.flush()


class Truth(logging.Handler):
    """Records the site of every log record at WARNING and above, before
    the formatting handler writes it."""

    def __init__(self, log):
        super().__init__(logging.WARNING)
        self.log = log

    def emit(self, record):
        sites, native = [f"{rel(record.pathname)}:{record.lineno}"], False
        f = sys._getframe(1)
        while f is not None and not (f.f_code.co_filename == record.pathname and f.f_lineno == record.lineno):
            f = f.f_back
        if f is not None:
            sites += passed_down(f, record.getMessage())
        if self.log.override:
            sites, native = self.log.override
            self.log.override = None
        elif record.name == "py.warnings":
            sites, native = [], True  # warned by C code: no wrapper saw it
        self.log.expect(sites, record.getMessage().split("\n")[0], native)


def passed_down(f, text):
    """The sites that handed text down to frame f's function: while the
    function got a string parameter that the logged text contains (a
    helper such as http.server's send_error(code, message)), the call of
    it one frame up, and so on."""
    sites = []
    while f is not None and f.f_back is not None:
        code = f.f_code
        args = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
        if not any(isinstance(f.f_locals.get(a), str) and len(f.f_locals[a]) > 3 and f.f_locals[a] in text for a in args):
            break
        f = f.f_back
        sites.append(f"{rel(f.f_code.co_filename)}:{f.f_lineno}")
    return sites


def caller(depth=2):
    """The stdlib-relative site of the frame depth levels up, and whether
    that frame is not the call (the caller is C code)."""
    f = sys._getframe(depth)
    return f"{rel(f.f_code.co_filename)}:{f.f_lineno}", f


def python_equivalent(message):
    """The call_exception_handler call in asyncio's Python source whose
    context message is message: the code that _asyncio's C finalisers
    mirror."""
    import ast
    d = os.path.dirname(asyncio.__file__)
    for name in sorted(os.listdir(d)):
        if not name.endswith(".py"):
            continue
        tree = ast.parse(open(os.path.join(d, name)).read())
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            lits = []
            for n in ast.walk(fn):
                if isinstance(n, ast.Dict):
                    for k, v in zip(n.keys, n.values):
                        if isinstance(k, ast.Constant) and k.value == "message":
                            parts = [v] if isinstance(v, ast.Constant) else getattr(v, "values", [])
                            lits.append([c.value for c in parts if isinstance(c, ast.Constant)])
            if not any(l and all(x in message for x in l) for l in lits):
                continue
            for n in ast.walk(fn):
                if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "call_exception_handler":
                    return f"asyncio/{name}:{n.lineno}"
    return None


def watch_asyncio(log):
    """Records the caller of every call_exception_handler: the code whose
    context the default handler logs."""
    orig = asyncio.BaseEventLoop.call_exception_handler

    def call_exception_handler(self, context):
        site, f = caller()
        if "call_exception_handler" in linecache.getline(f.f_code.co_filename, f.f_lineno):
            log.override = ([site], False)
        else:
            log.override = ([python_equivalent(context.get("message", ""))], True)
        try:
            return orig(self, context)
        finally:
            log.override = None

    asyncio.BaseEventLoop.call_exception_handler = call_exception_handler


def watch_warnings(log):
    """Records the caller of warnings.warn for the modules that look it up
    as warnings.warn at call time."""
    orig = warnings.warn

    def warn(*args, **kwargs):
        site, f = caller()
        sites = [site]
        if f.f_code.co_filename == warnings.__file__:
            sites.append(caller(3)[0])  # warnings._deprecated's caller
        log.override = (sites, False)
        try:
            return orig(*args, **kwargs)
        finally:
            log.override = None

    warnings.warn = warn


def http_server(log):
    # http.server writes its log lines to sys.stderr itself.
    orig_error = http.server.BaseHTTPRequestHandler.log_error

    def log_error(self, format, *args):
        site, f = caller()
        log.expect([site] + passed_down(f, format % args), format % args)
        orig_error(self, format, *args)

    http.server.BaseHTTPRequestHandler.log_error = log_error
    http.server.BaseHTTPRequestHandler.log_request = lambda self, code="-", size="-": None
    http.server.SimpleHTTPRequestHandler.timeout = 0.5
    root = os.path.dirname(os.path.abspath(__file__))
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=root, **k)
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    port = srv.server_address[1]
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    requests = [
        b"GARBAGE\r\n\r\n",
        b"GET / HTTP/9.9\r\n\r\n",
        b"GET / HTTP/1.x\r\n\r\n",
        b"FROB / HTTP/1.1\r\n\r\n",
        b"GET /no/such/file HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET / HTTP/1.1\r\n" + b"X-Long: " + b"a" * 70000 + b"\r\n\r\n",
        b"GET / HTTP/1.1\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(120)) + b"\r\n",
        b"GET /" + b"a" * 70000 + b" HTTP/1.1\r\n\r\n",
        b"GET",  # then silence: the request times out
    ]
    for req in requests:
        with socket.create_connection(("127.0.0.1", port)) as s:
            s.sendall(req)
            s.settimeout(3)
            try:
                while s.recv(65536):
                    pass
            except (socket.timeout, ConnectionResetError):
                pass
        time.sleep(0.05)
    srv.shutdown()
    srv.server_close()


def asyncio_cases():
    async def boom():
        raise ValueError("boom in a task")

    async def forever():
        await asyncio.sleep(3600)

    def bad_callback():
        raise RuntimeError("callback failed")

    def slow():
        time.sleep(0.15)

    async def main():
        loop = asyncio.get_running_loop()
        t = loop.create_task(boom())
        await asyncio.sleep(0.01)
        del t
        gc.collect()
        loop.call_soon(bad_callback)
        await asyncio.sleep(0.01)
        loop.set_debug(True)
        loop.slow_callback_duration = 0.1
        loop.call_soon(slow)
        await asyncio.sleep(0.3)
        loop.set_debug(False)

    asyncio.run(main())
    # A pending task destroyed with its loop.
    loop = asyncio.new_event_loop()
    loop.create_task(forever())
    loop.run_until_complete(asyncio.sleep(0))
    loop.close()
    del loop
    gc.collect()


def futures_cases():
    def cb(f):
        raise KeyError("callback key")

    with concurrent.futures.ThreadPoolExecutor(1) as ex:
        f = ex.submit(lambda: 1)
        f.result()
        f.add_done_callback(cb)


def warning_cases():
    import shlex

    warnings.simplefilter("always")
    shlex.split(None)
    import locale
    locale.getdefaultlocale()
    import imp  # noqa: F401
    import asyncore  # noqa: F401
    re.compile("[[a]")
    import tempfile
    import zipfile
    with zipfile.ZipFile(io.BytesIO(), "w") as zf:
        zf.writestr("a.txt", "x")
        zf.writestr("a.txt", "y")
    d = tempfile.TemporaryDirectory()
    del d
    gc.collect()
    import ssl
    ssl.SSLContext()


PIP_BOOT = r"""
import json, logging, sys
out = open(sys.argv[1], "a")
handle = logging.Logger.handle
def traced(self, record):
    if record.levelno >= logging.WARNING:
        # The exception being handled, if the message is its text: where
        # it was raised (the innermost frame of its traceback).
        raised = None
        exc = sys.exc_info()[1]
        if exc is not None and str(exc) and str(exc) in record.getMessage():
            tb = exc.__traceback__
            while tb.tb_next:
                tb = tb.tb_next
            raised = [tb.tb_frame.f_code.co_filename, tb.tb_lineno]
        out.write(json.dumps({"path": record.pathname, "line": record.lineno,
                              "msg": record.getMessage(), "raised": raised}) + "\n")
        out.flush()
    return handle(self, record)
logging.Logger.handle = traced
from pip._internal.cli.main import main
sys.exit(main(sys.argv[2:]))
"""


def pip_cases(log, outdir):
    """Runs Debian's pip in a subprocess; its output goes into the log as
    printed, and each warning or error line's truth is the logging call
    that a patched Logger.handle saw for it, joined in order by text."""
    pip = "/usr/bin/python3"
    if not os.path.exists("/usr/lib/python3/dist-packages/pip"):
        print("real_logs: Debian's python3-pip not installed; pip cases skipped", file=sys.stderr)
        return
    dist = "/usr/lib/python3/dist-packages/"
    runs = [
        ["download", "--no-cache-dir", "--index-url", "http://127.0.0.1:1/simple", "--retries", "2", "--timeout", "1", "-d", outdir, "nosuchpkg"],
        ["download", "--no-cache-dir", "--no-index", "-d", outdir, "nosuch==1"],
        ["download", "--no-cache-dir", "--no-index", "-d", outdir, "bad req!!"],
        ["download", "--no-cache-dir", "--no-index", "-d", outdir, "-r", "/nonexistent/requirements.txt"],
        ["download", "--no-cache-dir", "--no-index", "-d", outdir, "--find-links", "/nonexistent/links", "x"],
    ]
    traces = os.path.join(outdir, "pip-truth.jsonl")
    for args in runs:
        open(traces, "w").close()
        p = subprocess.run([pip, "-c", PIP_BOOT, traces] + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
        with open(traces) as f:
            recs = [json.loads(l) for l in f]
        for line in p.stdout.splitlines(keepends=True):
            first = line.rstrip("\n")
            if recs and recs[0]["msg"].split("\n")[0] and recs[0]["msg"].split("\n")[0] in first:
                r = recs.pop(0)
                sites = [f"{r['path']}:{r['line']}"]
                if r["raised"]:
                    sites.append(f"{r['raised'][0]}:{r['raised'][1]}")
                log.expect([x[len(dist):] if x.startswith(dist) else x for x in sites], first)
            log.write(line)
        for r in recs:
            print(f"real_logs: pip record not found in its output: {r['msg'][:80]!r}", file=sys.stderr)


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    log = Log(outdir)
    sys.stderr = log
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    out = logging.StreamHandler(log)
    out.setFormatter(fmt)
    root = logging.getLogger()
    root.addHandler(Truth(log))
    root.addHandler(out)
    root.setLevel(logging.DEBUG)
    logging.captureWarnings(True)
    watch_asyncio(log)
    watch_warnings(log)
    logging.getLogger("app").info("starting")
    http_server(log)
    logging.getLogger("app").info("http server done")
    asyncio_cases()
    futures_cases()
    warning_cases()
    pip_cases(log, outdir)
    logging.getLogger("app").info("done")
    sys.stderr = sys.__stderr__
    with open(os.path.join(outdir, "truth.jsonl"), "w") as f:
        for t in log.truth:
            f.write(json.dumps(t) + "\n")
    print(f"real_logs: {log.lines} lines, {len(log.truth)} error lines", file=sys.stderr)


if __name__ == "__main__":
    main()
