# A method that raises the class its caller gives it, built by another
# method from that class: calls that give a class raise that class.
from instattr.exceptions import ParseError


class Source:
    def __init__(self, text):
        self._text = text

    def inc(self, exception=None):
        if exception:
            raise self.parse_error(exception)  # want self.parse_error "{exception}"
        return False

    def parse_error(self, exception=ParseError):
        return exception(1, 2)
