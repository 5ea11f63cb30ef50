# A class given to a method that builds the exception (here relayed to
# another file's method): the raise raises that class, and prints what
# the class prints, its arguments not known here.
from givenclass.exceptions import InvalidControlChar


class UnexpectedChar(Exception):
    def __init__(self, line, col, char):
        super().__init__(f"Unexpected character: {char!r} at line {line} col {col}")


class Parser:
    def parse_error(self, exception, *args, **kwargs):
        return self._src.parse_error(exception, *args, **kwargs)

    def parse_string(self, code):
        if code < 0x1f:
            raise self.parse_error(InvalidControlChar, code, "strings")  # want InvalidControlChar "Control characters are not allowed in {type}, use {char} instead at line {line} col {col}" InvalidControlChar "TOML parse error at line {line} col {col}"
        if code == 0x7f:
            raise self.parse_error(UnexpectedChar, code)  # want UnexpectedChar "{UnexpectedChar}" UnexpectedChar "Unexpected character: {char!r} at line {line} col {col}"
