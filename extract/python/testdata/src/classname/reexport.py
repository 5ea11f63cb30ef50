from .aliases import StateError
from .raises import LoudError as Loud


def again():
    raise StateError("again")  # want IllegalStateError "IllegalStateError: again"


def louder():
    # a subclass defined with no method of its own: still its own name
    raise Loud("louder")  # want LoudError "[LoudError] louder"
