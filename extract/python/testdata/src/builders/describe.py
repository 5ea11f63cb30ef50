# Texts built piece by piece on an object (a description, a writer) by
# its write/append… methods, one call after the other or chained, then
# given whole to an exception; a StringIO's text is what getvalue()
# returns, its str() is its repr.
import io

from .base import Description


def assert_match(actual, matcher, reason):
    if not matcher.matches(actual):
        description = Description()
        description.append_text(reason).append_text("\nExpected: ").append_description_of(
            matcher
        ).append_text("\n     but: ")
        matcher.describe_mismatch(actual, description)
        description.append_text("\n")
        raise AssertionError(description)  # want AssertionError "{reason}\nExpected: {matcher}\n     but: {matcher.describe_mismatch(actual, description)}\n"


def check_rows(rows):
    buf = io.StringIO()
    buf.write("bad rows:")
    for row in rows:
        print(row, file=buf)
    raise ValueError(buf.getvalue())  # want ValueError "bad rows:" ValueError "bad rows:{print(row, file=buf)}"


def buffer_itself(rows):
    buf = io.StringIO()
    buf.write("bad rows")
    raise ValueError(buf)  # want ValueError "{io.StringIO()}"


def other_method(actual):
    d = Description()
    d.append_text("not read: ")
    d.indent()
    raise ValueError(d)  # want ValueError "{Description()}"


def container(actual):
    seen = dict()
    seen.update(actual)
    raise KeyError(seen)  # want KeyError "{dict()}"
