try:
    from _cscan import make_scanner as c_make_scanner
except ImportError:
    c_make_scanner = None


def py_make_scanner(context):
    parse_object = context.parse_object

    def scan_once(s, idx):
        if idx < 0:
            raise StopIteration(idx)  # want StopIteration "{idx}"
        return parse_object(s, idx)

    return scan_once


make_scanner = c_make_scanner or py_make_scanner
