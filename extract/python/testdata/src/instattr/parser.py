# self._src holds a Source (its one assignment, in __init__, constructs
# one), so self._src.inc(…) calls Source.inc of source.py; Parser.inc
# passes only its own parameters on to it, so each call of self.inc given
# a class is a site raising that class, with the text the class prints.
from instattr.exceptions import UnexpectedEofError
from instattr.source import Source


class BadKeyError(Exception):
    def __init__(self, line, col):
        super().__init__(f"bad key at line {line} col {col}")


class Parser:
    def __init__(self, text):
        self._src = Source(text)
        self._other = Source(text)

    def reset(self, text):
        self._other = Source(text)

    def inc(self, exception=None):
        """Advances, raising exception at the end of the input."""
        return self._src.inc(exception=exception)

    def skip(self, exception=None):
        return self.inc(exception)

    def parse_array(self):
        self.inc(exception=UnexpectedEofError)  # want UnexpectedEofError "Unexpected end of file at line {line} col {col}"
        self.inc()

    def parse_key(self):
        self._src.inc(BadKeyError)  # want BadKeyError "bad key at line {line} col {col}"
        self.skip(exception=UnexpectedEofError)  # want UnexpectedEofError "Unexpected end of file at line {line} col {col}"
        if not self.skip(ValueError):
            return None
        # self._other is assigned twice: which class it holds is not known
        self._other.inc(exception=UnexpectedEofError)
        return "key"
