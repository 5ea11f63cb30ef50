from . import scanner

try:
    from _cscan import scanstring as c_scanstring
except ImportError:
    c_scanstring = None


def _decode_hex(s, pos):
    # Only py_scanstring calls it: shadowed with it.
    raise ValueError("Invalid \\uXXXX escape")  # want ValueError "Invalid \\uXXXX escape"


def py_scanstring(s, end):
    if not s:
        raise ValueError("Unterminated string")  # want ValueError "Unterminated string"
    return _decode_hex(s, end)


scanstring = c_scanstring or py_scanstring


def parse_object(s, end):
    # Stored on the decoder, which is handed to make_scanner: only the
    # Python scanner reads it.
    raise ValueError("Expecting ':' delimiter")  # want ValueError "Expecting ':' delimiter"


def check_input(s):
    # Called by the decoder itself: not shadowed.
    if not isinstance(s, str):
        raise TypeError("input must be str")  # want TypeError "input must be str"


class Decoder:
    def __init__(self):
        self.parse_object = parse_object
        self.scan_once = scanner.make_scanner(self)

    def decode(self, s):
        check_input(s)
        return self.scan_once(s, 0)
