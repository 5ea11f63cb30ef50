# The factory reached through another module's import of its module:
# uh.exc.InvalidHashError is modattr.exc.InvalidHashError.
import modattr.handlers as uh
from modattr import handlers


class H:
    @classmethod
    def from_string(cls, hash):
        if not hash.startswith(cls.prefix):
            raise uh.exc.InvalidHashError(cls)  # want ValueError "not a valid {_get_name(handler)} hash"
        if not hash.endswith(cls.suffix):
            raise handlers.exc.InvalidHashError(cls)  # want ValueError "not a valid {_get_name(handler)} hash"
