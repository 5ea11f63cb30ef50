# Helpers defined in a function's body (closures): each is visible only in
# that function, so two functions' closures of one name are two helpers,
# and a call resolves to the nearest one around it, as Python resolves
# the name. A closure raising one text on two paths gives each call one
# site.


class ParseError(ValueError):
    pass


def error(msg):
    raise ValueError("module: " + msg)  # want ValueError "module: {msg}"


def parse_duration(s, strict=True):
    # One text on two paths: each call is one site.
    def error(msg):
        if strict:
            raise ParseError(msg)  # want ParseError "{msg}"
        raise ParseError(msg)  # want ParseError "{msg}"

    if not s:
        error("got end-of-line while reading in duration: " + s)  # want ParseError "got end-of-line while reading in duration: {s}"
    for char in s:
        if char not in "PTDHMS0123456789":
            error("got unexpected character {0} reading in duration: {1}".format(char, s))  # want ParseError "got unexpected character {char} reading in duration: {s}"

    def inner(c):
        if c == "-":
            error("negative component in " + s)  # want ParseError "negative component in {s}"

    inner(s[0])


def parse_period(s):
    def error(msg):
        raise ParseError("period: " + msg)  # want ParseError "period: {msg}"

    if "/" not in s:
        error("missing slash in " + s)  # want ParseError "period: missing slash in {s}"


def uses_module_helper(s):
    error("no closure here: " + s)  # want ValueError "module: no closure here: {s}"
