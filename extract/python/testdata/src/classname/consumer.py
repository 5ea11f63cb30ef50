from .stream_errors import IllegalStateError


def subscribe(topics, pattern):
    if topics and pattern:
        raise IllegalStateError("choose topics or a pattern, not both")  # want IllegalStateError "IllegalStateError: choose topics or a pattern, not both"
    if not topics:
        raise IllegalStateError()  # want IllegalStateError "IllegalStateError"
    # two arguments: BaseException prints the tuple, not read (the
    # raise's own text)
    raise IllegalStateError("bad topics", topics)  # want IllegalStateError "bad topics"
