#!/usr/bin/env python3
"""Write the shapes of the messages CPython's interpreter raises itself.

    python3 match/runtimes/python.py > match/runtimes/python.txt

Each probe below runs twice with different values; the two messages are
aligned word by word and what differs becomes a hole ({}). The result is
one shape a line: the text the interpreter (its C code: argument parsing,
attribute lookup, operators, int(), the builtins) gives any program, which
a library's record may copy (a __getattr__ raising "'X' object has no
attribute 'y'" in the interpreter's words). errdex's match reads the file
(embedded) to tell such look-alike records from the runtime when the
runtime's own sources are not in the catalog. Nothing here is copied from
CPython's sources: every shape is what the installed interpreter printed.
"""
import _thread
import abc
import array
import asyncio
import binascii
import bisect
import bz2
import collections
import collections.abc
import datetime
import difflib
import errno
import functools
import hashlib
import io
import itertools
import json
import lzma
import marshal
import math
import operator
import os
import pickle
import queue
import random
import re
import shutil
import socket
import struct
import sys
import tempfile
import threading
import time
import traceback
import unicodedata
import zlib

def fa(a):
    return a


def gbc(x):
    return x


def fa2(a, b):
    return a


def gbc2(x, y):
    return x


def fka(*, a):
    return a


def gkbc(*, x):
    return x


class _C:
    def m(self):
        return self


ma, mbc = _C().m, _C.__init__


# Two scratch folders of different names, each holding a file: a path
# the probes print is a value.
_scratch_dir = tempfile.mkdtemp()
_scratch = os.path.join(_scratch_dir, "f")
open(_scratch, "w").close()
_other_dir = tempfile.mkdtemp(prefix="other")
_other = os.path.join(_other_dir, "file2")
open(_other, "w").close()


def closed(mode):
    """A file of the scratch folder opened in mode and closed."""
    f = open(_scratch, mode)
    f.close()
    return f


def closed_object(make):
    """An object make() returns, closed."""
    f = make()
    f.close()
    return f



class _Bare:
    """A class without __init__ or __new__ of its own."""


class _Abstract1(abc.ABC):
    @abc.abstractmethod
    def run(self):
        pass


class _Abstract2(abc.ABC):
    @abc.abstractmethod
    def stop(self):
        pass


class _BadStr:
    """An object whose __str__ returns what it was given."""
    def __init__(self, v):
        self.v = v

    def __str__(self):
        return self.v


def _stop_in_generator(v):
    """A generator whose body lets StopIteration out."""
    yield next(iter([]))


