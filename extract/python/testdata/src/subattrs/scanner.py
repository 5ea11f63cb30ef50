# An exception class whose __str__ formats a class attribute, the line
# (when known) and BaseException's own text (super().__str__()), with
# subclasses here and in another file (sub.py) that override the
# attribute.


class ScanError(Exception):
    def __init__(self, message, filename=None):
        super(ScanError, self).__init__(message)
        self.filename = filename


class ScanSyntaxError(ScanError):
    error_type = 'syntax error'

    def __init__(self, message, parser):
        super(ScanSyntaxError, self).__init__(message, filename=parser.filename)
        self.lineno = parser.lineno

    def __str__(self):
        base_message = super(ScanSyntaxError, self).__str__()
        pos = u' in line {0}'.format(self.lineno) if self.lineno is not None else ''
        return u'{error_type}{pos}: {message}'.format(
            error_type=self.error_type,
            pos=pos,
            message=base_message,
        )


class TokenRequired(ScanSyntaxError):
    def __init__(self, description, parser):
        message = u'{0} expected'.format(description)
        super(TokenRequired, self).__init__(message, parser)


class PrematureEOF(ScanSyntaxError):
    error_type = 'premature end'


class Plain(Exception):
    def __str__(self):
        return 'plain: ' + super().__str__()


def scan(parser, what):
    if what == 1:
        raise TokenRequired('a name', parser)  # want TokenRequired "syntax error in line {parser.lineno}: a name expected" TokenRequired "syntax error: a name expected"
    if what == 2:
        raise PrematureEOF('the file ends', parser)  # want PrematureEOF "premature end in line {parser.lineno}: the file ends" PrematureEOF "premature end: the file ends"
    raise Plain('nothing to read')  # want Plain "plain: nothing to read"
