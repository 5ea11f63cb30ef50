from .scanner import ScanSyntaxError


class UndefinedMacroError(ScanSyntaxError):
    error_type = 'undefined string'


class PlainSyntaxError(ScanSyntaxError):
    pass


def substitute(name, parser):
    if parser.strict:
        # the subclass's error_type, across files
        raise UndefinedMacroError(name, parser)  # want UndefinedMacroError "undefined string in line {parser.lineno}: {name}" UndefinedMacroError "undefined string: {name}"
    raise PlainSyntaxError(name, parser)  # want PlainSyntaxError "syntax error in line {parser.lineno}: {name}" PlainSyntaxError "syntax error: {name}"
