# A package that prefers its compiled module and falls back on pure Python
# (msgpack's _cmsgpack and fallback.py): the fallback's sites are tagged
# twin:fastpkg._speedups (see context.golden), since the compiled module
# replaces them when it is installed.
import os

from .errors import FormatError

if os.environ.get("FASTPKG_PUREPYTHON"):
    from .fallback import Packer, unpackb
else:
    try:
        from ._speedups import Packer, unpackb
    except ImportError:
        from .fallback import Packer, unpackb

try:
    from ._speedups import escape
except ImportError:
    # Defined in the handler: shadowed as well.
    def escape(s):
        if not isinstance(s, str):
            raise TypeError("escape() needs text")  # want TypeError "escape() needs text"
        return s.replace("&", "&amp;")

try:
    from .pure import parse  # a Python module: a traceback tells them apart
except ImportError:
    from .slow import parse


def pack(o):
    raise ValueError("cannot pack %r" % (o,))  # want ValueError "cannot pack {o!r}"


try:
    from _kdf import kdf
except ImportError:
    # A stub that reports the missing module: the module raises no such
    # text, so the stub is not its twin.
    def kdf(password):
        """Derive a key."""
        raise RuntimeError("Need the kdf module")  # want RuntimeError "Need the kdf module"
