from .strtests_errors import DetailError, PlaceError, ReasonError


def save(path, n):
    if n == 1:
        raise DetailError("cannot save %s" % path)  # want DetailError "cannot save {path}"
    if n == 2:
        raise ReasonError("the store is read-only")  # want ReasonError "operation failed: the store is read-only"
    if n == 3:
        raise ReasonError()  # want ReasonError "operation failed"
    raise PlaceError(path)  # want PlaceError "cannot parse {path}"
