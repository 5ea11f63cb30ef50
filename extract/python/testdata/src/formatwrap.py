# A format wrapper given its values by position: uformat(s, *args, **kw)
# returns tounicode(s).format(*args, **kw), so uformat("{0!r} …", v) is
# the format applied to v. A function that does not pass its *args on to
# the format (tagged) is no wrapper: its call stays a value.


def tounicode(string):
    if not isinstance(string, str):
        string = str(string, 'utf-8')
    return string


def uformat(s, *args, **kwds):
    """Alias of ``unicode(s).format(...)``."""
    return tounicode(s).format(*args, **kwds)


def tagged(s, *args):
    return "[tag] " + s.format(len(args))


def tosexp(obj, tuple_as='list'):
    if isinstance(obj, tuple):
        if tuple_as not in ('list', 'array'):
            raise ValueError(uformat("tuple_as={0!r} is not valid", tuple_as))  # want ValueError "tuple_as={tuple_as!r} is not valid"
    if obj is None:
        raise TypeError(uformat(  # want TypeError "Object of type '{type(obj)}' cannot be converted by `tosexp`. It's value is '{obj!r}'"
            "Object of type '{0}' cannot be converted by `tosexp`. "
            "It's value is '{1!r}'", type(obj), obj))
    if obj == 1:
        raise ValueError(uformat("{} and {}", obj))  # want ValueError "{uformat(\"{} and {}\", obj)}"
    raise ValueError(tagged("{0} bad", obj))  # want ValueError "{tagged(\"{0} bad\", obj)}"
