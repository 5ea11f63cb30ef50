# A class imported under another name: Python prints the class's own
# name (its __name__), in this file and in one that imports the alias
# from here (reexport.py).
from .errors import IllegalStateError as StateError


def check(ready):
    if not ready:
        raise StateError("not ready")  # want IllegalStateError "IllegalStateError: not ready"
