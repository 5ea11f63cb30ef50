#!/usr/bin/env python3
"""Makes the CPython runtime corpus: real errors raised by the
interpreter's C code, each with the C site that set it, found by gdb.

    gen.py SRC OUT.jsonl [-k LABEL-REGEXP] [-j JOBS] [--snippets FILE]
           [--suite NAME] [--python PATH] [--seen CASES.jsonl]

SRC is CPython's source tree at the interpreter's version (3.11.2 for
Debian 12's python3.11: `apt-get source --download-only python3.11` with
deb-src lines, then unpack python3.11_3.11.2.orig.tar.gz). It needs gdb and
Debian's python3.11-dbg (the debug interpreter python3.11d with its debug
information).

Each snippet of snippets.txt runs in python3.11d under gdb. A breakpoint
on _PyErr_SetObject, which every PyErr_Set*/PyErr_Format* call, the
interpreter's raise and _PyErr_SetKeyError reach, records the C stack of
every exception set while the snippet's own code runs (between two marker
calls, os.getppid() and os.getpgrp(), whose C functions carry breakpoints
that switch the recording on and off). The exception that reaches the
snippet is the last one recorded whose class is the raised exception's
class or one of its bases (PyErr_SetFromErrno sets OSError, which
becomes FileNotFoundError). Its site, the truth, is the first frame of
that stack outside Python/errors.c: the C statement that called the
error API. When that statement passes a message or format it was given
rather than a string literal (format_exc_check_arg, path_error), the
frame that called it is also a right answer (callers). An exception set
by the interpreter's own raise statement (do_raise setting a class or
instance, that is a Python raise) is not a C error and is left out.

--snippets names another snippets file (snippets2.txt, a later batch) and
--suite the suite its cases get (cpython2); their scratch files are named
after the suite, so that their tracebacks name other files than the
first batch's. --python runs another debug interpreter than python3.11d
on PATH (the packages unpacked with dpkg -x into a folder of their own);
its standard library's folder is written as /usr/lib/python3.11 in the
tracebacks, where the installed one is. --seen drops the cases whose
message and truth are those of a case of an earlier batch.

A case is one line in bench/deployed/eval's format: lang "c", suite
"cpython", kind "raised", package the truth's source file (the split's
unit, see split.txt), message the exception's last line as Python prints
it, traceback the whole of it (the snippet's frames, or the standard
library's where it called into C), truth {file, line, start, end, func}
with file relative to SRC. Cases with the same message and truth are
written once.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

DRIVER = r'''
import json, os, sys, traceback
cases = json.load(open(sys.argv[1]))
out = open(sys.argv[2], "w")
for c in cases:
    path = c["path"]
    g = {"__name__": "__main__", "__file__": path}
    try:
        exec(compile(c["setup"], path, "exec"), g)
        code = compile("\n" * c["skip"] + c["test"], path, "exec")
    except BaseException as e:
        out.write(json.dumps({"id": c["id"], "setup_error": repr(e)}) + "\n")
        os.getppid(); os.getpgrp()
        continue
    err = None
    os.getppid()
    try:
        exec(code, g)
    except BaseException as e:
        err = e
    os.getpgrp()
    if err is None:
        out.write(json.dumps({"id": c["id"], "no_error": True}) + "\n")
        continue
    tb = err.__traceback__.tb_next if err.__traceback__ is not None else None
    if isinstance(err, SyntaxError):
        message = "%s: %s" % (type(err).__name__, err.msg)
    else:
        message = "".join(traceback.format_exception_only(type(err), err)).rstrip("\n")
    tbtext = "".join(traceback.format_exception(type(err), err, tb)).rstrip("\n")
    stdlib = os.path.dirname(os.__file__)
    if stdlib != "/usr/lib/python3.11":
        tbtext = tbtext.replace(stdlib + "/", "/usr/lib/python3.11/")
    out.write(json.dumps({
        "id": c["id"],
        "type": type(err).__name__,
        "mro": [k.__name__ for k in type(err).__mro__],
        "message": message,
        "traceback": tbtext,
    }) + "\n")
    out.flush()
'''

GDB = r'''
import gdb, json
gdb.execute("set pagination off")
gdb.execute("set confirm off")
OUT = %(out)r
hits = []
state = {"on": False, "case": -1}

def frames():
    out = []
    f = gdb.newest_frame()
    while f is not None and len(out) < 12:
        sal = f.find_sal()
        out.append({"func": f.name() or "?", "file": sal.symtab.filename if sal.symtab else "?", "line": sal.line})
        f = f.older()
    return out

class Err(gdb.Breakpoint):
    def stop(self):
        if state["on"]:
            try:
                t = gdb.parse_and_eval("((PyTypeObject*)exception)->tp_name").string()
            except Exception:
                t = "?"
            hits.append({"case": state["case"], "type": t, "frames": frames()})
        return False

class Start(gdb.Breakpoint):
    def stop(self):
        state["case"] += 1
        state["on"] = True
        return False

class End(gdb.Breakpoint):
    def stop(self):
        state["on"] = False
        return False

Err("_PyErr_SetObject", internal=True)
Start("os_getppid_impl", internal=True)
End("os_getpgrp_impl", internal=True)
gdb.execute("run")
with open(OUT, "w") as f:
    for h in hits:
        f.write(json.dumps(h) + "\n")
'''


def read_snippets(path):
    cases, label, lines = [], None, []
    for line in open(path, encoding="utf-8"):
        if line.startswith("--- "):
            if label:
                cases.append((label, "".join(lines)))
            label, lines = line[4:].strip(), []
        elif label is not None:
            lines.append(line)
        # lines before the first label are the header
    if label:
        cases.append((label, "".join(lines)))
    return cases


def split_setup(code):
    """The leading import lines (at least one line is left to test)."""
    lines = code.rstrip("\n").split("\n")
    n = 0
    while n < len(lines) - 1 and re.match(r"(import|from)\s", lines[n]):
        n += 1
    return "\n".join(lines[:n]) + "\n", n, "\n".join(lines[n:]) + "\n"


PYTHON = "python3.11d"


def run_batch(batch, workdir):
    """Runs one batch of cases in python3.11d under gdb; returns the
    driver's results and gdb's hits by case index in the batch."""
    fd, cases_path = tempfile.mkstemp(dir=workdir, suffix=".json")
    os.close(fd)
    res_path = cases_path + ".out"
    hits_path = cases_path + ".hits"
    script = cases_path + ".gdb.py"
    drv = os.path.join(workdir, "driver.py")
    with open(cases_path, "w") as f:
        json.dump(batch, f)
    with open(script, "w") as f:
        f.write(GDB % {"out": hits_path})
    subprocess.run(["gdb", "-q", "-batch", "-nx", "-x", script, "--args", PYTHON, "-X", "utf8", drv, cases_path, res_path],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600, cwd=workdir)
    results = [json.loads(l) for l in open(res_path)] if os.path.exists(res_path) else []
    hits = {}
    if os.path.exists(hits_path):
        for l in open(hits_path):
            h = json.loads(l)
            hits.setdefault(h["case"], []).append(h)
    for p in (cases_path, res_path, hits_path, script):
        if os.path.exists(p):
            os.remove(p)
    return results, hits


def norm(path):
    while path.startswith("../") or path.startswith("./"):
        path = path[path.index("/") + 1:]
    return path


def statement(src_lines, line):
    """The line range of the C statement holding line, and its text."""
    start = line
    while start > 1 and line - start < 6:
        prev = src_lines[start - 2].rstrip()
        if prev.endswith((";", "{", "}", ":")) or prev.lstrip().startswith("#") or prev == "" or prev.lstrip().startswith(("/*", "*", "//")):
            break
        start -= 1
    end, depth = line, 0
    text = ""
    for i in range(start, min(start + 15, len(src_lines) + 1)):
        text += src_lines[i - 1]
        end = i
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', src_lines[i - 1])
        depth += code.count("(") - code.count(")")
        if depth <= 0 and code.rstrip().endswith((";", "{", "}")):
            break
    return start, end, text


ERROR_FILE = "Python/errors.c"


def raises_here(stmt, filesrc):
    """Whether a statement can be the one that set an exception: it calls
    the error API (an identifier with Err in it) or a function-like macro
    of its file (CHECK_CLOSED(self), which expands to the call)."""
    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', re.sub(r"/\*.*?\*/", "", stmt, flags=re.S))
    if re.search(r"\w*(?:Err|ERR)\w*\s*\(", code):
        return True
    for name in re.findall(r"\b([A-Za-z_]\w*)\s*\(", code):
        if re.search(r"^\s*#\s*define\s+" + name + r"\(", filesrc, re.M):
            return True
    return False


def passes_text(stmt, filesrc, line=0):
    """Whether a calling statement at line passes message text: a string
    literal, a macro of its file defined as one (NAME_ERROR_MSG), or a
    local that the lines above assign a string literal (msg = "invalid
    token"; in the branches of a switch)."""
    code = re.sub(r"/\*.*?\*/", "", stmt, flags=re.S)
    if '"' in code:
        return True
    for name in re.findall(r"\b[A-Z][A-Z0-9_]{3,}\b", code):
        if re.search(r"^\s*#\s*define\s+" + name + r"\s+\"", filesrc, re.M):
            return True
    if line:
        above = "\n".join(filesrc.split("\n")[max(0, line - 80):line - 1])
        call = code[code.find("("):] if "(" in code else ""
        for name in set(re.findall(r"\b[a-z_]\w*\b", call)):
            if re.search(r"\b" + name + r"\s*=\s*\"", above):
                return True
    return False


def site_of(hit, src):
    """The first frame of a recorded exception outside errors.c, with its
    file's source and statement, or why there is none."""
    fs = [dict(f, file=norm(f["file"])) for f in hit["frames"]]
    i = 1  # frame 0 is _PyErr_SetObject itself
    while i < len(fs) and fs[i]["file"] == ERROR_FILE:
        i += 1
    if i >= len(fs):
        return None, "stack ends in errors.c"
    if fs[i]["func"] == "do_raise" and i == 1:
        return None, "a Python raise statement"
    t = fs[i]
    path = os.path.join(src, t["file"])
    if not os.path.exists(path):
        return None, "no source file " + t["file"]
    filesrc = open(path, encoding="utf-8", errors="replace").read()
    stmt = statement(filesrc.split("\n"), t["line"])
    if not raises_here(stmt[2], filesrc):
        return None, "the source line does not raise (the binary was built from other source)"
    return (t, i, fs, filesrc, stmt), None


def truth_of(hits, result, src):
    """The site of the raised exception, the frames that passed it the
    message's text, why a case is left out, and a note when the site is
    not the last exception recorded of the class: the last one's
    statement (its macros' bodies included) carries other text than the
    message, and an earlier one's carries it (the clean-up after the raise
    set and cleared an exception of the same class, which gdb recorded
    last); the latest earlier hit whose statement carries the text is the
    site, and when none does the case is left out."""
    names = set(result["mro"])
    mine = [h for h in hits if h["type"].rsplit(".", 1)[-1] in names]
    if not mine:
        return None, None, "no recorded exception of class " + result["type"], ""
    replaced = []
    for hit in reversed(mine):
        site, why = site_of(hit, src)
        if why and not replaced:
            return None, None, why, ""
        if why:
            continue  # an earlier exception that is no site either
        t, i, fs, filesrc, (start, end, text) = site
        if carries_text(text, filesrc, result["message"]):
            break
        replaced.append("%s:%d %s" % (t["file"], t["line"], t["func"]))
    else:
        return None, None, "the recorded site's text is not in the message, nor an earlier one's of the class (another exception replaced it)", ""
    note = ""
    if replaced:
        note = "the last %s recorded, at %s, carries other text than the message; the site is the latest earlier one that carries it" % (
            result["type"], replaced[0])
    truth = {"file": t["file"], "line": t["line"], "start": start, "end": end, "func": t["func"]}
    # While a statement passes on a message it was given (no literal text
    # in the call: format_exc_check_arg(tstate, exc, format_str, obj)),
    # the frame that called it is a right answer too, up to the first
    # one that passes text (NAME_ERROR_MSG, "invalid syntax").
    callers = []
    # The statement's own text, unless it prints a parameter of its
    # function (binop_type_error's op_name): then the frames that hand the
    # value on, up to the one that spells it, made the message too.
    passed = '"' in re.sub(r"/\*.*?\*/", "", text, flags=re.S) and not prints_param(text, params_of(filesrc, t["line"], t["func"]))
    while not passed and i + 1 < len(fs) and len(callers) < 4:
        i += 1
        c = fs[i]
        cpath = os.path.join(src, c["file"])
        if not os.path.exists(cpath):
            break
        csrc = open(cpath, encoding="utf-8", errors="replace").read()
        cs, ce, ctext = statement(csrc.split("\n"), c["line"])
        callers.append({"file": c["file"], "line": c["line"], "start": cs, "end": ce, "func": c["func"]})
        passed = passes_text(ctext, csrc, c["line"])
    if not passed:
        callers = []  # no frame passed text: the site's own record is the answer
    return truth, callers, None, note


def params_of(filesrc, line, func):
    """The parameter names of function func, defined above line."""
    lines = filesrc.split("\n")
    for i in range(min(line, len(lines)) - 1, -1, -1):
        if re.match(r"(?:\w[\w\s\*]*\s\**)?" + re.escape(func) + r"\s*\(", lines[i]):
            head = " ".join(lines[i:i + 12])
            head = head[head.index("(") + 1:]
            depth, out = 0, ""
            for ch in head:
                if ch == "(":
                    depth += 1
                elif ch == ")":
                    if depth == 0:
                        break
                    depth -= 1
                out += ch
            names = []
            for p in out.split(","):
                ids = re.findall(r"[A-Za-z_]\w*", p)
                if ids and ids[-1] not in ("void", "const"):
                    names.append(ids[-1])
            return names
    return []


def prints_param(stmt, params):
    """Whether the statement passes one of params to the error call other
    than as its class (its first argument)."""
    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', re.sub(r"/\*.*?\*/", "", stmt, flags=re.S))
    i = code.find("(")
    if i < 0:
        return False
    rest = code[i + 1:]
    parts = rest.split(",", 1)
    if len(parts) < 2:
        return False
    if re.match(r"\s*tstate\s*$", parts[0]):  # _PyErr_Format(tstate, exc, ...)
        parts = parts[1].split(",", 1)
        if len(parts) < 2:
            return False
    return any(re.search(r"\b" + re.escape(p) + r"\b", parts[1]) for p in params)


def defines(filesrc):
    """Each #define of the file: name -> its body (continued lines
    joined), the function-like ones' parameters dropped."""
    out = {}
    lines = filesrc.split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"\s*#\s*define\s+([A-Za-z_]\w*)(\([^)]*\))?(.*)", lines[i])
        if not m:
            i += 1
            continue
        body = m.group(3)
        while body.rstrip().endswith("\\") and i + 1 < len(lines):
            i += 1
            body = body.rstrip()[:-1] + "\n" + lines[i]
        out.setdefault(m.group(1), body)
        i += 1
    return out