# Each probe is a function of one argument that raises; it is called with
# the two values of its pair.
PROBES = [
    (lambda v: getattr(v, "attr_" + str(len(str(v)))), (1, "ab")),
    (lambda v: getattr(v, "nope_" + v.__name__), (__import__("os"), __import__("json"))),
    (lambda v: setattr(v, "x" * len(str(v)), 1), (1, "ab")),
    (lambda v: v.__dict__["k" + str(v)], (object(), int)),
    (lambda v: {}[v], ("key", 12)),
    (lambda v: [1, 2][v], (5, 9)),
    (lambda v: (1, 2)[v], (5, 9)),
    (lambda v: "ab"[v], (5, 9)),
    (lambda v: [].pop(), (0, 1)),
    (lambda v: {}.popitem(), (0, 1)),
    (lambda v: set().pop(), (0, 1)),
    (lambda v: [1].remove(v), (5, "x")),
    (lambda v: [1].index(v), (5, "x")),
    (lambda v: "abc".index(v), ("z", "q")),
    (lambda v: (1,).index(v), (5, "x")),
    (lambda v: int(v), ("x1", "abc")),
    (lambda v: int(v, 16), ("xg", "zz")),
    (lambda v: float(v), ("x1", "abc")),
    (lambda v: complex(v), ("x1", "abc")),
    (lambda v: int(v), ([1], {})),
    (lambda v: float(v), ([1], {})),
    (lambda v: 1 / v, (0, 0.0)),
    (lambda v: 1 // v, (0, 0.0)),
    (lambda v: 1 % v, (0, 0.0)),
    (lambda v: divmod(1, v), (0, 0.0)),
    (lambda v: v[0] + v[1], (("a", 1), ([1], "x"))),
    (lambda v: v[0] + v[1], ((1, "a"), (1.5, [1]))),
    (lambda v: v[0] - v[1], (("a", 1), ([1], 1.5))),
    (lambda v: v[0] * v[1], (("x", 1.5), ([1], "y"))),
    (lambda v: v[0] < v[1], (("a", 1), ([1], 1.5))),
    (lambda v: v[0] ** v[1], ((1, "x"), ([1], 1.5))),
    (lambda v: -v, ("a", [1])),
    (lambda v: ~v, ("a", 1.5)),
    (lambda v: v(), (1, "a")),
    (lambda v: v[0], (1, 1.5)),
    (lambda v: v.__setitem__(0, 1), ("a", (1,))),
    (lambda v: v.__delitem__(0), ("a", (1,))),
    (lambda v: iter(v), (1, 1.5)),
    (lambda v: next(v), ([1], "a")),
    (lambda v: len(v), (1, 1.5)),
    (lambda v: hash(v), ([1], {})),
    (lambda v: {v: 1}, ([1], {})),
    (lambda v: {v}, ([1], {})),
    (lambda v: sorted([1, v]), ("a", [1])),
    (lambda v: max(v), ([], ())),
    (lambda v: min(v), ([], ())),
    (lambda v: chr(v), (-1, 1 << 30)),
    (lambda v: ord(v), ("ab", "abc")),
    (lambda v: range(v), ("a", 1.5)),
    (lambda v: range(1, 2, v), (0, 0)),
    (lambda v: bytes(v), (-1, -5)),
    (lambda v: bytearray(v), (-1, -5)),
    (lambda v: "x".join(v), ([1], [1.5])),
    (lambda v: "%d" % v, ("a", [1])),
    (lambda v: "%s %s" % (v,), ("a", 1)),
    (lambda v: "{}{}".format(v), ("a", 1)),
    (lambda v: "{x}".format(y=v), ("a", 1)),
    (lambda v: "{0:d}".format(v), ("a", 1.5)),
    (lambda v: format(v, "q"), (1, 1.5)),
    (lambda v: "abc".encode(v), ("nope", "bogus")),
    (lambda v: b"\xff".decode(v), ("ascii", "utf-8")),
    (lambda v: v.encode("ascii"), ("\xe9", "\u4e2d")),
    (lambda v: "a".startswith(v), (1, 1.5)),
    (lambda v: "a".split(v), (1, 1.5)),
    (lambda v: "a".replace(v, "b"), (1, 1.5)),
    (lambda v: "a" in v, (1, 1.5)),
    (lambda v: isinstance(1, v), (1, "a")),
    (lambda v: issubclass(v, int), (1, "a")),
    (lambda v: type(v, (), {}), (1, 1.5)),
    (lambda v: super(v), (1, "a")),
    (lambda v: object.__new__(v), (1, "a")),
    (lambda v: v.__class__(1, 2, 3, 4), ([1], {})),
    (lambda v: v(), (fa, gbc)),
    (lambda v: v(), (fa2, gbc2)),
    (lambda v: v(1, 2, 3), (fa, gbc2)),
    (lambda v: v(1, **{"kw_" + v.__name__: 1}), (fa, gbc)),
    (lambda v: v(), (fka, gkbc)),
    (lambda v: v(1, **{v.__code__.co_varnames[0]: 2}), (fa, gbc)),
    (lambda v: v(1, 2), (ma, mbc)),
    (lambda v: dict(v), (1, [1])),
    (lambda v: dict([v]), ((1,), "a")),
    (lambda v: list(v), (1, 1.5)),
    (lambda v: tuple(v), (1, 1.5)),
    (lambda v: set(v), (1, 1.5)),
    (lambda v: frozenset(v), (1, 1.5)),
    (lambda v: zip(v), (1, 1.5)),
    (lambda v: map(len, v), (1, 1.5)),
    (lambda v: enumerate(v), (1, 1.5)),
    (lambda v: reversed(v), (1, 1.5)),
    (lambda v: round(v), ("a", [1])),
    (lambda v: abs(v), ("a", [1])),
    (lambda v: int.from_bytes(v, "big"), (1, 1.5)),
    (lambda v: (1).to_bytes(v, "big"), (-1, -5)),
    (lambda v: (256 * v).to_bytes(1, "big"), (1, 3)),
    (lambda v: open(v), (1.5, [1])),
    (lambda v: open("/nonexistent/" + str(v)), ("a", "bc")),
    (lambda v: open("/", v), ("q", "z")),
    (lambda v: __import__(v), ("nonexistent_mod_a", "nonexistent_mod_bc")),
    (lambda v: exec("from %s import nope_%s" % v), (("os", "a"), ("json", "bc"))),
    (lambda v: exec(v), ("x = (", "def")),
    (lambda v: exec(v), ("nope_name_a", "nope_name_bc")),
    (lambda v: exec("def f():\n  " + v + "\n  " + v + " = 1\nf()"), ("xa", "ybc")),
    (lambda v: compile(v, "<s>", "eval"), ("1 +", "(")),
    (lambda v: eval(v), ("1 +", "(")),
    (lambda v: memoryview(v), (1, "a")),
    (lambda v: slice(1, 2)[v], (0, 1)),
    (lambda v: property().__get__(v), (1, "a")),
    (lambda v: staticmethod(v)(), (1, "a")),
    (lambda v: bin(v), (1.5, "a")),
    (lambda v: hex(v), (1.5, "a")),
    (lambda v: oct(v), (1.5, "a")),
    (lambda v: pow(v, -1, 5), (0, 10)),
    (lambda v: pow(2, v, 0), (1, 3)),
    (lambda v: int("1" * 5000 * v), (1, 2)),
    (lambda v: float(10 ** (400 * v)), (1, 2)),
    (lambda v: 10.0 ** (400 * v), (1, 2)),
    (lambda v: [0] * (2 ** (62 + v)), (1, 2)),
    (lambda v: v.__len__(), (1, 1.5)),
    (lambda v: delattr(v, "x" * len(str(v))), (1, "ab")),
    (lambda v: object().__setattr__(v, 1), (1, 1.5)),
    (lambda v: (1).__dict__, (0, 1)),
    (lambda v: list.append(v, 1), ("a", (1,))),
    (lambda v: str.upper(v), (1, 1.5)),
    (lambda v: v.decode(), ("a", 1)),
    (lambda v: sum(v), (["a"], [[1]])),
    (lambda v: sum([1], v), ("a", "bc")),
    (lambda v: any(v), (1, 1.5)),
    (lambda v: filter(None, v), (1, 1.5)),
    (lambda v: callable(), (0, 1)),
    (lambda v: vars(v), (1, "a")),
    (lambda v: dir(1, v), (1, "a")),
    (lambda v: getattr(v), (1, "a")),
    (lambda v: globals()[v], ("nope_a", "nope_bc")),
    (lambda v: (yield_from_none(v)), (1, 2)),
    (lambda v: raise_in_generator(v), (1, 2)),
    (lambda v: recursion(v), (1, 2)),
    (lambda v: metaclass_conflict(v), (1, 2)),
    (lambda v: mro_entries(v), ([1], "a")),
    (lambda v: ignore_generator_exit(v), (1, 2)),
    # The C code of the modules built into the interpreter: files, codecs
    # (their bytes, characters and positions are values), base64's and
    # hex digits' C helpers, random, struct, math, datetime, collections,
    # zlib, array, itertools.
    (lambda v: closed(v).read(), ("rb", "r+b")),
    (lambda v: closed(v).write(b"x"), ("wb", "r+b")),
    (lambda v: closed(v).read(), ("r", "r+")),
    (lambda v: closed_object(v).read(), (io.StringIO, io.BytesIO)),
    (lambda v: closed_object(lambda: io.FileIO(_scratch, v)).read(), ("r", "r+")),
    (lambda v: open(_scratch, v).read(), ("w", "a")),
    (lambda v: open(_scratch, v).write("x"), ("r", "r")),
    (lambda v: open(_scratch, "r", newline=v), ("x", "yz")),
    (lambda v: io.BufferedReader(io.BytesIO(), v), (0, -5)),
    (lambda v: (b"a" * v[0] + v[1]).decode("utf-8"), ((0, b"\xff"), (2, b"\x80a"))),
    (lambda v: (b"a" * v[0] + v[1]).decode("utf-8"), ((0, b"\xc3"), (2, b"\xc4"))),
    (lambda v: (b"a" * v[0] + v[1]).decode("utf-8"), ((0, b"\xc3a"), (2, b"\xc4b"))),
    (lambda v: (b"a" * v[0] + v[1]).decode("ascii"), ((0, b"\xff"), (2, b"\x80"))),
    (lambda v: ("a" * v[0] + v[1]).encode("ascii"), ((0, "\xe9"), (2, "\u4e2d"))),
    (lambda v: ("a" * v[0] + v[1]).encode("ascii"), ((0, "\xe9\xe9"), (2, "\u4e2d\u4e2d"))),
    (lambda v: ("a" * v[0] + v[1]).encode("latin-1"), ((0, "\u4e2d"), (2, "\u4e2e"))),
    (lambda v: ("a" * v[0] + v[1]).encode("utf-8"), ((0, "\ud800"), (2, "\udc80"))),
    # The codec errors' own formats (their exception classes' __str__):
    # the codec, the bytes or characters, the positions and the reason
    # are all values.
    (lambda v: v[1].decode(v[0]), (("utf-16-le", b"\x00\xd8"), ("unicode_escape", b"ab\\x1"))),
    (lambda v: v[1].decode(v[0]), (("utf-8", b"a\xff"), ("ascii", b"\x80"))),
    (lambda v: v[1].encode(v[0]), (("ascii", "a\u4e2d\u4e2d"), ("cp1252", "aa\u4e2d\u4e2e"))),
    (lambda v: v[1].encode(v[0]), (("latin-1", "\u4e2d"), ("cp1252", "a\u4e2e"))),
    (lambda v: v[0], (int, float)),
    (lambda v: binascii.a2b_base64(v), ("\xe9", "a\u4e2d")),
    (lambda v: binascii.a2b_base64(v), (b"ab", b"abcdef")),
    (lambda v: binascii.unhexlify(v), ("a", "abc")),
    (lambda v: binascii.unhexlify(v), ("zz", "azbz")),
    (lambda v: random.getrandbits(v), (-1, -5)),
    # raised by a raise statement of random.py, _strptime.py: left out
    (lambda v: random.randrange(v), (0, -3)),
    (lambda v: time.strptime(v, "%Y"), ("x", "ab")),
    (lambda v: struct.pack("i", v), ("a", 1.5)),
    (lambda v: struct.pack("d", v), ("a", [1])),
    (lambda v: struct.pack(v, 1 << 70), ("i", "h")),
    (lambda v: struct.unpack(v, b""), ("i", "h")),
    (lambda v: struct.pack(v), ("y", "z")),
    (lambda v: math.sqrt(v), (-1, -2.5)),
    (lambda v: math.exp(v), (1000, 2000)),
    (lambda v: math.factorial(v), (-1, -5)),
    (lambda v: datetime.date.fromisoformat(v), ("x", "2020-13")),
    (lambda v: datetime.date(2020, v, 1), (13, 14)),
    (lambda v: datetime.date(2020, 1, v), (40, 50)),
    (lambda v: collections.deque(v).pop(), ([], ())),
    (lambda v: collections.deque([1]).remove(v), (5, 7)),
    (lambda v: collections.deque([1])[v], (5, 7)),
    (lambda v: zlib.decompress(v), (b"abc", b"xyzw")),
    (lambda v: array.array(v), ("y", "z")),
    (lambda v: int("1", v), (1, 40)),
    (lambda v: itertools.islice([], v), (-1, -5)),
    (lambda v: itertools.permutations([1], v), (-1, -5)),
    (lambda v: functools.reduce(lambda a, b: a, v), ([], ())),
    (lambda v: pickle.loads(v), (b"", b"")),
    (lambda v: pickle.loads(v), (b"x", b"y")),
    (lambda v: socket.inet_aton(v), ("x", "abc")),
    (lambda v: socket.socket().send(v), ("x", "yz")),
    (lambda v: socket.create_connection(("127.0.0.1", v)), (1, 2)),
    (lambda v: time.sleep(v), (-1, -5)),
    (lambda v: os.mkdir(v), (_scratch_dir, _other)),
    (lambda v: os.listdir(v), (_scratch, _other)),
    (lambda v: os.rmdir(v), (_scratch_dir, _other_dir)),
    (lambda v: os.kill(v, 0), (999999, 999998)),
    (lambda v: open(v), (_other_dir, _scratch_dir)),
    (lambda v: open(v), ("a\0", "bc\0")),
    (lambda v: open(_scratch, "w").write(v), (b"x", b"yz")),
    (lambda v: open(_scratch, "wb").write(v), ("x", "yz")),
    (lambda v: array.array("i", [1]).pop(v), (5, 7)),
    (lambda v: array.array("i", [1])[v], (5, 7)),
    (lambda v: bytes.fromhex(v), ("zz", "a z")),
    (lambda v: b"a" + v, ("x", 1)),
    (lambda v: b"abc".find(v), ("a", 1.5)),
    (lambda v: "a".center(5, v), ("ab", "xyz")),
    (lambda v: bz2.decompress(v), (b"xyz", b"abcd")),
    (lambda v: lzma.decompress(v), (b"xyz", b"abcd")),
    (lambda v: unicodedata.lookup(v), ("nope", "abc xyz")),
    (lambda v: unicodedata.name(v), ("\x00", "\x01")),
    (lambda v: hashlib.sha256(v), ("a", "bc")),
    (lambda v: hashlib.blake2b(digest_size=v), (100, 200)),
    (lambda v: math.isqrt(v), (-1, -5)),
    (lambda v: math.comb(v, 1), (-1, -5)),
    (lambda v: datetime.timedelta(days=v), (10**10, 10**11)),
    (lambda v: datetime.time(v), (25, 30)),
    (lambda v: datetime.datetime.fromtimestamp(v), (1e20, 1e21)),
    (lambda v: collections.OrderedDict().popitem(), (0, 1)),
    (lambda v: json.loads(v), ("{", "  {1")),
    (lambda v: int(v), (float("nan"), float("nan"))),
    (lambda v: int(v), (float("inf"), float("-inf"))),
    (lambda v: mutate_while_iterating(v), ({"a": 1}, {"b": 2})),
    (lambda v: mutate_while_iterating(v), ({"a"}, {"b"})),
    (lambda v: generator_running(v), (1, 2)),
    (lambda v: v().release(), (threading.RLock, threading.RLock)),
    (lambda v: os.fspath(v), (1, 1.5)),
    (lambda v: exec("from . import " + v, {"__name__": "m", "__package__": None}), ("a", "bc")),
    (lambda v: __import__(""), (0, 1)),
    (lambda v: __import__("os", level=v), (-1, -5)),
    (lambda v: v.format(1, 2, 3), ("{0:{1:{2}}}", "{0:{1:{2}}}")),
    (lambda v: v.format(1, 2), ("{0}{}", "{1}{}")),
    (lambda v: v.format(1), ("{!x}", "{!y}")),
    (lambda v: issubclass(v, collections.abc.Iterable), (1, "a")),
    (lambda v: v[int][int], (list, dict)),
    (lambda v: timed_accept(v), (0.01, 0.02)),
    (lambda v: queue.SimpleQueue().get(timeout=v), (-1, -5)),
    (lambda v: bz2.BZ2Compressor(v), (10, 20)),
    (lambda v: marshal.loads(v), (b"", b"")),
    (lambda v: pickle.loads(v), (b"c__main__\nNope_a\n.", b"c__main__\nNope_bc\n.")),
    (lambda v: pickle.loads(v), (b"\x80\x09.", b"\x80\x0a.")),
    (lambda v: pickle.dumps(1, protocol=v), (99, 100)),
    (lambda v: pickle.dump(1, v), (1, 1.5)),
    (lambda v: setattr(_Pair(1), "x", v), (1, 2)),
    (lambda v: delattr(_Pair(v), "x"), (1, 2)),
    (lambda v: operator.length_hint(_Hint(v)), (-1, -5)),
    (lambda v: operator.concat(v, v), (1, 1.5)),
    (lambda v: operator.indexOf([1], v), (5, 7)),
    (lambda v: functools.partial(v), (1, "a")),
    (lambda v: io.FileIO(_scratch, v).read(), ("w", "a")),
    (lambda v: io.FileIO(_scratch, v).write(b"x"), ("r", "r")),
    (lambda v: io.FileIO(v), (-1, -5)),
    (lambda v: io.FileIO(_scratch, v), ("z", "q")),
    (lambda v: io.FileIO(_scratch, v), ("rw", "ra")),
    (lambda v: open(_scratch, v, encoding="utf-8"), ("rb", "wb")),
    (lambda v: open(_scratch, v, newline=""), ("rb", "wb")),
    (lambda v: open(_scratch, v), ("rbt", "wbt")),
    (lambda v: open(_scratch, v, buffering=0), ("r", "w")),
    (lambda v: _thread._local(v), (1, 2)),
    (lambda v: asyncio.get_running_loop(), (0, 1)),
    (lambda v: bisect.bisect([], 1, v), (-1, -5)),
    (lambda v: operator.attrgetter(v), (1, 1.5)),
    (lambda v: operator.methodcaller(v), (1, 1.5)),
    (lambda v: compile(v, "<s>", "exec"), ("def f(a=1, b): pass", "def g(x=1, y): pass")),
    (lambda v: compile(v, "<s>", "exec"), ("1 +", "2 *")),
    (lambda v: compile(v, "<s>", "exec"), ("f(", "g(")),
    # conversions of a negative int to an unsigned C type; argument counts
    # of builtins that take a few positional arguments
    (lambda v: v.to_bytes(2, "big"), (-1, -5)),
    (lambda v: v[0](*range(v[1])), ((int, 4), (bytes, 5))),
    (lambda v: getattr(*range(v)), (0, 1)),
    (lambda v: getattr(*range(v)), (4, 5)),
    # unpacking, subscripts and item assignment as statements write them
    (lambda v: exec(v), ("a, b = [1]", "a, b, c = ()")),
    (lambda v: exec(v), ("a, b = [1, 2, 3]", "a, b, c = [1, 2, 3, 4]")),
    (lambda v: exec("a, b = v", {"v": v}), (1, 1.5)),
    (lambda v: [1][v], ("a", 1.5)),
    (lambda v: (1,)[v], ("a", 1.5)),
    (lambda v: "ab"[v], ("a", 1.5)),
    (lambda v: exec("v[0] = 1", {"v": v}), ("a", (1,))),
    (lambda v: exec("del v[0]", {"v": v}), ("a", (1,))),
    (lambda v: v[0](*v[1]), ((fa, 1), (len, 1.5))),
    (lambda v: v[0](**v[1]), ((fa, 1), (len, "a"))),
    (lambda v: "%s" % v, ((1, 2), ("a", "b"))),
    (lambda v: v(1), (object, _Bare)),
    (lambda v: v(), (_Abstract1, _Abstract2)),
    (lambda v: str(v), (_BadStr(1), _BadStr(1.5))),
    (lambda v: pickle.dumps(v), (threading.Lock(), (x for x in ()))),
    (lambda v: exec("raise v", {"v": v}), (1, "a")),
    (lambda v: super(int, v), ("a", 1.5)),
    (lambda v: next(_stop_in_generator(v)), (0, 1)),
]



def yield_from_none(v):
    def g():
        yield from v
    return list(g())


def raise_in_generator(v):
    def g():
        yield 1
    it = g()
    next(it)
    next(it)


def metaclass_conflict(v):
    """A class statement whose bases have unrelated metaclasses."""
    m1, m2 = type("M1", (type,), {}), type("M2", (type,), {})
    return m1("C", (m1("A", (), {}), m2("B", (), {})), {"v": v})


def mro_entries(v):
    """A class statement whose base's __mro_entries__ returns no tuple."""
    class Base:
        def __mro_entries__(self, bases):
            return v
    exec("class C(b): pass", {"b": Base()})


def ignore_generator_exit(v):
    """Closing a generator that yields again on GeneratorExit."""
    def g():
        try:
            yield v
        except GeneratorExit:
            yield v
    it = g()
    next(it)
    it.close()


_Pair = collections.namedtuple("_Pair", "x")


class _Hint:
    """An object whose __length_hint__ returns n."""
    def __init__(self, n):
        self.n = n

    def __length_hint__(self):
        return self.n


def timed_accept(v):
    """A listening socket's accept that times out after v seconds."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen()
    s.settimeout(v)
    s.accept()


def mutate_while_iterating(v):
    """A dict or set that grows while a for loop walks it."""
    for k in v:
        if isinstance(v, dict):
            v[k + "x" * len(v)] = 1
        else:
            v.add(k + "x" * len(v))


def generator_running(v):
    """A generator that resumes itself."""
    def g():
        yield next(it)
    it = g()
    next(it)


def recursion(v):
    return recursion(v + 1)


def message(probe, value):
    """The class and text of what probe(value) raises (a SyntaxError's
    msg, as a traceback prints it); None when it raises nothing or a Python
    raise statement raised it (a library module's code on the way, not the
    interpreter's)."""
    try:
        probe(value)
    except BaseException as e:  # noqa: BLE001 - any exception the interpreter raises
        tb = traceback.extract_tb(e.__traceback__)
        if tb and re.match(r"raise\b", tb[-1].line or ""):
            return None
        if isinstance(e, SyntaxError) and e.msg:
            # a traceback prints the location above the text, not in it
            return type(e).__name__, e.msg
        return type(e).__name__, str(e)
    return None


def tokens(s):
    return re.findall(r"\w+|\W", s)


def shape(a, b):
    """The shape of two messages: their common words, a hole ({}) for each
    run where they differ, literal braces doubled. Holes with only spaces
    between them are one hole: two values that differ word by word (a
    codec error's reason) share the spaces between their words."""
    ta, tb = tokens(a), tokens(b)
    out = []
    for op, i1, i2, _, _ in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op == "equal":
            out.append("".join(ta[i1:i2]).replace("{", "{{").replace("}", "}}"))
        elif not out or out[-1] != "{}":
            out.append("{}")
    return re.sub(r"\{\}(?: +\{\})+", "{}", "".join(out))


def main():
    seen = set()
    sys.setrecursionlimit(200)
    for probe, (v1, v2) in PROBES:
        a, b = message(probe, v1), message(probe, v2)
        if a is None or b is None or not a[1] or not b[1]:
            continue
        s = shape(a[1], b[1]) if a[0] == b[0] else None
        if not s:
            continue
        # Keep only shapes with text of their own: a shape of holes says
        # nothing about who raised it.
        if len(re.sub(r"\{\}|[^A-Za-z]", "", s)) < 8:
            continue
        s = re.sub(r"\(/[^()]*\)", "({})", s)  # a file's path (ImportError)
        s = re.sub(r"'/[^']*'", "'{}'", s)  # a quoted path (OSError)
        line = a[0] + "\t" + s.replace("\n", "\\n")
        if line not in seen:
            seen.add(line)
            print(line)
    # The operating system's errors: the interpreter's OSError prints an
    # errno and the C library's text for it ("[Errno 104] Connection reset
    # by peer"), with the file's name after it when one was given (two for
    # a rename: 'a' -> 'b'), under the OSError subclass it maps that errno
    # to. "{}" as a file's name prints as the shape's hole.
    for code in sorted(errno.errorcode):
        msg = os.strerror(code)
        e = OSError(code, msg)
        for text in (str(e), str(OSError(code, msg, "{}")), str(OSError(code, msg, "{}", None, "{}"))):
            line = type(e).__name__ + "\t" + text
            if line not in seen:
                seen.add(line)
                print(line)


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(_scratch_dir, ignore_errors=True)
        shutil.rmtree(_other_dir, ignore_errors=True)
