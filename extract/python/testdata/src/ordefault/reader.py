from . import store_errors
from .store_errors import EntryLocked


def read(store, path):
    if path not in store:
        raise store_errors.EntryMissing(path)  # want store_errors.EntryMissing "entry '{path}' was not found in the store"
    if store[path] is None:
        raise EntryLocked(path)  # want EntryLocked "failed on entry {path}"
    if not store[path]:
        # a message given: the class attribute is not read, and the text
        # given, formatted by __str__, is not modelled (one hole)
        raise store_errors.EntryError(path, msg="entry {path} is empty")  # want store_errors.EntryError "{self._msg.format(**self.__dict__)}"
    if not isinstance(store[path], dict):
        raise store_errors.FolderExpected(path=path)  # want store_errors.FolderExpected "entry '{path}' should be a folder"
    raise store_errors.StoreError()  # want store_errors.StoreError "Unspecified error"
