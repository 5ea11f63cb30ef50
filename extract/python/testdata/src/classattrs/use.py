from .errors import InvalidTokenError, NegativeSizeError, SchemaMissing, TemplatedError


def port(p):
    raise TemplatedError(port=p, limit=65536)  # want TemplatedError "Invalid port number {p}, expected a value below 65536"


def size(s):
    raise NegativeSizeError(size=s)  # want NegativeSizeError "Size must not be negative, got {s} instead"


def token(t):
    if t is None:
        # the class's None default, across files
        raise InvalidTokenError()  # want InvalidTokenError "Token did not match"
    raise InvalidTokenError(t)  # want InvalidTokenError "{t}"


def request(url):
    if url is None:
        # *args given a text: the text, not the class read with none
        raise SchemaMissing("Missing dependencies for SOCKS support.")  # want SchemaMissing "Missing dependencies for SOCKS support."
    raise SchemaMissing(f"Invalid URL {url!r}: No host supplied", response=url)  # want SchemaMissing "Invalid URL {url!r}: No host supplied"
