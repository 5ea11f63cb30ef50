def _load_c_scanner():
    try:
        from _cfast import make_scanner
        return make_scanner
    except ImportError:
        return None


c_make_scanner = _load_c_scanner()


def py_make_scanner(context):
    parse_list = context.parse_list

    def scan_once(s, idx):
        if idx >= len(s):
            raise ValueError("Expecting value")  # want ValueError "Expecting value"
        return parse_list(s, idx)

    return scan_once


make_scanner = c_make_scanner or py_make_scanner
