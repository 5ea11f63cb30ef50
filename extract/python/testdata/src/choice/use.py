from .choice_errors import Closed, Conflict, NotFound, QuotaExceeded


def get(store, key):
    if key not in store:
        raise NotFound()  # want NotFound "The requested resource was not found"
    if store[key] is None:
        raise NotFound("key %s was deleted" % key)  # want NotFound "key {key} was deleted"
    return store[key]


def put(store, key, version):
    if store.version != version:
        raise Conflict()  # want Conflict "The resource was modified by another request"
    if store.closed:
        raise Closed()  # want Closed "closed: The connection was closed"
    if store.closing:
        raise Closed("the store is closing")  # want Closed "closed: the store is closing"
    if store.used >= store.quota:
        raise QuotaExceeded()  # want QuotaExceeded "The quota of this account is used up"
    if store.used >= store.quota - 1:
        raise QuotaExceeded("one write left")  # want QuotaExceeded "one write left"
