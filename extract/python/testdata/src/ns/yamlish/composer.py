from ns.yamlish.error import MarkedYAMLError
from ns.yamlish.compat import _F, _G


class ComposerError(MarkedYAMLError):
    pass


class DuplicateKeyError(MarkedYAMLError):
    pass


def _H(s, **kw):
    return s


def compose(alias, event):
    raise ComposerError(None, None, _F('found undefined alias {alias!r}', alias=alias), event.start_mark)  # want ComposerError "found undefined alias {alias!r}\n{event.start_mark}"


def local_wrapper(alias, event):
    # A function of the file that does not format: the call stays a value.
    raise ComposerError(None, None, _H('found undefined alias {alias!r}', alias=alias), event.start_mark)  # want ComposerError "{_H('found undefined alias {alias!r}', alias=alias)}\n{event.start_mark}"


def other_fields(alias, event):
    # The keywords do not name the fields: not a format wrapper's call.
    raise ComposerError(None, None, _G('found {alias!r} at {pos}', alias=alias), event.start_mark)  # want ComposerError "{_G('found {alias!r} at {pos}', alias=alias)}\n{event.start_mark}"


def check_key(node, key_node, key, value):
    args = [
        'while constructing a mapping',
        node.start_mark,
        'found duplicate key "{}" with value "{}"'.format(key, value),
        key_node.start_mark,
        """
        To suppress this check see:
            http://example.org/duplicate-keys
        """,
    ]
    raise DuplicateKeyError(*args)  # want DuplicateKeyError "while constructing a mapping\n{node.start_mark}\nfound duplicate key \"{key}\" with value \"{value}\"\n{key_node.start_mark}\n\nTo suppress this check see:\n    http://example.org/duplicate-keys\n" DuplicateKeyError "while constructing a mapping\nfound duplicate key \"{key}\" with value \"{value}\"\n{key_node.start_mark}\n\nTo suppress this check see:\n    http://example.org/duplicate-keys\n"


def changed_args(node, key):
    args = ['while constructing a mapping', node.start_mark, 'found key', key.start_mark]
    args[0] = 'while constructing a set'
    raise DuplicateKeyError(*args)  # want DuplicateKeyError "{*args}"


def parse_node(block, start_mark, token):
    # The format's argument is a local with a text per branch: as one
    # argument of the class, the format stays, its argument a hole.
    if block:
        node = 'block'
    else:
        node = 'flow'
    raise ComposerError("while parsing a %s node" % node, start_mark, "expected the node content, but found %r" % token.id, token.start_mark)  # want ComposerError "while parsing a {node} node\n{start_mark}\nexpected the node content, but found {token.id!r}\n{token.start_mark}" ComposerError "while parsing a {node} node\nexpected the node content, but found {token.id!r}\n{token.start_mark}"


def parse_fnode(block, start_mark):
    if block:
        node = 'block'
    else:
        node = 'flow'
    raise ComposerError(f"while parsing a {node} node", start_mark, "expected a node", None)  # want ComposerError "while parsing a {node} node\n{start_mark}\nexpected a node"
