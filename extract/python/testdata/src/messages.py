# Messages built elsewhere: by the exception class, along branches, as a
# tuple of arguments. Each site's want is what Python prints after the
# class name.
import ast
import errno
import os


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class TokenError(Exception):
    pass


class NoSectionError(LookupError):
    def __init__(self, section):
        LookupError.__init__(self, f"No section: {section!r}")
        self.section = section


class InvalidFileException(ValueError):
    def __init__(self, message="Invalid file"):
        ValueError.__init__(self, message)


class ArgumentError(Exception):
    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            format = "%(message)s"
        else:
            format = "argument %(argument_name)s: %(message)s"
        return format % dict(message=self.message, argument_name=self.argument_name)


class PositionError(Exception):
    def __init__(self, msg, pos=None):
        if pos is not None:
            msg = f"{msg} at position {pos}"
        super().__init__(msg)


class SubMonthError(IllegalMonthError):
    pass


class KeptArgs(RuntimeError):
    def __init__(self, code, detail):
        self.code = code


class ResponseError(OSError):
    def __init__(self, code, msg):
        self.smtp_code = code


class SenderRefused(ResponseError):
    def __init__(self, code, msg, sender):
        self.sender = sender
        self.args = (code, msg, sender)


def by_class(month, lnum, section, action, name):
    raise IllegalMonthError(month)  # want IllegalMonthError "bad month number {month!r}; must be 1-12"
    raise IllegalMonthError(13)  # want IllegalMonthError "bad month number 13; must be 1-12"
    raise SubMonthError(month)  # want SubMonthError "bad month number {month!r}; must be 1-12"
    raise NoSectionError(section)  # want NoSectionError "No section: {section!r}"
    raise NoSectionError("main")  # want NoSectionError "No section: 'main'"
    raise InvalidFileException()  # want InvalidFileException "Invalid file"
    raise InvalidFileException("truncated")  # want InvalidFileException "truncated"
    raise ArgumentError(action, f"expected one of {name}")  # want ArgumentError "expected one of {name}" ArgumentError "argument {_get_action_name(argument)}: expected one of {name}"
    raise PositionError("bad escape", lnum)  # want PositionError "bad escape" PositionError "bad escape at position {lnum}"
    raise KeptArgs(5, "lost")  # want KeptArgs "(5, 'lost')"
    raise ResponseError(550, name)  # want ResponseError ""
    raise SenderRefused(550, name, "a@b")  # want SenderRefused "(550, {name!r}, 'a@b')"


def as_tuple(lnum, strstart, line):
    raise TokenError("EOF in multi-line statement", (lnum, 0))  # want TokenError "('EOF in multi-line statement', ({lnum!r}, 0))"
    raise TokenError("EOF in multi-line string", strstart)  # want TokenError "('EOF in multi-line string', {strstart!r})"
    raise ValueError("it's", f"got {line}", None, [1, "a"])  # want ValueError "(\"it's\", 'got {line}', None, [1, 'a'])"
    raise TokenError()  # want TokenError ""
    raise OSError(errno.EEXIST, "File exists", line)  # want OSError "[Errno 17] File exists: {line!r}"
    raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), line)  # want IsADirectoryError "[Errno 21] Is a directory: {line!r}"
    raise BlockingIOError(line.errno, line.strerror, 0)  # want BlockingIOError "{line.errno}"
    raise BlockingIOError(errno.EAGAIN, "write could not complete without blocking", 0)  # want BlockingIOError "[Errno 11] write could not complete without blocking"
    raise IndentationError("unindent does not match any outer indentation level", ("<tokenize>", lnum, 0, line))  # want IndentationError "unindent does not match any outer indentation level (<tokenize>, line {lnum})"
    raise SyntaxError("bad input", ("/src/mod.py", 3, 1, line))  # want SyntaxError "bad input (mod.py, line 3)"
    raise SyntaxError()  # want SyntaxError ""


def along_branches(node, kind, strict, items):
    msg = "malformed node or string"
    if lno := getattr(node, "lineno", None):
        msg += f" on line {lno}"
    raise ValueError(msg + f": {node!r}")  # want ValueError "malformed node or string: {node!r}" ValueError "malformed node or string on line {lno}: {node!r}"


def if_else(kind, strict):
    if kind == "a":
        what = "an archive"
    elif kind == "d":
        what = "a directory"
    else:
        what = f"a {kind}"
    raise TypeError(f"expected {what}")  # want TypeError "expected an archive" TypeError "expected a directory" TypeError "expected a {kind}"


def conditional(strict, name):
    raise ValueError("strict mode: " + ("refusing " if strict else "skipping ") + name)  # want ValueError "strict mode: refusing {name}" ValueError "strict mode: skipping {name}"


def early_exit(x):
    msg = "first"
    if x:
        msg = "second"
        return
    raise ValueError(msg)  # want ValueError "first"


def parameter_default(value, msg=None):
    if msg is None:
        msg = f"bad value {value}"
    raise ValueError(msg)  # want ValueError "{msg}" ValueError "bad value {value}"


def in_handler(path):
    msg = "cannot read"
    try:
        data = open(path).read()
        msg = "cannot parse"
        ast.parse(data)
    except OSError:
        raise ValueError(msg)  # want ValueError "cannot read" ValueError "cannot parse"


def too_many(a, b, c, d):
    msg = "x"
    if a:
        msg += "a"
    if b:
        msg += "b"
    if c:
        msg += "c"
    if d:
        msg += "d"
    raise ValueError(msg)  # want ValueError "xabcd"


def logged(logger, path, err):
    if err:
        text = f"cannot open {path}: {err}"
    else:
        text = f"cannot open {path}"
    logger.error(text)  # want "" "cannot open {path}: {err}" "" "cannot open {path}"


class Error(Exception):
    def __init__(self, msg=""):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class InterpolationError(Error):
    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.args = (option, section, msg)


class MissingOption(InterpolationError):
    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains "
               "an interpolation key {!r}".format(option, section, reference))
        InterpolationError.__init__(self, option, section, msg)


class LineError(Error):
    def __init__(self, lineno):
        Error.__init__(self, "at line %d" % lineno)


def chained(option, section, fp):
    raise MissingOption(option, section, "", "x")  # want MissingOption "Bad value substitution: option {option!r} in section {section!r} contains an interpolation key 'x'"
    lineno = 0
    for lineno, line in enumerate(fp, start=1):
        raise Error("line %d" % lineno)  # want Error "line {lineno:d}"
        raise LineError(lineno)  # want LineError "at line {lineno:d}"


class TOMLDecodeError(ValueError):
    pass


def suffixed_err(src, pos, msg):
    return TOMLDecodeError(f"{msg} (at {coord_repr(src, pos)})")


def parse(src, pos, char):
    raise suffixed_err(src, pos, "Invalid statement")  # want TOMLDecodeError "Invalid statement (at {coord_repr(src, pos)})"
    raise suffixed_err(src, pos, f"Unexpected {char!r}")  # want TOMLDecodeError "Unexpected {char!r} (at {coord_repr(src, pos)})"
