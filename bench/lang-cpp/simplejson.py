#!/usr/bin/env python3
"""Real C-extension errors from Debian's python3-simplejson, explained by
errdex against a scan of the upstream source at the same version.

    simplejson.py ERRDEX SIMPLEJSON_GIT_DIR OUT_DIR

ERRDEX is an errdex binary; SIMPLEJSON_GIT_DIR a clone (bare is fine) of
github.com/simplejson/simplejson (errdex's `fetch github:simplejson/simplejson`
gives one under /work/.mirror). The script

 1. reads the installed version (dpkg-query python3-simplejson, 3.18.3-1 →
    tag v3.18.3), checks that its C speedups are loaded, and exports the
    tag into OUT_DIR/src (nothing fetched is kept in this repository);
 2. scans OUT_DIR/src with errdex into OUT_DIR/catalog.jsonl;
 3. runs every case below with /usr/bin/python3 against the installed
    package, so that simplejson's C code (_speedups.c) raises, and keeps
    the traceback;
 4. finds where the C code raised, independently of errdex: it builds
    _speedups.c of the same tag with -g, runs the same case under gdb with
    breakpoints on PyErr_SetString/Format/SetObject, and takes the
    innermost _speedups.c frame outside raise_errmsg (simplejson's helper
    that raises JSONDecodeError for its caller) at the last error set;
    the case counts only when that run prints the same last line;
 5. runs `errdex explain --json -` on each traceback and reports, per case,
    whether the right _speedups.c line is the one answer, one of tied
    answers, or missing, as a Markdown table and a summary line.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

# Each case makes the installed simplejson raise from its C code. The
# snippets only feed bad input; none names a line.
CASES = [
    ("empty document", "simplejson.loads('')"),
    ("truncated array", "simplejson.loads('[1,')"),
    ("missing array comma", "simplejson.loads('[1 2]')"),
    ("open array", "simplejson.loads('[')"),
    ("open object", "simplejson.loads('{')"),
    ("missing colon", "simplejson.loads('{\"a\" 1}')"),
    ("missing object comma", "simplejson.loads('{\"a\": 1 \"b\": 2}')"),
    ("trailing object comma", "simplejson.loads('{\"a\": 1,}')"),
    ("unterminated string", "simplejson.loads('\"abc')"),
    ("bad escape", "simplejson.loads('\"a\\\\qb\"')"),
    ("short unicode escape", "simplejson.loads('\"\\\\u12\"')"),
    ("control character", "simplejson.loads('\"a\\x01b\"')"),
    ("bad literal", "simplejson.loads('nul')"),
    ("scanstring end", "simplejson.decoder.c_scanstring('abc', 10)"),
    ("scanstring type", "simplejson.decoder.c_scanstring(1, 0)"),
    ("nan not allowed", "simplejson.dumps(float('nan'), allow_nan=False)"),
    ("circular list", "a = []; a.append(a); simplejson.dumps(a)"),
    ("circular dict", "d = {}; d['x'] = d; simplejson.dumps(d)"),
    ("circular default", "class X: pass\nx = X(); simplejson.dumps(x, default=lambda o: o)"),
    ("tuple key", "simplejson.dumps({(1, 2): 1})"),
    ("item_sort_key", "simplejson.dumps({'a': 1}, item_sort_key=5)"),
    ("int_as_string_bitcount type", "simplejson.dumps(1, int_as_string_bitcount='x')"),
    ("int_as_string_bitcount range", "simplejson.dumps(1, int_as_string_bitcount=0)"),
    ("_asdict not a dict", "class P(tuple):\n    def _asdict(self): return [1]\nsimplejson.dumps(P((1,)), namedtuple_as_object=True)"),
]

PY = "/usr/bin/python3"

GDB_SCRIPT = r'''
import gdb
last = [None]
class B(gdb.Breakpoint):
    def stop(self):
        f = gdb.newest_frame().older()
        while f is not None:
            sal = f.find_sal()
            name = f.name() or ""
            if sal.symtab and sal.symtab.filename.endswith("_speedups.c") and name != "raise_errmsg":
                last[0] = (name, sal.line)
                break
            f = f.older()
        return False
gdb.execute("set breakpoint pending on")
for fn in ("PyErr_SetString", "PyErr_Format", "PyErr_SetObject", "PyErr_NoMemory"):
    B(fn)
gdb.execute("run")
if last[0]:
    print("ERRDEX-SITE %s %d" % last[0])
'''


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def last_line(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[-1] if lines else ""


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    errdex, gitdir, out = sys.argv[1:]
    version = run(["dpkg-query", "-W", "-f=${Version}", "python3-simplejson"]).stdout.strip()
    if not version:
        sys.exit("python3-simplejson is not installed (apt-get install python3-simplejson)")
    tag = "v" + version.split("-")[0]
    check = run([PY, "-c", "import simplejson.decoder as d, simplejson.scanner as s; "
                 "assert d.c_scanstring and s.c_make_scanner; print(d.__file__)"])
    if check.returncode != 0:
        sys.exit("simplejson's C speedups are not loaded: " + check.stderr)
    installed = os.path.dirname(check.stdout.strip())

    src = os.path.join(out, "src")
    shutil.rmtree(src, ignore_errors=True)
    os.makedirs(src)
    archive = subprocess.Popen(["git", "-C", gitdir, "archive", tag], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", src], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        sys.exit("git archive %s failed" % tag)
    catalog = os.path.join(out, "catalog.jsonl")
    scan = run([errdex, "scan", src, "--repo", "simplejson/simplejson", "--sha", tag, "-q", "-o", catalog])
    if scan.returncode != 0:
        sys.exit("scan failed: " + scan.stderr)

    # The debug build of the same source, beside a copy of the package.
    dbg = tempfile.mkdtemp(prefix="sj-dbg-")
    shutil.copytree(installed, os.path.join(dbg, "simplejson"))
    cfg = run([PY, "-c", "import sysconfig as s; print(s.get_paths()['include']); print(s.get_config_var('EXT_SUFFIX'))"]).stdout.split()
    for so in os.listdir(os.path.join(dbg, "simplejson")):
        if so.startswith("_speedups"):
            os.remove(os.path.join(dbg, "simplejson", so))
    cc = run(["gcc", "-g", "-O0", "-shared", "-fPIC", "-I" + cfg[0],
              os.path.join(src, "simplejson", "_speedups.c"),
              "-o", os.path.join(dbg, "simplejson", "_speedups" + cfg[1])])
    if cc.returncode != 0:
        sys.exit("building _speedups.c failed: " + cc.stderr)
    gdbpy = os.path.join(tempfile.mkdtemp(prefix="sj-gdb-"), "errdex_sites.py")
    with open(gdbpy, "w") as f:
        f.write(GDB_SCRIPT)

    rows, tally = [], {"one answer": 0, "tied": 0, "wrong": 0, "unknown": 0}
    for name, code in CASES:
        prog = "import simplejson, simplejson.decoder\n" + code
        real = run([PY, "-c", prog])
        tb = real.stderr
        if real.returncode == 0 or "Traceback" not in tb:
            rows.append((name, "(no error)", "", "", "skipped"))
            continue
        g = run(["gdb", "-batch", "-nx", "-x", gdbpy, "--args", PY, "-c",
                 "import sys; sys.path.insert(0, %r)\n" % dbg + prog], timeout=120)
        site = [l.split() for l in g.stdout.splitlines() if l.startswith("ERRDEX-SITE ")]
        if not site or last_line(tb) not in (g.stdout + g.stderr).splitlines():
            rows.append((name, last_line(tb), "", "", "no C site (raised in Python)"))
            continue
        fn, line = site[-1][1], int(site[-1][2])
        ex = run([errdex, "explain", "--json", "--catalog", catalog, "-"], input=tb)
        try:
            ans = json.loads(ex.stdout)
        except ValueError:
            ans = {"matches": []}
        ms = ans.get("matches") or []
        top = ms[0]["score"] if ms else None
        best = [m for m in ms if m["score"] == top]
        where = ["%s:%d" % (m["record"]["filePath"], m["record"]["lineNumber"]) for m in best]
        right = "simplejson/_speedups.c:%d" % line
        if not ms:
            verdict = "unknown"
        elif where == [right]:
            verdict = "one answer"
        elif right in where:
            verdict = "tied"
        else:
            verdict = "wrong"
        tally[verdict] += 1
        answer = ", ".join(where[:3]) + (" (+%d)" % (len(where) - 3) if len(where) > 3 else "")
        rows.append((name, last_line(tb), "%s:%d" % (fn, line), answer or "-", verdict if verdict != "tied" else "tied (%d)" % len(where)))

    print("simplejson %s (Debian %s), C speedups; catalog %s\n" % (tag, version, catalog))
    print("| case | error (last line) | raised at (_speedups.c, gdb) | errdex's best answer | verdict |")
    print("| --- | --- | --- | --- | --- |")
    for r in rows:
        print("| %s | `%s` | %s | %s | %s |" % (r[0], r[1].replace("|", "\\|")[:90], r[2], r[3], r[4]))
    n = sum(tally.values())
    print("\n%d errors raised in C: the right line is the one answer for %d, among tied answers for %d, wrong for %d, unknown for %d"
          % (n, tally["one answer"], tally["tied"], tally["wrong"], tally["unknown"]))
    shutil.rmtree(dbg, ignore_errors=True)


if __name__ == "__main__":
    main()
