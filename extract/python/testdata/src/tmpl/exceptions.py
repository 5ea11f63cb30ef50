# Jinja's exceptions: the text is the argument, read back through a
# property of the base class (self.args[0]) and typing.cast.
import typing as t


class TemplateError(Exception):
    def __init__(self, message=None):
        super().__init__(message)

    @property
    def message(self):
        return self.args[0] if self.args else None


class TemplateSyntaxError(TemplateError):
    def __init__(self, message, lineno, name=None, filename=None):
        super().__init__(message)
        self.lineno = lineno
        self.name = name
        self.filename = filename
        self.translated = False

    def __str__(self):
        if self.translated:
            return t.cast(str, self.message)
        return "\n".join(self.render_lines())


class TemplateAssertionError(TemplateSyntaxError):
    pass


class UndefinedError(TemplateError):
    pass


def syntax(what, lineno):
    raise TemplateSyntaxError(f"unexpected {what!r}", lineno)  # want TemplateSyntaxError "unexpected {what!r}"


class Bare(Exception):
    # No __init__: args are the constructor's.
    @property
    def detail(self):
        return self.args[0]

    def __str__(self):
        return f"bare: {self.detail}"


def bare(x):
    raise Bare(x)  # want Bare "bare: {x}"


class Opaque(Exception):
    # A __str__ not modelled: the raise keeps its own argument's text.
    def __str__(self):
        return self.render()


def opaque(n):
    raise Opaque(f"bad count {n}")  # want Opaque "bad count {n}"


class ParserError(ValueError):
    # dateutil: the first argument is a %-format of the others.
    def __str__(self):
        try:
            return self.args[0] % self.args[1:]
        except (TypeError, IndexError):
            return super(ParserError, self).__str__()


def parse(timestr, n):
    raise ParserError("Unknown string format: %s", timestr)  # want ParserError "Unknown string format: {timestr}"
    raise ParserError("%d tokens left in %r", n, timestr)  # want ParserError "{n:d} tokens left in {timestr!r}"
