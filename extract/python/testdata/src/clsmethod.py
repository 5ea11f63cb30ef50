# raise cls(...) in a class method raises the class the method is
# defined in, read as a raise of that class: also from a function the
# method defines (a closure reads its cls). A cls that is no class
# method's first parameter stays the name written.
import functools


class FSError(Exception):
    default_message = "Unspecified error"

    def __init__(self, msg=None):
        self._msg = msg or self.default_message
        super(FSError, self).__init__()

    def __str__(self):
        return self._msg.format(**self.__dict__)


class CreateFailed(FSError):
    default_message = "unable to create filesystem, {details}"

    def __init__(self, msg=None, exc=None):
        self._msg = msg or self.default_message
        self.details = "" if exc is None else str(exc)
        self.exc = exc

    @classmethod
    def catch_all(cls, func):
        @functools.wraps(func)
        def new_func(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except cls:
                raise
            except Exception as e:
                raise cls(exc=e)  # want CreateFailed "unable to create filesystem, {details}"

        return new_func

    @classmethod
    def refuse(cls, what):
        # a message given: __str__'s format of it is not modelled (one
        # hole), as for a raise of the class by name
        raise cls("cannot create " + what)  # want CreateFailed "{self._msg.format(**self.__dict__)}"


def build(cls, what):
    raise cls("no " + what)  # want cls "no {what}"
