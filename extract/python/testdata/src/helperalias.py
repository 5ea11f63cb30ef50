# A helper called through a local bound to it: fail = self._fail (a
# method on self) or err = _error (a function of the file); each call of
# the local is a call of the helper, with the call's text.


class ConfigError(Exception):
    pass


def _error(what):
    raise ConfigError("invalid configuration: %s" % what)  # want ConfigError "invalid configuration: {what}"


class Checker:
    def _fail(self, msg):
        raise TypeError(msg)  # want TypeError "{msg}"

    def check(self, x):
        fail = self._fail
        if x < 0:
            fail("value must be non-negative")  # want TypeError "value must be non-negative"
        err = _error
        if x > 10:
            err("value above 10")  # want ConfigError "invalid configuration: value above 10"
        fail = print
        fail("not a helper any more")
