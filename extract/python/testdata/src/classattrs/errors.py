# Exception classes whose text is a class attribute, overridden by
# subclasses, read by __str__ or handed to the base __init__.

MESSAGES = {
    'empty': 'The input document is empty and cannot be parsed',
    'nested': 'Nesting deeper than {depth} levels is not supported',
}


class RegistryError(Exception):
    message = "The registry failed"

    def __str__(self):
        return self.message


class ItemNotFoundError(RegistryError):
    message = "The item was not found in the registry"


class LockedError(RegistryError):
    pass


class ConfigError(Exception):
    message = "The configuration is invalid"

    def __init__(self):
        super().__init__(self.message)


class MissingSectionError(ConfigError):
    message = "The configuration has no such section"


class TemplatedError(Exception):
    msg_template = "Invalid port number {port}, expected a value below {limit}"

    def __init__(self, **ctx):
        self.__dict__ = ctx

    def __str__(self):
        return self.msg_template.format(**self.__dict__)


class NegativeSizeError(TemplatedError):
    msg_template = "Size must not be negative, got {size} instead"


def lookup(kind, depth):
    if kind == 1:
        raise ItemNotFoundError()  # want ItemNotFoundError "The item was not found in the registry"
    if kind == 2:
        raise LockedError()  # want LockedError "The registry failed"
    if kind == 3:
        raise MissingSectionError()  # want MissingSectionError "The configuration has no such section"
    if kind == 4:
        raise NegativeSizeError(size=depth)  # want NegativeSizeError "Size must not be negative, got {size} instead"
    if kind == 5:
        raise ValueError(MESSAGES['empty'])  # want ValueError "The input document is empty and cannot be parsed"
    raise ValueError(MESSAGES['nested'].format(depth=depth))  # want ValueError "Nesting deeper than {depth} levels is not supported"


class TimeError(ValueError):
    pass


class Ambiguous(TimeError):
    message = "The datetime {} is ambiguous."

    def __init__(self, dt):
        message = self.message.format(dt)
        super(Ambiguous, self).__init__(message)


def localize(dt):
    raise Ambiguous(dt)  # want Ambiguous "The datetime {dt} is ambiguous."


class TokenError(ValueError):
    _default_message = "Token not acceptable"

    def __init__(self, msg=None):
        if msg is None:
            msg = self._default_message
        ValueError.__init__(self, msg)


def verify(t):
    # msg holds the caller's text or the class's: given one, the caller's.
    raise TokenError("Token has a bad length %d" % t)  # want TokenError "Token has a bad length {t:d}"


def verify_empty():
    # msg left None: the class's text.
    raise TokenError()  # want TokenError "Token not acceptable"


class SplatTokenError(ValueError):
    _default_message = "Token not acceptable"

    def __init__(self, msg=None, *args, **kwds):
        if not msg:
            msg = self._default_message
        ValueError.__init__(self, msg, *args, **kwds)


class InvalidTokenError(SplatTokenError):
    _default_message = "Token did not match"


def match(t):
    if t:
        # *args and **kwds given nothing pass nothing on.
        raise InvalidTokenError()  # want InvalidTokenError "Token did not match"
    raise InvalidTokenError("Token %r is malformed" % t)  # want InvalidTokenError "Token {t!r} is malformed"


class Refused(RegistryError):
    # Named as no error is: recorded because its base is the file's.
    message = "The registry refused the item"


def store(item):
    raise Refused()  # want Refused "The registry refused the item"


class RequestError(IOError):
    def __init__(self, *args, **kwargs):
        self.response = kwargs.pop("response", None)
        super().__init__(*args, **kwargs)


class SchemaMissing(RequestError, ValueError):
    pass
