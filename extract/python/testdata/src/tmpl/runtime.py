# Jinja's Undefined: the raise's class is set in __init__ from a
# parameter whose default is a class, and its text is a property that
# returns along branches: a record per return that has text.
from .exceptions import UndefinedError

missing = object()


class Undefined:
    def __init__(self, hint=None, obj=missing, name=None, exc=UndefinedError):
        self._undefined_hint = hint
        self._undefined_obj = obj
        self._undefined_name = name
        self._undefined_exception = exc

    @property
    def _undefined_message(self):
        if self._undefined_hint:
            return self._undefined_hint
        if self._undefined_obj is missing:
            return f"{self._undefined_name!r} is undefined"
        if self._undefined_name is None:
            return f"undefined value of {self._undefined_obj!r}"
        # Left out: it opens with what another function prints, and the
        # rest is the phrase of Python's own AttributeError.
        return f"{type(self._undefined_obj).__name__!r} has no attribute {self._undefined_name!r}"

    def _fail_with_undefined_error(self, *args, **kwargs):
        raise self._undefined_exception(self._undefined_message)  # want UndefinedError "{self._undefined_name!r} is undefined" UndefinedError "undefined value of {self._undefined_obj!r}"

    def __getattr__(self, name):
        if name[:2] == "__":
            raise AttributeError(name)  # want AttributeError "{name}"
        return self._fail_with_undefined_error()
