from .errors import InvalidTokenError, NegativeSizeError, TemplatedError


def port(p):
    raise TemplatedError(port=p, limit=65536)  # want TemplatedError "Invalid port number {p}, expected a value below 65536"


def size(s):
    raise NegativeSizeError(size=s)  # want NegativeSizeError "Size must not be negative, got {s} instead"


def token(t):
    if t is None:
        # the class's None default, across files
        raise InvalidTokenError()  # want InvalidTokenError "Token did not match"
    raise InvalidTokenError(t)  # want InvalidTokenError "{t}"
