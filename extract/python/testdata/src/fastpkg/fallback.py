# The pure-Python implementation. No module imports it at its top level,
# so all of it is shadowed by the compiled one, helpers included.
from .errors import FormatError


def _buffer(obj):
    raise ValueError("cannot unpack from multi-byte object")  # want ValueError "cannot unpack from multi-byte object"


def unpackb(packed):
    if not packed:
        raise ValueError("Unpack failed: incomplete input")  # want ValueError "Unpack failed: incomplete input"
    raise FormatError("Unknown header: 0x%x" % packed[0])  # want FormatError "Unknown header: 0x{packed[0]:x}"


class Packer:
    def pack(self, obj):
        raise TypeError("Cannot serialize %r" % (obj,))  # want TypeError "Cannot serialize {obj!r}"
