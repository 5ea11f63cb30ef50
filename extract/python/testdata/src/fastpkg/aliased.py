# CPython's pickle.py and json/decoder.py: the Python versions under other
# names, chosen when the compiled module is missing.


class _Packer:
    def __init__(self, protocol):
        if protocol > 5:
            raise ValueError("protocol must be <= 5")  # want ValueError "protocol must be <= 5"


def _dumps(obj):
    raise TypeError("cannot dump %r" % (obj,))  # want TypeError "cannot dump {obj!r}"


def helper(x):
    # Not bound by the handler: no twin.
    raise ValueError("helper failed")  # want ValueError "helper failed"


try:
    from _cpacker import Packer, dumps
except ImportError:
    # the handler binds the names to the file's own definitions
    Packer, dumps = _Packer, _dumps


try:
    from _cscan import scanstring as c_scanstring
except ImportError:
    c_scanstring = None


def py_scanstring(s, end):
    raise ValueError("Unterminated string starting at %d" % end)  # want ValueError "Unterminated string starting at {end:d}"


scanstring = c_scanstring or py_scanstring
