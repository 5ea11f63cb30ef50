# CPython's bisect.py, heapq.py: the Python functions first, then the C
# module's star import over them.


def insort(a, x, lo=0):
    if lo < 0:
        raise ValueError('lo must be non-negative')  # want ValueError "lo must be non-negative"


class Sorted:
    def add(self, x):
        raise TypeError("unorderable")  # want TypeError "unorderable"


try:
    from _bisect import *
except ImportError:
    pass


def reduce(function, sequence):
    raise TypeError("reduce() of empty iterable with no initial value")  # want TypeError "reduce() of empty iterable with no initial value"


try:
    from _functools import reduce
except ImportError:
    pass


def after(x):
    # Defined below the star import: the C module cannot replace it.
    raise ValueError("after the import")  # want ValueError "after the import"


def cmp_to_key(f):
    raise TypeError("not replaced")  # want TypeError "not replaced"


try:
    from _functools import cmp_to_key
except ImportError:
    cmp_to_key = None  # the handler binds it: not a twin


def heappop(heap):
    raise IndexError("index out of range")  # want IndexError "index out of range"


try:
    from _heapq import heappop
except:  # everything, ImportError included
    pass
