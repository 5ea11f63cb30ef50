# Exception classes and a helper that other files of the package use.


class ConfigError(ValueError):
    def __init__(self, key, reason="invalid"):
        super().__init__(f"config key {key!r}: {reason}")


class TokenError(Exception):
    pass


class LimitError(ConfigError):
    pass


def fail(what):
    raise ConfigError(what, "missing")  # want ConfigError "config key {what!r}: missing"


class MarkedError(Exception):
    # PyYAML's MarkedYAMLError: the parts given, one a line.

    def __init__(self, context=None, context_mark=None, problem=None, problem_mark=None, note=None):
        self.context = context
        self.context_mark = context_mark
        self.problem = problem
        self.problem_mark = problem_mark
        self.note = note

    def __str__(self):
        lines = []
        if self.context is not None:
            lines.append(self.context)
        if self.context_mark is not None  \
            and (self.problem is None or self.problem_mark is None
                    or self.context_mark.line != self.problem_mark.line):
            lines.append(str(self.context_mark))
        if self.problem is not None:
            lines.append(self.problem)
        if self.problem_mark is not None:
            lines.append(str(self.problem_mark))
        if self.note is not None:
            lines.append(self.note)
        return '\n'.join(lines)


def local_marked(mark):
    raise MarkedError(None, None, "bad node", mark)  # want MarkedError "bad node\n{mark}"


def bad_value(name, value):
    # A factory: the caller raises what it returns.
    return ValueError(f"invalid value for {name}: {value!r}")


def config_error(key):
    return ConfigError(key, "unknown")


class LibError(Exception):
    pass


class LibUnicodeError(LibError, UnicodeError):
    # pyasn1's PyAsn1UnicodeError: UnicodeError's __init__ (BaseException's)
    # and the base's run, never UnicodeDecodeError's.
    def __init__(self, message, unicode_error=None):
        if isinstance(unicode_error, UnicodeError):
            UnicodeError.__init__(self, *unicode_error.args)
        LibError.__init__(self, message)


class LibDecodeError(LibUnicodeError, UnicodeDecodeError):
    pass


class LibEncodeError(LibUnicodeError, UnicodeEncodeError):
    def __init__(self, message, unicode_error=None):
        # super() may reach UnicodeEncodeError.__init__: not modelled.
        super().__init__(message, unicode_error)


def decode(value, exc):
    raise LibDecodeError("Can't decode string '%s'" % value, exc)  # want LibDecodeError ""
    raise LibEncodeError("Can't encode string '%s'" % value, exc)  # want LibEncodeError "Can't encode string '{value}'"
