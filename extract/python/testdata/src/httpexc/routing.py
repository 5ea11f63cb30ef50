# The class of another file raised with and without the text: the link
# picks the text for each (None given: the class attribute).
from .exceptions import NotFound


def match(path):
    if not path:
        raise NotFound() from None  # want NotFound "{self.code}: The requested URL was not found on the server."
    raise NotFound(f"no rule for {path!r}")  # want NotFound "{self.code}: no rule for {path!r}"
