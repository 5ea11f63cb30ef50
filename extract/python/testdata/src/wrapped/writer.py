def _load_speedups():
    try:
        from . import _cfast
        return _cfast.escape, _cfast.make_writer
    except ImportError:
        return None, None


c_escape, c_make_writer = _load_speedups()


def _make_py_writer(markers):
    # Called only where the compiled writer is not there.
    raise ValueError("Circular reference detected")  # want ValueError "Circular reference detected"


def write(o):
    if c_make_writer is not None:
        w = c_make_writer()
    else:
        w = _make_py_writer({})
    return w(o)
