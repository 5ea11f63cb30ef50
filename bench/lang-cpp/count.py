#!/usr/bin/env python3
"""Counts C/C++/CUDA error sites independently of errdex, and checks a
catalog against the count.

    count.py ROOT [CATALOG.jsonl]

It lexes every .c .h .cc .cpp .cxx .hpp .hh .cu .cuh file under ROOT
itself (comments and string literals removed, line splices followed) and
counts the tokens that start a site, by kind:

    TORCH_CHECK*      TORCH_CHECK and its _VALUE/_TYPE/_INDEX/_EQ/... forms
    TORCH_ASSERT      TORCH_INTERNAL_ASSERT*, AT_ASSERT, AT_ASSERTM, AT_ERROR
    RuntimeCheck      sgl-kernel's RuntimeCheck(...) and Panic(...)
    RuntimeDeviceCheck  sgl-kernel's RuntimeDeviceCheck(...) (a CUDA status)
    C10_CUDA_CHECK    C10_CUDA_CHECK, C10_CUDA_KERNEL_LAUNCH_CHECK, AT_CUDA_CHECK
    assert            assert(...) (C's, on the host or in device code)
    CHECK_EQ-style    CHECK_EQ/NE/LT/LE/GT/GE(
    TVM_FFI_*         TVM_FFI_ICHECK*, TVM_FFI_CHECK*, TVM_FFI_THROW
    throw             throw followed by an expression (not "throw;", not
                      the exception specification throw())
    PyErr_*           PyErr_SetString/Format/SetObject/SetNone/NoMemory/...
    LOG               LOG(FATAL|ERROR|WARNING|DFATAL)
    CHECK             glog CHECK( / DCHECK(
    other CHECK_*     the project's CHECK_* macros (CHECK_INPUT, CHECK_DIM, ...)

A token inside a #define counts at the #define's first line, where errdex
records a definition. With a catalog, each counted site is "recorded" when
a record of the file has that line (for a #define, a line in the
directive). It prints a Markdown table and, with -v, the sites not
recorded.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

EXTS = (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cu", ".cuh")
SKIP_DIRS = {".git", "node_modules", "third_party", "3rdparty", "vendor", "build"}

IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def tokens(src):
    """Yields (line, text, in_directive_start_line or 0) for identifiers and
    punctuation, skipping comments and literals."""
    i, n, line = 0, len(src), 1
    bol = True
    directive = 0  # start line of the directive being read, 0 outside
    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            bol = True
            directive = 0
            i += 1
            continue
        if c == "\\" and i + 1 < n and src[i + 1] == "\n":
            line += 1
            i += 2
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if src.startswith("//", i):
            while i < n and src[i] != "\n":
                if src[i] == "\\" and i + 1 < n and src[i + 1] == "\n":
                    line += 1
                    i += 1
                i += 1
            continue
        if src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += src.count("\n", i, j)
            i = j
            continue
        if c == "#" and bol:
            directive = line
            bol = False
            i += 1
            yield line, "#", directive
            continue
        bol = False
        m = IDENT.match(src, i)
        if m:
            word = m.group(0)
            j = m.end()
            if j < n and src[j] in "\"'" and word in ("L", "u", "U", "u8", "R", "LR", "uR", "UR", "u8R"):
                i = j  # a prefixed literal: the literal follows
                if "R" in word and src[j] == '"':
                    k = src.find("(", j)
                    delim = ")" + src[j + 1 : k] + '"'
                    e = src.find(delim, k)
                    e = n if e < 0 else e + len(delim)
                    line += src.count("\n", j, e)
                    i = e
                continue
            yield line, word, directive
            i = j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and src[j] != c and src[j] != "\n":
                if src[j] == "\\":
                    if j + 1 < n and src[j + 1] == "\n":
                        line += 1
                    j += 1
                j += 1
            i = j + 1
            continue
        if c.isdigit():
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] in "._'"):
                j += 1
            i = j
            continue
        yield line, c, directive
        i += 1


TORCH_ASSERT = {"TORCH_INTERNAL_ASSERT", "TORCH_INTERNAL_ASSERT_DEBUG_ONLY", "AT_ASSERT", "AT_ASSERTM", "AT_ERROR"}
CHECK_OPS = {"CHECK_EQ", "CHECK_NE", "CHECK_LT", "CHECK_LE", "CHECK_GT", "CHECK_GE"}
PYERR = re.compile(r"^_?PyErr_(SetString|Format|FormatV|SetObject|SetNone|NoMemory|BadArgument|BadInternalCall|SetFromErrno\w*|WarnEx|WarnFormat|Warn)$")


def kind_of(word, nxt, prev, nxt2):
    if word == "throw":
        if nxt in (";", ")") or nxt == "(" and nxt2 == ")":
            return None
        return "throw"
    if nxt != "(":
        return None
    if prev in ("define", ".", "->", "~", "struct", "class"):
        return None
    if word.startswith("TORCH_CHECK"):
        return "TORCH_CHECK*"
    if word in TORCH_ASSERT:
        return "TORCH_ASSERT"
    if word in ("RuntimeCheck", "Panic"):
        return "RuntimeCheck"
    if word == "RuntimeDeviceCheck":
        return "RuntimeDeviceCheck"
    if word in ("C10_CUDA_CHECK", "C10_CUDA_KERNEL_LAUNCH_CHECK", "AT_CUDA_CHECK"):
        return "C10_CUDA_CHECK"
    if word == "assert" and prev not in ("static_assert",):
        return "assert"
    if word in CHECK_OPS:
        return "CHECK_EQ-style"
    if re.match(r"^TVM_FFI_(I|D)?CHECK", word) or word == "TVM_FFI_THROW":
        return "TVM_FFI_*"
    if PYERR.match(word):
        return "PyErr_*"
    if word in ("CHECK", "DCHECK"):
        return "CHECK"
    if word == "LOG":
        return "LOG"
    if re.match(r"^CHECK_[A-Z0-9_]+$", word) or word == "FLASHINFER_CHECK":
        return "other CHECK_*"
    return None


def count(root):
    sites = []  # (path, line, kind, in_define)
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        for f in files:
            if not f.endswith(EXTS):
                continue
            p = os.path.join(dirpath, f)
            try:
                src = open(p, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            toks = list(tokens(src))
            rel = os.path.relpath(p, root)
            for k, (line, word, d) in enumerate(toks):
                prev = toks[k - 1][1] if k else ""
                nxt = toks[k + 1][1] if k + 1 < len(toks) else ""
                nxt2 = toks[k + 2][1] if k + 2 < len(toks) else ""
                kind = kind_of(word, nxt, prev, nxt2)
                if kind == "LOG":
                    if nxt2 not in ("FATAL", "ERROR", "WARNING", "DFATAL"):
                        continue
                if kind is None:
                    continue
                if d and (prev == "define" or k >= 2 and toks[k - 2][1] == "define"):
                    continue  # the macro's own name
                sites.append((rel, d or line, kind, bool(d), line))
    return sites


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv[1:]
    root = args[0]
    sites = count(root)
    recorded = None
    if len(args) > 1:
        lines = defaultdict(set)
        prefix = None
        for l in open(args[1]):
            r = json.loads(l)["record"]
            lines[r["filePath"]].add(r["lineNumber"])
        # filePath is relative to the repository root; ROOT may be below it.
        recorded = lines
    by = Counter()
    hit = Counter()
    misses = []
    for rel, line, kind, in_def, tok_line in sites:
        key = (kind, "define" if in_def else "code")
        by[key] += 1
        if recorded is None:
            continue
        ok = False
        for path, ls in recorded.items():
            if path == rel or path.endswith("/" + rel):
                if in_def:
                    ok = any(line <= l <= tok_line for l in ls)
                else:
                    ok = line in ls
                break
        if ok:
            hit[key] += 1
        else:
            misses.append((rel, tok_line, kind, in_def))
    kinds = sorted({k for k, _ in by}, key=lambda k: -sum(v for (kk, _), v in by.items() if kk == k))
    print("| kind | sites in code | recorded | sites in #define bodies | recorded |")
    print("| --- | ---: | ---: | ---: | ---: |")
    tot = Counter()
    for k in kinds:
        row = [k]
        for where in ("code", "define"):
            n = by[(k, where)]
            tot[where] += n
            tot[where + "hit"] += hit[(k, where)]
            row.append(str(n))
            row.append(f"{hit[(k, where)]} ({100 * hit[(k, where)] / n:.1f}%)" if recorded is not None and n else "")
        print("| " + " | ".join(row) + " |")
    row = ["**all**"]
    for where in ("code", "define"):
        n = tot[where]
        row.append(f"**{n}**")
        row.append(f"**{tot[where + 'hit']} ({100 * tot[where + 'hit'] / n:.1f}%)**" if recorded is not None and n else "")
    print("| " + " | ".join(row) + " |")
    if verbose:
        for rel, line, kind, in_def in sorted(misses):
            print(f"miss {rel}:{line} {kind}{' (in #define)' if in_def else ''}", file=sys.stderr)


if __name__ == "__main__":
    main()
