#!/usr/bin/env python3
"""Checks a scan --env catalog's permalinks against the packages'
repositories where a git mirror of one is at hand: does the ref exist, does
the file exist at it, and is the record's raising line that line of the
file there.

    python3 bench/env/permalinks.py CATALOG.jsonl MIRRORS

MIRRORS holds OWNER+NAME/repo git directories (errdex's fetch layout).
Prints, per package whose repository is mirrored, records checked and how
many permalinks are right, then the totals.
"""
import collections
import json
import os
import re
import subprocess
import sys

URL = re.compile(r"^https://github\.com/([^/]+/[^/]+)/blob/([^/]+)/(.+)#L(\d+)-L(\d+)$")


def git(d, *args):
    r = subprocess.run(["git", "-C", d, *args], capture_output=True)
    return r.returncode, r.stdout


def main():
    cat, mirrors = sys.argv[1], sys.argv[2]
    resolved, blobs = {}, {}
    stats = collections.defaultdict(collections.Counter)
    for line in open(cat, encoding="utf-8"):
        r = json.loads(line)["record"]
        m = URL.match(r["githubUrl"] or "")
        if not m:
            continue
        repo, ref, path = m.group(1), m.group(2), m.group(3)
        d = os.path.join(mirrors, repo.replace("/", "+"), "repo")
        if not os.path.isdir(d):
            continue
        pkg = next((t for t in r["tags"] if t.startswith("pkg:")), "?")
        st = stats[pkg]
        st["records"] += 1
        if (d, ref) not in resolved:
            rc, out = git(d, "rev-parse", "--verify", "--quiet", ref + "^{commit}")
            resolved[(d, ref)] = out.decode().strip() if rc == 0 else None
        commit = resolved[(d, ref)]
        if commit is None:
            st["no such ref"] += 1
            continue
        if (d, commit, path) not in blobs:
            rc, out = git(d, "show", f"{commit}:{path}")
            blobs[(d, commit, path)] = out.decode("utf-8", "replace").split("\n") if rc == 0 else None
        lines = blobs[(d, commit, path)]
        if lines is None:
            st["no such file"] += 1
            continue
        want = r["sourceCode"].split("\n")[r["lineNumber"] - r["sourceCodeStart"]]
        n = r["lineNumber"]
        if n <= len(lines) and lines[n - 1] == want:
            st["right"] += 1
        else:
            st["line differs"] += 1
    total = collections.Counter()
    for pkg in sorted(stats):
        st = stats[pkg]
        total.update(st)
        print(f"{pkg}: {st['records']} records, {st['right']} right, {st['no such ref']} no such ref, "
              f"{st['no such file']} no such file, {st['line differs']} line differs")
    print(f"all {len(stats)} packages: {total['records']} records, {total['right']} right "
          f"({100 * total['right'] / max(total['records'], 1):.1f}%), {total['no such ref']} no such ref, "
          f"{total['no such file']} no such file, {total['line differs']} line differs")


if __name__ == "__main__":
    main()
