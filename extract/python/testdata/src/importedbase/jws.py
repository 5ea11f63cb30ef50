# A class whose __init__ builds its text and hands it to an imported
# base's __init__: it prints the text it built.
from .common import JWException


class InvalidJWSObject(JWException):
    def __init__(self, message=None, exception=None):
        msg = 'Invalid JWS Object'
        if message:
            msg += ' [%s]' % message
        if exception:
            msg += ' {%s}' % str(exception)
        super(InvalidJWSObject, self).__init__(msg)


class InvalidJWSOperation(JWException):
    def __init__(self, message, code):
        super().__init__(message, code)


def deserialize(raw):
    try:
        return raw.split(".")
    except Exception as e:
        raise InvalidJWSObject('Invalid format') from e  # want InvalidJWSObject "Invalid JWS Object [Invalid format] {{{str(exception)}}}" InvalidJWSObject "Invalid JWS Object [Invalid format]" InvalidJWSObject "Invalid JWS Object {{{str(exception)}}}" InvalidJWSObject "Invalid JWS Object"


def verify(raw):
    # two arguments to the imported base: not read
    raise InvalidJWSOperation('No signature', 3)  # want InvalidJWSOperation "No signature"
