#!/usr/bin/env python3
"""Trigger real exceptions in CPython's standard library and write one JSON
line per exception: the rendered message line, the whole traceback, the true
raise site (innermost frame, path relative to the stdlib root) and whether
the exception was raised by C code (the innermost frame's line is not a
raise/assert statement: the error came from a C function called there).

    python3 bench/match/stdlib_errors.py > cases.jsonl

accuracy.sh feeds the cases to errdex explain. Every case calls a stdlib
function with bad input; nothing here is random, so runs are comparable.
"""
import json
import linecache
import os
import sys
import sysconfig
import traceback

STDLIB = os.path.realpath(sysconfig.get_paths()["stdlib"])


def cases():
    """Yield (label, thunk) pairs, each expected to raise."""
    import argparse
    import base64
    import calendar
    import configparser
    import datetime
    import email.utils
    import fractions
    import gettext
    import ipaddress
    import json as jsonmod
    import pathlib
    import plistlib
    import re
    import shlex
    import statistics
    import string
    import textwrap
    import tomllib
    import urllib.parse
    import uuid
    import zoneinfo
    import fnmatch
    import enum
    import inspect
    import graphlib
    import random
    import colorsys
    import ast
    import tarfile
    import zipfile
    import io
    import http.cookies
    import wave
    import locale
    import html.parser
    import optparse
    import netrc
    import tempfile
    import shutil
    import sched
    import difflib
    import operator
    import functools
    import contextlib
    import dataclasses
    import typing
    import warnings
    import logging
    import quopri
    import copy
    import csv
    import collections
    import heapq
    import bisect

    for s in ["1.2.3", "256.1.1.1", "1.1.1.01", "::1::2", "1:2:3:4:5:6:7:8:9", "abc", "", "1.1.1.1/33",
              "1.2.3.4.5", "::ffff:1.2.3", "12345::", "1.1.1.-1", "0x1.1.1.1", "1..1.1", "fe80::1%",
              "1:2:3:4:5:6:7::8:9", "1::2::3", ":1:2", "1.2.3.256", "1.2.3.4 "]:
        yield f"ip_address({s!r})", lambda s=s: ipaddress.ip_address(s)
    for s in ["10.0.0.1/24", "10.0.0.0/33", "10.0.0.0/255.0.255.0", "::1/129", "1.2.3.4/abc", "10.0.0.0/-1",
              "10.0.0.0/24/1", "2001:db8::1/64", "10.0.0.0/8.0", "a.b.c.d/8"]:
        yield f"ip_network({s!r})", lambda s=s: ipaddress.ip_network(s)
    yield "IPv4Address(-1)", lambda: ipaddress.IPv4Address(-1)
    yield "IPv4Address(2**32)", lambda: ipaddress.IPv4Address(2**32)
    yield "IPv6Address(2**128)", lambda: ipaddress.IPv6Address(2**128)
    yield "IPv4Address(b'123')", lambda: ipaddress.IPv4Address(b"123")
    yield "collapse mixed", lambda: ipaddress.collapse_addresses([ipaddress.ip_address("1.1.1.1"), ipaddress.ip_address("::1")])
    yield "summarize mixed", lambda: list(ipaddress.summarize_address_range(ipaddress.ip_address("1.1.1.1"), ipaddress.ip_address("::1")))
    yield "summarize reversed", lambda: list(ipaddress.summarize_address_range(ipaddress.ip_address("1.1.1.9"), ipaddress.ip_address("1.1.1.1")))
    yield "subnets bad prefix", lambda: list(ipaddress.ip_network("10.0.0.0/24").subnets(new_prefix=8))
    yield "supernet bad prefix", lambda: ipaddress.ip_network("10.0.0.0/24").supernet(new_prefix=30)
    yield "subnets both args", lambda: list(ipaddress.ip_network("10.0.0.0/24").subnets(prefixlen_diff=2, new_prefix=26))
    yield "address_exclude not subnet", lambda: list(ipaddress.ip_network("10.0.0.0/24").address_exclude(ipaddress.ip_network("11.0.0.0/24")))

    for doc in ["a = ", "a = 1\na = 2", "[a]\n[a]", "a = [1, 2", "a = {b = 1", "a = \"x", "a = 1979-05-27T07:32", "= 1",
                "a = 0x", "a = 1__0", "[[a]]\n[a]", "a.b = 1\na = 2", "a = '''x", "a = \"\\q\"", "a = tru", "a = 1 2",
                "[a", "a = {b = 1,}", "a = 1\n[a.b]", "a = 00", "a = +nan1", "a = 1e", "a = [1,,2]", "a = {a=1, a=2}",
                "a = 1979-13-01", "'a = 1", "a = \"\\u00\"", "a = 07:32:00.", "a = [", "\x00"]:
        yield f"tomllib.loads({doc!r})", lambda d=doc: tomllib.loads(d)

    for p in ["(", ")", "[", "a**", "(?P<n>a)(?P<n>b)", "(?P<1>a)", "\\", "a{2,1}", "(?<=a+)b", "[b-a]", "(?z)",
              "(?P=nope)", "\\1", "(?#", "(?P<n", "a|*", "x{1,2}{3}", "(?i", "\\N{NOPE}", "[\\d-z]", "(?(1)a|b|c)",
              "(?'n')", "\\ua", "(?-i)"]:
        yield f"re.compile({p!r})", lambda p=p: re.compile(p)

    for s in ["1/0", "abc", "1.2.3", "1/2/3", "", " / 2", "1e", "inf"]:
        yield f"Fraction({s!r})", lambda s=s: fractions.Fraction(s)
    yield "Fraction(1, 0)", lambda: fractions.Fraction(1, 0)
    yield "Fraction(1.5, 2)", lambda: fractions.Fraction(1.5, 2)
    yield "Fraction(nan)", lambda: fractions.Fraction(float("nan"))
    yield "Fraction(inf)", lambda: fractions.Fraction(float("inf"))
    yield "Fraction limit_denominator(0)", lambda: fractions.Fraction(1, 3).limit_denominator(0)
    yield "Fraction(object)", lambda: fractions.Fraction(object())

    for name in ["mean", "fmean", "geometric_mean", "harmonic_mean", "median", "median_low", "median_high", "mode",
                 "stdev", "pstdev", "variance", "pvariance", "quantiles"]:
        yield f"statistics.{name}([])", lambda n=name: getattr(statistics, n)([])
    yield "variance([1])", lambda: statistics.variance([1])
    yield "harmonic_mean([-1])", lambda: statistics.harmonic_mean([-1, 2])
    yield "geometric_mean([-1])", lambda: statistics.geometric_mean([-1, 2])
    yield "quantiles(n=0)", lambda: statistics.quantiles([1, 2, 3], n=0)
    yield "quantiles method", lambda: statistics.quantiles([1, 2, 3], method="x")
    yield "NormalDist(sigma=-1)", lambda: statistics.NormalDist(0, -1)
    yield "NormalDist.inv_cdf(2)", lambda: statistics.NormalDist().inv_cdf(2)
    yield "correlation len", lambda: statistics.correlation([1, 2], [1])
    yield "correlation constant", lambda: statistics.correlation([1, 1], [1, 2])
    yield "linear_regression len", lambda: statistics.linear_regression([1, 2], [1])
    yield "covariance short", lambda: statistics.covariance([1], [1])

    for u in ["http://[::1", "http://x:abc/", "http://x:99999/", "http://[::1]x/", "http://a b/"]:
        yield f"urlsplit({u!r}).port", lambda u=u: urllib.parse.urlsplit(u).port
    yield "parse_qsl strict", lambda: urllib.parse.parse_qsl("a", strict_parsing=True)
    yield "parse_qsl max_num_fields", lambda: urllib.parse.parse_qsl("a=1&b=2", max_num_fields=1)
    yield "unquote bytes errors", lambda: urllib.parse.quote(b"x", encoding="utf-8")
    yield "urlencode bad", lambda: urllib.parse.urlencode("abc")

    for s in ["x", "123", "{12345678-1234-5678-1234-56781234567}", "zz345678123456781234567812345678"]:
        yield f"UUID({s!r})", lambda s=s: uuid.UUID(s)
    yield "UUID()", lambda: uuid.UUID()
    yield "UUID(bytes short)", lambda: uuid.UUID(bytes=b"123")
    yield "UUID(int big)", lambda: uuid.UUID(int=2**129)
    yield "UUID(fields short)", lambda: uuid.UUID(fields=(1, 2))
    yield "UUID(version 9)", lambda: uuid.UUID(int=1, version=9)

    for tz in ["Nope/Zone", "../etc", "/abs", "", "a" * 300]:
        yield f"ZoneInfo({tz!r})", lambda t=tz: zoneinfo.ZoneInfo(t)

    yield "Template substitute missing", lambda: string.Template("$who").substitute({})
    yield "Template invalid", lambda: string.Template("$").substitute({})
    yield "Formatter bad", lambda: string.Formatter().format("{0}{}", 1, 2)
    yield "Formatter missing", lambda: string.Formatter().format("{x}")
    yield "capwords", lambda: string.capwords(1)

    yield "shlex no closing quote", lambda: shlex.split("a 'b")
    yield "shlex no escaped", lambda: shlex.split("a \\")
    yield "shlex.split(None)", lambda: shlex.split(None)

    yield "textwrap width 0", lambda: textwrap.wrap("abc", width=0)
    yield "textwrap placeholder", lambda: textwrap.shorten("hello world", width=3, placeholder=" [....]")
    yield "textwrap max_lines", lambda: textwrap.wrap("a b c d", width=2, max_lines=1, placeholder="xxxxx")

    yield "plistlib bad", lambda: plistlib.loads(b"not a plist")
    yield "plistlib fmt", lambda: plistlib.loads(b"x", fmt="nope")
    yield "plistlib dumps bad key", lambda: plistlib.dumps({1: 2})
    yield "plistlib dumps obj", lambda: plistlib.dumps(object())

    yield "calendar month 13", lambda: calendar.monthrange(2020, 13)
    yield "calendar weekday", lambda: calendar.setfirstweekday(9)
    yield "calendar month_name", lambda: calendar.month_name[13]

    cp = configparser.ConfigParser()
    yield "configparser dup section", lambda: configparser.ConfigParser().read_string("[a]\n[a]\n")
    yield "configparser dup option", lambda: configparser.ConfigParser().read_string("[a]\nx=1\nx=2\n")
    yield "configparser no section header", lambda: configparser.ConfigParser().read_string("x=1\n")
    yield "configparser parse error", lambda: configparser.ConfigParser().read_string("[a]\n=\n")
    yield "configparser get no section", lambda: cp.get("nope", "x")
    yield "configparser get no option", lambda: (cp.read_string("[s]\n"), cp.get("s", "x"))
    yield "configparser interpolation", lambda: (lambda c: (c.read_string("[s]\na=%(b)s\n"), c.get("s", "a")))(configparser.ConfigParser())
    yield "configparser interpolation syntax", lambda: (lambda c: (c.read_string("[s]\na=%\n"), c.get("s", "a")))(configparser.ConfigParser())
    yield "configparser add default", lambda: configparser.ConfigParser().add_section("DEFAULT")
    yield "configparser add dup", lambda: (lambda c: (c.add_section("x"), c.add_section("x")))(configparser.ConfigParser())
    yield "configparser getint", lambda: (lambda c: (c.read_string("[s]\na=x\n"), c.getboolean("s", "a")))(configparser.ConfigParser())
    yield "configparser set nonstr", lambda: (lambda c: (c.add_section("s"), c.set("s", "a", 1)))(configparser.ConfigParser())

    def ap():
        p = argparse.ArgumentParser(exit_on_error=False)
        p.add_argument("--n", type=int)
        return p
    yield "argparse bad int", lambda: ap().parse_args(["--n", "x"])
    yield "argparse conflicting", lambda: (lambda p: p.add_argument("--n"))(ap())
    yield "argparse bad nargs", lambda: argparse.ArgumentParser().add_argument("--x", nargs=0)
    yield "argparse bad action", lambda: argparse.ArgumentParser().add_argument("--x", action="nope")
    yield "argparse dest positional", lambda: argparse.ArgumentParser().add_argument("x", dest="y")
    yield "argparse required positional", lambda: argparse.ArgumentParser().add_argument("x", required=True)
    yield "argparse invalid option string", lambda: argparse.ArgumentParser().add_argument("-x", "y")
    yield "argparse type not callable", lambda: argparse.ArgumentParser().add_argument("--x", type="int")
    yield "argparse choices", lambda: (lambda p: (p.add_argument("--c", choices=["a"]), p.parse_args(["--c", "b"])))(argparse.ArgumentParser(exit_on_error=False))

    yield "email parsedate_to_datetime", lambda: email.utils.parsedate_to_datetime("nope")
    yield "email formataddr", lambda: email.utils.formataddr(("a", "b"), charset=1)

    yield "json loads empty", lambda: jsonmod.loads("")
    yield "json loads bad", lambda: jsonmod.loads("{")
    yield "json dumps obj", lambda: jsonmod.dumps(object())
    yield "json dumps circular", lambda: (lambda l: (l.append(l), jsonmod.dumps(l, check_circular=True)))([])
    yield "json dumps nan strict", lambda: jsonmod.dumps(float("nan"), allow_nan=False)
    yield "json dumps bad key", lambda: jsonmod.dumps({(1,): 2})
    yield "json JSONDecoder extra", lambda: jsonmod.loads("1 2")

    yield "pathlib relative_to", lambda: pathlib.PurePosixPath("/a").relative_to("/b")
    yield "pathlib with_suffix", lambda: pathlib.PurePosixPath("/a").with_suffix("x")
    yield "pathlib with_name empty", lambda: pathlib.PurePosixPath("/").with_name("x")
    yield "pathlib with_name bad", lambda: pathlib.PurePosixPath("/a").with_name("")
    yield "pathlib with_stem", lambda: pathlib.PurePosixPath("/").with_stem("x")
    yield "pathlib glob empty", lambda: list(pathlib.Path(".").glob(""))
    yield "pathlib as_uri relative", lambda: pathlib.PurePosixPath("a").as_uri()

    yield "gettext translation", lambda: gettext.translation("nope-domain", localedir="/nonexistent")
    yield "gettext c2py", lambda: gettext.c2py("n ==")

    yield "enum bad value", lambda: enum.Enum("E", "A B")(5)
    yield "enum dup", lambda: enum.Enum("E", [("A", 1), ("A", 2)])
    yield "enum unique", lambda: enum.unique(enum.Enum("E", [("A", 1), ("B", 1)]))
    yield "enum reassign", lambda: setattr(enum.Enum("E", "A"), "A", 2)

    yield "inspect signature builtin", lambda: inspect.signature(1)
    yield "inspect getsource builtin", lambda: inspect.getsource(len)
    yield "inspect bind", lambda: inspect.signature(lambda a: a).bind()
    yield "inspect bind extra", lambda: inspect.signature(lambda a: a).bind(1, 2)
    yield "inspect bind kw", lambda: inspect.signature(lambda a: a).bind(1, b=2)
    yield "inspect Parameter bad name", lambda: inspect.Parameter("1x", inspect.Parameter.POSITIONAL_ONLY)
    yield "inspect Parameter kind", lambda: inspect.Parameter("x", 99)

    yield "graphlib cycle", lambda: list(graphlib.TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
    yield "graphlib add after prepare", lambda: (lambda t: (t.prepare(), t.add("x")))(graphlib.TopologicalSorter())
    yield "graphlib done unknown", lambda: (lambda t: (t.prepare(), t.done("zz")))(graphlib.TopologicalSorter())
    yield "graphlib get_ready before prepare", lambda: graphlib.TopologicalSorter().get_ready()

    yield "random choice empty", lambda: random.choice([])
    yield "random sample too big", lambda: random.sample([1], 2)
    yield "random randrange empty", lambda: random.randrange(5, 1)
    yield "random randrange step 0", lambda: random.randrange(1, 5, 0)
    yield "random choices weights", lambda: random.choices([1], weights=[1, 2])
    yield "random choices cum", lambda: random.choices([1], weights=[1], cum_weights=[1])
    yield "random sample set", lambda: random.sample({1, 2}, 1)
    yield "random binomialvariate", lambda: random.binomialvariate(-1)

    yield "ast literal_eval", lambda: ast.literal_eval("f(x)")
    yield "ast literal_eval name", lambda: ast.literal_eval("a")

    yield "tarfile open", lambda: tarfile.open(fileobj=io.BytesIO(b"not a tar"))
    yield "tarfile mode", lambda: tarfile.open("x", mode="zz")
    yield "zipfile bad", lambda: zipfile.ZipFile(io.BytesIO(b"not a zip"))
    yield "zipfile mode", lambda: zipfile.ZipFile(io.BytesIO(), mode="q")
    yield "zipfile compression", lambda: zipfile.ZipFile(io.BytesIO(), mode="w", compression=99)

    yield "cookies illegal key", lambda: http.cookies.SimpleCookie()["a b"]
    yield "cookies set bad key", lambda: http.cookies.Morsel().set("expires", "v", "v")
    yield "cookies bad attr", lambda: http.cookies.Morsel().__setitem__("nope", 1)

    yield "wave bad", lambda: wave.open(io.BytesIO(b"RIFF0000WAVE"))
    yield "wave not riff", lambda: wave.open(io.BytesIO(b"nope" * 4))
    yield "locale normalize", lambda: locale.setlocale(locale.LC_ALL, "nope_NOPE.UTF-99")

    yield "optparse bad type", lambda: optparse.OptionParser().add_option("--x", type="nope")
    yield "optparse bad action", lambda: optparse.OptionParser().add_option("--x", action="nope")
    yield "optparse conflict", lambda: (lambda p: (p.add_option("--x"), p.add_option("--x")))(optparse.OptionParser())
    yield "optparse bad opt string", lambda: optparse.OptionParser().add_option("x")

    yield "netrc bad", lambda: netrc.netrc("/nonexistent/netrc")
    yield "tempfile bad dir", lambda: tempfile.mkstemp(dir="/nonexistent/dir")
    yield "shutil same file", lambda: shutil.copyfile(__file__, __file__)
    yield "shutil unpack format", lambda: shutil.unpack_archive("x.nope")
    yield "shutil make_archive format", lambda: shutil.make_archive("x", "nope")
    yield "shutil register dup", lambda: shutil.register_unpack_format("zip", [".zip"], lambda *a: None)
    yield "sched cancel", lambda: sched.scheduler().cancel(None)
    yield "difflib get_close n", lambda: difflib.get_close_matches("a", ["a"], n=0)
    yield "difflib cutoff", lambda: difflib.get_close_matches("a", ["a"], cutoff=2)
    yield "functools reduce empty", lambda: functools.reduce(lambda a, b: a, [])
    yield "functools singledispatch", lambda: functools.singledispatch(lambda x: x).register(1)
    yield "functools total_ordering", lambda: functools.total_ordering(type("T", (), {}))
    yield "contextlib ExitStack", lambda: contextlib.ExitStack().enter_context(object())
    yield "contextlib contextmanager no yield", lambda: contextlib.contextmanager(lambda: iter(()))().__enter__()
    yield "dataclass field order", lambda: dataclasses.make_dataclass("D", [("a", int, dataclasses.field(default=1)), ("b", int)])
    yield "dataclass mutable default", lambda: dataclasses.make_dataclass("D", [("a", list, dataclasses.field(default=[]))])
    yield "dataclasses fields non", lambda: dataclasses.fields(1)
    yield "dataclasses asdict non", lambda: dataclasses.asdict(1)
    yield "dataclasses replace non", lambda: dataclasses.replace(1)
    yield "dataclass field both", lambda: dataclasses.field(default=1, default_factory=list)
    yield "typing Union empty", lambda: typing.Union[()]
    yield "typing Generic bad", lambda: typing.Generic[int]
    yield "typing NewType", lambda: typing.NewType("X", 1)("a").x
    yield "typing TypeVar both", lambda: typing.TypeVar("T", int)
    yield "warnings bad action", lambda: warnings.simplefilter("nope")
    yield "warnings bad category", lambda: warnings.filterwarnings("ignore", category=1)
    yield "logging bad level", lambda: logging.getLogger("x").setLevel("NOPE")
    yield "logging Formatter style", lambda: logging.Formatter(style="x")
    yield "logging Formatter validate", lambda: logging.Formatter("%(nope", style="%")
    yield "logging dictConfig", lambda: __import__("logging.config").config.dictConfig({"version": 2})
    yield "copy uncopyable", lambda: copy.deepcopy(iter([]).__class__)  # allowed, no error
    yield "csv field limit", lambda: list(csv.reader(["a"], dialect="nope"))
    yield "collections namedtuple bad", lambda: collections.namedtuple("T", "1a")
    yield "collections namedtuple dup", lambda: collections.namedtuple("T", "a a")
    yield "collections namedtuple keyword", lambda: collections.namedtuple("T", "def")
    yield "collections namedtuple underscore", lambda: collections.namedtuple("T", "_a")
    yield "collections _make", lambda: collections.namedtuple("T", "a")._make([1, 2])
    yield "collections _replace", lambda: collections.namedtuple("T", "a")(1)._replace(b=2)
    yield "collections UserList", lambda: collections.ChainMap().pop("x")
    yield "collections ChainMap popitem", lambda: collections.ChainMap().popitem()
    yield "collections Counter fromkeys", lambda: collections.Counter.fromkeys("ab")
    yield "collections OrderedDict popitem", lambda: collections.OrderedDict().popitem()
    yield "heapq heappop empty", lambda: heapq.heappop([])
    yield "bisect lo negative", lambda: bisect.bisect([1], 1, lo=-1)
    yield "base64 b32decode", lambda: base64.b32decode("1")
    yield "base64 b85decode", lambda: base64.b85decode("~")
    yield "base64 a85decode", lambda: base64.a85decode("z~")
    yield "base64 b16decode", lambda: base64.b16decode("zz")
    yield "datetime fromisoformat", lambda: datetime.datetime.fromisoformat("nope")
    yield "datetime strptime", lambda: datetime.datetime.strptime("x", "%Y")
    yield "datetime date month", lambda: datetime.date(2020, 13, 1)
    yield "colorsys", lambda: colorsys.rgb_to_hsv("a", 1, 1)
    yield "fnmatch translate", lambda: fnmatch.fnmatch(1, "*")
    yield "operator itemgetter", lambda: operator.itemgetter(5)([1])
    yield "quopri", lambda: quopri.decodestring(1)
    yield "html parser", lambda: html.parser.HTMLParser().feed(1)


def site(tb):
    """Innermost frame of tb: (path, line, raised_in_c)."""
    last = tb
    while last.tb_next is not None:
        last = last.tb_next
    frame = last.tb_frame
    path = os.path.realpath(frame.f_code.co_filename)
    line = last.tb_lineno
    src = linecache.getline(path, line).strip()
    in_c = not (src.startswith("raise") or src.startswith("assert")) or not path.startswith(STDLIB + os.sep)
    rel = os.path.relpath(path, STDLIB) if path.startswith(STDLIB + os.sep) else path
    return rel, line, in_c


def main():
    n = 0
    for label, thunk in cases():
        try:
            thunk()
        except BaseException as e:  # noqa: BLE001 - we want every exception
            if isinstance(e, (KeyboardInterrupt, SystemExit)):
                raise
            rel, line, in_c = site(e.__traceback__)
            msg = traceback.format_exception_only(type(e), e)[-1].strip()
            tb = "".join(traceback.format_exception(type(e), e, e.__traceback__))
            print(json.dumps({"label": label, "message": msg, "traceback": tb, "file": rel, "line": line, "c": in_c}))
            n += 1
    print(f"stdlib_errors: {n} exceptions", file=sys.stderr)


if __name__ == "__main__":
    main()
