def _F(s, *superfluous, **kw):
    # A format wrapper: its callers' texts are the format applied to the
    # keywords they pass.
    if superfluous:
        raise TypeError  # want TypeError ""
    return s.format(**kw)


def _G(s, **kw):
    return s.upper()