STRING_RUN = re.compile(r'"(?:[^"\\]|\\.)*"(?:\s*"(?:[^"\\]|\\.)*")*')


def string_runs(code):
    """The strings of C code: each run of adjacent literals joined, as the
    compiler joins them."""
    return ["".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(0))) for m in STRING_RUN.finditer(code)]


def carried_literals(stmt, filesrc):
    """The strings the statement carries: its own, and those of the
    macros of its file it uses (CHECK_INITIALIZED(self), whose body
    raises "I/O operation on uninitialized object"; NAME_ERROR_MSG), and
    of the macros those use in turn (three levels)."""
    code = re.sub(r"/\*.*?\*/", "", stmt, flags=re.S)
    lits = string_runs(code)
    defs = defines(filesrc)
    seen, todo = set(), [code]
    for _ in range(3):
        nxt = []
        for c in todo:
            for name in re.findall(r"\b([A-Za-z_]\w*)\b", STRING_RUN.sub('""', c)):
                if name in defs and name not in seen:
                    seen.add(name)
                    body = re.sub(r"/\*.*?\*/", "", defs[name], flags=re.S)
                    lits += string_runs(body)
                    nxt.append(body)
        todo = nxt
    return lits


def carries_text(stmt, filesrc, message):
    """Whether the statement (with the macros of its file it uses)
    carries the message's literal text: it carries no string at all (a
    value is raised: nothing to check), or one of its strings has no run
    of four characters between format directives, or has one that is in
    the message. A macro use whose body raises other words fails: the
    exception recorded there is not the one that reached the code (a
    clean-up after the raise read an attribute whose getter set and
    cleared one of its own)."""
    lits = carried_literals(stmt, filesrc)
    if not lits:
        return True
    for lit in lits:
        text = lit.replace("\\'", "'").replace('\\"', '"')
        pieces = [p for p in re.split(r"%[-+ #0-9.*]*[a-zA-Z%]", text) if len(p.strip()) >= 4]
        if not pieces or any(p in message for p in pieces):
            return True
    return False


