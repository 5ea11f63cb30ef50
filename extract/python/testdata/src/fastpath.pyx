# Cython: the Python grammar reads the Python statements of a .pyx file;
# cdef declarations and typed arguments are local syntax errors, reported
# and skipped.
from libc.stdlib cimport malloc

class ParserError(ValueError):
    pass

cdef class Parser:
    cdef int depth
    cdef object stream

    def __init__(self, stream):
        if not hasattr(stream, "read"):
            raise TypeError("a string or stream input is required")  # want TypeError "a string or stream input is required"
        self.stream = stream

    cdef int _parse(self, int limit) except -1:
        cdef char *buf = <char *>malloc(limit)
        if buf == NULL:
            raise MemoryError  # want MemoryError ""
        if self.depth > limit:
            raise ParserError(f"nesting deeper than {limit}")  # want ParserError "nesting deeper than {limit}"
        return 0

cpdef check(int n):
    if n < 0:
        raise ValueError("n must be non-negative, got %d" % n)  # want ValueError "n must be non-negative, got {n:d}"
