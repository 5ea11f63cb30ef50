# Exception classes whose text is a class attribute the base __init__
# keeps when no message is given (self._msg = msg or self.default_message),
# formatted by __str__ with the instance's attributes; a subclass gives
# its own default_message, and the raises are in another file (reader.py).


class StoreError(Exception):
    default_message = "Unspecified error"

    def __init__(self, msg=None):
        self._msg = msg or self.default_message
        super(StoreError, self).__init__()

    def __str__(self):
        msg = self._msg.format(**self.__dict__)
        return msg


class EntryError(StoreError):
    default_message = "failed on entry {path}"

    def __init__(self, path, exc=None, msg=None):
        self.path = path
        self.exc = exc
        super(EntryError, self).__init__(msg=msg)


class EntryMissing(EntryError):
    default_message = "entry '{path}' was not found in the store"


class EntryLocked(EntryError):
    pass


class EntryInvalid(EntryError):
    default_message = "entry '{path}' is invalid for this operation"


# Named as no error is, below a class named so (recorded for its base,
# its text used only when it has words): its words are the class
# attribute's, read when no message is given.
class FolderExpected(EntryInvalid):
    default_message = "entry '{path}' should be a folder"
