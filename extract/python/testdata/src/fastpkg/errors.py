class FormatError(ValueError):
    pass
