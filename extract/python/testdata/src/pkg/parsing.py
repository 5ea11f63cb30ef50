# Raises of a class whose __init__ branches on an argument being None
# (pyparsing's core.py raising exceptions.py's ParseException).
from .errors import ParseFail


def parse_impl(instring, loc, errmsg):
    raise ParseFail("exception raised in parse action")  # want ParseFail "exception raised in parse action  (at char 0)"
    raise ParseFail(instring, loc, errmsg)  # want ParseFail "{errmsg}  (at char {loc})"
    raise ParseFail(instring, loc, None)  # want ParseFail "{instring}  (at char {loc})"
