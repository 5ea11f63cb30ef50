# Attributes an exception's __init__ sets along a branch on a parameter.

class ParseBaseError(Exception):
    # pyparsing's ParseBaseException: msg stands in for pstr when left out.
    def __init__(self, pstr, loc=0, msg=None, elem=None):
        self.loc = loc
        if msg is None:
            self.msg = pstr
            self.pstr = ""
        else:
            self.msg = msg
            self.pstr = pstr

    def __str__(self):
        return "{}  (at char {})".format(self.msg, self.loc)


def parse_impl(instring, loc, errmsg):
    raise ParseBaseError("exception raised in parse action")  # want ParseBaseError "exception raised in parse action  (at char 0)"
    raise ParseBaseError(instring, loc, errmsg)  # want ParseBaseError "{errmsg}  (at char {loc})"