def literal_in(stmt, message):
    """Whether the statement's text agrees with the message: it has no
    string literal, or a run of at least four characters of its literals
    (between format directives) is in the message."""
    lits = re.findall(r'"((?:[^"\\]|\\.)*)"', re.sub(r"/\*.*?\*/", "", stmt, flags=re.S))
    if not lits:
        return True
    text = "".join(lits).replace("\\'", "'").replace('\\"', '"')
    pieces = [p for p in re.split(r"%[-+ #0-9.*]*[a-zA-Z%]", text) if len(p.strip()) >= 4]
    return not pieces or any(p in message for p in pieces)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("out")
    ap.add_argument("-k", default="", help="only labels matching this regexp")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--batch", type=int, default=40)
    ap.add_argument("--snippets", default=os.path.join(HERE, "snippets.txt"))
    ap.add_argument("--suite", default="cpython")
    ap.add_argument("--python", default="python3.11d")
    ap.add_argument("--seen", default="")
    a = ap.parse_args()
    global PYTHON
    PYTHON = a.python
    snippets = [(n, s) for n, s in enumerate(read_snippets(a.snippets)) if re.search(a.k, s[0])]
    prefix = "case_" if a.suite == "cpython" else a.suite + "_case_"
    # A fixed folder, so that the tracebacks (which name it) come out the
    # same on every run.
    workdir = os.path.join(tempfile.gettempdir(), "errdex-runtime-cases")
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "driver.py"), "w") as f:
        f.write(DRIVER)
    cases = []
    for n, (label, code) in snippets:
        setup, skip, test = split_setup(code)
        path = os.path.join(workdir, prefix + "%04d.py" % n)
        with open(path, "w") as f:
            f.write(code)
        cases.append({"id": n, "label": label, "path": path, "setup": setup, "skip": skip, "test": test})
    batches = [cases[i:i + a.batch] for i in range(0, len(cases), a.batch)]
    out, dropped, seen, earlier, notes = [], {}, set(), set(), 0
    if a.seen:
        for line in open(a.seen):
            c = json.loads(line)
            earlier.add((c["message"], c["truth"]["file"], c["truth"]["line"]))
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        for batch, (results, hits) in zip(batches, ex.map(lambda b: run_batch(b, workdir), batches)):
            byid = {r["id"]: r for r in results}
            k = 0  # the driver calls the markers once per case, in order
            for c in batch:
                r = byid.get(c["id"])
                mine = hits.get(k, [])
                k += 1
                if r is None:
                    why = "the interpreter stopped"
                elif r.get("setup_error") or r.get("no_error"):
                    why = "setup failed" if r.get("setup_error") else "no exception"
                else:
                    truth, callers, why, note = truth_of(mine, r, a.src)
                if why:
                    dropped.setdefault(why, []).append(c["label"])
                    continue
                key = (r["message"], truth["file"], truth["line"])
                if key in seen:
                    dropped.setdefault("duplicate", []).append(c["label"])
                    continue
                if key in earlier:
                    dropped.setdefault("a case of the earlier batch", []).append(c["label"])
                    continue
                seen.add(key)
                case = {"lang": "c", "suite": a.suite, "label": c["label"], "kind": "raised",
                        "package": truth["file"], "repo": "python/cpython",
                        "message": r["message"], "traceback": r["traceback"],
                        "truth": truth, "callers": callers}
                if note:
                    case["note"] = note
                    notes += 1
                out.append(case)
    with open(a.out, "w") as f:
        for c in out:
            f.write(json.dumps(c) + "\n")
    for why, labels in sorted(dropped.items()):
        print("left out, %s: %d (%s)" % (why, len(labels), " ".join(labels[:12]) + (" ..." if len(labels) > 12 else "")), file=sys.stderr)
    if notes:
        print("%d cases at an earlier recorded site than the last of their class (the last one's statement carries other text)" % notes, file=sys.stderr)
    print("%d cases at %d sites in %d files" % (len(out), len({(c["truth"]["file"], c["truth"]["line"]) for c in out}),
                                                len({c["package"] for c in out})), file=sys.stderr)


if __name__ == "__main__":
    main()
