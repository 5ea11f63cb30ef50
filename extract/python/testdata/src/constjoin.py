# Module constants made of other constants with + (importlib's
# _ERR_MSG = _ERR_MSG_PREFIX + '{!r}'): a later .format of the constant,
# or of the constant joined to more text, formats the joined text.
_ERR_MSG_PREFIX = 'No module named '
_ERR_MSG = _ERR_MSG_PREFIX + '{!r}'
_BAD = "bad value: " + "{}"


def find(name, parent):
    if parent:
        raise ModuleNotFoundError((_ERR_MSG + '; {!r} is not a package').format(name, parent), name=name)  # want ModuleNotFoundError "No module named {name!r}; {parent!r} is not a package"
    raise ModuleNotFoundError(_ERR_MSG.format(name), name=name)  # want ModuleNotFoundError "No module named {name!r}"


def check(v):
    raise ValueError(_BAD.format(v))  # want ValueError "bad value: {v}"
