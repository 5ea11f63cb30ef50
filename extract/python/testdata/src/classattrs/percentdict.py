# Exception classes whose class attribute is a %-format filled from the
# instance's attributes (self._fmt % self.__dict__), the keywords of the
# constructor set on the instance; __str__ prints a message given instead
# (its if returns it: the returns after that if are not reached).
import sys


class RecordError(Exception):
    _fmt = 'Record error'

    def __init__(self, msg=None, **kw):
        self.msg = msg
        for key, value in kw.items():
            setattr(self, key, value)

    def __str__(self):
        if self.msg:
            return self.msg
        try:
            return self._fmt % self.__dict__
        except (NameError, ValueError, KeyError):
            e = sys.exc_info()[1]
            return 'Unprintable exception %s: %s' % (repr(e), str(e))


class BadRecordError(RecordError):
    _fmt = 'The file holds a bad record at line %(line)d'


class ShortReadError(RecordError):
    _fmt = ('Cannot read at 0x%(address)X: '
            'fewer than %(length)d bytes are left')


class PlainError(Exception):
    fmt = 'Setting %(name)s has no value'

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __str__(self):
        return self.fmt % vars(self)


def load(n, at, size):
    if n == 1:
        raise BadRecordError(line=n)  # want BadRecordError "The file holds a bad record at line {n:d}" BadRecordError "Unprintable exception {repr(e)}: {str(e)}"
    if n == 2:
        raise ShortReadError(address=at, length=size)  # want ShortReadError "Cannot read at 0x{at:X}: fewer than {size:d} bytes are left" ShortReadError "Unprintable exception {repr(e)}: {str(e)}"
    if n == 3:
        raise BadRecordError('the record is cut short')  # want BadRecordError "the record is cut short"
    raise PlainError(name=at)  # want PlainError "Setting {at} has no value"
