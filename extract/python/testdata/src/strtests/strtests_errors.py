# Exception classes whose __str__ tests the instance's attributes to
# choose its text: with the raise's arguments known, a return whose test
# goes the other way is not reached. The raises are in strtests_use.py and here.


class DetailError(Exception):
    def __init__(self, msg, detail=None):
        self.msg = msg
        self.detail = detail

    def __str__(self):
        if self.detail:
            return "%s: %s" % (self.msg, self.detail)
        return self.msg


class ReasonError(Exception):
    def __str__(self):
        if self.args:
            return "operation failed: %s" % self.args[0]
        return "operation failed"


class PlaceError(Exception):
    def __init__(self, name, line=None):
        self.name = name
        self.line = line

    def __str__(self):
        if self.line is None:
            return "cannot parse %s" % self.name
        else:
            return "cannot parse %s at line %d" % (self.name, self.line)


def local(n):
    if n == 1:
        raise DetailError("the disk is full")  # want DetailError "the disk is full"
    if n == 2:
        raise DetailError("the disk is full", "no space left")  # want DetailError "the disk is full: no space left"
    if n == 3:
        raise ReasonError()  # want ReasonError "operation failed"
    raise PlaceError("setup.cfg", 12)  # want PlaceError "cannot parse setup.cfg at line 12"
