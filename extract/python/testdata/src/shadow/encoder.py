try:
    from _cscan import make_encoder as c_make_encoder
except ImportError:
    c_make_encoder = None


def _make_iterencode(markers):
    # Called only where the compiled encoder is not there (or not
    # asked for): shadowed by it.
    def _iterencode(o):
        if id(o) in markers:
            raise ValueError("Circular reference detected")  # want ValueError "Circular reference detected"
        return str(o)

    return _iterencode


def _check_keys(d):
    # Called on both branches: not shadowed.
    if not all(isinstance(k, str) for k in d):
        raise TypeError("keys must be str")  # want TypeError "keys must be str"


class Encoder:
    def iterencode(self, o, one_shot=False):
        _check_keys(o)
        if one_shot and c_make_encoder is not None:
            _iterencode = c_make_encoder({})
        else:
            _check_keys(o)
            _iterencode = _make_iterencode({})
        return _iterencode(o)
