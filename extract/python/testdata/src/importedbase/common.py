# A package's base exception, defined in one module and subclassed in
# others.


class JWException(Exception):
    pass
