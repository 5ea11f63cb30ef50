from .errors import NegativeSize, Templated


def port(p):
    raise Templated(port=p, limit=65536)  # want Templated "Invalid port number {p}, expected a value below 65536"


def size(s):
    raise NegativeSize(size=s)  # want NegativeSize "Size must not be negative, got {s} instead"
