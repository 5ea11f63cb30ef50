from .scanner import make_scanner


def _load_c_unquote():
    """The return may follow the try."""
    try:
        from _cfast import unquote
    except ImportError:
        return None
    return unquote


c_unquote = _load_c_unquote()


def py_unquote(s):
    raise ValueError("Unterminated string")  # want ValueError "Unterminated string"


unquote = (c_unquote or py_unquote)


def parse_list(s, idx):
    # Stored on the reader, which is handed to make_scanner: only the
    # Python scanner reads it.
    raise ValueError("Expecting ',' delimiter")  # want ValueError "Expecting ',' delimiter"


def py_check(s):
    raise ValueError("bad input")  # want ValueError "bad input"


def _load_check():
    # Not None where the import fails: not the form.
    try:
        from _cfast import check
        return check
    except ImportError:
        return py_check


c_check = _load_check()
check = c_check or py_check


class Reader:
    def __init__(self):
        self.parse_list = parse_list
        self.scan_once = make_scanner(self)

    def read(self, s):
        check(s)
        return self.scan_once(unquote(s), 0)
