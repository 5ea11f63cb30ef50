# A percent wrapper: a function given a literal %-format and exactly the
# values it prints (unwrap is defined in _errors.py, and reflows a block).
from ._errors import unwrap


def lookup(key):
    return MESSAGES[key]


def parse(value, tag):
    if tag != value.tag:
        raise ValueError(unwrap(  # want ValueError "Error parsing {type(value).__name__} - tag should have been {value.tag}, but {tag} was found"
            '''
            Error parsing %s - tag should have been %s, but %s was found
            ''',
            type(value).__name__, value.tag, tag
        ))
    if not value:
        raise ValueError(unwrap(  # want ValueError "pem_bytes does not appear to contain PEM-encoded data - no BEGIN/END combination found" ValueError "pem_bytes does not appear to contain PEM-encoded data - no\nBEGIN/END combination found"
            '''
            pem_bytes does not appear to contain PEM-encoded data - no
            BEGIN/END combination found
            '''
        ))
    if value.tag is None:
        raise TypeError(unwrap('tag must be an integer, not %s', type(tag).__name__))  # want TypeError "tag must be an integer, not {type(tag).__name__}"
    # not wrappers: one value short of the format; a function of the file
    # that applies no %; a key, not a text
    raise ValueError(unwrap('%s of %s', value))  # want ValueError "{unwrap('%s of %s', value)}"
    raise ValueError(lookup('no %s here', value))  # want ValueError "{lookup('no %s here', value)}"
    raise ValueError(unwrap('invalid-input'))  # want ValueError "{unwrap('invalid-input')}"
