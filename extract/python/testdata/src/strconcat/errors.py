# Exception classes whose __str__ builds the text in a local string,
# adding to it under tests of the attributes the constructor set: each
# raise prints the parts its arguments give (a None or empty one leaves
# its line out). str(self.args) prints the tuple of the arguments
# BaseException got.


class DocumentError(Exception):
    def __init__(self, message, type_, details=None, code=None, cause=None):
        Exception.__init__(self, message)
        self.type = type_
        self.details = details
        self.code = code
        self.cause = cause

    def __str__(self):
        rval = str(self.args)
        rval += '\nType: ' + self.type
        if self.code:
            rval += '\nCode: ' + self.code
        if self.details:
            rval += '\nDetails: ' + repr(self.details)
        if self.cause is not None:
            rval += '\nCause: ' + str(self.cause)
        return rval


class RangeError(ValueError):
    def __init__(self, low, high, unit=''):
        super().__init__(low, high)
        self.unit = unit

    def __str__(self):
        text = 'out of range ' + repr(self.args)
        if not self.unit:
            text += ' (no unit)'
        else:
            text += ' in ' + self.unit
        return text


def convert(fmt, options):
    if fmt is None:
        raise DocumentError('No format given.', 'doc.MissingFormat')  # want DocumentError "('No format given.',)\nType: doc.MissingFormat"
    if fmt not in options:
        raise DocumentError(  # want DocumentError "('Unknown output format.',)\nType: doc.UnknownFormat\nDetails: {{'format': fmt}!r}"
            'Unknown output format.',
            'doc.UnknownFormat', {'format': fmt}, code='')
    raise RangeError(1, 10, unit='cm')  # want RangeError "out of range (1, 10) in cm"


def bounds(low):
    raise RangeError(low, 99)  # want RangeError "out of range ({low!r}, 99) (no unit)"
