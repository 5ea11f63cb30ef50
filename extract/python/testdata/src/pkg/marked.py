# Raises of a class whose __str__ joins the parts it was given (PyYAML's
# scanner and constructor), from another file than the class.
from .errors import MarkedError


class ScannerError(MarkedError):
    pass


def scan(key, mark):
    raise ScannerError("while scanning a simple key", key.mark, "could not find expected ':'", mark)  # want ScannerError "while scanning a simple key\n{key.mark}\ncould not find expected ':'\n{mark}" ScannerError "while scanning a simple key\ncould not find expected ':'\n{mark}"
    raise ScannerError(None, None, "expected a mapping node, but found %s" % key.id, key.start_mark)  # want ScannerError "expected a mapping node, but found {key.id}\n{key.start_mark}"
    raise MarkedError(problem="mapping values are not allowed here", problem_mark=mark)  # want MarkedError "mapping values are not allowed here\n{mark}"
