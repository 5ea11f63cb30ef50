# An exception class with a __str__ and no __init__, its bases ending at a
# built-in class: __str__ prints the raised class's name
# (self.__class__.__name__) and BaseException's text of the argument
# (super(C, self).__str__()); the raises are in this file and in
# consumer.py.


class StreamError(RuntimeError):
    retriable = False

    def __str__(self):
        if not self.args:
            return self.__class__.__name__
        return '{0}: {1}'.format(self.__class__.__name__,
                               super(StreamError, self).__str__())


class IllegalStateError(StreamError):
    pass


class ClosedError(StreamError):
    def __str__(self):
        return "%s (closed)" % type(self).__name__


def here(x):
    if x is None:
        raise IllegalStateError()  # want IllegalStateError "IllegalStateError"
    if not x:
        raise ClosedError()  # want ClosedError "ClosedError (closed)"
    raise IllegalStateError("cannot do %s here" % x)  # want IllegalStateError "IllegalStateError: cannot do {x} here"
