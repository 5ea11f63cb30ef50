from .errors import NegativeSizeError, TemplatedError


def port(p):
    raise TemplatedError(port=p, limit=65536)  # want TemplatedError "Invalid port number {p}, expected a value below 65536"


def size(s):
    raise NegativeSizeError(size=s)  # want NegativeSizeError "Size must not be negative, got {s} instead"
