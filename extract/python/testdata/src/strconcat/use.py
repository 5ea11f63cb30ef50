# Raises of errors.py's classes in another file: the link pass builds the
# text from the class's own, its tests decided by the arguments given.
from .errors import DocumentError


def fetch(url, err):
    if not url:
        raise DocumentError('Could not load the document.', 'doc.LoadError', code='loading failed')  # want DocumentError "('Could not load the document.',)\nType: doc.LoadError\nCode: loading failed"
    raise DocumentError('Could not parse the document.', 'doc.ParseError', {'url': url}, cause=err)  # want DocumentError "('Could not parse the document.',)\nType: doc.ParseError\nDetails: {{'url': url}!r}\nCause: {err}"
