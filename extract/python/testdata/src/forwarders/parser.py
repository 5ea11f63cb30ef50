# A function whose call of a helper only passes its own parameters on (a
# forwarder) spells no text: its callers do, and each of their calls is a
# site as a call of the helper would be.


class ConfigError(ValueError):
    pass


class SchemaError(ConfigError):
    pass


def _fail(what):
    raise ConfigError(f"invalid config: {what}")  # want ConfigError "invalid config: {what}"


def fail(reason):
    return _fail(reason)


def fail_again(why):
    fail(why)


class Parser:
    def error(self, msg, exc=ConfigError):
        raise exc(f"line {self.line}: {msg}")  # want ConfigError "line {self.line}: {msg}"

    def expect(self, msg, exc=ConfigError):
        self.error(msg, exc=exc)

    def tell(self, message):
        return self.error(message)

    def parse(self, key):
        if not key:
            self.expect("missing key")  # want ConfigError "line {self.line}: missing key"
        if key == "-":
            self.expect("bad schema", exc=SchemaError)  # want SchemaError "line {self.line}: bad schema"
        if key == "?":
            self.tell(f"unknown key {key!r}")  # want ConfigError "line {self.line}: unknown key {key!r}"
        self.error("not a forwarder: " + key)  # want ConfigError "line {self.line}: not a forwarder: {key}"


def load(path):
    if not path:
        fail("no path")  # want ConfigError "invalid config: no path"
    fail_again("nothing in " + path)  # want ConfigError "invalid config: nothing in {path}"


def passes_a_text(reason):
    # Not a forwarder: the call spells text of its own.
    _fail("because " + reason)  # want ConfigError "invalid config: because {reason}"
