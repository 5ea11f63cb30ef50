# An exception class whose __str__ prints the raised class's own name
# (self.__class__.__name__, type(self).__name__) before BaseException's
# text of its one argument (super().__str__()), and subclasses that add
# nothing: each prints its own name. Raised here and in raises.py.


class BrokerError(RuntimeError):
    def __str__(self):
        if not self.args:
            return self.__class__.__name__
        return '{0}: {1}'.format(self.__class__.__name__,
                                 super(BrokerError, self).__str__())


class IllegalStateError(BrokerError):
    pass


class TaggedError(Exception):
    def __str__(self):
        return f"[{type(self).__name__}] {super().__str__()}"


class QuietError(TaggedError):
    pass


def subscribe(topics):
    raise IllegalStateError("subscribe to topics or a pattern, not both: %s" % topics)  # want IllegalStateError "IllegalStateError: subscribe to topics or a pattern, not both: {topics}"


def hush():
    raise QuietError("nothing to say")  # want QuietError "[QuietError] nothing to say"
